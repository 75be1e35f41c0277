import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertAmount, fellToLowStock, stockChanges, usageByItem } from "./stock";

const units = new Map([
  ["chlorine", "gal"],
  ["acid", "gal"],
  ["soda", "lb"],
  ["tabs", "each"],
]);

describe("stock from doses", () => {
  it("converts within liquids and within solids, never across", () => {
    expect(convertAmount(64, "fl oz", "gal")).toBeCloseTo(0.5, 10);
    expect(convertAmount(1, "gal", "L")).toBeCloseTo(3.785411784, 9);
    expect(convertAmount(8, "oz", "lb")).toBeCloseTo(0.5, 10);
    expect(convertAmount(1, "lb", "gal")).toBeNull();
    expect(convertAmount(3, "each", "each")).toBe(3);
    expect(convertAmount(3, "bag", "lb")).toBeNull();
  });

  it("adds up each item's doses in the item's unit", () => {
    const usage = usageByItem(
      [
        { itemId: "chlorine", amount: 1, unit: "gal" },
        { itemId: "chlorine", amount: 64, unit: "fl oz" },
        { itemId: "soda", amount: 24, unit: "oz" },
        { itemId: "tabs", amount: 2, unit: "each" },
        { itemId: null, amount: 5, unit: "gal" },
        { itemId: "unknown", amount: 5, unit: "gal" },
      ],
      units,
    );
    expect(Object.fromEntries(usage)).toEqual({ chlorine: 1.5, soda: 1.5, tabs: 2 });
  });

  it("a first finish takes from stock; a correction gives back the difference", () => {
    const first = stockChanges([], [{ itemId: "chlorine", amount: 2, unit: "gal" }], units);
    expect(Object.fromEntries(first)).toEqual({ chlorine: -2 });
    const corrected = stockChanges(
      [{ itemId: "chlorine", amount: 2, unit: "gal" }],
      [
        { itemId: "chlorine", amount: 1, unit: "gal" },
        { itemId: "acid", amount: 32, unit: "fl oz" },
      ],
      units,
    );
    expect(Object.fromEntries(corrected)).toEqual({ chlorine: 1, acid: -0.25 });
    expect(
      stockChanges(
        [{ itemId: "acid", amount: 1, unit: "gal" }],
        [{ itemId: "acid", amount: 128, unit: "fl oz" }],
        units,
      ).size,
    ).toBe(0);
  });

  it("property: applying before→after then after→before changes nothing", () => {
    const dose = fc.record({
      itemId: fc.constantFrom("chlorine", "acid", "soda", null),
      amount: fc.double({ min: 0, max: 100, noNaN: true }),
      unit: fc.constantFrom("gal", "fl oz", "lb", "oz", "L"),
    });
    fc.assert(
      fc.property(fc.array(dose, { maxLength: 6 }), fc.array(dose, { maxLength: 6 }), (a, b) => {
        const there = stockChanges(a, b, units);
        const back = stockChanges(b, a, units);
        for (const [id, change] of there) expect(change + (back.get(id) ?? 0)).toBeCloseTo(0, 6);
      }),
    );
  });

  it("low stock is raised when the threshold is crossed, not on every stop below it", () => {
    expect(fellToLowStock(6, 4, 5)).toBe(true);
    expect(fellToLowStock(4, 3, 5)).toBe(false);
    expect(fellToLowStock(6, 5, 5)).toBe(true);
    expect(fellToLowStock(6, 4, null)).toBe(false);
  });
});
