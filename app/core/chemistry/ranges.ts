/**
 * Target ranges for a body of water — the defaults of app/core/water/targets.ts with the free chlorine levels tied to
 * cyanuric acid layered on top — and flags for readings outside them. Pure: no I/O.
 *
 * Free chlorine by CYA (TFP FC/CYA chart, "Chlorine / CYA Chart" by chem geek, troublefreepool.com):
 *
 *   CYA  | min FC | target FC | SLAM     SWG pools: CYA | min FC | target FC
 *   20   | 2      | 3–5       | 10                  60  | 3      | 4
 *   30   | 2      | 4–6       | 12                  70  | 3      | 5
 *   40   | 3      | 5–7       | 16                  80  | 4      | 6
 *   50   | 4      | 6–8       | 20
 *   60   | 5      | 7–9       | 24
 *   70   | 5      | 8–10      | 28
 *   80   | 6      | 9–11      | 31
 *   90   | 7      | 10–12     | 35
 *   100  | 8      | 11–13     | 39
 *
 * Between and beyond the rows we use TFP Pool Math's formulas (pool-math source, `calcSuggested()`), which reproduce
 * the chart's minimum columns exactly: minimum = max(1, ⌊0.075·CYA + 0.7⌋), SWG minimum = max(1, ⌊0.045·CYA + 0.7⌋),
 * mustard-algae SLAM = max(12, ⌊CYA/2 + 4.5⌋). The target band is the chart's CYA/10 + 1 to CYA/10 + 3 (exact on
 * every row); the SWG target is the chart's CYA/10 − 2 (at least the SWG minimum + 1). SLAM interpolates the chart's
 * column linearly, is 10 below CYA 20, and continues at the last row's 39 % of CYA above 100.
 *
 * Combined chlorine (total − free) should be 0.5 ppm or less; above, TFP says to SLAM (TFP "SLAM Process": done when
 * CC ≤ 0.5 ppm).
 */
import {
  defaultTargets,
  rangeStatus,
  type Sanitizer,
  type Surface,
  type TargetRange,
  type Targets,
} from "~/core/water/targets";
import {
  type ChemistryReading,
  chemistryReadingLabels,
  combinedChlorine,
  formatNumber,
  formatReading,
  measured,
  type Readings,
  retestLimits,
  retestReason,
} from "./readings";
import type { UnitSystem } from "./units";

export interface FreeChlorineLevels {
  /** The CYA these levels are for (ppm). */
  cyanuricAcid: number;
  /** For a salt-water chlorine generator (SWG) pool. */
  saltwater: boolean;
  /** Never let FC fall below this. */
  minimum: number;
  /** The band to dose to. For SWG pools its low end is the chart's SWG target. */
  target: { min: number; max: number };
  /** The level a dose aims for. */
  ideal: number;
  /** Shock level for SLAM (algae, CC above 0.5, FC at zero). */
  slam: number;
  /** Shock level for mustard algae (Pool Math). */
  mustardSlam: number;
}

const SLAM_CHART: readonly (readonly [number, number])[] = [
  [20, 10],
  [30, 12],
  [40, 16],
  [50, 20],
  [60, 24],
  [70, 28],
  [80, 31],
  [90, 35],
  [100, 39],
];

/** TFP chart SLAM level for a CYA (ppm): the chart's column, interpolated; 10 below CYA 20, 39 % of CYA above 100. */
export function slamLevel(cya: number): number {
  const c = Math.max(0, cya);
  if (c <= SLAM_CHART[0][0]) return SLAM_CHART[0][1];
  const last = SLAM_CHART[SLAM_CHART.length - 1];
  if (c >= last[0]) return Math.round(c * (last[1] / last[0]) * 10) / 10;
  for (let i = 1; i < SLAM_CHART.length; i++) {
    const [x1, y1] = SLAM_CHART[i];
    if (c <= x1) {
      const [x0, y0] = SLAM_CHART[i - 1];
      return Math.round((y0 + ((y1 - y0) * (c - x0)) / (x1 - x0)) * 10) / 10;
    }
  }
  return last[1];
}

const half = (x: number) => Math.round(x * 2) / 2;

/** TFP FC/CYA chart levels for a CYA (see the table above). Negative CYA counts as 0. */
export function freeChlorineForCya(cya: number, options: { saltwater?: boolean } = {}): FreeChlorineLevels {
  const c = Math.max(0, cya);
  const saltwater = options.saltwater ?? false;
  const manualMinimum = Math.max(1, Math.floor(c * 0.075 + 0.7));
  const top = half(c / 10 + 3);
  if (saltwater) {
    const minimum = Math.max(1, Math.floor(c * 0.045 + 0.7));
    const ideal = Math.max(minimum + 1, half(c / 10 - 2));
    return {
      cyanuricAcid: c,
      saltwater,
      minimum,
      target: { min: ideal, max: Math.max(top, ideal) },
      ideal,
      slam: slamLevel(c),
      mustardSlam: Math.max(12, Math.floor(c / 2 + 4.5)),
    };
  }
  const low = Math.max(manualMinimum, half(c / 10 + 1));
  return {
    cyanuricAcid: c,
    saltwater,
    minimum: manualMinimum,
    target: { min: low, max: Math.max(top, low) },
    ideal: half((low + Math.max(top, low)) / 2),
    slam: slamLevel(c),
    mustardSlam: Math.max(12, Math.floor(c / 2 + 4.5)),
  };
}

/** The readings that can have a target, including derived combined chlorine. */
export type TargetReading = Exclude<ChemistryReading, "temperature" | "totalChlorine"> | "combinedChlorine";

export type ChemistryTargets = Partial<Record<TargetReading, TargetRange>>;

/** TFP: combined chlorine at most 0.5 ppm. */
export const COMBINED_CHLORINE_RANGE: TargetRange = { min: 0, max: 0.5, ideal: 0 };

export interface TargetsInput {
  sanitizer: Sanitizer;
  surface: Surface;
  /** The measured CYA, to tie free chlorine to it; without it the default FC range stands. */
  cyanuricAcid?: number | null;
  /**
   * The body of water's targets (e.g. baseTargets + its overrides). Defaults to defaultTargets(sanitizer, surface).
   * A free chlorine range equal to the built-in default is replaced by the CYA-based one; a company's own FC range
   * is kept.
   */
  targets?: Targets | null;
}

export interface EffectiveTargets {
  targets: ChemistryTargets;
  /** The FC/CYA levels in use (chlorine and salt pools with a CYA reading), else null. */
  freeChlorine: FreeChlorineLevels | null;
}

function sameRange(a: TargetRange | undefined, b: TargetRange | undefined): boolean {
  return !!a && !!b && a.min === b.min && a.max === b.max;
}

/**
 * The targets to judge readings against: the given (or default) targets, free chlorine from the TFP FC/CYA chart
 * for chlorine and salt pools when CYA was measured (minimum to the top of the target band, ideal mid-band; SWG
 * chart for salt pools), and combined chlorine ≤ 0.5 for every chlorine pool. Bromine pools keep their bromine
 * range and get no FC or CYA target; mineral pools keep their low-chlorine range.
 */
export function targetsFor(input: TargetsInput): EffectiveTargets {
  const defaults = defaultTargets(input.sanitizer, input.surface);
  const base: Targets = input.targets ?? defaults;
  const targets: ChemistryTargets = {};
  for (const [reading, range] of Object.entries(base) as [keyof Targets, TargetRange | undefined][]) {
    if (range) targets[reading] = { ...range };
  }
  let freeChlorine: FreeChlorineLevels | null = null;
  const cya = input.cyanuricAcid;
  const chlorinePool = input.sanitizer === "chlorine" || input.sanitizer === "salt";
  if (chlorinePool && typeof cya === "number" && Number.isFinite(cya)) {
    freeChlorine = freeChlorineForCya(cya, { saltwater: input.sanitizer === "salt" });
    if (!base.freeChlorine || sameRange(base.freeChlorine, defaults.freeChlorine)) {
      targets.freeChlorine = {
        min: freeChlorine.minimum,
        max: freeChlorine.target.max,
        ideal: freeChlorine.ideal,
      };
    }
  }
  if (input.sanitizer !== "bromine") targets.combinedChlorine = { ...COMBINED_CHLORINE_RANGE };
  return { targets, freeChlorine };
}

export type FlagStatus = "low" | "ok" | "high" | "retest";

/** A reading a flag can be about: every measured reading, and combined chlorine. */
export type FlagReading = ChemistryReading | "combinedChlorine";

export interface Flag {
  reading: FlagReading;
  value: number;
  /**
   * The target range the value was judged against; for "retest", the range a reading of pool water can take at all
   * (`retestLimits`).
   */
  range: TargetRange;
  /** "retest": the value cannot be right for pool water (readings.ts `retestLimits`); nothing is dosed from it. */
  status: FlagStatus;
  /** How far outside the range, in the reading's units (0 when within). */
  off: number;
  /** "pH 8.2 is 0.4 above 7.8", "Free chlorine 1 ppm is 2 ppm below 3 ppm", "pH 7.5 is within 7.2–7.8". */
  message: string;
}

function labelOf(reading: FlagReading): string {
  return reading === "combinedChlorine" ? "Combined chlorine" : chemistryReadingLabels[reading];
}

/** Judges one value against its range. */
export function flagReading(
  reading: TargetReading,
  value: number,
  range: TargetRange,
  units: UnitSystem,
): Flag {
  const { status, off } = rangeStatus(value, range);
  const show = (v: number) => formatReading(reading, v, units);
  const label = labelOf(reading);
  const message =
    status === "low"
      ? `${label} ${show(value)} is ${show(off)} below ${show(range.min)}`
      : status === "high"
        ? `${label} ${show(value)} is ${show(off)} above ${show(range.max)}`
        : `${label} ${show(value)} is within ${formatReading(reading, range.min, units).replace(/ .*/, "")}–${show(range.max)}`;
  return { reading, value, range, status, off, message };
}

/** A "retest" flag for a measured value outside what pool water can read, or null when it can be used. */
export function retestFlag(reading: ChemistryReading, value: number, units: UnitSystem): Flag | null {
  const message = retestReason(reading, value, units);
  if (message === null) return null;
  const { min, max } = retestLimits(reading, units);
  const off = Math.round((value < min ? min - value : value - max) * 1e6) / 1e6;
  return { reading, value, range: { min, max }, status: "retest", off, message };
}

const flagOrder: FlagReading[] = [
  "freeChlorine",
  "totalChlorine",
  "combinedChlorine",
  "bromine",
  "pH",
  "totalAlkalinity",
  "calciumHardness",
  "cyanuricAcid",
  "salt",
  "borates",
  "phosphates",
  "tds",
  "temperature",
];

/**
 * A flag for every measured reading that has a target (in a fixed order: sanitizer first), in range or not, and a
 * "retest" flag for every measured reading (with a target or not) outside what pool water can read. Combined
 * chlorine is derived from total and free chlorine, and only when both can be used.
 */
export function flagReadings(readings: Readings, targets: ChemistryTargets, units: UnitSystem): Flag[] {
  const flags: Flag[] = [];
  const usable = usableReadings(readings, units);
  for (const reading of flagOrder) {
    if (reading === "combinedChlorine") {
      const range = targets.combinedChlorine;
      const value = combinedChlorine(usable);
      if (range && value !== null) flags.push(flagReading(reading, value, range, units));
      continue;
    }
    const value = measured(readings, reading);
    if (value === null) continue;
    const retest = retestFlag(reading, value, units);
    if (retest) {
      flags.push(retest);
      continue;
    }
    if (reading === "temperature" || reading === "totalChlorine") continue;
    const range = targets[reading];
    if (range) flags.push(flagReading(reading, value, range, units));
  }
  return flags;
}

/** The measured readings that can be used: finite and within `retestLimits` (the others need a retest). */
export function usableReadings(readings: Readings, units: UnitSystem): Readings {
  const usable: Readings = {};
  for (const [reading, value] of Object.entries(readings) as [
    ChemistryReading,
    Readings[ChemistryReading],
  ][]) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    if (retestReason(reading, value, units) === null) usable[reading] = value;
  }
  return usable;
}

export interface JudgeInput {
  readings: Readings;
  sanitizer: Sanitizer;
  surface: Surface;
  /** The body of water's targets (baseTargets + its overrides); defaultTargets(sanitizer, surface) when absent. */
  targets?: Targets | null;
  units: UnitSystem;
}

export interface Judgement extends EffectiveTargets {
  /** Every measured reading with a target, and every one that needs a retest (see `flagReadings`). */
  flags: Flag[];
}

/**
 * The one judgement of a visit's readings, shared by the live stop screen (through analyzeWater), the stored stop,
 * its alerts, the service report and the pool owner's portal: the body of water's targets with free chlorine tied
 * to this visit's CYA (TFP FC/CYA chart, when the CYA can be used), combined chlorine ≤ 0.5, and "retest" for
 * values pool water cannot have.
 */
export function judgeReadings(input: JudgeInput): Judgement {
  const usable = usableReadings(input.readings, input.units);
  const effective = targetsFor({
    sanitizer: input.sanitizer,
    surface: input.surface,
    cyanuricAcid: measured(usable, "cyanuricAcid"),
    targets: input.targets,
  });
  return { ...effective, flags: flagReadings(input.readings, effective.targets, input.units) };
}

/**
 * How one reading of a judgement reads in a list (stored stop, report, portal): its status ("ok", "low", "high",
 * "retest"; null when it has no target and needs no retest) and its target range (null when it has none).
 */
export function readingMark(
  judgement: Judgement,
  reading: ChemistryReading,
): { status: FlagStatus | null; range: TargetRange | null } {
  const flag = judgement.flags.find((f) => f.reading === reading);
  const range = reading in judgement.targets ? (judgement.targets[reading as TargetReading] ?? null) : null;
  return { status: flag?.status ?? null, range };
}

export interface MarkedReading {
  reading: ChemistryReading;
  value: number;
  /** "ok", "low", "high" or "retest"; null when the reading has no target and needs no retest. */
  status: FlagStatus | null;
  /** The target it was judged against (free chlorine by this visit's CYA); null when it has none. */
  range: TargetRange | null;
}

/**
 * Every measured reading with its mark, in the order given: the lists of a stored stop, the service report and the
 * pool owner's visits, judged exactly as the live stop screen judged them (`judgeReadings`).
 */
export function markReadings(input: JudgeInput): MarkedReading[] {
  const judgement = judgeReadings(input);
  const marked: MarkedReading[] = [];
  for (const [reading, value] of Object.entries(input.readings) as [ChemistryReading, unknown][]) {
    if (typeof value !== "number" || !Number.isFinite(value)) continue;
    marked.push({ reading, value, ...readingMark(judgement, reading) });
  }
  return marked;
}

/** "1–5", "3–9 ppm": a target range for lists and reports. */
export function formatRange(range: TargetRange, unit = ""): string {
  const n = (v: number) => formatNumber(v);
  return `${n(range.min)}–${n(range.max)}${unit ? ` ${unit}` : ""}`;
}
