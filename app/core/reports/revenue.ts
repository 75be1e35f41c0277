/**
 * Revenue by month: invoiced (invoices issued that month, not drafts or void, before tax) beside collected (money
 * received that month, less refunds). Every month of the range has a row, zero when nothing happened. Pure.
 */
import { monthsOf } from "./range";

export interface MonthAmount {
  /** YYYY-MM */
  month: string;
  cents: number;
}

export function revenueByMonth(
  range: { from: string; to: string },
  invoiced: readonly MonthAmount[],
  collected: readonly MonthAmount[],
) {
  const sum = (list: readonly MonthAmount[], month: string) =>
    list.filter((m) => m.month === month).reduce((s, m) => s + m.cents, 0);
  return monthsOf(range).map((month) => ({
    month,
    invoicedCents: sum(invoiced, month),
    collectedCents: sum(collected, month),
  }));
}
