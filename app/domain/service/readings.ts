import {
  type ChemistryReading,
  chemistryReadingLabels,
  chemistryReadings,
  readingLimits,
  readingUnit,
  validateReading,
} from "~/core/chemistry";
import type { Units } from "~/core/water/volume";

/**
 * The readings a technician can take at a stop: the chemistry engine's, in its entry units (ppm, phosphates in
 * ppb, temperature in °F for US companies and °C for metric ones), with its labels and typo limits.
 */
export const stopReadings = chemistryReadings;
export type StopReading = ChemistryReading;
export const stopReadingLabels = chemistryReadingLabels;
export const stopReadingUnit = (reading: StopReading, units: Units) => readingUnit(reading, units);

/** The message to show next to a reading's field, or null when the value is one a test kit can report. */
export const readingProblem = (reading: StopReading, value: number, units: Units): string | null =>
  validateReading(reading, value, units);

/** The values a test kit can report for a reading (what `readingProblem` checks against). */
export const stopReadingLimits = (reading: StopReading, units: Units) => readingLimits(reading, units);

/** The standard set when a company has not chosen its own: the readings of a weekly service. */
export const defaultReadingSet: StopReading[] = [
  "freeChlorine",
  "totalChlorine",
  "pH",
  "totalAlkalinity",
  "calciumHardness",
  "cyanuricAcid",
  "salt",
  "bromine",
  "temperature",
];

/**
 * The readings to ask for at one body of water: the company's set, minus those that don't apply to its sanitizer
 * (salt only for salt pools, bromine only for bromine pools; no chlorine or CYA for bromine pools).
 */
export function readingsFor(sanitizer: string, companySet: readonly string[]): StopReading[] {
  const set = (companySet.length ? companySet : defaultReadingSet).filter((r): r is StopReading =>
    (stopReadings as readonly string[]).includes(r),
  );
  return set.filter((r) => {
    if (r === "salt") return sanitizer === "salt";
    if (r === "bromine") return sanitizer === "bromine";
    if (r === "freeChlorine" || r === "totalChlorine" || r === "cyanuricAcid") return sanitizer !== "bromine";
    return true;
  });
}

export function isStopReading(value: unknown): value is StopReading {
  return typeof value === "string" && (stopReadings as readonly string[]).includes(value);
}
