import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { dayBefore, type RateEntry, rateHistory, rateOn, ratesOn } from "./rates";

const sheet: RateEntry[] = [
  { kind: "hour", amountCents: 2000, effectiveOn: "2026-01-01" },
  { kind: "hour", amountCents: 2200, effectiveOn: "2026-06-01" },
  { kind: "hour", amountCents: 2500, effectiveOn: "2027-01-01" },
  { kind: "stop", amountCents: 1500, effectiveOn: "2026-03-15" },
];

describe("rateOn", () => {
  it("picks the latest rate that took effect on or before the day", () => {
    expect(rateOn(sheet, "hour", "2026-05-31")?.amountCents).toBe(2000);
    expect(rateOn(sheet, "hour", "2026-06-01")?.amountCents).toBe(2200);
    expect(rateOn(sheet, "hour", "2026-11-22")?.amountCents).toBe(2200);
    expect(rateOn(sheet, "hour", "2027-01-01")?.amountCents).toBe(2500);
  });

  it("is null before the first rate and for a kind without rates", () => {
    expect(rateOn(sheet, "hour", "2025-12-31")).toBeNull();
    expect(rateOn(sheet, "job", "2026-11-22")).toBeNull();
    expect(rateOn([], "stop", "2026-11-22")).toBeNull();
  });

  it("does not depend on the order of the sheet", () => {
    fc.assert(
      fc.property(fc.shuffledSubarray(sheet, { minLength: sheet.length }), (shuffled) => {
        expect(ratesOn(shuffled, "2026-11-22")).toEqual(ratesOn(sheet, "2026-11-22"));
      }),
    );
  });
});

describe("rateHistory", () => {
  it("lists every rate newest first with its status and last day", () => {
    const history = rateHistory(sheet, "2026-11-22");
    expect(history.map((h) => [h.rate.kind, h.rate.effectiveOn, h.status, h.endedOn])).toEqual([
      ["hour", "2027-01-01", "upcoming", null],
      ["hour", "2026-06-01", "current", "2026-12-31"],
      ["stop", "2026-03-15", "current", null],
      ["hour", "2026-01-01", "past", "2026-05-31"],
    ]);
  });

  it("keeps every entry (history is never lost)", () => {
    expect(rateHistory(sheet, "2026-11-22")).toHaveLength(sheet.length);
    expect(rateHistory([], "2026-11-22")).toEqual([]);
  });
});

describe("dayBefore", () => {
  it("crosses months and years", () => {
    expect(dayBefore("2026-03-01")).toBe("2026-02-28");
    expect(dayBefore("2024-03-01")).toBe("2024-02-29");
    expect(dayBefore("2027-01-01")).toBe("2026-12-31");
  });
});
