import { isSymmetric, type MatrixInput, toFlat } from "./matrix";
import { solveSymmetricTsp } from "./tsp";
import { type SolveOptions, solveVrpCore, type VrpStop } from "./vrp";

export interface OrderRouteStop {
  node: number;
  /** Service time in the time matrix's unit. */
  service?: number;
  /** [earliest, latest] start of service, in the time matrix's unit (same clock as `startTime`). */
  timeWindow?: [number, number];
}

export interface OrderRouteInput {
  /** What to minimise: a distance or driving-time matrix (asymmetric allowed). */
  cost: MatrixInput;
  /** Travel times for time windows (default: `cost`). */
  time?: MatrixInput;
  /** Matrix node the route starts from (the shop or the technician's home). */
  start: number;
  /** Where it ends: "start" (closed, the default), "open" (at the last stop) or a fixed matrix node. */
  end?: "start" | "open" | number;
  /** The stops to order: matrix nodes, or nodes with service times and time windows. */
  stops: (number | OrderRouteStop)[];
  /** Departure time from start (default 0). */
  startTime?: number;
  /** Latest arrival at the end (open: latest end of the last service). Default unlimited. */
  endTime?: number;
  /** The current order (indices into `stops`); the result is never worse. */
  initialOrder?: number[];
}

export interface OrderRouteResult {
  /** Indices into `stops`, in visiting order. */
  order: number[];
  /** Start-of-service time at each stop of `order`. */
  arrivals: number[];
  /** Sum of `cost` along start → stops → end (open: to the last stop). */
  cost: number;
  /** Arrival at the end (open: end of the last service). */
  endTime: number;
  /** Stops that could not be fitted (time windows or endTime), with the reason. */
  unassigned: { stop: number; reason: string }[];
  /** "tsp" (symmetric fast path) or "vrp" (general core). */
  method: "tsp" | "vrp";
}

/**
 * Orders one route: a TSP with a fixed start and a closed, open or fixed end, optional service times and time
 * windows. Symmetric costs without time constraints use the TSP fast path (2-opt + Or-opt ILS); anything else
 * uses the general core with one vehicle.
 */
export function orderRoute(input: OrderRouteInput, options: SolveOptions = {}): OrderRouteResult {
  const cost = toFlat(input.cost);
  const time = input.time ? toFlat(input.time) : cost;
  const stops: OrderRouteStop[] = input.stops.map((s) => (typeof s === "number" ? { node: s } : s));
  const endMode = input.end ?? "start";
  const startTime = input.startTime ?? 0;
  const timed = stops.some((s) => s.timeWindow) || input.endTime !== undefined;
  const k = stops.length;
  const validInitial =
    input.initialOrder &&
    input.initialOrder.length === k &&
    new Set(input.initialOrder).size === k &&
    input.initialOrder.every((i) => i >= 0 && i < k);

  if (!timed && k >= 1 && isSymmetric(cost)) {
    // Nodes: 0 = start, 1..k = stops, then the fixed end (if any), then a dummy closing an open/fixed-end path.
    const fixedEnd = typeof endMode === "number";
    const hasDummy = endMode !== "start";
    const n = 1 + k + (fixedEnd ? 1 : 0) + (hasDummy ? 1 : 0);
    const nodes = [input.start, ...stops.map((s) => s.node)];
    if (fixedEnd) nodes.push(endMode);
    const N = cost.size;
    const d = new Float64Array(n * n);
    let maxD = 0;
    const real = nodes.length;
    for (let i = 0; i < real; i++) {
      for (let j = 0; j < real; j++) {
        const v = cost.data[nodes[i] * N + nodes[j]];
        d[i * n + j] = v;
        if (v > maxD) maxD = v;
      }
    }
    const dummy = n - 1;
    const M = (n + 1) * (maxD + 1);
    if (hasDummy) {
      for (let i = 0; i < real; i++) {
        const v = i === 0 || (fixedEnd && i === real - 1) ? 0 : M;
        d[i * n + dummy] = v;
        d[dummy * n + i] = v;
      }
    }
    let initialTour: number[] | undefined;
    if (validInitial) {
      initialTour = [0, ...input.initialOrder!.map((i) => i + 1)];
      if (fixedEnd) initialTour.push(real - 1);
      if (hasDummy) initialTour.push(dummy);
    }
    const result = solveSymmetricTsp(n, d, {
      ...options,
      timeLimitMs: defaultTimeLimit(options),
      initialTour,
    });
    // Rotate to begin at the start and go away from the dummy.
    const tour = result.tour;
    const at = tour.indexOf(0);
    const forward = tour[(at + 1) % n] !== dummy;
    const seq: number[] = [];
    for (let s = 0; s < n; s++) seq.push(tour[(at + (forward ? s : n - s)) % n]);
    let order = seq.filter((x) => x >= 1 && x <= k).map((x) => x - 1);
    if (
      validInitial &&
      pathCost(input.start, endMode, stops, cost, input.initialOrder!) <
        pathCost(input.start, endMode, stops, cost, order) - 1e-9
    ) {
      order = input.initialOrder!.slice();
    }
    return summarize(input.start, endMode, stops, cost, time, startTime, order, "tsp");
  }

  const core = solveVrpCore(
    {
      cost,
      time,
      vehicles: [
        {
          start: input.start,
          end: endMode === "open" ? null : endMode === "start" ? input.start : endMode,
          shiftStart: startTime,
          shiftEnd: input.endTime,
        },
      ],
      stops: stops.map((s): VrpStop => ({ node: s.node, service: s.service, timeWindow: s.timeWindow })),
    },
    {
      ...options,
      timeLimitMs: defaultTimeLimit(options),
      initialRoutes: validInitial ? [input.initialOrder!] : undefined,
    },
  );
  const order = core.routes[0]?.stops ?? [];
  const result = summarize(input.start, endMode, stops, cost, time, startTime, order, "vrp");
  result.unassigned = core.unassigned;
  return result;
}

function pathCost(
  start: number,
  endMode: "start" | "open" | number,
  stops: OrderRouteStop[],
  cost: { size: number; data: Float64Array },
  order: number[],
): number {
  const N = cost.size;
  let prev = start;
  let c = 0;
  for (const i of order) {
    c += cost.data[prev * N + stops[i].node];
    prev = stops[i].node;
  }
  if (endMode === "start") c += cost.data[prev * N + start];
  else if (typeof endMode === "number") c += cost.data[prev * N + endMode];
  return c;
}

function summarize(
  start: number,
  endMode: "start" | "open" | number,
  stops: OrderRouteStop[],
  cost: { size: number; data: Float64Array },
  time: { size: number; data: Float64Array },
  startTime: number,
  order: number[],
  method: "tsp" | "vrp",
): OrderRouteResult {
  const N = cost.size;
  let prev = start;
  let t = startTime;
  const arrivals: number[] = [];
  for (const i of order) {
    const s = stops[i];
    t += time.data[prev * N + s.node];
    if (s.timeWindow && t < s.timeWindow[0]) t = s.timeWindow[0];
    arrivals.push(t);
    t += s.service ?? 0;
    prev = s.node;
  }
  const endNode = endMode === "start" ? start : endMode === "open" ? -1 : endMode;
  if (endNode >= 0) t += time.data[prev * N + endNode];
  return {
    order,
    arrivals,
    cost: pathCost(start, endMode, stops, cost, order),
    endTime: t,
    unassigned: [],
    method,
  };
}

/** 500 ms unless only an iteration limit is given (then no clock: deterministic for a seed). */
function defaultTimeLimit(options: SolveOptions): number | undefined {
  if (options.timeLimitMs !== undefined) return options.timeLimitMs;
  return options.maxIterations !== undefined ? undefined : 500;
}
