/**
 * Instants ↔ a time zone's wall clock, with Intl only (no library): what the office types into a
 * `datetime-local` input is the company's wall time, stored as an instant. Pure.
 */

function parts(instant: Date, timeZone: string) {
  const map: Record<string, string> = {};
  for (const p of new Intl.DateTimeFormat("en-CA", {
    timeZone,
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
    second: "2-digit",
    hourCycle: "h23",
  }).formatToParts(instant))
    map[p.type] = p.value;
  return map;
}

/** The calendar date of an instant in a time zone ("YYYY-MM-DD"). */
export function zonedDate(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}`;
}

/** "YYYY-MM-DDTHH:MM", the value of a `datetime-local` input showing the instant in the time zone. */
export function toZonedInput(instant: Date, timeZone: string): string {
  const p = parts(instant, timeZone);
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Milliseconds the zone is ahead of UTC at an instant. */
function offsetAt(instant: Date, timeZone: string): number {
  const p = parts(instant, timeZone);
  const asUtc = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

const LOCAL_RE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;

/**
 * The instant a wall-clock time ("YYYY-MM-DDTHH:MM") names in a time zone, or null when the text is not one. In
 * the hour a DST change skips, the time is read with the offset before the change (like most calendars do).
 */
export function fromZonedInput(value: string, timeZone: string): Date | null {
  const m = LOCAL_RE.exec(value.trim());
  if (!m) return null;
  const [y, mo, d, h, mi, s] = [m[1], m[2], m[3], m[4], m[5], m[6] ?? "0"].map(Number);
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s);
  if (new Date(wall).getUTCDate() !== d) return null;
  const first = wall - offsetAt(new Date(wall), timeZone);
  const offset = offsetAt(new Date(first), timeZone);
  const second = wall - offset;
  // Consistent second guess: the wall time exists with that offset. Otherwise it falls in the skipped hour.
  return new Date(offsetAt(new Date(second), timeZone) === offset ? second : first);
}
