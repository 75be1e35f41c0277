import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  divideRoundHalfUp,
  formatCents,
  jobTotals,
  lineAmountCents,
  type MoneyLine,
  percentToBasisPoints,
  taxCents,
} from "./job-money";

const line = (quantity: number, unitPriceCents: number, unitCostCents = 0, taxable = true): MoneyLine => ({
  quantity,
  unitPriceCents,
  unitCostCents,
  taxable,
});

describe("job money", () => {
  it("rounds half up in integers", () => {
    expect(divideRoundHalfUp(5, 10)).toBe(1);
    expect(divideRoundHalfUp(4, 10)).toBe(0);
    expect(divideRoundHalfUp(15, 10)).toBe(2);
    expect(divideRoundHalfUp(25, 10)).toBe(3); // half up, not half even
    expect(divideRoundHalfUp(0, 7)).toBe(0);
  });

  it("line amounts: quantity × price, fractional quantities to the cent", () => {
    expect(lineAmountCents(2, 1999)).toBe(3998);
    expect(lineAmountCents(1.5, 8500)).toBe(12750);
    expect(lineAmountCents(0.333, 100)).toBe(33); // 33.3 ¢
    expect(lineAmountCents(0.005, 100)).toBe(1); // 0.5 ¢ rounds up
    expect(lineAmountCents(1.005, 100)).toBe(101); // 100.5 ¢, no float drift
    expect(lineAmountCents(0, 5000)).toBe(0);
  });

  it("tax per job on the taxable subtotal, half up", () => {
    expect(taxCents(10_000, 825)).toBe(825);
    expect(taxCents(1, 5000)).toBe(1); // 0.5 ¢ → 1 ¢
    expect(taxCents(1, 4999)).toBe(0);
    expect(taxCents(1999, 825)).toBe(165); // 164.9175
    // Per job, not per line: three lines of 10 ¢ at 5 % = 1.5 ¢ → 2 ¢ (per line would be 3 × 1 = 3 ¢).
    expect(jobTotals([line(1, 10), line(1, 10), line(1, 10)], 500).taxCents).toBe(2);
  });

  it("totals, cost and margin of a job with labor and items, one not taxable", () => {
    const totals = jobTotals(
      [line(2, 8500, 3000, false), line(1, 45_000, 30_000, true), line(3, 1299, 600, true)],
      825,
    );
    expect(totals).toEqual({
      subtotalCents: 17_000 + 45_000 + 3897,
      taxableCents: 48_897,
      taxCents: 4034, // 4033.9975
      totalCents: 65_897 + 4034,
      costCents: 6000 + 30_000 + 1800,
      marginCents: 65_897 - 37_800,
      marginPercent: 42.6,
    });
  });

  it("an empty job is zero with no margin percentage", () => {
    expect(jobTotals([], 825)).toEqual({
      subtotalCents: 0,
      taxableCents: 0,
      taxCents: 0,
      totalCents: 0,
      costCents: 0,
      marginCents: 0,
      marginPercent: null,
    });
  });

  it("a loss shows as a negative margin", () => {
    const t = jobTotals([line(1, 1000, 1500)], 0);
    expect(t.marginCents).toBe(-500);
    expect(t.marginPercent).toBe(-50);
  });

  it("percent to basis points and formatting", () => {
    expect(percentToBasisPoints(8.25)).toBe(825);
    expect(percentToBasisPoints(0)).toBe(0);
    expect(percentToBasisPoints(7.125)).toBe(713);
    expect(formatCents(123456)).toBe("$1,234.56");
  });

  const arbLine = fc.record({
    quantity: fc.integer({ min: 0, max: 100_000 }).map((t) => t / 1000),
    unitPriceCents: fc.integer({ min: 0, max: 10_000_000 }),
    unitCostCents: fc.integer({ min: 0, max: 10_000_000 }),
    taxable: fc.boolean(),
  });
  const arbRate = fc.integer({ min: 0, max: 3000 });

  it("property: every figure is an integer, tax never negative, total = subtotal + tax", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 20 }), arbRate, (lines, rate) => {
        const t = jobTotals(lines, rate);
        for (const v of [
          t.subtotalCents,
          t.taxableCents,
          t.taxCents,
          t.totalCents,
          t.costCents,
          t.marginCents,
        ])
          expect(Number.isInteger(v)).toBe(true);
        expect(t.taxCents).toBeGreaterThanOrEqual(0);
        expect(t.taxableCents).toBeLessThanOrEqual(t.subtotalCents);
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
      }),
    );
  });

  it("property: margin = total before tax − cost", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 20 }), arbRate, (lines, rate) => {
        const t = jobTotals(lines, rate);
        expect(t.marginCents).toBe(t.totalCents - t.taxCents - t.costCents);
      }),
    );
  });

  it("property: tax is within half a cent of the exact figure", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), arbRate, (taxable, rate) => {
        const exact = (taxable * rate) / 10_000;
        expect(Math.abs(taxCents(taxable, rate) - exact)).toBeLessThanOrEqual(0.5);
      }),
    );
  });

  it("property: line order does not change the totals", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 10 }), arbRate, (lines, rate) => {
        expect(jobTotals([...lines].reverse(), rate)).toEqual(jobTotals(lines, rate));
      }),
    );
  });
});
