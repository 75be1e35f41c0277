import { describe, expect, it } from "vitest";
import { languageOf, resolvePageLocale } from "./languages";

describe("languageOf", () => {
  it("names a language the product speaks, whatever the region or case", () => {
    expect(languageOf("es-MX")).toBe("es");
    expect(languageOf("EN_gb")).toBe("en");
    expect(languageOf("fr-CA")).toBeNull();
    expect(languageOf("")).toBeNull();
    expect(languageOf(null)).toBeNull();
  });
});

describe("resolvePageLocale", () => {
  it("follows the profile's choice over the browser", () => {
    expect(resolvePageLocale("es-ES", ["en-US", "en"])).toEqual({ language: "es", locale: "es-ES" });
  });

  it("gives a bare language the region of the browser's tag in that language", () => {
    expect(resolvePageLocale("es", ["en-US", "es-MX"])).toEqual({ language: "es", locale: "es-MX" });
    expect(resolvePageLocale("es", ["en-US"])).toEqual({ language: "es", locale: "es" });
  });

  it("without a preference takes the browser's first language the product speaks", () => {
    expect(resolvePageLocale(null, ["fr-CA", "es-US", "en"])).toEqual({ language: "es", locale: "es-US" });
    expect(resolvePageLocale(undefined, ["en-GB"])).toEqual({ language: "en", locale: "en-GB" });
  });

  it("falls back to English for nothing usable: no header, unknown languages, malformed tags", () => {
    const english = { language: "en", locale: "en" };
    expect(resolvePageLocale(null, [])).toEqual(english);
    expect(resolvePageLocale(null, ["fr", "de-DE"])).toEqual(english);
    expect(resolvePageLocale("fr-CA", ["x-!!", "zz"])).toEqual(english);
  });
});
