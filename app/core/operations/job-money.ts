/**
 * A job's money in integer cents. Rounding rule (one place, documented): amounts are rounded half up (0.5 ¢ → 1 ¢)
 * — a line's amount once (quantity × unit price), and the tax once per job on the taxable subtotal × the rate in
 * basis points — never per line, so a job's tax is what a calculator gives on its taxable total.
 * Quantities carry at most three decimals (hours, gallons); they are taken as thousandths so no float is summed.
 * Inputs are never negative (the form refuses them); with that, every figure here is an integer ≥ 0 except margin.
 */
import { messageFormat } from "../format/format";

export interface MoneyLine {
  quantity: number;
  unitPriceCents: number;
  unitCostCents: number;
  taxable: boolean;
}

export interface JobTotals {
  subtotalCents: number;
  taxableCents: number;
  taxCents: number;
  totalCents: number;
  costCents: number;
  /** Subtotal (before tax) − cost. */
  marginCents: number;
  /** Margin as a percentage of the subtotal, one decimal; null when nothing is charged. */
  marginPercent: number | null;
}

export const QUANTITY_DECIMALS = 3;
const QUANTITY_SCALE = 1000;

/** Rounds numerator / denominator half up, for non-negative integers, in integer arithmetic. */
export function divideRoundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

export function quantityThousandths(quantity: number): number {
  return Math.round(quantity * QUANTITY_SCALE);
}

/** quantity × unit amount, rounded half up to the cent. */
export function lineAmountCents(quantity: number, unitCents: number): number {
  return divideRoundHalfUp(quantityThousandths(quantity) * unitCents, QUANTITY_SCALE);
}

/** Tax on an amount at a rate in basis points (825 = 8.25 %), rounded half up. */
export function taxCents(taxableCents: number, rateBasisPoints: number): number {
  return divideRoundHalfUp(taxableCents * rateBasisPoints, 10_000);
}

export function jobTotals(lines: readonly MoneyLine[], taxRateBasisPoints: number): JobTotals {
  let subtotalCents = 0;
  let taxableCents = 0;
  let costCents = 0;
  for (const line of lines) {
    const amount = lineAmountCents(line.quantity, line.unitPriceCents);
    subtotalCents += amount;
    if (line.taxable) taxableCents += amount;
    costCents += lineAmountCents(line.quantity, line.unitCostCents);
  }
  const tax = taxCents(taxableCents, taxRateBasisPoints);
  const marginCents = subtotalCents - costCents;
  return {
    subtotalCents,
    taxableCents,
    taxCents: tax,
    totalCents: subtotalCents + tax,
    costCents,
    marginCents,
    marginPercent: subtotalCents > 0 ? Math.round((marginCents / subtotalCents) * 1000) / 10 : null,
  };
}

/** "8.25" (percent, as typed) → 825 basis points. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function formatCents(cents: number, currency = "USD"): string {
  return messageFormat.money(cents, { currency });
}
