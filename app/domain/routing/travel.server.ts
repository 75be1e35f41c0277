/**
 * Distances and driving times between points: OSRM's road table when OSRM_URL is set, otherwise (or when it fails)
 * straight lines × the company's road factor at its average speed. Always says which one it used.
 */
import { haversineMatrix } from "~/core/routing";
import type { TravelTimes } from "../ports";
import type { Point } from "./technicians.server";

export interface TravelMatrix {
  size: number;
  /** Row-major meters. */
  distances: Float64Array;
  /** Row-major seconds. */
  durations: Float64Array;
  source: "osrm" | "straight line";
  /** Set when OSRM was configured but could not be used: a catalog key the page words. */
  warning: string | null;
}

export async function travelMatrix(
  travel: TravelTimes,
  points: Point[],
  settings: { roadFactor: number; averageSpeedKmh: number },
): Promise<TravelMatrix> {
  const road = await travel.roadTable(points);
  if (road) return { size: points.length, ...road, source: "osrm", warning: null };
  const straight = haversineMatrix(points, {
    roadFactor: settings.roadFactor,
    speedKmh: settings.averageSpeedKmh,
  });
  return {
    ...straight,
    source: "straight line",
    warning: travel.configured() ? "builder.plan.osrmDown" : null,
  };
}

/** Meters and seconds along a sequence of matrix nodes. */
export function pathTotals(m: Pick<TravelMatrix, "size" | "distances" | "durations">, nodes: number[]) {
  let meters = 0;
  let seconds = 0;
  for (let k = 1; k < nodes.length; k++) {
    meters += m.distances[nodes[k - 1] * m.size + nodes[k]];
    seconds += m.durations[nodes[k - 1] * m.size + nodes[k]];
  }
  return { meters, seconds };
}

/** Miles for US companies, kilometres otherwise, one decimal. */
export function distanceIn(units: "us" | "metric", meters: number) {
  return Math.round((units === "us" ? meters / 1609.344 : meters / 1000) * 10) / 10;
}
