/**
 * `npm run bench:load`: the product as served (`npm start`, production build) under many signed-in sessions.
 *
 * Seeds the demo company plus 5,000 customers (6,000 locations, 7,000 pools, 15,000 equipment) into a scratch
 * database — embedded PGlite by default, a fresh database of the PostgreSQL server with `--pg` or DATABASE_URL
 * (created and dropped) — starts the app on loopback on a free port (building it first when needed), signs in one
 * session per connection, times single requests, then runs 50 and 200 concurrent sessions (distinct cookies) against
 * the dashboard, customers list, a stop page and My day and prints requests/s, p50, p99, errors and time-outs —
 * first as a hammer (each session asks again the moment it has its answer: autocannon), then as people (each session
 * reads for `--think` seconds on average between pages; `--think 0` skips it).
 *
 *   npm run bench:load [-- --pg] [--duration 15] [--sessions 50,200] [--think 5] [--profile] [--workers n] [--data DIR]
 *
 * `--profile` runs the server with `node --cpu-prof` and prints where its CPU time went (self time per function).
 * `--workers n` sets WEB_CONCURRENCY for the server (default: the server's own default). `--data DIR` keeps the
 * PGlite data folder and reuses it on the next run (seeding takes a minute); `--sessions 0` only times single requests.
 */
import type { ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { and, eq, sql } from "drizzle-orm";
import pg from "pg";
import { analyzeTables } from "~/db/analyze.server";
import { createPglite, type DbHandle, openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { company, companyMember, customer, serviceStop, user } from "~/db/schema";
import { DEMO_PASSWORD, seedDemo } from "~/demo/seed-demo.server";
import { freePort, spawnApp, waitUntilServing } from "./bench-server";
import { summarizeCpuProfiles } from "./cpu-profile";
import { seedCustomers } from "./customers";

const { values: args } = parseArgs({
  options: {
    pg: { type: "boolean", default: false },
    duration: { type: "string", default: "15" },
    sessions: { type: "string", default: "50,200" },
    profile: { type: "boolean", default: false },
    workers: { type: "string" },
    customers: { type: "string", default: "5000" },
    data: { type: "string" },
    think: { type: "string", default: "5" },
  },
});
const duration = Number(args.duration);
const thinkSeconds = Number(args.think);
const sessionCounts = args.sessions
  .split(",")
  .map(Number)
  .filter((n) => n > 0);
const maxSessions = Math.max(1, ...sessionCounts);
const databaseUrl =
  process.env.DATABASE_URL ?? (args.pg ? "postgres://postgres@127.0.0.1:5432/postgres" : "");

// --data DIR keeps the seeded PGlite data folder (and reuses it next time); otherwise a scratch folder.
const scratch = args.data
  ? path.resolve(args.data)
  : fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-load-"));
fs.mkdirSync(scratch, { recursive: true });
process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR = scratch;

let server: ChildProcess | undefined;
let dropDatabase: (() => Promise<void>) | undefined;

async function main() {
  const dbUrl = await scratchDatabase();
  console.log(
    `Drip Drop under load — ${dbUrl ? "PostgreSQL" : "PGlite (embedded)"}, ${os.cpus().length} cores`,
  );
  const { stopId, customerId } = await seed(dbUrl);

  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  server = startServer(port, dbUrl);
  await waitUntilServing(base, server, 10); // a first build takes a few minutes

  const started = performance.now();
  const owners = await signInMany(base, "owner@bluewave.demo", maxSessions);
  const techs = await signInMany(base, "tech@bluewave.demo", maxSessions);
  console.log(`  signed in ${owners.length + techs.length} sessions in ${seconds(started)} s`);

  const pages = [
    { name: "dashboard", path: "/company/dashboard", sessions: owners },
    { name: "customers list", path: "/company/customers", sessions: owners },
    { name: "stop page", path: `/company/serviceStops/detail/${stopId}`, sessions: owners },
    { name: "My day (technician)", path: "/company/serviceStops?view=day", sessions: techs },
  ];

  // Timed one at a time too (not loaded): the other lists and detail pages the 50 ms goal covers.
  const alsoTimed = [
    { name: "customer detail", path: `/company/customers/details/${customerId}`, sessions: owners },
    { name: "service locations", path: "/company/serviceLocations", sessions: owners },
    { name: "bodies of water", path: "/company/bodiesOfWater", sessions: owners },
    { name: "alerts", path: "/company/alerts", sessions: owners },
    { name: "reports overview", path: "/company/reports", sessions: owners },
  ];
  console.log("\nSingle request, one at a time (median of 20 after 3 warm-ups; loopback, so ≈ server time):");
  for (const page of [...pages, ...alsoTimed]) {
    const { median, bytes } = await singleRequests(base + page.path, page.sessions[0]);
    console.log(
      `  ${page.name.padEnd(22)} ${median.toFixed(1).padStart(7)} ms   ${(bytes / 1024).toFixed(0)} KB`,
    );
  }

  // First as a hammer: each session asks again the moment it has its answer (autocannon's closed loop).
  await runSessions(
    base,
    pages,
    "sessions",
    hammerLoad,
    "\nSessions as a hammer (the next request as soon as the answer came):",
  );
  // Then as people: each session reads its page for a while (think time, exponential around the mean) before asking
  // for the next one, as someone at the office or at a pool does.
  if (thinkSeconds > 0)
    await runSessions(
      base,
      pages,
      "people",
      peopleLoad,
      `\nSessions as people: a page, then ${thinkSeconds} s of reading on average, for ${duration} s:`,
    );
}

interface LoadResult {
  rate: number;
  p50: number;
  p99: number;
  requests: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

/** Runs each page under each session count with `run` and prints one table. */
async function runSessions(
  base: string,
  pages: { name: string; path: string; sessions: string[] }[],
  label: string,
  run: (url: string, sessions: string[]) => Promise<LoadResult>,
  title: string,
) {
  const rows: string[][] = [];
  for (const count of sessionCounts) {
    for (const page of pages) {
      const result = await run(base + page.path, page.sessions.slice(0, count));
      rows.push([
        String(count),
        page.name,
        result.rate.toFixed(0),
        String(result.p50),
        String(result.p99),
        String(result.requests),
        String(result.non2xx),
        String(result.errors),
        String(result.timeouts),
      ]);
      console.log(`  ${count} ${label}, ${page.name}: done`);
    }
  }
  if (!rows.length) return;
  console.log(title);
  printTable(
    ["sessions", "page", "req/s", "p50 ms", "p99 ms", "requests", "non-2xx", "errors", "time-outs"],
    rows,
  );
}

/** With --pg or DATABASE_URL: a fresh database on that server, dropped at the end. */
async function scratchDatabase() {
  if (!databaseUrl) return undefined;
  const name = `dripdrop_load_${Date.now()}`;
  const admin = new pg.Client({ connectionString: databaseUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  dropDatabase = async () => {
    const again = new pg.Client({ connectionString: databaseUrl });
    await again.connect();
    await again.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await again.end();
  };
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** The demo (Blue Wave, its technicians and today's route) plus 5,000 customers in Blue Wave; returns a stop. */
async function seed(dbUrl: string | undefined) {
  const started = performance.now();
  const handle: DbHandle = dbUrl
    ? await openDatabase({ url: dbUrl })
    : await openDatabase({ pglite: await createPglite({ dataDir: path.join(scratch, "pglite") }) });
  setDatabase(handle);
  await migrate(handle);
  // A kept PGlite folder (--data) that already has the demo is reused as it is.
  const fresh = await seedDemo(handle.db);
  const [blueWave] = await handle.db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.name, "Blue Wave Pool Service"));
  if (fresh) await seedCustomers(handle.db, blueWave.id, Number(args.customers));
  await analyzeTables(handle.db);
  const [middle] = await handle.db
    .select({ id: customer.id })
    .from(customer)
    .where(eq(customer.companyId, blueWave.id))
    .orderBy(customer.displayName)
    .offset(Math.floor(Number(args.customers) / 2))
    .limit(1);
  // The technician's stop nearest today, as the office opens it.
  const [stop] = await handle.db
    .select({ id: serviceStop.id })
    .from(serviceStop)
    .innerJoin(companyMember, eq(companyMember.id, serviceStop.technicianId))
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(and(eq(serviceStop.companyId, blueWave.id), eq(user.email, "tech@bluewave.demo")))
    .orderBy(sql`abs(${serviceStop.serviceDate} - current_date)`, serviceStop.routePosition)
    .limit(1);
  await handle.close();
  if (fresh) console.log(`  seeded the demo and ${args.customers} customers in ${seconds(started)} s`);
  return { stopId: stop.id, customerId: middle.id };
}

function startServer(port: number, dbUrl: string | undefined) {
  const profileDir = path.join(scratch, "profiles");
  const nodeArgs = args.profile ? ["--cpu-prof", `--cpu-prof-dir=${profileDir}`] : [];
  return spawnApp(
    {
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: scratch,
      LOG_LEVEL: process.env.BENCH_LOG_LEVEL ?? "info",
      // One sign-in per session, all from loopback.
      SIGN_IN_RATE_LIMIT: "100000",
      DATABASE_URL: dbUrl,
      WEB_CONCURRENCY: args.workers || undefined,
    },
    nodeArgs,
  );
}

async function signIn(base: string, email: string) {
  const response = await fetch(`${base}/signIn`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", origin: base },
    body: new URLSearchParams({ email, password: DEMO_PASSWORD }),
  });
  const cookies = response.headers.getSetCookie().map((c) => c.split(";")[0]);
  if (response.status !== 302 || cookies.length === 0)
    throw new Error(`sign-in of ${email} answered ${response.status}`);
  return cookies.join("; ");
}

async function signInMany(base: string, email: string, count: number) {
  const sessions: string[] = [];
  // A few at a time: each sign-in hashes a password.
  while (sessions.length < count) {
    const batch = Math.min(4, count - sessions.length);
    sessions.push(...(await Promise.all(Array.from({ length: batch }, () => signIn(base, email)))));
  }
  return sessions;
}

async function singleRequests(url: string, cookie: string) {
  const times: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 23; i++) {
    const started = performance.now();
    const response = await fetch(url, { headers: { cookie, "accept-encoding": "identity" } });
    const body = await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${url} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
    bytes = body.byteLength;
  }
  times.sort((a, b) => a - b);
  return { median: times[Math.floor(times.length / 2)], bytes };
}

async function hammerLoad(url: string, sessions: string[]): Promise<LoadResult> {
  const result = await load(url, sessions);
  return {
    rate: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total ?? 0,
    non2xx: result.non2xx,
    errors: result.errors - result.timeouts,
    timeouts: result.timeouts,
  };
}

function load(url: string, sessions: string[]) {
  let next = 0;
  return autocannon({
    url,
    connections: sessions.length,
    duration,
    timeout: 10,
    // Each connection is one signed-in session with its own cookie.
    setupClient: (client) => client.setHeaders({ cookie: sessions[next++ % sessions.length] }),
  });
}

/**
 * Each session asks for the page, waits for the answer (10 s at most), then thinks for an exponentially distributed
 * time around `--think` seconds before asking again; sessions start spread over the first think time.
 */
async function peopleLoad(url: string, sessions: string[]): Promise<LoadResult> {
  const latencies: number[] = [];
  let non2xx = 0;
  let errors = 0;
  let timeouts = 0;
  const until = performance.now() + duration * 1000;
  const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
  const think = () => -Math.log(1 - Math.random()) * thinkSeconds * 1000;
  await Promise.all(
    sessions.map(async (cookie) => {
      await sleep(Math.random() * thinkSeconds * 1000);
      while (performance.now() < until) {
        const started = performance.now();
        try {
          const response = await fetch(url, {
            headers: { cookie },
            redirect: "manual",
            signal: AbortSignal.timeout(10_000),
          });
          await response.arrayBuffer();
          latencies.push(performance.now() - started);
          if (response.status < 200 || response.status >= 300) non2xx++;
        } catch (error) {
          if ((error as Error).name === "TimeoutError") timeouts++;
          else errors++;
        }
        await sleep(think());
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(latencies[Math.min(latencies.length - 1, Math.floor(q * latencies.length))] ?? 0);
  return {
    requests: latencies.length,
    rate: latencies.length / duration,
    p50: at(0.5),
    p99: at(0.99),
    non2xx,
    errors,
    timeouts,
  };
}

function printTable(header: string[], rows: string[][]) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) =>
    `  ${cells.map((c, i) => (i === 1 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join("  ")}`;
  console.log(`\n${line(header)}\n${line(widths.map((w) => "-".repeat(w)))}`);
  for (const row of rows) console.log(line(row));
}

const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);

async function cleanUp() {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server?.once("exit", r));
    server.kill("SIGTERM");
    await Promise.race([exited, new Promise((r) => setTimeout(r, 15_000))]);
    if (server.exitCode === null && server.signalCode === null) server.kill("SIGKILL");
  }
  if (args.profile) summarizeCpuProfiles(path.join(scratch, "profiles"));
  await dropDatabase?.();
  if (!args.data) fs.rmSync(scratch, { recursive: true, force: true });
}

try {
  await main();
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await cleanUp();
}
