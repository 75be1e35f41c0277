import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays } from "~/core/calendar/dates";
import {
  daysOf,
  formatPeriod,
  isCalendarDate,
  isoWeekday,
  nextPayPeriod,
  type PayPeriodKind,
  payPeriodContaining,
  payPeriodFromParams,
  payPeriodKinds,
  previousPayPeriod,
} from "./pay-period";

describe("pay periods", () => {
  it("weekly periods run Monday to Sunday", () => {
    // 2026-11-22 is a Sunday.
    expect(payPeriodContaining("weekly", "2026-11-22")).toEqual({
      kind: "weekly",
      start: "2026-11-16",
      end: "2026-11-22",
    });
    expect(payPeriodContaining("weekly", "2026-11-23").start).toBe("2026-11-23");
    expect(payPeriodContaining("weekly", "2026-12-31")).toMatchObject({
      start: "2026-12-28",
      end: "2027-01-03",
    });
  });

  it("biweekly periods are fortnights from a fixed Monday, also before it", () => {
    expect(payPeriodContaining("biweekly", "2024-01-01")).toMatchObject({
      start: "2024-01-01",
      end: "2024-01-14",
    });
    expect(payPeriodContaining("biweekly", "2024-01-15")).toMatchObject({
      start: "2024-01-15",
      end: "2024-01-28",
    });
    expect(payPeriodContaining("biweekly", "2023-12-31")).toMatchObject({
      start: "2023-12-18",
      end: "2023-12-31",
    });
    const p = payPeriodContaining("biweekly", "2026-11-22");
    expect(isoWeekday(p.start)).toBe(1);
    expect(daysOf(p)).toHaveLength(14);
  });

  it("semimonthly periods split at the 15th, the second half ends on the month's last day", () => {
    expect(payPeriodContaining("semimonthly", "2026-02-15")).toMatchObject({
      start: "2026-02-01",
      end: "2026-02-15",
    });
    expect(payPeriodContaining("semimonthly", "2026-02-16")).toMatchObject({
      start: "2026-02-16",
      end: "2026-02-28",
    });
    expect(payPeriodContaining("semimonthly", "2028-02-20")).toMatchObject({ end: "2028-02-29" });
  });

  it("monthly periods are calendar months", () => {
    expect(payPeriodContaining("monthly", "2026-11-22")).toMatchObject({
      start: "2026-11-01",
      end: "2026-11-30",
    });
    expect(payPeriodContaining("monthly", "2026-12-31")).toMatchObject({
      start: "2026-12-01",
      end: "2026-12-31",
    });
  });

  it("steps to the next and previous period", () => {
    const week = payPeriodContaining("weekly", "2026-11-22");
    expect(nextPayPeriod(week).start).toBe("2026-11-23");
    expect(previousPayPeriod(week)).toMatchObject({ start: "2026-11-09", end: "2026-11-15" });
    const month = payPeriodContaining("monthly", "2026-01-10");
    expect(previousPayPeriod(month)).toMatchObject({ start: "2025-12-01", end: "2025-12-31" });
  });

  it("tiles the calendar: every day is in exactly one period, periods follow each other", () => {
    const kind = fc.constantFrom<PayPeriodKind>(...payPeriodKinds);
    const day = fc.integer({ min: 0, max: 365 * 30 }).map((n) => addDays("2010-01-01", n));
    fc.assert(
      fc.property(kind, day, (k, d) => {
        const p = payPeriodContaining(k, d);
        expect(p.start <= d && d <= p.end).toBe(true);
        expect(payPeriodContaining(k, p.start)).toEqual(p);
        expect(payPeriodContaining(k, p.end)).toEqual(p);
        expect(nextPayPeriod(p).start).toBe(addDays(p.end, 1));
        expect(previousPayPeriod(p).end).toBe(addDays(p.start, -1));
      }),
    );
  });

  it("reads the period from a URL with a weekly default and refuses bad dates", () => {
    const today = "2026-11-22";
    expect(payPeriodFromParams(new URLSearchParams(""), today)).toMatchObject({
      kind: "weekly",
      start: "2026-11-16",
    });
    expect(payPeriodFromParams(new URLSearchParams("period=monthly&date=2026-10-05"), today)).toMatchObject({
      kind: "monthly",
      start: "2026-10-01",
    });
    expect(payPeriodFromParams(new URLSearchParams("period=yearly&date=2026-02-30"), today)).toMatchObject({
      kind: "weekly",
      start: "2026-11-16",
    });
    expect(isCalendarDate("2026-02-29")).toBe(false);
    expect(isCalendarDate("2028-02-29")).toBe(true);
    expect(() => payPeriodContaining("weekly", "nope")).toThrow();
  });

  it("names a period", () => {
    expect(formatPeriod({ start: "2026-11-16", end: "2026-11-22" })).toBe("Nov 16 – 22, 2026");
    expect(formatPeriod({ start: "2026-12-28", end: "2027-01-03" })).toBe("Dec 28, 2026 – Jan 3, 2027");
  });
});
