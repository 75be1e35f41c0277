/**
 * The general solver core: a rich VRP with heterogeneous vehicles (start node, end node or open end, capacity,
 * shift window, maximum duration, fixed cost), stops (service time, demand, time window, allowed vehicles) and
 * asymmetric cost and time matrices.
 *
 * Algorithm: greedy insertion, then Slack Induction by String Removals (Christiaens & Vanden Berghe 2020): string
 * and split-string removals around a random seed stop, greedy reinsertion with blinks, simulated-annealing
 * acceptance; then a local search (relocate, swap, 2-opt*, intra-route 2-opt and Or-opt over neighbour lists)
 * on the new bests and at the end. Every solution it holds is feasible: stops that fit nowhere stay "absent"
 * (unassigned) and the search minimises (number absent, objective) lexicographically.
 */
import { type MatrixInput, toFlat } from "./matrix";
import { mulberry32, shuffle } from "./rng";

export interface VrpVehicle {
  id?: string;
  /** Matrix node the vehicle leaves from. */
  start: number;
  /** Matrix node it must end at; `undefined` = back to start (closed), `null` = open (ends at its last stop). */
  end?: number | null;
  /** Capacity in demand units (default unlimited). */
  capacity?: number;
  /** Departure time from the start node (default 0). The vehicle leaves at this time. */
  shiftStart?: number;
  /** Latest arrival at the end node (open route: latest end of the last service). Default unlimited. */
  shiftEnd?: number;
  /** Maximum route duration, counted from shiftStart (so the effective end is min(shiftEnd, shiftStart + maxDuration)). */
  maxDuration?: number;
  /** Added to the objective when the vehicle serves at least one stop. */
  fixedCost?: number;
}

export interface VrpStop {
  id?: string;
  /** Matrix node. */
  node: number;
  /** Service time, in the time matrix's unit (default 0). */
  service?: number;
  /** Demand in capacity units (default 0). */
  demand?: number;
  /** [earliest, latest] start of service (waiting is allowed when early). */
  timeWindow?: [number, number];
  /** Indices of the vehicles that may serve this stop (default all). */
  allowedVehicles?: number[];
}

export interface VrpProblem {
  /** The matrix the objective sums (distance, or driving time). */
  cost: MatrixInput;
  /** Travel times for time windows and shifts (default: `cost`). */
  time?: MatrixInput;
  vehicles: VrpVehicle[];
  stops: VrpStop[];
  /**
   * Balancing term: adds `balanceWeight × work² / H` per used vehicle, where work = travel time + service time
   * (waiting excluded) and H = the vehicle's available time (shiftEnd − shiftStart, or the longest route if unlimited).
   * For a fixed total this is smallest when work is spread evenly. Default 0.
   */
  balanceWeight?: number;
}

export interface SolveOptions {
  /** PRNG seed (default 1). Runs are deterministic for a seed when bounded by `maxIterations` only. */
  seed?: number;
  /** Wall-clock budget in ms (default 2000). */
  timeLimitMs?: number;
  /** Maximum ruin-and-recreate iterations (default unbounded). */
  maxIterations?: number;
  /** Called about every 100 ms with the elapsed fraction of the budget and the best objective so far. */
  onProgress?: (fraction: number, bestCost: number) => void;
  /**
   * Starting routes: `initialRoutes[v]` lists stop indices in visiting order for vehicle v. When feasible, the search
   * starts from them and the result is never worse (fewer unassigned stops first, then objective).
   */
  initialRoutes?: number[][];
}

export interface VrpRoute {
  vehicle: number;
  /** Stop indices in visiting order. */
  stops: number[];
  /** Start-of-service time at each stop. */
  arrivals: number[];
  /** Sum of the cost matrix along the route (including the legs from the start and to the end). */
  cost: number;
  travelTime: number;
  serviceTime: number;
  load: number;
  startTime: number;
  /** Arrival at the end node (open route: end of the last service). */
  endTime: number;
}

export interface VrpResult {
  /** Used vehicles only. */
  routes: VrpRoute[];
  unassigned: { stop: number; reason: string }[];
  /** Sum of route costs plus fixed costs (the balancing term excluded). */
  cost: number;
  /** `cost` plus the balancing term: what the search minimised. */
  objective: number;
  iterations: number;
}

const EPS = 1e-9;

/** The problem compiled to dense arrays. Locations: stops 0..S-1, then distinct vehicle nodes, then a virtual open end. */
class Model {
  S: number;
  V: number;
  L: number;
  C: Float64Array;
  T: Float64Array;
  serv: Float64Array;
  dem: Float64Array;
  twE: Float64Array;
  twL: Float64Array;
  vStart: Int32Array;
  vEnd: Int32Array;
  vCap: Float64Array;
  vT0: Float64Array;
  vT1: Float64Array;
  vFixed: Float64Array;
  vH: Float64Array;
  vClass: Int32Array;
  classes: number;
  allowed: (Uint8Array | null)[];
  nbr: Int32Array[];
  bw: number;
  symmetricCost: boolean;

  constructor(p: VrpProblem) {
    const cost = toFlat(p.cost);
    const time = p.time ? toFlat(p.time) : cost;
    if (time.size !== cost.size) throw new Error("cost and time matrices differ in size");
    const N = cost.size;
    const S = p.stops.length;
    const V = p.vehicles.length;
    this.S = S;
    this.V = V;
    const depotLoc = new Map<number, number>();
    const nodes: number[] = p.stops.map((s) => s.node);
    const locOf = (node: number) => {
      if (!(node >= 0 && node < N)) throw new Error(`node ${node} is outside the ${N}×${N} matrix`);
      let l = depotLoc.get(node);
      if (l === undefined) {
        l = nodes.length;
        nodes.push(node);
        depotLoc.set(node, l);
      }
      return l;
    };
    for (const s of p.stops)
      if (!(s.node >= 0 && s.node < N)) throw new Error(`stop node ${s.node} out of range`);
    this.vStart = new Int32Array(V);
    this.vEnd = new Int32Array(V);
    const openEnds: number[] = [];
    p.vehicles.forEach((v, i) => {
      this.vStart[i] = locOf(v.start);
      if (v.end === null) openEnds.push(i);
      else this.vEnd[i] = locOf(v.end ?? v.start);
    });
    const virtual = nodes.length;
    const L = virtual + 1;
    this.L = L;
    for (const i of openEnds) this.vEnd[i] = virtual;
    this.C = new Float64Array(L * L);
    this.T = new Float64Array(L * L);
    for (let i = 0; i < virtual; i++) {
      const ni = nodes[i] * N;
      for (let j = 0; j < virtual; j++) {
        this.C[i * L + j] = cost.data[ni + nodes[j]];
        this.T[i * L + j] = time.data[ni + nodes[j]];
      }
    }
    let sym = true;
    for (let i = 0; i < virtual && sym; i++)
      for (let j = i + 1; j < virtual; j++)
        if (Math.abs(this.C[i * L + j] - this.C[j * L + i]) > 1e-9) {
          sym = false;
          break;
        }
    this.symmetricCost = sym;
    this.serv = new Float64Array(S);
    this.dem = new Float64Array(S);
    this.twE = new Float64Array(S).fill(Number.NEGATIVE_INFINITY);
    this.twL = new Float64Array(S).fill(Number.POSITIVE_INFINITY);
    this.allowed = [];
    p.stops.forEach((s, i) => {
      this.serv[i] = s.service ?? 0;
      this.dem[i] = s.demand ?? 0;
      if (s.timeWindow) {
        this.twE[i] = s.timeWindow[0];
        this.twL[i] = s.timeWindow[1];
      }
      if (s.allowedVehicles) {
        const mask = new Uint8Array(V);
        for (const v of s.allowedVehicles) if (v >= 0 && v < V) mask[v] = 1;
        this.allowed.push(mask);
      } else this.allowed.push(null);
    });
    this.vCap = new Float64Array(V);
    this.vT0 = new Float64Array(V);
    this.vT1 = new Float64Array(V);
    this.vFixed = new Float64Array(V);
    this.vH = new Float64Array(V);
    p.vehicles.forEach((v, i) => {
      this.vCap[i] = v.capacity ?? Number.POSITIVE_INFINITY;
      this.vT0[i] = v.shiftStart ?? 0;
      let end = v.shiftEnd ?? Number.POSITIVE_INFINITY;
      if (v.maxDuration !== undefined) end = Math.min(end, this.vT0[i] + v.maxDuration);
      this.vT1[i] = end;
      this.vFixed[i] = v.fixedCost ?? 0;
    });
    this.bw = p.balanceWeight ?? 0;
    // Available time per vehicle for the balancing term.
    let fallbackH = 1;
    for (let i = 0; i < S; i++) fallbackH += this.serv[i];
    for (let i = 0; i < V; i++) {
      const h = this.vT1[i] - this.vT0[i];
      this.vH[i] = Number.isFinite(h) && h > 0 ? h : fallbackH;
    }
    // Vehicle classes: identical vehicles (same attributes and same allowed stops) share one empty-route slot.
    const keys = new Map<string, number>();
    this.vClass = new Int32Array(V);
    const restricted = this.allowed.some((a) => a !== null);
    for (let v = 0; v < V; v++) {
      let key = `${this.vStart[v]}|${this.vEnd[v]}|${this.vCap[v]}|${this.vT0[v]}|${this.vT1[v]}|${this.vFixed[v]}`;
      if (restricted) {
        let sig = "";
        for (let s = 0; s < S; s++) {
          const a = this.allowed[s];
          if (a) sig += a[v] ? "1" : "0";
        }
        key += `|${sig}`;
      }
      let c = keys.get(key);
      if (c === undefined) {
        c = keys.size;
        keys.set(key, c);
      }
      this.vClass[v] = c;
    }
    this.classes = keys.size;
    // Neighbour lists between stops by (symmetrised) cost.
    const KN = Math.min(S - 1, 100);
    this.nbr = [];
    const order = Array.from({ length: S }, (_, i) => i);
    const key = new Float64Array(S);
    for (let i = 0; i < S; i++) {
      for (let j = 0; j < S; j++) key[j] = this.C[i * L + j] + this.C[j * L + i];
      key[i] = Number.POSITIVE_INFINITY;
      const list = KN >= S - 1 ? order.slice() : partialSmallest(order, key, KN + 1);
      list.sort((a, b) => key[a] - key[b]);
      this.nbr.push(Int32Array.from(list.filter((j) => j !== i).slice(0, KN)));
    }
  }

  isAllowed(s: number, v: number): boolean {
    const a = this.allowed[s];
    return a === null || a[v] === 1;
  }
}

function partialSmallest(items: number[], key: Float64Array, k: number): number[] {
  // Quickselect-free: a bounded max-heap would do; a simple threshold pass is enough for k ≪ n.
  const sorted = items.slice();
  let lo = 0;
  let hi = sorted.length - 1;
  while (lo < hi) {
    const pivot = key[sorted[(lo + hi) >> 1]];
    let i = lo;
    let j = hi;
    while (i <= j) {
      while (key[sorted[i]] < pivot) i++;
      while (key[sorted[j]] > pivot) j--;
      if (i <= j) {
        const t = sorted[i];
        sorted[i] = sorted[j];
        sorted[j] = t;
        i++;
        j--;
      }
    }
    if (k - 1 <= j) hi = j;
    else if (k - 1 >= i) lo = i;
    else break;
  }
  return sorted.slice(0, k);
}

/** A solution with per-route caches for O(1) insertion checks. */
class Sol {
  m: Model;
  routes: number[][];
  rOf: Int32Array;
  pOf: Int32Array;
  load: Float64Array;
  cost: Float64Array;
  work: Float64Array;
  obj: Float64Array;
  /** dep[v][i]: departure time from the i-th stop. lat[v][i]: latest feasible start of service there. */
  dep: number[][];
  lat: number[][];
  absent: number[];
  total = 0;
  emptyStack: number[][];
  inStack: Uint8Array;

  constructor(m: Model) {
    this.m = m;
    this.routes = Array.from({ length: m.V }, () => []);
    this.rOf = new Int32Array(m.S).fill(-1);
    this.pOf = new Int32Array(m.S).fill(-1);
    this.load = new Float64Array(m.V);
    this.cost = new Float64Array(m.V);
    this.work = new Float64Array(m.V);
    this.obj = new Float64Array(m.V);
    this.dep = Array.from({ length: m.V }, () => []);
    this.lat = Array.from({ length: m.V }, () => []);
    this.absent = [];
    this.emptyStack = Array.from({ length: m.classes }, () => []);
    this.inStack = new Uint8Array(m.V);
    for (let v = m.V - 1; v >= 0; v--) {
      this.emptyStack[m.vClass[v]].push(v);
      this.inStack[v] = 1;
    }
  }

  /** Recomputes route v's caches; returns whether it is feasible. */
  update(v: number): boolean {
    const m = this.m;
    const r = this.routes[v];
    const L = m.L;
    const len = r.length;
    const dep = this.dep[v];
    const lat = this.lat[v];
    dep.length = len;
    lat.length = len;
    let feasible = true;
    let prev = m.vStart[v];
    let t = m.vT0[v];
    let load = 0;
    let cost = 0;
    let work = 0;
    for (let i = 0; i < len; i++) {
      const s = r[i];
      this.rOf[s] = v;
      this.pOf[s] = i;
      const tt = m.T[prev * L + s];
      cost += m.C[prev * L + s];
      work += tt + m.serv[s];
      load += m.dem[s];
      t += tt;
      if (t < m.twE[s]) t = m.twE[s];
      if (t > m.twL[s] + EPS) feasible = false;
      t += m.serv[s];
      dep[i] = t;
      prev = s;
    }
    const end = m.vEnd[v];
    if (len > 0) {
      cost += m.C[prev * L + end];
      work += m.T[prev * L + end];
      if (t + m.T[prev * L + end] > m.vT1[v] + EPS) feasible = false;
    }
    if (load > m.vCap[v] + EPS) feasible = false;
    let next = end;
    let latest = m.vT1[v];
    for (let i = len - 1; i >= 0; i--) {
      const s = r[i];
      const l = Math.min(m.twL[s], latest - m.T[s * L + next] - m.serv[s]);
      lat[i] = l;
      latest = l;
      next = s;
    }
    this.load[v] = load;
    this.cost[v] = cost;
    this.work[v] = work;
    const o = len === 0 ? 0 : cost + m.vFixed[v] + (m.bw * work * work) / m.vH[v];
    this.total += o - this.obj[v];
    this.obj[v] = o;
    if (len === 0 && !this.inStack[v]) {
      this.inStack[v] = 1;
      this.emptyStack[m.vClass[v]].push(v);
    }
    return feasible;
  }

  firstEmpty(cls: number): number {
    const st = this.emptyStack[cls];
    while (st.length > 0) {
      const v = st[st.length - 1];
      if (this.routes[v].length === 0) return v;
      st.pop();
      this.inStack[v] = 0;
    }
    return -1;
  }

  copyFrom(o: Sol) {
    for (let v = 0; v < this.m.V; v++) {
      const a = o.routes[v];
      const b = this.routes[v];
      if (a.length === 0 && b.length === 0) continue;
      this.routes[v] = a.slice();
      this.update(v);
    }
    this.absent = o.absent.slice();
    for (const s of this.absent) {
      this.rOf[s] = -1;
      this.pOf[s] = -1;
    }
    this.recomputeTotal();
  }

  recomputeTotal() {
    let t = 0;
    for (let v = 0; v < this.m.V; v++) t += this.obj[v];
    this.total = t;
  }
}

/** A route evaluated from scratch. */
function simulate(m: Model, v: number, r: number[]) {
  const L = m.L;
  let prev = m.vStart[v];
  let t = m.vT0[v];
  let load = 0;
  let cost = 0;
  let work = 0;
  let feasible = true;
  for (let i = 0; i < r.length; i++) {
    const s = r[i];
    if (!m.isAllowed(s, v)) feasible = false;
    const tt = m.T[prev * L + s];
    cost += m.C[prev * L + s];
    work += tt + m.serv[s];
    load += m.dem[s];
    t += tt;
    if (t < m.twE[s]) t = m.twE[s];
    if (t > m.twL[s] + EPS) feasible = false;
    t += m.serv[s];
    prev = s;
  }
  if (r.length > 0) {
    cost += m.C[prev * L + m.vEnd[v]];
    work += m.T[prev * L + m.vEnd[v]];
    if (t + m.T[prev * L + m.vEnd[v]] > m.vT1[v] + EPS) feasible = false;
  }
  if (load > m.vCap[v] + EPS) feasible = false;
  const obj = r.length === 0 ? 0 : cost + m.vFixed[v] + (m.bw * work * work) / m.vH[v];
  return { feasible, obj };
}

/** Why a stop can never be served (checked against each allowed vehicle alone), or null. */
function impossibleReason(m: Model, s: number): string | null {
  const L = m.L;
  let anyAllowed = false;
  let anyCapacity = false;
  for (let v = 0; v < m.V; v++) {
    if (!m.isAllowed(s, v)) continue;
    anyAllowed = true;
    if (m.dem[s] > m.vCap[v] + EPS) continue;
    anyCapacity = true;
    let t = m.vT0[v] + m.T[m.vStart[v] * L + s];
    if (t < m.twE[s]) t = m.twE[s];
    if (t > m.twL[s] + EPS) continue;
    t += m.serv[s];
    if (t + m.T[s * L + m.vEnd[v]] > m.vT1[v] + EPS) continue;
    return null;
  }
  if (!anyAllowed) return "no vehicle is allowed to serve this stop";
  if (!anyCapacity) return "its demand exceeds the capacity of every allowed vehicle";
  return "its time window cannot be met within any allowed vehicle's shift, even alone";
}

export function solveVrpCore(problem: VrpProblem, options: SolveOptions = {}): VrpResult {
  const started = performance.now();
  const m = new Model(problem);
  const { S, V, L, C, T } = m;
  const rng = mulberry32(options.seed ?? 1);
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  // Only an iteration limit: no clock involved, so the run is deterministic for its seed.
  const useClock = options.timeLimitMs !== undefined || !Number.isFinite(maxIterations);
  const timeLimit = options.timeLimitMs ?? (useClock ? 2000 : Number.POSITIVE_INFINITY);

  // Stops no allowed vehicle can take (or carry) are left out. A time window unreachable on a direct visit is
  // only a likely reason: without the triangle inequality a longer route may still reach it, so those stay in.
  const impossible: { stop: number; reason: string }[] = [];
  const timeReason = new Map<number, string>();
  const candidate = new Uint8Array(S);
  for (let s = 0; s < S; s++) {
    const reason = impossibleReason(m, s);
    if (reason?.includes("time window")) timeReason.set(s, reason);
    if (reason && !timeReason.has(s)) impossible.push({ stop: s, reason });
    else candidate[s] = 1;
  }

  const cur = new Sol(m);
  const best = new Sol(m);
  const mark = new Int32Array(V);
  let stamp = 0;

  // ---- Insertion -------------------------------------------------------------------------------------------
  let bestV = -1;
  let bestPos = -1;
  let bestDelta = 0;
  let blinkRate = 0;

  function evalRoute(sol: Sol, u: number, v: number) {
    const r = sol.routes[v];
    const len = r.length;
    if (sol.load[v] + m.dem[u] > m.vCap[v] + EPS) return;
    const dep = sol.dep[v];
    const lat = sol.lat[v];
    const start = m.vStart[v];
    const end = m.vEnd[v];
    const t0 = m.vT0[v];
    const t1 = m.vT1[v];
    const eU = m.twE[u];
    const lU = m.twL[u];
    const sU = m.serv[u];
    const bwH = m.bw / m.vH[v];
    const w = sol.work[v];
    const fixed = len === 0 ? m.vFixed[v] : 0;
    for (let i = 0; i <= len; i++) {
      if (blinkRate > 0 && rng() < blinkRate) continue;
      const p = i === 0 ? start : r[i - 1];
      const q = i === len ? end : r[i];
      let t = (i === 0 ? t0 : dep[i - 1]) + T[p * L + u];
      if (t < eU) t = eU;
      if (t > lU + EPS) continue;
      const arrQ = t + sU + T[u * L + q];
      if (arrQ > (i === len ? t1 : lat[i]) + EPS) continue;
      let delta: number;
      let dw: number;
      if (len === 0) {
        delta = C[p * L + u] + C[u * L + q] + fixed;
        dw = T[p * L + u] + T[u * L + q] + sU;
      } else {
        delta = C[p * L + u] + C[u * L + q] - C[p * L + q];
        dw = T[p * L + u] + T[u * L + q] - T[p * L + q] + sU;
      }
      if (bwH > 0) delta += bwH * ((w + dw) * (w + dw) - w * w);
      if (delta < bestDelta) {
        bestDelta = delta;
        bestV = v;
        bestPos = i;
      }
    }
  }

  const KN_INSERT = Math.min(S - 1, 40);
  /** Finds the cheapest feasible insertion of u (routes near u first, then all routes). */
  function findInsertion(sol: Sol, u: number): boolean {
    bestV = -1;
    bestPos = -1;
    bestDelta = Number.POSITIVE_INFINITY;
    stamp++;
    const nb = m.nbr[u];
    const lim = Math.min(KN_INSERT, nb.length);
    for (let k = 0; k < lim; k++) {
      const v = sol.rOf[nb[k]];
      if (v < 0 || mark[v] === stamp) continue;
      mark[v] = stamp;
      if (m.isAllowed(u, v)) evalRoute(sol, u, v);
    }
    for (let c = 0; c < m.classes; c++) {
      const v = sol.firstEmpty(c);
      if (v >= 0 && mark[v] !== stamp && m.isAllowed(u, v)) {
        mark[v] = stamp;
        evalRoute(sol, u, v);
      }
    }
    // The balancing term is global: a far, lightly loaded route can be the best place, so scan every route.
    if (bestV < 0 || m.bw > 0) {
      for (let v = 0; v < V; v++) {
        if (mark[v] === stamp || sol.routes[v].length === 0 || !m.isAllowed(u, v)) continue;
        mark[v] = stamp;
        evalRoute(sol, u, v);
      }
    }
    if (bestV < 0 && blinkRate > 0) {
      // Blinks may have hidden the only feasible slots: one more pass without them.
      const saved = blinkRate;
      blinkRate = 0;
      const ok = findInsertion(sol, u);
      blinkRate = saved;
      return ok;
    }
    return bestV >= 0;
  }

  // Distance from the first vehicle's start, for the "far"/"close" recreate orders.
  const depotDist = new Float64Array(S);
  for (let s = 0; s < S; s++) depotDist[s] = V > 0 ? C[m.vStart[0] * L + s] + C[s * L + m.vStart[0]] : 0;

  const touched: number[] = [];
  const touchedMark = new Uint8Array(V);
  const savedRoutes: number[][] = new Array(V);
  function touch(sol: Sol, v: number) {
    if (touchedMark[v]) return;
    touchedMark[v] = 1;
    touched.push(v);
    savedRoutes[v] = sol.routes[v].slice();
  }

  function recreate(sol: Sol, list: number[]) {
    const r = rng();
    if (r < 4 / 11) shuffle(rng, list);
    else if (r < 8 / 11) {
      shuffle(rng, list);
      list.sort((a, b) => m.dem[b] - m.dem[a]);
    } else if (r < 10 / 11) list.sort((a, b) => depotDist[b] - depotDist[a]);
    else list.sort((a, b) => depotDist[a] - depotDist[b]);
    for (const u of list) {
      if (findInsertion(sol, u)) {
        touch(sol, bestV);
        sol.routes[bestV].splice(bestPos, 0, u);
        sol.update(bestV);
      } else {
        sol.absent.push(u);
        sol.rOf[u] = -1;
      }
    }
  }

  // ---- Ruin (SISR) -----------------------------------------------------------------------------------------
  const C_BAR = 10;
  const L_MAX = 10;
  const removedMark = new Uint8Array(S);
  function ruin(sol: Sol, removed: number[]) {
    let used = 0;
    let assigned = 0;
    for (let v = 0; v < V; v++) {
      if (sol.routes[v].length > 0) {
        used++;
        assigned += sol.routes[v].length;
      }
    }
    if (used === 0) return;
    const lsMax = Math.min(L_MAX, assigned / used);
    const ksMax = (4 * C_BAR) / (1 + lsMax) - 1;
    const ks = Math.floor(rng() * ksMax) + 1;
    let seed = Math.floor(rng() * S);
    for (let tries = 0; tries < 10 && sol.rOf[seed] < 0; tries++) seed = Math.floor(rng() * S);
    const nb = m.nbr[seed];
    let ruined = 0;
    for (let k = -1; k < nb.length && ruined < ks; k++) {
      const c = k < 0 ? seed : nb[k];
      const v = sol.rOf[c];
      if (v < 0 || touchedMark[v]) continue;
      touch(sol, v);
      ruined++;
      const r = sol.routes[v];
      const len = r.length;
      const ltMax = Math.min(len, lsMax);
      const lt = Math.floor(rng() * ltMax) + 1;
      const p = sol.pOf[c];
      let from: number;
      let keepFrom = -1;
      let keepLen = 0;
      let total = lt;
      if (lt < len && rng() < 0.5) {
        // Split string: a string of lt + keepLen stops around c, keeping keepLen consecutive ones.
        keepLen = 1;
        while (lt + keepLen < len && rng() < 0.5) keepLen++;
        total = lt + keepLen;
      }
      const lo = Math.max(0, p - total + 1);
      const hi = Math.min(p, len - total);
      from = lo + Math.floor(rng() * (hi - lo + 1));
      if (keepLen > 0) keepFrom = from + Math.floor(rng() * (total - keepLen + 1));
      const kept: number[] = [];
      for (let i = 0; i < len; i++) {
        const s = r[i];
        const inString = i >= from && i < from + total;
        const isKept = keepLen > 0 && i >= keepFrom && i < keepFrom + keepLen;
        if (inString && !isKept) {
          removed.push(s);
          removedMark[s] = 1;
          sol.rOf[s] = -1;
        } else kept.push(s);
      }
      sol.routes[v] = kept;
      sol.update(v);
    }
  }

  // ---- Local search ----------------------------------------------------------------------------------------
  const KL = Math.min(S - 1, 20);
  function routeObjDelta(sol: Sol, v: number, dCost: number, dWork: number, newLen: number): number {
    if (newLen === 0) return -sol.obj[v];
    const w = sol.work[v] + dWork;
    const o = sol.cost[v] + dCost + m.vFixed[v] + (m.bw * w * w) / m.vH[v];
    return o - sol.obj[v];
  }
  const locPrev = (sol: Sol, v: number, i: number) => (i === 0 ? m.vStart[v] : sol.routes[v][i - 1]);
  const locNext = (sol: Sol, v: number, i: number) => {
    const r = sol.routes[v];
    return i >= r.length ? m.vEnd[v] : r[i];
  };

  /** Tries to replace routes a (and b) by the given sequences; applies when feasible and improving. */
  function tryApply(
    sol: Sol,
    a: number,
    ra: number[],
    b: number,
    rb: number[] | null,
    _expected: number,
  ): boolean {
    const sa = simulate(m, a, ra);
    if (!sa.feasible) return false;
    let delta = sa.obj - sol.obj[a];
    if (rb !== null) {
      const sb = simulate(m, b, rb);
      if (!sb.feasible) return false;
      delta += sb.obj - sol.obj[b];
    }
    if (delta > -1e-7) return false;
    touch(sol, a);
    sol.routes[a] = ra;
    sol.update(a);
    if (rb !== null) {
      touch(sol, b);
      sol.routes[b] = rb;
      sol.update(b);
    }
    return true;
  }

  function cW(a: number, b: number) {
    return T[a * L + b];
  }
  function cC(a: number, b: number) {
    return C[a * L + b];
  }

  /** One pass of first-improvement moves around stop u; returns whether something improved. */
  function improveAround(sol: Sol, u: number): boolean {
    const a = sol.rOf[u];
    if (a < 0) return false;
    const nb = m.nbr[u];
    const lim = Math.min(KL, nb.length);
    for (let k = 0; k < lim; k++) {
      const x = nb[k];
      const b = sol.rOf[x];
      if (b < 0) continue;
      const ra = sol.routes[a];
      const rb = sol.routes[b];
      const i = sol.pOf[u];
      const j = sol.pOf[x];
      const pu = locPrev(sol, a, i);
      const nu = locNext(sol, a, i + 1);
      // Relocate a segment of 1..3 stops starting at u to right after x (and, for 1, right before x).
      for (let segLen = 1; segLen <= 3; segLen++) {
        if (i + segLen > ra.length) break;
        const last = ra[i + segLen - 1];
        const nSeg = locNext(sol, a, i + segLen);
        if (a === b && j >= i && j < i + segLen) break;
        if (a !== b && !allAllowed(ra, i, segLen, b)) break;
        let segCost = 0;
        let segWork = 0;
        let segDem = 0;
        for (let q = i; q < i + segLen; q++) {
          segDem += m.dem[ra[q]];
          segWork += m.serv[ra[q]];
          if (q > i) {
            segCost += cC(ra[q - 1], ra[q]);
            segWork += cW(ra[q - 1], ra[q]);
          }
        }
        if (a !== b && sol.load[b] + segDem > m.vCap[b] + EPS) continue;
        const remC = cC(pu, u) + cC(last, nSeg) - cC(pu, nSeg);
        const remW = cW(pu, u) + cW(last, nSeg) - cW(pu, nSeg);
        for (let side = 0; side < (segLen === 1 ? 2 : 1); side++) {
          // side 0: insert between x and its successor; side 1: between x's predecessor and x.
          const p = side === 0 ? x : locPrev(sol, b, j);
          const q = side === 0 ? locNext(sol, b, j + 1) : x;
          if (a === b && (p === last || q === u)) continue;
          const addC = cC(p, u) + cC(last, q) - cC(p, q);
          const addW = cW(p, u) + cW(last, q) - cW(p, q);
          let delta: number;
          if (a === b) {
            delta = routeObjDelta(sol, a, addC - remC, addW - remW, ra.length);
          } else {
            delta =
              routeObjDelta(sol, a, -remC - segCost, -remW - segWork, ra.length - segLen) +
              routeObjDelta(sol, b, addC + segCost, addW + segWork, rb.length + segLen);
          }
          if (delta >= -1e-7) continue;
          const seg = ra.slice(i, i + segLen);
          if (a === b) {
            const rest = ra.slice(0, i).concat(ra.slice(i + segLen));
            let at = side === 0 ? rest.indexOf(x) + 1 : rest.indexOf(x);
            if (at < 0) at = 0;
            rest.splice(at, 0, ...seg);
            if (tryApply(sol, a, rest, a, null, delta)) return true;
          } else {
            const na = ra.slice(0, i).concat(ra.slice(i + segLen));
            const nb2 = rb.slice();
            nb2.splice(side === 0 ? j + 1 : j, 0, ...seg);
            if (tryApply(sol, a, na, b, nb2, delta)) return true;
          }
        }
      }
      if (a !== b) {
        // Swap u and x.
        if (m.isAllowed(u, b) && m.isAllowed(x, a)) {
          const px = locPrev(sol, b, j);
          const nx = locNext(sol, b, j + 1);
          const dCa = cC(pu, x) + cC(x, nu) - cC(pu, u) - cC(u, nu);
          const dWa = cW(pu, x) + cW(x, nu) - cW(pu, u) - cW(u, nu) + m.serv[x] - m.serv[u];
          const dCb = cC(px, u) + cC(u, nx) - cC(px, x) - cC(x, nx);
          const dWb = cW(px, u) + cW(u, nx) - cW(px, x) - cW(x, nx) + m.serv[u] - m.serv[x];
          const delta =
            routeObjDelta(sol, a, dCa, dWa, ra.length) + routeObjDelta(sol, b, dCb, dWb, rb.length);
          if (delta < -1e-7) {
            const na = ra.slice();
            na[i] = x;
            const nb2 = rb.slice();
            nb2[j] = u;
            if (tryApply(sol, a, na, b, nb2, delta)) return true;
          }
        }
        // 2-opt*: a = A1 u | A2, b = B1 x | B2  ->  A1 u B2, B1 x A2 (tails swap).
        {
          const tailA = ra.slice(i + 1);
          const tailB = rb.slice(j + 1);
          const ok = allAllowed(tailA, 0, tailA.length, b) && allAllowed(tailB, 0, tailB.length, a);
          if (ok) {
            const na = ra.slice(0, i + 1).concat(tailB);
            const nb2 = rb.slice(0, j + 1).concat(tailA);
            const est = quickObj(a, na) - sol.obj[a] + quickObj(b, nb2) - sol.obj[b];
            if (est < -1e-7 && tryApply(sol, a, na, b, nb2, est)) return true;
          }
          // Variant: A1 | u A2, B1 | x B2 -> A1 x B2, B1 u A2.
          const tailA2 = ra.slice(i);
          const tailB2 = rb.slice(j);
          const ok2 = allAllowed(tailA2, 0, tailA2.length, b) && allAllowed(tailB2, 0, tailB2.length, a);
          if (ok2) {
            const na = ra.slice(0, i).concat(tailB2);
            const nb2 = rb.slice(0, j).concat(tailA2);
            const est = quickObj(a, na) - sol.obj[a] + quickObj(b, nb2) - sol.obj[b];
            if (est < -1e-7 && tryApply(sol, a, na, b, nb2, est)) return true;
          }
        }
      } else if (j > i + 1) {
        // Intra-route 2-opt: reverse ra[i+1..j] (new edges u–x and ra[i+1]–next(x)).
        const na = ra.slice(0, i + 1);
        for (let q = j; q > i; q--) na.push(ra[q]);
        for (let q = j + 1; q < ra.length; q++) na.push(ra[q]);
        const est = quickObj(a, na) - sol.obj[a];
        if (est < -1e-7 && tryApply(sol, a, na, a, null, est)) return true;
      } else if (j + 1 < i) {
        const na = ra.slice(0, j + 1);
        for (let q = i; q > j; q--) na.push(ra[q]);
        for (let q = i + 1; q < ra.length; q++) na.push(ra[q]);
        const est = quickObj(a, na) - sol.obj[a];
        if (est < -1e-7 && tryApply(sol, a, na, a, null, est)) return true;
      }
    }
    return false;
  }

  function allAllowed(r: number[], from: number, len: number, v: number): boolean {
    for (let q = from; q < from + len; q++) if (!m.isAllowed(r[q], v)) return false;
    return true;
  }

  /** Objective of a route sequence ignoring feasibility (cost and balance only). */
  function quickObj(v: number, r: number[]): number {
    if (r.length === 0) return 0;
    let prev = m.vStart[v];
    let cost = 0;
    let work = 0;
    for (let q = 0; q < r.length; q++) {
      const s = r[q];
      cost += C[prev * L + s];
      work += T[prev * L + s] + m.serv[s];
      prev = s;
    }
    cost += C[prev * L + m.vEnd[v]];
    work += T[prev * L + m.vEnd[v]];
    return cost + m.vFixed[v] + (m.bw * work * work) / m.vH[v];
  }

  function localSearch(sol: Sol, deadline: number) {
    const order: number[] = [];
    for (let s = 0; s < S; s++) if (sol.rOf[s] >= 0) order.push(s);
    let improved = true;
    let passes = 0;
    while (improved && passes < 50) {
      improved = false;
      passes++;
      shuffle(rng, order);
      for (const u of order) {
        while (improveAround(sol, u)) improved = true;
        if (performance.now() > deadline) return;
      }
    }
  }

  function clearTouched() {
    for (const v of touched) touchedMark[v] = 0;
    touched.length = 0;
  }

  // ---- Initial solution ------------------------------------------------------------------------------------
  let initialOk = false;
  if (options.initialRoutes) {
    const seen = new Uint8Array(S);
    initialOk = true;
    options.initialRoutes.forEach((r, v) => {
      if (v >= V || !initialOk) return;
      for (const s of r) {
        if (!(s >= 0 && s < S) || seen[s] || !m.isAllowed(s, v)) initialOk = false;
        else seen[s] = 1;
      }
      if (initialOk) {
        cur.routes[v] = r.slice();
        if (!cur.update(v)) initialOk = false;
      }
    });
    if (!initialOk) {
      for (let v = 0; v < V; v++) {
        cur.routes[v] = [];
        cur.update(v);
      }
      cur.rOf.fill(-1);
    }
  }
  const pending: number[] = [];
  for (let s = 0; s < S; s++) if (candidate[s] && cur.rOf[s] < 0) pending.push(s);
  if (initialOk) {
    pending.sort((a, b) => depotDist[b] - depotDist[a]);
    for (const u of pending) {
      if (findInsertion(cur, u)) {
        cur.routes[bestV].splice(bestPos, 0, u);
        cur.update(bestV);
      } else cur.absent.push(u);
    }
  } else {
    pending.sort((a, b) => depotDist[b] - depotDist[a]);
    for (const u of pending) {
      if (findInsertion(cur, u)) {
        cur.routes[bestV].splice(bestPos, 0, u);
        cur.update(bestV);
      } else cur.absent.push(u);
    }
  }
  clearTouched();
  const totalBudgetEnd = started + timeLimit;
  localSearch(cur, started + timeLimit * 0.2);
  clearTouched();
  cur.recomputeTotal();
  best.copyFrom(cur);

  // ---- SISR with simulated annealing -----------------------------------------------------------------------
  let used = 0;
  for (let v = 0; v < V; v++) if (cur.routes[v].length > 0) used++;
  let costSum = 0;
  for (let v = 0; v < V; v++) if (cur.routes[v].length > 0) costSum += cur.cost[v];
  // Temperatures scale with the average edge of the start solution (cost matrix only), so no instance tuning.
  const avgEdge = Math.max(1e-9, costSum / Math.max(1, S - cur.absent.length + used));
  const T0 = 1 * avgEdge;
  const Tf = 0.01 * avgEdge;
  blinkRate = 0.01;
  let iterations = 0;
  let lastProgress = started;
  const removed: number[] = [];
  const reportEvery = 100;
  const searchEnd = started + timeLimit * 0.97;
  while (iterations < maxIterations && S > 0) {
    const now = performance.now();
    if (now >= searchEnd) break;
    const frac = Math.max(
      useClock ? (now - started) / timeLimit : 0,
      Number.isFinite(maxIterations) ? iterations / maxIterations : 0,
    );
    if (options.onProgress && now - lastProgress > reportEvery) {
      lastProgress = now;
      options.onProgress(Math.min(1, frac), best.total);
    }
    const temp = T0 * (Tf / T0) ** Math.min(1, frac);
    iterations++;
    const prevTotal = cur.total;
    const prevAbsent = cur.absent.slice();
    removed.length = 0;
    ruin(cur, removed);
    for (const s of cur.absent) removed.push(s);
    cur.absent.length = 0;
    recreate(cur, removed);
    for (const s of removed) removedMark[s] = 0;
    let feasible = true;
    // Removals can break a route whose matrix violates the triangle inequality: re-check touched routes.
    for (const v of touched) {
      const r = cur.routes[v];
      if (r.length > 0 && !simulate(m, v, r).feasible) {
        feasible = false;
        break;
      }
    }
    const dAbs = cur.absent.length - prevAbsent.length;
    const accept =
      feasible &&
      (dAbs < 0 || (dAbs === 0 && cur.total < prevTotal - temp * Math.log(Math.max(1e-300, rng()))));
    if (accept) {
      if (
        cur.absent.length < best.absent.length ||
        (cur.absent.length === best.absent.length && cur.total < best.total - 1e-7)
      ) {
        best.copyFrom(cur);
      }
    } else {
      for (const v of touched) {
        cur.routes[v] = savedRoutes[v];
        cur.update(v);
      }
      cur.absent = prevAbsent;
      for (const s of prevAbsent) {
        cur.rOf[s] = -1;
        cur.pOf[s] = -1;
      }
      cur.total = prevTotal;
    }
    if ((iterations & 1023) === 0) cur.recomputeTotal();
    clearTouched();
  }
  localSearch(best, Math.max(totalBudgetEnd, performance.now() + 50));
  clearTouched();
  best.recomputeTotal();
  options.onProgress?.(1, best.total);

  // ---- Result ----------------------------------------------------------------------------------------------
  const routes: VrpRoute[] = [];
  let totalCost = 0;
  for (let v = 0; v < V; v++) {
    const r = best.routes[v];
    if (r.length === 0) continue;
    const arrivals: number[] = [];
    let prev = m.vStart[v];
    let t = m.vT0[v];
    let travel = 0;
    let service = 0;
    for (const s of r) {
      travel += T[prev * L + s];
      t += T[prev * L + s];
      if (t < m.twE[s]) t = m.twE[s];
      arrivals.push(t);
      t += m.serv[s];
      service += m.serv[s];
      prev = s;
    }
    travel += T[prev * L + m.vEnd[v]];
    t += T[prev * L + m.vEnd[v]];
    routes.push({
      vehicle: v,
      stops: r.slice(),
      arrivals,
      cost: best.cost[v],
      travelTime: travel,
      serviceTime: service,
      load: best.load[v],
      startTime: m.vT0[v],
      endTime: t,
    });
    totalCost += best.cost[v] + m.vFixed[v];
  }
  const unassigned = impossible.slice();
  for (const s of best.absent) {
    unassigned.push({
      stop: s,
      reason: timeReason.get(s) ?? "no room: every allowed vehicle's capacity or time is used up",
    });
  }
  unassigned.sort((a, b) => a.stop - b.stop);
  return { routes, unassigned, cost: totalCost, objective: best.total, iterations };
}
