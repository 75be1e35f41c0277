/**
 * What re-ordering a route saves, in the words and units the Route Builder uses: driving time as "1 h 05 min" /
 * "23 min", distance in miles (US companies) or kilometres with one decimal.
 */

export type Units = "us" | "metric";

/** Driving along a route: seconds and meters. */
export interface DriveTotals {
  seconds: number;
  meters: number;
}

/** "2 h 05 min", "45 min", "2 h". */
export function formatDuration(minutes: number) {
  if (minutes < 60) return `${minutes} min`;
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return m ? `${h} h ${String(m).padStart(2, "0")} min` : `${h} h`;
}

export const distanceUnit = (units: Units) => (units === "us" ? "mi" : "km");

/** Miles for US companies, kilometres otherwise, one decimal. */
export function distanceIn(units: Units, meters: number) {
  return Math.round((units === "us" ? meters / 1609.344 : meters / 1000) * 10) / 10;
}

/**
 * "saves 23 min of driving and 4.2 mi" — what the new order saves over the old one, or `null` when it saves
 * nothing worth saying (less than a minute and less than 0.1 of the unit). A part that got longer is not claimed.
 */
export function describeSavings(before: DriveTotals, after: DriveTotals, units: Units): string | null {
  if (![before.seconds, before.meters, after.seconds, after.meters].every(Number.isFinite)) return null;
  const minutes = Math.round((before.seconds - after.seconds) / 60);
  const distance = Math.round((distanceIn(units, before.meters) - distanceIn(units, after.meters)) * 10) / 10;
  const parts = [
    minutes >= 1 ? `${formatDuration(minutes)} of driving` : null,
    distance >= 0.1 ? `${distance.toFixed(1)} ${distanceUnit(units)}` : null,
  ].filter(Boolean);
  return parts.length ? `saves ${parts.join(" and ")}` : null;
}
