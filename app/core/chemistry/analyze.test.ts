import { describe, expect, it } from "vitest";
import { defaultTargets } from "~/core/water/targets";
import { type AnalyzeInput, analyzeWater } from "./analyze";
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

describe("analyzeWater", () => {
  it("finds nothing to do in balanced water", () => {
    const result = analyze({ readings: { ...balanced, totalChlorine: 6.2 } });
    expect(result.doses).toEqual([]);
    expect(result.dilutions).toEqual([]);
    expect(result.warnings).toEqual([]);
    expect(result.notes).toEqual([]);
    expect(result.flags.every((flag) => flag.status === "ok")).toBe(true);
    expect(result.lsi).toMatchObject({ ok: true, status: "balanced" });
    expect(result.csi).toMatchObject({ ok: true, status: "balanced" });
    expect(result.combinedChlorine).toBe(0.2);
    expect(result.freeChlorine).toMatchObject({ minimum: 3, slam: 16 });
  });

  it("flags and doses out-of-range water, pH before TA and TA net of the acid", () => {
    const result = analyze({
      readings: {
        ...balanced,
        freeChlorine: 1,
        totalChlorine: 1.2,
        pH: 8.2,
        totalAlkalinity: 140,
        calciumHardness: 200,
      },
    });
    expect(result.flags.filter((f) => f.status !== "ok").map((f) => f.message)).toEqual([
      "Free chlorine 1 ppm is 2 ppm below 3 ppm",
      "pH 8.2 is 0.4 above 7.8",
      "Total alkalinity 140 ppm is 20 ppm above 120 ppm",
      "Calcium hardness 200 ppm is 50 ppm below 250 ppm",
    ]);
    expect(result.doses.map((d) => d.message)).toEqual([
      "Add 96 fl oz of Liquid chlorine 10% to raise free chlorine from 1 to 6 ppm.",
      "Add 34.3 fl oz of Muriatic acid 31.45% to lower pH from 8.2 to 7.5.",
      "Lower total alkalinity from 131 to 80 ppm in 7 steps: each time add 31.2 fl oz of Muriatic acid 31.45% (pH to about 7.2; total alkalinity drops about 8 ppm), aerate until pH is back up, and retest before the next step (1.53 gal in all).",
      "Add 27.58 lb of Calcium chloride dihydrate to raise calcium hardness from 200 to 350 ppm.",
    ]);
    expect(result.doses[2].need.reason).toBe(
      "Total alkalinity 140 ppm is 20 ppm above 120 ppm; after the pH dose it is about 131 ppm",
    );
    expect(result.notes[0]).toMatch(/^To lower total alkalinity, add the acid in steps/);
    expect(result.lsi).toMatchObject({ ok: true, status: "scaling" });
  });

  it("lets the pH dose's acid cover a little high TA", () => {
    const result = analyze({ readings: { ...balanced, pH: 8.2, totalAlkalinity: 85 } });
    expect(result.doses.map((d) => d.need.reading)).toEqual(["pH"]);
    // TA 85 is within range: no TA dose and no TA note.
    expect(result.notes).toEqual([]);
  });

  it("recommends the company's own products", () => {
    const items: CompanyChemicalItem[] = [
      {
        id: "chl",
        name: "Liquid chlorine 12.5%",
        activeIngredient: "liquidChlorine",
        strengthPercent: 12.5,
        unit: "gal",
      },
      {
        id: "acid",
        name: "Muriatic acid 31.45%",
        activeIngredient: "muriaticAcid",
        strengthPercent: 31.45,
        unit: "gal",
      },
    ];
    const result = analyze({ readings: { ...balanced, freeChlorine: 2, pH: 8 }, companyItems: items });
    expect(result.doses.map((d) => d.recommendation?.item?.id)).toEqual(["chl", "acid"]);
    expect(result.doses[0].message).toBe(
      "Add 61.4 fl oz of Liquid chlorine 12.5% to raise free chlorine from 2 to 6 ppm.",
    );
    expect(result.doses[0].recommendation?.inItemUnit?.text).toBe("0.48 gal");
  });

  it("works in metric", () => {
    const result = analyzeWater({
      readings: { ...balanced, freeChlorine: 2, calciumHardness: 200, temperature: 29 },
      sanitizer: "chlorine",
      surface: "plaster",
      volume: 50_000,
      units: "metric",
    });
    expect(result.doses.map((d) => d.recommendation?.amount.text)).toEqual(["2 L", "11.02 kg"]);
    expect(result.lsi.ok).toBe(true);
  });

  it("says which readings the indices need, and still doses", () => {
    const { temperature: _, ...noTemperature } = balanced;
    const result = analyze({ readings: { ...noTemperature, freeChlorine: 2 } });
    expect(result.lsi).toEqual({
      ok: false,
      reason: "missing",
      missing: ["temperature"],
      message: "The LSI needs water temperature.",
    });
    expect(result.csi.message).toBe("The CSI needs water temperature.");
    expect(result.doses).toHaveLength(1);
  });

  it("gives changes without amounts when the volume is unknown", () => {
    const result = analyze({ readings: { ...balanced, freeChlorine: 2 }, volume: null });
    expect(result.doses).toEqual([
      {
        need: expect.objectContaining({ reading: "freeChlorine", from: 2, to: 6 }),
        message: "Raise free chlorine from 2 to 6 ppm. Enter the volume of water to get an amount.",
        recommendation: null,
        steps: null,
        warning: null,
      },
    ]);
  });

  it("leaves out impossible readings and warns about unlikely ones", () => {
    const result = analyze({
      readings: { ...balanced, pH: 15, cyanuricAcid: 250, freeChlorine: 3, totalChlorine: 2 },
    });
    expect(result.warnings).toEqual([
      "Cyanuric acid 250 ppm is unusually high; retest to confirm.",
      "Total chlorine is below free chlorine; it should be at least as high. Retest both.",
    ]);
    expect(result.flags.find((f) => f.reading === "pH")).toMatchObject({
      status: "retest",
      message: "pH 15 is outside what pool water can read (6–9): retest before dosing.",
    });
    expect(result.lsi.ok === false && result.lsi.missing).toEqual(["pH"]);
    expect(result.lsi.message).toBe("Retest pH to get the LSI.");
    expect(result.doses.filter((d) => d.need.reading === "pH")).toEqual([]);
  });

  it("SLAMs when combined chlorine is above 0.5", () => {
    const result = analyze({ readings: { ...balanced, freeChlorine: 4, totalChlorine: 5 } });
    expect(result.doses[0].need).toMatchObject({ reading: "freeChlorine", from: 4, to: 16 });
    expect(result.notes[0]).toMatch(
      /^Combined chlorine 1 ppm is 0.5 ppm above 0.5 ppm: SLAM — raise free chlorine to 16 ppm/,
    );
  });

  it("asks for CYA to SLAM when it is missing", () => {
    const { cyanuricAcid: _, ...noCya } = balanced;
    const result = analyze({ readings: { ...noCya, freeChlorine: 3, totalChlorine: 4 } });
    expect(result.doses).toEqual([]);
    expect(result.notes).toContain(
      "Combined chlorine 1 ppm is 0.5 ppm above 0.5 ppm: shock the pool. Measure cyanuric acid to get the SLAM level.",
    );
  });

  it("doses no chlorine when it is high, and warns above the SLAM level", () => {
    const high = analyze({ readings: { ...balanced, freeChlorine: 10, totalChlorine: 10 } });
    expect(high.doses).toEqual([]);
    expect(high.notes).toEqual([
      "Free chlorine 10 ppm is 3 ppm above 7 ppm: add no chlorine; it will come down.",
    ]);
    const slam = analyze({ readings: { ...balanced, freeChlorine: 20, totalChlorine: 20 } });
    expect(slam.notes[0]).toMatch(/above the SLAM level of 16 ppm: keep swimmers out/);
  });

  it("replaces water for high CYA, CH or salt", () => {
    const result = analyze({ readings: { ...balanced, cyanuricAcid: 100, calciumHardness: 700 } });
    // Only chlorine: no chemical lowers CYA or CH.
    expect(result.doses.map((d) => d.need.reading)).toEqual(["freeChlorine"]);
    expect(result.dilutions.map((d) => [d.reading, d.percent])).toEqual([
      ["calciumHardness", 50],
      ["cyanuricAcid", 60],
    ]);
    expect(result.dilutions[1].message).toBe(
      "Cyanuric acid 100 ppm is 50 ppm above 50 ppm: replace about 60% of the water with fresh water to bring it to 40 ppm (if the fill water has none); no chemical lowers it.",
    );
    // FC follows the measured CYA: 6 is below the chart's minimum of 8 at CYA 100.
    expect(result.flags[0]).toMatchObject({ reading: "freeChlorine", status: "low" });
  });

  it("handles a salt pool: SWG chart, salt dose, assumed salt when unmeasured", () => {
    const measured = analyzeWater({
      readings: { ...balanced, cyanuricAcid: 70, freeChlorine: 4, salt: 2500 },
      sanitizer: "salt",
      surface: "pebble",
      volume: 20_000,
      units: "us",
    });
    expect(measured.targets.freeChlorine).toEqual({ min: 3, max: 10, ideal: 5 });
    expect(measured.doses.map((d) => d.message)).toEqual([
      "Add 116.84 lb of Pool salt to raise salt from 2,500 to 3,200 ppm.",
    ]);
    const assumed = analyzeWater({
      readings: { ...balanced, cyanuricAcid: 70 },
      sanitizer: "salt",
      surface: "pebble",
      volume: 20_000,
      units: "us",
    });
    expect(assumed.warnings).toEqual(["Salt was not measured; the balance indices assume 3,200 ppm."]);
  });

  it("handles a bromine spa: bromine flags, no chlorine targets", () => {
    const result = analyzeWater({
      readings: { bromine: 1.5, pH: 7.5, totalAlkalinity: 80, calciumHardness: 200, temperature: 102 },
      sanitizer: "bromine",
      surface: "fiberglass",
      volume: 400,
      units: "us",
    });
    expect(result.flags.map((f) => [f.reading, f.status])).toEqual([
      ["bromine", "low"],
      ["pH", "ok"],
      ["totalAlkalinity", "ok"],
      ["calciumHardness", "ok"],
    ]);
    expect(result.notes).toEqual([
      "Bromine 1.5 ppm is 1.5 ppm below 3 ppm: add bromine (tablets in the feeder, or a brominating shock).",
    ]);
    expect(result.freeChlorine).toBeNull();
  });

  it("uses the body of water's own targets", () => {
    const targets = { ...defaultTargets("chlorine", "plaster"), pH: { min: 7.4, max: 7.6, ideal: 7.5 } };
    const result = analyze({ readings: { ...balanced, pH: 7.7 }, targets });
    expect(result.doses.map((d) => d.need)).toEqual([
      expect.objectContaining({ reading: "pH", from: 7.7, to: 7.5 }),
    ]);
  });

  it("assumes TA for a pH dose when TA was not measured", () => {
    const { totalAlkalinity: _, ...noTa } = balanced;
    const result = analyze({ readings: { ...noTa, pH: 8 } });
    expect(result.warnings).toEqual([
      "Total alkalinity was not measured; the pH dose assumes 80 ppm. Measure it for an accurate dose.",
    ]);
    expect(result.doses[0].need.totalAlkalinity).toBe(80);
  });

  it("asks for CYA when free chlorine was measured without it", () => {
    const { cyanuricAcid: _, ...noCya } = balanced;
    expect(analyze({ readings: { ...noCya, freeChlorine: 3 } }).notes).toEqual([
      "Measure cyanuric acid: the free chlorine a pool needs depends on it (TFP FC/CYA chart).",
    ]);
  });
});
