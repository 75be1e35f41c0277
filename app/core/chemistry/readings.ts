/**
 * The readings the chemistry engine understands, their units and labels, and validation for the form layer.
 * Pure: no I/O.
 *
 * Units: ppm (mg/L) for everything but pH (none), phosphates (ppb) and temperature (°F for US companies, °C for
 * metric). Calcium hardness and total alkalinity are ppm as CaCO3 (what test kits report); borates are ppm as boron
 * (Taylor K-1519 / LaMotte borate tests, and TFP Pool Math).
 */
import { messageFormat } from "../format/format";
import { keyed } from "../i18n/keyed";
import { readingInSentenceKeys, readingNameKeys } from "../i18n/water-words";
import type { UnitSystem } from "./units";

export const chemistryReadings = [
  "freeChlorine",
  "totalChlorine",
  "pH",
  "totalAlkalinity",
  "calciumHardness",
  "cyanuricAcid",
  "salt",
  "bromine",
  "temperature",
  "tds",
  "phosphates",
  "borates",
] as const;
export type ChemistryReading = (typeof chemistryReadings)[number];

/** What a technician measured; missing, null or non-numeric entries count as not measured. */
export type Readings = Partial<Record<ChemistryReading, number | null | undefined>>;

export const chemistryReadingLabels: Record<ChemistryReading, string> = {
  freeChlorine: "Free chlorine",
  totalChlorine: "Total chlorine",
  pH: "pH",
  totalAlkalinity: "Total alkalinity",
  calciumHardness: "Calcium hardness",
  cyanuricAcid: "Cyanuric acid",
  salt: "Salt",
  bromine: "Bromine",
  temperature: "Water temperature",
  tds: "Total dissolved solids",
  phosphates: "Phosphates",
  borates: "Borates",
};

/** The unit a reading is entered in: "" for pH, "ppb" for phosphates, °F/°C for temperature, else "ppm". */
export function readingUnit(reading: ChemistryReading | "combinedChlorine", units: UnitSystem): string {
  if (reading === "pH") return "";
  if (reading === "temperature") return units === "us" ? "°F" : "°C";
  if (reading === "phosphates") return "ppb";
  return "ppm";
}

/** A number for messages: up to 2 decimals, thousands separated ("3,200", "7.8", "0.4"). */
export function formatNumber(value: number): string {
  return messageFormat.number(Math.round(value * 100) / 100);
}

/** "7.8", "80 ppm", "78 °F". */
export function formatReading(
  reading: ChemistryReading | "combinedChlorine",
  value: number,
  units: UnitSystem,
): string {
  const unit = readingUnit(reading, units);
  return unit ? `${formatNumber(value)} ${unit}` : formatNumber(value);
}

interface Limits {
  min: number;
  max: number;
}

/**
 * What a test kit can report, in the entry units. Values outside are typos ("pH must be between 0 and 14").
 * The same limits as the stop form (app/domain/service/readings.ts), so the two never disagree.
 */
export function readingLimits(reading: ChemistryReading, units: UnitSystem): Limits {
  switch (reading) {
    case "pH":
      return { min: 0, max: 14 };
    case "temperature":
      return units === "us" ? { min: 32, max: 110 } : { min: 0, max: 43 };
    case "freeChlorine":
    case "totalChlorine":
    case "bromine":
      return { min: 0, max: 100 };
    case "totalAlkalinity":
      return { min: 0, max: 1_000 };
    case "calciumHardness":
      return { min: 0, max: 2_000 };
    case "cyanuricAcid":
      return { min: 0, max: 500 };
    case "salt":
      return { min: 0, max: 10_000 };
    case "tds":
      return { min: 0, max: 20_000 };
    case "phosphates":
      return { min: 0, max: 10_000 };
    case "borates":
      return { min: 0, max: 200 };
  }
}

/**
 * What is plausible in a pool or spa; a value outside is possible but suspicious, worth a retest. pH below 6 or
 * above 9 is beyond what phenol red and the common kits read (and would be a dangerous pool); TFP's FC/CYA chart
 * tops out near 40 ppm FC for SLAM; CYA test kits read 0–100 (above 100 only by dilution); salt cells run at
 * 2,700–4,500 ppm; spas reach 104 °F (40 °C).
 */
export function plausibleLimits(reading: ChemistryReading, units: UnitSystem): Limits {
  switch (reading) {
    case "pH":
      return { min: 6, max: 9 };
    case "temperature":
      return units === "us" ? { min: 33, max: 104 } : { min: 1, max: 40 };
    case "freeChlorine":
    case "totalChlorine":
      return { min: 0, max: 50 };
    case "bromine":
      return { min: 0, max: 20 };
    case "totalAlkalinity":
      return { min: 0, max: 400 };
    case "calciumHardness":
      return { min: 0, max: 1_000 };
    case "cyanuricAcid":
      return { min: 0, max: 200 };
    case "salt":
      return { min: 0, max: 6_000 };
    case "tds":
      return { min: 0, max: 10_000 };
    case "phosphates":
      return { min: 0, max: 5_000 };
    case "borates":
      return { min: 0, max: 100 };
  }
}

/**
 * What a reading of pool or spa water can be at all; a value outside is a misread or a typo, flagged "retest", and
 * no dose is worked out from it. pH outside 6–9 is beyond what the common kits read (phenol red 6.8–8.2, TFP
 * Pool School; Pool Math refuses the CSI there) and no swimmable water; FC or total chlorine above 50 ppm is above
 * any SLAM level on the TFP FC/CYA chart (39 at CYA 100, 50 % of CYA above that) — a bleach-strength misread;
 * bromine likewise; CYA above 300 ppm is beyond what the turbidity test reads even diluted 1:2; TA above 400 and CH
 * above 2,000 ppm are beyond any fill water and the drop tests' usual ranges; the water is liquid (above 32 °F /
 * 0 °C) and no hotter than the hottest spa the stop form accepts (110 °F / 43 °C). The other readings: the
 * typo limits of `readingLimits`.
 */
export function retestLimits(reading: ChemistryReading, units: UnitSystem): Limits {
  switch (reading) {
    case "pH":
      return { min: 6, max: 9 };
    case "freeChlorine":
    case "totalChlorine":
    case "bromine":
      return { min: 0, max: 50 };
    case "totalAlkalinity":
      return { min: 0, max: 400 };
    case "calciumHardness":
      return { min: 0, max: 2_000 };
    case "cyanuricAcid":
      return { min: 0, max: 300 };
    default:
      return readingLimits(reading, units);
  }
}

/**
 * Why a measured value needs a retest (outside `retestLimits`), or null when it can be used. "pH 0 cannot be right
 * for pool water (it reads 6–9): retest before dosing."
 */
export function retestReason(
  reading: ChemistryReading,
  value: number,
  units: UnitSystem = "us",
): string | null {
  if (!Number.isFinite(value)) return null;
  const { min, max } = retestLimits(reading, units);
  if (value >= min && value <= max) return null;
  const unit = readingUnit(reading, units);
  const span = `${formatNumber(min)}–${formatNumber(max)}${unit ? ` ${unit}` : ""}`;
  return `${label(reading)} ${formatReading(reading, value, units)} is outside what pool water can read (${span}): retest before dosing.`;
}

function label(reading: ChemistryReading): string {
  return chemistryReadingLabels[reading];
}

/**
 * For the form layer: the message to show for a value no test kit can report, or null when it is acceptable, as a
 * `keyed` message the screen words with `t.text`: "pH must be between 0 and 14.", "Enter the free chlorine as a
 * number."
 */
export function validateReading(
  reading: ChemistryReading,
  value: unknown,
  units: UnitSystem = "us",
): string | null {
  if (typeof value !== "number" || !Number.isFinite(value))
    return keyed("water.check.notNumber", { reading: { word: readingInSentenceKeys[reading] } });
  const { min, max } = readingLimits(reading, units);
  if (value < min || value > max)
    return keyed("water.check.range", {
      reading: { word: readingNameKeys[reading] },
      min,
      max,
      unit: readingUnit(reading, units) || "none",
    });
  return null;
}

/**
 * For the form layer: a warning for a valid but implausible value ("pH 5.5 is unusually low; retest"), or null.
 * Call after validateReading passes.
 */
export function plausibilityWarning(
  reading: ChemistryReading,
  value: number,
  units: UnitSystem = "us",
): string | null {
  if (!Number.isFinite(value)) return null;
  const { min, max } = plausibleLimits(reading, units);
  const shown = formatReading(reading, value, units);
  if (value < min) return `${label(reading)} ${shown} is unusually low; retest to confirm.`;
  if (value > max) return `${label(reading)} ${shown} is unusually high; retest to confirm.`;
  return null;
}

/** The finite number measured for a reading, or null. */
export function measured(readings: Readings, reading: ChemistryReading): number | null {
  const value = readings[reading];
  return typeof value === "number" && Number.isFinite(value) ? value : null;
}

/** Combined chlorine (chloramines) = total chlorine − free chlorine; null unless both are measured. Never negative. */
export function combinedChlorine(readings: Readings): number | null {
  const fc = measured(readings, "freeChlorine");
  const tc = measured(readings, "totalChlorine");
  if (fc === null || tc === null) return null;
  return Math.max(0, Math.round((tc - fc) * 1e6) / 1e6);
}
