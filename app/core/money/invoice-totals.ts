/**
 * An invoice's totals in integer cents. Each line is rounded once (quantity × unit price, half away from zero, see
 * rounding.ts); tax is computed once per invoice on the sum of the taxable lines — never per line — so the tax is
 * what a calculator gives on the taxable subtotal, and the order of the lines can't change a cent.
 */
import { assertCents, divideRounded, lineAmountCents, toSafeCents } from "./rounding";

export interface InvoiceLine {
  description: string;
  /** May be fractional (2.5 lb); three decimals count. */
  quantity: number;
  /** Whole cents; negative for a discount or credit. */
  unitPriceCents: number;
  taxable: boolean;
}

export type PricedLine<L extends InvoiceLine = InvoiceLine> = L & { amountCents: number };

export interface InvoiceTotals<L extends InvoiceLine = InvoiceLine> {
  lines: PricedLine<L>[];
  subtotalCents: number;
  /** Sum of the taxable lines (may be negative when taxable credits outweigh taxable charges). */
  taxableSubtotalCents: number;
  taxCents: number;
  /** subtotal + tax. */
  totalCents: number;
}

/** A rate in basis points may carry two decimals (887.5 = 8.875 %, New York City); it is held in hundredths. */
const RATE_SCALE = 100;
const BASIS = 10_000;

/** Checks a tax rate in basis points: ≥ 0, at most two decimals (887.5 is fine, 887.55 is not). */
export function isTaxRateBasisPoints(rate: number): boolean {
  return (
    Number.isFinite(rate) && rate >= 0 && Math.abs(rate * RATE_SCALE - Math.round(rate * RATE_SCALE)) < 1e-6
  );
}

/**
 * Tax on a taxable subtotal, rounded once. A taxable subtotal below zero (credits larger than the taxable charges)
 * gives no tax rather than negative tax: giving tax back is a credit note's job, against the invoice that charged it.
 */
export function taxOnCents(taxableCents: number, rateBasisPoints: number): number {
  assertCents(taxableCents, "taxable subtotal");
  if (!isTaxRateBasisPoints(rateBasisPoints)) throw new RangeError(`Not a tax rate: ${rateBasisPoints}`);
  if (taxableCents <= 0) return 0;
  const rate = BigInt(Math.round(rateBasisPoints * RATE_SCALE));
  return toSafeCents(divideRounded(BigInt(taxableCents) * rate, BigInt(BASIS * RATE_SCALE)));
}

export function invoiceTotals<L extends InvoiceLine>(
  lines: readonly L[],
  taxRateBasisPoints: number,
): InvoiceTotals<L> {
  const priced = lines.map((line) => ({
    ...line,
    amountCents: lineAmountCents(line.quantity, line.unitPriceCents),
  }));
  let subtotal = 0n;
  let taxable = 0n;
  for (const line of priced) {
    subtotal += BigInt(line.amountCents);
    if (line.taxable) taxable += BigInt(line.amountCents);
  }
  const subtotalCents = toSafeCents(subtotal);
  const taxableSubtotalCents = toSafeCents(taxable);
  const taxCents = taxOnCents(taxableSubtotalCents, taxRateBasisPoints);
  return {
    lines: priced,
    subtotalCents,
    taxableSubtotalCents,
    taxCents,
    totalCents: toSafeCents(subtotal + BigInt(taxCents)),
  };
}
