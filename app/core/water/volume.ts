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
 */
import { messageFormat } from "../format/format";

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
  length: string;
  lengthAbbr: string;
  area: string;
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
    length: "feet",
    lengthAbbr: "ft",
    area: "square feet",
    areaAbbr: "sq ft",
    volumeAbbr: "gal",
    maxLength: 200,
    maxArea: 40_000,
    minDepth: 0.5,
    maxDepth: 20,
  },
  metric: {
    length: "metres",
    lengthAbbr: "m",
    area: "square metres",
    areaAbbr: "m²",
    volumeAbbr: "L",
    maxLength: 60,
    maxArea: 3_600,
    minDepth: 0.15,
    maxDepth: 6,
  },
};

type FieldKind = "length" | "area" | "depth";

const fieldInfo: Record<VolumeField, { label: string; noun: string; kind: FieldKind }> = {
  length: { label: "length", noun: "length", kind: "length" },
  width: { label: "width", noun: "width", kind: "length" },
  diameter: { label: "diameter", noun: "diameter", kind: "length" },
  widthA: { label: "widest width", noun: "width", kind: "length" },
  widthB: { label: "narrowest width", noun: "width", kind: "length" },
  surfaceArea: { label: "surface area", noun: "surface area", kind: "area" },
  averageDepth: { label: "average depth", noun: "depth", kind: "depth" },
  shallowDepth: { label: "shallow end depth", noun: "depth", kind: "depth" },
  deepDepth: { label: "deep end depth", noun: "depth", kind: "depth" },
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

function formatNumber(n: number): string {
  return messageFormat.number(n);
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Checks one dimension; returns an error message or null. */
function checkField(field: VolumeField, value: number | null | undefined, units: Units): string | null {
  const info = fieldInfo[field];
  const words = dimensionLimits[units];
  const inWords = info.kind === "area" ? words.area : words.length;
  const abbr = info.kind === "area" ? words.areaAbbr : words.lengthAbbr;
  if (!isGiven(value) || typeof value !== "number" || Number.isNaN(value))
    return `Enter the ${info.label} in ${inWords}.`;
  if (!Number.isFinite(value)) return `Enter the ${info.label} as a number of ${inWords}.`;
  if (value <= 0) return `The ${info.label} must be more than 0 ${abbr}.`;
  if (info.kind === "depth") {
    if (value < words.minDepth)
      return `A depth under ${formatNumber(words.minDepth)} ${abbr} is not plausible.`;
    if (value > words.maxDepth)
      return `A depth over ${formatNumber(words.maxDepth)} ${abbr} is not plausible.`;
    return null;
  }
  const max = info.kind === "area" ? words.maxArea : words.maxLength;
  if (value > max)
    return `${capitalize(`a ${info.noun}`)} over ${formatNumber(max)} ${abbr} is not plausible.`;
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
    return { ok: false, errors: { units: "Choose feet and gallons or metres and litres." } };
  }
  if (!(shapes as readonly string[]).includes(input.shape)) {
    return { ok: false, errors: { shape: "Choose a shape." } };
  }
  const { shape, units } = input;
  const values = {} as Record<VolumeField, number>;

  for (const field of shapeFields[shape]) {
    const error = checkField(field, input[field], units);
    if (error) errors[field] = error;
    else values[field] = input[field] as number;
  }
  if (shape === "kidney" && !errors.widthA && !errors.widthB && values.widthB > values.widthA) {
    errors.widthB = "The narrowest width can't be more than the widest width.";
  }

  let depth: number | null = null;
  if (isGiven(input.averageDepth)) {
    const error = checkField("averageDepth", input.averageDepth, units);
    if (error) errors.averageDepth = error;
    else depth = input.averageDepth;
  } else if (!isGiven(input.shallowDepth) && !isGiven(input.deepDepth)) {
    const unitWord = dimensionLimits[units].length;
    errors.averageDepth = `Enter the average depth in ${unitWord}, or the shallow and deep end depths.`;
  } else {
    const shallowError = checkField("shallowDepth", input.shallowDepth, units);
    const deepError = checkField("deepDepth", input.deepDepth, units);
    if (shallowError) errors.shallowDepth = shallowError;
    if (deepError) errors.deepDepth = deepError;
    if (!shallowError && !deepError) {
      const shallow = input.shallowDepth as number;
      const deep = input.deepDepth as number;
      if (shallow > deep) errors.shallowDepth = "The shallow end can't be deeper than the deep end.";
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

/**
 * Whether a volume is believable for the kind of body of water. Returns null when it is, or a message saying why
 * not (for a form to show as a warning or an error).
 */
export function isPlausibleVolume(volume: number, units: Units, kind: BodyKind): string | null {
  const words = dimensionLimits[units];
  const unitName = units === "us" ? "gallons" : "litres";
  if (typeof volume !== "number" || !Number.isFinite(volume)) return `Enter the volume in ${unitName}.`;
  if (volume <= 0) return `The volume must be more than 0 ${words.volumeAbbr}.`;
  const limits = plausibleVolumes[kind][units];
  if (volume < limits.min) {
    return `A ${kind} under ${formatNumber(limits.min)} ${words.volumeAbbr} is not plausible.`;
  }
  if (volume > limits.max) {
    return `A ${kind} over ${formatNumber(limits.max)} ${words.volumeAbbr} is not plausible.`;
  }
  return null;
}

/** US gallons to litres (1 US gal = 3.785411784 L exactly). Unrounded. */
export function gallonsToLitres(gallons: number): number {
  return gallons * LITRES_PER_GALLON;
}

/** Litres to US gallons. Unrounded. */
export function litresToGallons(litres: number): number {
  return litres / LITRES_PER_GALLON;
}
