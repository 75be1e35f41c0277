import { describe, expect, it } from "vitest";
import { addDays, daysUntil, todayIn } from "./dates";

describe("calendar dates", () => {
  it("adds days across months, years, leap days and the clock changes", () => {
    expect(addDays("2026-11-27", 1)).toBe("2026-11-28");
    expect(addDays("2026-11-30", 1)).toBe("2026-12-01");
    expect(addDays("2026-12-31", 1)).toBe("2027-01-01");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2026-03-08", 1)).toBe("2026-03-09");
    expect(addDays("2026-11-01", -1)).toBe("2026-10-31");
    expect(addDays("2026-11-27", 0)).toBe("2026-11-27");
  });

  it("counts whole days between two dates", () => {
    expect(daysUntil("2026-11-27", "2026-12-04")).toBe(7);
    expect(daysUntil("2026-12-04", "2026-11-27")).toBe(-7);
    expect(daysUntil("2026-03-01", "2026-03-31")).toBe(30);
    expect(daysUntil("2026-11-27", addDays("2026-11-27", 400))).toBe(400);
  });

  it("says today's date in the company's zone, not the server's", () => {
    const now = new Date("2026-11-27T05:30:00Z");
    expect(todayIn("America/Phoenix", now)).toBe("2026-11-26");
    expect(todayIn("Europe/Madrid", now)).toBe("2026-11-27");
    expect(todayIn("Pacific/Kiritimati", new Date("2026-11-27T11:00:00Z"))).toBe("2026-11-28");
  });
});
