/**
 * Which visits a recurring stop should have in a window of dates, after the customer's skip dates (vacations) and the
 * company's holidays. Each visit keeps the date the rule gave it (`occurrenceDate`), which is its identity: a
 * generator that runs twice finds the same visits, and a visit moved by hand is still recognised.
 */
import { addDays } from "~/core/calendar/dates";
import { occurrences, type RecurrenceRule } from "./recurrence";

export const holidayPolicies = ["skip", "next day", "previous day"] as const;
export type HolidayPolicy = (typeof holidayPolicies)[number];
export interface Holiday {
  date: string;
  name: string;
}

export interface PlannedVisit {
  /** The date the rule gives. */
  occurrenceDate: string;
  /** The date it happens (a holiday may move it). */
  serviceDate: string;
}

export interface PlanOptions {
  from: string;
  to: string;
  /** The customer's own dates with no visit (vacation, a one-off "not this week"). */
  skipDates?: readonly string[];
  holidays?: readonly Holiday[];
  holidayPolicy?: HolidayPolicy;
}

/**
 * The visits from `from` to `to`. A skip date drops its visit. A holiday drops it or moves it a day (again while the
 * new day is a holiday too); a visit moved onto a day that already has one, or out of the window, is dropped.
 */
export function planVisits(rule: RecurrenceRule, options: PlanOptions): PlannedVisit[] {
  const skip = new Set(options.skipDates ?? []);
  const holidays = new Set((options.holidays ?? []).map((h) => h.date));
  const policy = options.holidayPolicy ?? "skip";
  const step = policy === "next day" ? 1 : -1;
  // Look one week either side so a visit moved into the window by a holiday is found too.
  const dates = occurrences(rule, addDays(options.from, -7), addDays(options.to, 7));
  // A day the rule visits anyway keeps its own visit; one moved onto it is dropped.
  const ruleDates = new Set(dates.filter((d) => !skip.has(d) && !holidays.has(d)));
  const taken = new Set<string>();
  const visits: PlannedVisit[] = [];
  for (const occurrenceDate of dates) {
    if (skip.has(occurrenceDate)) continue;
    let serviceDate = occurrenceDate;
    if (holidays.has(serviceDate)) {
      if (policy === "skip") continue;
      for (let tries = 0; holidays.has(serviceDate) && tries < 7; tries++)
        serviceDate = addDays(serviceDate, step);
      if (holidays.has(serviceDate) || skip.has(serviceDate) || ruleDates.has(serviceDate)) continue;
    }
    if (serviceDate < options.from || serviceDate > options.to) continue;
    if (taken.has(serviceDate)) continue;
    taken.add(serviceDate);
    visits.push({ occurrenceDate, serviceDate });
  }
  return visits;
}
