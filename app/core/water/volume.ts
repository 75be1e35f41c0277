/**
 * Pool, spa and water-feature volume from shape and dimensions. Pure: no I/O, no framework.
 *
 * Two unit systems, each used consistently:
 *
 * - "us": dimensions in feet (surface area in square feet), volume in US gallons, using the standard pool-industry
 *   multipliers that technicians, dosing charts and chemical labels use (PHTA/APSP service-tech training, Trouble
 *   Free Pool's pool-math, manufacturer volume calculators):
 *     rectangle / freeform  L × W × D × 7.5        (7.5 ≈ 7.48052 US gal per cubic foot)
 *     round                 d² × D × 5.9           (5.9 ≈ π/4 × 7.48052 = 5.875)
 *     oval                  L × W × D × 5.9        (the ellipse formula: π/4 × L × W, same multiplier as round)
 *     kidney                (A + B) × L × D × 0.45 × 7.5 = × 3.375
 *   The multipliers round up slightly (rectangle +0.26 %, round and oval +0.43 %), which is what the industry does.
 *
 * - "metric": dimensions in metres (surface area in m²), volume in litres, by exact geometry × 1000 L/m³:
 *     rectangle             L × W × D × 1000
 *     round                 π × (d/2)² × D × 1000
 *     oval                  π × (L/2) × (W/2) × D × 1000
 *     kidney                0.45 × (A + B) × L × D × 1000   (same 0.45 kidney shape factor as the US formula)
 *     freeform              area × D × 1000
 *
 * The same pool entered in both systems agrees to within half a percent.
 *
 * What is wrong is said as catalog keys and `keyed` messages of the `water` area (read back in English: "Enter the
 * length in feet."), which forms and rule errors word in the reader's language.
 */
import type { MessageKey } from "../i18n/catalogs/en";
import { keyed } from "../i18n/keyed";

export const shapes = ["rectangle", "round", "oval", "kidney", "freeform"] as const;
export type Shape = (typeof shapes)[number];

export const unitSystems = ["us", "metric"] as const;
export type Units = (typeof unitSystems)[number];

export const bodyKinds = ["pool", "spa", "fountain", "water feature"] as const;
export type BodyKind = (typeof bodyKinds)[number];

/** Exact US gallons per cubic foot (231 in³ per gallon). For reference; the US formulas use the industry 7.5. */
export const GALLONS_PER_CUBIC_FOOT = 7.48051948;
/** Exact litres per US gallon. */
export const LITRES_PER_GALLON = 3.785411784;
/** Industry US multiplier for rectangular and freeform pools: gallons per cubic foot, rounded to 7.5. */
export const US_RECTANGLE_MULTIPLIER = 7.5;
/** Industry US multiplier for round pools (× diameter² × depth) and ovals (× length × width × depth). */
export const US_ROUND_MULTIPLIER = 5.9;
/** Industry kidney shape factor: a kidney holds about 0.45 × (A + B) × L of area. */
export const KIDNEY_FACTOR = 0.45;
export const LITRES_PER_CUBIC_METRE = 1000;

/**
 * What a form collects. Only the fields the shape needs are read (and validated):
 * rectangle and oval: length, width; round: diameter; kidney: length, widthA (widest), widthB (narrowest);
 * freeform: surfaceArea. Every shape needs a depth: averageDepth when it is given (not null/undefined), otherwise
 * the average of shallowDepth and deepDepth.
 */
export interface VolumeInput {
  shape: Shape;
  units: Units;
  length?: number | null;
  width?: number | null;
  diameter?: number | null;
  /** Kidney: the widest width (A). */
  widthA?: number | null;
  /** Kidney: the narrowest width (B). */
  widthB?: number | null;
  /** Freeform: the water's surface area, in ft² (us) or m² (metric). */
  surfaceArea?: number | null;
  averageDepth?: number | null;
  shallowDepth?: number | null;
  deepDepth?: number | null;
}

export type VolumeField = Exclude<keyof VolumeInput, "shape" | "units">;

export type VolumeResult = { ok: true; volume: number } | { ok: false; errors: Record<string, string> };

interface UnitWords {
  /** The unit's name in a sentence ("feet"), as a catalog word. */
  length: MessageKey;
  lengthAbbr: string;
  area: MessageKey;
  areaAbbr: string;
  volumeAbbr: string;
  maxLength: number;
  maxArea: number;
  minDepth: number;
  maxDepth: number;
}

/**
 * Plausibility limits: US 200 ft long, 0.5–20 ft deep; metric 60 m long, 0.15–6 m deep; surface area up to the
 * square of the longest length.
 */
export const dimensionLimits: Record<Units, UnitWords> = {
  us: {
    length: "water.unitName.feet",
    lengthAbbr: "ft",
    area: "water.unitName.squareFeet",
    areaAbbr: "sq ft",
    volumeAbbr: "gal",
    maxLength: 200,
    maxArea: 40_000,
    minDepth: 0.5,
    maxDepth: 20,
  },
  metric: {
    length: "water.unitName.metres",
    lengthAbbr: "m",
    area: "water.unitName.squareMetres",
    areaAbbr: "m²",
    volumeAbbr: "L",
    maxLength: 60,
    maxArea: 3_600,
    minDepth: 0.15,
    maxDepth: 6,
  },
};

type FieldKind = "length" | "area" | "depth";

/** What each field measures: `noun` names it in "A width over 200 ft…" (the catalog words it by this id). */
const fieldInfo: Record<
  VolumeField,
  { noun: "length" | "width" | "diameter" | "surfaceArea" | null; kind: FieldKind }
> = {
  length: { noun: "length", kind: "length" },
  width: { noun: "width", kind: "length" },
  diameter: { noun: "diameter", kind: "length" },
  widthA: { noun: "width", kind: "length" },
  widthB: { noun: "width", kind: "length" },
  surfaceArea: { noun: "surfaceArea", kind: "area" },
  averageDepth: { noun: null, kind: "depth" },
  shallowDepth: { noun: null, kind: "depth" },
  deepDepth: { noun: null, kind: "depth" },
};

const shapeFields: Record<Shape, VolumeField[]> = {
  rectangle: ["length", "width"],
  round: ["diameter"],
  oval: ["length", "width"],
  kidney: ["length", "widthA", "widthB"],
  freeform: ["surfaceArea"],
};

function isGiven(value: number | null | undefined): value is number {
  return value !== null && value !== undefined;
}

/** Checks one dimension; returns an error message (keyed) or null. */
function checkField(field: VolumeField, value: number | null | undefined, units: Units): string | null {
  const info = fieldInfo[field];
  const words = dimensionLimits[units];
  const unit = { word: info.kind === "area" ? words.area : words.length };
  const abbr = info.kind === "area" ? words.areaAbbr : words.lengthAbbr;
  if (!isGiven(value) || typeof value !== "number" || Number.isNaN(value))
    return keyed("water.volume.enter", { field, unit });
  if (!Number.isFinite(value)) return keyed("water.volume.notNumber", { field, unit });
  if (value <= 0) return keyed("water.volume.moreThanZero", { field, abbr });
  if (info.kind === "depth" || info.noun === null) {
    if (value < words.minDepth) return keyed("water.volume.depthUnder", { min: words.minDepth, abbr });
    if (value > words.maxDepth) return keyed("water.volume.depthOver", { max: words.maxDepth, abbr });
    return null;
  }
  const max = info.kind === "area" ? words.maxArea : words.maxLength;
  if (value > max) return keyed("water.volume.tooBig", { noun: info.noun, max, abbr });
  return null;
}

/** The unrounded volume of already-validated dimensions (gallons for "us", litres for "metric"). */
function rawVolume(shape: Shape, units: Units, d: Record<VolumeField, number>, depth: number): number {
  if (units === "us") {
    switch (shape) {
      case "rectangle":
        return d.length * d.width * depth * US_RECTANGLE_MULTIPLIER;
      case "round":
        return d.diameter * d.diameter * depth * US_ROUND_MULTIPLIER;
      case "oval":
        return d.length * d.width * depth * US_ROUND_MULTIPLIER;
      case "kidney":
        return (d.widthA + d.widthB) * d.length * depth * KIDNEY_FACTOR * US_RECTANGLE_MULTIPLIER;
      case "freeform":
        return d.surfaceArea * depth * US_RECTANGLE_MULTIPLIER;
    }
  }
  switch (shape) {
    case "rectangle":
      return d.length * d.width * depth * LITRES_PER_CUBIC_METRE;
    case "round":
      return Math.PI * (d.diameter / 2) ** 2 * depth * LITRES_PER_CUBIC_METRE;
    case "oval":
      return Math.PI * (d.length / 2) * (d.width / 2) * depth * LITRES_PER_CUBIC_METRE;
    case "kidney":
      return KIDNEY_FACTOR * (d.widthA + d.widthB) * d.length * depth * LITRES_PER_CUBIC_METRE;
    case "freeform":
      return d.surfaceArea * depth * LITRES_PER_CUBIC_METRE;
  }
}

/**
 * Validates the dimensions and computes the volume, rounded to whole US gallons ("us") or litres ("metric"), at
 * least 1.
 * Errors are keyed by input field name ("length", "deepDepth", …), plus "shape" or "units" when those are unknown.
 */
export function computeVolume(input: VolumeInput): VolumeResult {
  const errors: Record<string, string> = {};
  if (!(unitSystems as readonly string[]).includes(input.units)) {
    return { ok: false, errors: { units: "water.volume.chooseUnits" } };
  }
  if (!(shapes as readonly string[]).includes(input.shape)) {
    return { ok: false, errors: { shape: "water.volume.chooseShape" } };
  }
  const { shape, units } = input;
  const values = {} as Record<VolumeField, number>;

  for (const field of shapeFields[shape]) {
    const error = checkField(field, input[field], units);
    if (error) errors[field] = error;
    else values[field] = input[field] as number;
  }
  if (shape === "kidney" && !errors.widthA && !errors.widthB && values.widthB > values.widthA) {
    errors.widthB = "water.volume.narrowestOverWidest";
  }

  let depth: number | null = null;
  if (isGiven(input.averageDepth)) {
    const error = checkField("averageDepth", input.averageDepth, units);
    if (error) errors.averageDepth = error;
    else depth = input.averageDepth;
  } else if (!isGiven(input.shallowDepth) && !isGiven(input.deepDepth)) {
    errors.averageDepth = keyed("water.volume.depthMissing", {
      unit: { word: dimensionLimits[units].length },
    });
  } else {
    const shallowError = checkField("shallowDepth", input.shallowDepth, units);
    const deepError = checkField("deepDepth", input.deepDepth, units);
    if (shallowError) errors.shallowDepth = shallowError;
    if (deepError) errors.deepDepth = deepError;
    if (!shallowError && !deepError) {
      const shallow = input.shallowDepth as number;
      const deep = input.deepDepth as number;
      if (shallow > deep) errors.shallowDepth = "water.volume.shallowDeeper";
      else depth = averageDepth(shallow, deep);
    }
  }

  if (Object.keys(errors).length > 0 || depth === null) return { ok: false, errors };
  // Never 0: a body of water this small is caught by isPlausibleVolume, not by a volume of nothing.
  return { ok: true, volume: Math.max(1, Math.round(rawVolume(shape, units, values, depth))) };
}

/** The average depth of a pool with a sloping floor: halfway between the shallow and deep ends. */
export function averageDepth(shallow: number, deep: number): number {
  return (shallow + deep) / 2;
}

/** Plausible volume ranges by kind, in US gallons and litres (the litre limits are the gallon ones × ~4). */
export const plausibleVolumes: Record<BodyKind, Record<Units, { min: number; max: number }>> = {
  pool: { us: { min: 500, max: 1_000_000 }, metric: { min: 2_000, max: 4_000_000 } },
  spa: { us: { min: 50, max: 3_000 }, metric: { min: 200, max: 12_000 } },
  fountain: { us: { min: 5, max: 100_000 }, metric: { min: 20, max: 400_000 } },
  "water feature": { us: { min: 5, max: 100_000 }, metric: { min: 20, max: 400_000 } },
};

export type VolumeProblem =
  | { problem: "not-a-number" | "not-positive" }
  | { problem: "under"; min: number }
  | { problem: "over"; max: number };

/** Why a volume is not believable for the kind of body of water, or null when it is. */
export function volumeProblem(volume: number, units: Units, kind: BodyKind): VolumeProblem | null {
  if (typeof volume !== "number" || !Number.isFinite(volume)) return { problem: "not-a-number" };
  if (volume <= 0) return { problem: "not-positive" };
  const limits = plausibleVolumes[kind][units];
  if (volume < limits.min) return { problem: "under", min: limits.min };
  if (volume > limits.max) return { problem: "over", max: limits.max };
  return null;
}

/**
 * Whether a volume is believable for the kind of body of water. Returns null when it is, or a keyed message saying
 * why not (for a form to show as a warning or an error; in English "A pool under 500 gal is not plausible.").
 */
export function isPlausibleVolume(volume: number, units: Units, kind: BodyKind): string | null {
  const found = volumeProblem(volume, units, kind);
  if (!found) return null;
  const abbr = dimensionLimits[units].volumeAbbr;
  switch (found.problem) {
    case "not-a-number":
      return keyed("water.volume.volumeEnter", {
        unit: { word: units === "us" ? "water.unitName.gallons" : "water.unitName.litres" },
      });
    case "not-positive":
      return keyed("water.volume.volumeMoreThanZero", { abbr });
    case "under":
      return keyed("water.volume.kindUnder", { kind, min: found.min, abbr });
    case "over":
      return keyed("water.volume.kindOver", { kind, max: found.max, abbr });
  }
}

/** US gallons to litres (1 US gal = 3.785411784 L exactly). Unrounded. */
export function gallonsToLitres(gallons: number): number {
  return gallons * LITRES_PER_GALLON;
}

/** Litres to US gallons. Unrounded. */
export function litresToGallons(litres: number): number {
  return litres / LITRES_PER_GALLON;
}
