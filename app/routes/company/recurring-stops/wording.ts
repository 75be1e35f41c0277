import { weekdayNames, weekdayOf } from "~/core/recurrence/recurrence";

/** "4 visits scheduled." — what a save did to the calendar. */
export function scheduledMessage(created: number) {
  if (created === 0) return "no visit falls in the coming weeks yet.";
  return `${created} ${created === 1 ? "visit" : "visits"} scheduled.`;
}

export function weekdayName(date: string) {
  return weekdayNames[weekdayOf(date)];
}

/** "09:00–11:00", "after 09:00", "before 11:00" or null for any time. */
export function describeWindow(start: string | null, end: string | null) {
  if (start && end) return `${start}–${end}`;
  if (start) return `after ${start}`;
  if (end) return `before ${end}`;
  return null;
}
