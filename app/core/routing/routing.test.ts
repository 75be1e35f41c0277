import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { parseSolomon, parseTsplib, tsplibDistance, tsplibMatrix } from "./bench-formats";
import { balanceWeek, haversineMatrix, orderRoute, solveVrp, type VrpProblem, type VrpResult } from "./index";

const FAST = { maxIterations: 60 };

function euclid(points: [number, number][]): number[][] {
  return points.map((a) => points.map((b) => Math.hypot(a[0] - b[0], a[1] - b[1])));
}

function permutations(items: number[]): number[][] {
  if (items.length <= 1) return [items];
  return items.flatMap((x, i) =>
    permutations([...items.slice(0, i), ...items.slice(i + 1)]).map((p) => [x, ...p]),
  );
}

/** Brute-force optimum of a path start → perm(stops) → end (end = -1: open). */
function bruteForce(m: number[][], start: number, stops: number[], end: number): number {
  let best = Number.POSITIVE_INFINITY;
  for (const p of permutations(stops)) {
    let c = 0;
    let prev = start;
    for (const s of p) {
      c += m[prev][s];
      prev = s;
    }
    if (end >= 0) c += m[prev][end];
    best = Math.min(best, c);
  }
  return best;
}

const pentagon: [number, number][] = [
  [0, 0],
  [4, 0],
  [5, 3],
  [2, 5],
  [-1, 3],
  [2, 1.5],
];

describe("orderRoute", () => {
  const m = euclid(pentagon);
  const stops = [1, 2, 3, 4, 5];

  it("finds the optimum of a closed 5-stop tour", () => {
    const r = orderRoute({ cost: m, start: 0, stops }, FAST);
    expect(r.method).toBe("tsp");
    expect(r.order.slice().sort()).toEqual([0, 1, 2, 3, 4]);
    expect(r.cost).toBeCloseTo(bruteForce(m, 0, stops, 0), 9);
  });

  it("open and fixed-end routes differ from the closed one and are optimal", () => {
    const open = orderRoute({ cost: m, start: 0, end: "open", stops: [1, 2, 3, 4] }, FAST);
    expect(open.cost).toBeCloseTo(bruteForce(m, 0, [1, 2, 3, 4], -1), 9);
    const closed = orderRoute({ cost: m, start: 0, stops: [1, 2, 3, 4] }, FAST);
    expect(open.cost).toBeLessThan(closed.cost);
    const fixed = orderRoute({ cost: m, start: 0, end: 5, stops: [1, 2, 3, 4] }, FAST);
    expect(fixed.cost).toBeCloseTo(bruteForce(m, 0, [1, 2, 3, 4], 5), 9);
  });

  it("solves asymmetric matrices optimally on small cases (general core)", () => {
    const rng = seeded(7);
    for (let trial = 0; trial < 5; trial++) {
      const a = Array.from({ length: 7 }, (_, i) =>
        Array.from({ length: 7 }, (_, j) => (i === j ? 0 : 1 + rng() * 99)),
      );
      const r = orderRoute(
        { cost: a, start: 0, end: "open", stops: [1, 2, 3, 4, 5, 6] },
        { maxIterations: 300 },
      );
      expect(r.method).toBe("vrp");
      expect(r.cost).toBeCloseTo(bruteForce(a, 0, [1, 2, 3, 4, 5, 6], -1), 6);
    }
  });

  it("follows time windows even when it means a longer drive", () => {
    // Stop 1 is next to the start but only opens late; stop 3 is far but must be served first.
    const pts: [number, number][] = [
      [0, 0],
      [1, 0],
      [2, 0],
      [10, 0],
    ];
    const r = orderRoute(
      {
        cost: euclid(pts),
        start: 0,
        stops: [
          { node: 1, timeWindow: [30, 100] },
          { node: 2, service: 1 },
          { node: 3, timeWindow: [0, 10.5] },
        ],
      },
      FAST,
    );
    expect(r.method).toBe("vrp");
    expect(r.order[0]).toBe(2);
    expect(r.order.at(-1)).toBe(0);
    expect(r.unassigned).toEqual([]);
    expect(r.arrivals[0]).toBeLessThanOrEqual(10.5);
    expect(r.arrivals.at(-1)).toBeGreaterThanOrEqual(30);
  });

  it("reports a stop whose window cannot be met", () => {
    const r = orderRoute(
      { cost: euclid(pentagon), start: 0, stops: [1, { node: 2, timeWindow: [0, 1] }] },
      FAST,
    );
    expect(r.order).toEqual([0]);
    expect(r.unassigned).toEqual([{ stop: 1, reason: expect.stringContaining("time window") }]);
  });

  it("is never worse than the initial order", () => {
    const r = orderRoute({ cost: m, start: 0, stops, initialOrder: [0, 1, 2, 3, 4] }, { maxIterations: 1 });
    let c = m[0][1] + m[5][0];
    for (let i = 1; i < 5; i++) c += m[i][i + 1];
    expect(r.cost).toBeLessThanOrEqual(c + 1e-9);
  });
});

describe("solveVrp", () => {
  const pts: [number, number][] = [
    [0, 0],
    [10, 0],
    [10, 1],
    [-10, 0],
    [-10, 1],
  ];

  it("splits stops over two routes when capacity forces it", () => {
    const r = solveVrp(
      {
        cost: euclid(pts),
        vehicles: [
          { start: 0, capacity: 10 },
          { start: 0, capacity: 10 },
        ],
        stops: [1, 2, 3, 4].map((node) => ({ node, demand: 5 })),
      },
      FAST,
    );
    expect(r.unassigned).toEqual([]);
    expect(r.routes).toHaveLength(2);
    for (const route of r.routes) expect(route.load).toBeLessThanOrEqual(10);
    expect(r.cost).toBeCloseTo(2 * (10 + 1 + Math.hypot(10, 1)), 6);
  });

  it("keeps stops on their allowed vehicles", () => {
    const r = solveVrp(
      {
        cost: euclid(pts),
        vehicles: [{ start: 0 }, { start: 0 }],
        // Geography says 1 and 2 together, but 2 may only ride on vehicle 1.
        stops: [{ node: 1, allowedVehicles: [0] }, { node: 2, allowedVehicles: [1] }, { node: 3 }],
      },
      FAST,
    );
    const vehicleOf = new Map<number, number>();
    for (const route of r.routes) for (const s of route.stops) vehicleOf.set(s, route.vehicle);
    expect(vehicleOf.get(0)).toBe(0);
    expect(vehicleOf.get(1)).toBe(1);
  });

  it("reports unassignable stops with their reasons", () => {
    const r = solveVrp(
      {
        cost: euclid(pts),
        vehicles: [{ start: 0, capacity: 10, shiftEnd: 100 }],
        stops: [
          { node: 1, demand: 11 },
          { node: 2, allowedVehicles: [] },
          { node: 3, timeWindow: [0, 5] },
          { node: 4, demand: 10, service: 30 },
          { node: 1, demand: 1, service: 80 },
        ],
      },
      FAST,
    );
    const reasons = new Map(r.unassigned.map((u) => [u.stop, u.reason]));
    expect(reasons.get(0)).toMatch(/capacity/);
    expect(reasons.get(1)).toMatch(/no vehicle/);
    expect(reasons.get(2)).toMatch(/time window/);
    // Stops 3 and 4 each fit alone but not together (time): exactly one is left out, for lack of room.
    expect([reasons.has(3), reasons.has(4)].filter(Boolean)).toHaveLength(1);
    expect(reasons.get(3) ?? reasons.get(4)).toMatch(/no room/);
  });

  it("is deterministic for a seed with an iteration limit", () => {
    const problem = randomProblem(seeded(3), 12, 3);
    const a = solveVrp(problem, { seed: 5, maxIterations: 80 });
    const b = solveVrp(problem, { seed: 5, maxIterations: 80 });
    expect(b).toEqual(a);
  });
});

describe("balanceWeek", () => {
  // Two technicians at opposite ends; stops around both.
  const pts = [
    { lat: 33.45, lng: -112.07 },
    { lat: 33.5, lng: -111.93 },
    ...Array.from({ length: 16 }, (_, i) => ({ lat: 33.44 + 0.005 * i, lng: -112.08 + (i % 2 ? 0.14 : 0) })),
  ];
  const { size, durations, distances } = haversineMatrix(pts, { roadFactor: 1.3, speedKmh: 56 });
  const technicians = [
    { id: "ann", startNode: 0, weekdays: [1, 2, 3], dailyMinutes: 240, skills: ["salt"] },
    { id: "bob", startNode: 1, weekdays: [2, 3, 4], dailyMinutes: 240 },
  ];
  const stops = Array.from({ length: 16 }, (_, i) => ({ id: `s${i}`, node: i + 2, serviceMinutes: 20 }));
  stops[3] = { ...stops[3], lockedTechnicianId: "bob", lockedWeekday: 4 } as (typeof stops)[number];
  stops[4] = { ...stops[4], lockedWeekday: 1 } as (typeof stops)[number];
  (stops[5] as { requiredSkills?: string[] }).requiredSkills = ["salt"];

  it("assigns every stop once, honours locks, skills and working days, reports totals", () => {
    const r = balanceWeek(
      { durations: { size, data: durations }, distances: { size, data: distances }, technicians, stops },
      FAST,
    );
    expect(r.unassigned).toEqual([]);
    expect(r.assignments.map((a) => a.stopId).sort()).toEqual(stops.map((s) => s.id).sort());
    const of = new Map(r.assignments.map((a) => [a.stopId, a]));
    expect(of.get("s3")).toMatchObject({ technicianId: "bob", weekday: 4 });
    expect(of.get("s4")).toMatchObject({ technicianId: "ann", weekday: 1 }); // only ann works Mondays
    expect(of.get("s5")?.technicianId).toBe("ann");
    for (const a of r.assignments) {
      const tech = technicians.find((t) => t.id === a.technicianId)!;
      expect(tech.weekdays).toContain(a.weekday);
    }
    expect(r.days).toHaveLength(6);
    for (const d of r.days) expect(d.workMinutes).toBeLessThanOrEqual(240 + 1e-9);
    for (const d of r.days) {
      for (const [position, id] of d.stopIds.entries()) expect(of.get(id)?.position).toBe(position);
    }
    expect(r.totals.serviceMinutes).toBeCloseTo(16 * 20, 6);
    expect(r.totals.distance).toBeGreaterThan(0);
  });

  it("reports a stop nobody may serve", () => {
    const r = balanceWeek(
      {
        durations: { size, data: durations },
        technicians,
        stops: [{ id: "x", node: 3, serviceMinutes: 10, lockedTechnicianId: "bob", lockedWeekday: 1 }],
      },
      FAST,
    );
    expect(r.unassigned).toEqual([{ stopId: "x", reason: expect.stringContaining("no vehicle") }]);
  });
});

describe("haversineMatrix", () => {
  it("gives road meters and seconds", () => {
    // Phoenix Sky Harbor → Tucson International: ≈ 177 km great circle.
    const { size, distances, durations } = haversineMatrix(
      [
        { lat: 33.4342, lng: -112.0116 },
        { lat: 32.1161, lng: -110.941 },
      ],
      { roadFactor: 1, speedKmh: 100 },
    );
    expect(size).toBe(2);
    expect(distances[1] / 1000).toBeGreaterThan(176);
    expect(distances[1] / 1000).toBeLessThan(179);
    expect(distances[2]).toBe(distances[1]);
    expect(durations[1]).toBeCloseTo(distances[1] / (100 / 3.6), 6);
    expect(distances[0]).toBe(0);
  });
});

describe("bench formats", () => {
  it("parses TSPLIB and applies its distance conventions", () => {
    const inst = parseTsplib(
      "NAME: t\nTYPE: TSP\nDIMENSION: 3\nEDGE_WEIGHT_TYPE: EUC_2D\nNODE_COORD_SECTION\n1 0 0\n2 3 4\n3 0 1.4\nEOF\n",
    );
    const d = tsplibMatrix(inst);
    expect(d[1]).toBe(5);
    expect(d[2]).toBe(1);
    expect(tsplibDistance("ATT", [0, 0], [10, 0])).toBe(4); // r = 3.16, t = 3 < r -> 4
    // burma14 nodes 1 and 2 (GEO).
    expect(tsplibDistance("GEO", [16.47, 96.1], [16.47, 94.44])).toBe(153);
  });

  it("parses Solomon files", () => {
    const inst = parseSolomon(
      "C101\n\nVEHICLE\nNUMBER     CAPACITY\n  25         200\n\nCUSTOMER\nCUST NO.  XCOORD.   YCOORD.    DEMAND   READY TIME  DUE DATE   SERVICE   TIME\n\n    0      40         50          0          0       1236          0\n    1      45         68         10        912        967         90\n",
    );
    expect(inst.vehicles).toBe(25);
    expect(inst.capacity).toBe(200);
    expect(inst.due[0]).toBe(1236);
    expect(inst.service[1]).toBe(90);
  });
});

// ---- Property tests on random asymmetric instances -------------------------------------------------------

function seeded(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function randomProblem(rng: () => number, stopsCount: number, vehicleCount: number): VrpProblem {
  const n = stopsCount + 2;
  const cost = Array.from({ length: n }, (_, i) =>
    Array.from({ length: n }, (_, j) => (i === j ? 0 : Math.round(1 + rng() * 50))),
  );
  const time = cost.map((row) => row.map((c) => c * (0.5 + rng())));
  const vehicles = Array.from({ length: vehicleCount }, (_, v) => ({
    start: v % 2,
    end: rng() < 0.3 ? null : rng() < 0.5 ? 1 - (v % 2) : undefined,
    capacity: 5 + Math.floor(rng() * 15),
    shiftStart: Math.floor(rng() * 20),
    shiftEnd: 150 + Math.floor(rng() * 200),
  }));
  const stops = Array.from({ length: stopsCount }, (_, i) => {
    const open = Math.floor(rng() * 200);
    return {
      node: i + 2,
      demand: Math.floor(rng() * 6),
      service: Math.floor(rng() * 10),
      timeWindow: rng() < 0.5 ? ([open, open + 20 + Math.floor(rng() * 100)] as [number, number]) : undefined,
      allowedVehicles:
        rng() < 0.3 ? Array.from({ length: vehicleCount }, (_, v) => v).filter(() => rng() < 0.6) : undefined,
    };
  });
  return { cost, time, vehicles, stops, balanceWeight: rng() < 0.3 ? 0.5 : 0 };
}

/** Checks a result against the problem from scratch; returns its cost. */
function check(p: VrpProblem, r: VrpResult): number {
  const cost = p.cost as number[][];
  const time = (p.time ?? p.cost) as number[][];
  const seen = new Map<number, number>();
  for (const u of r.unassigned) seen.set(u.stop, (seen.get(u.stop) ?? 0) + 1);
  let total = 0;
  for (const route of r.routes) {
    const v = p.vehicles[route.vehicle];
    let t = v.shiftStart ?? 0;
    let load = 0;
    let prev = v.start;
    for (const [k, s] of route.stops.entries()) {
      seen.set(s, (seen.get(s) ?? 0) + 1);
      const stop = p.stops[s];
      if (stop.allowedVehicles) expect(stop.allowedVehicles).toContain(route.vehicle);
      total += cost[prev][stop.node];
      t += time[prev][stop.node];
      if (stop.timeWindow) {
        t = Math.max(t, stop.timeWindow[0]);
        expect(t).toBeLessThanOrEqual(stop.timeWindow[1] + 1e-6);
      }
      expect(route.arrivals[k]).toBeCloseTo(t, 6);
      t += stop.service ?? 0;
      load += stop.demand ?? 0;
      prev = stop.node;
    }
    const end = v.end === undefined ? v.start : v.end;
    if (end !== null) {
      total += cost[prev][end];
      t += time[prev][end];
    }
    expect(t).toBeLessThanOrEqual((v.shiftEnd ?? Number.POSITIVE_INFINITY) + 1e-6);
    expect(load).toBeLessThanOrEqual((v.capacity ?? Number.POSITIVE_INFINITY) + 1e-9);
  }
  for (let s = 0; s < p.stops.length; s++) expect(seen.get(s)).toBe(1);
  expect(r.cost).toBeCloseTo(total, 6);
  return total;
}

describe("properties on random asymmetric instances", () => {
  it("serves every stop exactly once or reports it, within capacities, windows and allowed vehicles", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 14 }),
        fc.integer({ min: 1, max: 4 }),
        (seed, k, v) => {
          const p = randomProblem(seeded(seed), k, v);
          check(p, solveVrp(p, { seed, maxIterations: 40 }));
        },
      ),
      { numRuns: 60 },
    );
  });

  it("is never worse than the initial routes, and keeps locked stops in place", () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 2, max: 12 }), (seed, k) => {
        const p = randomProblem(seeded(seed), k, 3);
        const first = solveVrp(p, { seed, maxIterations: 3 });
        const initialRoutes = p.vehicles.map(
          (_, v) => first.routes.find((r) => r.vehicle === v)?.stops ?? [],
        );
        // Lock a stop to the vehicle it is on.
        const locked = first.routes[0]?.stops[0];
        const lockedProblem =
          locked === undefined
            ? p
            : {
                ...p,
                stops: p.stops.map((s, i) =>
                  i === locked ? { ...s, allowedVehicles: [first.routes[0].vehicle] } : s,
                ),
              };
        const again = solveVrp(lockedProblem, { seed: seed + 1, maxIterations: 20, initialRoutes });
        check(lockedProblem, again);
        expect(again.unassigned.length).toBeLessThanOrEqual(first.unassigned.length);
        if (again.unassigned.length === first.unassigned.length) {
          expect(again.objective).toBeLessThanOrEqual(first.objective + 1e-6);
        }
        const route = locked === undefined ? undefined : again.routes.find((r) => r.stops.includes(locked));
        if (route) expect(route.vehicle).toBe(first.routes[0].vehicle);
      }),
      { numRuns: 40 },
    );
  });

  it("orderRoute never returns a worse order than the given one", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1e9 }),
        fc.integer({ min: 1, max: 9 }),
        fc.boolean(),
        (seed, k, sym) => {
          const rng = seeded(seed);
          const n = k + 1;
          const m = Array.from({ length: n }, () =>
            Array.from({ length: n }, () => 1 + Math.floor(rng() * 100)),
          );
          for (let i = 0; i < n; i++) {
            m[i][i] = 0;
            if (sym) for (let j = 0; j < i; j++) m[i][j] = m[j][i];
          }
          const stops = Array.from({ length: k }, (_, i) => i + 1);
          const initialOrder = stops.map((_, i) => i).sort(() => rng() - 0.5);
          const end = rng() < 0.5 ? "open" : "start";
          const r = orderRoute({ cost: m, start: 0, end, stops, initialOrder }, { seed, maxIterations: 5 });
          expect(r.order.slice().sort((a, b) => a - b)).toEqual(stops.map((_, i) => i));
          let c = 0;
          let prev = 0;
          for (const i of initialOrder) {
            c += m[prev][stops[i]];
            prev = stops[i];
          }
          if (end === "start") c += m[prev][0];
          expect(r.cost).toBeLessThanOrEqual(c + 1e-9);
        },
      ),
      { numRuns: 60 },
    );
  });
});
