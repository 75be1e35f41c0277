import { describe, expect, it } from "vitest";
import {
  dose,
  doseInLitres,
  effectOf,
  type Need,
  needFor,
  phDemand,
  productsFor,
  replacementPercent,
} from "./doses";
import {
  CALHYPO_CH_PER_FC,
  DICHLOR_CYA_PER_FC,
  effectPerUnit,
  hydrochloricAcidDensity,
  ingredients,
  ppmPerOuncePerGallon,
  strengthOf,
  strengthProblem,
  TRICHLOR_CYA_PER_FC,
} from "./products";
import {
  amountIn,
  displayUnit,
  GRAMS_PER_OUNCE,
  LITRES_PER_GALLON,
  ML_PER_FL_OZ,
  parseItemUnit,
  toAmount,
} from "./units";

function need(reading: Need["reading"], from: number, to: number, extra: Partial<Need> = {}): Need {
  const made = needFor(reading, from, to, extra);
  if (!made) throw new Error("no change");
  return made;
}

function quantity(
  n: Need,
  kind: Parameters<typeof dose>[1],
  strength: number | null,
  volume: number,
  units: "us" | "metric" = "us",
) {
  const q = dose(n, kind, strength, volume, units);
  if (!q) throw new Error(`${kind} cannot serve ${n.reading}`);
  return q;
}

const flOz = (ml: number) => ml / ML_PER_FL_OZ;
const oz = (g: number) => g / GRAMS_PER_OUNCE;

describe("worked examples (TFP Pool Math, checked by stoichiometry)", () => {
  it("10,000 gal, FC +1 ppm with 10 % liquid chlorine: 12.8 fl oz", () => {
    // 1 mg/L × 37,854 L = 37.85 g of chlorine; 10 g per 100 mL → 378.5 mL = 12.8 fl oz.
    const q = quantity(need("freeChlorine", 2, 3), "liquidChlorine", 10, 10_000);
    expect(flOz(q.base)).toBeCloseTo(12.8, 1);
    expect(toAmount(q.base, "liquid", "us").text).toBe("12.8 fl oz");
    expect(q.sideEffects).toEqual([]);
  });

  it("10,000 gal, TA +10 ppm with baking soda: 1.4 lb", () => {
    // 10 ppm as CaCO3 = 0.1998 mmol/L of HCO3⁻ × 84.007 g/mol = 16.79 mg/L → 635 g.
    const q = quantity(need("totalAlkalinity", 70, 80), "bakingSoda", 100, 10_000);
    expect(oz(q.base) / 16).toBeCloseTo(1.4, 2);
    expect(toAmount(q.base, "solid", "us").text).toBe("1.4 lb");
  });

  it("10,000 gal, CYA +10 ppm with stabilizer: 13.35 oz", () => {
    const q = quantity(need("cyanuricAcid", 30, 40), "cyanuricAcid", 100, 10_000);
    expect(oz(q.base)).toBeCloseTo(13.35, 1);
  });

  it("10,000 gal, CH +10 ppm with calcium chloride dihydrate: 1.2 lb", () => {
    // 10 ppm as CaCO3 = 0.0999 mmol/L × 147.01 g/mol = 14.69 mg/L → 556 g.
    const q = quantity(need("calciumHardness", 250, 260), "calciumChlorideDihydrate", null, 10_000);
    expect(oz(q.base) / 16).toBeCloseTo(1.23, 2);
    // A 77 % flake (as sold) takes a little less.
    const flake = quantity(need("calciumHardness", 250, 260), "calciumChlorideDihydrate", 77, 10_000);
    expect(oz(flake.base) / 16).toBeCloseTo(1.2, 2);
    // Anhydrous: 0.93 lb.
    const anhydrous = quantity(need("calciumHardness", 250, 260), "calciumChloride", 100, 10_000);
    expect(oz(anhydrous.base) / 16).toBeCloseTo(0.93, 2);
  });

  it("10,000 gal, salt 0 → 3,200 ppm: about 267 lb", () => {
    const q = quantity(need("salt", 0, 3200), "salt", 100, 10_000);
    expect(oz(q.base) / 16).toBeCloseTo(267, 0);
  });

  it("matches Pool Math's effect constants (ppm per oz per gallon) within 1 %", () => {
    const within = (ours: number, poolMath: number) =>
      expect(Math.abs(ours / poolMath - 1)).toBeLessThan(0.01);
    within(ppmPerOuncePerGallon(effectPerUnit("bakingSoda").totalAlkalinity, "solid"), 4461.56);
    within(-ppmPerOuncePerGallon(effectPerUnit("muriaticAcid").totalAlkalinity, "liquid"), 3911.47);
    within(-ppmPerOuncePerGallon(effectPerUnit("dryAcid").totalAlkalinity, "solid"), 2909.47);
    within(ppmPerOuncePerGallon(effectPerUnit("sodaAsh").totalAlkalinity, "solid"), 7072.46);
    within(ppmPerOuncePerGallon(effectPerUnit("borax").totalAlkalinity, "solid"), 1949.93);
    within(ppmPerOuncePerGallon(effectPerUnit("borax").borates, "solid"), 849.271);
    within(ppmPerOuncePerGallon(effectPerUnit("calciumChloride").calciumHardness, "solid"), 6754.11);
    within(ppmPerOuncePerGallon(effectPerUnit("calciumChlorideDihydrate").calciumHardness, "solid"), 5098.82);
    within(ppmPerOuncePerGallon(effectPerUnit("cyanuricAcid").cyanuricAcid, "solid"), 7489.51);
    within(ppmPerOuncePerGallon(effectPerUnit("salt").salt, "solid"), 7468.64);
    within(ppmPerOuncePerGallon(effectPerUnit("calHypo", 73).freeChlorine, "solid"), 5422.41);
    within(ppmPerOuncePerGallon(effectPerUnit("calHypo", 73).calciumHardness, "solid"), 3827.09);
  });
});

describe("10 NYCRR §6-1.30 alkalinity control", () => {
  it("one pint of muriatic acid per 5,000 gallons lowers alkalinity by about 12 mg/l", () => {
    const q = quantity(need("totalAlkalinity", 100, 88), "muriaticAcid", 31.45, 5_000);
    expect(flOz(q.base)).toBeGreaterThan(15);
    expect(flOz(q.base)).toBeLessThan(16.5);
  });

  it("or 1.25 lb of sodium bisulfate", () => {
    const q = quantity(need("totalAlkalinity", 100, 88), "dryAcid", 93, 5_000);
    expect(oz(q.base) / 16).toBeCloseTo(1.25, 1);
  });

  it("1½ lb of baking soda raises 10,000 gallons by 10 mg/l (we say 1.4)", () => {
    const q = quantity(need("totalAlkalinity", 80, 90), "bakingSoda", 100, 10_000);
    expect(oz(q.base) / 16).toBeGreaterThan(1.35);
    expect(oz(q.base) / 16).toBeLessThan(1.5);
  });
});

describe("pH doses (TFP Pool Math's formula)", () => {
  /** Pool Math's calcPH, verbatim, in fl oz of 31.45 % acid (negative Δ) or oz of soda ash / borax. */
  function poolMath(from: number, to: number, ta: number, borate: number, gallons: number, divisor: number) {
    let delta = (to - from) * gallons;
    const temp = (from + to) / 2;
    const adj =
      ((192.1626 + -60.1221 * temp + 6.0752 * temp * temp + -0.1943 * temp * temp * temp) * (ta + 13.91)) /
      114.6;
    let extra =
      (-5.476259 + 2.414292 * temp + -0.355882 * temp * temp + 0.01755 * temp * temp * temp) * borate;
    extra *= delta;
    delta *= adj;
    return Math.abs(delta / divisor + extra / divisor);
  }

  it.each([
    [8.2, 7.5, 100, 0],
    [7.9, 7.5, 80, 0],
    [7.8, 7.4, 120, 30],
    [8.0, 7.6, 60, 50],
  ])("acid: pH %f → %f at TA %i, borate %i, agrees with Pool Math within 1 %", (from, to, ta, borate) => {
    const q = quantity(
      need("pH", from, to, { totalAlkalinity: ta, borates: borate }),
      "muriaticAcid",
      31.45,
      10_000,
    );
    expect(flOz(q.base) / poolMath(from, to, ta, borate, 10_000, 240.15)).toBeCloseTo(1, 2);
  });

  it("soda ash and borax agree with Pool Math within 1 %", () => {
    const n = need("pH", 7.0, 7.5, { totalAlkalinity: 90 });
    const sodaAsh = oz(quantity(n, "sodaAsh", 100, 20_000).base) / poolMath(7.0, 7.5, 90, 0, 20_000, 218.68);
    const borax = oz(quantity(n, "borax", 100, 20_000).base) / poolMath(7.0, 7.5, 90, 0, 20_000, 110.05);
    expect(Math.abs(sodaAsh - 1)).toBeLessThan(0.01);
    expect(Math.abs(borax - 1)).toBeLessThan(0.01);
  });

  it("takes more acid with more alkalinity and with borates", () => {
    const base = quantity(need("pH", 8, 7.5, { totalAlkalinity: 80 }), "muriaticAcid", null, 10_000).base;
    const moreTa = quantity(need("pH", 8, 7.5, { totalAlkalinity: 140 }), "muriaticAcid", null, 10_000).base;
    const borate = quantity(
      need("pH", 8, 7.5, { totalAlkalinity: 80, borates: 50 }),
      "muriaticAcid",
      null,
      10_000,
    ).base;
    expect(moreTa).toBeGreaterThan(base);
    expect(borate).toBeGreaterThan(base);
  });

  it("reports the acid's effect on TA and soda ash's", () => {
    const acid = quantity(need("pH", 8, 7.5, { totalAlkalinity: 100 }), "muriaticAcid", 31.45, 10_000);
    const ta = acid.sideEffects.find((e) => e.reading === "totalAlkalinity");
    expect(ta?.change).toBeCloseTo(phDemand(8, 7.5, 100) * 50.04, 1);
    expect(ta?.message).toMatch(/^Lowers total alkalinity by about \d/);
    const ash = quantity(need("pH", 7, 7.5, { totalAlkalinity: 100 }), "sodaAsh", 100, 10_000);
    expect(ash.sideEffects.find((e) => e.reading === "totalAlkalinity")?.change).toBeCloseTo(
      2 * phDemand(7, 7.5, 100) * 50.04,
      1,
    );
    const borax = quantity(need("pH", 7, 7.5, { totalAlkalinity: 100 }), "borax", 100, 10_000);
    expect(borax.sideEffects.map((e) => e.reading).sort()).toEqual(["borates", "totalAlkalinity"]);
  });

  it("scales muriatic acid by strength and density: 14.5 % takes 2.34× the volume of 31.45 %", () => {
    const n = need("pH", 8, 7.5, { totalAlkalinity: 100 });
    const strong = quantity(n, "muriaticAcid", 31.45, 10_000).base;
    const weak = quantity(n, "muriaticAcid", 14.5, 10_000).base;
    expect(weak / strong).toBeCloseTo(2.34, 2);
    expect(hydrochloricAcidDensity(31.45)).toBeCloseTo(1.157, 3);
  });
});

describe("side effects of chlorine products", () => {
  it("dichlor adds about 0.9 ppm CYA per ppm FC, trichlor 0.6, cal-hypo 0.7 ppm CH", () => {
    expect(DICHLOR_CYA_PER_FC).toBeCloseTo(0.9, 1);
    expect(TRICHLOR_CYA_PER_FC).toBeCloseTo(0.6, 1);
    expect(CALHYPO_CH_PER_FC).toBeCloseTo(0.7, 1);
    const n = need("freeChlorine", 0, 10);
    expect(quantity(n, "dichlor", 56, 10_000).sideEffects).toEqual([
      {
        reading: "cyanuricAcid",
        change: expect.closeTo(9.1, 1),
        message: "Raises cyanuric acid by about 9.1 ppm.",
      },
    ]);
    expect(quantity(n, "trichlor", 90, 10_000).sideEffects[0].change).toBeCloseTo(6.07, 2);
    expect(quantity(n, "calHypo", 65, 10_000).sideEffects[0]).toMatchObject({
      reading: "calciumHardness",
      change: expect.closeTo(7.06, 2),
    });
  });

  it("scales by strength: 73 % cal-hypo takes 65/73 of the 65 % amount", () => {
    const n = need("freeChlorine", 1, 5);
    const a = quantity(n, "calHypo", 65, 10_000).base;
    const b = quantity(n, "calHypo", 73, 10_000).base;
    expect(b / a).toBeCloseTo(65 / 73, 10);
  });

  it("uses the usual strength when none is given", () => {
    expect(ingredients.dichlor.defaultStrength).toBe(56);
    const n = need("freeChlorine", 1, 5);
    expect(quantity(n, "dichlor", null, 10_000).base).toBe(quantity(n, "dichlor", 56, 10_000).base);
  });

  it("refuses a strength of 0, below 0, above 100 % or not a number instead of using another", () => {
    const n = need("freeChlorine", 1, 5);
    for (const strength of [0, -10, 100.5, 500, Number.NaN, Number.POSITIVE_INFINITY])
      expect(dose(n, "liquidChlorine", strength, 10_000, "us")).toBeNull();
    expect(strengthProblem("liquidChlorine", 500)).toBe(
      "Liquid chlorine strength must be more than 0 % and at most 100 %; 500 % is not possible.",
    );
    expect(strengthProblem("liquidChlorine", 0)).toMatch(/0 % is not possible/);
    expect(strengthProblem("liquidChlorine", 12.5)).toBeNull();
    expect(strengthProblem("liquidChlorine", null)).toBeNull();
    expect(() => strengthOf("dichlor", 0)).toThrow(RangeError);
    expect(() => effectPerUnit("muriaticAcid", 500)).toThrow(RangeError);
  });

  it("refuses an infinite volume and a pH dose from or to a pH outside 6–9", () => {
    expect(dose(need("freeChlorine", 1, 5), "liquidChlorine", 10, Number.POSITIVE_INFINITY, "us")).toBeNull();
    expect(dose(need("pH", 0, 7.5), "sodaAsh", null, 10_000, "us")).toBeNull();
    expect(dose(need("pH", 14, 7.5), "muriaticAcid", null, 10_000, "us")).toBeNull();
    expect(dose(need("pH", 6, 7.5), "sodaAsh", null, 10_000, "us")).not.toBeNull();
  });

  it("effectOf inverts a dose", () => {
    const q = quantity(need("freeChlorine", 1, 5), "trichlor", 90, 10_000);
    const effect = effectOf("trichlor", 90, q.base, 10_000 * LITRES_PER_GALLON);
    expect(effect.freeChlorine).toBeCloseTo(4, 10);
    expect(effect.cyanuricAcid).toBeCloseTo(4 * TRICHLOR_CYA_PER_FC, 10);
  });
});

describe("what cannot be dosed", () => {
  it("no chemical lowers CH, CYA, salt or FC", () => {
    for (const reading of ["calciumHardness", "cyanuricAcid", "salt", "freeChlorine"] as const)
      expect(productsFor({ reading, direction: "lower" })).toEqual([]);
    expect(dose(need("calciumHardness", 500, 350), "calciumChloride", null, 10_000, "us")).toBeNull();
  });

  it("a product in the wrong direction or for another reading serves nothing", () => {
    expect(dose(need("pH", 7.0, 7.5), "muriaticAcid", null, 10_000, "us")).toBeNull();
    expect(dose(need("pH", 8, 7.5), "sodaAsh", null, 10_000, "us")).toBeNull();
    expect(dose(need("freeChlorine", 1, 5), "bakingSoda", null, 10_000, "us")).toBeNull();
    expect(doseInLitres(need("freeChlorine", 1, 5), "liquidChlorine", 10, 0)).toBeNull();
  });

  it("needFor makes no need for no change", () => {
    expect(needFor("pH", 7.5, 7.5)).toBeNull();
    expect(needFor("pH", Number.NaN, 7.5)).toBeNull();
    expect(needFor("pH", 8, 7.5)).toMatchObject({ direction: "lower" });
  });

  it("replacing water: Pool Math's 1 − target/current", () => {
    expect(replacementPercent(100, 50)).toBe(50);
    expect(replacementPercent(500, 350)).toBe(30);
    expect(replacementPercent(500, 350, 100)).toBe(37.5);
    expect(replacementPercent(50, 100)).toBeNull();
  });
});

describe("units", () => {
  it("switches to gallons at 128 fl oz and to pounds at 16 oz", () => {
    expect(displayUnit(127 * ML_PER_FL_OZ, "liquid", "us")).toBe("fl oz");
    expect(displayUnit(128 * ML_PER_FL_OZ, "liquid", "us")).toBe("gal");
    expect(displayUnit(15.9 * GRAMS_PER_OUNCE, "solid", "us")).toBe("oz");
    expect(displayUnit(16 * GRAMS_PER_OUNCE, "solid", "us")).toBe("lb");
    expect(toAmount(200 * ML_PER_FL_OZ, "liquid", "us").text).toBe("1.56 gal");
  });

  it("uses mL / L and g / kg for metric companies", () => {
    expect(toAmount(380, "liquid", "metric").text).toBe("380 mL");
    expect(toAmount(2500, "liquid", "metric").text).toBe("2.5 L");
    expect(toAmount(635.4, "solid", "metric").text).toBe("635 g");
    expect(toAmount(12_345, "solid", "metric")).toMatchObject({ value: 12.35, unit: "kg", baseUnit: "g" });
  });

  it("reads a company item's unit", () => {
    expect(parseItemUnit("gal", "liquid")).toBe("gal");
    expect(parseItemUnit("Gallons", "liquid")).toBe("gal");
    expect(parseItemUnit("oz", "liquid")).toBe("fl oz");
    expect(parseItemUnit("lbs", "solid")).toBe("lb");
    expect(parseItemUnit("kg", "solid")).toBe("kg");
    expect(parseItemUnit("lb", "liquid")).toBeNull();
    expect(parseItemUnit("each", "solid")).toBeNull();
    expect(parseItemUnit(null, "solid")).toBeNull();
    expect(amountIn(3785.411784, "liquid", "gal").text).toBe("1 gal");
    expect(() => amountIn(1, "liquid", "lb")).toThrow(RangeError);
  });
});
