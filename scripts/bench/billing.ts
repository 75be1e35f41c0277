/**
 * `npm run bench:billing`: a company with 1,000 customers, each with an accepted monthly agreement and a pool serviced
 * weekly (4 finished visits in the month, each with a chlorine dose; every fifth customer's visits priced per stop
 * instead), then the billing run of that month: the preview, the run itself (1,000 drafts, ~3,000 lines) and a re-run
 * that finds nothing new. On embedded PGlite, and on PostgreSQL when DATABASE_URL is set (a scratch database, dropped
 * after). Prints figures; asserts nothing.
 */
import { eq } from "drizzle-orm";
import type { BillingPeriod } from "~/core/money";
import type { DbHandle } from "~/db/client.server";
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
} from "~/db/schema";
import { previewBillingRun, runBilling } from "~/domain/money/billing-run.server";
import { benchCompany, inBatches, onEachDatabase, timed } from "./databases";

const CUSTOMERS = 1000;
const PERIOD: BillingPeriod = { kind: "monthly", start: "2026-10-01", end: "2026-10-31" };
const VISITS = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"];

async function bench(handle: DbHandle, label: string) {
  const ctx = await benchCompany(handle);
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

await onEachDatabase(bench);
