/**
 * A receipt's arithmetic in integer cents. A line's amount is quantity × unit cost rounded half up to the cent (the
 * same rule as a job's lines, `job-money.ts`); the lines plus the printed tax must equal the printed total exactly —
 * a receipt that does not add up was typed wrong, and we say by how much.
 */
import { formatCents, lineAmountCents } from "./job-money";

export interface ReceiptLineMoney {
  quantity: number;
  unitCostCents: number;
}

export interface ReceiptCheck {
  subtotalCents: number;
  /** Lines + tax. */
  computedTotalCents: number;
  /** Printed total − (lines + tax); 0 when it adds up. */
  differenceCents: number;
  ok: boolean;
}

export { lineAmountCents };

export function receiptSubtotalCents(lines: readonly ReceiptLineMoney[]): number {
  let subtotal = 0;
  for (const line of lines) subtotal += lineAmountCents(line.quantity, line.unitCostCents);
  return subtotal;
}

export function checkReceipt(
  lines: readonly ReceiptLineMoney[],
  taxCents: number,
  printedTotalCents: number,
): ReceiptCheck {
  const subtotalCents = receiptSubtotalCents(lines);
  const computedTotalCents = subtotalCents + taxCents;
  const differenceCents = printedTotalCents - computedTotalCents;
  return { subtotalCents, computedTotalCents, differenceCents, ok: differenceCents === 0 };
}

/** The message shown under the total when a receipt does not add up; null when it does. */
export function receiptMismatchMessage(check: ReceiptCheck, currency = "USD"): string | null {
  if (check.ok) return null;
  const diff = formatCents(Math.abs(check.differenceCents), currency);
  const computed = formatCents(check.computedTotalCents, currency);
  return check.differenceCents > 0
    ? `The lines plus tax come to ${computed}, ${diff} less than the total. Check the lines, tax and total.`
    : `The lines plus tax come to ${computed}, ${diff} more than the total. Check the lines, tax and total.`;
}
