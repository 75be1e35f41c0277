import { formatterFor, NONE } from "../format/format";
import type { MessageKey } from "./catalogs/en";

/**
 * Values a keyed message can carry through a form's errors, an error page or a stored alert: text, numbers, and
 * calendar dates (`{ date: "2026-12-31" }`) or times of day (`{ time: "17:30" }`) that the reader's language writes
 * its own way (a zone-free date or time, so it reads the same wherever it is shown).
 */
export type KeyedValue = string | number | { date: string } | { time: string };
export type KeyedValues = Readonly<Record<string, KeyedValue>>;

const KEYED = /^([a-z][A-Za-z0-9]*(?:\.[A-Za-z0-9]+)+)(\{.*\})$/s;

/**
 * A message with data that must travel as a plain string — a zod message, a RuleError, a form error in action data —
 * and still be translated where it is shown: the key followed by its values as JSON ("money.rules.tooMuch{"max":"$5"}").
 * `t.text` reads it back. Format dates and money before putting them in (the page's formatter, the company's zone).
 */
export function keyed(key: MessageKey, values: KeyedValues): string {
  return `${key}${JSON.stringify(values)}`;
}

/** The key and values of a `keyed` message; null for any other text. */
export function readKeyed(message: string): { key: string; values: KeyedValues } | null {
  const match = KEYED.exec(message);
  if (!match) return null;
  try {
    const values: unknown = JSON.parse(match[2]);
    if (!values || typeof values !== "object" || Array.isArray(values)) return null;
    return { key: match[1], values: values as KeyedValues };
  } catch {
    return null;
  }
}

const TIME_OF_DAY = /^\d{2}:\d{2}(:\d{2})?$/;

/**
 * A keyed message's values ready for a message in `locale`: calendar dates and times of day written the way the
 * formatting layer writes them in lists (as UTC wall time, so no zone moves them); a malformed one as its raw text.
 */
export function keyedValuesIn(locale: string, values: KeyedValues): Record<string, string | number> {
  const f = formatterFor({ locale, timeZone: "UTC", currency: "USD" });
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "number") out[name] = value;
    else if ("date" in value) {
      const written = f.calendarDate(value.date);
      out[name] = written === NONE ? value.date : written;
    } else
      out[name] = TIME_OF_DAY.test(value.time)
        ? f.time(`1970-01-01T${value.time.slice(0, 5)}:00Z`, { zone: false })
        : value.time;
  }
  return out;
}
