/** Payment terms, due dates and the aging of what is owed (calendar dates "YYYY-MM-DD", the company's days). Pure. */
import { addDays } from "~/core/calendar/dates";
import { daysBetween } from "../team/pay-period";

export const paymentTerms = ["due on receipt", "net 7", "net 15", "net 30", "net 60"] as const;
export type PaymentTerms = (typeof paymentTerms)[number];

export const paymentTermsLabels: Record<PaymentTerms, string> = {
  "due on receipt": "Due on receipt",
  "net 7": "Net 7",
  "net 15": "Net 15",
  "net 30": "Net 30",
  "net 60": "Net 60",
};

const termDays: Record<PaymentTerms, number> = {
  "due on receipt": 0,
  "net 7": 7,
  "net 15": 15,
  "net 30": 30,
  "net 60": 60,
};

export function isPaymentTerms(value: string): value is PaymentTerms {
  return (paymentTerms as readonly string[]).includes(value);
}

/** The due date: the issue date plus the terms' days ("due on receipt" is due the day it is issued). */
export function dueDate(issuedOn: string, terms: PaymentTerms): string {
  return addDays(issuedOn, termDays[terms]);
}

/** Days after the due date (0 on the due date and before it). */
export function daysPastDue(due: string, today: string): number {
  return Math.max(0, daysBetween(due, today));
}

export const agingBuckets = ["current", "1-30", "31-60", "61-90", "over 90"] as const;
export type AgingBucket = (typeof agingBuckets)[number];

/** The bucket by days past the due date: not yet due (or due today) is current. */
export function agingBucket(due: string, today: string): AgingBucket {
  const days = daysPastDue(due, today);
  if (days === 0) return "current";
  if (days <= 30) return "1-30";
  if (days <= 60) return "31-60";
  if (days <= 90) return "61-90";
  return "over 90";
}

export type AgingSummary = Record<AgingBucket, number> & { totalCents: number };

/**
 * Outstanding balances by bucket, for statements and the receivables report. Pass open invoices (uncollectible
 * ones are written off and belong elsewhere); balances of zero or less add nothing.
 */
export function agingSummary(
  invoices: readonly { dueOn: string; balanceCents: number }[],
  today: string,
): AgingSummary {
  const summary: AgingSummary = {
    current: 0,
    "1-30": 0,
    "31-60": 0,
    "61-90": 0,
    "over 90": 0,
    totalCents: 0,
  };
  for (const inv of invoices) {
    if (inv.balanceCents <= 0) continue;
    summary[agingBucket(inv.dueOn, today)] += inv.balanceCents;
    summary.totalCents += inv.balanceCents;
  }
  return summary;
}
