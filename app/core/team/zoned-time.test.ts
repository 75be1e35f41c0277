import { describe, expect, it } from "vitest";
import { fromZonedInput, toZonedInput, zonedDate } from "./zoned-time";

describe("zoned time", () => {
  it("reads and writes a company's wall clock", () => {
    const instant = new Date("2026-11-22T14:05:00Z");
    expect(toZonedInput(instant, "America/Chicago")).toBe("2026-11-22T08:05");
    expect(fromZonedInput("2026-11-22T08:05", "America/Chicago")?.toISOString()).toBe(
      "2026-11-22T14:05:00.000Z",
    );
    expect(zonedDate(new Date("2026-11-23T03:00:00Z"), "America/Chicago")).toBe("2026-11-22");
  });

  it("handles summer time and the change days", () => {
    expect(fromZonedInput("2026-07-01T08:00", "America/Chicago")?.toISOString()).toBe(
      "2026-07-01T13:00:00.000Z",
    );
    // 2026-03-08 02:30 does not exist in Chicago; it is read with the offset before the change (= 03:30 CDT).
    expect(fromZonedInput("2026-03-08T02:30", "America/Chicago")?.toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
    expect(fromZonedInput("2026-03-08T01:30", "America/Chicago")?.toISOString()).toBe(
      "2026-03-08T07:30:00.000Z",
    );
    expect(fromZonedInput("2026-03-08T03:30", "America/Chicago")?.toISOString()).toBe(
      "2026-03-08T08:30:00.000Z",
    );
    expect(fromZonedInput("2026-11-01T01:30", "America/Chicago")?.toISOString()).toMatch(
      /^2026-11-01T0[67]:30/,
    );
    expect(fromZonedInput("2026-11-22T08:05", "UTC")?.toISOString()).toBe("2026-11-22T08:05:00.000Z");
  });

  it("refuses what is not a time", () => {
    expect(fromZonedInput("", "UTC")).toBeNull();
    expect(fromZonedInput("2026-02-30T08:00", "UTC")).toBeNull();
    expect(fromZonedInput("2026-11-22T25:00", "UTC")).toBeNull();
  });
});
