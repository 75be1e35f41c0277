/** A company's opening hours on its public page: per weekday (0 = Sunday … 6 = Saturday) opens–closes, or closed. */
export type Weekday = "0" | "1" | "2" | "3" | "4" | "5" | "6";
export type OpeningHours = Partial<Record<Weekday, { opens: string; closes: string }>>;

/** Monday first, as people read a week's hours. */
export const weekdays: readonly { day: Weekday; name: string }[] = [
  { day: "1", name: "Monday" },
  { day: "2", name: "Tuesday" },
  { day: "3", name: "Wednesday" },
  { day: "4", name: "Thursday" },
  { day: "5", name: "Friday" },
  { day: "6", name: "Saturday" },
  { day: "0", name: "Sunday" },
];

const timePattern = /^([01]\d|2[0-3]):[0-5]\d$/;
/** "08:00" … "23:59" (what a time input sends). */
export const isTime = (v: string) => timePattern.test(v);

/** "8:00 AM" from "08:00". */
export function formatTime(time: string) {
  const [h, m] = time.split(":").map(Number);
  const suffix = h < 12 ? "AM" : "PM";
  const hour = h % 12 === 0 ? 12 : h % 12;
  return `${hour}:${String(m).padStart(2, "0")} ${suffix}`;
}

/**
 * The week as rows to show, Monday first, with consecutive days of the same hours folded ("Monday – Friday").
 * An empty object means the company gave no hours: no rows.
 */
export function hoursRows(hours: OpeningHours): { days: string; hours: string }[] {
  if (Object.keys(hours).length === 0) return [];
  const text = (d: Weekday) => {
    const h = hours[d];
    return h ? `${formatTime(h.opens)} – ${formatTime(h.closes)}` : "Closed";
  };
  const rows: { from: string; to: string; hours: string }[] = [];
  for (const { day, name } of weekdays) {
    const last = rows.at(-1);
    if (last && last.hours === text(day)) last.to = name;
    else rows.push({ from: name, to: name, hours: text(day) });
  }
  return rows.map((r) => ({ days: r.from === r.to ? r.from : `${r.from} – ${r.to}`, hours: r.hours }));
}
