import { formatterFor, NONE } from "../format/format";
import type { MessageKey } from "./catalogs/en";

/**
 * Values a keyed message can carry through a form's errors, an error page or a stored alert: text, numbers, and parts
 * the reader's language writes its own way — calendar dates (`{ date: "2026-12-31" }`) and times of day
 * (`{ time: "17:30" }`, zone-free, so they read the same wherever shown), money, and catalog words.
 */
export type KeyedValue =
  | string
  | number
  | { date: string }
  | { time: string }
  | { cents: number; currency: string }
  /** A word of the catalog (a reading's name, a status), itself translated. */
  | { word: MessageKey };
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
 * A keyed message's values ready for a message in `locale`: dates, times and money written the way the formatting
 * layer writes them in lists (dates and times as UTC wall time, so no zone moves them), catalog words through `word`;
 * a malformed part as its raw text.
 */
export function keyedValuesIn(
  locale: string,
  values: KeyedValues,
  word: (key: string) => string,
): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(values)) {
    if (typeof value === "string" || typeof value === "number") out[name] = value;
    else if ("word" in value) out[name] = word(value.word);
    else if ("cents" in value)
      out[name] = formatterFor({ locale, timeZone: "UTC", currency: value.currency }).money(value.cents);
    else if ("date" in value) {
      const written = formatterFor({ locale, timeZone: "UTC", currency: "USD" }).calendarDate(value.date);
      out[name] = written === NONE ? value.date : written;
    } else
      out[name] = TIME_OF_DAY.test(value.time)
        ? formatterFor({ locale, timeZone: "UTC", currency: "USD" }).time(
            `1970-01-01T${value.time.slice(0, 5)}:00Z`,
            {
              zone: false,
            },
          )
        : value.time;
  }
  return out;
}
