/**
 * Doses: how much of a product moves a reading from one value to another in a body of water, and what else it
 * changes. Pure: no I/O.
 *
 * Linear doses (FC, TA, CH, CYA, salt) are change × volume ÷ the product's effect per g or mL per litre
 * (products.ts). pH is not linear: the acid (or base) it takes depends on the buffering of the water. We use TFP
 * Pool Math's well-known pH formula (pool-math source, `calcPH()`):
 *
 *   demand ∝ (pH_to − pH_from) × (adj + extra)
 *   adj   = (192.1626 − 60.1221·m + 6.0752·m² − 0.1943·m³) × (TA + 13.91) / 114.6
 *   extra = (−5.476259 + 2.414292·m − 0.355882·m² + 0.01755·m³) × borate
 *   m = (pH_from + pH_to) / 2
 *
 * where Pool Math doses 31.45 % muriatic acid at (demand × gallons ÷ 240.15) fl oz; with its 3911.47 ppm of TA per
 * fl oz/gal that is 0.3255 mmol/L of acid per unit of (ΔpH × (adj + extra)). We express the demand in mmol/L of H⁺
 * (or OH⁻) equivalents and convert to any acid or base by its equivalents (products.ts).
 *
 * Lowering total alkalinity takes one equivalent of acid per equivalent of TA (50.04 mg CaCO3 per mmol): 10 NYCRR
 * §6-1.30's "one pint of muriatic acid per 5,000 gallons lowers alkalinity by 12 mg/l" (ours: 12.5). The acid lowers pH
 * too; TFP's method is to add it in steps and aerate to bring pH back up (aeration raises pH without raising TA).
 */
import {
  CACO3_PER_EQUIVALENT,
  type Effect,
  effectPerUnit,
  type IngredientKind,
  ingredients,
  strengthOf,
  strengthProblem,
} from "./products";
import { chemistryReadingLabels, formatNumber } from "./readings";
import { type UnitSystem, volumeInLitres } from "./units";

export const doseReadings = [
  "freeChlorine",
  "pH",
  "totalAlkalinity",
  "calciumHardness",
  "cyanuricAcid",
  "salt",
] as const;
export type DoseReading = (typeof doseReadings)[number];

/** A change a body of water needs. */
export interface Need {
  reading: DoseReading;
  direction: "raise" | "lower";
  from: number;
  to: number;
  /** Why: "pH 8.2 is 0.4 above 7.8". */
  reason?: string;
  /** For pH: the water's total alkalinity (ppm), which sets how much acid or base it takes. Default 80. */
  totalAlkalinity?: number;
  /** For pH: the water's borates (ppm as B), which add buffering. Default 0. */
  borates?: number;
}

/** Makes a need from a reading and the value to reach; null when there is nothing to change. */
export function needFor(
  reading: DoseReading,
  from: number,
  to: number,
  extra: Partial<Need> = {},
): Need | null {
  if (!Number.isFinite(from) || !Number.isFinite(to) || from === to) return null;
  return { ...extra, reading, direction: to > from ? "raise" : "lower", from, to };
}

/** The products that serve a need, most preferred first (TFP: liquid chlorine first, it adds no CYA or calcium). */
export function productsFor(need: Pick<Need, "reading" | "direction">): IngredientKind[] {
  const raise = need.direction === "raise";
  switch (need.reading) {
    case "freeChlorine":
      return raise ? ["liquidChlorine", "calHypo", "dichlor", "trichlor"] : [];
    case "pH":
      return raise ? ["sodaAsh", "borax"] : ["muriaticAcid", "dryAcid"];
    case "totalAlkalinity":
      return raise ? ["bakingSoda"] : ["muriaticAcid", "dryAcid"];
    case "calciumHardness":
      return raise ? ["calciumChlorideDihydrate", "calciumChloride"] : [];
    case "cyanuricAcid":
      return raise ? ["cyanuricAcid", "liquidStabilizer"] : [];
    case "salt":
      return raise ? ["salt"] : [];
  }
}

/** The pH a dose may start from or aim at: the span TFP Pool Math's pH formula is fitted to. */
export const PH_DOSE_RANGE = { min: 6, max: 9 } as const;

/** TFP Pool Math: acid per unit of ΔpH × (adj + extra), mmol/L (from 240.15 fl oz/gal and 3911.47 ppm TA per fl oz/gal). */
export const PH_DEMAND_MMOL_PER_L = 3911.47 / CACO3_PER_EQUIVALENT / 240.15;

/** Pool Math's buffering factor for carbonate alkalinity at the mean pH m (≈1 at pH 7.5, TA 100). */
export function phBuffer(meanPH: number, totalAlkalinity: number): number {
  const m = meanPH;
  return ((192.1626 - 60.1221 * m + 6.0752 * m * m - 0.1943 * m * m * m) * (totalAlkalinity + 13.91)) / 114.6;
}

/** Pool Math's extra buffering per ppm of borate at the mean pH m. */
export function borateBuffer(meanPH: number, borates: number): number {
  const m = meanPH;
  return (-5.476259 + 2.414292 * m - 0.355882 * m * m + 0.01755 * m * m * m) * borates;
}

/**
 * The base (positive, mmol/L of OH⁻ equivalents) or acid (negative, of H⁺) it takes to move pH from → to, by TFP Pool
 * Math's formula. The mean pH is held to 6–9, the range Pool Math's fit covers; TA and borates below 0 count as 0.
 */
export function phDemand(from: number, to: number, totalAlkalinity = 80, borates = 0): number {
  const mean = Math.min(9, Math.max(6, (from + to) / 2));
  const buffer = phBuffer(mean, Math.max(0, totalAlkalinity)) + borateBuffer(mean, Math.max(0, borates));
  return (to - from) * Math.max(0, buffer) * PH_DEMAND_MMOL_PER_L;
}

export type EffectReading = Exclude<keyof Effect, "base">;

export interface SideEffect {
  reading: EffectReading;
  /** Signed change, ppm. */
  change: number;
  /** "Adds about 0.9 ppm of cyanuric acid", "Lowers total alkalinity by about 4 ppm". */
  message: string;
}

export interface DoseQuantity {
  kind: IngredientKind;
  strengthPercent: number;
  form: "liquid" | "solid";
  /** Exact amount: g (solids) or mL (liquids). */
  base: number;
  /** Every reading the dose changes other than the one it is for. */
  sideEffects: SideEffect[];
}

function effectValue(effect: Effect, reading: DoseReading): number {
  return reading === "pH" ? effect.base : effect[reading];
}

function sideEffectMessage(reading: EffectReading, change: number): string {
  const label = chemistryReadingLabels[reading].toLowerCase();
  const size = formatNumber(
    Math.abs(change) < 0.1 ? Math.abs(change) : Math.round(Math.abs(change) * 10) / 10,
  );
  return change > 0 ? `Raises ${label} by about ${size} ppm.` : `Lowers ${label} by about ${size} ppm.`;
}

/**
 * The amount of a product (kind and strength, default strength when none) a need takes in `volumeLitres` of water,
 * or null when the product can't serve it (wrong direction, or a need no chemical meets, such as lowering CH).
 */
export function doseInLitres(
  need: Need,
  kind: IngredientKind,
  strengthPercent: number | null | undefined,
  volumeLitres: number,
): DoseQuantity | null {
  if (!productsFor(need).includes(kind)) return null;
  if (!(volumeLitres > 0) || !Number.isFinite(volumeLitres)) return null;
  if (!Number.isFinite(need.from) || !Number.isFinite(need.to)) return null;
  // Pool Math's pH formula covers pH 6–9; outside it the reading needs a retest, not a dose.
  if (
    need.reading === "pH" &&
    [need.from, need.to].some((p) => p < PH_DOSE_RANGE.min || p > PH_DOSE_RANGE.max)
  )
    return null;
  if (strengthProblem(kind, strengthPercent)) return null;
  const strength = strengthOf(kind, strengthPercent);
  const effect = effectPerUnit(kind, strength);
  const perUnit = effectValue(effect, need.reading);
  const change =
    need.reading === "pH"
      ? phDemand(need.from, need.to, need.totalAlkalinity ?? 80, need.borates ?? 0)
      : need.to - need.from;
  if (perUnit === 0 || change === 0 || Math.sign(perUnit) !== Math.sign(change)) return null;
  const base = (change / perUnit) * volumeLitres;
  const sideEffects: SideEffect[] = [];
  for (const reading of [
    "freeChlorine",
    "cyanuricAcid",
    "calciumHardness",
    "totalAlkalinity",
    "borates",
    "salt",
  ] as const) {
    if (reading === need.reading) continue;
    const delta = (effect[reading] * base) / volumeLitres;
    if (Math.abs(delta) < 1e-9) continue;
    sideEffects.push({ reading, change: delta, message: sideEffectMessage(reading, delta) });
  }
  return { kind, strengthPercent: strength, form: ingredients[kind].form, base, sideEffects };
}

/** As doseInLitres, with the volume in US gallons (units "us") or litres ("metric"). */
export function dose(
  need: Need,
  kind: IngredientKind,
  strengthPercent: number | null | undefined,
  volume: number,
  units: UnitSystem,
): DoseQuantity | null {
  return doseInLitres(need, kind, strengthPercent, volumeInLitres(volume, units));
}

/** The change in each reading from adding `base` g or mL of a product to `volumeLitres` of water (pH excluded). */
export function effectOf(
  kind: IngredientKind,
  strengthPercent: number | null | undefined,
  base: number,
  volumeLitres: number,
): Record<EffectReading, number> {
  const effect = effectPerUnit(kind, strengthPercent);
  const scale = base / volumeLitres;
  return {
    freeChlorine: effect.freeChlorine * scale,
    cyanuricAcid: effect.cyanuricAcid * scale,
    calciumHardness: effect.calciumHardness * scale,
    totalAlkalinity: effect.totalAlkalinity * scale,
    salt: effect.salt * scale,
    borates: effect.borates * scale,
  };
}

/** Practical notes for using a product (TFP and label practice). */
export const productNotes: Partial<Record<IngredientKind, string>> = {
  liquidChlorine: "Pour in front of a return with the pump running.",
  calHypo: "Pre-dissolve in a bucket of pool water; adds calcium.",
  dichlor: "Adds cyanuric acid and lowers pH a little.",
  trichlor: "Adds cyanuric acid and lowers pH and alkalinity; best in a feeder or floater.",
  muriaticAcid: "Pour slowly in front of a return with the pump running; never mix with chlorine.",
  dryAcid: "Pre-dissolve in a bucket of pool water.",
  sodaAsh: "Raises alkalinity as well; add slowly to avoid clouding.",
  borax: "Adds borates; raises pH with little change in alkalinity.",
  calciumChloride: "Pre-dissolve in a bucket of pool water (it gets hot).",
  calciumChlorideDihydrate: "Pre-dissolve in a bucket of pool water (it gets hot).",
  cyanuricAcid: "Dissolves slowly: put it in a sock in the skimmer and don't backwash for a week.",
  liquidStabilizer: "Shake well; pour in front of a return with the pump running.",
};

/**
 * The share of water to replace with fill water to lower a reading that no chemical lowers (CYA, CH, salt): Pool
 * Math's 1 − to/from, assuming the fill water has none (less for fill water that has some). A percent, 0–100.
 */
export function replacementPercent(from: number, to: number, fill = 0): number | null {
  if (!(from > to) || to < fill || from <= fill) return null;
  return Math.round((1 - (to - fill) / (from - fill)) * 1000) / 10;
}

/** "freeChlorine" → "free chlorine", for sentences. */
export function readingName(reading: DoseReading): string {
  return reading === "pH" ? "pH" : chemistryReadingLabels[reading].toLowerCase();
}
