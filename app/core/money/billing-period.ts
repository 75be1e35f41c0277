/**
 * Billing periods on calendar dates ("YYYY-MM-DD", the company's days) and what a service agreement costs in one.
 * Periods are the pay periods' (core/team/pay-period.ts): a calendar month by default, or Monday-to-Sunday weeks,
 * or fortnights counted from the same fixed Monday. Pure.
 */
import { addDays } from "~/core/calendar/dates";
import { messageFormat } from "../format/format";
import { daysBetween, formatPeriod, isCalendarDate, payPeriodContaining } from "../team/pay-period";
import { assertCents, divideRounded, toSafeCents } from "./rounding";

export const billingPeriodKinds = ["monthly", "weekly", "biweekly"] as const;
export type BillingPeriodKind = (typeof billingPeriodKinds)[number];

export interface BillingPeriod {
  kind: BillingPeriodKind;
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

export function billingPeriodContaining(date: string, kind: BillingPeriodKind = "monthly"): BillingPeriod {
  const { start, end } = payPeriodContaining(kind, date);
  return { kind, start, end };
}

export const previousBillingPeriod = (p: BillingPeriod) =>
  billingPeriodContaining(addDays(p.start, -1), p.kind);
export const nextBillingPeriod = (p: BillingPeriod) => billingPeriodContaining(addDays(p.end, 1), p.kind);

export const daysInPeriod = (p: Pick<BillingPeriod, "start" | "end">) => daysBetween(p.start, p.end) + 1;

/** "November 2026" for a month, "Nov 16 – 22, 2026" for a week or a fortnight. */
export function billingPeriodLabel(p: BillingPeriod): string {
  if (p.kind !== "monthly") return formatPeriod(p);
  return messageFormat.month(p.start, "long");
}

/** A period from a page's URL (`period` = kind, `date` = any day in it); the month of `today` when missing. */
export function billingPeriodFromParams(params: URLSearchParams, today: string): BillingPeriod {
  const raw = params.get("period") ?? "";
  const kind = (billingPeriodKinds as readonly string[]).includes(raw)
    ? (raw as BillingPeriodKind)
    : "monthly";
  const date = params.get("date") ?? "";
  return billingPeriodContaining(isCalendarDate(date) ? date : today, kind);
}

// ---------------------------------------------------------------------------------------------------------------
// Agreement charges

export const rateIntervals = ["month", "week", "visit", "year"] as const;
export type RateInterval = (typeof rateIntervals)[number];

export interface AgreementRate {
  rateCents: number;
  rateInterval: RateInterval;
  /** First day of service, inclusive. */
  startsOn: string;
  /** Last day of service, inclusive; null while it runs on. */
  endsOn: string | null;
}

export interface AgreementCharge {
  /** quantity × unitPriceCents = amountCents, so the charge is an invoice line as it stands. */
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
  /** The days of the period the agreement ran, or null when it didn't run in the period at all. */
  covered: { start: string; end: string } | null;
  coveredDays: number;
  periodDays: number;
  /** The agreement ran only part of the period, so a time rate was prorated. */
  partial: boolean;
  /** "Nov 15 – 30, 2026 (16 of 30 days)" for a partial period, "3 visits" per visit, else "". */
  note: string;
}

const gcd = (a: bigint, b: bigint): bigint => (b === 0n ? a : gcd(b, a % b));

/** Days of [start, end] in each calendar month it touches, with that month's length. */
function daysPerMonth(start: string, end: string): { days: number; monthDays: number }[] {
  const parts: { days: number; monthDays: number }[] = [];
  let from = start;
  while (from <= end) {
    const month = payPeriodContaining("monthly", from);
    const to = earlier(month.end, end);
    parts.push({ days: daysBetween(from, to) + 1, monthDays: daysBetween(month.start, month.end) + 1 });
    from = addDays(to, 1);
  }
  return parts;
}

/**
 * What an agreement costs in a billing period, rounded once (half away from zero):
 * - per visit: the finished visits in the period × the rate (the caller counts only visits the agreement covers);
 * - per month: each calendar month's share is its covered days ÷ that month's days (15 days of a 30-day November
 *   = half the rate), so a full month is exactly the rate, whatever the month's length;
 * - per year: a twelfth of the rate per month, prorated like a monthly rate (Feb is a full twelfth, not 28/365);
 * - per week: covered days ÷ 7 × the rate (a 30-day month of a weekly rate is 30/7 weeks).
 * The fraction is summed exactly before rounding, so a weekly period across two months is still rounded once.
 */
export function agreementCharge(
  agreement: AgreementRate,
  period: Pick<BillingPeriod, "start" | "end">,
  finishedVisits = 0,
): AgreementCharge {
  assertCents(agreement.rateCents, "rate");
  const periodDays = daysInPeriod(period);
  if (agreement.rateInterval === "visit") {
    if (!Number.isSafeInteger(finishedVisits) || finishedVisits < 0)
      throw new RangeError(`Not a number of visits: ${finishedVisits}`);
    const amountCents = toSafeCents(BigInt(agreement.rateCents) * BigInt(finishedVisits));
    const covered = coveredRange(agreement, period);
    return {
      quantity: finishedVisits,
      unitPriceCents: agreement.rateCents,
      amountCents,
      covered,
      coveredDays: covered ? daysInPeriod(covered) : 0,
      periodDays,
      partial: covered !== null && daysInPeriod(covered) < periodDays,
      note: `${finishedVisits} ${finishedVisits === 1 ? "visit" : "visits"}`,
    };
  }
  const covered = coveredRange(agreement, period);
  if (!covered)
    return {
      quantity: 0,
      unitPriceCents: agreement.rateCents,
      amountCents: 0,
      covered: null,
      coveredDays: 0,
      periodDays,
      partial: false,
      note: "",
    };
  const coveredDays = daysInPeriod(covered);
  // The share of the rate as an exact fraction num/den.
  let num = 0n;
  let den = 1n;
  if (agreement.rateInterval === "week") {
    num = BigInt(coveredDays);
    den = 7n;
  } else {
    for (const { days, monthDays } of daysPerMonth(covered.start, covered.end)) {
      // num/den + days/monthDays
      const d = BigInt(monthDays);
      num = num * d + BigInt(days) * den;
      den *= d;
      const g = gcd(num, den);
      num /= g;
      den /= g;
    }
    if (agreement.rateInterval === "year") den *= 12n;
  }
  const amountCents = toSafeCents(divideRounded(BigInt(agreement.rateCents) * num, den));
  const partial = coveredDays < periodDays;
  return {
    quantity: 1,
    unitPriceCents: amountCents,
    amountCents,
    covered,
    coveredDays,
    periodDays,
    partial,
    note: partial ? `${formatPeriod(covered)} (${coveredDays} of ${periodDays} days)` : "",
  };
}

// Calendar dates compare as strings (YYYY-MM-DD).
const later = (a: string, b: string) => (a > b ? a : b);
const earlier = (a: string, b: string) => (a < b ? a : b);

/** The part of the period inside the agreement's dates, or null. */
function coveredRange(
  agreement: Pick<AgreementRate, "startsOn" | "endsOn">,
  period: Pick<BillingPeriod, "start" | "end">,
): { start: string; end: string } | null {
  const start = later(agreement.startsOn, period.start);
  const end = agreement.endsOn === null ? period.end : earlier(agreement.endsOn, period.end);
  return start <= end ? { start, end } : null;
}
