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
