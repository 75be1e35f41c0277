import { describe, expect, it } from "vitest";
import { createTranslator } from "./translate";
import { entryFor, wordFor } from "./word-for";

const english = { "t.inProgress": "In progress", "t.onCall": "On call" };
const spanish = { "t.inProgress": "En curso", "t.onCall": "A pedido" };
const keys = { "in progress": "t.inProgress", "on call": "t.onCall" } as const;

describe("wordFor", () => {
  const en = createTranslator<keyof typeof english>("en", "en-US", english);
  const es = createTranslator<keyof typeof english>("es", "es-MX", spanish, english);

  it("words a known stored value in the reader's language", () => {
    expect(wordFor(en, keys, "in progress")).toBe("In progress");
    expect(wordFor(es, keys, "in progress")).toBe("En curso");
    expect(wordFor(es, keys, "on call")).toBe("A pedido");
  });

  it("shows a value the map lacks as it is stored (data, not a word)", () => {
    expect(wordFor(es, keys, "fortnightly")).toBe("fortnightly");
    expect(wordFor(es, keys, "In progress")).toBe("In progress");
    expect(wordFor(es, keys, "")).toBe("");
  });

  it("never takes an inherited name for a word", () => {
    for (const name of ["constructor", "toString", "__proto__", "hasOwnProperty"])
      expect(wordFor(es, keys, name)).toBe(name);
  });
});

describe("entryFor", () => {
  const rules = { "long-day": { label: "t.long" } } as Readonly<Record<string, { label: string }>>;

  it("gives the map's own entry, or undefined", () => {
    expect(entryFor(rules, "long-day")).toEqual({ label: "t.long" });
    expect(entryFor(rules, "short-day")).toBeUndefined();
    expect(entryFor(rules, "constructor")).toBeUndefined();
  });
});
