/**
 * When a recurring service stop happens. Service dates are calendar dates (`YYYY-MM-DD`), never instants: the rule
 * is expanded with rrule on "floating" UTC midnights, so a daylight-saving change in the company's time zone cannot
 * move a visit to another day. "Today" is the caller's business (the company's time zone, see domain/routing).
 */
import * as rruleModule from "rrule";

// rrule ships CommonJS for Node and ESM for bundlers; take the namespace whichever way it was loaded.
const { RRule } = ((rruleModule as unknown as { default?: typeof rruleModule }).default ??
  rruleModule) as typeof rruleModule;

export const frequencies = ["daily", "weekdays", "weekly", "every N weeks", "monthly", "custom"] as const;
export type Frequency = (typeof frequencies)[number];

/** 0 = Sunday … 6 = Saturday, as `Date.getUTCDay()`. */
export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const weekdayShort = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Which week of the month for "monthly": 1–4, or -1 for the last. */
export const monthWeeks = [1, 2, 3, 4, -1] as const;
export const monthWeekLabels: Record<number, string> = {
  1: "1st",
  2: "2nd",
  3: "3rd",
  4: "4th",
  [-1]: "Last",
};

export interface RecurrenceRule {
  frequency: Frequency;
  /** Weekdays visited (0 = Sunday), for weekly, every N weeks and custom; one weekday for monthly. */
  days: number[];
  /** Weeks between visits for "every N weeks" (2 = every other week); 1 otherwise. */
  interval: number;
  /** For monthly: which week of the month (1–4, -1 = last). */
  monthWeek: number | null;
  startDate: string;
  /** Last possible visit, inclusive; null = open-ended. */
  endDate: string | null;
}

const rruleDays = () => [RRule.SU, RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA];

export function toUtcDate(date: string): Date {
  const [y, m, d] = date.split("-").map(Number);
  return new Date(Date.UTC(y, m - 1, d));
}

export function fromUtcDate(date: Date): string {
  return date.toISOString().slice(0, 10);
}

export function weekdayOf(date: string): number {
  return toUtcDate(date).getUTCDay();
}

/** The weekdays a rule can fall on: where its stops appear in the standing weekly routes. */
export function weekdaysOf(rule: Pick<RecurrenceRule, "frequency" | "days">): number[] {
  switch (rule.frequency) {
    case "daily":
      return [0, 1, 2, 3, 4, 5, 6];
    case "weekdays":
      return [1, 2, 3, 4, 5];
    default:
      return [...new Set(rule.days)].sort((a, b) => a - b);
  }
}

/** What is wrong with a rule, by field; empty when it can be expanded. */
export function ruleProblems(rule: RecurrenceRule): Partial<Record<keyof RecurrenceRule, string>> {
  const problems: Partial<Record<keyof RecurrenceRule, string>> = {};
  const needsDays =
    rule.frequency === "weekly" || rule.frequency === "every N weeks" || rule.frequency === "custom";
  if (needsDays && rule.days.length === 0) problems.days = "Choose at least one day of the week.";
  if (rule.days.some((d) => !Number.isInteger(d) || d < 0 || d > 6))
    problems.days = "Unknown day of the week.";
  if (rule.frequency === "monthly") {
    if (rule.days.length !== 1) problems.days = "Choose the one weekday of the month.";
    if (!monthWeeks.includes(rule.monthWeek as (typeof monthWeeks)[number]))
      problems.monthWeek = "Choose which week of the month (1st–4th or last).";
  }
  if (
    rule.frequency === "every N weeks" &&
    (!Number.isInteger(rule.interval) || rule.interval < 2 || rule.interval > 12)
  )
    problems.interval = "Every 2 to 12 weeks.";
  if (rule.endDate && rule.endDate < rule.startDate)
    problems.endDate = "The end date is before the start date.";
  return problems;
}

/**
 * The rule's dates from `from` to `to` (both inclusive), ascending. The rule's own start and end bound them too.
 * "Every N weeks" counts weeks from the week of the start date (weeks start on Monday).
 */
export function occurrences(rule: RecurrenceRule, from: string, to: string): string[] {
  const start = rule.startDate > from ? rule.startDate : from;
  const end = rule.endDate && rule.endDate < to ? rule.endDate : to;
  if (end < start) return [];
  const days = rruleDays();
  const base = { dtstart: toUtcDate(rule.startDate), until: toUtcDate(end), wkst: RRule.MO };
  let options: ConstructorParameters<typeof RRule>[0];
  switch (rule.frequency) {
    case "daily":
      options = { ...base, freq: RRule.DAILY };
      break;
    case "weekdays":
      options = { ...base, freq: RRule.WEEKLY, byweekday: [1, 2, 3, 4, 5].map((d) => days[d]) };
      break;
    case "monthly":
      options = { ...base, freq: RRule.MONTHLY, byweekday: [days[rule.days[0]].nth(rule.monthWeek ?? 1)] };
      break;
    default:
      options = {
        ...base,
        freq: RRule.WEEKLY,
        interval: rule.frequency === "every N weeks" ? rule.interval : 1,
        byweekday: weekdaysOf(rule).map((d) => days[d]),
      };
  }
  return new RRule(options).between(toUtcDate(start), toUtcDate(end), true).map(fromUtcDate);
}

/** A sentence for lists and headers: "Weekly on Monday, Thursday", "Every 2 weeks on Tuesday", … */
export function describeRule(
  rule: Pick<RecurrenceRule, "frequency" | "days" | "interval" | "monthWeek">,
): string {
  const names = weekdaysOf(rule).map((d) => weekdayNames[d]);
  switch (rule.frequency) {
    case "daily":
      return "Daily";
    case "weekdays":
      return "Every weekday";
    case "weekly":
      return `Weekly on ${names.join(", ")}`;
    case "every N weeks":
      return `Every ${rule.interval} weeks on ${names.join(", ")}`;
    case "monthly":
      return `Monthly on the ${monthWeekLabels[rule.monthWeek ?? 1].toLowerCase()} ${names[0] ?? ""}`.trim();
    case "custom":
      return `Every ${names.join(", ")}`;
  }
}
