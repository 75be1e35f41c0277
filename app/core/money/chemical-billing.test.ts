import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billChemicals, type ChemicalDose, type ChemicalPolicy, chemicalPolicy } from "./chemical-billing";
import { invoiceTotals } from "./invoice-totals";

const dose = (over: Partial<ChemicalDose> = {}): ChemicalDose => ({
  itemId: "chlorine",
  name: "Liquid chlorine 12.5%",
  amount: 1,
  unit: "gal",
  sellPriceCentsPerUnit: 899,
  taxable: true,
  ...over,
});

const month: ChemicalDose[] = [
  dose({ amount: 1.5 }),
  dose({ amount: 1 }),
  dose({ itemId: "acid", name: "Muriatic acid 31.45%", amount: 0.25, sellPriceCentsPerUnit: 1299 }),
  dose({ itemId: "tabs", name: "Trichlor tabs", amount: 2, unit: "each", sellPriceCentsPerUnit: null }),
  dose({
    itemId: "salt",
    name: "Pool salt",
    amount: 40,
    unit: "lb",
    sellPriceCentsPerUnit: 25,
    taxable: false,
  }),
];

describe("chemical policy", () => {
  it("follows the agreement when there is one, else the company's mode", () => {
    expect(chemicalPolicy({ mode: "hybrid", allowanceCents: 4000 })).toEqual({
      mode: "hybrid",
      allowanceCents: 4000,
    });
    expect(chemicalPolicy({ mode: "itemised", allowanceCents: 0, agreement: null })).toEqual({
      mode: "itemised",
      includedItemIds: [],
    });
    expect(chemicalPolicy({ mode: "included", allowanceCents: 0 })).toEqual({ mode: "included" });
    const withTerms = (chemicals: "included" | "excluded" | "specific included" | "all-inclusive") =>
      chemicalPolicy({
        mode: "hybrid",
        allowanceCents: 4000,
        agreement: { chemicals, includedItemIds: ["salt"] },
      });
    expect(withTerms("included")).toEqual({ mode: "included" });
    expect(withTerms("all-inclusive")).toEqual({ mode: "included" });
    expect(withTerms("excluded")).toEqual({ mode: "itemised", includedItemIds: [] });
    expect(withTerms("specific included")).toEqual({ mode: "itemised", includedItemIds: ["salt"] });
  });
});

describe("billing chemicals", () => {
  it("itemised: one line per item for the period, rounded once; unpriced doses listed, not billed", () => {
    const bill = billChemicals(month, { mode: "itemised", includedItemIds: [] });
    expect(bill.lines).toEqual([
      { description: "Liquid chlorine 12.5% (gal)", quantity: 2.5, unitPriceCents: 899, taxable: true },
      { description: "Muriatic acid 31.45% (gal)", quantity: 0.25, unitPriceCents: 1299, taxable: true },
      { description: "Pool salt (lb)", quantity: 40, unitPriceCents: 25, taxable: false },
    ]);
    // 2247.5 → 2248 (per item, not 1348.5 + 899 per dose), 324.75 → 325, 1000.
    expect(bill).toMatchObject({ sellValueCents: 3573, billedCents: 3573, allowanceUsedCents: 0 });
    expect(bill.doses.map((d) => d.treatment)).toEqual(["billed", "billed", "billed", "no price", "billed"]);
    expect(bill.doses[3].valueCents).toBeNull();
  });

  it("specific included: the listed items are free, the rest itemised", () => {
    const bill = billChemicals(month, { mode: "itemised", includedItemIds: ["salt", "tabs"] });
    expect(bill.lines.map((l) => l.description)).toEqual([
      "Liquid chlorine 12.5% (gal)",
      "Muriatic acid 31.45% (gal)",
    ]);
    expect(bill.billedCents).toBe(2573);
    expect(bill.doses.map((d) => d.treatment)).toEqual([
      "billed",
      "billed",
      "billed",
      "included",
      "included",
    ]);
  });

  it("included: nothing billed, every dose shown as included", () => {
    const bill = billChemicals(month, { mode: "included" });
    expect(bill).toMatchObject({ lines: [], billedCents: 0, sellValueCents: 0 });
    expect(bill.doses.every((d) => d.treatment === "included")).toBe(true);
  });

  it("hybrid: one line for what goes over the allowance", () => {
    const taxableOnly = month.filter((d) => d.taxable);
    const bill = billChemicals(taxableOnly, { mode: "hybrid", allowanceCents: 2000 });
    expect(bill.lines).toEqual([
      {
        description: "Chemicals above the $20.00 allowance",
        quantity: 1,
        unitPriceCents: 573,
        taxable: true,
      },
    ]);
    expect(bill).toMatchObject({ sellValueCents: 2573, allowanceUsedCents: 2000, billedCents: 573 });
    expect(bill.doses.map((d) => d.treatment)).toEqual(["allowance", "allowance", "allowance", "no price"]);
  });

  it("hybrid within the allowance bills nothing", () => {
    const bill = billChemicals(month, { mode: "hybrid", allowanceCents: 5000 });
    expect(bill).toMatchObject({ lines: [], billedCents: 0, allowanceUsedCents: 3573 });
  });

  it("hybrid with taxable and untaxed items splits the excess by value, to the cent", () => {
    // Value 3573: taxable 2573, untaxed 1000; excess 573 → 412.6 and 160.4 → 413 + 160.
    const bill = billChemicals(month, { mode: "hybrid", allowanceCents: 3000 }, "CAD");
    expect(bill.lines).toEqual([
      {
        description: "Chemicals above the CA$30.00 allowance (taxable)",
        quantity: 1,
        unitPriceCents: 413,
        taxable: true,
      },
      {
        description: "Chemicals above the CA$30.00 allowance (not taxable)",
        quantity: 1,
        unitPriceCents: 160,
        taxable: false,
      },
    ]);
    expect(bill.billedCents).toBe(573);
  });

  it("hybrid with only untaxed items bills an untaxed line", () => {
    const bill = billChemicals([dose({ taxable: false, amount: 10 })], {
      mode: "hybrid",
      allowanceCents: 1000,
    });
    expect(bill.lines).toEqual([
      {
        description: "Chemicals above the $10.00 allowance",
        quantity: 1,
        unitPriceCents: 7990,
        taxable: false,
      },
    ]);
  });

  it("keeps doses of the same item in different units or prices apart", () => {
    const bill = billChemicals(
      [
        dose({ amount: 1 }),
        dose({ amount: 64, unit: "fl oz", sellPriceCentsPerUnit: 7 }),
        dose({ amount: 1 }),
      ],
      { mode: "itemised", includedItemIds: [] },
    );
    expect(bill.lines.map((l) => [l.description, l.quantity])).toEqual([
      ["Liquid chlorine 12.5% (gal)", 2],
      ["Liquid chlorine 12.5% (fl oz)", 64],
    ]);
  });

  it("adds free-typed doses (no catalog item) by name, and shows sums without float dust", () => {
    const bill = billChemicals(
      [
        dose({ itemId: null, name: "Enzyme", amount: 0.1, unit: "qt", sellPriceCentsPerUnit: 1000 }),
        dose({ itemId: null, name: "Enzyme", amount: 0.2, unit: "qt", sellPriceCentsPerUnit: 1000 }),
      ],
      { mode: "itemised", includedItemIds: [] },
    );
    expect(bill.lines).toEqual([
      { description: "Enzyme (qt)", quantity: 0.3, unitPriceCents: 1000, taxable: true },
    ]);
  });

  it("refuses negative prices, amounts and allowances", () => {
    const itemised: ChemicalPolicy = { mode: "itemised", includedItemIds: [] };
    expect(() => billChemicals([dose({ sellPriceCentsPerUnit: -1 })], itemised)).toThrow(RangeError);
    expect(() => billChemicals([dose({ sellPriceCentsPerUnit: 1.5 })], itemised)).toThrow(RangeError);
    expect(() => billChemicals([dose({ amount: -1 })], itemised)).toThrow(RangeError);
    expect(() => billChemicals([], { mode: "hybrid", allowanceCents: -1 })).toThrow(RangeError);
  });

  const arbDose = fc.record({
    itemId: fc.option(fc.constantFrom("a", "b", "c", "d"), { nil: null }),
    name: fc.constantFrom("Chlorine", "Acid", "Salt"),
    amount: fc.integer({ min: 0, max: 50_000 }).map((t) => t / 1000),
    unit: fc.constantFrom("gal", "lb", "fl oz"),
    sellPriceCentsPerUnit: fc.option(fc.integer({ min: 0, max: 20_000 }), { nil: null, freq: 5 }),
    taxable: fc.boolean(),
  });
  const arbDoses = fc.array(arbDose, { maxLength: 20 });
  const sumLines = (lines: { quantity: number; unitPriceCents: number }[]) =>
    invoiceTotals(
      lines.map((l) => ({ ...l, description: "", taxable: false })),
      0,
    ).subtotalCents;

  it("properties: included bills 0; hybrid = max(0, itemised − allowance); itemised ≥ hybrid ≥ included", () => {
    fc.assert(
      fc.property(arbDoses, fc.integer({ min: 0, max: 100_000 }), (doses, allowanceCents) => {
        const included = billChemicals(doses, { mode: "included" });
        const itemised = billChemicals(doses, { mode: "itemised", includedItemIds: [] });
        const hybrid = billChemicals(doses, { mode: "hybrid", allowanceCents });
        expect(included.billedCents).toBe(0);
        expect(included.lines).toEqual([]);
        expect(hybrid.billedCents).toBe(Math.max(0, itemised.billedCents - allowanceCents));
        expect(itemised.billedCents).toBeGreaterThanOrEqual(hybrid.billedCents);
        expect(hybrid.billedCents).toBeGreaterThanOrEqual(included.billedCents);
        expect(hybrid.allowanceUsedCents).toBe(Math.min(allowanceCents, itemised.sellValueCents));
        for (const bill of [included, itemised, hybrid]) {
          // The lines are what is billed, as the invoice will price them.
          expect(sumLines(bill.lines)).toBe(bill.billedCents);
          expect(bill.doses).toHaveLength(doses.length);
          expect(bill.lines.every((l) => Number.isInteger(l.unitPriceCents) && l.unitPriceCents > 0)).toBe(
            true,
          );
        }
        expect(hybrid.lines.length).toBeLessThanOrEqual(2);
      }),
    );
  });

  it("property: unpriced doses are never billed, whatever the mode", () => {
    fc.assert(
      fc.property(arbDoses, (doses) => {
        const priced = doses.filter((d) => d.sellPriceCentsPerUnit !== null);
        const a = billChemicals(doses, { mode: "itemised", includedItemIds: [] });
        const b = billChemicals(priced, { mode: "itemised", includedItemIds: [] });
        expect(a.billedCents).toBe(b.billedCents);
        expect(a.doses.filter((d) => d.treatment === "no price")).toHaveLength(doses.length - priced.length);
      }),
    );
  });

  it("property: including items never raises the bill; the hybrid split keeps taxable value's share", () => {
    fc.assert(
      fc.property(
        arbDoses,
        fc.subarray(["a", "b", "c", "d"]),
        fc.nat(50_000),
        (doses, ids, allowanceCents) => {
          const all = billChemicals(doses, { mode: "itemised", includedItemIds: [] });
          const some = billChemicals(doses, { mode: "itemised", includedItemIds: ids });
          expect(some.billedCents).toBeLessThanOrEqual(all.billedCents);
          const hybrid = billChemicals(doses, { mode: "hybrid", allowanceCents });
          const taxableValue = invoiceTotals(all.lines, 0).lines.reduce(
            (s, l) => (l.taxable ? s + l.amountCents : s),
            0,
          );
          const taxableBilled = hybrid.lines
            .filter((l) => l.taxable)
            .reduce((s, l) => s + l.unitPriceCents, 0);
          if (all.sellValueCents > 0)
            expect(
              Math.abs(taxableBilled - (hybrid.billedCents * taxableValue) / all.sellValueCents),
            ).toBeLessThan(1);
        },
      ),
    );
  });
});
