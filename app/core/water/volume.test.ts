import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  averageDepth,
  computeVolume,
  dimensionLimits,
  gallonsToLitres,
  isPlausibleVolume,
  LITRES_PER_GALLON,
  litresToGallons,
  type Shape,
  shapes,
  type Units,
  type VolumeField,
  type VolumeInput,
} from "./volume";

function volumeOf(input: VolumeInput): number {
  const result = computeVolume(input);
  if (!result.ok) throw new Error(`expected a volume, got ${JSON.stringify(result.errors)}`);
  return result.volume;
}

const english = translatorFor("en");
const spanish = translatorFor("es", "es-MX");

/** The errors of a volume that can't be computed, read back in English (core says them as keyed messages). */
function errorsOf(input: VolumeInput, words = english): Record<string, string> {
  const result = computeVolume(input);
  if (result.ok) throw new Error(`expected errors, got volume ${result.volume}`);
  return Object.fromEntries(
    Object.entries(result.errors).map(([field, message]) => [field, words.text(message)]),
  );
}

/** isPlausibleVolume's message, read back in English. */
function plausible(...args: Parameters<typeof isPlausibleVolume>): string | null {
  const message = isPlausibleVolume(...args);
  return message === null ? null : english.text(message);
}

const FEET_PER_METRE = 1 / 0.3048;
const SQ_FEET_PER_SQ_METRE = 1 / 0.09290304;

describe("computeVolume — known pools (US)", () => {
  it("a 16 × 32 ft rectangle 5.5 ft deep holds about 21,000 gal", () => {
    const volume = volumeOf({ shape: "rectangle", units: "us", length: 32, width: 16, averageDepth: 5.5 });
    expect(volume).toBe(21_120); // 16 × 32 × 5.5 × 7.5
    expect(Math.abs(volume - 21_000) / 21_000).toBeLessThanOrEqual(0.01);
  });

  it("a 15 ft round pool 4 ft deep holds about 5,300 gal", () => {
    const volume = volumeOf({ shape: "round", units: "us", diameter: 15, averageDepth: 4 });
    expect(volume).toBe(5_310); // 15² × 4 × 5.9
    expect(Math.abs(volume - 5_300) / 5_300).toBeLessThanOrEqual(0.01);
  });

  it("an oval uses length × width × depth × 5.9", () => {
    expect(volumeOf({ shape: "oval", units: "us", length: 20, width: 10, averageDepth: 5 })).toBe(5_900);
  });

  it("a kidney uses (A + B) × length × depth × 0.45 × 7.5", () => {
    // 25 × 30 × 5 × 3.375 = 12,656.25
    expect(
      volumeOf({ shape: "kidney", units: "us", length: 30, widthA: 15, widthB: 10, averageDepth: 5 }),
    ).toBe(12_656);
  });

  it("a freeform pool uses surface area × depth × 7.5", () => {
    expect(volumeOf({ shape: "freeform", units: "us", surfaceArea: 600, averageDepth: 5 })).toBe(22_500);
  });

  it("averages the shallow and deep ends", () => {
    expect(
      volumeOf({ shape: "rectangle", units: "us", length: 32, width: 16, shallowDepth: 3.5, deepDepth: 7.5 }),
    ).toBe(21_120);
  });

  it("uses the average depth when it is given, ignoring shallow and deep", () => {
    expect(
      volumeOf({
        shape: "rectangle",
        units: "us",
        length: 32,
        width: 16,
        averageDepth: 5.5,
        shallowDepth: 99,
        deepDepth: -1,
      }),
    ).toBe(21_120);
  });

  it("a spa: 7 ft round, 3 ft deep", () => {
    expect(volumeOf({ shape: "round", units: "us", diameter: 7, averageDepth: 3 })).toBe(867); // 49 × 3 × 5.9
  });

  it("ignores fields the shape does not use", () => {
    expect(
      volumeOf({ shape: "round", units: "us", diameter: 15, averageDepth: 4, length: -5, width: null }),
    ).toBe(5_310);
  });

  it("never returns 0 for a tiny but valid body of water", () => {
    expect(volumeOf({ shape: "round", units: "metric", diameter: 0.01, averageDepth: 0.15 })).toBe(1);
  });
});

describe("computeVolume — known pools (metric)", () => {
  it("10 × 5 m, 1.5 m deep holds 75,000 L", () => {
    expect(volumeOf({ shape: "rectangle", units: "metric", length: 10, width: 5, averageDepth: 1.5 })).toBe(
      75_000,
    );
  });

  it("a round pool uses π(d/2)² × depth × 1000", () => {
    // π × 2.5² × 1.2 × 1000 = 23,561.9
    expect(volumeOf({ shape: "round", units: "metric", diameter: 5, averageDepth: 1.2 })).toBe(23_562);
  });

  it("an oval uses π(L/2)(W/2) × depth × 1000", () => {
    // π × 4 × 2 × 1.5 × 1000 = 37,699.1
    expect(volumeOf({ shape: "oval", units: "metric", length: 8, width: 4, averageDepth: 1.5 })).toBe(37_699);
  });

  it("a kidney uses 0.45 × (A + B) × length × depth × 1000", () => {
    // 0.45 × 8 × 10 × 1.5 × 1000 = 54,000
    expect(
      volumeOf({ shape: "kidney", units: "metric", length: 10, widthA: 5, widthB: 3, averageDepth: 1.5 }),
    ).toBe(54_000);
  });

  it("a freeform pool uses area × depth × 1000", () => {
    expect(
      volumeOf({ shape: "freeform", units: "metric", surfaceArea: 40, shallowDepth: 1, deepDepth: 2 }),
    ).toBe(60_000);
  });
});

describe("computeVolume — validation", () => {
  it("asks for every missing dimension, in the unit system's words", () => {
    expect(errorsOf({ shape: "rectangle", units: "us" })).toEqual({
      length: "Enter the length in feet.",
      width: "Enter the width in feet.",
      averageDepth: "Enter the average depth in feet, or the shallow and deep end depths.",
    });
    expect(errorsOf({ shape: "kidney", units: "metric", averageDepth: 1 })).toEqual({
      length: "Enter the length in metres.",
      widthA: "Enter the widest width in metres.",
      widthB: "Enter the narrowest width in metres.",
    });
    expect(errorsOf({ shape: "freeform", units: "us", averageDepth: 4 })).toEqual({
      surfaceArea: "Enter the surface area in square feet.",
    });
    expect(errorsOf({ shape: "round", units: "metric", averageDepth: 1 })).toEqual({
      diameter: "Enter the diameter in metres.",
    });
  });

  it("treats NaN and null as missing", () => {
    expect(errorsOf({ shape: "round", units: "us", diameter: Number.NaN, averageDepth: null })).toEqual({
      diameter: "Enter the diameter in feet.",
      averageDepth: "Enter the average depth in feet, or the shallow and deep end depths.",
    });
  });

  it("rejects infinity", () => {
    expect(
      errorsOf({ shape: "round", units: "us", diameter: Number.POSITIVE_INFINITY, averageDepth: 4 }),
    ).toEqual({
      diameter: "Enter the diameter as a number of feet.",
    });
  });

  it("rejects zero and negative dimensions", () => {
    expect(errorsOf({ shape: "rectangle", units: "us", length: 0, width: -3, averageDepth: 0 })).toEqual({
      length: "The length must be more than 0 ft.",
      width: "The width must be more than 0 ft.",
      averageDepth: "The average depth must be more than 0 ft.",
    });
    expect(errorsOf({ shape: "freeform", units: "metric", surfaceArea: -1, averageDepth: 1 })).toEqual({
      surfaceArea: "The surface area must be more than 0 m².",
    });
  });

  it("rejects implausible US dimensions", () => {
    expect(errorsOf({ shape: "rectangle", units: "us", length: 201, width: 200, averageDepth: 21 })).toEqual({
      length: "A length over 200 ft is not plausible.",
      averageDepth: "A depth over 20 ft is not plausible.",
    });
    expect(errorsOf({ shape: "round", units: "us", diameter: 250, averageDepth: 0.4 })).toEqual({
      diameter: "A diameter over 200 ft is not plausible.",
      averageDepth: "A depth under 0.5 ft is not plausible.",
    });
    expect(errorsOf({ shape: "freeform", units: "us", surfaceArea: 40_001, averageDepth: 5 })).toEqual({
      surfaceArea: "A surface area over 40,000 sq ft is not plausible.",
    });
  });

  it("rejects implausible metric dimensions", () => {
    expect(errorsOf({ shape: "oval", units: "metric", length: 61, width: 60, averageDepth: 6.5 })).toEqual({
      length: "A length over 60 m is not plausible.",
      averageDepth: "A depth over 6 m is not plausible.",
    });
    expect(errorsOf({ shape: "rectangle", units: "metric", length: 5, width: 3, averageDepth: 0.1 })).toEqual(
      {
        averageDepth: "A depth under 0.15 m is not plausible.",
      },
    );
    expect(errorsOf({ shape: "freeform", units: "metric", surfaceArea: 3_601, averageDepth: 1 })).toEqual({
      surfaceArea: "A surface area over 3,600 m² is not plausible.",
    });
  });

  it("accepts the limits themselves", () => {
    expect(
      computeVolume({ shape: "rectangle", units: "us", length: 200, width: 200, averageDepth: 20 }).ok,
    ).toBe(true);
    expect(
      computeVolume({ shape: "rectangle", units: "us", length: 1, width: 1, averageDepth: 0.5 }).ok,
    ).toBe(true);
    expect(
      computeVolume({ shape: "rectangle", units: "metric", length: 60, width: 60, averageDepth: 6 }).ok,
    ).toBe(true);
    expect(
      computeVolume({ shape: "rectangle", units: "metric", length: 1, width: 1, averageDepth: 0.15 }).ok,
    ).toBe(true);
  });

  it("needs both ends when no average depth is given", () => {
    expect(errorsOf({ shape: "round", units: "us", diameter: 15, shallowDepth: 3 })).toEqual({
      deepDepth: "Enter the deep end depth in feet.",
    });
    expect(errorsOf({ shape: "round", units: "metric", diameter: 5, deepDepth: 2 })).toEqual({
      shallowDepth: "Enter the shallow end depth in metres.",
    });
    expect(errorsOf({ shape: "round", units: "us", diameter: 15, shallowDepth: 0.2, deepDepth: 25 })).toEqual(
      {
        shallowDepth: "A depth under 0.5 ft is not plausible.",
        deepDepth: "A depth over 20 ft is not plausible.",
      },
    );
  });

  it("rejects a shallow end deeper than the deep end, and accepts a flat floor", () => {
    expect(errorsOf({ shape: "round", units: "us", diameter: 15, shallowDepth: 6, deepDepth: 4 })).toEqual({
      shallowDepth: "The shallow end can't be deeper than the deep end.",
    });
    expect(volumeOf({ shape: "round", units: "us", diameter: 15, shallowDepth: 4, deepDepth: 4 })).toBe(
      5_310,
    );
  });

  it("rejects a kidney whose narrowest width is wider than its widest", () => {
    expect(
      errorsOf({ shape: "kidney", units: "us", length: 30, widthA: 10, widthB: 15, averageDepth: 5 }),
    ).toEqual({ widthB: "The narrowest width can't be more than the widest width." });
  });

  it("rejects an unknown shape or unit system", () => {
    expect(errorsOf({ shape: "triangle" as Shape, units: "us", averageDepth: 4 })).toEqual({
      shape: "Choose a shape.",
    });
    expect(errorsOf({ shape: "round", units: "imperial" as Units, diameter: 4, averageDepth: 4 })).toEqual({
      units: "Choose feet and gallons or metres and litres.",
    });
  });
});

describe("isPlausibleVolume", () => {
  it("accepts typical volumes", () => {
    expect(plausible(21_120, "us", "pool")).toBeNull();
    expect(plausible(75_000, "metric", "pool")).toBeNull();
    expect(plausible(400, "us", "spa")).toBeNull();
    expect(plausible(1_500, "metric", "spa")).toBeNull();
    expect(plausible(50, "us", "fountain")).toBeNull();
    expect(plausible(50, "metric", "water feature")).toBeNull();
  });

  it("accepts the limits themselves", () => {
    expect(plausible(500, "us", "pool")).toBeNull();
    expect(plausible(1_000_000, "us", "pool")).toBeNull();
    expect(plausible(2_000, "metric", "pool")).toBeNull();
    expect(plausible(4_000_000, "metric", "pool")).toBeNull();
    expect(plausible(50, "us", "spa")).toBeNull();
    expect(plausible(3_000, "us", "spa")).toBeNull();
    expect(plausible(200, "metric", "spa")).toBeNull();
    expect(plausible(12_000, "metric", "spa")).toBeNull();
    expect(plausible(5, "us", "fountain")).toBeNull();
    expect(plausible(100_000, "us", "water feature")).toBeNull();
  });

  it("says why a volume is not plausible", () => {
    expect(plausible(499, "us", "pool")).toBe("A pool under 500 gal is not plausible.");
    expect(plausible(1_000_001, "us", "pool")).toBe("A pool over 1,000,000 gal is not plausible.");
    expect(plausible(1_999, "metric", "pool")).toBe("A pool under 2,000 L is not plausible.");
    expect(plausible(4_000_001, "metric", "pool")).toBe("A pool over 4,000,000 L is not plausible.");
    expect(plausible(49, "us", "spa")).toBe("A spa under 50 gal is not plausible.");
    expect(plausible(3_001, "us", "spa")).toBe("A spa over 3,000 gal is not plausible.");
    expect(plausible(199, "metric", "spa")).toBe("A spa under 200 L is not plausible.");
    expect(plausible(12_001, "metric", "spa")).toBe("A spa over 12,000 L is not plausible.");
    expect(plausible(4, "us", "fountain")).toBe("A fountain under 5 gal is not plausible.");
    expect(plausible(100_001, "us", "water feature")).toBe(
      "A water feature over 100,000 gal is not plausible.",
    );
    expect(plausible(19, "metric", "fountain")).toBe("A fountain under 20 L is not plausible.");
  });

  it("rejects zero, negative and non-numbers", () => {
    expect(plausible(0, "us", "pool")).toBe("The volume must be more than 0 gal.");
    expect(plausible(-10, "metric", "spa")).toBe("The volume must be more than 0 L.");
    expect(plausible(Number.NaN, "us", "pool")).toBe("Enter the volume in gallons.");
    expect(plausible(Number.POSITIVE_INFINITY, "metric", "pool")).toBe("Enter the volume in litres.");
  });
});

describe("the checks' words", () => {
  it("are catalog keys and keyed messages, not English, and read in Spanish", () => {
    const result = computeVolume({ shape: "kidney", units: "us", length: 0, widthA: 300, shallowDepth: 0.1 });
    expect(result.ok).toBe(false);
    for (const message of Object.values(result.ok ? {} : result.errors))
      expect(message).toMatch(/^water\.volume\./);
    expect(isPlausibleVolume(49, "us", "spa")).toMatch(/^water\.volume\.kindUnder\{/);
    expect(
      errorsOf({ shape: "kidney", units: "us", length: 0, widthA: 300, shallowDepth: 0.1 }, spanish),
    ).toEqual({
      length: "El largo debe ser mayor que 0 ft.",
      widthA: "Un ancho de más de 200 ft no es plausible.",
      widthB: "Ingrese el ancho menor en pies.",
      shallowDepth: "Una profundidad de menos de 0.5 ft no es plausible.",
      deepDepth: "Ingrese la profundidad en la parte honda en pies.",
    });
    expect(errorsOf({ shape: "oval", units: "metric", length: 8, width: 4 }, spanish)).toEqual({
      averageDepth:
        "Ingrese la profundidad media en metros, o las profundidades de la parte baja y la parte honda.",
    });
    expect(spanish.text(isPlausibleVolume(1_999, "metric", "pool") ?? "")).toBe(
      "Una piscina de menos de 2,000 L no es plausible.",
    );
    expect(spanish.text(isPlausibleVolume(100_001, "us", "water feature") ?? "")).toBe(
      "Un elemento de agua de más de 100,000 gal no es plausible.",
    );
    expect(spanish.text(isPlausibleVolume(Number.NaN, "us", "pool") ?? "")).toBe(
      "Ingrese el volumen en galones.",
    );
  });
});

describe("unit conversion", () => {
  it("converts with 3.785411784 L per US gallon", () => {
    expect(LITRES_PER_GALLON).toBe(3.785411784);
    expect(gallonsToLitres(1)).toBe(3.785411784);
    expect(gallonsToLitres(10_000)).toBeCloseTo(37_854.11784, 6);
    expect(litresToGallons(3.785411784)).toBe(1);
    expect(litresToGallons(75_000)).toBeCloseTo(19_812.9, 1);
    expect(gallonsToLitres(0)).toBe(0);
  });

  it("round-trips (property)", () => {
    fc.assert(
      fc.property(fc.double({ min: 0, max: 1e9, noNaN: true }), (gallons) => {
        expect(litresToGallons(gallonsToLitres(gallons))).toBeCloseTo(gallons, 6);
      }),
    );
  });
});

describe("averageDepth", () => {
  it("is halfway between the ends", () => {
    expect(averageDepth(3.5, 7.5)).toBe(5.5);
    expect(averageDepth(1, 1)).toBe(1);
  });
});

// ---------------------------------------------------------------------------------------------------------------
// Property tests
// ---------------------------------------------------------------------------------------------------------------

/** Which dimension fields (besides depth) each shape reads. */
const dimensionFields: Record<Shape, VolumeField[]> = {
  rectangle: ["length", "width"],
  round: ["diameter"],
  oval: ["length", "width"],
  kidney: ["length", "widthA", "widthB"],
  freeform: ["surfaceArea"],
};

interface Ranges {
  length: [number, number];
  area: [number, number];
  depth: [number, number];
}

const dbl = ([min, max]: [number, number]) => fc.double({ min, max, noNaN: true, noDefaultInfinity: true });

/** Valid inputs for any shape, with dimensions in the given ranges, depth given either way. */
function validInput(units: Units, ranges: Ranges): fc.Arbitrary<VolumeInput> {
  return fc
    .record({
      shape: fc.constantFrom(...shapes),
      a: dbl(ranges.length),
      b: dbl(ranges.length),
      c: dbl(ranges.length),
      area: dbl(ranges.area),
      d1: dbl(ranges.depth),
      d2: dbl(ranges.depth),
      ends: fc.boolean(),
    })
    .map(({ shape, a, b, c, area, d1, d2, ends }) => {
      const depth = ends
        ? { shallowDepth: Math.min(d1, d2), deepDepth: Math.max(d1, d2) }
        : { averageDepth: d1 };
      const dims: Partial<Record<VolumeField, number>> = {};
      if (shape === "rectangle" || shape === "oval") Object.assign(dims, { length: a, width: b });
      if (shape === "round") dims.diameter = a;
      if (shape === "kidney")
        Object.assign(dims, { length: a, widthA: Math.max(b, c), widthB: Math.min(b, c) });
      if (shape === "freeform") dims.surfaceArea = area;
      return { shape, units, ...dims, ...depth };
    });
}

const fullRanges: Record<Units, Ranges> = {
  us: {
    length: [Number.MIN_VALUE, dimensionLimits.us.maxLength],
    area: [Number.MIN_VALUE, dimensionLimits.us.maxArea],
    depth: [dimensionLimits.us.minDepth, dimensionLimits.us.maxDepth],
  },
  metric: {
    length: [Number.MIN_VALUE, dimensionLimits.metric.maxLength],
    area: [Number.MIN_VALUE, dimensionLimits.metric.maxArea],
    depth: [dimensionLimits.metric.minDepth, dimensionLimits.metric.maxDepth],
  },
};

const anyValidInput = fc.oneof(validInput("us", fullRanges.us), validInput("metric", fullRanges.metric));

/** The fields that input reads, so properties can vary them. */
function fieldsOf(input: VolumeInput): VolumeField[] {
  const depthFields: VolumeField[] =
    input.averageDepth !== undefined ? ["averageDepth"] : ["shallowDepth", "deepDepth"];
  return [...dimensionFields[input.shape], ...depthFields];
}

describe("computeVolume — properties", () => {
  it("every valid input gives a positive whole volume", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        const result = computeVolume(input);
        expect(result.ok).toBe(true);
        if (result.ok) {
          expect(Number.isInteger(result.volume)).toBe(true);
          expect(result.volume).toBeGreaterThanOrEqual(1);
        }
      }),
      { numRuns: 500 },
    );
  });

  it("increasing any one dimension never lowers the volume", () => {
    fc.assert(
      fc.property(
        anyValidInput,
        fc.nat(10),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (input, fieldPick, fraction) => {
          const fields = fieldsOf(input);
          const field = fields[fieldPick % fields.length];
          const value = input[field] as number;
          const limits = dimensionLimits[input.units];
          const max =
            field === "surfaceArea"
              ? limits.maxArea
              : field.endsWith("Depth")
                ? limits.maxDepth
                : limits.maxLength;
          const bigger = value + (max - value) * fraction;
          const after = computeVolume({ ...input, [field]: bigger });
          // Growing the narrow kidney width past the wide one, or the shallow end past the deep one, is invalid.
          fc.pre(after.ok);
          const before = volumeOf(input);
          if (after.ok) expect(after.volume).toBeGreaterThanOrEqual(before);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("scaling every length by k scales the volume by k³ (within rounding)", () => {
    // Ranges chosen so that every dimension stays valid for k in [0.5, 2].
    const scalable: Record<Units, Ranges> = {
      us: { length: [2, 100], area: [4, 10_000], depth: [1, 10] },
      metric: { length: [1, 30], area: [1, 900], depth: [0.3, 3] },
    };
    fc.assert(
      fc.property(
        fc.oneof(validInput("us", scalable.us), validInput("metric", scalable.metric)),
        fc.double({ min: 0.5, max: 2, noNaN: true }),
        (input, k) => {
          const scaled: VolumeInput = { ...input };
          for (const field of fieldsOf(input)) {
            const factor = field === "surfaceArea" ? k * k : k;
            scaled[field] = (input[field] as number) * factor;
          }
          const before = volumeOf(input);
          const after = volumeOf(scaled);
          // Each volume is within 0.5 of its exact value, so the difference is within 0.5 + 0.5 k³.
          const k3 = k ** 3;
          expect(Math.abs(after - k3 * before)).toBeLessThanOrEqual(0.5 + 0.5 * k3 + 1e-6 * after);
        },
      ),
      { numRuns: 500 },
    );
  });

  it("the same pool entered in US and metric units agrees within 3 %", () => {
    const metricRanges: Ranges = { length: [1, 55], area: [2, 3_000], depth: [0.16, 5.9] };
    fc.assert(
      fc.property(validInput("metric", metricRanges), (metric) => {
        const us: VolumeInput = { ...metric, units: "us" };
        for (const field of fieldsOf(metric)) {
          const factor = field === "surfaceArea" ? SQ_FEET_PER_SQ_METRE : FEET_PER_METRE;
          us[field] = (metric[field] as number) * factor;
        }
        const litres = volumeOf(metric);
        const usLitres = gallonsToLitres(volumeOf(us));
        expect(Math.abs(usLitres - litres) / litres).toBeLessThan(0.03);
      }),
      { numRuns: 500 },
    );
  });

  it("for pool-sized volumes the US multipliers agree with metric geometry within 0.5 %", () => {
    const metricRanges: Ranges = { length: [3, 55], area: [10, 3_000], depth: [0.5, 5.9] };
    fc.assert(
      fc.property(validInput("metric", metricRanges), (metric) => {
        const us: VolumeInput = { ...metric, units: "us" };
        for (const field of fieldsOf(metric)) {
          const factor = field === "surfaceArea" ? SQ_FEET_PER_SQ_METRE : FEET_PER_METRE;
          us[field] = (metric[field] as number) * factor;
        }
        const litres = volumeOf(metric);
        const usLitres = gallonsToLitres(volumeOf(us));
        // The US multipliers round up (7.5 > 7.48052, 5.9 > 5.875): never lower than metric beyond rounding.
        expect((usLitres - litres) / litres).toBeLessThan(0.005);
        expect((usLitres - litres) / litres).toBeGreaterThan(-0.001);
      }),
      { numRuns: 500 },
    );
  });

  it("shallow and deep ends give the same volume as their explicit average", () => {
    fc.assert(
      fc.property(anyValidInput, (input) => {
        fc.pre(input.shallowDepth !== undefined);
        const shallow = input.shallowDepth as number;
        const deep = input.deepDepth as number;
        const explicit: VolumeInput = {
          ...input,
          shallowDepth: undefined,
          deepDepth: undefined,
          averageDepth: (shallow + deep) / 2,
        };
        expect(volumeOf(input)).toBe(volumeOf(explicit));
      }),
      { numRuns: 500 },
    );
  });

  it("never accepts a non-positive dimension", () => {
    fc.assert(
      fc.property(
        anyValidInput,
        fc.nat(10),
        fc.double({ max: 0, noNaN: true, noDefaultInfinity: true }),
        (input, pick, bad) => {
          const fields = fieldsOf(input);
          const field = fields[pick % fields.length];
          const result = computeVolume({ ...input, [field]: bad });
          expect(result.ok).toBe(false);
          if (!result.ok) expect(Object.keys(result.errors).length).toBeGreaterThan(0);
        },
      ),
    );
  });
});
