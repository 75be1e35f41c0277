/**
 * Reading an uploaded CSV file into rows, and writing rows back out. Pure: bytes or text in, values out.
 */
import Papa from "papaparse";
import { keyed } from "../i18n/keyed";

export const MAX_IMPORT_BYTES = 10 * 1024 * 1024;
export const MAX_IMPORT_ROWS = 50_000;

export const NOT_UTF8_MESSAGE = "common.csv.notUtf8";
/** The refusal of a file with a header row and nothing else (an importer may word it for its own rows). */
export const NO_ROWS_MESSAGE = "common.csv.noRows";

/**
 * A value, or why there is none: `message` is a catalog key or a `keyed` message (core/i18n/keyed.ts), worded where it
 * is shown with `t.text`.
 */
/** What can be wrong with a file offered for import, before its bytes are read. */
export type UploadProblem = "chooseFile" | "notCsv" | "tooLarge" | "empty";

/** Media types browsers give a CSV file; Excel's (`vnd.ms-excel`) is left out, as browsers give it to .xls too. */
const CSV_TYPES = new Set(["text/csv", "application/csv", "text/x-csv"]);

/**
 * The first problem of a file posted to an import (null: read it). It is a CSV by its `.csv` name or a CSV media type,
 * of at most `MAX_IMPORT_BYTES` and not empty. Every import (customers, items) checks its upload here.
 */
export function csvUploadProblem(
  file: { name: string; type: string; size: number } | null,
  options: { xlsx?: boolean } = {},
): UploadProblem | null {
  if (!file || (file.size === 0 && !file.name)) return "chooseFile";
  const accepted =
    !(!/\.csv$/i.test(file.name) && !CSV_TYPES.has(file.type)) || (options.xlsx && isXlsx(file));
  if (!accepted) return "notCsv";
  if (file.size > MAX_IMPORT_BYTES) return "tooLarge";
  if (file.size === 0) return "empty";
  return null;
}

export const XLSX_TYPE = "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";

/** An Excel workbook (.xlsx, by its name or media type); the old binary .xls is not one. */
export function isXlsx(file: { name: string; type: string }): boolean {
  return /\.xlsx$/i.test(file.name) || file.type === XLSX_TYPE;
}

/** The answer's status for each problem: a file too large is 413, the rest 400. */
export const uploadProblemStatus = (problem: UploadProblem) => (problem === "tooLarge" ? 413 : 400);

/**
 * A posted form value checked as an import's CSV: the file to read, or the refusal in the import's own words (its
 * message for each problem) with the answer's status.
 */
export function checkCsvUpload<K extends string>(
  posted: unknown,
  messages: Record<UploadProblem, K>,
  options: { xlsx?: boolean } = {},
): { file: File } | { error: K; status: number } {
  const file = posted instanceof File ? posted : null;
  const problem = csvUploadProblem(file, options);
  if (!problem && file) return { file };
  const refused = problem ?? "chooseFile";
  return { error: messages[refused], status: uploadProblemStatus(refused) };
}

/** A request too large to hold an allowed file (the form's other parts add a little), refused before it is read. */
export const tooLargeForImport = (request: Request) =>
  Number(request.headers.get("content-length") ?? 0) > MAX_IMPORT_BYTES + 64 * 1024;

export type Outcome<T> = { ok: true; value: T } | { ok: false; message: string };

/** Decodes the file's bytes as UTF-8 (strictly: invalid bytes are an error, not "�"), without a byte-order mark. */
export function decodeUtf8(bytes: Uint8Array): Outcome<string> {
  let text: string;
  try {
    text = new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, message: NOT_UTF8_MESSAGE };
  }
  // Binary files (a spreadsheet saved as .xlsx and renamed, say) can be valid UTF-8 yet hold NUL bytes.
  if (text.includes("\u0000")) return { ok: false, message: "common.csv.notText" };
  return { ok: true, value: stripBom(text) };
}

export function stripBom(text: string): string {
  return text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
}

export interface CsvTable {
  /** The header row, made unique ("Phone", "Phone (2)") and never blank ("Column 3"). */
  headers: string[];
  /** The data rows, keyed by header. */
  rows: Record<string, string>[];
}

/**
 * Parses CSV text (comma, semicolon, tab or pipe separated; detected) whose first row names the columns. Blank lines
 * are kept as blank rows, so row N of the result is line N + 1 of the file (for error reports); validateRows skips
 * them. A cell our own export protected against spreadsheet formulas ("'=…", "'+…") is read back without the
 * protecting apostrophe.
 */
export function parseCsv(text: string): Outcome<CsvTable> {
  const source = stripBom(text);
  if (!source.trim()) return { ok: false, message: "common.csv.empty" };
  // The separator is guessed from the first lines, skipping blank ones; the whole file is then read with blank
  // lines kept (papaparse's own guess counts a blank line as a one-column row and falls back to commas).
  const sample = Papa.parse<string[]>(source, { header: false, skipEmptyLines: "greedy", preview: 20 });
  const delimiter = sample.meta.delimiter || ",";
  const result = Papa.parse<string[]>(source, { header: false, skipEmptyLines: false, delimiter });
  const broken = result.errors.find((e) => e.type === "Quotes");
  if (broken) {
    return {
      ok: false,
      message:
        typeof broken.row === "number"
          ? keyed("common.csv.unclosedQuote", { line: String(broken.row + 1) })
          : "common.csv.unclosedQuoteSomewhere",
    };
  }
  return tableFromCells(result.data, unprotect);
}

/**
 * A sheet's cells (first row = the column names) as a table: the same rules for a CSV and a spreadsheet's first
 * sheet (blank rows at the end dropped, headers made unique). `cell` reads each data cell (a CSV's undoes our formula
 * protection).
 */
export function tableFromCells(
  cells: readonly (readonly unknown[])[],
  cell: (text: string) => string = (text) => text,
): Outcome<CsvTable> {
  const [head, ...body] = cells;
  if (!head || head.every((h) => !String(h ?? "").trim())) {
    return { ok: false, message: "common.csv.noHeader" };
  }
  while (body.length > 0 && isBlank(body[body.length - 1])) body.pop();
  if (body.length === 0) {
    return { ok: false, message: NO_ROWS_MESSAGE };
  }
  const headers = uniqueHeaders(head.map((h) => String(h ?? "")));
  const rows = body.map((cells) => {
    const row: Record<string, string> = Object.create(null);
    headers.forEach((header, i) => {
      row[header] = cell(String(cells[i] ?? ""));
    });
    return row;
  });
  return { ok: true, value: { headers, rows } };
}

function isBlank(cells: readonly unknown[]) {
  return cells.every((c) => !String(c ?? "").trim());
}

function uniqueHeaders(raw: string[]): string[] {
  const seen = new Map<string, number>();
  return raw.map((h, i) => {
    const base = h.trim() || `Column ${i + 1}`;
    const count = (seen.get(base.toLowerCase()) ?? 0) + 1;
    seen.set(base.toLowerCase(), count);
    return count === 1 ? base : `${base} (${count})`;
  });
}

/** Undoes the formula protection of toCsv ("'=SUM(A1)" → "=SUM(A1)"). */
function unprotect(cell: string): string {
  return /^'[=+\-@\t\r]/.test(cell) ? cell.slice(1) : cell;
}

/**
 * Cells that a spreadsheet would run as a formula ("=…", "@…", and "+…"/"-…" unless the rest is only a number or a
 * phone number) get a leading apostrophe, the usual CSV-injection guard. Numbers are written as they are.
 */
const FORMULA_LIKE = /^[=@\t\r]|^[+-](?![\d\s().-]*$)/;

/** Writes rows as CSV with a header row, guarded against formula injection. */
export function toCsv(headers: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    {
      fields: [...headers],
      data: rows.map((r) => r.map((v) => (v === null || v === undefined ? "" : v))),
    },
    { escapeFormulae: FORMULA_LIKE, newline: "\r\n" },
  );
}
