import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { checkReceipt, lineAmountCents, receiptMismatchMessage, receiptSubtotalCents } from "./receipt-money";

const line = fc.record({
  quantity: fc.integer({ min: 1, max: 100_000 }).map((t) => t / 1000),
  unitCostCents: fc.integer({ min: 0, max: 1_000_000 }),
});

describe("receipt money", () => {
  it("rounds a line half up to the cent", () => {
    expect(lineAmountCents(3, 1299)).toBe(3897);
    expect(lineAmountCents(1.5, 333)).toBe(500); // 499.5 → 500
    expect(lineAmountCents(0.333, 100)).toBe(33);
  });

  it("accepts a receipt whose lines and tax equal the total", () => {
    const check = checkReceipt(
      [
        { quantity: 2, unitCostCents: 1250 },
        { quantity: 1, unitCostCents: 499 },
      ],
      247,
      3246,
    );
    expect(check).toEqual({ subtotalCents: 2999, computedTotalCents: 3246, differenceCents: 0, ok: true });
    expect(receiptMismatchMessage(check)).toBeNull();
  });

  it("says by how much a receipt is off, both ways", () => {
    const under = checkReceipt([{ quantity: 1, unitCostCents: 1000 }], 0, 1050);
    expect(under.differenceCents).toBe(50);
    expect(receiptMismatchMessage(under)).toBe(
      "The lines plus tax come to $10.00, $0.50 less than the total. Check the lines, tax and total.",
    );
    const over = checkReceipt([{ quantity: 1, unitCostCents: 1000 }], 100, 1000);
    expect(receiptMismatchMessage(over)).toContain("$1.00 more than the total");
  });

  it("property: the subtotal is the sum of the rounded lines, and lines + tax always checks out", () => {
    fc.assert(
      fc.property(fc.array(line, { maxLength: 30 }), fc.integer({ min: 0, max: 100_000 }), (lines, tax) => {
        const subtotal = receiptSubtotalCents(lines);
        expect(Number.isInteger(subtotal)).toBe(true);
        expect(subtotal).toBe(lines.reduce((s, l) => s + lineAmountCents(l.quantity, l.unitCostCents), 0));
        expect(checkReceipt(lines, tax, subtotal + tax).ok).toBe(true);
      }),
    );
  });

  it("property: any other total is refused with the exact difference", () => {
    fc.assert(
      fc.property(
        fc.array(line, { minLength: 1, maxLength: 10 }),
        fc.integer({ min: 0, max: 10_000 }),
        fc.integer({ min: -10_000, max: 10_000 }).filter((d) => d !== 0),
        (lines, tax, delta) => {
          const total = receiptSubtotalCents(lines) + tax + delta;
          const check = checkReceipt(lines, tax, total);
          expect(check.ok).toBe(false);
          expect(check.differenceCents).toBe(delta);
        },
      ),
    );
  });

  it("property: a line is within half a cent of the exact product", () => {
    fc.assert(
      fc.property(line, (l) => {
        expect(
          Math.abs(lineAmountCents(l.quantity, l.unitCostCents) - l.quantity * l.unitCostCents),
        ).toBeLessThanOrEqual(0.5 + 1e-6);
      }),
    );
  });
});
