import { describe, expect, it } from "vitest";
import { addDays, daysUntil } from "~/core/calendar/dates";
import {
  dedupeKey,
  hoursOnClock,
  isDigestDue,
  isFilterPressureHigh,
  isLongDay,
  isRunningLate,
  minutesOfDay,
  recordOfKey,
  wallClock,
} from "./conditions";

describe("times of day", () => {
  it("reads HH:MM and refuses anything else", () => {
    expect(minutesOfDay("09:30")).toBe(570);
    expect(minutesOfDay("0:00")).toBe(0);
    expect(minutesOfDay("23:59")).toBe(1439);
    for (const bad of ["24:00", "12:60", "9", "", null, undefined, "ab:cd"])
      expect(minutesOfDay(bad)).toBeNull();
  });

  it("gives the wall clock in a time zone", () => {
    const instant = new Date("2026-07-01T15:45:00Z");
    expect(wallClock(instant, "America/Los_Angeles")).toEqual({
      date: "2026-07-01",
      minutes: 8 * 60 + 45,
      hour: 8,
    });
    expect(wallClock(instant, "Asia/Tokyo")).toEqual({ date: "2026-07-02", minutes: 45, hour: 0 });
  });
});

describe("running late", () => {
  it("is late from the window's end plus the threshold", () => {
    expect(isRunningLate("12:00", 12 * 60 + 29, 30)).toBe(false);
    expect(isRunningLate("12:00", 12 * 60 + 30, 30)).toBe(true);
    expect(isRunningLate("12:00", 12 * 60, 0)).toBe(true);
    expect(isRunningLate(null, 23 * 60, 0)).toBe(false);
  });
});

describe("filter pressure", () => {
  it("is high at the threshold's rise or more", () => {
    expect(isFilterPressureHigh(10, 17.9, 8)).toBe(false);
    expect(isFilterPressureHigh(10, 18, 8)).toBe(true);
    expect(isFilterPressureHigh(10.1, 18.1, 8)).toBe(true);
    expect(isFilterPressureHigh(null, 30, 8)).toBe(false);
    expect(isFilterPressureHigh(10, null, 8)).toBe(false);
  });
});

describe("long day", () => {
  const clockIn = new Date("2026-07-01T06:00:00Z");
  it("counts an open shift until now and a closed one to its end", () => {
    expect(hoursOnClock(clockIn, null, new Date("2026-07-01T16:30:00Z"))).toBe(10.5);
    expect(hoursOnClock(clockIn, new Date("2026-07-01T14:00:00Z"), new Date("2026-07-02T00:00:00Z"))).toBe(8);
    expect(isLongDay(clockIn, null, new Date("2026-07-01T16:00:00Z"), 10)).toBe(false);
    expect(isLongDay(clockIn, null, new Date("2026-07-01T16:01:00Z"), 10)).toBe(true);
    expect(hoursOnClock(clockIn, new Date("2026-07-01T05:00:00Z"), clockIn)).toBe(0);
  });
});

describe("calendar days", () => {
  it("counts and adds days across months and years", () => {
    expect(daysUntil("2026-12-30", "2027-01-02")).toBe(3);
    expect(daysUntil("2026-03-10", "2026-03-01")).toBe(-9);
    expect(addDays("2026-02-27", 2)).toBe("2026-03-01");
    expect(addDays("2026-01-01", -1)).toBe("2025-12-31");
  });
});

describe("the daily digest", () => {
  it("is due from 7:00, once a day", () => {
    expect(isDigestDue(6, "2026-07-01", null)).toBe(false);
    expect(isDigestDue(7, "2026-07-01", null)).toBe(true);
    expect(isDigestDue(18, "2026-07-01", "2026-06-30")).toBe(true);
    expect(isDigestDue(18, "2026-07-01", "2026-07-01")).toBe(false);
  });
});

describe("dedupe keys", () => {
  it("name the rule, the record and the episode", () => {
    expect(dedupeKey("stop-missed", "s1")).toBe("stop-missed:s1");
    expect(dedupeKey("equipment-service-due", "e1", "2026-07-01")).toBe(
      "equipment-service-due:e1:2026-07-01",
    );
    expect(recordOfKey("equipment-service-due:e1:2026-07-01")).toBe("e1");
    expect(recordOfKey("nothing")).toBeNull();
  });
});
