/**
 * What every `npm run bench:*` script shares: a scratch data folder, the same benchmark run on embedded PGlite and
 * then, when DATABASE_URL is set, on a scratch database of that PostgreSQL server (created and dropped), a fresh
 * company with its owner's tenant context, batched inserts and timers that print.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import pg from "pg";
import { createPglite, type DbHandle, openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { user } from "~/db/schema";
import { signUpCompany } from "~/domain/accounts/accounts.server";
import { resolveTenant } from "~/domain/companies/companies.server";
import { serverPorts } from "~/server/ports.server";

process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-bench-"));

/** Runs `bench` on PGlite, then on PostgreSQL when DATABASE_URL is set; cleans up after. */
export async function onEachDatabase(bench: (handle: DbHandle, label: string) => Promise<void>) {
  const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-bench-pglite-"));
  await bench(
    await openDatabase({ pglite: await createPglite({ dataDir: pgliteDir }) }),
    "PGlite (embedded)",
  );
  fs.rmSync(pgliteDir, { recursive: true, force: true });

  if (process.env.DATABASE_URL) {
    const name = `dripdrop_bench_${Date.now()}`;
    const admin = new pg.Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(process.env.DATABASE_URL);
    url.pathname = `/${name}`;
    try {
      await bench(await openDatabase({ url: url.toString() }), "PostgreSQL (DATABASE_URL)");
    } finally {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    }
  }
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
}

/** Migrates the database and signs up "Bench Pools"; returns the owner's tenant context. */
export async function benchCompany(handle: DbHandle) {
  setDatabase(handle);
  await migrate(handle);
  const { userId } = await signUpCompany(
    { db: handle.db, ports: serverPorts() },
    {
      firstName: "Bea",
      lastName: "Bench",
      email: `bench-${Date.now()}@bench.example`,
      password: "quiet-lagoon-figures",
      companyName: "Bench Pools",
    },
    { ip: "127.0.0.1" },
  );
  const [owner] = await handle.db.select().from(user).where(eq(user.id, userId));
  return (await resolveTenant(
    { db: handle.db, ports: serverPorts() },
    userId,
    owner.recentlySelectedCompany,
  ))!;
}

export async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

/** Runs `work` once and prints how long it took. */
export async function timed<T>(label: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(48)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
  return result;
}

/** Runs `work` once to warm up, then `runs` times, and prints the median, min and max. */
export async function timeMedian(label: string, runs: number, work: () => Promise<unknown>) {
  await work();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const started = performance.now();
    await work();
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  const median = times[Math.floor(times.length / 2)];
  console.log(
    `  ${label.padEnd(44)} median ${median.toFixed(1).padStart(7)} ms   (min ${times[0].toFixed(1)}, max ${times.at(-1)!.toFixed(1)}, ${runs} runs)`,
  );
}
