import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { convertDimensions, convertTemperature, convertVolume } from "./convert-units";

describe("switching units", () => {
  it("converts worked examples", () => {
    expect(convertVolume(15_000, "us", "metric")).toBe(56_781);
    expect(convertVolume(56_781, "metric", "us")).toBe(15_000);
    expect(convertDimensions({ length: 32, width: 16, averageDepth: 5 }, "us", "metric")).toEqual({
      length: 9.75,
      width: 4.88,
      averageDepth: 1.52,
    });
    expect(convertDimensions({ surfaceArea: 100 }, "metric", "us")).toEqual({ surfaceArea: 1076.39 });
    expect(convertTemperature(82.4, "us", "metric")).toBe(28);
    expect(convertTemperature(28, "metric", "us")).toBe(82.4);
    expect(convertVolume(500, "us", "us")).toBe(500);
  });

  it("property: there and back again stays within rounding", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 500_000 }),
        fc.double({ min: 32, max: 110, noNaN: true }),
        (v, t) => {
          expect(
            Math.abs(convertVolume(convertVolume(v, "us", "metric"), "metric", "us") - v),
          ).toBeLessThanOrEqual(1);
          expect(
            Math.abs(convertTemperature(convertTemperature(t, "us", "metric"), "metric", "us") - t),
          ).toBeLessThan(0.2);
        },
      ),
    );
  });
});
