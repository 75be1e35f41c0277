/**
 * `npm run bench:routing`: the route optimizer on public instances with known optima (TSPLIB, CVRPLIB, Solomon),
 * then the product's own cases (a 60-stop day ordered; 600 recurring stops balanced over 6 technicians × 5 days).
 * Prints figures; asserts nothing. Every solution is re-checked here (each customer once, capacities, time windows)
 * and its cost recomputed in the instance's own convention.
 *
 *   --only tsp,cvrp,vrptw,product   families to run (default all, one after the other)
 *   --seconds N                     scales every time budget by N (default 1)
 *   --seed N                        PRNG seed (default 1)
 *   --instances a,b                 only these instance names
 *   --verbose                       also print every technician-day of the week case
 * The instances are read from ../shared/bench/routing (relative to the repository), or ROUTING_BENCH_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { parseSolomon, parseTsplib, solomonMatrix, tsplibMatrix } from "~/core/routing/bench-formats";
import { balanceWeek, haversineMatrix, orderRoute, solveVrp } from "~/core/routing/index";

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../..");
const benchDir = process.env.ROUTING_BENCH_DIR ?? path.resolve(repoRoot, "../shared/bench/routing");

function arg(name: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i >= 0 ? process.argv[i + 1] : undefined;
}
const only = new Set((arg("only") ?? "tsp,cvrp,vrptw,product").split(","));
const scale = Number(arg("seconds") ?? 1);
const seed = Number(arg("seed") ?? 1);
const instanceFilter = arg("instances")?.split(",");

const optima = JSON.parse(fs.readFileSync(path.join(benchDir, "optima.json"), "utf8"));

interface Row {
  name: string;
  n: number;
  cost: number;
  optimum: number;
  seconds: number;
  note?: string;
}

function printRow(r: Row) {
  const gap = (100 * (r.cost - r.optimum)) / r.optimum;
  console.log(
    `  ${r.name.padEnd(14)} n=${String(r.n).padStart(5)}  cost ${fmt(r.cost).padStart(10)}  opt ${fmt(r.optimum).padStart(10)}  gap ${gap.toFixed(2).padStart(6)} %  ${r.seconds.toFixed(2).padStart(6)} s${r.note ? `  ${r.note}` : ""}`,
  );
}
function fmt(x: number) {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}
function summary(family: string, rows: Row[]) {
  if (!rows.length) return;
  const gaps = rows.map((r) => (100 * (r.cost - r.optimum)) / r.optimum);
  const avg = gaps.reduce((a, b) => a + b, 0) / gaps.length;
  const max = Math.max(...gaps);
  const t = rows.reduce((a, r) => a + r.seconds, 0) / rows.length;
  const tmax = Math.max(...rows.map((r) => r.seconds));
  console.log(
    `  ${family.toUpperCase()} average gap ${avg.toFixed(2)} % (max ${max.toFixed(2)} %), average time ${t.toFixed(2)} s (max ${tmax.toFixed(2)} s), ${rows.length} instances\n`,
  );
}
function names(family: "tsp" | "cvrp" | "vrptw"): string[] {
  const all = Object.keys(optima[family]);
  return instanceFilter ? all.filter((n) => instanceFilter.includes(n)) : all;
}

function runTsp() {
  console.log(`TSP (TSPLIB, closed tours, orderRoute's symmetric fast path, ${1.5 * scale} s budget)`);
  const rows: Row[] = [];
  for (const name of names("tsp")) {
    const info = optima.tsp[name];
    const inst = parseTsplib(fs.readFileSync(path.join(benchDir, info.file), "utf8"));
    const started = performance.now();
    const n = inst.dimension;
    const d = tsplibMatrix(inst);
    const stops = Array.from({ length: n - 1 }, (_, i) => i + 1);
    const r = orderRoute(
      { cost: { size: n, data: d }, start: 0, stops },
      { seed, timeLimitMs: 1500 * scale },
    );
    const seconds = (performance.now() - started) / 1000;
    const tour = [0, ...r.order.map((i) => stops[i])];
    if (new Set(tour).size !== n) throw new Error(`${name}: not a tour`);
    let cost = 0;
    for (let i = 0; i < n; i++) cost += d[tour[i] * n + tour[(i + 1) % n]];
    const row = { name, n, cost, optimum: info.optimum, seconds };
    printRow(row);
    rows.push(row);
  }
  summary("tsp", rows);
}

function runCvrp() {
  console.log(`CVRP (CVRPLIB, unlimited fleet, ${9 * scale} s budget)`);
  const rows: Row[] = [];
  for (const name of names("cvrp")) {
    const info = optima.cvrp[name];
    const inst = parseTsplib(fs.readFileSync(path.join(benchDir, info.file), "utf8"));
    const started = performance.now();
    const n = inst.dimension;
    const d = tsplibMatrix(inst);
    const depot = inst.depot ?? 0;
    const customers = Array.from({ length: n }, (_, i) => i).filter((i) => i !== depot);
    const capacity = inst.capacity!;
    const r = solveVrp(
      {
        cost: { size: n, data: d },
        vehicles: customers.map(() => ({ start: depot, capacity })),
        stops: customers.map((c) => ({ node: c, demand: inst.demands![c] })),
      },
      { seed, timeLimitMs: 9000 * scale },
    );
    const seconds = (performance.now() - started) / 1000;
    if (r.unassigned.length) throw new Error(`${name}: ${r.unassigned.length} unassigned`);
    const seen = new Set<number>();
    let cost = 0;
    for (const route of r.routes) {
      let load = 0;
      let prev = depot;
      for (const s of route.stops) {
        const c = customers[s];
        if (seen.has(c)) throw new Error(`${name}: customer ${c} twice`);
        seen.add(c);
        load += inst.demands![c];
        cost += d[prev * n + c];
        prev = c;
      }
      cost += d[prev * n + depot];
      if (load > capacity) throw new Error(`${name}: capacity exceeded`);
    }
    if (seen.size !== customers.length) throw new Error(`${name}: customers missing`);
    const row = {
      name,
      n: customers.length,
      cost,
      optimum: info.bks,
      seconds,
      note: `${r.routes.length} routes, ${r.iterations} iterations`,
    };
    printRow(row);
    rows.push(row);
  }
  summary("cvrp", rows);
}

function runVrptw() {
  console.log(`VRPTW (Solomon, distance objective, DIMACS 1-decimal truncation, ${9 * scale} s budget)`);
  const rows: Row[] = [];
  for (const name of names("vrptw")) {
    const info = optima.vrptw[name];
    const inst = parseSolomon(fs.readFileSync(path.join(benchDir, info.file), "utf8"));
    const started = performance.now();
    const n = inst.coords.length;
    const d = solomonMatrix(inst);
    const customers = Array.from({ length: n - 1 }, (_, i) => i + 1);
    const r = solveVrp(
      {
        cost: { size: n, data: d },
        vehicles: Array.from({ length: inst.vehicles }, () => ({
          start: 0,
          capacity: inst.capacity,
          shiftStart: inst.ready[0],
          shiftEnd: inst.due[0],
        })),
        stops: customers.map((c) => ({
          node: c,
          demand: inst.demand[c],
          service: inst.service[c],
          timeWindow: [inst.ready[c], inst.due[c]] as [number, number],
        })),
      },
      { seed, timeLimitMs: 9000 * scale },
    );
    const seconds = (performance.now() - started) / 1000;
    if (r.unassigned.length) throw new Error(`${name}: ${r.unassigned.length} unassigned`);
    const seen = new Set<number>();
    let cost = 0;
    for (const route of r.routes) {
      let load = 0;
      let prev = 0;
      let t = inst.ready[0];
      for (const s of route.stops) {
        const c = customers[s];
        if (seen.has(c)) throw new Error(`${name}: customer ${c} twice`);
        seen.add(c);
        load += inst.demand[c];
        cost += d[prev * n + c];
        t = Math.max(t + d[prev * n + c], inst.ready[c]);
        if (t > inst.due[c] + 1e-9) throw new Error(`${name}: late at ${c}`);
        t += inst.service[c];
        prev = c;
      }
      cost += d[prev * n];
      if (t + d[prev * n] > inst.due[0] + 1e-9) throw new Error(`${name}: late at the depot`);
      if (load > inst.capacity) throw new Error(`${name}: capacity exceeded`);
    }
    if (seen.size !== customers.length) throw new Error(`${name}: customers missing`);
    cost = Math.round(cost * 10) / 10;
    const row = {
      name,
      n: customers.length,
      cost,
      optimum: info.bks_distance_dimacs,
      seconds,
      note: `${r.routes.length} vehicles, ${r.iterations} iterations`,
    };
    printRow(row);
    rows.push(row);
  }
  summary("vrptw", rows);
}

function phoenixPoints(count: number, rand: () => number) {
  // Phoenix metro: roughly 33.30–33.70 N, 112.30–111.75 W.
  return Array.from({ length: count }, () => ({ lat: 33.3 + 0.4 * rand(), lng: -112.3 + 0.55 * rand() }));
}

function lcg(s: number) {
  let x = s >>> 0;
  return () => {
    x = (Math.imul(x, 1664525) + 1013904223) >>> 0;
    return x / 4294967296;
  };
}

function memory() {
  const m = process.memoryUsage();
  return { rss: m.rss, heap: m.heapUsed };
}
const mb = (b: number) => `${(b / 1048576).toFixed(0)} MB`;

function runProduct() {
  console.log("Product (haversine × 1.3 road factor, 35 mph, Phoenix-area random points)");
  const rand = lcg(seed * 7919 + 1);
  // A day: 60 stops ordered on an open route from the technician's start point.
  {
    const pts = phoenixPoints(61, rand);
    const peak = { rss: 0, heap: 0 };
    const sample = () => {
      const m = memory();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heap = Math.max(peak.heap, m.heap);
    };
    const started = performance.now();
    const { size, durations } = haversineMatrix(pts, { roadFactor: 1.3, speedKmh: 35 * 1.609344 });
    const stops = Array.from({ length: 60 }, (_, i) => ({
      node: i + 1,
      service: (20 + Math.floor(rand() * 21)) * 60,
    }));
    const r = orderRoute(
      { cost: { size, data: durations }, start: 0, end: "open", stops, startTime: 8 * 3600 },
      { seed, onProgress: sample },
    );
    sample();
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  60-stop day (open route)        ${seconds.toFixed(2)} s   driving ${(r.cost / 60).toFixed(0)} min, day ends ${(r.endTime / 3600).toFixed(2)} h, method ${r.method}   peak rss ${mb(peak.rss)}, heap ${mb(peak.heap)}`,
    );
  }
  // A week: 600 recurring stops, 6 technicians × 5 weekdays, 8-hour days.
  {
    const pts = phoenixPoints(606, rand);
    const peak = { rss: 0, heap: 0 };
    const sample = () => {
      const m = memory();
      peak.rss = Math.max(peak.rss, m.rss);
      peak.heap = Math.max(peak.heap, m.heap);
    };
    const started = performance.now();
    const { size, durations, distances } = haversineMatrix(pts, { roadFactor: 1.3, speedKmh: 35 * 1.609344 });
    const technicians = Array.from({ length: 6 }, (_, t) => ({
      id: `tech-${t + 1}`,
      startNode: 600 + t,
      weekdays: [1, 2, 3, 4, 5],
      dailyMinutes: 480,
      skills: t === 0 ? ["salt-cell"] : [],
    }));
    const stops = Array.from({ length: 600 }, (_, i) => {
      const x = rand();
      return {
        id: `stop-${i + 1}`,
        node: i,
        serviceMinutes: 10 + Math.floor(rand() * 11),
        requiredSkills: x < 0.03 ? ["salt-cell"] : undefined,
        lockedWeekday: x > 0.9 ? 1 + Math.floor(rand() * 5) : undefined,
        lockedTechnicianId: x > 0.95 ? `tech-${1 + Math.floor(rand() * 6)}` : undefined,
      };
    });
    const r = balanceWeek(
      { durations: { size, data: durations }, distances: { size, data: distances }, technicians, stops },
      { seed, timeLimitMs: 20_000 * scale, onProgress: sample },
    );
    sample();
    const seconds = (performance.now() - started) / 1000;
    const work = r.days.map((d) => d.workMinutes);
    if (process.argv.includes("--verbose"))
      for (const d of r.days)
        console.log(
          d.technicianId,
          d.weekday,
          d.stopIds.length,
          d.driveMinutes.toFixed(0),
          d.workMinutes.toFixed(0),
          d.endMinute.toFixed(0),
        );
    console.log(
      `  600-stop week (6 techs × 5 days) ${seconds.toFixed(2)} s   driving ${r.totals.driveMinutes.toFixed(0)} min (${((r.totals.distance ?? 0) / 1000).toFixed(0)} km), service ${r.totals.serviceMinutes.toFixed(0)} min, day work ${Math.min(...work).toFixed(0)}–${Math.max(...work).toFixed(0)} min, unassigned ${r.unassigned.length}   peak rss ${mb(peak.rss)}, heap ${mb(peak.heap)}`,
    );
    console.log(
      "    (service 10–20 min; 10 % locked to a weekday, 5 % also to a technician, 3 % need tech-1's skill)",
    );
  }
  console.log(`  process peak rss ${mb(process.resourceUsage().maxRSS * 1024)}\n`);
}

if (only.has("tsp")) runTsp();
if (only.has("cvrp")) runCvrp();
if (only.has("vrptw")) runVrptw();
if (only.has("product")) runProduct();
