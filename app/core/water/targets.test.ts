import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import {
  baseTargets,
  defaultTargets,
  isSanitizer,
  isSurface,
  mergeTargets,
  type Reading,
  rangeStatus,
  readingLabels,
  readings,
  readingUnits,
  type Sanitizer,
  type Surface,
  sanitizers,
  surfaces,
  type TargetOverrides,
  type TargetRange,
  type Targets,
} from "./targets";

function merged(defaults: Targets, overrides: TargetOverrides): Targets {
  const result = mergeTargets(defaults, overrides);
  if (!result.ok) throw new Error(`expected targets, got ${JSON.stringify(result.errors)}`);
  return result.targets;
}

/** The errors of overrides that don't merge, read back in English (core says them as keyed messages). */
function mergeErrors(
  defaults: Targets,
  overrides: TargetOverrides,
  words = translatorFor("en"),
): Record<string, string> {
  const result = mergeTargets(defaults, overrides);
  if (result.ok) throw new Error("expected errors");
  return Object.fromEntries(
    Object.entries(result.errors).map(([reading, message]) => [reading, words.text(message)]),
  );
}

describe("defaultTargets", () => {
  it("gives a chlorine plaster pool the common ranges", () => {
    expect(defaultTargets("chlorine", "plaster")).toEqual({
      freeChlorine: { min: 1, max: 5, ideal: 3 },
      pH: { min: 7.2, max: 7.8, ideal: 7.5 },
      totalAlkalinity: { min: 60, max: 120, ideal: 80 },
      calciumHardness: { min: 250, max: 450, ideal: 350 },
      cyanuricAcid: { min: 30, max: 50, ideal: 40 },
      phosphates: { min: 0, max: 500 },
      tds: { min: 0, max: 1_500 },
    });
  });

  it("gives a salt pool salt, higher CYA and lower TA", () => {
    const targets = defaultTargets("salt", "pebble");
    expect(targets.salt).toEqual({ min: 2_700, max: 3_400, ideal: 3_200 });
    expect(targets.cyanuricAcid).toEqual({ min: 60, max: 80, ideal: 70 });
    expect(targets.totalAlkalinity).toEqual({ min: 60, max: 80, ideal: 70 });
    expect(targets.freeChlorine).toEqual({ min: 1, max: 5, ideal: 3 });
    expect(targets.tds).toEqual({ min: 0, max: 5_000 });
    expect(targets.bromine).toBeUndefined();
  });

  it("gives a bromine pool bromine and no chlorine, CYA or salt", () => {
    const targets = defaultTargets("bromine", "fiberglass");
    expect(targets.bromine).toEqual({ min: 3, max: 5, ideal: 4 });
    expect(targets.freeChlorine).toBeUndefined();
    expect(targets.cyanuricAcid).toBeUndefined();
    expect(targets.salt).toBeUndefined();
  });

  it("gives a mineral pool low free chlorine", () => {
    const targets = defaultTargets("mineral", "vinyl");
    expect(targets.freeChlorine).toEqual({ min: 0.5, max: 1.5, ideal: 1 });
    expect(targets.cyanuricAcid).toEqual({ min: 30, max: 50, ideal: 40 });
    expect(targets.salt).toBeUndefined();
    expect(targets.bromine).toBeUndefined();
  });

  it("sets calcium hardness by surface", () => {
    for (const surface of ["plaster", "pebble", "quartz", "tile"] as const) {
      expect(defaultTargets("chlorine", surface).calciumHardness).toEqual({ min: 250, max: 450, ideal: 350 });
    }
    for (const surface of ["vinyl", "fiberglass"] as const) {
      expect(defaultTargets("chlorine", surface).calciumHardness).toEqual({ min: 150, max: 400, ideal: 250 });
    }
  });

  it("every default range is well formed, for every sanitizer and surface", () => {
    for (const sanitizer of sanitizers) {
      for (const surface of surfaces) {
        const targets = defaultTargets(sanitizer, surface);
        expect(targets.pH).toEqual({ min: 7.2, max: 7.8, ideal: 7.5 });
        for (const [reading, range] of Object.entries(targets)) {
          expect(range.min, reading).toBeGreaterThanOrEqual(0);
          expect(range.min, reading).toBeLessThan(range.max);
          if (range.ideal !== undefined) {
            expect(range.ideal, reading).toBeGreaterThanOrEqual(range.min);
            expect(range.ideal, reading).toBeLessThanOrEqual(range.max);
          }
        }
        // Defaults always survive merging with no overrides.
        expect(mergeTargets(targets, {})).toEqual({ ok: true, targets });
      }
    }
  });

  it("returns a fresh object each call", () => {
    const first = defaultTargets("chlorine", "plaster");
    first.pH!.min = 0;
    expect(defaultTargets("chlorine", "plaster").pH!.min).toBe(7.2);
  });
});

describe("mergeTargets", () => {
  const defaults = defaultTargets("chlorine", "plaster");

  it("returns the defaults unchanged with no overrides", () => {
    expect(merged(defaults, {})).toEqual(defaults);
    expect(mergeTargets(defaults, null)).toEqual({ ok: true, targets: defaults });
    expect(mergeTargets(defaults, undefined)).toEqual({ ok: true, targets: defaults });
  });

  it("changes only the fields an override names", () => {
    const targets = merged(defaults, { pH: { max: 7.6 }, cyanuricAcid: { min: 40, max: 60, ideal: 50 } });
    expect(targets.pH).toEqual({ min: 7.2, max: 7.6, ideal: 7.5 });
    expect(targets.cyanuricAcid).toEqual({ min: 40, max: 60, ideal: 50 });
    expect(targets.totalAlkalinity).toEqual(defaults.totalAlkalinity);
  });

  it("does not change the defaults it was given", () => {
    const before = structuredClone(defaults);
    merged(defaults, { pH: { min: 7.4 }, tds: null });
    expect(defaults).toEqual(before);
  });

  it("drops an inherited ideal that falls outside the new range, keeps one inside", () => {
    expect(merged(defaults, { pH: { min: 7.0, max: 7.4 } }).pH).toEqual({ min: 7.0, max: 7.4 });
    expect(merged(defaults, { pH: { min: 7.4, max: 7.6 } }).pH).toEqual({ min: 7.4, max: 7.6, ideal: 7.5 });
  });

  it("removes an ideal set to null, and a reading set to null", () => {
    const targets = merged(defaults, { pH: { ideal: null }, phosphates: null });
    expect(targets.pH).toEqual({ min: 7.2, max: 7.8 });
    expect(targets.phosphates).toBeUndefined();
  });

  it("adds a reading the defaults lack when both bounds are given", () => {
    expect(merged(defaults, { salt: { min: 3_000, max: 3_600 } }).salt).toEqual({ min: 3_000, max: 3_600 });
    expect(mergeErrors(defaults, { salt: { min: 3_000 } })).toEqual({
      salt: "Enter both a minimum and a maximum for salt.",
    });
  });

  it("skips an undefined override", () => {
    expect(merged(defaults, { pH: undefined })).toEqual(defaults);
  });

  it("requires min below max", () => {
    expect(mergeErrors(defaults, { pH: { min: 7.8 } })).toEqual({
      pH: "The pH minimum must be below its maximum.",
    });
    expect(mergeErrors(defaults, { freeChlorine: { min: 6, max: 4 } })).toEqual({
      freeChlorine: "The free chlorine minimum must be below its maximum.",
    });
  });

  it("requires a given ideal within the range", () => {
    expect(mergeErrors(defaults, { pH: { ideal: 8 } })).toEqual({
      pH: "The pH ideal must be between its minimum and maximum.",
    });
    expect(merged(defaults, { pH: { ideal: 7.8 } }).pH).toEqual({ min: 7.2, max: 7.8, ideal: 7.8 });
  });

  it("rejects non-numbers, negatives and absurd values", () => {
    expect(mergeErrors(defaults, { pH: { min: Number.NaN } })).toEqual({
      pH: "Enter the pH minimum as a number.",
    });
    expect(mergeErrors(defaults, { tds: { max: "900" as unknown as number } })).toEqual({
      tds: "Enter the total dissolved solids maximum as a number.",
    });
    expect(mergeErrors(defaults, { pH: { ideal: Number.POSITIVE_INFINITY } })).toEqual({
      pH: "Enter the pH ideal as a number.",
    });
    expect(mergeErrors(defaults, { freeChlorine: { min: -1 } })).toEqual({
      freeChlorine: "Free chlorine must be between 0 and 100.",
    });
    expect(mergeErrors(defaults, { pH: { max: 15 } })).toEqual({ pH: "pH must be between 0 and 14." });
    expect(mergeErrors(defaults, { calciumHardness: { max: 4_500 } })).toEqual({
      calciumHardness: "Calcium hardness must be between 0 and 2,000.",
    });
  });

  it("rejects unknown readings", () => {
    expect(mergeErrors(defaults, { copper: { min: 0, max: 1 } } as TargetOverrides)).toEqual({
      copper: "Unknown reading.",
    });
  });

  it("says what is wrong as keyed messages, read in Spanish", () => {
    const result = mergeTargets(defaults, { pH: { min: 9 }, freeChlorine: { min: -1 } });
    expect(result.ok ? {} : result.errors).toMatchObject({ pH: expect.stringMatching(/^water\.targets\./) });
    const spanish = translatorFor("es", "es-MX");
    expect(
      mergeErrors(
        defaults,
        { pH: { min: 9 }, tds: { max: Number.NaN }, salt: { min: 3_000 }, calciumHardness: { max: 4_500 } },
        spanish,
      ),
    ).toEqual({
      pH: "El mínimo de pH debe ser menor que su máximo.",
      tds: "Ingrese el máximo de sólidos disueltos totales como número.",
      salt: "Ingrese un mínimo y un máximo para sal.",
      calciumHardness: "Dureza cálcica debe estar entre 0 y 2,000.",
    });
  });

  it("reports every bad reading at once", () => {
    expect(
      Object.keys(mergeErrors(defaults, { pH: { min: 9 }, tds: { min: -5 }, salt: { max: 1 } })),
    ).toEqual(["pH", "tds", "salt"]);
  });
});

describe("rangeStatus", () => {
  const pH: TargetRange = { min: 7.2, max: 7.8, ideal: 7.5 };

  it("is ok within the range, bounds included", () => {
    expect(rangeStatus(7.5, pH)).toEqual({ status: "ok", off: 0 });
    expect(rangeStatus(7.2, pH)).toEqual({ status: "ok", off: 0 });
    expect(rangeStatus(7.8, pH)).toEqual({ status: "ok", off: 0 });
  });

  it("says how far low or high, without floating-point noise", () => {
    expect(rangeStatus(7.9, pH)).toEqual({ status: "high", off: 0.1 });
    expect(rangeStatus(6.8, pH)).toEqual({ status: "low", off: 0.4 });
    expect(rangeStatus(0.5, { min: 1, max: 5 })).toEqual({ status: "low", off: 0.5 });
    expect(rangeStatus(3_600, { min: 2_700, max: 3_400 })).toEqual({ status: "high", off: 200 });
  });

  it("throws on a value that is not a finite number", () => {
    expect(() => rangeStatus(Number.NaN, pH)).toThrow(RangeError);
    expect(() => rangeStatus(Number.POSITIVE_INFINITY, pH)).toThrow(RangeError);
  });

  const rangeArb = fc
    .tuple(
      fc.double({ min: 0, max: 10_000, noNaN: true }),
      fc.double({ min: 0.01, max: 10_000, noNaN: true }),
    )
    .map(([min, width]): TargetRange => ({ min, max: min + width }));

  it("ok exactly when within the range; off is the distance to the nearer bound (property)", () => {
    fc.assert(
      fc.property(rangeArb, fc.double({ min: -20_000, max: 40_000, noNaN: true }), (range, value) => {
        const { status, off } = rangeStatus(value, range);
        expect(off).toBeGreaterThanOrEqual(0);
        if (status === "ok") {
          expect(off).toBe(0);
          expect(value).toBeGreaterThanOrEqual(range.min - 1e-6);
          expect(value).toBeLessThanOrEqual(range.max + 1e-6);
        } else {
          expect(off).toBeGreaterThan(0);
          const expected = status === "low" ? range.min - value : value - range.max;
          expect(expected).toBeGreaterThan(0);
          expect(Math.abs(off - expected)).toBeLessThanOrEqual(1e-6);
        }
      }),
      { numRuns: 1000 },
    );
  });

  it("moving further from the range never lowers off (property)", () => {
    fc.assert(
      fc.property(rangeArb, fc.double({ min: 0, max: 10_000, noNaN: true }), (range, step) => {
        const below = rangeStatus(range.min - 1, range);
        const further = rangeStatus(range.min - 1 - step, range);
        expect(below.status).toBe("low");
        expect(further.off).toBeGreaterThanOrEqual(below.off);
        const above = rangeStatus(range.max + 1, range);
        const higher = rangeStatus(range.max + 1 + step, range);
        expect(above.status).toBe("high");
        expect(higher.off).toBeGreaterThanOrEqual(above.off);
      }),
    );
  });
});

describe("mergeTargets — properties", () => {
  const sanitizerArb = fc.constantFrom(...sanitizers);
  const surfaceArb = fc.constantFrom(...surfaces);
  const readingArb = fc.constantFrom(...readings);

  it("every successful merge has min < max and ideals within range", () => {
    const overrideArb = fc.record(
      {
        min: fc.double({ min: 0, max: 100, noNaN: true }),
        max: fc.double({ min: 0, max: 100, noNaN: true }),
        ideal: fc.option(fc.double({ min: 0, max: 100, noNaN: true }), { nil: null }),
      },
      { requiredKeys: [] },
    );
    fc.assert(
      fc.property(
        sanitizerArb,
        surfaceArb,
        fc.dictionary(readingArb, fc.option(overrideArb, { nil: null })),
        (sanitizer, surface, overrides) => {
          const result = mergeTargets(defaultTargets(sanitizer, surface), overrides as TargetOverrides);
          if (!result.ok) {
            for (const key of Object.keys(result.errors)) expect(readings).toContain(key);
            return;
          }
          for (const range of Object.values(result.targets)) {
            expect(range.min).toBeLessThan(range.max);
            if (range.ideal !== undefined) {
              expect(range.ideal).toBeGreaterThanOrEqual(range.min);
              expect(range.ideal).toBeLessThanOrEqual(range.max);
            }
          }
        },
      ),
      { numRuns: 500 },
    );
  });

  it("a full valid override replaces the reading exactly", () => {
    fc.assert(
      fc.property(
        sanitizerArb,
        surfaceArb,
        fc.constantFrom<Reading>("freeChlorine", "cyanuricAcid", "bromine", "tds"),
        fc.double({ min: 0, max: 50, noNaN: true }),
        fc.double({ min: 0.01, max: 50, noNaN: true }),
        fc.double({ min: 0, max: 1, noNaN: true }),
        (sanitizer: Sanitizer, surface: Surface, reading, min, width, at) => {
          const max = min + width;
          const ideal = Math.min(max, min + width * at);
          const targets = merged(defaultTargets(sanitizer, surface), { [reading]: { min, max, ideal } });
          expect(targets[reading]).toEqual({ min, max, ideal });
        },
      ),
    );
  });
});

describe("labels, units and guards", () => {
  it("labels and units cover every reading", () => {
    for (const reading of readings) {
      expect(readingLabels[reading]).toBeTruthy();
      expect(typeof readingUnits[reading]).toBe("string");
    }
    expect(readingUnits.pH).toBe("");
    expect(readingUnits.phosphates).toBe("ppb");
    expect(readingUnits.freeChlorine).toBe("ppm");
    expect(readingLabels.totalAlkalinity).toBe("Total alkalinity");
  });

  it("guards sanitizer and surface values", () => {
    expect(isSanitizer("salt")).toBe(true);
    expect(isSanitizer("ozone")).toBe(false);
    expect(isSanitizer(3)).toBe(false);
    expect(isSurface("quartz")).toBe(true);
    expect(isSurface("concrete")).toBe(false);
    expect(isSurface(null)).toBe(false);
  });
});

describe("baseTargets — the company's defaults over the built-in ones", () => {
  it("is the built-in defaults when the company has none, or none for this sanitizer", () => {
    expect(baseTargets("salt", "vinyl")).toEqual(defaultTargets("salt", "vinyl"));
    expect(baseTargets("salt", "vinyl", { chlorine: { pH: { min: 7.4, max: 7.6 } } })).toEqual(
      defaultTargets("salt", "vinyl"),
    );
  });

  it("replaces the ranges the company set for this sanitizer, keeping ideals that still fit", () => {
    const targets = baseTargets("salt", "plaster", {
      salt: { salt: { min: 3_000, max: 3_600 }, pH: { min: 7.6, max: 7.9 } },
    });
    expect(targets.salt).toEqual({ min: 3_000, max: 3_600, ideal: 3_200 });
    expect(targets.pH).toEqual({ min: 7.6, max: 7.9 });
    expect(targets.totalAlkalinity).toEqual(defaultTargets("salt", "plaster").totalAlkalinity);
  });

  it("adds a reading the built-in defaults lack for the sanitizer", () => {
    expect(
      baseTargets("bromine", "plaster", { bromine: { cyanuricAcid: { min: 0, max: 20 } } }).cyanuricAcid,
    ).toEqual({ min: 0, max: 20 });
  });

  it("falls back to the built-in defaults if a stored range is broken", () => {
    expect(baseTargets("chlorine", "plaster", { chlorine: { pH: { min: 8, max: 7 } } })).toEqual(
      defaultTargets("chlorine", "plaster"),
    );
  });
});
