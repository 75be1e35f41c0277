/**
 * Issue 21, "Chemistry must refuse nonsense": readings pool water cannot have are flagged "retest" and dose nothing;
 * impossible strengths and volumes give no amounts; liquid stabilizer, per-step TA lowering and the warning for a
 * product that overshoots another reading (cal-hypo into hard water).
 */
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type AnalyzeInput, analyzeWater } from "./analyze";
import { chemistryReadings, type Readings, retestLimits, retestReason } from "./readings";
import type { CompanyChemicalItem } from "./recommend";

const balanced = {
  freeChlorine: 6,
  pH: 7.5,
  totalAlkalinity: 80,
  calciumHardness: 350,
  cyanuricAcid: 40,
  temperature: 84,
};

function analyze(overrides: Partial<AnalyzeInput> = {}) {
  return analyzeWater({
    readings: balanced,
    sanitizer: "chlorine",
    surface: "plaster",
    volume: 15_000,
    units: "us",
    ...overrides,
  });
}

const statusOf = (result: ReturnType<typeof analyze>, reading: string) =>
  result.flags.find((f) => f.reading === reading)?.status;

describe("readings pool water cannot have are flagged retest and dose nothing", () => {
  it("pH 0 no longer gets 216.79 lb of soda ash, nor pH 14 3.94 gal of acid", () => {
    for (const pH of [0, 14, 5.9, 9.1]) {
      const result = analyze({ readings: { ...balanced, pH } });
      expect(statusOf(result, "pH")).toBe("retest");
      expect(result.doses).toEqual([]);
      expect(result.lsi.ok).toBe(false);
      expect(result.csi.ok).toBe(false);
    }
    expect(statusOf(analyze({ readings: { ...balanced, pH: 6 } }), "pH")).toBe("low");
    expect(statusOf(analyze({ readings: { ...balanced, pH: 9 } }), "pH")).toBe("high");
  });

  it("flags FC above 50, CYA above 300, TA above 400, CH above 2,000 and temperatures outside the water's range", () => {
    const cases: [keyof typeof balanced | "totalChlorine", number][] = [
      ["freeChlorine", 51],
      ["totalChlorine", 60],
      ["cyanuricAcid", 301],
      ["totalAlkalinity", 401],
      ["calciumHardness", 2_001],
      ["temperature", 31],
      ["temperature", 111],
      ["freeChlorine", -1],
    ];
    for (const [reading, value] of cases) {
      const result = analyze({ readings: { ...balanced, [reading]: value } });
      expect(statusOf(result, reading)).toBe("retest");
      expect(result.doses.filter((d) => d.need.reading === reading)).toEqual([]);
    }
    const metric = analyze({ readings: { ...balanced, temperature: 50 }, units: "metric", volume: 50_000 });
    expect(statusOf(metric, "temperature")).toBe("retest");
  });

  it("says what to do next to the reading", () => {
    const result = analyze({ readings: { ...balanced, pH: 0 } });
    expect(result.flags.find((f) => f.reading === "pH")?.message).toBe(
      "pH 0 is outside what pool water can read (6–9): retest before dosing.",
    );
    expect(retestReason("cyanuricAcid", 350)).toBe(
      "Cyanuric acid 350 ppm is outside what pool water can read (0–300 ppm): retest before dosing.",
    );
  });

  it("does not tie free chlorine to a CYA that needs a retest", () => {
    const result = analyze({ readings: { ...balanced, freeChlorine: 4, cyanuricAcid: 400 } });
    expect(result.freeChlorine).toBeNull();
    expect(result.targets.freeChlorine).toEqual({ min: 1, max: 5, ideal: 3 });
    expect(result.notes).toContain(
      "Retest cyanuric acid: the free chlorine a pool needs depends on it (TFP FC/CYA chart).",
    );
  });

  it("never recommends a dose for a reading flagged retest, nor an amount that is not a finite positive number", () => {
    const value = fc.oneof(
      fc.double({ min: -50, max: 3_000, noNaN: true }),
      fc.constantFrom(0, 14, 6, 9, 50.5, 301, 2_001),
    );
    const readings = fc.record(
      Object.fromEntries(chemistryReadings.map((r) => [r, fc.option(value, { nil: undefined })])),
    ) as fc.Arbitrary<Readings>;
    fc.assert(
      fc.property(
        readings,
        fc.constantFrom("chlorine" as const, "salt" as const, "bromine" as const, "mineral" as const),
        fc.constantFrom("us" as const, "metric" as const),
        (r, sanitizer, units) => {
          const result = analyzeWater({ readings: r, sanitizer, surface: "plaster", volume: 20_000, units });
          const retests = result.flags.filter((f) => f.status === "retest").map((f) => f.reading);
          for (const reading of chemistryReadings) {
            const v = r[reading];
            if (typeof v !== "number") continue;
            const { min, max } = retestLimits(reading, units);
            expect(retests.includes(reading)).toBe(v < min || v > max);
          }
          for (const dose of result.doses) {
            expect(retests).not.toContain(dose.need.reading);
            if (dose.need.reading === "pH") expect(retests).not.toContain("pH");
            if (dose.recommendation) {
              expect(Number.isFinite(dose.recommendation.amount.value)).toBe(true);
              expect(dose.recommendation.amount.value).toBeGreaterThan(0);
            }
          }
          for (const index of [result.lsi, result.csi])
            if (index.ok) expect(Number.isFinite(index.value)).toBe(true);
        },
      ),
    );
  });
});

describe("impossible volumes and strengths give no amounts", () => {
  it("refuses an infinite or absurd volume (10⁹ gal) with a warning", () => {
    for (const volume of [1e9, Number.POSITIVE_INFINITY, -100]) {
      const result = analyze({ readings: { ...balanced, freeChlorine: 1 }, volume });
      expect(result.doses).toHaveLength(1);
      expect(result.doses[0].recommendation).toBeNull();
      expect(result.doses[0].message).toBe(
        "Raise free chlorine from 1 to 6 ppm. Fix the volume of water to get an amount.",
      );
      expect(result.warnings.join(" ")).toMatch(/is not a plausible body of water/);
    }
    expect(
      analyze({ readings: { ...balanced, freeChlorine: 1 }, volume: 1_000_000 }).doses[0].recommendation,
    ).not.toBeNull();
  });

  it("never doses from a company item whose strength is 0, negative or above 100 %", () => {
    for (const strengthPercent of [0, -5, 500]) {
      const items: CompanyChemicalItem[] = [
        { id: "bad", name: "Bad chlorine", activeIngredient: "liquidChlorine", strengthPercent, unit: "gal" },
      ];
      const result = analyze({ readings: { ...balanced, freeChlorine: 1 }, companyItems: items });
      expect(result.doses[0].recommendation?.item).toBeNull();
      expect(result.doses[0].recommendation?.product.strengthPercent).toBe(10);
      expect(result.warnings).toContain(
        `Bad chlorine: Liquid chlorine strength must be more than 0 % and at most 100 %; ${strengthPercent} % is not possible. Fix the item's strength; it was not used.`,
      );
    }
  });
});

describe("products and advice", () => {
  it("doses liquid stabilizer, a liquid CYA product, by its strength", () => {
    const items: CompanyChemicalItem[] = [
      {
        id: "ls",
        name: "Liquid stabilizer 25%",
        activeIngredient: "liquidStabilizer",
        strengthPercent: 25,
        unit: "gal",
      },
    ];
    const result = analyze({
      readings: { ...balanced, cyanuricAcid: 20, freeChlorine: 5 },
      volume: 10_000,
      companyItems: items,
    });
    const dose = result.doses.find((d) => d.need.reading === "cyanuricAcid");
    expect(dose?.recommendation?.item?.id).toBe("ls");
    expect(dose?.recommendation?.product).toMatchObject({ kind: "liquidStabilizer", form: "liquid" });
    // +20 ppm in 10,000 gal = 757 g of CYA = 3,028 mL at 25 g / 100 mL = 102.4 fl oz (shown as 102).
    expect(dose?.recommendation?.amount.text).toBe("102 fl oz");
  });

  it("lowers TA in per-step amounts, not one total", () => {
    const result = analyze({ readings: { ...balanced, totalAlkalinity: 200 } });
    const dose = result.doses.find((d) => d.need.reading === "totalAlkalinity");
    expect(dose?.steps).toMatchObject({ count: expect.any(Number), each: { unit: "fl oz" } });
    expect(dose?.steps?.count).toBeGreaterThan(1);
    expect(dose?.message).toMatch(
      /^Lower total alkalinity from 200 to 80 ppm in \d+ steps: each time add [\d.]+ fl oz of Muriatic acid 31.45% \(pH to about 7.2; total alkalinity drops about \d+ ppm\), aerate until pH is back up, and retest before the next step \([\d.]+ gal in all\)\.$/,
    );
  });

  it("warns when cal-hypo is recommended into hard water (CH above its range)", () => {
    const items: CompanyChemicalItem[] = [
      { id: "ch", name: "Cal-hypo 65%", activeIngredient: "calHypo", strengthPercent: 65, unit: "lb" },
    ];
    const result = analyze({
      readings: { ...balanced, freeChlorine: 1, calciumHardness: 600 },
      companyItems: items,
    });
    const dose = result.doses.find((d) => d.need.reading === "freeChlorine");
    expect(dose?.recommendation?.item?.id).toBe("ch");
    expect(dose?.warning).toMatch(
      /^Cal-hypo 65% raises calcium hardness by about [\d.]+ ppm, and calcium hardness is already 600 ppm, above its 450 ppm maximum/,
    );
    const soft = analyze({ readings: { ...balanced, freeChlorine: 1 }, companyItems: items });
    expect(soft.doses[0].warning).toBeNull();
  });
});
