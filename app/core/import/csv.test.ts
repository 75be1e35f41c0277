import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  checkCsvUpload,
  csvUploadProblem,
  decodeUtf8,
  MAX_IMPORT_BYTES,
  NOT_UTF8_MESSAGE,
  parseCsv,
  stripBom,
  toCsv,
  tooLargeForImport,
  uploadProblemStatus,
} from "./csv";

/** The words a refusal shows a reader of English, and of Spanish (messages are catalog keys or keyed messages). */
const en = translatorFor("en");
const es = translatorFor("es");
/** The refusal's English words, or null when the file was read. */
const refusal = (result: { ok: true } | { ok: false; message: string }) =>
  result.ok ? null : en.text(result.message);

const bytes = (text: string) => new TextEncoder().encode(text);

function parsed(text: string) {
  const result = parseCsv(text);
  if (!result.ok) throw new Error(result.message);
  return result.value;
}

describe("decodeUtf8", () => {
  it("decodes UTF-8 and strips the byte-order mark", () => {
    expect(decodeUtf8(bytes("\uFEFFName\nJosé"))).toEqual({ ok: true, value: "Name\nJosé" });
  });

  it("refuses bytes that are not UTF-8 (a Windows-1252 file, say)", () => {
    // "José" in Windows-1252: é is the single byte 0xE9.
    const latin1 = new Uint8Array([0x4e, 0x61, 0x6d, 0x65, 0x0a, 0x4a, 0x6f, 0x73, 0xe9]);
    expect(decodeUtf8(latin1)).toEqual({ ok: false, message: NOT_UTF8_MESSAGE });
    expect(en.text(NOT_UTF8_MESSAGE)).toBe(
      "This file is not UTF-8 text. Save it as CSV UTF-8 and try again.",
    );
    expect(es.text(NOT_UTF8_MESSAGE)).toBe(
      "Este archivo no es texto UTF-8. Guárdelo como CSV UTF-8 e inténtelo de nuevo.",
    );
  });

  it("refuses binary content", () => {
    expect(refusal(decodeUtf8(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0x00, 0x00])))).toBe(
      "This file is not a CSV text file.",
    );
  });

  it("stripBom leaves other text alone", () => {
    expect(stripBom("abc")).toBe("abc");
    expect(stripBom("\uFEFF")).toBe("");
  });
});

describe("parseCsv", () => {
  it("reads a header row and data rows keyed by header", () => {
    const { headers, rows } = parsed('Name,Email\r\n"Lee, Ann",ann@example.com\r\nBo,"bo@example.com"\r\n');
    expect(headers).toEqual(["Name", "Email"]);
    expect(rows).toEqual([
      { Name: "Lee, Ann", Email: "ann@example.com" },
      { Name: "Bo", Email: "bo@example.com" },
    ]);
  });

  it("reads quoted newlines and doubled quotes", () => {
    const { rows } = parsed('Name,Notes\nAnn,"Line one\nLine ""two"""\n');
    expect(rows[0].Notes).toBe('Line one\nLine "two"');
  });

  it("detects semicolon- and tab-separated files", () => {
    expect(parsed("Name;City\nAnn;Austin\n").rows).toEqual([{ Name: "Ann", City: "Austin" }]);
    expect(parsed("Name\tCity\nAnn\tAustin\n").rows).toEqual([{ Name: "Ann", City: "Austin" }]);
  });

  it("reads a one-column file", () => {
    expect(parsed("Name\nAnn\nBo\n").rows).toEqual([{ Name: "Ann" }, { Name: "Bo" }]);
  });

  it("keeps blank lines as blank rows so row numbers match the file's lines", () => {
    const { rows } = parsed("Name,City\nAnn,Austin\n\nBo,Dallas\n");
    expect(rows.map((r) => r.Name)).toEqual(["Ann", "", "Bo"]);
  });

  it("makes headers unique and names blank ones", () => {
    const { headers, rows } = parsed("Phone,phone,,Phone\n1,2,3,4\n");
    expect(headers).toEqual(["Phone", "phone (2)", "Column 3", "Phone (3)"]);
    expect(rows[0]).toEqual({ Phone: "1", "phone (2)": "2", "Column 3": "3", "Phone (3)": "4" });
  });

  it("fills short rows with blanks and ignores extra cells", () => {
    expect(parsed("A,B,C\n1\n1,2,3,4\n").rows).toEqual([
      { A: "1", B: "", C: "" },
      { A: "1", B: "2", C: "3" },
    ]);
  });

  it("says clearly when the file is empty or has only a header", () => {
    expect(refusal(parseCsv(""))).toBe("This file is empty.");
    expect(refusal(parseCsv("\uFEFF \n\n"))).toBe("This file is empty.");
    for (const headerOnly of ["Name,Email", "Name,Email\n", "Name,Email\r\n\r\n,\n"]) {
      expect(refusal(parseCsv(headerOnly))).toBe(
        "This file has a header row but no data rows. Add one row per customer and try again.",
      );
    }
    expect(refusal(parseCsv(",,\nAnn,Lee,x\n"))).toBe(
      "The first row of the file should name the columns, and it is empty.",
    );
  });

  it("reports a quote that is never closed", () => {
    const result = parseCsv('Name,Notes\nAnn,"never closed\nBo,x\n');
    expect(refusal(result)).toBe(
      "This file has a quote that is never closed near line 2. Check the file, save it as CSV and try again.",
    );
  });

  it("words its refusals in Spanish for a Spanish reader, with the line number", () => {
    const spanish = (result: ReturnType<typeof parseCsv>) => (result.ok ? null : es.text(result.message));
    expect(spanish(parseCsv(""))).toBe("Este archivo está vacío.");
    expect(spanish(parseCsv("Name,Email\n"))).toBe(
      "Este archivo tiene la fila de encabezados pero ninguna fila de datos. Agregue una fila por cliente e inténtelo de nuevo.",
    );
    const quote = spanish(parseCsv('Name,Notes\nAnn,"never closed\nBo,x\n'));
    expect(quote).toBe(
      "Este archivo tiene unas comillas que no se cierran cerca de la línea 2. Revise el archivo, guárdelo como CSV e inténtelo de nuevo.",
    );
    expect(quote).not.toMatch(/quote|never closed/);
  });

  it("reads back cells our export protected against formulas", () => {
    const { rows } = parsed("A,B,C\n'=SUM(A1),'@x,'plain\n");
    expect(rows[0]).toEqual({ A: "=SUM(A1)", B: "@x", C: "'plain" });
  });
});

describe("toCsv", () => {
  it("writes a header row and quotes where needed", () => {
    expect(toCsv(["Name", "Notes"], [["Lee, Ann", 'say "hi"']])).toBe(
      'Name,Notes\r\n"Lee, Ann","say ""hi"""',
    );
  });

  it("writes null and undefined as empty cells and numbers as they are", () => {
    expect(toCsv(["A", "B", "C"], [[null, undefined, -97.5]])).toBe("A,B,C\r\n,,-97.5");
  });

  it("guards formulas but not phone numbers or negative numbers", () => {
    const csv = toCsv(
      ["v"],
      [
        ["=HYPERLINK(1)"],
        ["@SUM(1)"],
        ["+cmd|' /C calc'!A0"],
        ["-2+3+cmd"],
        ["+1 (555) 010-0100"],
        ["-97.5"],
      ],
    );
    expect(csv.split("\r\n").slice(1)).toEqual([
      `"'=HYPERLINK(1)"`,
      `"'@SUM(1)"`,
      `"'+cmd|' /C calc'!A0"`,
      `"'-2+3+cmd"`,
      "+1 (555) 010-0100",
      "-97.5",
    ]);
  });

  it("round-trips any text through parseCsv", () => {
    const cell = fc
      .oneof(
        fc.string({ unit: "grapheme", maxLength: 20 }),
        fc.string({ unit: "binary-ascii", maxLength: 20 }),
      )
      .filter((s) => !s.includes("\u0000"));
    fc.assert(
      fc.property(
        fc.array(fc.array(cell, { minLength: 3, maxLength: 3 }), { minLength: 1, maxLength: 5 }),
        (rows) => {
          // A row of blanks only is skipped on purpose; give every row one plain cell.
          const data = rows.map((r) => ["x", ...r]);
          const csv = toCsv(["K", "A", "B", "C"], data);
          const back = parseCsv(csv);
          expect(back.ok).toBe(true);
          if (back.ok) {
            // Values are read back as written, except that a cell starting with an apostrophe followed by a
            // formula character is taken for our own protection.
            const expected = data.map((r) => r.map((v) => (/^'[=+\-@\t\r]/.test(v) ? v.slice(1) : v)));
            expect(back.value.rows.map((r) => [r.K, r.A, r.B, r.C])).toEqual(expected);
          }
        },
      ),
    );
  });
});

describe("csvUploadProblem", () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });
  it("takes a CSV by its name or its media type", () => {
    expect(csvUploadProblem(file("customers.csv", ""))).toBeNull();
    expect(csvUploadProblem(file("CUSTOMERS.CSV", "application/octet-stream"))).toBeNull();
    expect(csvUploadProblem(file("export", "text/csv"))).toBeNull();
    expect(csvUploadProblem(file("export.txt", "application/csv"))).toBeNull();
  });
  it("refuses Excel files, no file, an empty one and one too large, in that order", () => {
    expect(csvUploadProblem(file("customers.xls", "application/vnd.ms-excel"))).toBe("notCsv");
    expect(
      csvUploadProblem(
        file("customers.xlsx", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"),
      ),
    ).toBe("notCsv");
    expect(csvUploadProblem(null)).toBe("chooseFile");
    expect(csvUploadProblem(file("", "", 0))).toBe("chooseFile");
    expect(csvUploadProblem(file("empty.csv", "text/csv", 0))).toBe("empty");
    expect(csvUploadProblem(file("big.csv", "text/csv", MAX_IMPORT_BYTES + 1))).toBe("tooLarge");
    expect(uploadProblemStatus("tooLarge")).toBe(413);
    expect(uploadProblemStatus("notCsv")).toBe(400);
  });
  it("refuses a request too large to hold an allowed file before reading it", () => {
    const request = (length: number) =>
      new Request("http://x/", { method: "POST", headers: { "content-length": String(length) } });
    expect(tooLargeForImport(request(MAX_IMPORT_BYTES))).toBe(false);
    expect(tooLargeForImport(request(MAX_IMPORT_BYTES + 100 * 1024))).toBe(true);
  });
});

describe("checkCsvUpload", () => {
  const words = { chooseFile: "pick one", notCsv: "not a CSV", tooLarge: "too big", empty: "empty" } as const;
  it("hands back the posted file, or the import's own words for the problem with its status", () => {
    const csv = new File(["a,b\n1,2\n"], "list.csv", { type: "text/csv" });
    expect(checkCsvUpload(csv, words)).toEqual({ file: csv });
    expect(checkCsvUpload("list.csv", words)).toEqual({ error: "pick one", status: 400 });
    expect(checkCsvUpload(null, words)).toEqual({ error: "pick one", status: 400 });
    expect(checkCsvUpload(new File(["x"], "list.xls", { type: "application/vnd.ms-excel" }), words)).toEqual({
      error: "not a CSV",
      status: 400,
    });
    expect(checkCsvUpload(new File([], "list.csv", { type: "text/csv" }), words)).toEqual({
      error: "empty",
      status: 400,
    });
  });
});

describe("csvUploadProblem with spreadsheets", () => {
  const file = (name: string, type: string, size = 10) => ({ name, type, size });
  it("accepts an .xlsx only where the import reads spreadsheets", () => {
    expect(csvUploadProblem(file("clients.xlsx", ""), { xlsx: true })).toBeNull();
    expect(
      csvUploadProblem(file("export", "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"), {
        xlsx: true,
      }),
    ).toBeNull();
    expect(csvUploadProblem(file("clients.xlsx", ""))).toBe("notCsv");
    expect(csvUploadProblem(file("clients.xls", "application/vnd.ms-excel"), { xlsx: true })).toBe("notCsv");
  });
});
