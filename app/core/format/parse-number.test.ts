import { describe, expect, it } from "vitest";
import { numberSeparators, parseLocaleNumber } from "./parse-number";

describe("parseLocaleNumber", () => {
  it("reads a decimal comma and a decimal point alike where the comma is the decimal separator", () => {
    expect(numberSeparators("es-ES")).toEqual({ decimal: ",", group: "." });
    expect(parseLocaleNumber("7,5", "es-ES")).toBe(7.5);
    expect(parseLocaleNumber("7.5", "es-ES")).toBe(7.5);
    expect(parseLocaleNumber(" 0,25 ", "es-ES")).toBe(0.25);
    expect(parseLocaleNumber(",5", "es-ES")).toBe(0.5);
  });

  it("reads thousands groupings in either locale and never silently drops them", () => {
    expect(parseLocaleNumber("1,000", "en")).toBe(1000);
    expect(parseLocaleNumber("1,000", "en-US")).toBe(1000);
    expect(parseLocaleNumber("3.200", "es-ES")).toBe(3200);
    expect(parseLocaleNumber("1.234,5", "es-ES")).toBe(1234.5);
    expect(parseLocaleNumber("1,234.5", "en")).toBe(1234.5);
    expect(parseLocaleNumber("3 200", "fr-FR")).toBe(3200);
    expect(parseLocaleNumber("3\u202f200,5", "fr-FR")).toBe(3200.5);
  });

  it("refuses what is not a number rather than guessing", () => {
    expect(parseLocaleNumber("7,5", "en")).toBeNaN();
    expect(parseLocaleNumber("1,00", "en")).toBeNaN();
    expect(parseLocaleNumber("7.5.1", "es-ES")).toBeNaN();
    expect(parseLocaleNumber("1,2,3", "es-ES")).toBeNaN();
    expect(parseLocaleNumber("abc", "en")).toBeNaN();
    expect(parseLocaleNumber("7,5 ppm", "es-ES")).toBeNaN();
    expect(parseLocaleNumber(".", "en")).toBeNaN();
    expect(parseLocaleNumber("1.000,5,5", "es-ES")).toBeNaN();
  });

  it("keeps es-MX and es-US on the decimal point", () => {
    expect(parseLocaleNumber("7.5", "es-MX")).toBe(7.5);
    expect(parseLocaleNumber("1,000", "es-MX")).toBe(1000);
    expect(parseLocaleNumber("7,5", "es-MX")).toBeNaN();
  });

  it("is null for empty text and keeps a sign", () => {
    expect(parseLocaleNumber("", "en")).toBeNull();
    expect(parseLocaleNumber("   ", "es-ES")).toBeNull();
    expect(parseLocaleNumber("-0,4", "es-ES")).toBe(-0.4);
    expect(parseLocaleNumber("−2", "en")).toBe(-2);
    expect(parseLocaleNumber("12", "en")).toBe(12);
  });
});
