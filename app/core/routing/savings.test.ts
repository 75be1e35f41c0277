import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { describeSavings, distanceIn, formatDuration } from "./savings";

describe("formatDuration", () => {
  it("says minutes, hours and both", () => {
    expect(formatDuration(45)).toBe("45 min");
    expect(formatDuration(120)).toBe("2 h");
    expect(formatDuration(125)).toBe("2 h 05 min");
  });
});

describe("describeSavings", () => {
  it("says minutes and miles saved for a US company", () => {
    const before = { seconds: 60 * 95, meters: 40_000 };
    const after = { seconds: 60 * 72, meters: 33_000 };
    expect(describeSavings(before, after, "us")).toBe("saves 23 min of driving and 4.4 mi");
  });

  it("says kilometres for a metric company and hours when it is long", () => {
    expect(
      describeSavings(
        { seconds: 3 * 3600, meters: 90_000 },
        { seconds: 3600 + 55 * 60, meters: 70_500 },
        "metric",
      ),
    ).toBe("saves 1 h 05 min of driving and 19.5 km");
  });

  it("claims only what got shorter", () => {
    expect(describeSavings({ seconds: 3600, meters: 10_000 }, { seconds: 3000, meters: 12_000 }, "us")).toBe(
      "saves 10 min of driving",
    );
  });

  it("says nothing when nothing is saved, or the figures are not numbers", () => {
    expect(describeSavings({ seconds: 600, meters: 5000 }, { seconds: 600, meters: 5000 }, "us")).toBeNull();
    expect(describeSavings({ seconds: 600, meters: 5000 }, { seconds: 900, meters: 7000 }, "us")).toBeNull();
    expect(describeSavings({ seconds: Number.NaN, meters: 1 }, { seconds: 0, meters: 0 }, "us")).toBeNull();
  });

  it("never claims a saving when the new route is no shorter (property)", () => {
    const totals = fc.record({
      seconds: fc.double({ min: 0, max: 1e6, noNaN: true }),
      meters: fc.double({ min: 0, max: 1e7, noNaN: true }),
    });
    fc.assert(
      fc.property(totals, fc.constantFrom("us" as const, "metric" as const), (t, units) => {
        expect(describeSavings(t, t, units)).toBeNull();
        const worse = { seconds: t.seconds + 60, meters: t.meters + 1000 };
        expect(describeSavings(t, worse, units)).toBeNull();
      }),
    );
  });

  it("rounds distance like the Route Builder does", () => {
    expect(distanceIn("us", 1609.344)).toBe(1);
    expect(distanceIn("metric", 1550)).toBe(1.6);
  });
});
