/**
 * The one rounding rule for invoices: round half away from zero (2.5 ¢ → 3 ¢, −2.5 ¢ → −3 ¢), so a credit line is
 * the exact mirror of the charge it cancels. For amounts ≥ 0 this is the same as the half-up rounding of
 * `core/operations/job-money.ts`, so a job's lines land on its invoice for the same cents.
 * Products are taken in BigInt so a large quantity × price never loses a cent to floating point.
 */

/** Quantities carry at most three decimals (2.5 lb, 0.125 gal); more are rounded off before any multiplying. */
export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 1000;

/** n / d rounded half away from zero, exactly. d ≠ 0. */
export function divideRounded(n: bigint, d: bigint): bigint {
  if (d === 0n) throw new RangeError("Division by zero");
  const negative = n < 0n !== d < 0n;
  const a = n < 0n ? -n : n;
  const b = d < 0n ? -d : d;
  const q = (2n * a + b) / (2n * b);
  return negative ? -q : q;
}

/** Back to a number, refusing anything a number can't hold to the cent. */
export function toSafeCents(value: bigint): number {
  const n = Number(value);
  if (!Number.isSafeInteger(n)) throw new RangeError(`Amount out of range: ${value} cents`);
  return n;
}

export function assertCents(value: number, what = "amount"): void {
  if (!Number.isSafeInteger(value))
    throw new RangeError(`The ${what} must be a whole number of cents: ${value}`);
}

/** A quantity in thousandths, rounded the same way for −q as for q. */
export function quantityThousandths(quantity: number): number {
  if (!Number.isFinite(quantity)) throw new RangeError(`Not a quantity: ${quantity}`);
  const t = Math.round(Math.abs(quantity) * QUANTITY_SCALE);
  return quantity < 0 ? -t : t;
}

/** quantity × unit price, rounded once to the cent (half away from zero). */
export function lineAmountCents(quantity: number, unitPriceCents: number): number {
  assertCents(unitPriceCents, "unit price");
  return toSafeCents(
    divideRounded(BigInt(quantityThousandths(quantity)) * BigInt(unitPriceCents), BigInt(QUANTITY_SCALE)),
  );
}

/** cents × numerator / denominator, rounded once (half away from zero): proration and shares. */
export function scaleCents(cents: number, numerator: number, denominator: number): number {
  assertCents(cents);
  return toSafeCents(divideRounded(BigInt(cents) * BigInt(numerator), BigInt(denominator)));
}

/** Cents as a plain decimal ("1234.50"), for spreadsheets and the files other software imports. */
export function centsToDecimal(cents: number): string {
  const sign = cents < 0 ? "-" : "";
  const c = Math.abs(cents);
  return `${sign}${Math.floor(c / 100)}.${String(c % 100).padStart(2, "0")}`;
}
