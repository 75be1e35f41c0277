import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/core/calendar/dates";
import {
  describeRule,
  occurrences,
  type RecurrenceRule,
  ruleProblems,
  weekdayOf,
  weekdaysOf,
} from "./recurrence";
import { planVisits } from "./schedule";

const rule = (over: Partial<RecurrenceRule>): RecurrenceRule => ({
  frequency: "weekly",
  days: [1],
  interval: 1,
  monthWeek: null,
  startDate: "2026-01-01",
  endDate: null,
  ...over,
});

describe("occurrences", () => {
  it("weekly on Monday gives every Monday in the window", () => {
    expect(occurrences(rule({}), "2026-03-01", "2026-03-31")).toEqual([
      "2026-03-02",
      "2026-03-09",
      "2026-03-16",
      "2026-03-23",
      "2026-03-30",
    ]);
  });

  it("keeps the weekday across both US daylight-saving changes (dates are calendar dates)", () => {
    // 2026-03-08 and 2026-11-01 are the US DST changes, both Sundays.
    const sundays = occurrences(rule({ days: [0] }), "2026-03-01", "2026-03-15");
    expect(sundays).toEqual(["2026-03-01", "2026-03-08", "2026-03-15"]);
    const autumn = occurrences(rule({ days: [0, 1] }), "2026-10-25", "2026-11-03");
    expect(autumn).toEqual(["2026-10-25", "2026-10-26", "2026-11-01", "2026-11-02"]);
    // Europe changes on the last Sunday of March / October: same dates, whatever the zone.
    expect(occurrences(rule({ frequency: "daily", days: [] }), "2026-03-28", "2026-03-30")).toEqual([
      "2026-03-28",
      "2026-03-29",
      "2026-03-30",
    ]);
  });

  it("daily runs across month and year ends, leap day included", () => {
    const r = rule({ frequency: "daily", days: [], startDate: "2027-12-30" });
    expect(occurrences(r, "2027-12-30", "2028-01-02")).toEqual([
      "2027-12-30",
      "2027-12-31",
      "2028-01-01",
      "2028-01-02",
    ]);
    expect(occurrences(r, "2028-02-28", "2028-03-01")).toEqual(["2028-02-28", "2028-02-29", "2028-03-01"]);
  });

  it("weekdays skip Saturday and Sunday", () => {
    const dates = occurrences(rule({ frequency: "weekdays", days: [] }), "2026-11-20", "2026-11-24");
    expect(dates).toEqual(["2026-11-20", "2026-11-23", "2026-11-24"]);
  });

  it("every 2 weeks counts from the start date's week", () => {
    const r = rule({ frequency: "every N weeks", interval: 2, days: [2], startDate: "2026-11-03" });
    expect(occurrences(r, "2026-11-01", "2026-12-15")).toEqual([
      "2026-11-03",
      "2026-11-17",
      "2026-12-01",
      "2026-12-15",
    ]);
    // A window that starts later keeps the same fortnight.
    expect(occurrences(r, "2026-11-10", "2026-11-24")).toEqual(["2026-11-17"]);
  });

  it("monthly on the last Friday and on the 2nd Tuesday, month lengths included", () => {
    const lastFriday = rule({ frequency: "monthly", days: [5], monthWeek: -1 });
    expect(occurrences(lastFriday, "2026-01-01", "2026-04-30")).toEqual([
      "2026-01-30",
      "2026-02-27",
      "2026-03-27",
      "2026-04-24",
    ]);
    const secondTuesday = rule({ frequency: "monthly", days: [2], monthWeek: 2 });
    expect(occurrences(secondTuesday, "2026-02-01", "2026-03-31")).toEqual(["2026-02-10", "2026-03-10"]);
  });

  it("custom days visit each chosen weekday", () => {
    const r = rule({ frequency: "custom", days: [1, 4] });
    expect(occurrences(r, "2026-06-01", "2026-06-07")).toEqual(["2026-06-01", "2026-06-04"]);
  });

  it("respects the start and end dates (inclusive)", () => {
    const r = rule({ startDate: "2026-03-09", endDate: "2026-03-23" });
    expect(occurrences(r, "2026-03-01", "2026-04-30")).toEqual(["2026-03-09", "2026-03-16", "2026-03-23"]);
    expect(occurrences(r, "2026-04-01", "2026-04-30")).toEqual([]);
  });

  it("property: every date is in the window, on one of the rule's weekdays, ascending and unique", () => {
    fc.assert(
      fc.property(
        fc.constantFrom("daily", "weekdays", "weekly", "every N weeks", "custom", "monthly"),
        fc.uniqueArray(fc.integer({ min: 0, max: 6 }), { minLength: 1, maxLength: 7 }),
        fc.integer({ min: 2, max: 6 }),
        fc.integer({ min: 0, max: 800 }),
        fc.integer({ min: 0, max: 120 }),
        (frequency, days, interval, startOffset, span) => {
          const r = rule({
            frequency: frequency as RecurrenceRule["frequency"],
            days: frequency === "monthly" ? [days[0]] : days,
            interval,
            monthWeek: frequency === "monthly" ? -1 : null,
            startDate: addDays("2025-01-01", startOffset),
          });
          const from = addDays("2025-06-01", startOffset % 97);
          const to = addDays(from, span);
          const dates = occurrences(r, from, to);
          const allowed = weekdaysOf(r);
          for (const d of dates) {
            expect(d >= from && d <= to && d >= r.startDate).toBe(true);
            expect(allowed).toContain(weekdayOf(d));
          }
          expect([...new Set(dates)].sort()).toEqual(dates);
        },
      ),
    );
  });
});

describe("ruleProblems and describeRule", () => {
  it("names what is missing", () => {
    expect(ruleProblems(rule({ days: [] })).days).toMatch(/at least one day/);
    expect(ruleProblems(rule({ frequency: "monthly", days: [1], monthWeek: 5 })).monthWeek).toBeTruthy();
    expect(ruleProblems(rule({ frequency: "every N weeks", interval: 1 })).interval).toBeTruthy();
    expect(ruleProblems(rule({ startDate: "2026-05-01", endDate: "2026-04-01" })).endDate).toBeTruthy();
    expect(ruleProblems(rule({}))).toEqual({});
  });

  it("says the rule in words", () => {
    expect(describeRule(rule({ days: [4, 1] }))).toBe("Weekly on Monday, Thursday");
    expect(describeRule(rule({ frequency: "every N weeks", interval: 2, days: [2] }))).toBe(
      "Every 2 weeks on Tuesday",
    );
    expect(describeRule(rule({ frequency: "monthly", days: [5], monthWeek: -1 }))).toBe(
      "Monthly on the last Friday",
    );
  });
});

describe("planVisits", () => {
  const weekly = rule({ days: [4] }); // Thursdays
  const window = { from: "2026-11-01", to: "2026-11-30" };

  it("drops the customer's skip dates", () => {
    const visits = planVisits(weekly, { ...window, skipDates: ["2026-11-12"] });
    expect(visits.map((v) => v.serviceDate)).toEqual(["2026-11-05", "2026-11-19", "2026-11-26"]);
  });

  it("skips or moves a visit on a holiday, as the company chooses", () => {
    const holidays = [{ date: "2026-11-26", name: "Thanksgiving" }];
    expect(
      planVisits(weekly, { ...window, holidays, holidayPolicy: "skip" }).map((v) => v.serviceDate),
    ).toEqual(["2026-11-05", "2026-11-12", "2026-11-19"]);
    const moved = planVisits(weekly, { ...window, holidays, holidayPolicy: "next day" });
    expect(moved.at(-1)).toEqual({ occurrenceDate: "2026-11-26", serviceDate: "2026-11-27" });
    const before = planVisits(weekly, { ...window, holidays, holidayPolicy: "previous day" });
    expect(before.at(-1)).toEqual({ occurrenceDate: "2026-11-26", serviceDate: "2026-11-25" });
  });

  it("moves past consecutive holidays, and never onto a day the rule already visits", () => {
    const holidays = [
      { date: "2026-12-24", name: "Christmas Eve" },
      { date: "2026-12-25", name: "Christmas" },
    ];
    const thursday = planVisits(weekly, {
      from: "2026-12-20",
      to: "2026-12-31",
      holidays,
      holidayPolicy: "next day",
    });
    expect(thursday).toEqual([
      { occurrenceDate: "2026-12-24", serviceDate: "2026-12-26" },
      { occurrenceDate: "2026-12-31", serviceDate: "2026-12-31" },
    ]);
    const daily = rule({ frequency: "daily", days: [] });
    const days = planVisits(daily, {
      from: "2026-12-23",
      to: "2026-12-27",
      holidays,
      holidayPolicy: "next day",
    });
    expect(days.map((v) => v.serviceDate)).toEqual(["2026-12-23", "2026-12-26", "2026-12-27"]);
  });

  it("is the same when planned twice, and a wider window only adds visits", () => {
    const opts = { ...window, holidays: [{ date: "2026-11-26", name: "Thanksgiving" }] };
    expect(planVisits(weekly, opts)).toEqual(planVisits(weekly, opts));
    const wider = planVisits(weekly, { ...opts, to: "2026-12-31" });
    expect(wider.slice(0, 3)).toEqual(planVisits(weekly, opts));
  });
});
