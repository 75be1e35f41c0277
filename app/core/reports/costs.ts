/**
 * What one finished visit cost, in integer cents: chemicals at cost, labor, and the driving to it. Pure.
 *
 * - Chemicals: each dose converted into its item's unit × the item's cost, rounded half up once per dose. A dose
 *   without an item, without a cost or in a unit that does not convert costs 0 and is counted as "not costed".
 * - Labor: the labor-contract cost recorded for the stop when there is one (the company paid the contract for it);
 *   otherwise the technician's per-stop rate of that day + minutes on site (arrived → finished, else the recorded
 *   duration) × the hourly rate of that day, rounded half up. Paid time between stops is driving: it is in the
 *   route's drive time, not charged to an account.
 * - Drive: a technician's day is their start (home or shop) → the finished stops in the order they were arrived at →
 *   back to the start; each stop carries the leg that reaches it, the last one also the way back. Miles × the
 *   company's vehicle cost per mile, rounded half up once per stop, so a route's and an account's figures add up.
 */

import { convertAmount } from "../operations/stock";
import { haversineMatrix } from "../routing/matrix";
import { divideRoundHalfUp, type Rate, rateOn } from "../team/payroll";

export const METERS_PER_MILE = 1609.344;

export interface DoseFact {
  amount: number;
  unit: string;
  /** The item's unit and cost per unit; null when the dose names no item or the item has no cost. */
  itemUnit: string | null;
  itemCostCents: number | null;
}

/** A dose's cost, or null when it cannot be costed. */
export function doseCostCents(dose: DoseFact): number | null {
  if (dose.itemUnit === null || dose.itemCostCents === null) return null;
  const amount = convertAmount(dose.amount, dose.unit, dose.itemUnit);
  if (amount === null || amount < 0) return null;
  return Math.round(amount * dose.itemCostCents);
}

/** Minutes on site: arrived → finished when both are known, else the recorded duration, else 0. */
export function onSiteMinutes(stop: {
  arrivedAt: Date | null;
  finishedAt: Date | null;
  durationMinutes: number | null;
}): number {
  if (stop.arrivedAt && stop.finishedAt)
    return Math.max(0, Math.round((stop.finishedAt.getTime() - stop.arrivedAt.getTime()) / 60_000));
  return Math.max(0, stop.durationMinutes ?? 0);
}

/** Labor charged to a stop (see the file's header). */
export function stopLaborCents(
  stop: { date: string; minutes: number; contractLaborCents: number | null },
  rates: readonly Rate[],
): number {
  if (stop.contractLaborCents !== null) return stop.contractLaborCents;
  const perStop = rateOn(rates, "stop", stop.date)?.amountCents ?? 0;
  const hourly = rateOn(rates, "hour", stop.date)?.amountCents ?? 0;
  return perStop + divideRoundHalfUp(stop.minutes * hourly, 60);
}

export interface LatLng {
  lat: number;
  lng: number;
}

export interface DayStop {
  id: string;
  /** null when the location has no coordinates: it is skipped in the path (no leg of its own). */
  point: LatLng | null;
  /** Order of the day: arrival time, then route position. */
  order: number;
}

/**
 * Meters driven to reach each stop of a technician's day (start → stops → start), by stop id. Distances are straight
 * lines × the road factor, as the route dashboard computes them without a road router.
 */
export function dayLegs(
  start: LatLng | null,
  stops: readonly DayStop[],
  roadFactor: number,
): Map<string, number> {
  const legs = new Map<string, number>();
  const located = [...stops].filter((s) => s.point).sort((a, b) => a.order - b.order);
  for (const s of stops) legs.set(s.id, 0);
  if (located.length === 0) return legs;
  const points = [...(start ? [start] : []), ...located.map((s) => s.point as LatLng)];
  const m = haversineMatrix(points, { roadFactor });
  const offset = start ? 1 : 0;
  const at = (i: number, j: number) => m.distances[i * m.size + j];
  located.forEach((s, k) => {
    const node = k + offset;
    let meters = node === 0 ? 0 : at(node - 1, node);
    if (start && k === located.length - 1) meters += at(node, 0);
    legs.set(s.id, meters);
  });
  return legs;
}

/** A distance's driving cost: miles × cents per mile, rounded half up. */
export function driveCostCents(meters: number, centsPerMile: number): number {
  return Math.round((meters / METERS_PER_MILE) * centsPerMile);
}

export const metersToMiles = (meters: number) => Math.round((meters / METERS_PER_MILE) * 10) / 10;
