import type { MessageKey } from "./catalogs/en";

/** Values a keyed message can carry through a form's errors or an error page: plain text and numbers only. */
export type KeyedValues = Readonly<Record<string, string | number>>;

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
