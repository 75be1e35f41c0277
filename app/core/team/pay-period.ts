/**
 * Pay periods on calendar dates ("YYYY-MM-DD", the company's days). Weekly periods start on Monday; biweekly ones
 * count fortnights from a fixed Monday (2024-01-01) so every company's fortnights line up the same way without a
 * stored anchor; semimonthly periods are the 1st–15th and the 16th–end of month; monthly ones the calendar month.
 * Pure.
 */
import { addDays } from "~/core/calendar/dates";
import { messageFormat } from "../format/format";

export const payPeriodKinds = ["weekly", "biweekly", "semimonthly", "monthly"] as const;
export type PayPeriodKind = (typeof payPeriodKinds)[number];

export interface PayPeriod {
  kind: PayPeriodKind;
  /** First day, inclusive. */
  start: string;
  /** Last day, inclusive. */
  end: string;
}

/** The Monday that starts the biweekly count. */
export const BIWEEKLY_ANCHOR = "2024-01-01";

const DAY_MS = 86_400_000;
const DATE_RE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written as YYYY-MM-DD. */
export function isCalendarDate(value: string): boolean {
  const m = DATE_RE.exec(value);
  if (!m) return false;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.toISOString().slice(0, 10) === value;
}

const toUtc = (date: string) => Date.parse(`${date}T00:00:00Z`);
const fromUtc = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Whole days from a to b (b − a). */
export function daysBetween(a: string, b: string): number {
  return Math.round((toUtc(b) - toUtc(a)) / DAY_MS);
}

/** 1 = Monday … 7 = Sunday. */
export function isoWeekday(date: string): number {
  const day = new Date(toUtc(date)).getUTCDay();
  return day === 0 ? 7 : day;
}

function lastDayOfMonth(year: number, month: number): string {
  return fromUtc(Date.UTC(year, month, 0));
}

/** The pay period of a kind that contains a date. */
export function payPeriodContaining(kind: PayPeriodKind, date: string): PayPeriod {
  if (!isCalendarDate(date)) throw new Error(`Not a date: ${date}`);
  const [y, m, d] = date.split("-").map(Number);
  const pad = (n: number) => String(n).padStart(2, "0");
  switch (kind) {
    case "weekly": {
      const start = addDays(date, 1 - isoWeekday(date));
      return { kind, start, end: addDays(start, 6) };
    }
    case "biweekly": {
      const offset = daysBetween(BIWEEKLY_ANCHOR, date);
      const start = addDays(BIWEEKLY_ANCHOR, Math.floor(offset / 14) * 14);
      return { kind, start, end: addDays(start, 13) };
    }
    case "semimonthly":
      return d <= 15
        ? { kind, start: `${y}-${pad(m)}-01`, end: `${y}-${pad(m)}-15` }
        : { kind, start: `${y}-${pad(m)}-16`, end: lastDayOfMonth(y, m) };
    case "monthly":
      return { kind, start: `${y}-${pad(m)}-01`, end: lastDayOfMonth(y, m) };
  }
}

export const nextPayPeriod = (p: PayPeriod) => payPeriodContaining(p.kind, addDays(p.end, 1));
export const previousPayPeriod = (p: PayPeriod) => payPeriodContaining(p.kind, addDays(p.start, -1));

/** Every day of a period, in order. */
export function daysOf(p: PayPeriod): string[] {
  const n = daysBetween(p.start, p.end) + 1;
  return Array.from({ length: n }, (_, i) => addDays(p.start, i));
}

export const inPeriod = (p: Pick<PayPeriod, "start" | "end">, date: string) =>
  date >= p.start && date <= p.end;

export const isPayPeriodKind = (value: unknown): value is PayPeriodKind =>
  (payPeriodKinds as readonly unknown[]).includes(value);

/**
 * A period from a page's URL (`period` = kind, `date` = any day in it); an unknown or missing kind falls back to
 * `fallback` (the company's pay period), a missing date to the period containing `today`.
 */
export function payPeriodFromParams(
  params: URLSearchParams,
  today: string,
  fallback: PayPeriodKind = "weekly",
): PayPeriod {
  const raw = params.get("period");
  const kind = isPayPeriodKind(raw) ? raw : fallback;
  const date = params.get("date") ?? "";
  return payPeriodContaining(kind, isCalendarDate(date) ? date : today);
}

/** "Nov 16 – 22, 2026" (dates as calendar dates, no time zone shift). */
export function formatPeriod(p: Pick<PayPeriod, "start" | "end">): string {
  return messageFormat.calendarRange(p.start, p.end);
}
