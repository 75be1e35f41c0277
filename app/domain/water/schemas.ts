import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import {
  baseTargets,
  type CompanyTargetDefaults,
  mergeTargets,
  type Reading,
  readings,
  sanitizers,
  surfaces,
} from "~/core/water/targets";
import {
  type BodyKind,
  bodyKinds,
  computeVolume,
  dimensionLimits,
  isPlausibleVolume,
  type Shape,
  shapes,
  type Units,
  type VolumeField,
  volumeProblem,
} from "~/core/water/volume";

export const volumeSources = ["entered", "computed"] as const;
export type VolumeSource = (typeof volumeSources)[number];

export const dimensionFields = [
  "length",
  "width",
  "diameter",
  "widthA",
  "widthB",
  "surfaceArea",
  "averageDepth",
  "shallowDepth",
  "deepDepth",
] as const satisfies readonly VolumeField[];
export type DimensionField = (typeof dimensionFields)[number];
export type Dimensions = Partial<Record<DimensionField, number>>;

/** The plan dimensions each shape needs (every shape also needs a depth). */
export const shapeDimensions: Record<Shape, DimensionField[]> = {
  rectangle: ["length", "width"],
  round: ["diameter"],
  oval: ["length", "width"],
  kidney: ["length", "widthA", "widthB"],
  freeform: ["surfaceArea"],
};

export const depthFields = ["averageDepth", "shallowDepth", "deepDepth"] as const;

/** "ft", "m²"…: a dimension field's unit in the company's units (the form's label wraps it in words). */
export function dimensionUnit(field: DimensionField, units: Units) {
  const words = dimensionLimits[units];
  return field === "surfaceArea" ? words.areaAbbr : words.lengthAbbr;
}

export const volumeUnit = (units: Units) => dimensionLimits[units].volumeAbbr;

/**
 * Only the dimensions a shape uses: its plan dimensions, plus the average depth when given, else the shallow and
 * deep end depths. What is stored with a computed volume.
 */
export function usedDimensions(shape: Shape, all: Dimensions): Dimensions {
  const used: Dimensions = {};
  const depths: DimensionField[] =
    all.averageDepth !== undefined ? ["averageDepth"] : ["shallowDepth", "deepDepth"];
  for (const field of [...shapeDimensions[shape], ...depths]) {
    const value = all[field];
    if (value !== undefined) used[field] = value;
  }
  return used;
}

export type TargetOverrideInput = Partial<Record<Reading, { min?: number; max?: number }>>;

/** Form field names of a reading's override inputs. */
export const targetMinField = (r: Reading) => `targetMin_${r}` as const;
export const targetMaxField = (r: Reading) => `targetMax_${r}` as const;

export interface BodyOfWaterInput {
  name: string;
  kind: BodyKind;
  volumeSource: VolumeSource;
  /** Used when volumeSource is "entered". */
  volume: number | null;
  /** Used when volumeSource is "computed". */
  shape: Shape | null;
  dimensions: Dimensions;
  surface: (typeof surfaces)[number];
  sanitizer: (typeof sanitizers)[number];
  indoor: boolean;
  lastFilledOn: string | null;
  /** Per reading, the min and/or max that replace the defaults; empty = the defaults. */
  targetOverrides: TargetOverrideInput;
}

/** A number typed in a form: "" is null; commas are allowed as thousands separators. */
const optionalNumber = (message: string) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim().replace(/,/g, "");
      if (text === "") return null;
      const n = Number(text);
      if (!Number.isFinite(n)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/**
 * A number the volume mode may not use: never an error by itself; unreadable text becomes NaN, which the volume
 * checks report only when the field is used ("Enter the length in feet.").
 */
const lenientNumber = z
  .string()
  .optional()
  .transform((v) => {
    const text = (v ?? "").trim().replace(/,/g, "");
    return text === "" ? null : Number(text);
  });

const dimensionShape = Object.fromEntries(dimensionFields.map((f) => [f, lenientNumber])) as Record<
  DimensionField,
  typeof lenientNumber
>;

const targetShape = Object.fromEntries(
  readings.flatMap((r) => [
    [targetMinField(r), optionalNumber("office.poolForm.error.minimum")],
    [targetMaxField(r), optionalNumber("office.poolForm.error.maximum")],
  ]),
) as Record<`targetMin_${Reading}` | `targetMax_${Reading}`, ReturnType<typeof optionalNumber>>;

/** Collects the override inputs into { reading: { min?, max? } }, leaving out readings with neither. */
function overridesOf(values: Record<string, number | null | unknown>): TargetOverrideInput {
  const overrides: TargetOverrideInput = {};
  for (const r of readings) {
    const min = values[targetMinField(r)];
    const max = values[targetMaxField(r)];
    if (typeof min !== "number" && typeof max !== "number") continue;
    overrides[r] = {
      ...(typeof min === "number" ? { min } : {}),
      ...(typeof max === "number" ? { max } : {}),
    };
  }
  return overrides;
}

/**
 * The body-of-water form, for a company's units (volume and dimension checks depend on them). Every field is
 * posted whatever the volume mode; the fields the mode doesn't use are ignored.
 */
export function bodyOfWaterSchema(units: Units, companyDefaults?: CompanyTargetDefaults) {
  return z
    .object({
      name: z
        .string()
        .trim()
        .min(1, "office.poolForm.error.name")
        .max(80, "office.poolForm.error.nameLength"),
      kind: z.enum(bodyKinds, { message: "office.poolForm.error.kind" }),
      volumeSource: z.enum(volumeSources, { message: "office.poolForm.error.volumeSource" }),
      volume: lenientNumber,
      shape: z
        .string()
        .optional()
        .transform((v) => (v && (shapes as readonly string[]).includes(v) ? (v as Shape) : null)),
      ...dimensionShape,
      surface: z.enum(surfaces, { message: "office.poolForm.error.surface" }),
      sanitizer: z.enum(sanitizers, { message: "office.poolForm.error.sanitizer" }),
      indoor: z
        .string()
        .optional()
        .transform((v) => v === "on" || v === "true"),
      lastFilledOn: z
        .string()
        .trim()
        .optional()
        .refine((v) => !v || isValidDate(v), "office.poolForm.error.date")
        .transform((v) => v || null),
      ...targetShape,
    })
    .superRefine((v, ctx) => {
      const issue = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      if (v.volumeSource === "entered") {
        if (v.volume === null)
          issue(
            "volume",
            units === "us" ? "office.poolForm.error.volumeGallons" : "office.poolForm.error.volumeLitres",
          );
        else {
          const problem = isPlausibleVolume(Math.round(v.volume), units, v.kind);
          if (problem) issue("volume", problem);
        }
      } else if (!v.shape) {
        issue("shape", "office.poolForm.error.shape");
      } else {
        const computed = computeBodyVolume(v.shape, dimensionsOf(v), units, v.kind);
        if (!computed.ok)
          for (const [field, message] of Object.entries(computed.errors)) issue(field, message);
      }
      const merged = mergeTargets(baseTargets(v.sanitizer, v.surface, companyDefaults), overridesOf(v));
      if (!merged.ok) {
        for (const [reading, message] of Object.entries(merged.errors)) {
          issue(targetMinField(reading as Reading), message);
        }
      }
    })
    .transform(
      (v): BodyOfWaterInput => ({
        name: v.name,
        kind: v.kind,
        volumeSource: v.volumeSource,
        volume: v.volumeSource === "entered" ? v.volume : null,
        shape: v.volumeSource === "computed" ? v.shape : null,
        dimensions: v.volumeSource === "computed" && v.shape ? usedDimensions(v.shape, dimensionsOf(v)) : {},
        surface: v.surface,
        sanitizer: v.sanitizer,
        indoor: v.indoor,
        lastFilledOn: v.lastFilledOn,
        targetOverrides: overridesOf(v),
      }),
    );
}

function dimensionsOf(values: Record<string, unknown>): Dimensions {
  const dims: Dimensions = {};
  for (const f of dimensionFields) {
    const value = values[f];
    if (typeof value === "number") dims[f] = value;
  }
  return dims;
}

/**
 * Computes the volume of a shape from its dimensions and checks it is plausible for the kind. Errors by field: a
 * dimension, or "shape" when the dimensions are fine but the volume they give isn't plausible.
 */
export function computeBodyVolume(
  shape: Shape,
  dimensions: Dimensions,
  units: Units,
  kind: BodyKind,
): { ok: true; volume: number } | { ok: false; errors: Record<string, string> } {
  const result = computeVolume({ shape, units, ...dimensions });
  if (!result.ok) return result;
  // A computed volume is a whole number, at least 1: only "too small" or "too large" for the kind can be wrong.
  const found = volumeProblem(result.volume, units, kind);
  if (found?.problem === "under" || found?.problem === "over") {
    const values = { volume: result.volume, kind, abbr: volumeUnit(units) };
    return {
      ok: false,
      errors: {
        shape:
          found.problem === "under"
            ? keyed("water.volume.dimensionsUnder", { ...values, min: found.min })
            : keyed("water.volume.dimensionsOver", { ...values, max: found.max }),
      },
    };
  }
  return result;
}

/** The company's target ranges for one sanitizer (Settings): blank ends keep the built-in defaults. */
export const companyTargetsSchema = z
  .object({ sanitizer: z.enum(sanitizers, { message: "office.poolForm.error.sanitizer" }), ...targetShape })
  .superRefine((v, ctx) => {
    const merged = mergeTargets(baseTargets(v.sanitizer, "plaster"), overridesOf(v));
    if (!merged.ok)
      for (const [reading, message] of Object.entries(merged.errors))
        ctx.addIssue({ code: "custom", path: [targetMinField(reading as Reading)], message });
  })
  .transform((v) => ({ sanitizer: v.sanitizer, overrides: overridesOf(v) }));
