/**
 * The conditions the hourly rules test, and the alerts' dedupe keys. Pure (Intl only for a time zone's wall clock).
 */

/** "HH:MM" → minutes after midnight, or null when the text is not a time. */
export function minutesOfDay(hhmm: string | null | undefined): number | null {
  const m = /^(\d{1,2}):(\d{2})$/.exec(hhmm?.trim() ?? "");
  if (!m) return null;
  const [h, min] = [Number(m[1]), Number(m[2])];
  return h < 24 && min < 60 ? h * 60 + min : null;
}

/** The wall clock of an instant in a time zone: its date and minutes after midnight. */
export function wallClock(instant: Date, timeZone: string): { date: string; minutes: number; hour: number } {
  const map: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant))
    map[p.type] = p.value;
  const hour = Number(map.hour);
  return { date: `${map.year}-${map.month}-${map.day}`, minutes: hour * 60 + Number(map.minute), hour };
}

/** Today's stop is late once the clock passes its window's end plus the threshold (a stop with no end: never). */
export function isRunningLate(
  windowEnd: string | null,
  nowMinutes: number,
  thresholdMinutes: number,
): boolean {
  const end = minutesOfDay(windowEnd);
  return end !== null && nowMinutes >= end + thresholdMinutes;
}

/** The filter needs cleaning when its pressure rose by the threshold or more over the clean pressure. */
export function isFilterPressureHigh(
  cleanPsi: number | null,
  currentPsi: number | null,
  thresholdPsi: number,
): boolean {
  if (cleanPsi === null || currentPsi === null) return false;
  // Rounded to a tenth so 18.1 − 10.1 counts as 8.
  return Math.round((currentPsi - cleanPsi) * 10) / 10 >= thresholdPsi;
}

/** Hours on the clock of a shift (still open: until now), breaks included. */
export function hoursOnClock(clockIn: Date, clockOut: Date | null, now: Date): number {
  return Math.max(0, ((clockOut ?? now).getTime() - clockIn.getTime()) / 3_600_000);
}

export function isLongDay(clockIn: Date, clockOut: Date | null, now: Date, thresholdHours: number): boolean {
  return hoursOnClock(clockIn, clockOut, now) > thresholdHours;
}

/** The daily digest goes out once a day, from 7:00 in the company's time zone. */
export const DIGEST_HOUR = 7;
export function isDigestDue(localHour: number, today: string, sentOn: string | null): boolean {
  return localHour >= DIGEST_HOUR && sentOn !== today;
}

/**
 * `<rule>:<record>[:<episode>]`: at most one unresolved alert per key. The episode (a due date, a last service date)
 * makes a new occurrence of the same record's condition a new alert.
 */
export function dedupeKey(ruleKey: string, recordId: string, episode?: string | null): string {
  return episode ? `${ruleKey}:${recordId}:${episode}` : `${ruleKey}:${recordId}`;
}

export function recordOfKey(key: string): string | null {
  return key.split(":")[1] || null;
}
