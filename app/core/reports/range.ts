/**
 * The date range a report covers, read from the URL: a preset (this month by default, last month, this quarter, the
 * last 12 months) or a custom `from`–`to` (calendar dates, both inclusive). A bad date is not an error page: the
 * report says what was wrong and shows the default range. Pure: core keeps the preset ids and says what was wrong as a
 * `keyed` message of the `reports` area; screens word presets through `routes/company/reports/report-labels.ts` and
 * write the dates in the page's locale.
 */
import { addDays } from "~/core/calendar/dates";
import { keyed } from "../i18n/keyed";
import { daysBetween, isCalendarDate } from "../team/pay-period";

export const rangePresets = ["this-month", "last-month", "this-quarter", "last-12-months", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Longest custom range: ten years keeps every query bounded. */
export const MAX_RANGE_DAYS = 3660;

export interface ReportRange {
  preset: RangePreset;
  from: string;
  to: string;
}

const pad = (n: number) => String(n).padStart(2, "0");
const monthStart = (year: number, month: number) => {
  const y = year + Math.floor((month - 1) / 12);
  const m = (((month - 1) % 12) + 12) % 12;
  return `${y}-${pad(m + 1)}-01`;
};
/** The last day of the month `date` is in. */
const monthEnd = (date: string) => {
  const [y, m] = date.split("-").map(Number);
  return addDays(monthStart(y, m + 1), -1);
};

function presetRange(preset: Exclude<RangePreset, "custom">, today: string): { from: string; to: string } {
  const [y, m] = today.split("-").map(Number);
  switch (preset) {
    case "this-month":
      return { from: monthStart(y, m), to: monthEnd(today) };
    case "last-month": {
      const from = monthStart(y, m - 1);
      return { from, to: monthEnd(from) };
    }
    case "this-quarter": {
      const first = Math.floor((m - 1) / 3) * 3 + 1;
      const from = monthStart(y, first);
      return { from, to: monthEnd(monthStart(y, first + 2)) };
    }
    case "last-12-months":
      return { from: monthStart(y, m - 11), to: monthEnd(today) };
  }
}

function isPreset(value: string): value is RangePreset {
  return (rangePresets as readonly string[]).includes(value);
}

/** `error` is a catalog key or a `keyed` message (reports.range.*), worded by the page with `t.text`. */
export type RangeResult = { range: ReportRange; error: string | null };

/**
 * The range the URL asks for. `range` names a preset; `from`/`to` without a preset (or with "custom") are a custom
 * range. Anything wrong gives this month and an error that says why (read back in English: "Choose both a start and
 * an end date. Showing this month.").
 */
export function reportRangeFrom(
  params: { range?: string | null; from?: string | null; to?: string | null },
  today: string,
): RangeResult {
  const fallback = (error: string | null): RangeResult => {
    const r = presetRange("this-month", today);
    return { range: { preset: "this-month", ...r }, error };
  };
  const asked = params.range?.trim() || (params.from || params.to ? "custom" : "this-month");
  if (!isPreset(asked)) return fallback(keyed("reports.range.unknown", { asked }));
  if (asked !== "custom") return { range: { preset: asked, ...presetRange(asked, today) }, error: null };
  const from = params.from?.trim() ?? "";
  const to = params.to?.trim() ?? "";
  if (!from || !to) return fallback("reports.range.bothDates");
  if (!isCalendarDate(from)) return fallback(keyed("reports.range.startNotDate", { value: from }));
  if (!isCalendarDate(to)) return fallback(keyed("reports.range.endNotDate", { value: to }));
  if (from > to) return fallback("reports.range.startAfterEnd");
  if (daysBetween(from, to) >= MAX_RANGE_DAYS) return fallback("reports.range.tooLong");
  return { range: { preset: "custom", from, to }, error: null };
}

/** The months (YYYY-MM) a range touches, in order. */
export function monthsOf(range: Pick<ReportRange, "from" | "to">): string[] {
  const out: string[] = [];
  let [y, m] = range.from.split("-").map(Number);
  const last = range.to.slice(0, 7);
  for (;;) {
    const key = `${y}-${pad(m)}`;
    out.push(key);
    if (key >= last) break;
    m += 1;
    if (m > 12) {
      m = 1;
      y += 1;
    }
  }
  return out;
}

/** The URL query that reproduces a range. */
export function rangeQuery(range: Pick<ReportRange, "preset" | "from" | "to">): string {
  return range.preset === "custom"
    ? new URLSearchParams({ range: "custom", from: range.from, to: range.to }).toString()
    : new URLSearchParams({ range: range.preset }).toString();
}
