/** The "Reassign stops" form of a member's page (shared by the server and the browser), and its counts. */
import { z } from "zod";
import { isCalendarDate } from "~/core/team/pay-period";

export const REASSIGN_MESSAGES = {
  target: "people.reassign.validation.target",
  date: "people.reassign.validation.date",
  past: "people.reassign.validation.past",
  same: "people.reassign.validation.same",
  /** With the member's name: keyed(REASSIGN_MESSAGES.inactive, { name }). */
  inactive: "people.reassign.validation.inactive",
  noStops: "people.reassign.validation.noStops",
  nothing: "people.reassign.validation.nothing",
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
