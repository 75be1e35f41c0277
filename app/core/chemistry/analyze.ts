/**
 * The one call the UI makes: readings in; water balance, flags, doses and advice out. Pure: no I/O.
 *
 * Every part degrades on its own: an index lists the readings it still needs, a need without a volume has no amount,
 * a reading that fails validation is left out (with a warning) rather than failing the whole analysis.
 *
 * What it recommends (TFP Pool School practice):
 * - A reading below or above its range gets a dose to its ideal (or mid-range when the range has no ideal); a reading
 *   within range gets none.
 * - Free chlorine below its minimum → chlorine to the FC target. Combined chlorine above 0.5 ppm in a chlorine or salt
 *   pool → SLAM: chlorine to the FC/CYA chart's shock level, held until CC ≤ 0.5 (needs a CYA reading).
 * - pH high → acid, low → soda ash (borax when TA is already high); TA low → baking soda, high → acid in steps with
 *   aeration. The pH dose's effect on TA is counted before TA's own dose (acid for pH lowers TA; soda ash raises it).
 * - CH, CYA and salt: raised with calcium chloride, stabilizer and salt; no chemical lowers them, so a high reading
 *   gets the share of water to replace instead (Pool Math: 1 − target/current, for fill water that has none).
 */
import type { Sanitizer, Surface, TargetRange, Targets } from "~/core/water/targets";
import { type BalanceInput, csi, type IndexResult, lsi } from "./balance";
import { doseInLitres, type Need, phDemand, readingName, replacementPercent } from "./doses";
import { CACO3_PER_EQUIVALENT, isIngredientKind, strengthProblem } from "./products";
import { type ChemistryTargets, type Flag, type FreeChlorineLevels, judgeReadings } from "./ranges";
import {
  type ChemistryReading,
  chemistryReadingLabels,
  chemistryReadings,
  combinedChlorine,
  formatNumber,
  formatReading,
  measured,
  plausibilityWarning,
  type Readings,
  retestReason,
} from "./readings";
import { type CompanyChemicalItem, type Recommendation, recommendFor } from "./recommend";
import { type Amount, toAmount, type UnitSystem, volumeInLitres } from "./units";

export interface AnalyzeInput {
  readings: Readings;
  sanitizer: Sanitizer;
  surface: Surface;
  /** US gallons (units "us") or litres ("metric"); without it doses have no amounts. */
  volume?: number | null;
  /** The company's unit system: volume, temperature and amounts. */
  units: UnitSystem;
  /** The company's chemicals, to recommend its own products; generic products otherwise. */
  companyItems?: readonly CompanyChemicalItem[] | null;
  /** The body of water's targets (baseTargets + overrides); defaultTargets(sanitizer, surface) when absent. */
  targets?: Targets | null;
}

export interface Dose {
  need: Need;
  /** "Add 12.8 fl oz of Liquid chlorine 12.5% to raise free chlorine from 1 to 6 ppm." */
  message: string;
  /** The product and amount (in all); null when the volume is unknown. */
  recommendation: Recommendation | null;
  /**
   * Lowering total alkalinity: the acid goes in steps (pH down to the bottom of its range, aerate back up, retest),
   * each with its own amount; null for every other dose, or when one step does it.
   */
  steps: { count: number; each: Amount; lowersTotalAlkalinityBy: number } | null;
  /** Why this product is a poor fit (its side effect pushes another reading past its target), or null. */
  warning: string | null;
}

/**
 * The largest body of water the engine doses: 1,000,000 US gal (3,785,412 L), as the body-of-water form's largest
 * plausible pool (core/water/volume.ts `plausibleVolumes`). A larger or non-finite volume is a typo: no amounts.
 */
export const MAX_DOSE_VOLUME_LITRES = 1_000_000 * 3.785411784;

export interface Dilution {
  reading: "calciumHardness" | "cyanuricAcid" | "salt" | "tds";
  from: number;
  to: number;
  /** Share of the water to replace, %, assuming fill water has none of it; null when unknown (TDS). */
  percent: number | null;
  message: string;
}

export interface WaterAnalysis {
  lsi: IndexResult;
  csi: IndexResult;
  /** Every measured reading with a target, in range or not. */
  flags: Flag[];
  doses: Dose[];
  dilutions: Dilution[];
  /** The targets used (FC by CYA where it applies). */
  targets: ChemistryTargets;
  /** TFP FC/CYA levels for a chlorine or salt pool with a CYA reading, else null. */
  freeChlorine: FreeChlorineLevels | null;
  /** Total − free chlorine, when both were measured. */
  combinedChlorine: number | null;
  /** Readings left out or doubted, and assumptions made. */
  warnings: string[];
  /** Advice that is not a dose (SLAM, let chlorine drop, bromine). */
  notes: string[];
}

function aim(range: TargetRange): number {
  return range.ideal ?? (range.min + range.max) / 2;
}

function productLabel(recommendation: Recommendation): string {
  if (recommendation.item) return recommendation.item.name;
  const { name, strengthPercent } = recommendation.product;
  return strengthPercent === 100 || name === "Calcium chloride dihydrate"
    ? name
    : `${name} ${formatNumber(strengthPercent)}%`;
}

function changeText(need: Need, units: UnitSystem): string {
  const verb = need.direction === "raise" ? "raise" : "lower";
  return `${verb} ${readingName(need.reading)} from ${formatReading(need.reading, need.from, units).replace(/ ppm$/, "")} to ${formatReading(need.reading, need.to, units)}`;
}

/**
 * The readings the analysis can use: not a number → left out with a warning; outside what pool water can read →
 * left out (its "retest" flag says so; nothing is dosed from it); unusual but possible → kept with a warning.
 */
function cleanReadings(readings: Readings, units: UnitSystem, warnings: string[]): Readings {
  const clean: Readings = {};
  for (const reading of chemistryReadings) {
    const value = readings[reading];
    if (value === null || value === undefined) continue;
    if (typeof value !== "number" || !Number.isFinite(value)) {
      warnings.push(
        `Enter the ${reading === "pH" ? "pH" : chemistryReadingLabels[reading].toLowerCase()} as a number. It was left out.`,
      );
      continue;
    }
    if (retestReason(reading, value, units)) continue;
    const warning = plausibilityWarning(reading, value, units);
    if (warning) warnings.push(warning);
    clean[reading] = value;
  }
  const fc = measured(clean, "freeChlorine");
  const tc = measured(clean, "totalChlorine");
  if (fc !== null && tc !== null && tc < fc)
    warnings.push("Total chlorine is below free chlorine; it should be at least as high. Retest both.");
  return clean;
}

/**
 * TFP's way to lower total alkalinity: acid to bring pH down to the bottom of its range, aerate until it rises
 * back, repeat. One step's acid is what moves pH from its aim (ideal) to its minimum at the water's TA (Pool Math's
 * pH formula); the step count is the total acid over one step's, rounded up. Null when one step does it.
 */
function taSteps(
  recommendation: Recommendation,
  need: Need,
  targets: ChemistryTargets,
  borates: number,
  litres: number,
  units: UnitSystem,
): Dose["steps"] {
  const ph = targets.pH;
  if (!ph) return null;
  const start = aim(ph);
  const bottom = ph.min;
  if (!(start > bottom)) return null;
  const { kind, strengthPercent, form } = recommendation.product;
  const step = doseInLitres(
    { reading: "pH", direction: "lower", from: start, to: bottom, totalAlkalinity: need.from, borates },
    kind,
    strengthPercent,
    litres,
  );
  const all = doseInLitres(need, kind, strengthPercent, litres);
  if (!step || !all || !(step.base > 0)) return null;
  const count = Math.ceil(all.base / step.base - 1e-9);
  if (count <= 1) return null;
  const drop = -(step.sideEffects.find((e) => e.reading === "totalAlkalinity")?.change ?? 0);
  return { count, each: toAmount(step.base, form, units), lowersTotalAlkalinityBy: Math.round(drop) };
}

/** "Cal-hypo raises calcium hardness by about 7 ppm, and it is already 600 ppm (target 250–450 ppm)…" */
function poorFit(
  recommendation: Recommendation,
  readings: Readings,
  targets: ChemistryTargets,
  units: UnitSystem,
): string | null {
  for (const effect of recommendation.sideEffects) {
    if (effect.change <= 0) continue;
    const range = targets[effect.reading as keyof ChemistryTargets];
    const now = measured(readings, effect.reading);
    if (!range || now === null || now + effect.change <= range.max) continue;
    const label = chemistryReadingLabels[effect.reading].toLowerCase();
    const state =
      now > range.max
        ? `${label} is already ${formatReading(effect.reading, now, units)}, above its ${formatReading(effect.reading, range.max, units)} maximum`
        : `that takes ${label} from ${formatReading(effect.reading, now, units)} past its ${formatReading(effect.reading, range.max, units)} maximum`;
    return `${productLabel(recommendation)} ${effect.message.replace(/^Raises/, "raises").replace(/\.$/, "")}, and ${state}: use a product without it (liquid chlorine adds no calcium or CYA) if you have one.`;
  }
  return null;
}

/** Analyses one body of water's readings. */
export function analyzeWater(input: AnalyzeInput): WaterAnalysis {
  const { units, sanitizer } = input;
  const warnings: string[] = [];
  const notes: string[] = [];
  const readings = cleanReadings(input.readings, units, warnings);
  const get = (reading: ChemistryReading) => measured(readings, reading);

  const finite: Readings = {};
  for (const reading of chemistryReadings) {
    const value = input.readings[reading];
    if (typeof value === "number" && Number.isFinite(value)) finite[reading] = value;
  }
  const { targets, freeChlorine, flags } = judgeReadings({
    readings: finite,
    sanitizer,
    surface: input.surface,
    targets: input.targets,
    units,
  });
  // What the doses go by: the flags of usable readings (a reading flagged "retest" doses nothing).
  const flagOf = (reading: Flag["reading"]) =>
    flags.find((flag) => flag.reading === reading && flag.status !== "retest");
  const retest = (reading: ChemistryReading) =>
    flags.some((flag) => flag.reading === reading && flag.status === "retest");

  // Water balance. A salt pool without a salt reading is assumed at its salt target for the CSI and LSI constant.
  let salt = get("salt");
  if (salt === null && sanitizer === "salt" && targets.salt) {
    salt = aim(targets.salt);
    warnings.push(`Salt was not measured; the balance indices assume ${formatNumber(salt)} ppm.`);
  }
  const balanceInput: BalanceInput = {
    pH: get("pH"),
    totalAlkalinity: get("totalAlkalinity"),
    calciumHardness: get("calciumHardness"),
    temperature: get("temperature"),
    cyanuricAcid: get("cyanuricAcid"),
    borates: get("borates"),
    salt,
    tds: get("tds"),
  };

  const needs: Need[] = [];
  const dilutions: Dilution[] = [];

  // Sanitizer.
  const fc = get("freeChlorine");
  const fcFlag = flagOf("freeChlorine");
  const ccFlag = flagOf("combinedChlorine");
  const chlorinePool = sanitizer === "chlorine" || sanitizer === "salt";
  let slamming = false;
  if (ccFlag?.status === "high") {
    if (chlorinePool && freeChlorine) {
      slamming = true;
      const level = freeChlorine.slam;
      notes.push(
        `${ccFlag.message}: SLAM — raise free chlorine to ${formatNumber(level)} ppm (TFP shock level for CYA ${formatNumber(freeChlorine.cyanuricAcid)}) and hold it there until combined chlorine is 0.5 ppm or less, the water is clear and overnight chlorine loss is 1 ppm or less.`,
      );
      if (fc !== null && fc < level)
        needs.push({
          reading: "freeChlorine",
          direction: "raise",
          from: fc,
          to: level,
          reason: ccFlag.message,
        });
    } else if (chlorinePool) {
      notes.push(`${ccFlag.message}: shock the pool. Measure cyanuric acid to get the SLAM level.`);
    } else {
      notes.push(`${ccFlag.message}: shock the water.`);
    }
  }
  if (!slamming && fcFlag && fc !== null) {
    if (fcFlag.status === "low")
      needs.push({
        reading: "freeChlorine",
        direction: "raise",
        from: fc,
        to: aim(fcFlag.range),
        reason: fcFlag.message,
      });
    else if (fcFlag.status === "high") {
      if (freeChlorine && fc > freeChlorine.slam)
        notes.push(
          `${fcFlag.message}, above the SLAM level of ${formatNumber(freeChlorine.slam)} ppm: keep swimmers out until it drops; add no chlorine.`,
        );
      else notes.push(`${fcFlag.message}: add no chlorine; it will come down.`);
    }
  }
  if (chlorinePool && fc !== null && get("cyanuricAcid") === null)
    notes.push(
      `${retest("cyanuricAcid") ? "Retest" : "Measure"} cyanuric acid: the free chlorine a pool needs depends on it (TFP FC/CYA chart).`,
    );
  const bromineFlag = flagOf("bromine");
  if (bromineFlag?.status === "low")
    notes.push(`${bromineFlag.message}: add bromine (tablets in the feeder, or a brominating shock).`);
  else if (bromineFlag?.status === "high")
    notes.push(`${bromineFlag.message}: add no bromine; let it come down.`);

  // pH first, then TA net of what the pH dose does to it.
  const volume = input.volume;
  const given = typeof volume === "number" && !Number.isNaN(volume);
  const litres = given ? volumeInLitres(volume, units) : 0;
  const hasVolume = given && Number.isFinite(litres) && litres > 0 && litres <= MAX_DOSE_VOLUME_LITRES;
  if (given && !hasVolume)
    warnings.push(
      `The volume ${Number.isFinite(volume) ? formatNumber(volume) : String(volume)} ${units === "us" ? "gal" : "L"} is not a plausible body of water (more than 0, at most ${units === "us" ? "1,000,000 gal" : "3,785,412 L"}): fix the body of water's volume to get amounts.`,
    );
  // A company item whose strength cannot be (0, negative, above 100 %) is never dosed from.
  const items: CompanyChemicalItem[] = [];
  for (const item of input.companyItems ?? []) {
    const problem = isIngredientKind(item.activeIngredient)
      ? strengthProblem(item.activeIngredient, item.strengthPercent)
      : null;
    if (problem) warnings.push(`${item.name}: ${problem} Fix the item's strength; it was not used.`);
    else items.push(item);
  }
  const recommend = (need: Need) =>
    hasVolume && typeof volume === "number"
      ? recommendFor(items, need, { volume, units, readings, targets })
      : null;
  const ta = get("totalAlkalinity");
  const borates = get("borates") ?? 0;
  const phFlag = flagOf("pH");
  const taFlag = flagOf("totalAlkalinity");
  let taShift = 0;
  if (phFlag && phFlag.status !== "ok") {
    let taForPh = ta;
    if (taForPh === null) {
      taForPh = targets.totalAlkalinity ? aim(targets.totalAlkalinity) : 80;
      warnings.push(
        retest("totalAlkalinity")
          ? `Total alkalinity needs a retest; the pH dose assumes ${formatNumber(taForPh)} ppm until then.`
          : `Total alkalinity was not measured; the pH dose assumes ${formatNumber(taForPh)} ppm. Measure it for an accurate dose.`,
      );
    }
    const need: Need = {
      reading: "pH",
      direction: phFlag.status === "low" ? "raise" : "lower",
      from: phFlag.value,
      to: aim(phFlag.range),
      reason: phFlag.message,
      totalAlkalinity: taForPh,
      borates,
    };
    needs.push(need);
    // The product's own TA side effect; without a volume, the usual product's (acid −1, soda ash +2 per equivalent).
    const chosen = recommend(need);
    const demand = phDemand(need.from, need.to, taForPh, borates);
    taShift =
      chosen?.sideEffects.find((effect) => effect.reading === "totalAlkalinity")?.change ??
      (demand < 0 ? demand : 2 * demand) * CACO3_PER_EQUIVALENT;
  }
  if (taFlag && taFlag.status !== "ok" && ta !== null) {
    const to = aim(taFlag.range);
    const after = Math.round(ta + taShift);
    const shifted = Math.abs(taShift) >= 0.5;
    const reason = shifted
      ? `${taFlag.message}; after the pH dose it is about ${formatNumber(after)} ppm`
      : taFlag.message;
    const direction = taFlag.status === "low" ? "raise" : "lower";
    if ((direction === "raise" && after < to) || (direction === "lower" && after > to)) {
      needs.push({ reading: "totalAlkalinity", direction, from: after, to, reason });
      if (direction === "lower")
        notes.push(
          "To lower total alkalinity, add the acid in steps: bring pH down to about 7.2, aerate (fountains, jets, a return pointed up) until pH rises, and repeat.",
        );
    } else if (shifted) notes.push(`${reason}, so it needs no dose of its own.`);
  }

  // Calcium, stabilizer, salt: raise with a chemical, lower by replacing water.
  for (const reading of ["calciumHardness", "cyanuricAcid", "salt"] as const) {
    const flag = flagOf(reading);
    if (!flag || flag.status === "ok") continue;
    const to = aim(flag.range);
    if (flag.status === "low") {
      needs.push({ reading, direction: "raise", from: flag.value, to, reason: flag.message });
    } else {
      const percent = replacementPercent(flag.value, to);
      dilutions.push({
        reading,
        from: flag.value,
        to,
        percent,
        message: `${flag.message}: replace about ${formatNumber(percent ?? 0)}% of the water with fresh water to bring it to ${formatReading(reading, to, units)} (if the fill water has none); no chemical lowers it.`,
      });
    }
  }
  const tdsFlag = flagOf("tds");
  if (tdsFlag?.status === "high")
    dilutions.push({
      reading: "tds",
      from: tdsFlag.value,
      to: tdsFlag.range.max,
      percent: null,
      message: `${tdsFlag.message}: replace some of the water with fresh water.`,
    });

  // Doses.
  const doses: Dose[] = needs.map((need) => {
    const recommendation = recommend(need);
    const change = changeText(need, units);
    const warning =
      recommendation && !recommendation.fits ? poorFit(recommendation, readings, targets, units) : null;
    if (!recommendation)
      return {
        need,
        message: `${change[0].toUpperCase()}${change.slice(1)}. ${hasVolume || given ? "Fix the volume of water" : "Enter the volume of water"} to get an amount.`,
        recommendation,
        steps: null,
        warning,
      };
    const steps =
      need.reading === "totalAlkalinity" && need.direction === "lower" && typeof volume === "number"
        ? taSteps(recommendation, need, targets, borates, volumeInLitres(volume, units), units)
        : null;
    const message = steps
      ? `${change[0].toUpperCase()}${change.slice(1)} in ${steps.count} steps: each time add ${steps.each.text} of ${productLabel(recommendation)} (pH to about ${formatNumber(targets.pH?.min ?? 7.2)}; total alkalinity drops about ${formatNumber(steps.lowersTotalAlkalinityBy)} ppm), aerate until pH is back up, and retest before the next step (${recommendation.amount.text} in all).`
      : `Add ${recommendation.amount.text} of ${productLabel(recommendation)}${
          need.reading === "totalAlkalinity" && need.direction === "lower" ? ", aerating afterwards," : ""
        } to ${change}.`;
    return { need, message, recommendation, steps, warning };
  });

  // An index that lacks a reading because it needs a retest says so.
  const index = (result: IndexResult, name: "LSI" | "CSI"): IndexResult => {
    if (result.ok || result.reason !== "missing") return result;
    const retests = result.missing.filter((reading) => retest(reading));
    if (retests.length === 0) return result;
    const names = retests.map((r) => (r === "pH" ? "pH" : chemistryReadingLabels[r].toLowerCase()));
    return { ...result, message: `Retest ${names.join(" and ")} to get the ${name}.` };
  };

  return {
    lsi: index(lsi(balanceInput, units), "LSI"),
    csi: index(csi(balanceInput, units), "CSI"),
    flags,
    doses,
    dilutions,
    targets,
    freeChlorine,
    combinedChlorine: combinedChlorine(readings),
    warnings,
    notes,
  };
}
