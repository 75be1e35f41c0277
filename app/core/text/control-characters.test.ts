import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  controlCharacterMessage,
  findControlCharacter,
  findControlCharacterDeep,
  hasControlCharacter,
  removeControlCharacters,
} from "./control-characters";

const refused = [
  ...Array.from({ length: 0x20 }, (_, i) => i).filter((c) => c !== 0x09 && c !== 0x0a && c !== 0x0d),
  ...Array.from({ length: 0x21 }, (_, i) => 0x7f + i),
].map((c) => String.fromCharCode(c));

describe("findControlCharacter", () => {
  it("refuses NUL, the other C0 controls, DEL and the C1 controls", () => {
    for (const c of refused) expect(findControlCharacter(`ab${c}cd`), JSON.stringify(c)).not.toBeNull();
    expect(refused).toHaveLength(29 + 33);
  });

  it("accepts tab, line feed and carriage return (multi-line notes, Windows line ends)", () => {
    expect(findControlCharacter("line one\r\nline two\tindented\n")).toBeNull();
  });

  it("accepts ordinary text in every script, emoji and the no-break space", () => {
    for (const text of [
      "Müller & Söhne",
      "Pool ☀️ 🏊‍♀️",
      "東京プール",
      "שלום",
      "a\u00a0b",
      "",
      "O'Brien — €12",
    ])
      expect(findControlCharacter(text), text).toBeNull();
  });

  it("refuses lone surrogate halves but not a valid pair", () => {
    expect(findControlCharacter("a\uD83D")?.codePoint).toBe("U+D83D");
    expect(findControlCharacter("\uDE00b")?.codePoint).toBe("U+DE00");
    expect(findControlCharacter("\uD83D\uDE00")).toBeNull();
  });

  it("says which character and where, counting as a person counts", () => {
    expect(findControlCharacter("🏊ab\u0000")).toEqual({ index: 4, position: 4, codePoint: "U+0000" });
  });

  it("agrees with hasControlCharacter and removeControlCharacters on any string", () => {
    fc.assert(
      fc.property(fc.string({ unit: "binary" }), (text) => {
        const found = findControlCharacter(text);
        expect(hasControlCharacter(text)).toBe(found !== null);
        const cleaned = removeControlCharacters(text);
        expect(hasControlCharacter(cleaned)).toBe(false);
        if (!found) expect(cleaned).toBe(text);
      }),
    );
  });

  it("finds a refused character wherever it is inserted", () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom(...refused), fc.string(), (before, c, after) => {
        const clean = (s: string) => removeControlCharacters(s);
        expect(findControlCharacter(clean(before) + c + clean(after))?.index).toBe(clean(before).length);
      }),
    );
  });
});

describe("controlCharacterMessage", () => {
  const english = translatorFor("en");
  const spanish = translatorFor("es", "es-MX");
  const message = (text: string, words = english) =>
    words.text(controlCharacterMessage(findControlCharacter(text)!));

  it("names the character in words a person understands", () => {
    expect(message("Pools\u0000")).toBe(
      "Remove the invisible control character NUL (U+0000) at character 6 (it often comes from pasting); retype the text if you cannot see it.",
    );
    expect(message("a\u001bb")).toMatch(
      /^Remove the invisible control character escape \(U\+001B\) at character 2 /,
    );
    expect(message("\u0085")).toMatch(/^Remove the invisible control character U\+0085 at character 1 /);
    expect(message(`${"x".repeat(1233)}\u0000`)).toContain("at character 1234 ");
  });

  it("says it in Spanish to a Spanish reader", () => {
    expect(message("Pools\u0000", spanish)).toBe(
      "Quite el carácter de control invisible NUL (U+0000) en la posición 6 (suele venir de texto pegado); vuelva a escribir el texto si no lo ve.",
    );
    expect(message("\u0008", spanish)).toMatch(
      /^Quite el carácter de control invisible de retroceso \(U\+0008\)/,
    );
    expect(message("\u0008", spanish)).not.toMatch(/backspace|Remove/);
  });
});

describe("findControlCharacterDeep", () => {
  it("finds refused characters in nested values and keys, with their path", () => {
    expect(findControlCharacterDeep({ a: [1, "ok", { b: "x\u0000" }] })?.path).toEqual(["a", 2, "b"]);
    expect(findControlCharacterDeep({ "k\u0007": 1 })?.path).toEqual(["k\u0007"]);
    expect(findControlCharacterDeep({ a: ["fine", 2, null, true], b: { c: "also fine\n" } })).toBeNull();
  });
});
