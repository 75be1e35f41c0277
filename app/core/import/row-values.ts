/**
 * What every kind of migration import (equipment, service history, recurring service, opening balances) does first
 * with a file's row: read its mapped columns, skip it when blank, refuse control characters.
 */
import { controlCharacterMessage, findControlCharacter } from "../text/control-characters";

/** The row's value for each field ("" when the field is unmapped or the file lacks its column), trimmed. */
export function mappedValues<F extends string>(
  row: Record<string, string>,
  mapping: Record<F, string | null>,
  fields: readonly F[],
): Record<F, string> {
  const values = {} as Record<F, string>;
  for (const field of fields) {
    const header = mapping[field];
    const value = header && Object.hasOwn(row, header) ? row[header] : "";
    values[field] = typeof value === "string" ? value.trim() : "";
  }
  return values;
}

/** A row with nothing in any mapped field (a spreadsheet's empty line): skipped, not a problem. */
export function isBlankRow<F extends string>(values: Record<F, string>, fields: readonly F[]): boolean {
  return fields.every((field) => values[field] === "");
}

/** Each field holding a control character, with the message that names it. */
export function controlCharacterProblems<F extends string>(
  values: Record<F, string>,
  fields: readonly F[],
): { field: F; message: string }[] {
  const problems: { field: F; message: string }[] = [];
  for (const field of fields) {
    const found = findControlCharacter(values[field]);
    if (found) problems.push({ field, message: controlCharacterMessage(found) });
  }
  return problems;
}

/** A file's value as a problem message quotes it: cut at 40 characters. */
export const quoted = (raw: string) => (raw.length > 40 ? `${raw.slice(0, 40)}…` : raw);

/** A problem of a row, by the file's line number. */
export interface RowProblem<F extends string> {
  line: number;
  field: F | "row";
  message: string;
}

/** What checking a kind's rows found: the rows read, what the rows with problems name, the problems. */
export interface RowsCheck<F extends string, Valid, Ref> {
  valid: Valid[];
  /** What rows with problems still name (a customer…): the domain looks it up too, so every problem shows at once. */
  invalidRefs: Ref[];
  /** The first `maxErrors` problems; `errorCount` counts them all. */
  errors: RowProblem<F>[];
  errorCount: number;
  invalidRows: number;
  rowCount: number;
}

/**
 * Checks every row of a file for one kind: blank rows skipped, line numbers as the file's (the header is line 1),
 * control characters refused in every field, then `checkRow`, which calls `fail` for each problem and returns the row
 * as read (`valid`; null for a row to leave out that has no problem, such as a zero balance) and what it names
 * (`ref`, null when nothing). A row with a problem is invalid and keeps only its `ref`.
 */
export function checkRows<F extends string, Valid, Ref>(
  rows: readonly Record<string, string>[],
  mapping: Record<F, string | null>,
  fields: readonly F[],
  maxErrors: number,
  checkRow: (
    values: Record<F, string>,
    line: number,
    fail: (field: F | "row", message: string) => void,
  ) => { valid: Valid | null; ref: Ref | null },
): RowsCheck<F, Valid, Ref> {
  const result: RowsCheck<F, Valid, Ref> = {
    valid: [],
    invalidRefs: [],
    errors: [],
    errorCount: 0,
    invalidRows: 0,
    rowCount: 0,
  };
  rows.forEach((raw, index) => {
    const values = mappedValues(raw, mapping, fields);
    if (isBlankRow(values, fields)) return;
    result.rowCount++;
    const line = index + 2;
    const problems: { field: F | "row"; message: string }[] = controlCharacterProblems(values, fields);
    const { valid, ref } = checkRow(values, line, (field, message) => problems.push({ field, message }));
    if (problems.length === 0) {
      if (valid !== null) result.valid.push(valid);
      return;
    }
    if (ref !== null) result.invalidRefs.push(ref);
    result.invalidRows++;
    for (const problem of problems) {
      result.errorCount++;
      if (result.errors.length < maxErrors) result.errors.push({ line, ...problem });
    }
  });
  return result;
}
