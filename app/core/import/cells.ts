/**
 * A spreadsheet cell's value as the text an import reads, the same as a CSV cell would hold. Pure: the shapes a
 * reader (exceljs) gives for a cell in, a string out.
 */

/** A date at midnight is a calendar date ("2024-03-05"); with a time, "2024-03-05 14:30" (Excel keeps wall time). */
export function dateText(date: Date): string {
  if (Number.isNaN(date.getTime())) return "";
  const iso = date.toISOString();
  const day = iso.slice(0, 10);
  const time = iso.slice(11, 16);
  const seconds = iso.slice(16, 19);
  if (time === "00:00" && seconds === ":00") return day;
  return seconds === ":00" ? `${day} ${time}` : `${day} ${time}${seconds}`;
}

/** 0.1 + 0.2 stored by Excel as 0.30000000000000004 reads "0.3": 15 significant digits, as Excel shows them. */
export function numberText(n: number): string {
  if (!Number.isFinite(n)) return "";
  return String(Number(n.toPrecision(15)));
}

/**
 * Any cell value: text, a number, a boolean, a date, a formula (its last computed result), rich text (its runs
 * joined), a hyperlink (its text), an error ("#N/A": blank). Whitespace is kept as it is; validation trims.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberText(value);
  if (typeof value === "boolean") return value ? "true" : "false";
  if (value instanceof Date) return dateText(value);
  if (typeof value === "object") {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v.richText))
      return v.richText.map((run) => (run && typeof run === "object" ? String(run.text ?? "") : "")).join("");
    if ("formula" in v || "sharedFormula" in v || "result" in v)
      return "result" in v ? cellText(v.result) : "";
    if ("error" in v) return "";
    if ("text" in v) return cellText(v.text);
  }
  return "";
}
