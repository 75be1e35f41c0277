import { keyed } from "../i18n/keyed";
import { readingInSentenceKeys, readingNameKeys } from "../i18n/water-words";

export const sanitizers = ["chlorine", "salt", "bromine", "mineral"] as const;
export type Sanitizer = (typeof sanitizers)[number];

export const surfaces = ["plaster", "pebble", "quartz", "vinyl", "fiberglass", "tile"] as const;
export type Surface = (typeof surfaces)[number];

export const readings = [
  "freeChlorine",
  "pH",
  "totalAlkalinity",
  "calciumHardness",
  "cyanuricAcid",
  "salt",
  "bromine",
  "phosphates",
  "tds",
] as const;
export type Reading = (typeof readings)[number];

export interface TargetRange {
  min: number;
  max: number;
  ideal?: number;
}

/** The targets for one body of water: only the readings that apply to it. */
export type Targets = Partial<Record<Reading, TargetRange>>;

/** A company's changes: per reading, any of min/max/ideal (ideal null removes it), or null to drop the reading. */
export type TargetOverrides = Partial<
  Record<Reading, { min?: number; max?: number; ideal?: number | null } | null>
>;

/** English names, for the reports' CSV export; screens name readings through core/i18n/water-words.ts. */
export const readingLabels: Record<Reading, string> = {
  freeChlorine: "Free chlorine",
  pH: "pH",
  totalAlkalinity: "Total alkalinity",
  calciumHardness: "Calcium hardness",
  cyanuricAcid: "Cyanuric acid",
  salt: "Salt",
  bromine: "Bromine",
  phosphates: "Phosphates",
  tds: "Total dissolved solids",
};

/** The unit each reading is measured in; pH has none (""). */
export const readingUnits: Record<Reading, string> = {
  freeChlorine: "ppm",
  pH: "",
  totalAlkalinity: "ppm",
  calciumHardness: "ppm",
  cyanuricAcid: "ppm",
  salt: "ppm",
  bromine: "ppm",
  phosphates: "ppb",
  tds: "ppm",
};

/** The highest value any reading can sensibly take, to catch typos in overrides (pH is 0–14). */
const readingCeilings: Record<Reading, number> = {
  freeChlorine: 100,
  pH: 14,
  totalAlkalinity: 1_000,
  calciumHardness: 2_000,
  cyanuricAcid: 500,
  salt: 10_000,
  bromine: 100,
  phosphates: 10_000,
  tds: 20_000,
};

function calciumFor(surface: Surface): TargetRange {
  return surface === "vinyl" || surface === "fiberglass"
    ? { min: 150, max: 400, ideal: 250 }
    : { min: 250, max: 450, ideal: 350 };
}

/** The default targets for a sanitizer and surface (a fresh object each call; safe to mutate). */
export function defaultTargets(sanitizer: Sanitizer, surface: Surface): Targets {
  const targets: Targets = {
    pH: { min: 7.2, max: 7.8, ideal: 7.5 },
    totalAlkalinity:
      sanitizer === "salt" ? { min: 60, max: 80, ideal: 70 } : { min: 60, max: 120, ideal: 80 },
    calciumHardness: calciumFor(surface),
    phosphates: { min: 0, max: 500 },
    tds: sanitizer === "salt" ? { min: 0, max: 5_000 } : { min: 0, max: 1_500 },
  };
  switch (sanitizer) {
    case "chlorine":
      targets.freeChlorine = { min: 1, max: 5, ideal: 3 };
      targets.cyanuricAcid = { min: 30, max: 50, ideal: 40 };
      break;
    case "salt":
      targets.freeChlorine = { min: 1, max: 5, ideal: 3 };
      targets.cyanuricAcid = { min: 60, max: 80, ideal: 70 };
      targets.salt = { min: 2_700, max: 3_400, ideal: 3_200 };
      break;
    case "bromine":
      targets.bromine = { min: 3, max: 5, ideal: 4 };
      break;
    case "mineral":
      targets.freeChlorine = { min: 0.5, max: 1.5, ideal: 1 };
      targets.cyanuricAcid = { min: 30, max: 50, ideal: 40 };
      break;
  }
  return targets;
}

export type MergeResult = { ok: true; targets: Targets } | { ok: false; errors: Record<string, string> };

function isNumber(value: unknown): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

/**
 * Applies a company's overrides to default targets. Each override changes only the fields it names; an override for
 * a reading the defaults lack must give both min and max. Errors are by reading, each a catalog key or a `keyed`
 * message of the `water` area (read back in English: "The pH minimum must be below its maximum.").
 *
 * An ideal the override does not mention is kept only while it still lies within the new range (a company that
 * narrows pH to 7.4–7.6 keeps ideal 7.5; one that moves it to 7.0–7.4 loses it). An ideal the override does give
 * must lie within the range.
 */
export function mergeTargets(defaults: Targets, overrides: TargetOverrides | null | undefined): MergeResult {
  const targets: Targets = {};
  for (const reading of readings) {
    const range = defaults[reading];
    if (range) targets[reading] = { ...range };
  }
  const errors: Record<string, string> = {};

  for (const [key, override] of Object.entries(overrides ?? {})) {
    if (!(readings as readonly string[]).includes(key)) {
      errors[key] = "water.targets.unknownReading";
      continue;
    }
    const reading = key as Reading;
    const inSentence = { word: readingInSentenceKeys[reading] };
    if (override === null) {
      delete targets[reading];
      continue;
    }
    if (override === undefined) continue;

    for (const field of ["min", "max", "ideal"] as const) {
      const value = override[field];
      if (value === undefined || (field === "ideal" && value === null)) continue;
      if (!isNumber(value)) {
        errors[reading] = keyed("water.targets.notNumber", { reading: inSentence, end: field });
      } else if (value < 0 || value > readingCeilings[reading]) {
        errors[reading] = keyed("water.targets.ceiling", {
          reading: { word: readingNameKeys[reading] },
          max: readingCeilings[reading],
        });
      }
    }
    if (errors[reading]) continue;

    const base = targets[reading];
    const min = override.min ?? base?.min;
    const max = override.max ?? base?.max;
    if (min === undefined || max === undefined) {
      errors[reading] = keyed("water.targets.bothEnds", { reading: inSentence });
      continue;
    }
    if (min >= max) {
      errors[reading] = keyed("water.targets.minBelowMax", { reading: inSentence });
      continue;
    }
    const merged: TargetRange = { min, max };
    if (override.ideal !== undefined && override.ideal !== null) {
      if (override.ideal < min || override.ideal > max) {
        errors[reading] = keyed("water.targets.idealInside", { reading: inSentence });
        continue;
      }
      merged.ideal = override.ideal;
    } else if (override.ideal === undefined && base?.ideal !== undefined) {
      if (base.ideal >= min && base.ideal <= max) merged.ideal = base.ideal;
    }
    targets[reading] = merged;
  }

  if (Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, targets };
}

export type RangeStatus = { status: "low" | "ok" | "high"; off: number };

/**
 * Where a reading falls against its range, and how far outside it is, in the reading's own units (0 when within;
 * the bounds count as within). Rounded to 6 decimals to drop floating-point noise (7.9 − 7.8 is 0.1, not
 * 0.10000000000000053), so a value within a millionth of a bound counts as within. Throws a RangeError for a
 * value that is not a finite number.
 */
export function rangeStatus(value: number, range: TargetRange): RangeStatus {
  if (!isNumber(value)) throw new RangeError(`rangeStatus needs a finite number, got ${value}`);
  const below = roundOff(range.min - value);
  if (below > 0) return { status: "low", off: below };
  const above = roundOff(value - range.max);
  if (above > 0) return { status: "high", off: above };
  return { status: "ok", off: 0 };
}

function roundOff(n: number): number {
  return Math.round(n * 1e6) / 1e6;
}

/** Runtime guards for values read from forms or the database. */
export function isSanitizer(value: unknown): value is Sanitizer {
  return typeof value === "string" && (sanitizers as readonly string[]).includes(value);
}

export function isSurface(value: unknown): value is Surface {
  return typeof value === "string" && (surfaces as readonly string[]).includes(value);
}

/**
 * A company's own defaults, per sanitizer: full ranges that replace the built-in ones for every body of water with
 * that sanitizer (a body of water's own overrides then apply on top).
 */
export type CompanyTargetDefaults = Partial<
  Record<Sanitizer, Partial<Record<Reading, { min: number; max: number }>>>
>;

/**
 * The targets a body of water starts from: the built-in defaults for its sanitizer and surface with the company's
 * defaults for that sanitizer applied. Should a company range no longer fit (it cannot, as stored ranges are whole),
 * the built-in defaults stand.
 */
export function baseTargets(
  sanitizer: Sanitizer,
  surface: Surface,
  companyDefaults?: CompanyTargetDefaults | null,
): Targets {
  const defaults = defaultTargets(sanitizer, surface);
  const merged = mergeTargets(defaults, companyDefaults?.[sanitizer]);
  return merged.ok ? merged.targets : defaults;
}
