import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  validateReading as check,
  chemistryReadings,
  combinedChlorine,
  formatReading,
  plausibilityWarning,
  readingLimits,
  readingUnit,
} from "./readings";

const english = translatorFor("en");

/** validateReading's message (a keyed message), read back in English; null when the value is accepted. */
function validateReading(...args: Parameters<typeof check>): string | null {
  const message = check(...args);
  return message === null ? null : english.text(message);
}

describe("validateReading", () => {
  it("accepts what a test kit can report", () => {
    expect(validateReading("pH", 7.5)).toBeNull();
    expect(validateReading("pH", 0)).toBeNull();
    expect(validateReading("pH", 14)).toBeNull();
    expect(validateReading("temperature", 25, "metric")).toBeNull();
    expect(validateReading("salt", 3200)).toBeNull();
  });

  it("rejects impossible values with the range", () => {
    expect(validateReading("pH", 15)).toBe("pH must be between 0 and 14.");
    expect(validateReading("pH", -1)).toBe("pH must be between 0 and 14.");
    expect(validateReading("freeChlorine", -0.5)).toBe("Free chlorine must be between 0 and 100 ppm.");
    expect(validateReading("temperature", 120)).toBe("Water temperature must be between 32 and 110 °F.");
    expect(validateReading("temperature", 50, "metric")).toBe(
      "Water temperature must be between 0 and 43 °C.",
    );
    expect(validateReading("salt", 12_000)).toBe("Salt must be between 0 and 10,000 ppm.");
    expect(validateReading("phosphates", 20_000)).toBe("Phosphates must be between 0 and 10,000 ppb.");
  });

  it("asks for a number", () => {
    expect(validateReading("pH", Number.NaN)).toBe("Enter the pH as a number.");
    expect(validateReading("totalAlkalinity", "80")).toBe("Enter the total alkalinity as a number.");
    expect(validateReading("borates", undefined)).toBe("Enter the borates as a number.");
    expect(validateReading("temperature", "warm")).toBe("Enter the water temperature as a number.");
  });

  it("says it in Spanish where the reader reads Spanish", () => {
    const spanish = translatorFor("es", "es-ES");
    expect(spanish.text(check("freeChlorine", Number.NaN)!)).toBe(
      "Ingrese el valor de cloro libre como número.",
    );
    expect(spanish.text(check("salt", 12_000)!)).toBe("Sal debe estar entre 0 y 10.000 ppm.");
    expect(spanish.text(check("pH", 15)!)).toBe("pH debe estar entre 0 y 14.");
    expect(spanish.text(check("temperature", 50, "metric")!)).toBe(
      "Temperatura del agua debe estar entre 0 y 43 °C.",
    );
  });

  it("has limits for every reading", () => {
    for (const reading of chemistryReadings) {
      const { min, max } = readingLimits(reading, "us");
      expect(min).toBeLessThan(max);
    }
  });
});

describe("plausibilityWarning", () => {
  it("flags a pH below 6 or above 9 as implausible", () => {
    expect(plausibilityWarning("pH", 5.5)).toBe("pH 5.5 is unusually low; retest to confirm.");
    expect(plausibilityWarning("pH", 9.2)).toBe("pH 9.2 is unusually high; retest to confirm.");
    expect(plausibilityWarning("pH", 6)).toBeNull();
    expect(plausibilityWarning("pH", 8.4)).toBeNull();
  });

  it("flags other unlikely values", () => {
    expect(plausibilityWarning("cyanuricAcid", 250)).toBe(
      "Cyanuric acid 250 ppm is unusually high; retest to confirm.",
    );
    expect(plausibilityWarning("temperature", 106)).toBe(
      "Water temperature 106 °F is unusually high; retest to confirm.",
    );
    expect(plausibilityWarning("temperature", 41, "metric")).toMatch(/unusually high/);
    expect(plausibilityWarning("salt", 3200)).toBeNull();
  });
});

describe("formatting", () => {
  it("shows units", () => {
    expect(readingUnit("pH", "us")).toBe("");
    expect(readingUnit("temperature", "metric")).toBe("°C");
    expect(readingUnit("phosphates", "us")).toBe("ppb");
    expect(formatReading("salt", 3200, "us")).toBe("3,200 ppm");
    expect(formatReading("pH", 7.80000001, "us")).toBe("7.8");
  });
});

describe("combinedChlorine", () => {
  it("is total minus free chlorine, never negative", () => {
    expect(combinedChlorine({ freeChlorine: 3, totalChlorine: 3.5 })).toBe(0.5);
    expect(combinedChlorine({ freeChlorine: 3.3, totalChlorine: 3.5 })).toBe(0.2);
    expect(combinedChlorine({ freeChlorine: 4, totalChlorine: 3 })).toBe(0);
    expect(combinedChlorine({ freeChlorine: 4 })).toBeNull();
    expect(combinedChlorine({ freeChlorine: 4, totalChlorine: null })).toBeNull();
  });
});
