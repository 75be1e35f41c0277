import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { readXlsx } from "./import-xlsx.server";

async function workbook(rows: unknown[][], second?: unknown[][]): Promise<Uint8Array> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet("Customers");
  for (const row of rows) sheet.addRow(row);
  if (second) {
    const other = book.addWorksheet("Other");
    for (const row of second) other.addRow(row);
  }
  return new Uint8Array(await book.xlsx.writeBuffer());
}

describe("readXlsx", () => {
  it("reads the first sheet: headers, text, numbers and dates as ISO", async () => {
    const bytes = await workbook(
      [
        ["Customer Name", "Gallons", "Since", "Active"],
        ["Ann Lee", 20000, new Date(Date.UTC(2023, 4, 1)), true],
        [],
        ["Bob Ray", { formula: "1+1", result: 2 }, null, false],
      ],
      [["Not read"], ["x"]],
    );
    const table = await readXlsx(bytes);
    expect(table).toEqual({
      ok: true,
      value: {
        headers: ["Customer Name", "Gallons", "Since", "Active"],
        rows: [
          { "Customer Name": "Ann Lee", Gallons: "20000", Since: "2023-05-01", Active: "true" },
          { "Customer Name": "", Gallons: "", Since: "", Active: "" },
          { "Customer Name": "Bob Ray", Gallons: "2", Since: "", Active: "false" },
        ],
      },
    });
  });

  it("refuses a file that is not a workbook, and one with headers only", async () => {
    expect(await readXlsx(new TextEncoder().encode("a,b\n1,2"))).toEqual({
      ok: false,
      message: "common.csv.notXlsx",
    });
    expect(await readXlsx(new Uint8Array([0x50, 0x4b, 3, 4, 0, 0]))).toEqual({
      ok: false,
      message: "common.csv.notXlsx",
    });
    expect(await readXlsx(await workbook([["Name"]]))).toEqual({ ok: false, message: "common.csv.noRows" });
  });
});
