import { Readable } from "node:stream";
import ExcelJS from "exceljs";
import { cellText } from "~/core/import/cells";
import { type CsvTable, MAX_IMPORT_ROWS, type Outcome, tableFromCells } from "~/core/import/csv";

/**
 * Reads the first sheet of an Excel workbook (.xlsx) into the same table a CSV gives: the first row names the
 * columns, every cell is read as text (dates as ISO, formulas by their result; core/import/cells.ts). exceljs's
 * streaming reader keeps one row at a time besides the shared strings, so a 10 MB workbook does not become a
 * several-hundred-MB object model; reading stops after the first sheet.
 */
export async function readXlsx(bytes: Uint8Array): Promise<Outcome<CsvTable>> {
  // An .xlsx is a zip file: "PK\x03\x04".
  if (bytes.length < 4 || bytes[0] !== 0x50 || bytes[1] !== 0x4b) {
    return { ok: false, message: "common.csv.notXlsx" };
  }
  const cells: string[][] = [];
  try {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([Buffer.from(bytes)]), {
      sharedStrings: "cache",
      styles: "cache",
      hyperlinks: "ignore",
      worksheets: "emit",
      entries: "emit",
    });
    for await (const sheet of reader) {
      for await (const row of sheet) {
        const values = row.values as unknown[];
        // exceljs numbers columns from 1 (values[0] is empty) and rows from 1; a gap of rows is blank rows.
        while (cells.length < row.number - 1) cells.push([]);
        cells.push(values.slice(1).map(cellText));
        // One more than the limit is enough to refuse the file (the caller counts and says so).
        if (cells.length > MAX_IMPORT_ROWS + 1) break;
      }
      break;
    }
  } catch {
    return { ok: false, message: "common.csv.notXlsx" };
  }
  if (cells.length === 0) return { ok: false, message: "common.csv.empty" };
  return tableFromCells(cells);
}
