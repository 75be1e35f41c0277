import { describe, expect, it } from "vitest";
import { en } from "~/core/i18n/catalogs/en";
import { es } from "~/core/i18n/catalogs/es";
import {
  AREAS,
  areaOf,
  hasWordsOf,
  loadAllWords,
  loadWords,
  onWordsLoaded,
  wordMissing,
  wordsOf,
  wordsVersion,
} from "./catalogs";

// One module state for the whole file: the tests run in order, each building on what the previous one loaded.
describe("the browser's words, loaded by area", () => {
  it("knows every area from the catalog files", () => {
    expect(AREAS).toContain("common");
    expect(AREAS).toContain("field");
    expect(AREAS).toContain("purchasing");
    expect(AREAS).not.toContain("index");
    expect(new Set(Object.keys(en).map(areaOf))).toEqual(new Set(AREAS));
  });

  it("starts with no words", () => {
    expect(hasWordsOf("en")).toBe(false);
    expect(wordsOf("en")["field.stop.finish"]).toBeUndefined();
  });

  it("loads the areas asked for, and only those, without telling anyone", async () => {
    const before = wordsVersion();
    let told = 0;
    const stop = onWordsLoaded(() => told++);
    await loadWords("en", ["common", "field"]);
    stop();
    expect(wordsOf("en")["field.stop.finish"]).toBe(en["field.stop.finish"]);
    expect(Object.keys(wordsOf("en")).some((key) => key.startsWith("common."))).toBe(true);
    expect(Object.keys(wordsOf("en")).some((key) => key.startsWith("purchasing."))).toBe(false);
    expect(wordsVersion()).toBe(before);
    expect(told).toBe(0);
    expect(wordsOf("en")).not.toEqual(en);
  });

  it("loads English beside another language's areas, as its fallback", async () => {
    await loadWords("es", ["money"]);
    expect(wordsOf("es")["money.invoices.title"]).toBe(es["money.invoices.title"]);
    expect(wordsOf("en")["money.invoices.title"]).toBe(en["money.invoices.title"]);
    expect(hasWordsOf("es")).toBe(true);
  });

  it("fetches the area of a key asked for before its area came, then tells the provider once", async () => {
    expect(wordsOf("en")["routing.dashboard.title"]).toBeUndefined();
    const before = wordsVersion();
    let told = 0;
    const stop = onWordsLoaded(() => told++);
    wordMissing("en", "routing.dashboard.title");
    wordMissing("en", "routing.overview.title");
    wordMissing("en", "Not a key. Just a sentence");
    await expect.poll(() => told).toBe(1);
    stop();
    expect(wordsOf("en")["routing.dashboard.title"]).toBe(en["routing.dashboard.title"]);
    expect(wordsVersion()).toBe(before + 1);
    // A key its loaded area does not have (t.text asking whether a sentence is a key): nothing to load, no new render.
    wordMissing("en", "routing.noSuchKey");
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(wordsVersion()).toBe(before + 1);
  });

  it("loads every area at once, with the same promise each time", async () => {
    expect(loadAllWords("en")).toBe(loadAllWords("en"));
    await loadAllWords("en");
    expect(wordsOf("en")).toEqual(en);
    expect(wordsOf("es")).not.toEqual(es);
    await loadAllWords("es");
    expect(wordsOf("es")).toEqual(es);
  });
});
