import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { lineAmountCents as jobLineAmountCents, jobTotals } from "../operations/job-money";
import { type InvoiceLine, invoiceTotals, isTaxRateBasisPoints, taxOnCents } from "./invoice-totals";
import { divideRounded, lineAmountCents, quantityThousandths, scaleCents } from "./rounding";

const line = (quantity: number, unitPriceCents: number, taxable = true, description = "x"): InvoiceLine => ({
  description,
  quantity,
  unitPriceCents,
  taxable,
});

describe("rounding", () => {
  it("rounds half away from zero, exactly", () => {
    expect(divideRounded(5n, 10n)).toBe(1n);
    expect(divideRounded(-5n, 10n)).toBe(-1n);
    expect(divideRounded(25n, 10n)).toBe(3n); // not half-even
    expect(divideRounded(-25n, 10n)).toBe(-3n);
    expect(divideRounded(14n, 10n)).toBe(1n);
    expect(divideRounded(-14n, 10n)).toBe(-1n);
    expect(divideRounded(5n, -10n)).toBe(-1n);
    expect(divideRounded(0n, 7n)).toBe(0n);
    expect(() => divideRounded(1n, 0n)).toThrow(RangeError);
  });

  it("line amounts: fractional quantities, credits mirror charges", () => {
    expect(lineAmountCents(2, 1999)).toBe(3998);
    expect(lineAmountCents(2.5, 899)).toBe(2248); // 2247.5 → 2248
    expect(lineAmountCents(2.5, -899)).toBe(-2248); // the credit is the exact mirror
    expect(lineAmountCents(-2.5, 899)).toBe(-2248);
    expect(lineAmountCents(1.005, 100)).toBe(101); // no float drift
    expect(lineAmountCents(0.0004, 100_000)).toBe(0); // beyond three decimals is rounded off first
    expect(quantityThousandths(-0.0005)).toBe(-1);
    expect(() => lineAmountCents(1, 1.5)).toThrow(RangeError);
    expect(() => lineAmountCents(Number.NaN, 100)).toThrow(RangeError);
    expect(() => lineAmountCents(1e15, 1e6)).toThrow(RangeError);
  });

  it("scales cents once", () => {
    expect(scaleCents(16_000, 16, 30)).toBe(8533); // 8533.33
    expect(scaleCents(-100, 1, 8)).toBe(-13); // −12.5 → −13
  });

  it("agrees with the job money for everything a job can hold (amounts ≥ 0)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: 0, max: 1_000_000 }),
        (qt, price) => {
          const q = qt / 1000;
          expect(lineAmountCents(q, price)).toBe(jobLineAmountCents(q, price));
        },
      ),
    );
  });

  it("is odd: −x rounds to −round(x)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.integer({ min: -1_000_000, max: 1_000_000 }),
        (qt, p) => {
          const q = qt / 1000;
          expect(lineAmountCents(q, -p)).toBe(0 - lineAmountCents(q, p));
          expect(lineAmountCents(-q, p)).toBe(0 - lineAmountCents(q, p));
        },
      ),
    );
  });
});

describe("invoice totals", () => {
  it("adds lines, taxes the taxable ones once per invoice", () => {
    const t = invoiceTotals(
      [
        line(1, 16_000, false, "Weekly full service — November 2026"),
        line(2.5, 899, true, "Liquid chlorine (gal)"),
        line(1, -1000, false, "Loyalty discount"),
      ],
      825,
    );
    expect(t.lines.map((l) => l.amountCents)).toEqual([16_000, 2248, -1000]);
    expect(t).toMatchObject({
      subtotalCents: 17_248,
      taxableSubtotalCents: 2248,
      taxCents: 185,
      totalCents: 17_433,
    });
    expect(t.lines[0].description).toBe("Weekly full service — November 2026");
  });

  it("rounds tax once, not per line", () => {
    // Three taxable lines of 10 ¢ at 5 %: per line 0.5 ¢ would round to 1 ¢ × 3; once per invoice 1.5 ¢ → 2 ¢.
    const t = invoiceTotals([line(1, 10), line(1, 10), line(1, 10)], 500);
    expect(t.taxCents).toBe(2);
  });

  it("accepts a rate with two decimals of basis points (8.875 %)", () => {
    expect(taxOnCents(10_000, 887.5)).toBe(888); // 887.5 → 888
    expect(taxOnCents(100_000, 887.5)).toBe(8875);
    expect(isTaxRateBasisPoints(887.5)).toBe(true);
    expect(isTaxRateBasisPoints(887.555)).toBe(false);
    expect(isTaxRateBasisPoints(-1)).toBe(false);
    expect(() => taxOnCents(100, -5)).toThrow(RangeError);
  });

  it("never taxes below zero: taxable credits larger than taxable charges give no tax", () => {
    const t = invoiceTotals([line(1, 500), line(1, -2000), line(1, 10_000, false)], 825);
    expect(t).toMatchObject({
      subtotalCents: 8500,
      taxableSubtotalCents: -1500,
      taxCents: 0,
      totalCents: 8500,
    });
  });

  it("an empty invoice is zero", () => {
    expect(invoiceTotals([], 825)).toEqual({
      lines: [],
      subtotalCents: 0,
      taxableSubtotalCents: 0,
      taxCents: 0,
      totalCents: 0,
    });
  });

  it("keeps the caller's extra fields on each line", () => {
    const t = invoiceTotals([{ ...line(1, 100), stopId: "s1" }], 0);
    expect(t.lines[0].stopId).toBe("s1");
  });

  const arbLine = fc.record({
    description: fc.string({ maxLength: 5 }),
    quantity: fc.integer({ min: -10_000, max: 100_000 }).map((t) => t / 1000),
    unitPriceCents: fc.integer({ min: -500_000, max: 500_000 }),
    taxable: fc.boolean(),
  });
  const arbRate = fc.integer({ min: 0, max: 1_000_000 }).map((r) => r / 100);

  it("properties: integers, total = subtotal + tax, 0 ≤ tax ≤ taxable, order-free, same as job money", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 25 }), arbRate, (lines, rate) => {
        const t = invoiceTotals(lines, rate);
        for (const v of [t.subtotalCents, t.taxableSubtotalCents, t.taxCents, t.totalCents])
          expect(Number.isInteger(v)).toBe(true);
        expect(t.totalCents).toBe(t.subtotalCents + t.taxCents);
        expect(t.taxCents).toBeGreaterThanOrEqual(0);
        expect(t.taxCents).toBeLessThanOrEqual(Math.max(0, t.taxableSubtotalCents));
        expect(t.subtotalCents).toBe(t.lines.reduce((s, l) => s + l.amountCents, 0));
        const reversed = invoiceTotals([...lines].reverse(), rate);
        expect({ ...reversed, lines: [] }).toEqual({ ...t, lines: [] });
      }),
    );
  });

  it("property: a credit line cancelling a charge leaves the totals as without both", () => {
    fc.assert(
      fc.property(fc.array(arbLine, { maxLength: 10 }), arbLine, arbRate, (lines, l, rate) => {
        const credit = { ...l, unitPriceCents: -l.unitPriceCents };
        const a = invoiceTotals(lines, rate);
        const b = invoiceTotals([...lines, l, credit], rate);
        expect(b.totalCents).toBe(a.totalCents);
        expect(b.taxCents).toBe(a.taxCents);
      }),
    );
  });

  it("property: with non-negative lines it matches the job money exactly", () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            quantity: fc.integer({ min: 0, max: 100_000 }).map((t) => t / 1000),
            unitPriceCents: fc.integer({ min: 0, max: 500_000 }),
            taxable: fc.boolean(),
          }),
          { maxLength: 20 },
        ),
        fc.integer({ min: 0, max: 10_000 }),
        (lines, rate) => {
          const job = jobTotals(
            lines.map((l) => ({ ...l, unitCostCents: 0 })),
            rate,
          );
          const inv = invoiceTotals(
            lines.map((l) => ({ ...l, description: "" })),
            rate,
          );
          expect([inv.subtotalCents, inv.taxCents, inv.totalCents]).toEqual([
            job.subtotalCents,
            job.taxCents,
            job.totalCents,
          ]);
        },
      ),
    );
  });
});
