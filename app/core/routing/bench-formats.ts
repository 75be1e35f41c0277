/**
 * Parsers for the public benchmark formats used by `npm run bench:routing` (TSPLIB95 .tsp, CVRPLIB .vrp,
 * Solomon .txt) and their distance conventions. Pure text in, matrices out; no I/O.
 */

export type EdgeWeightType = "EUC_2D" | "ATT" | "GEO" | "CEIL_2D";

export interface TsplibInstance {
  name: string;
  dimension: number;
  edgeWeightType: EdgeWeightType;
  coords: [number, number][];
  /** CVRP only. */
  capacity?: number;
  demands?: number[];
  /** 0-based index of the depot (CVRP only). */
  depot?: number;
}

/** Parses a TSPLIB .tsp or CVRPLIB .vrp file with a NODE_COORD_SECTION. */
export function parseTsplib(text: string): TsplibInstance {
  const lines = text.split(/\r?\n/);
  const header: Record<string, string> = {};
  let section = "";
  const coords: [number, number][] = [];
  const demands: number[] = [];
  const depots: number[] = [];
  for (const raw of lines) {
    const line = raw.trim();
    if (!line || line === "EOF") continue;
    if (/^[A-Z_]+\s*:/.test(line)) {
      const i = line.indexOf(":");
      header[line.slice(0, i).trim()] = line.slice(i + 1).trim();
      section = "";
      continue;
    }
    if (/^[A-Z_]+SECTION$/.test(line)) {
      section = line;
      continue;
    }
    const parts = line.split(/\s+/).map(Number);
    if (section === "NODE_COORD_SECTION") coords[parts[0] - 1] = [parts[1], parts[2]];
    else if (section === "DEMAND_SECTION") demands[parts[0] - 1] = parts[1];
    else if (section === "DEPOT_SECTION" && parts[0] > 0) depots.push(parts[0] - 1);
  }
  const dimension = Number(header.DIMENSION);
  if (coords.length !== dimension)
    throw new Error(`expected ${dimension} coordinates, found ${coords.length}`);
  return {
    name: header.NAME ?? "",
    dimension,
    edgeWeightType: (header.EDGE_WEIGHT_TYPE ?? "EUC_2D") as EdgeWeightType,
    coords,
    capacity: header.CAPACITY ? Number(header.CAPACITY) : undefined,
    demands: demands.length ? demands : undefined,
    depot: depots.length ? depots[0] : undefined,
  };
}

function geoRadians(x: number): number {
  // biome-ignore lint/suspicious/noApproximativeNumericConstant: TSPLIB's GEO convention uses exactly 3.141592.
  const PI = 3.141592;
  const deg = Math.trunc(x);
  const min = x - deg;
  return (PI * (deg + (5.0 * min) / 3.0)) / 180.0;
}

/** The TSPLIB distance between two coordinates under an edge-weight convention. */
export function tsplibDistance(type: EdgeWeightType, a: [number, number], b: [number, number]): number {
  const dx = a[0] - b[0];
  const dy = a[1] - b[1];
  switch (type) {
    case "EUC_2D":
      return Math.floor(Math.sqrt(dx * dx + dy * dy) + 0.5);
    case "CEIL_2D":
      return Math.ceil(Math.sqrt(dx * dx + dy * dy));
    case "ATT": {
      const r = Math.sqrt((dx * dx + dy * dy) / 10.0);
      const t = Math.floor(r + 0.5);
      return t < r ? t + 1 : t;
    }
    case "GEO": {
      const RRR = 6378.388;
      const lat1 = geoRadians(a[0]);
      const lon1 = geoRadians(a[1]);
      const lat2 = geoRadians(b[0]);
      const lon2 = geoRadians(b[1]);
      const q1 = Math.cos(lon1 - lon2);
      const q2 = Math.cos(lat1 - lat2);
      const q3 = Math.cos(lat1 + lat2);
      return Math.floor(RRR * Math.acos(0.5 * ((1.0 + q1) * q2 - (1.0 - q1) * q3)) + 1.0);
    }
  }
}

/** The full flat distance matrix of a TSPLIB/CVRPLIB instance. */
export function tsplibMatrix(inst: TsplibInstance): Float64Array {
  const n = inst.dimension;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      m[i * n + j] = m[j * n + i] = tsplibDistance(inst.edgeWeightType, inst.coords[i], inst.coords[j]);
    }
  }
  return m;
}

/** Parses a TSPLIB .opt.tour file into 0-based node indices. */
export function parseTour(text: string): number[] {
  const tour: number[] = [];
  let inSection = false;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (line === "TOUR_SECTION") {
      inSection = true;
      continue;
    }
    if (!inSection) continue;
    for (const token of line.split(/\s+/)) {
      const v = Number(token);
      if (!token || Number.isNaN(v)) continue;
      if (v === -1) return tour;
      tour.push(v - 1);
    }
  }
  return tour;
}

export interface SolomonInstance {
  name: string;
  vehicles: number;
  capacity: number;
  /** Node 0 is the depot. */
  coords: [number, number][];
  demand: number[];
  ready: number[];
  due: number[];
  service: number[];
}

/** Parses a Solomon VRPTW .txt file. */
export function parseSolomon(text: string): SolomonInstance {
  const lines = text.split(/\r?\n/).map((l) => l.trim());
  const name = lines.find((l) => l.length > 0) ?? "";
  const vIdx = lines.findIndex((l) => l.startsWith("NUMBER"));
  const [vehicles, capacity] = lines[vIdx + 1].split(/\s+/).map(Number);
  const inst: SolomonInstance = {
    name,
    vehicles,
    capacity,
    coords: [],
    demand: [],
    ready: [],
    due: [],
    service: [],
  };
  const cIdx = lines.findIndex((l) => l.startsWith("CUST"));
  for (let i = cIdx + 1; i < lines.length; i++) {
    if (!lines[i]) continue;
    const p = lines[i].split(/\s+/).map(Number);
    if (p.length < 7 || p.some(Number.isNaN)) continue;
    inst.coords[p[0]] = [p[1], p[2]];
    inst.demand[p[0]] = p[3];
    inst.ready[p[0]] = p[4];
    inst.due[p[0]] = p[5];
    inst.service[p[0]] = p[6];
  }
  return inst;
}

/** DIMACS convention for Solomon: Euclidean distance truncated to one decimal (used for both cost and time). */
export function solomonMatrix(inst: SolomonInstance): Float64Array {
  const n = inst.coords.length;
  const m = new Float64Array(n * n);
  for (let i = 0; i < n; i++) {
    for (let j = 0; j < n; j++) {
      if (i === j) continue;
      const dx = inst.coords[i][0] - inst.coords[j][0];
      const dy = inst.coords[i][1] - inst.coords[j][1];
      m[i * n + j] = Math.floor(10 * Math.sqrt(dx * dx + dy * dy)) / 10;
    }
  }
  return m;
}

/** Parses a CVRPLIB-style .sol file: routes of customer ids (customer k is node k of the instance) and the cost. */
export function parseSolution(text: string): { routes: number[][]; cost: number | undefined } {
  const routes: number[][] = [];
  let cost: number | undefined;
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    const m = /^Route\s*#\d+\s*:(.*)$/i.exec(line);
    if (m) routes.push(m[1].trim().split(/\s+/).filter(Boolean).map(Number));
    const c = /^Cost\s+([\d.]+)/i.exec(line);
    if (c) cost = Number(c[1]);
  }
  return { routes, cost };
}
