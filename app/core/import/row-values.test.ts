import { describe, expect, it } from "vitest";
import { checkRows, controlCharacterProblems, isBlankRow, mappedValues, quoted } from "./row-values";

const fields = ["name", "serial"] as const;

describe("a row's mapped values", () => {
  it("reads each mapped column trimmed, and '' for an unmapped field or a missing column", () => {
    expect(mappedValues({ Name: "  Pump  ", Other: "x" }, { name: "Name", serial: null }, fields)).toEqual({
      name: "Pump",
      serial: "",
    });
    expect(mappedValues({ Name: "Pump" }, { name: "Name", serial: "Serial #" }, fields).serial).toBe("");
  });

  it("is blank only when every mapped field is empty", () => {
    expect(isBlankRow({ name: "", serial: "" }, fields)).toBe(true);
    expect(isBlankRow({ name: "", serial: "A1" }, fields)).toBe(false);
  });

  it("names each field holding a control character", () => {
    const problems = controlCharacterProblems({ name: "Pu\u0007mp", serial: "A1" }, fields);
    expect(problems.map((p) => p.field)).toEqual(["name"]);
    expect(problems[0].message).toBeTruthy();
    expect(controlCharacterProblems({ name: "Pump", serial: "A1" }, fields)).toEqual([]);
  });

  it("quotes a long value cut at 40 characters", () => {
    expect(quoted("short")).toBe("short");
    expect(quoted("x".repeat(50))).toBe(`${"x".repeat(40)}…`);
  });
});

describe("checkRows", () => {
  const fields = ["name", "amount"] as const;
  const mapping = { name: "Name", amount: "Amount" };
  const check = (rows: Record<string, string>[], maxErrors = 10) =>
    checkRows(rows, mapping, fields, maxErrors, (v, line, fail) => {
      const amount = Number(v.amount);
      if (!v.name) fail("name", "name missing");
      if (Number.isNaN(amount)) fail("amount", "not a number");
      return { valid: amount === 0 ? null : { line, name: v.name, amount }, ref: v.name ? v.name : null };
    });

  it("reads rows by the file's line numbers, skips blank ones and leaves out a valid row checkRow drops", () => {
    const result = check([
      { Name: "Ann", Amount: "5" },
      { Name: " ", Amount: "" },
      { Name: "Bob", Amount: "0" },
      { Name: "Cy", Amount: "7" },
    ]);
    expect(result.valid).toEqual([
      { line: 2, name: "Ann", amount: 5 },
      { line: 5, name: "Cy", amount: 7 },
    ]);
    expect(result).toMatchObject({ rowCount: 3, invalidRows: 0, errorCount: 0, errors: [], invalidRefs: [] });
  });

  it("lists control characters first, keeps what an invalid row names, and counts problems past the list", () => {
    const result = check(
      [
        { Name: "Ann\u0007", Amount: "x" },
        { Name: "", Amount: "y" },
      ],
      2,
    );
    expect(result.valid).toEqual([]);
    expect(result.invalidRefs).toEqual(["Ann\u0007"]);
    expect(result.invalidRows).toBe(2);
    expect(result.errorCount).toBe(4);
    expect(result.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "name"],
      [2, "amount"],
    ]);
  });
});
