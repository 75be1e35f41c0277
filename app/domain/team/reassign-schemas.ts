/** The "Reassign stops" form of a member's page (shared by the server and the browser), and its counts. */
import { z } from "zod";
import { isCalendarDate } from "~/core/team/pay-period";

export const REASSIGN_MESSAGES = {
  target: "Choose who takes the stops.",
  date: "Enter the first day to hand over (YYYY-MM-DD).",
  past: "Choose today or a later date.",
  same: "Choose someone else: these are already this member's stops.",
  inactive: "is not an active member. Choose someone on the team.",
  noStops: "does not work stops (their role can't). Choose a technician.",
  nothing: "Nothing to move from that date.",
} as const;

/** Form fields arrive as strings; a missing field counts as empty. */
const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

export const reassignStopsSchema = z.object({
  technicianId: text(z.string().trim().min(1, REASSIGN_MESSAGES.target)),
  fromDate: text(z.string().trim().refine(isCalendarDate, REASSIGN_MESSAGES.date)),
});
export type ReassignStopsInput = z.output<typeof reassignStopsSchema>;

/** What a member has that a handover from some date would move: stops per date, and each recurring stop's end. */
export interface ReassignableWork {
  stopsByDate: { date: string; count: number }[];
  recurringEnds: (string | null)[];
}

/** How many stops and recurring stops a handover from `fromDate` moves (the page's confirmation, the server's check). */
export function countReassignable(work: ReassignableWork, fromDate: string) {
  return {
    stops: work.stopsByDate.filter((d) => d.date >= fromDate).reduce((n, d) => n + d.count, 0),
    recurringStops: work.recurringEnds.filter((end) => end === null || end >= fromDate).length,
  };
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "3 stops and 1 recurring stop" — the confirmation and the toast say it the same way. */
export function reassignCounts(counts: { stops: number; recurringStops: number }) {
  return `${plural(counts.stops, "stop", "stops")} and ${plural(counts.recurringStops, "recurring stop", "recurring stops")}`;
}
