/**
 * `npm run bench:billing`: a company with 1,000 customers, each with an accepted monthly agreement and a pool serviced
 * weekly (4 finished visits in the month, each with a chlorine dose; every fifth customer's visits priced per stop
 * instead), then the billing run of that month: the preview, the run itself (1,000 drafts, ~3,000 lines) and a re-run
 * that finds nothing new. On embedded PGlite, and on PostgreSQL when DATABASE_URL is set (a scratch database, dropped
 * after). Prints figures; asserts nothing.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import { eq } from "drizzle-orm";
import pg from "pg";
import type { BillingPeriod } from "~/core/money";
import { type DbHandle, openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import {
  bodyOfWater,
  company,
  customer,
  item,
  recurringServiceStop,
  serviceAgreement,
  serviceLocation,
  serviceStop,
  stopDose,
  user,
} from "~/db/schema";
import { signUpCompany } from "~/domain/accounts/accounts.server";
import { resolveTenant } from "~/domain/companies/companies.server";
import { previewBillingRun, runBilling } from "~/domain/money/billing-run.server";

process.env.LOG_LEVEL = "silent";
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-bench-"));

const CUSTOMERS = 1000;
const PERIOD: BillingPeriod = { kind: "monthly", start: "2026-10-01", end: "2026-10-31" };
const VISITS = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"];

async function inBatches<T>(rows: T[], insert: (batch: T[]) => Promise<unknown>, size = 500) {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

async function timed<T>(label: string, work: () => Promise<T>) {
  const started = performance.now();
  const result = await work();
  console.log(`  ${label.padEnd(48)} ${(performance.now() - started).toFixed(0).padStart(7)} ms`);
  return result;
}

async function bench(handle: DbHandle, label: string) {
  setDatabase(handle);
  await migrate(handle);
  const { userId } = await signUpCompany(
    {
      firstName: "Bea",
      lastName: "Bench",
      email: `bench-${Date.now()}@bench.example`,
      password: "bench-password",
      companyName: "Bench Pools",
    },
    { ip: "127.0.0.1" },
  );
  const [owner] = await handle.db.select().from(user).where(eq(user.id, userId));
  const ctx = (await resolveTenant(handle.db, userId, owner.recentlySelectedCompany))!;
  const companyId = ctx.companyId;
  const db = handle.db;
  await db
    .update(company)
    .set({ chemicalBillingMode: "itemised", taxRateBasisPoints: 825 })
    .where(eq(company.id, companyId));

  const seedStarted = performance.now();
  const [chlorine] = await db
    .insert(item)
    .values({ companyId, name: "Liquid chlorine", category: "chemicals", unit: "gal", priceCents: 650 })
    .returning();
  const customers = await db
    .insert(customer)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        companyId,
        firstName: "Pat",
        lastName: `Customer ${i}`,
        displayName: `Customer ${String(i).padStart(4, "0")}, Pat`,
        email: `c${i}@bench.example`,
      })),
    )
    .returning({ id: customer.id });
  const locations = await db
    .insert(serviceLocation)
    .values(
      customers.map((c, i) => ({ companyId, customerId: c.id, addressLine: `${i} Oak St`, city: "Tempe" })),
    )
    .returning({ id: serviceLocation.id, customerId: serviceLocation.customerId });
  const bodies = await db
    .insert(bodyOfWater)
    .values(
      locations.map((l) => ({
        companyId,
        customerId: l.customerId,
        serviceLocationId: l.id,
        name: "Pool",
        volume: 15000,
      })),
    )
    .returning({ id: bodyOfWater.id, serviceLocationId: bodyOfWater.serviceLocationId });
  const recurring = await db
    .insert(recurringServiceStop)
    .values(
      locations.map((l, i) => ({
        companyId,
        customerId: l.customerId,
        serviceLocationId: l.id,
        frequency: "weekly" as const,
        days: [1],
        startDate: "2026-01-01",
        priceCents: i % 5 === 0 ? 4500 : null,
        includedInContract: i % 5 !== 0,
      })),
    )
    .returning({ id: recurringServiceStop.id });
  let agreementNumber = 1;
  await inBatches(
    customers.filter((_, i) => i % 5 !== 0),
    (batch) =>
      db.insert(serviceAgreement).values(
        batch.map((c) => ({
          companyId,
          number: agreementNumber++,
          customerId: c.id,
          status: "accepted" as const,
          title: "Weekly full service",
          rateCents: 16_000,
          rateInterval: "month" as const,
          chemicals: "excluded" as const,
          startsOn: "2026-01-01",
        })),
      ),
  );
  let number = 1;
  const stops = await db
    .insert(serviceStop)
    .values(
      locations.flatMap((l, i) =>
        VISITS.map((date) => ({
          companyId,
          number: number++,
          customerId: l.customerId,
          serviceLocationId: l.id,
          recurringServiceStopId: recurring[i].id,
          serviceDate: date,
          status: "finished" as const,
        })),
      ),
    )
    .returning({ id: serviceStop.id, serviceLocationId: serviceStop.serviceLocationId });
  const bodyOf = new Map(bodies.map((b) => [b.serviceLocationId, b.id]));
  await inBatches(stops, (batch) =>
    db.insert(stopDose).values(
      batch.map((s) => ({
        companyId,
        serviceStopId: s.id,
        bodyOfWaterId: bodyOf.get(s.serviceLocationId)!,
        itemId: chlorine.id,
        name: "Liquid chlorine",
        amount: 0.5,
        unit: "gal",
      })),
    ),
  );
  console.log(
    `\n${label}: ${CUSTOMERS} customers, ${stops.length} finished visits with doses, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const preview = await timed("preview (rolled back)", () => previewBillingRun(ctx, PERIOD));
  const run = await timed("billing run", () => runBilling(ctx, PERIOD));
  const again = await timed("re-run (nothing new)", () => runBilling(ctx, PERIOD));
  console.log(
    `  preview ${preview.customers.length} customers / ${preview.linesAdded} lines; run ${run.invoicesCreated} drafts / ${run.linesAdded} lines; re-run ${again.linesAdded} lines`,
  );
  await handle.close();
}

const pgliteDir = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-bench-pglite-"));
await bench(await openDatabase({ pglite: await PGlite.create(pgliteDir) }), "PGlite (embedded)");
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
fs.rmSync(process.env.DATA_DIR, { recursive: true, force: true });
