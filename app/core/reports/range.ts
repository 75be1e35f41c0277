/**
 * The date range a report covers, read from the URL: a preset (this month by default, last month, this quarter, the
 * last 12 months) or a custom `from`–`to` (calendar dates, both inclusive). A bad date is not an error page: the
 * report says what was wrong and shows the default range. Pure.
 */
import { messageFormat } from "../format/format";
import { addDays, daysBetween, isCalendarDate } from "../team/pay-period";

export const rangePresets = ["this-month", "last-month", "this-quarter", "last-12-months", "custom"] as const;
export type RangePreset = (typeof rangePresets)[number];

/** Longest custom range: ten years keeps every query bounded. */
export const MAX_RANGE_DAYS = 3660;

export interface ReportRange {
  preset: RangePreset;
  from: string;
  to: string;
  label: string;
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

function labelOf(from: string, to: string) {
  return from === to ? messageFormat.calendarDate(from) : messageFormat.calendarRange(from, to);
}

function isPreset(value: string): value is RangePreset {
  return (rangePresets as readonly string[]).includes(value);
}

export type RangeResult = { range: ReportRange; error: string | null };

/**
 * The range the URL asks for. `range` names a preset; `from`/`to` without a preset (or with "custom") are a custom
 * range. Anything wrong gives this month and an error that says why.
 */
export function reportRangeFrom(
  params: { range?: string | null; from?: string | null; to?: string | null },
  today: string,
): RangeResult {
  const fallback = (error: string | null): RangeResult => {
    const r = presetRange("this-month", today);
    return { range: { preset: "this-month", ...r, label: labelOf(r.from, r.to) }, error };
  };
  const asked = params.range?.trim() || (params.from || params.to ? "custom" : "this-month");
  if (!isPreset(asked)) return fallback(`“${asked}” is not a report range. Showing this month.`);
  if (asked !== "custom") {
    const r = presetRange(asked, today);
    return { range: { preset: asked, ...r, label: labelOf(r.from, r.to) }, error: null };
  }
  const from = params.from?.trim() ?? "";
  const to = params.to?.trim() ?? "";
  if (!from || !to) return fallback("Choose both a start and an end date. Showing this month.");
  for (const [name, value] of [
    ["start", from],
    ["end", to],
  ] as const) {
    if (!isCalendarDate(value))
      return fallback(`The ${name} date “${value}” is not a date (use YYYY-MM-DD). Showing this month.`);
  }
  if (from > to) return fallback("The start date is after the end date. Showing this month.");
  if (daysBetween(from, to) >= MAX_RANGE_DAYS)
    return fallback("Choose a range of ten years or less. Showing this month.");
  return { range: { preset: "custom", from, to, label: labelOf(from, to) }, error: null };
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
