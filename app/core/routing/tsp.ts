/**
 * The TSP fast path: a closed tour on a SYMMETRIC matrix. 2-opt and Or-opt (Or 1976) with neighbour lists and
 * don't-look bits (Bentley 1992), inside an iterated local search whose kick is a local double-bridge
 * (Martin, Otto & Felten 1991; Johnson & McGeoch 1997 "segment" kicks). The tour is an array with a position index;
 * a 2-opt move reverses the shorter side. Deterministic for a seed when only `maxIterations` bounds it.
 */
import { mulberry32 } from "./rng";

export interface TspOptions {
  seed?: number;
  /** Wall-clock budget in ms (default 1000). */
  timeLimitMs?: number;
  /** Maximum number of kicks (default unbounded). */
  maxIterations?: number;
  /** Stop after this many kicks without improving the best tour (default 100·n + 20 000). */
  maxIdleIterations?: number;
  /** A starting tour (a permutation of 0..n-1); the result is never worse than it. */
  initialTour?: ArrayLike<number>;
  /** Nearest neighbours per node for the move scans (default 10). */
  neighbours?: number;
  onProgress?: (fraction: number, bestCost: number) => void;
}

export interface TspResult {
  tour: number[];
  cost: number;
  iterations: number;
}

/** Cost of a closed tour. */
export function tourCost(n: number, d: Float64Array, tour: ArrayLike<number>): number {
  let c = 0;
  for (let i = 0; i < n; i++) c += d[tour[i] * n + tour[(i + 1) % n]];
  return c;
}

/** K nearest neighbours of every node (by d[i][j]), row-major n × k. */
export function nearestNeighbours(n: number, d: Float64Array, k: number): Int32Array {
  const out = new Int32Array(n * k);
  const bestD = new Float64Array(k);
  for (let i = 0; i < n; i++) {
    let count = 0;
    const base = i * k;
    for (let j = 0; j < n; j++) {
      if (j === i) continue;
      const v = d[i * n + j];
      if (count < k) {
        let p = count++;
        while (p > 0 && bestD[p - 1] > v) {
          bestD[p] = bestD[p - 1];
          out[base + p] = out[base + p - 1];
          p--;
        }
        bestD[p] = v;
        out[base + p] = j;
      } else if (v < bestD[k - 1]) {
        let p = k - 1;
        while (p > 0 && bestD[p - 1] > v) {
          bestD[p] = bestD[p - 1];
          out[base + p] = out[base + p - 1];
          p--;
        }
        bestD[p] = v;
        out[base + p] = j;
      }
    }
  }
  return out;
}

function nearestNeighbourTour(
  n: number,
  d: Float64Array,
  nb: Int32Array,
  k: number,
  start: number,
): Int32Array {
  const tour = new Int32Array(n);
  const used = new Uint8Array(n);
  let cur = start;
  used[cur] = 1;
  tour[0] = cur;
  for (let i = 1; i < n; i++) {
    let next = -1;
    for (let t = 0; t < k; t++) {
      const c = nb[cur * k + t];
      if (!used[c]) {
        next = c;
        break;
      }
    }
    if (next < 0) {
      let best = Number.POSITIVE_INFINITY;
      for (let j = 0; j < n; j++) {
        if (!used[j] && d[cur * n + j] < best) {
          best = d[cur * n + j];
          next = j;
        }
      }
    }
    used[next] = 1;
    tour[i] = next;
    cur = next;
  }
  return tour;
}

/** Solves a closed symmetric TSP on `n` nodes with the flat matrix `d` (d[i * n + j]). */
export function solveSymmetricTsp(n: number, d: Float64Array, options: TspOptions = {}): TspResult {
  if (n <= 3) {
    const tour = options.initialTour
      ? Array.from(options.initialTour)
      : Array.from({ length: n }, (_, i) => i);
    return { tour, cost: tourCost(n, d, tour), iterations: 0 };
  }
  const rng = mulberry32(options.seed ?? 1);
  const maxIterations = options.maxIterations ?? Number.POSITIVE_INFINITY;
  const timeLimit = options.timeLimitMs ?? (Number.isFinite(maxIterations) ? Number.POSITIVE_INFINITY : 1000);
  const maxIdle = options.maxIdleIterations ?? 100 * n + 20_000;
  const K = Math.min(n - 1, options.neighbours ?? 10);
  const nb = nearestNeighbours(n, d, K);
  const started = performance.now();
  const EPS = 1e-10;

  const tour = nearestNeighbourTour(n, d, nb, K, 0);
  const pos = new Int32Array(n);
  for (let i = 0; i < n; i++) pos[tour[i]] = i;

  const succ = (a: number) => tour[pos[a] + 1 === n ? 0 : pos[a] + 1];
  const pred = (a: number) => tour[pos[a] === 0 ? n - 1 : pos[a] - 1];

  /** Reverses the forward path from position i to position j (inclusive), or its complement if shorter. */
  function reverse(i: number, j: number) {
    let len = j - i;
    if (len < 0) len += n;
    len += 1;
    if (len * 2 > n) {
      const ni = j + 1 === n ? 0 : j + 1;
      const nj = i === 0 ? n - 1 : i - 1;
      i = ni;
      j = nj;
      len = n - len;
    }
    for (let s = len >> 1; s > 0; s--) {
      const a = tour[i];
      const b = tour[j];
      tour[i] = b;
      pos[b] = i;
      tour[j] = a;
      pos[a] = j;
      i = i + 1 === n ? 0 : i + 1;
      j = j === 0 ? n - 1 : j - 1;
    }
  }

  /** Removes edges (a,b) and (c,e), adds (a,c) and (b,e); b follows a and e follows c in the same direction. */
  function move2opt(a: number, b: number, c: number, e: number) {
    if (succ(a) === b) reverse(pos[b], pos[c]);
    else reverse(pos[a], pos[e]);
  }

  // Don't-look bits as a FIFO queue of active nodes.
  const inQueue = new Uint8Array(n);
  const queue = new Int32Array(n);
  let qHead = 0;
  let qSize = 0;
  const push = (a: number) => {
    if (inQueue[a]) return;
    inQueue[a] = 1;
    queue[(qHead + qSize) % n] = a;
    qSize++;
  };
  const pop = () => {
    const a = queue[qHead];
    qHead = qHead + 1 === n ? 0 : qHead + 1;
    qSize--;
    inQueue[a] = 0;
    return a;
  };

  /** Tries an improving 2-opt move around a; applies the first found. Returns the gain (0 if none). */
  function try2opt(a: number): number {
    for (let dir = 0; dir < 2; dir++) {
      const b = dir === 0 ? succ(a) : pred(a);
      const dab = d[a * n + b];
      for (let t = 0; t < K; t++) {
        const c = nb[a * K + t];
        const dac = d[a * n + c];
        if (dac >= dab) break;
        const e = dir === 0 ? succ(c) : pred(c);
        if (c === b || e === a) continue;
        const delta = dac + d[b * n + e] - dab - d[c * n + e];
        if (delta < -EPS) {
          move2opt(a, b, c, e);
          push(a);
          push(b);
          push(c);
          push(e);
          return -delta;
        }
      }
    }
    return 0;
  }

  /**
   * Tries an improving Or-opt move: a segment of 1–3 nodes with `a` at one end, moved (possibly reversed) between
   * two adjacent nodes near one of its ends.
   */
  function tryOrOpt(a: number): number {
    for (let dir = 0; dir < 2; dir++) {
      // Segment grows from a in direction dir; s1..s2 in forward orientation.
      let other = a;
      for (let len = 1; len <= 3 && len + 2 < n; len++) {
        if (len > 1) other = dir === 0 ? succ(other) : pred(other);
        const s1 = dir === 0 ? a : other;
        const s2 = dir === 0 ? other : a;
        const p = pred(s1);
        const nx = succ(s2);
        if (p === s2 || nx === s1) break;
        const removeGain = d[p * n + s1] + d[s2 * n + nx] - d[p * n + nx];
        if (removeGain <= EPS) continue;
        for (let end = 0; end < 2; end++) {
          const e = end === 0 ? s1 : s2;
          for (let t = 0; t < K; t++) {
            const c = nb[e * K + t];
            const dec = d[e * n + c];
            if (dec >= removeGain) break;
            // Is c inside the segment?
            let inside = false;
            let x = s1;
            for (let q = 0; q < len; q++) {
              if (x === c) {
                inside = true;
                break;
              }
              x = succ(x);
            }
            if (inside) continue;
            for (let side = 0; side < 2; side++) {
              // Forward edge (f, g) with g = succ(f), one of whose ends is c.
              const f = side === 0 ? c : pred(c);
              const g = side === 0 ? succ(c) : c;
              if (f === s2 || g === s1) continue; // touches the segment
              if (g === p || f === nx) continue; // equivalent to moving p or nx
              const base = d[f * n + g];
              const fwd = d[f * n + s1] + d[s2 * n + g] - base;
              const rev = d[f * n + s2] + d[s1 * n + g] - base;
              const add = Math.min(fwd, rev);
              if (add - removeGain < -EPS) {
                // Step 1: (p,s1),(f,g) -> (p,f),(s1,g). Step 2: (p,f),(nx,s2) -> (p,nx),(f,s2).
                move2opt(p, s1, f, g);
                if (f !== nx) move2opt(p, f, nx, s2);
                if (fwd < rev) move2opt(f, s2, s1, g); // (f,s2),(s1,g) -> (f,s1),(s2,g)
                push(p);
                push(nx);
                push(s1);
                push(s2);
                push(f);
                push(g);
                return removeGain - add;
              }
            }
          }
        }
      }
    }
    return 0;
  }

  function localSearch(): number {
    let gain = 0;
    while (qSize > 0) {
      const a = pop();
      let g = try2opt(a);
      if (g === 0) g = tryOrOpt(a);
      if (g > 0) {
        gain += g;
        push(a);
      }
    }
    return gain;
  }

  for (let i = 0; i < n; i++) push(tour[i]);
  let cost = tourCost(n, d, tour);
  cost -= localSearch();

  if (options.initialTour && options.initialTour.length === n) {
    const initCost = tourCost(n, d, options.initialTour);
    if (initCost < cost) {
      for (let i = 0; i < n; i++) {
        tour[i] = options.initialTour[i];
        pos[tour[i]] = i;
      }
      for (let i = 0; i < n; i++) push(tour[i]);
      cost = initCost - localSearch();
    }
  }

  // Iterated local search with local double-bridge kicks; accepts equal-or-better tours.
  const savedTour = new Int32Array(n);
  const savedPos = new Int32Array(n);
  const buffer = new Int32Array(n);
  let iterations = 0;
  let idle = 0;
  let lastProgress = started;
  const maxSeg = Math.max(2, Math.min(50, Math.floor(n / 4)));
  if (n >= 8) {
    while (iterations < maxIterations && idle < maxIdle) {
      if ((iterations & 15) === 0) {
        const now = performance.now();
        if (now - started >= timeLimit) break;
        if (options.onProgress && now - lastProgress > 100) {
          lastProgress = now;
          options.onProgress(
            Math.min(1, Math.max((now - started) / timeLimit, iterations / maxIterations)),
            cost,
          );
        }
      }
      iterations++;
      savedTour.set(tour);
      savedPos.set(pos);
      // Double bridge on positions p0 | A | B | C with A, B, C short: A B C -> B A ... (A C B D form)
      const l1 = 1 + Math.floor(rng() * maxSeg);
      const l2 = 1 + Math.floor(rng() * maxSeg);
      const l3 = 1 + Math.floor(rng() * maxSeg);
      if (l1 + l2 + l3 + 2 > n) continue;
      const p0 = Math.floor(rng() * n);
      // Segments: A = p0+1 .. p0+l1, B = next l2, C = next l3; result A C B.
      const at = (k: number) => tour[(p0 + k) % n];
      const a1 = at(l1);
      const b0 = at(l1 + 1);
      const b1 = at(l1 + l2);
      const c0 = at(l1 + l2 + 1);
      const c1 = at(l1 + l2 + l3);
      const y0 = at(l1 + l2 + l3 + 1);
      const delta =
        d[a1 * n + c0] + d[c1 * n + b0] + d[b1 * n + y0] - d[a1 * n + b0] - d[b1 * n + c0] - d[c1 * n + y0];
      // Rewrite B C as C B.
      let w = 0;
      for (let k = l1 + l2 + 1; k <= l1 + l2 + l3; k++) buffer[w++] = at(k);
      for (let k = l1 + 1; k <= l1 + l2; k++) buffer[w++] = at(k);
      for (let k = 0; k < w; k++) {
        const q = (p0 + l1 + 1 + k) % n;
        tour[q] = buffer[k];
        pos[buffer[k]] = q;
      }
      push(a1);
      push(c0);
      push(c1);
      push(b0);
      push(b1);
      push(y0);
      const newCost = cost + delta - localSearch();
      if (newCost < cost - EPS) {
        cost = newCost;
        idle = 0;
      } else if (newCost <= cost + EPS) {
        cost = newCost;
        idle++;
      } else {
        tour.set(savedTour);
        pos.set(savedPos);
        idle++;
      }
    }
  }
  options.onProgress?.(1, cost);
  const result = Array.from(tour);
  return { tour: result, cost: tourCost(n, d, result), iterations };
}
