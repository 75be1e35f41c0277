import { logger } from "./logger.server";

export interface RoadTable {
  /** Row-major, meters. */
  distances: Float64Array;
  /** Row-major, seconds. */
  durations: Float64Array;
}

/** OSRM's table service answers at most this many coordinates per request on the default server settings. */
const BATCH = 100;

/**
 * Driving distances and durations between points from an OSRM server's `table` service (OSRM_URL), batched in
 * blocks of sources × destinations. Returns null when OSRM_URL is not set or any request fails: the caller falls
 * back to straight-line distances with a road factor, and says so.
 */
export async function osrmTable(points: { lat: number; lng: number }[]): Promise<RoadTable | null> {
  const base = process.env.OSRM_URL;
  if (!base || points.length < 2) return null;
  const size = points.length;
  const distances = new Float64Array(size * size);
  const durations = new Float64Array(size * size);
  const half = Math.floor(BATCH / 2);
  try {
    for (let from = 0; from < size; from += half) {
      for (let to = 0; to < size; to += half) {
        const sources = range(from, Math.min(size, from + half));
        const destinations = range(to, Math.min(size, to + half));
        const batch = [...sources, ...destinations];
        const coordinates = batch.map((i) => `${points[i].lng},${points[i].lat}`).join(";");
        const url = new URL(`table/v1/driving/${coordinates}`, base.endsWith("/") ? base : `${base}/`);
        url.searchParams.set("annotations", "distance,duration");
        url.searchParams.set("sources", sources.map((_, k) => k).join(";"));
        url.searchParams.set("destinations", destinations.map((_, k) => sources.length + k).join(";"));
        const response = await fetch(url, { signal: AbortSignal.timeout(15_000) });
        if (!response.ok) throw new Error(`OSRM answered ${response.status}`);
        const body = (await response.json()) as {
          code: string;
          distances?: (number | null)[][];
          durations?: (number | null)[][];
        };
        if (body.code !== "Ok" || !body.distances || !body.durations)
          throw new Error(`OSRM code ${body.code}`);
        sources.forEach((i, r) => {
          destinations.forEach((j, c) => {
            const d = body.distances?.[r]?.[c];
            const t = body.durations?.[r]?.[c];
            if (d == null || t == null) throw new Error("OSRM found no road between two points");
            distances[i * size + j] = d;
            durations[i * size + j] = t;
          });
        });
      }
    }
    return { distances, durations };
  } catch (error) {
    logger.warn({ err: error }, "OSRM table failed; using straight-line distances with the road factor");
    return null;
  }
}

function range(from: number, to: number) {
  return Array.from({ length: to - from }, (_, k) => from + k);
}
