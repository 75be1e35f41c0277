import { describe, expect, it } from "vitest";
import { defaultTargets } from "~/core/water/targets";
import { flagReading, flagReadings, freeChlorineForCya, slamLevel, targetsFor } from "./ranges";

describe("freeChlorineForCya (TFP FC/CYA chart)", () => {
  // CYA, minimum FC, target FC low–high, SLAM: the chart's rows for manually dosed pools.
  const chart: [number, number, number, number, number][] = [
    [20, 2, 3, 5, 10],
    [30, 2, 4, 6, 12],
    [40, 3, 5, 7, 16],
    [50, 4, 6, 8, 20],
    [60, 5, 7, 9, 24],
    [70, 5, 8, 10, 28],
    [80, 6, 9, 11, 31],
    [90, 7, 10, 12, 35],
    [100, 8, 11, 13, 39],
  ];
  it.each(chart)("CYA %i: minimum %i, target %i–%i, SLAM %i", (cya, minimum, low, high, slam) => {
    const levels = freeChlorineForCya(cya);
    expect(levels.minimum).toBe(minimum);
    expect(levels.target).toEqual({ min: low, max: high });
    expect(levels.slam).toBe(slam);
    expect(levels.ideal).toBe((low + high) / 2);
  });

  // The chart's SWG rows: CYA, minimum FC, target FC.
  it.each([
    [60, 3, 4],
    [70, 3, 5],
    [80, 4, 6],
  ])("salt pool, CYA %i: minimum %i, target %i", (cya, minimum, target) => {
    const levels = freeChlorineForCya(cya, { saltwater: true });
    expect(levels.minimum).toBe(minimum);
    expect(levels.ideal).toBe(target);
    expect(levels.target.min).toBe(target);
  });

  it("interpolates SLAM between rows and extends it beyond the chart", () => {
    expect(slamLevel(35)).toBe(14);
    expect(slamLevel(0)).toBe(10);
    expect(slamLevel(120)).toBeCloseTo(46.8, 5);
  });

  it("never asks for less than 1 ppm and keeps the band above the minimum", () => {
    const none = freeChlorineForCya(0);
    expect(none.minimum).toBe(1);
    expect(none.target.min).toBeGreaterThanOrEqual(none.minimum);
    expect(none.target.max).toBeGreaterThanOrEqual(none.target.min);
    expect(freeChlorineForCya(-5).cyanuricAcid).toBe(0);
  });

  it("uses Pool Math's mustard-algae level (CYA/2 + 4.5, at least 12)", () => {
    expect(freeChlorineForCya(40).mustardSlam).toBe(24);
    expect(freeChlorineForCya(10).mustardSlam).toBe(12);
  });
});

describe("targetsFor", () => {
  it("layers FC by CYA over the defaults for a chlorine pool", () => {
    const { targets, freeChlorine } = targetsFor({
      sanitizer: "chlorine",
      surface: "plaster",
      cyanuricAcid: 40,
    });
    expect(targets.freeChlorine).toEqual({ min: 3, max: 7, ideal: 6 });
    expect(targets.pH).toEqual(defaultTargets("chlorine", "plaster").pH);
    expect(targets.combinedChlorine).toEqual({ min: 0, max: 0.5, ideal: 0 });
    expect(freeChlorine?.slam).toBe(16);
  });

  it("uses the SWG chart for salt pools", () => {
    const { targets } = targetsFor({ sanitizer: "salt", surface: "pebble", cyanuricAcid: 70 });
    expect(targets.freeChlorine).toEqual({ min: 3, max: 10, ideal: 5 });
    expect(targets.salt).toEqual({ min: 2700, max: 3400, ideal: 3200 });
  });

  it("keeps the default FC range when CYA was not measured", () => {
    const { targets, freeChlorine } = targetsFor({ sanitizer: "chlorine", surface: "vinyl" });
    expect(targets.freeChlorine).toEqual({ min: 1, max: 5, ideal: 3 });
    expect(freeChlorine).toBeNull();
  });

  it("keeps a company's own FC range", () => {
    const own = { ...defaultTargets("chlorine", "plaster"), freeChlorine: { min: 2, max: 4 } };
    const { targets } = targetsFor({
      sanitizer: "chlorine",
      surface: "plaster",
      cyanuricAcid: 40,
      targets: own,
    });
    expect(targets.freeChlorine).toEqual({ min: 2, max: 4 });
  });

  it("gives bromine pools bromine, no FC, no CYA and no combined chlorine", () => {
    const { targets, freeChlorine } = targetsFor({
      sanitizer: "bromine",
      surface: "fiberglass",
      cyanuricAcid: 30,
    });
    expect(targets.bromine).toEqual({ min: 3, max: 5, ideal: 4 });
    expect(targets.freeChlorine).toBeUndefined();
    expect(targets.cyanuricAcid).toBeUndefined();
    expect(targets.combinedChlorine).toBeUndefined();
    expect(freeChlorine).toBeNull();
  });

  it("keeps a mineral pool's low-chlorine range", () => {
    const { targets } = targetsFor({ sanitizer: "mineral", surface: "vinyl", cyanuricAcid: 40 });
    expect(targets.freeChlorine).toEqual({ min: 0.5, max: 1.5, ideal: 1 });
  });

  it("uses the surface's calcium range", () => {
    expect(targetsFor({ sanitizer: "chlorine", surface: "vinyl" }).targets.calciumHardness).toEqual({
      min: 150,
      max: 400,
      ideal: 250,
    });
  });
});

describe("flags", () => {
  it("says how far off a reading is", () => {
    expect(flagReading("pH", 8.2, { min: 7.2, max: 7.8 }, "us")).toEqual({
      reading: "pH",
      value: 8.2,
      range: { min: 7.2, max: 7.8 },
      status: "high",
      off: 0.4,
      message: "pH 8.2 is 0.4 above 7.8",
    });
    expect(flagReading("freeChlorine", 1, { min: 3, max: 7 }, "us").message).toBe(
      "Free chlorine 1 ppm is 2 ppm below 3 ppm",
    );
    expect(flagReading("salt", 2500, { min: 2700, max: 3400 }, "us").message).toBe(
      "Salt 2,500 ppm is 200 ppm below 2,700 ppm",
    );
    expect(flagReading("phosphates", 800, { min: 0, max: 500 }, "metric").message).toBe(
      "Phosphates 800 ppb is 300 ppb above 500 ppb",
    );
    expect(flagReading("totalAlkalinity", 90, { min: 60, max: 120 }, "us")).toMatchObject({
      status: "ok",
      off: 0,
      message: "Total alkalinity 90 ppm is within 60–120 ppm",
    });
  });

  it("flags every measured reading with a target, sanitizer first, with combined chlorine derived", () => {
    const { targets } = targetsFor({ sanitizer: "chlorine", surface: "plaster", cyanuricAcid: 40 });
    const flags = flagReadings(
      { pH: 7.5, freeChlorine: 4, totalChlorine: 5, cyanuricAcid: 40, temperature: 80, salt: 500 },
      targets,
      "us",
    );
    expect(flags.map((f) => [f.reading, f.status])).toEqual([
      ["freeChlorine", "ok"],
      ["combinedChlorine", "high"],
      ["pH", "ok"],
      ["cyanuricAcid", "ok"],
    ]);
    expect(flags[1].message).toBe("Combined chlorine 1 ppm is 0.5 ppm above 0.5 ppm");
  });
});
