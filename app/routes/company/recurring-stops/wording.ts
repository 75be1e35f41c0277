import type { T } from "~/components/i18n/i18n-provider";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { weekdayKeys } from "../route-management/weekdays";

/** The catalog key of a date's weekday: `t(weekdayKey(date))`. */
export function weekdayKey(date: string) {
  return weekdayKeys[weekdayOf(date)];
}

/** "09:00–11:00", "after 09:00", "before 11:00" or null for any time. */
export function describeWindow(t: T, start: string | null, end: string | null) {
  if (start && end) return `${start}–${end}`;
  if (start) return t("routing.recurring.after", { time: start });
  if (end) return t("routing.recurring.before", { time: end });
  return null;
}
