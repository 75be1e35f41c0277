/**
 * `npm run bench:reports`: a company with 1,000 customers around Tempe served weekly by 5 technicians (4 finished
 * visits each in October with arrival and finish times and a chlorine dose at cost, hourly and per-stop rates), one
 * invoice per customer issued on October 1st (half of them paid), then the profit per account, profit per route and
 * the reports overview for October, and the profit report for the year. On embedded PGlite, and on PostgreSQL when
 * DATABASE_URL is set. Prints figures; asserts nothing.
 */
import { eq, sql } from "drizzle-orm";
import type { DbHandle } from "~/db/client.server";
import {
  bodyOfWater,
  company,
  companyMember,
  customer,
  invoice,
  item,
  memberRate,
  payment,
  serviceLocation,
  serviceStop,
  stopDose,
  user,
} from "~/db/schema";
import { profitReport, routesReport } from "~/domain/reports/money-reports.server";
import { reportsOverview } from "~/domain/reports/reports.server";
import { benchCompany, inBatches, onEachDatabase, timed } from "./databases";

const CUSTOMERS = 1000;
const TECHNICIANS = 5;
const VISITS = ["2026-10-05", "2026-10-12", "2026-10-19", "2026-10-26"];
const october = { from: "2026-10-01", to: "2026-10-31" };

async function bench(handle: DbHandle, label: string) {
  const ctx = await benchCompany(handle);
  const companyId = ctx.companyId;
  const db = handle.db;
  const seedStarted = performance.now();
  await db
    .update(company)
    .set({ shopLatitude: 33.42, shopLongitude: -111.9 })
    .where(eq(company.id, companyId));
  const [owner] = await db.select().from(companyMember).where(eq(companyMember.id, ctx.memberId));
  const users = await db
    .insert(user)
    .values(
      Array.from({ length: TECHNICIANS }, (_, i) => ({
        id: crypto.randomUUID(),
        name: `Tech ${i}`,
        email: `tech-${i}-${Date.now()}@bench.example`,
        accountType: "company" as const,
      })),
    )
    .returning({ id: user.id });
  const techs = await db
    .insert(companyMember)
    .values(users.map((u) => ({ companyId, userId: u.id, roleId: owner.roleId })))
    .returning({ id: companyMember.id });
  await db.insert(memberRate).values(
    techs.flatMap((t) => [
      { companyId, memberId: t.id, kind: "hour" as const, amountCents: 2400, effectiveOn: "2026-01-01" },
      { companyId, memberId: t.id, kind: "stop" as const, amountCents: 300, effectiveOn: "2026-01-01" },
    ]),
  );
  const [chlorine] = await db
    .insert(item)
    .values({
      companyId,
      name: "Liquid chlorine",
      category: "chemicals",
      unit: "gal",
      costCents: 410,
      priceCents: 650,
    })
    .returning();
  const customers = await db
    .insert(customer)
    .values(
      Array.from({ length: CUSTOMERS }, (_, i) => ({
        companyId,
        firstName: "Pat",
        lastName: `Customer ${i}`,
        displayName: `Customer ${String(i).padStart(4, "0")}, Pat`,
      })),
    )
    .returning({ id: customer.id });
  const locations = await db
    .insert(serviceLocation)
    .values(
      customers.map((c, i) => ({
        companyId,
        customerId: c.id,
        addressLine: `${i} Oak St`,
        city: "Tempe",
        latitude: 33.3 + ((i * 7919) % 1000) / 4000,
        longitude: -112 + ((i * 104729) % 1000) / 4000,
      })),
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
  let number = 1;
  const stopRows = locations.flatMap((l, i) =>
    VISITS.map((date) => {
      const arrived = new Date(`${date}T15:00:00Z`);
      arrived.setUTCMinutes((i % 200) * 2);
      return {
        companyId,
        number: number++,
        customerId: l.customerId,
        serviceLocationId: l.id,
        technicianId: techs[i % TECHNICIANS].id,
        serviceDate: date,
        status: "finished" as const,
        arrivedAt: arrived,
        finishedAt: new Date(arrived.getTime() + (20 + (i % 15)) * 60_000),
      };
    }),
  );
  const stops: { id: string; serviceLocationId: string }[] = [];
  await inBatches(stopRows, async (batch) => {
    stops.push(
      ...(await db
        .insert(serviceStop)
        .values(batch)
        .returning({ id: serviceStop.id, serviceLocationId: serviceStop.serviceLocationId })),
    );
  });
  const bodyOf = new Map(bodies.map((b) => [b.serviceLocationId, b.id]));
  await inBatches(stops, (batch) =>
    db.insert(stopDose).values(
      batch.map((s) => ({
        companyId,
        serviceStopId: s.id,
        bodyOfWaterId: bodyOf.get(s.serviceLocationId) as string,
        itemId: chlorine.id,
        name: "Liquid chlorine",
        amount: 0.5,
        unit: "gal",
      })),
    ),
  );
  let invoiceNumber = 1;
  const invoices: { id: string; customerId: string }[] = [];
  await inBatches(customers, async (batch) => {
    invoices.push(
      ...(await db
        .insert(invoice)
        .values(
          batch.map((c) => ({
            companyId,
            number: invoiceNumber++,
            customerId: c.id,
            status: "open" as const,
            issuedOn: "2026-10-01",
            dueOn: "2026-10-16",
            subtotalCents: 16_000,
            totalCents: 16_000,
          })),
        )
        .returning({ id: invoice.id, customerId: invoice.customerId })),
    );
  });
  await inBatches(
    invoices.filter((_, i) => i % 2 === 0),
    (batch) =>
      db.insert(payment).values(
        batch.map((inv) => ({
          companyId,
          invoiceId: inv.id,
          customerId: inv.customerId,
          amountCents: 16_000,
          method: "check" as const,
          receivedOn: "2026-10-10",
        })),
      ),
  );
  console.log(
    `\n${label}: ${CUSTOMERS} customers, ${TECHNICIANS} technicians, ${stops.length} finished visits, ${invoices.length} invoices, seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
  // Fresh tables have no statistics; a running database has them (autovacuum), so the planner gets them here too.
  await db.execute(sql`analyze`);
  const profit = await timed("profit per account (October)", () => profitReport(ctx, october));
  const routes = await timed("profit per route (October)", () => routesReport(ctx, october));
  await timed("overview: every report (October)", () => reportsOverview(ctx, october));
  await timed("profit per account (the year)", () =>
    profitReport(ctx, { from: "2026-01-01", to: "2026-12-31" }),
  );
  console.log(
    `  ${profit.rows.length} accounts, profit ${(profit.totals.profitCents / 100).toFixed(2)} on revenue ${(profit.totals.revenueCents / 100).toFixed(2)}, ${profit.totals.driveMiles} mi; ${routes.rows.length} route days`,
  );
  await handle.close();
}

await onEachDatabase(bench);
