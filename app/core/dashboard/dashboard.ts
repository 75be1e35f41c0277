/**
 * The company dashboard's rules, pure: which cards a member's permissions show, a technician's day summed up
 * (finished / in progress / remaining / skipped, the stop they are at or go to next), and the calendar spans the
 * cards count over (this week Monday–Sunday, this month and the one before). Dates are "YYYY-MM-DD" in the company's
 * time zone.
 */
import { addDays } from "~/core/calendar/dates";
import { hasPermission } from "../permissions/permissions";
import { daysOf, payPeriodContaining } from "../team/pay-period";

export const dashboardCards = [
  "myDay",
  "team",
  "week",
  "revenue",
  "overdueInvoices",
  "jobs",
  "alerts",
  "equipment",
  "setup",
] as const;
export type DashboardCard = (typeof dashboardCards)[number];

/**
 * The office view is for whoever runs the work, not only their own stops: a role that may create and edit jobs
 * and stops (`operations:write`). A technician (`operations:work`) sees their day; money needs `money:read` on its
 * own, so a bookkeeper without operations still sees the money cards.
 */
export function isOfficeView(permissions: readonly string[]) {
  return hasPermission(permissions, "operations:write");
}

export function visibleCards(permissions: readonly string[]): DashboardCard[] {
  const has = (p: Parameters<typeof hasPermission>[1]) => hasPermission(permissions, p);
  const office = isOfficeView(permissions);
  const rules: Record<DashboardCard, boolean> = {
    myDay: has("operations:work"),
    team: office && has("routing:read"),
    week: office && has("routing:read"),
    revenue: has("money:read"),
    overdueInvoices: has("money:read"),
    jobs: office,
    alerts: office,
    equipment: office && has("customers:read"),
    setup: has("settings:write"),
  };
  return dashboardCards.filter((card) => rules[card]);
}

export type StopStatus = "scheduled" | "in progress" | "finished" | "skipped" | "cancelled";

export interface ProgressCounts {
  total: number;
  finished: number;
  inProgress: number;
  /** Not started yet (scheduled). */
  remaining: number;
  skipped: number;
}

/** Counts of a day's stops by progress; cancelled stops are not part of the day. */
export function progressOf(stops: readonly { status: StopStatus }[]): ProgressCounts {
  const counts: ProgressCounts = { total: 0, finished: 0, inProgress: 0, remaining: 0, skipped: 0 };
  for (const s of stops) {
    if (s.status === "cancelled") continue;
    counts.total++;
    if (s.status === "finished") counts.finished++;
    else if (s.status === "in progress") counts.inProgress++;
    else if (s.status === "skipped") counts.skipped++;
    else counts.remaining++;
  }
  return counts;
}

export const sumProgress = (list: readonly ProgressCounts[]): ProgressCounts =>
  list.reduce(
    (a, b) => ({
      total: a.total + b.total,
      finished: a.finished + b.finished,
      inProgress: a.inProgress + b.inProgress,
      remaining: a.remaining + b.remaining,
      skipped: a.skipped + b.skipped,
    }),
    { total: 0, finished: 0, inProgress: 0, remaining: 0, skipped: 0 },
  );

/** Share of the day dealt with (finished or skipped), 0–100, for a progress bar. */
export const donePercent = (c: ProgressCounts) =>
  c.total ? Math.round(((c.finished + c.skipped) / c.total) * 100) : 0;

/**
 * Where the technician is: the stop in progress, else the first not started in route order (the list comes in
 * route order); null when the day is done or empty.
 */
export function currentOrNext<T extends { status: StopStatus }>(
  stops: readonly T[],
): { stop: T; state: "at" | "next" } | null {
  const at = stops.find((s) => s.status === "in progress");
  if (at) return { stop: at, state: "at" };
  const next = stops.find((s) => s.status === "scheduled");
  return next ? { stop: next, state: "next" } : null;
}

export interface Span {
  start: string;
  end: string;
}

/** Monday to Sunday around `today`, and each of its days. */
export function weekOf(today: string): Span & { days: string[] } {
  const week = payPeriodContaining("weekly", today);
  return { start: week.start, end: week.end, days: daysOf(week) };
}

/** This calendar month and the one before it. */
export function monthsOf(today: string): { thisMonth: Span; lastMonth: Span } {
  const thisMonth = payPeriodContaining("monthly", today);
  const lastMonth = payPeriodContaining("monthly", addDays(thisMonth.start, -1));
  return {
    thisMonth: { start: thisMonth.start, end: thisMonth.end },
    lastMonth: { start: lastMonth.start, end: lastMonth.end },
  };
}

/** Change from last to this, in whole percent; null when there is nothing to compare with. */
export function percentChange(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) / previous) * 100);
}
