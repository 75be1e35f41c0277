/**
 * A lane's figures computed in the browser as cards move: on-site minutes, driving from the technician's start through
 * the stops and back (straight lines × the company's road factor at its average speed, as the server does without
 * OSRM), and the distance in miles (US companies) or kilometres.
 */
import { haversineMatrix } from "~/core/routing/matrix";

export interface Located {
  lat: number | null;
  lng: number | null;
  minutes: number;
}

export interface LaneFigures {
  stops: number;
  serviceMinutes: number;
  driveMinutes: number;
  totalMinutes: number;
  distance: number;
  unroutable: number;
}

export interface TravelSettings {
  roadFactor: number;
  averageSpeedKmh: number;
  units: "us" | "metric";
}

export function laneFigures(
  start: { lat: number; lng: number } | null,
  stops: Located[],
  settings: TravelSettings,
): LaneFigures {
  const routable = stops.filter((s) => s.lat != null && s.lng != null);
  const points = [
    ...(start ? [start] : []),
    ...routable.map((s) => ({ lat: s.lat as number, lng: s.lng as number })),
  ];
  const matrix = haversineMatrix(points, {
    roadFactor: settings.roadFactor,
    speedKmh: settings.averageSpeedKmh,
  });
  const nodes = points.map((_, i) => i);
  if (start && nodes.length > 1) nodes.push(0);
  let meters = 0;
  let seconds = 0;
  for (let k = 1; k < nodes.length; k++) {
    meters += matrix.distances[nodes[k - 1] * matrix.size + nodes[k]];
    seconds += matrix.durations[nodes[k - 1] * matrix.size + nodes[k]];
  }
  const serviceMinutes = stops.reduce((sum, s) => sum + s.minutes, 0);
  const driveMinutes = Math.round(seconds / 60);
  return {
    stops: stops.length,
    serviceMinutes,
    driveMinutes,
    totalMinutes: serviceMinutes + driveMinutes,
    distance: Math.round((settings.units === "us" ? meters / 1609.344 : meters / 1000) * 10) / 10,
    unroutable: stops.length - routable.length,
  };
}

// One formatting with the Route Builder and the optimize toasts.
export { distanceUnit, formatDuration } from "~/core/routing/savings";
