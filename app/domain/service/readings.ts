import type { Units } from "~/core/water/volume";

/**
 * The readings a technician can take at a stop. Values are stored in these units: ppm (phosphates in ppb),
 * temperature in °F for US companies and °C for metric ones.
 */
export const stopReadings = [
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
export type StopReading = (typeof stopReadings)[number];

export const stopReadingLabels: Record<StopReading, string> = {
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

export function stopReadingUnit(reading: StopReading, units: Units): string {
  if (reading === "pH") return "";
  if (reading === "temperature") return units === "us" ? "°F" : "°C";
  if (reading === "phosphates") return "ppb";
  return "ppm";
}

/**
 * What a test kit can report, to catch typos (a pH of 15, a negative chlorine); in the stored units. Temperature
 * allows freezing to hot-tub hot.
 */
export function readingLimits(
  reading: StopReading,
  units: Units,
): { min: number; max: number; step: number } {
  switch (reading) {
    case "pH":
      return { min: 0, max: 14, step: 0.1 };
    case "temperature":
      return units === "us" ? { min: 32, max: 110, step: 1 } : { min: 0, max: 43, step: 0.5 };
    case "freeChlorine":
    case "totalChlorine":
    case "bromine":
      return { min: 0, max: 100, step: 0.1 };
    case "totalAlkalinity":
      return { min: 0, max: 1_000, step: 1 };
    case "calciumHardness":
      return { min: 0, max: 2_000, step: 1 };
    case "cyanuricAcid":
      return { min: 0, max: 500, step: 1 };
    case "salt":
      return { min: 0, max: 10_000, step: 10 };
    case "tds":
      return { min: 0, max: 20_000, step: 10 };
    case "phosphates":
      return { min: 0, max: 10_000, step: 10 };
    case "borates":
      return { min: 0, max: 200, step: 1 };
  }
}

/** The message to show next to a reading's field, or null when the value is one a test kit can report. */
export function readingProblem(reading: StopReading, value: number, units: Units): string | null {
  const { min, max } = readingLimits(reading, units);
  const unit = stopReadingUnit(reading, units);
  if (!Number.isFinite(value)) return `Enter the ${stopReadingLabels[reading].toLowerCase()} as a number.`;
  if (value < min || value > max)
    return `${stopReadingLabels[reading]} must be between ${min} and ${max.toLocaleString("en-US")}${unit ? ` ${unit}` : ""}.`;
  return null;
}

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
