import { describe, expect, it } from "vitest";
import { dose, type Need } from "./doses";
import { targetsFor } from "./ranges";
import { type CompanyChemicalItem, recommendFor, recommendItems } from "./recommend";

/** The demo company's chemicals (app/demo/seed-demo-service.server.ts). */
const catalog: CompanyChemicalItem[] = [
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
  { id: "cal", name: "Cal-hypo shock 65%", activeIngredient: "calHypo", strengthPercent: 65, unit: "lb" },
  { id: "tri", name: "Trichlor tabs 90%", activeIngredient: "trichlor", strengthPercent: 90, unit: "lb" },
  { id: "soda", name: "Baking soda", activeIngredient: "bakingSoda", strengthPercent: 100, unit: "lb" },
  {
    id: "cacl",
    name: "Calcium chloride 77% (dihydrate)",
    activeIngredient: "calciumChlorideDihydrate",
    strengthPercent: 77,
    unit: "lb",
  },
  {
    id: "cya",
    name: "Stabilizer (cyanuric acid)",
    activeIngredient: "cyanuricAcid",
    strengthPercent: 100,
    unit: "lb",
  },
  { id: "salt", name: "Pool salt", activeIngredient: "salt", strengthPercent: 100, unit: "lb" },
  { id: "alg", name: "Algaecide 60", activeIngredient: "algaecide", strengthPercent: 60, unit: "qt" },
];

const fc: Need = { reading: "freeChlorine", direction: "raise", from: 2, to: 6 };
const us = { volume: 20_000, units: "us" as const };

describe("recommendFor", () => {
  it("picks the company's liquid chlorine and scales the amount by its strength", () => {
    const rec = recommendFor(catalog, fc, us);
    expect(rec?.item?.id).toBe("chl");
    const at10 = dose(fc, "liquidChlorine", 10, 20_000, "us")!.base;
    expect(rec?.amount.base).toBeCloseTo((at10 * 10) / 12.5, 6);
    // 4 ppm × 75,708 L = 303 g of chlorine at 125 g/L = 2,423 mL.
    expect(rec?.amount.text).toBe("81.9 fl oz");
    expect(rec?.inItemUnit?.text).toBe("0.64 gal");
    expect(rec?.alternatives.map((a) => a.item?.id)).toEqual(["cal", "tri"]);
  });

  it("prefers the stronger of two items of the same kind", () => {
    const items: CompanyChemicalItem[] = [
      { id: "a", name: "Cal-hypo 65", activeIngredient: "calHypo", strengthPercent: 65, unit: "lb" },
      { id: "b", name: "Cal-hypo 73", activeIngredient: "calHypo", strengthPercent: 73, unit: "lb" },
    ];
    expect(recommendFor(items, fc, us)?.item?.id).toBe("b");
  });

  it("steers away from a product whose side effect would overshoot another target", () => {
    const items = catalog.filter((item) => item.id === "cal" || item.id === "tri");
    const { targets } = targetsFor({ sanitizer: "chlorine", surface: "plaster", cyanuricAcid: 30 });
    // CH 448 of 450: cal-hypo's 2.8 ppm of calcium would push it over; trichlor's 2.4 ppm CYA stays within 30–50.
    const hard = recommendFor(items, fc, {
      ...us,
      readings: { calciumHardness: 448, cyanuricAcid: 30 },
      targets,
    });
    expect(hard?.item?.id).toBe("tri");
    expect(hard?.alternatives[0]).toMatchObject({ item: { id: "cal" }, fits: false });
    // Soft water: cal-hypo is preferred over trichlor.
    const soft = recommendFor(items, fc, {
      ...us,
      readings: { calciumHardness: 250, cyanuricAcid: 30 },
      targets,
    });
    expect(soft?.item?.id).toBe("cal");
  });

  it("raises pH with borax rather than soda ash when TA is already at its top", () => {
    const items: CompanyChemicalItem[] = [
      { id: "ash", name: "Soda ash", activeIngredient: "sodaAsh", strengthPercent: 100, unit: "lb" },
      { id: "borax", name: "Borax", activeIngredient: "borax", strengthPercent: 100, unit: "lb" },
    ];
    const { targets } = targetsFor({ sanitizer: "chlorine", surface: "plaster" });
    // pH 7.3 → 7.5 at TA 112: soda ash would add 8.6 ppm TA (over 120), borax 4.7.
    const need: Need = { reading: "pH", direction: "raise", from: 7.3, to: 7.5, totalAlkalinity: 112 };
    expect(recommendFor(items, need, { ...us, readings: { totalAlkalinity: 112 }, targets })?.item?.id).toBe(
      "borax",
    );
    expect(recommendFor(items, need, { ...us, readings: { totalAlkalinity: 80 }, targets })?.item?.id).toBe(
      "ash",
    );
  });

  it("falls back to a generic product when the company has none, unless told not to", () => {
    const need: Need = { reading: "pH", direction: "raise", from: 7.0, to: 7.5, totalAlkalinity: 80 };
    const rec = recommendFor(catalog, need, us);
    expect(rec?.item).toBeNull();
    expect(rec?.product).toMatchObject({ kind: "sodaAsh", name: "Soda ash", strengthPercent: 100 });
    expect(rec?.inItemUnit).toBeNull();
    expect(rec?.alternatives.map((a) => a.product.kind)).toEqual(["borax"]);
    expect(recommendFor(catalog, need, { ...us, generic: false })).toBeNull();
  });

  it("uses the kind's usual strength for an item without one, and ignores items of unknown kinds", () => {
    const items: CompanyChemicalItem[] = [
      { id: "x", name: "Mystery shock", activeIngredient: "algaecide", strengthPercent: 99 },
      { id: "d", name: "Dichlor", activeIngredient: "dichlor", strengthPercent: null, unit: "each" },
    ];
    const rec = recommendFor(items, fc, us);
    expect(rec?.item?.id).toBe("d");
    expect(rec?.product.strengthPercent).toBe(56);
    expect(rec?.inItemUnit).toBeNull();
  });

  it("works in metric: amounts in mL and g, the item's unit when it is a measure", () => {
    const items: CompanyChemicalItem[] = [
      {
        id: "c",
        name: "Chlore liquide 12,5 %",
        activeIngredient: "liquidChlorine",
        strengthPercent: 12.5,
        unit: "L",
      },
    ];
    const rec = recommendFor(items, { ...fc, from: 5, to: 6 }, { volume: 50_000, units: "metric" });
    // 1 ppm × 50,000 L = 50 g of chlorine at 125 g/L = 400 mL.
    expect(rec?.amount.text).toBe("400 mL");
    expect(rec?.inItemUnit?.text).toBe("0.4 L");
  });

  it("recommends nothing for a change no chemical makes, or without a volume", () => {
    expect(
      recommendFor(catalog, { reading: "cyanuricAcid", direction: "lower", from: 100, to: 40 }, us),
    ).toBeNull();
    expect(recommendFor(catalog, fc, { volume: 0, units: "us" })).toBeNull();
  });
});

describe("recommendItems", () => {
  it("returns one recommendation per need it can meet, in order", () => {
    const needs: Need[] = [
      fc,
      { reading: "calciumHardness", direction: "lower", from: 600, to: 350 },
      { reading: "totalAlkalinity", direction: "raise", from: 60, to: 80 },
      { reading: "calciumHardness", direction: "raise", from: 200, to: 300 },
      { reading: "salt", direction: "raise", from: 2800, to: 3200 },
      { reading: "cyanuricAcid", direction: "raise", from: 20, to: 40 },
      { reading: "pH", direction: "lower", from: 8, to: 7.5, totalAlkalinity: 90 },
    ];
    const recs = recommendItems(catalog, needs, us);
    expect(recs.map((r) => [r.need.reading, r.item?.id])).toEqual([
      ["freeChlorine", "chl"],
      ["totalAlkalinity", "soda"],
      ["calciumHardness", "cacl"],
      ["salt", "salt"],
      ["cyanuricAcid", "cya"],
      ["pH", "acid"],
    ]);
    expect(recs.every((r) => r.amount.base > 0)).toBe(true);
  });
});
