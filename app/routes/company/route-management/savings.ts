import {
  type DriveTotals,
  distanceIn,
  distanceUnit,
  formatDuration,
  type Units,
} from "~/core/routing/savings";

/**
 * What a new order saves, as a message's values (core's `describeSavings` words it in English only): `kind` picks the
 * wording ("both", "drive", "distance", or "none" when it saves nothing worth saying).
 */
export interface Savings {
  kind: "both" | "drive" | "distance" | "none";
  drive: string;
  distance: string;
}

export const NO_SAVINGS: Savings = { kind: "none", drive: "", distance: "" };

export function savings(before: DriveTotals, after: DriveTotals, units: Units): Savings {
  if (![before.seconds, before.meters, after.seconds, after.meters].every(Number.isFinite)) return NO_SAVINGS;
  const minutes = Math.round((before.seconds - after.seconds) / 60);
  const distance = Math.round((distanceIn(units, before.meters) - distanceIn(units, after.meters)) * 10) / 10;
  const drive = minutes >= 1 ? formatDuration(minutes) : "";
  const far = distance >= 0.1 ? `${distance.toFixed(1)} ${distanceUnit(units)}` : "";
  const kind = drive && far ? "both" : drive ? "drive" : far ? "distance" : "none";
  return { kind, drive, distance: far };
}
