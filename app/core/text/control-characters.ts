/**
 * Characters no one types into a form: C0 controls except tab, line feed and carriage return; DEL; the C1 controls
 * (U+0080–U+009F, which only appear when bytes were decoded with the wrong encoding); and lone UTF-16 surrogates (not
 * text at all: they cannot be encoded as UTF-8). PostgreSQL refuses U+0000 outright, and the others corrupt exports,
 * e-mails and PDFs, so every text that reaches the database is checked against this rule first.
 */
import { keyed } from "../i18n/keyed";
import { entryFor } from "../i18n/word-for";

// With the `u` flag a valid surrogate pair is one code point (an emoji), so the range below only finds lone halves.
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\uD800-\uDFFF]/u;
const CONTROL_GLOBAL = new RegExp(CONTROL.source, "gu");

export interface ControlCharacter {
  /** UTF-16 index of the character in the text. */
  index: number;
  /** 1-based position counted in characters as a person sees them (an emoji counts once). */
  position: number;
  /** "U+0000" */
  codePoint: string;
}

/** The first refused character in `text`, or null when the text is clean. */
export function findControlCharacter(text: string): ControlCharacter | null {
  const match = CONTROL.exec(text);
  if (!match) return null;
  const code = match[0].codePointAt(0) ?? 0;
  return {
    index: match.index,
    position: Array.from(text.slice(0, match.index)).length + 1,
    codePoint: `U+${code.toString(16).toUpperCase().padStart(4, "0")}`,
  };
}

export function hasControlCharacter(text: string): boolean {
  return CONTROL.test(text);
}

/** The text without refused characters: for searches and other input that is read, never stored. */
export function removeControlCharacters(text: string): string {
  return text.replace(CONTROL_GLOBAL, "");
}

/**
 * What the person sees next to the field, as a `keyed` message the form words in the reader's language ("Remove the
 * invisible control character NUL (U+0000) at character 6 …").
 */
export function controlCharacterMessage(found: ControlCharacter): string {
  return keyed("common.text.controlCharacter", {
    name: entryFor(NAMES, found.codePoint) ?? "other",
    code: found.codePoint,
    // As a string: written as counted ("character 1234"), not as a number of the reader's style.
    position: String(found.position),
  });
}

/** The characters with a name people know, by code point: the `name` the message words. */
const NAMES: Record<string, string> = {
  "U+0000": "nul",
  "U+0008": "backspace",
  "U+000B": "verticalTab",
  "U+000C": "formFeed",
  "U+001B": "escape",
  "U+007F": "delete",
};

/** The path and message of the first refused character anywhere in a JSON-like value (keys included). */
export function findControlCharacterDeep(
  value: unknown,
  path: (string | number)[] = [],
): { path: (string | number)[]; found: ControlCharacter } | null {
  if (typeof value === "string") {
    const found = findControlCharacter(value);
    return found ? { path, found } : null;
  }
  if (Array.isArray(value)) {
    for (const [i, item] of value.entries()) {
      const hit = findControlCharacterDeep(item, [...path, i]);
      if (hit) return hit;
    }
    return null;
  }
  if (value && typeof value === "object") {
    for (const [key, item] of Object.entries(value)) {
      const keyHit = findControlCharacter(key);
      if (keyHit) return { path: [...path, key], found: keyHit };
      const hit = findControlCharacterDeep(item, [...path, key]);
      if (hit) return hit;
    }
  }
  return null;
}
