/**
 * The files an accountant downloads from Monies → Accountant exports, one period at a time. Pure: the list, their
 * names and how each is written; the figures come from the formatters beside this file.
 */

export const accountantFiles = [
  "invoices.csv",
  "payments.csv",
  "credits.csv",
  "chemical-costs.csv",
  "profit-by-account.csv",
  "quickbooks.iif",
  "xero-invoices.csv",
] as const;
export type AccountantFile = (typeof accountantFiles)[number];

export function isAccountantFile(value: string | undefined): value is AccountantFile {
  return (accountantFiles as readonly string[]).includes(value ?? "");
}

export interface ExportPeriod {
  /** First and last calendar day, both included, in the company's time zone. */
  from: string;
  to: string;
}

/** "invoices.csv" for October 2026 → "invoices-2026-10-01-2026-10-31.csv": the period travels with the file. */
export function exportFileName(file: AccountantFile, period: ExportPeriod): string {
  const dot = file.lastIndexOf(".");
  return `${file.slice(0, dot)}-${period.from}-${period.to}${file.slice(dot)}`;
}

/**
 * How a file is sent. The CSVs an accountant opens in a spreadsheet start with a byte-order mark (Excel then reads
 * UTF-8, as every other export of the product); the files made for another program's import (QuickBooks' IIF, Xero's
 * template) go without one, so their first header reads exactly as that program expects.
 */
export function fileKind(file: AccountantFile): { contentType: string; byteOrderMark: boolean } {
  if (file === "quickbooks.iif") return { contentType: "text/plain; charset=utf-8", byteOrderMark: false };
  return { contentType: "text/csv; charset=utf-8", byteOrderMark: file !== "xero-invoices.csv" };
}
