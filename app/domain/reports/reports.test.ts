import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, customer, item, laborContract, laborCost, memberRate } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { makeInvoice, makeStop } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createCreditNote } from "../money/credit-notes.server";
import { voidInvoice } from "../money/invoices-status.server";
import { recordPayment, refundPayment } from "../money/payments.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { reportCsv } from "./csv.server";
import {
  agingReport,
  profitReport,
  revenueReport,
  routesReport,
  updateVehicleCost,
} from "./money-reports.server";
import { reportsOverview } from "./reports.server";
import { chemicalUsage, customerChurn, productivity, readingsCompliance } from "./service-reports.server";

const november = { from: "2026-11-01", to: "2026-11-30" };
// Companies default to America/Los_Angeles (UTC−8 in November).
const t = (iso: string) => new Date(`${iso}:00Z`);

/**
 * Company A: a shop at (30, −97) and two customers 0.01° and 0.02° north of it (1,445.54 m each 0.01° with the road
 * factor 1.3 = 0.8982 mi → 63¢ at 70¢/mi). Technician T: $24/h and $3 per stop.
 *  - Nov 2: Ada's pool 08:00–08:30 (1 gal chlorine $4.10 + 32 fl oz acid at $7.80/gal = $1.95), then Ben's spa
 *    09:00–09:20 (a free-text dose, not costed; a labor contract cost of $40). Legs: 0.01° → Ada, 0.01° + 0.02° back.
 *  - Nov 9: Ada's pool 08:00–08:45 (0.5 gal chlorine $2.05), there and back: 0.02°.
 */
async function fixture() {
  const { ctx } = await newCompany("Reports A");
  const tech = await newTechnician(ctx);
  await ctx.db
    .update(company)
    .set({ shopLatitude: 30, shopLongitude: -97 })
    .where(eq(company.id, ctx.companyId));
  const ada = await createCustomer(ctx, customerInput({ firstName: "Ada", lastName: "Pool" }));
  const ben = await createCustomer(ctx, customerInput({ firstName: "Ben", lastName: "Spa" }));
  const gone = await createCustomer(ctx, customerInput({ firstName: "Cy", lastName: "Gone" }));
  const adaPlace = await createLocation(ctx, ada.id, locationInput({ latitude: 30.01, longitude: -97 }));
  const benPlace = await createLocation(ctx, ben.id, locationInput({ latitude: 30.02, longitude: -97 }));
  const adaPool = await createBodyOfWater(ctx, ada.id, adaPlace.id, bodyInput());
  const benSpa = await createBodyOfWater(ctx, ben.id, benPlace.id, bodyInput({ name: "Spa" }));
  await ctx.db
    .update(customer)
    .set({ createdAt: t("2025-01-01T12:00") })
    .where(eq(customer.id, ada.id));
  await ctx.db
    .update(customer)
    .set({ createdAt: t("2026-11-10T12:00") })
    .where(eq(customer.id, ben.id));
  await ctx.db
    .update(customer)
    .set({ createdAt: t("2025-06-01T12:00"), archivedAt: t("2026-11-15T12:00") })
    .where(eq(customer.id, gone.id));

  const c = { companyId: ctx.companyId };
  await ctx.db.insert(memberRate).values([
    { ...c, memberId: tech.memberId, kind: "hour", amountCents: 2400, effectiveOn: "2026-01-01" },
    { ...c, memberId: tech.memberId, kind: "stop", amountCents: 300, effectiveOn: "2026-01-01" },
  ]);
  const [chlorine, acid] = await ctx.db
    .insert(item)
    .values([
      { ...c, name: "Chlorine", unit: "gal", costCents: 410, category: "chemicals" },
      { ...c, name: "Acid", unit: "gal", costCents: 780, category: "chemicals" },
    ])
    .returning();
  type Visit = { body: { id: string }; readings?: Record<string, number>; doses?: Dose[] };
  type Dose = { name: string; amount: number; unit: string; itemId: string | null };
  /** A visit of the technician's, arrived at `from` and finished at `to` (UTC) on `date`, recording what it did. */
  const stop = (
    who: typeof ada,
    place: typeof adaPlace,
    date: string,
    from: string,
    to: string,
    visit?: Visit,
  ) =>
    makeStop(ctx, {
      on: date,
      customerId: who.id,
      serviceLocationId: place.id,
      technicianId: tech.memberId,
      stage: "finished",
      at: t(`${date}T${from}`),
      finishAt: t(`${date}T${to}`),
      visit: visit && {
        bodies: [{ bodyOfWaterId: visit.body.id, readings: visit.readings ?? {}, doses: visit.doses ?? [] }],
      },
    });
  const dose = (name: string, amount: number, unit: string, itemId: string | null): Dose => ({
    name,
    amount,
    unit,
    itemId,
  });
  await stop(ada, adaPlace, "2026-11-02", "16:00", "16:30", {
    body: adaPool,
    readings: { pH: 7.5, freeChlorine: 3 },
    doses: [dose("Chlorine", 1, "gal", chlorine.id), dose("Acid", 32, "fl oz", acid.id)],
  });
  const b1 = await stop(ben, benPlace, "2026-11-02", "17:00", "17:20", {
    body: benSpa,
    readings: { pH: 8.2 },
    doses: [dose("Mystery", 1, "bag", null)],
  });
  await stop(ada, adaPlace, "2026-11-09", "16:00", "16:45", {
    body: adaPool,
    doses: [dose("Chlorine", 0.5, "gal", chlorine.id)],
  });
  // Outside the range, and not finished: neither counts.
  await stop(ada, adaPlace, "2026-10-26", "16:00", "16:30");
  await makeStop(ctx, {
    on: "2026-11-16",
    customerId: ben.id,
    serviceLocationId: benPlace.id,
    technicianId: tech.memberId,
    stage: "skipped",
    at: t("2026-11-16T16:00"),
  });
  const [contract] = await ctx.db
    .insert(laborContract)
    .values({
      ...c,
      number: 1,
      kind: "recurring",
      receiverMemberId: tech.memberId,
      rateCents: 4000,
      rateUnit: "stop",
    })
    .returning();
  await ctx.db
    .insert(laborCost)
    .values({ ...c, contractId: contract.id, serviceStopId: b1.id, amountCents: 4000 });

  // The money, through the office's use cases: invoices sent on their issue day (net 15, due by the 20th), paid,
  // refunded, voided and credited.
  const bill = (who: typeof ada, issuedOn: string | null, subtotal: number, taxRateBasisPoints = 0) =>
    makeInvoice(ctx, {
      customerId: who.id,
      stage: issuedOn ? "open" : "draft",
      input: {
        terms: "net 15",
        taxRateBasisPoints,
        lines: [{ id: null, description: "Service", quantity: 1, unitPriceCents: subtotal, taxable: true }],
      },
      sentAt: issuedOn ? new Date(`${issuedOn}T20:00:00Z`) : undefined,
    });
  const pay = (invoiceId: string, amountCents: number, method: "check" | "cash", receivedOn: string) =>
    recordPayment(ctx, invoiceId, { amountCents, method, reference: "", note: "", receivedOn });
  // Ada, November: 160.00 + 5 % tax paid by check on the 3rd; the 8.00 of tax refunded and credited, so it stays paid.
  const adaNov = await bill(ada, "2026-11-01", 16000, 500);
  const check = await pay(adaNov.id, 16800, "check", "2026-11-03");
  await refundPayment(ctx, adaNov.id, check.payment.id, 800);
  await createCreditNote(ctx, adaNov.id, { amountCents: 800, reason: "Tax refunded" });
  await bill(ada, null, 999);
  // Ada, October: settled by a credit note, no money collected.
  const adaOct = await bill(ada, "2026-10-31", 7000);
  await createCreditNote(ctx, adaOct.id, { amountCents: 7000, reason: "Goodwill" });
  // Ben, November: 90.00, of which 30.00 paid in cash in advance, on 20 October.
  const benNov = await bill(ben, "2026-11-05", 9000);
  await pay(benNov.id, 3000, "cash", "2026-10-20");
  const benVoid = await bill(ben, "2026-11-06", 5000);
  await voidInvoice(ctx, benVoid.id, "Sent in error");
  return { ctx, tech, ada, ben, gone };
}

describe("reports on a hand-computed company", () => {
  it("adds up revenue, profit per account and per route to the cent", async () => {
    const { ctx, ada, ben } = await fixture();
    const revenue = await revenueReport(ctx, { from: "2026-10-01", to: "2026-11-30" });
    expect(revenue.months).toEqual([
      { month: "2026-10", invoicedCents: 7000, collectedCents: 3000 },
      { month: "2026-11", invoicedCents: 25000, collectedCents: 16000 },
    ]);
    const nov = await revenueReport(ctx, november);
    expect(nov.customers.map((r) => [r.name, r.invoicedCents, r.collectedCents])).toEqual([
      ["Pool, Ada", 16000, 16000],
      ["Spa, Ben", 9000, 0],
    ]);

    const profit = await profitReport(ctx, november);
    const row = (id: string) => profit.rows.find((r) => r.customerId === id);
    // Ada: 16000 − (410 + 195 + 205) − (300 + 30×40 + 300 + 45×40) − (63 + 126)
    expect(row(ada.id)).toMatchObject({
      visits: 2,
      revenueCents: 16000,
      chemicalCents: 810,
      laborCents: 3600,
      driveCents: 189,
      profitCents: 11401,
    });
    // Ben: 9000 − 0 − 4000 (the contract) − 189 (0.01° there, 0.02° back to the shop)
    expect(row(ben.id)).toMatchObject({
      visits: 1,
      revenueCents: 9000,
      chemicalCents: 0,
      laborCents: 4000,
      driveCents: 189,
      profitCents: 4811,
    });
    expect(profit.totals).toMatchObject({
      revenueCents: 25000,
      profitCents: 16212,
      driveMiles: 5.4,
      visits: 3,
    });

    const routes = await routesReport(ctx, november);
    expect(
      routes.rows.map((r) => [
        r.date,
        r.stops,
        r.revenueCents,
        r.chemicalCents,
        r.laborCents,
        r.driveCents,
        r.profitCents,
      ]),
    ).toEqual([
      ["2026-11-02", 2, 8000 + 9000, 605, 1500 + 4000, 63 + 189, 10643],
      ["2026-11-09", 1, 8000, 205, 2100, 126, 5569],
    ]);
    expect(routes.unroutedRevenueCents).toBe(0);

    // The owner changes the cost per mile: drive cost follows (6 × 0.01° = 5.389 mi; 63 + 189 + 126 at 70¢).
    await updateVehicleCost(ctx, 100);
    const dearer = await profitReport(ctx, november);
    expect(dearer.totals.driveCents).toBe(90 + 269 + 180);
    expect(dearer.vehicleCostCentsPerMile).toBe(100);
  });

  it("reports chemicals, productivity, compliance, churn and balances", async () => {
    const { ctx, tech } = await fixture();
    const chemicals = await chemicalUsage(ctx, november);
    expect(chemicals.totalCents).toBe(810);
    expect(chemicals.uncosted).toBe(1);
    expect(chemicals.perProduct).toEqual([
      { productName: "Chlorine", unit: "gal", amount: 1.5, costCents: 615 },
      { productName: "Acid", unit: "gal", amount: 0.25, costCents: 195 },
      { productName: "Mystery", unit: "bag", amount: 1, costCents: 0 },
    ]);
    expect(chemicals.perBody.map((b) => [b.bodyName, b.visits, b.costCents])).toEqual([
      ["Main pool", 2, 810],
      ["Spa", 1, 0],
    ]);

    const [row] = await productivity(ctx, november);
    expect(row).toMatchObject({
      technicianId: tech.memberId,
      days: 2,
      finished: 3,
      skipped: 1,
      stopsPerDay: 1.5,
      minutesPerStop: 31.7,
      onSiteMinutes: 95,
      driveMiles: 5.4,
      clockedMinutes: 0,
    });

    const compliance = await readingsCompliance(ctx, november);
    expect(compliance.overall).toEqual({ visits: 3, measured: 2, inRange: 1, sharePercent: 50 });
    expect(compliance.perReading).toEqual([{ reading: "pH", visitsOutOfRange: 1 }]);

    const churn = await customerChurn(ctx, november);
    expect(churn.activeAtStart).toBe(2);
    expect(churn.gained.map((c) => c.name)).toEqual(["Spa, Ben"]);
    expect(churn.lost.map((c) => c.name)).toEqual(["Gone, Cy"]);
    expect(churn.churnPercent).toBe(50);

    const aging = await agingReport(ctx, new Date("2026-11-25T20:00:00Z"));
    expect(aging.rows).toEqual([
      expect.objectContaining({
        name: "Spa, Ben",
        invoices: 1,
        "1-30": 6000,
        totalCents: 6000,
        oldest: "1-30",
      }),
    ]);

    const csv = await reportCsv(ctx, "profit", november);
    expect(csv.filename).toBe("profit-per-account-2026-11-01-to-2026-11-30.csv");
    const lines = csv.csv.split("\r\n");
    expect(lines[0]).toBe(
      "Customer,Visits,Revenue,Collected,Chemicals,Labor,Drive miles,Drive cost,Profit,Margin %,Currency",
    );
    expect(lines).toContain('"Pool, Ada",2,160.00,160.00,8.10,36.00,2.7,1.89,114.01,71.3,USD');
  });

  it("the overview's figures are the full reports' totals, days counted in the company's time zone", async () => {
    const { ctx, tech } = await fixture();
    // Los Angeles: 06:30Z on Nov 1 is still Oct 31 there (summer time ends that night), 07:30Z on Dec 1 still Nov 30.
    const customerAt = async (firstName: string, set: Partial<typeof customer.$inferInsert>) => {
      const row = await createCustomer(ctx, customerInput({ firstName, lastName: "Edge" }));
      await ctx.db.update(customer).set(set).where(eq(customer.id, row.id));
    };
    await customerAt("Late", { createdAt: t("2026-12-01T07:30") }); // gained on Nov 30
    await customerAt("Early", {
      createdAt: t("2026-11-01T06:30"), // active at the start (made Oct 31)…
      status: "inactive",
      updatedAt: t("2026-11-20T12:00"), // …and lost in the range
    });
    await customerAt("After", { createdAt: t("2026-12-01T08:30") }); // Dec 1: not in the range
    await customerAt("Lead", { createdAt: t("2026-11-05T12:00"), status: "lead" }); // never a customer

    const overview = await reportsOverview(ctx, november);
    const [revenue, profit, routes, chemicals, people, compliance, churn, aging] = await Promise.all([
      revenueReport(ctx, november),
      profitReport(ctx, november),
      routesReport(ctx, november),
      chemicalUsage(ctx, november),
      productivity(ctx, november),
      readingsCompliance(ctx, november),
      customerChurn(ctx, november),
      agingReport(ctx),
    ]);
    expect(overview).toEqual({
      revenue: revenue.totals,
      profitCents: profit.totals.profitCents,
      routes: { count: routes.rows.length, profitCents: routes.totals.profitCents },
      chemicalCents: chemicals.totalCents,
      finishedStops: people.reduce((sum, r) => sum + r.finished, 0),
      complianceShare: compliance.overall.sharePercent,
      churn: { percent: churn.churnPercent, gained: churn.gained.length, lost: churn.lost.length },
      outstandingCents: aging.totals.totalCents,
    });
    expect(overview).toMatchObject({
      revenue: { invoicedCents: 25000, collectedCents: 16000 },
      profitCents: 16212,
      routes: { count: 2, profitCents: 16212 },
      chemicalCents: 810,
      finishedStops: 3,
      complianceShare: 50,
      // Active at the start: Ada, Cy, Early; lost: Cy and Early; gained: Ben and Late.
      churn: { percent: 66.7, gained: 2, lost: 2 },
      outstandingCents: 6000,
    });
    await expect(reportsOverview(tech, november)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("never shows another company's data, and money reports need money:read", async () => {
    const { ctx: a, tech } = await fixture();
    const { ctx: b } = await newCompany("Reports B");
    const bCustomer = await createCustomer(b, customerInput({ firstName: "Bea", lastName: "Other" }));
    await makeInvoice(b, {
      customerId: bCustomer.id,
      input: {
        terms: "due on receipt",
        taxRateBasisPoints: 0,
        lines: [
          { id: null, description: "Weekly service", quantity: 1, unitPriceCents: 4200, taxable: false },
        ],
      },
      sentAt: new Date("2026-11-02T20:00:00Z"),
    });
    const bRevenue = await revenueReport(b, november);
    expect(bRevenue.customers.map((c) => c.name)).toEqual(["Other, Bea"]);
    expect(bRevenue.totals.invoicedCents).toBe(4200);
    const bProfit = await profitReport(b, november);
    expect(bProfit.rows.map((r) => r.name)).toEqual(["Other, Bea"]);
    expect(await chemicalUsage(b, november)).toMatchObject({ totalCents: 0, perBody: [] });
    expect(await productivity(b, november)).toEqual([]);
    expect((await readingsCompliance(b, november)).overall.visits).toBe(0);
    expect((await agingReport(b, new Date("2026-11-25T20:00:00Z"))).rows.map((r) => r.name)).toEqual([
      "Other, Bea",
    ]);
    const aRevenue = await revenueReport(a, november);
    expect(aRevenue.customers.map((c) => c.name)).not.toContain("Other, Bea");
    expect(aRevenue.totals.invoicedCents).toBe(25000);

    const forbidden = (work: (ctx: TenantContext) => Promise<unknown>) => () => work(tech);
    await expect(forbidden((c) => profitReport(c, november))()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(forbidden((c) => chemicalUsage(c, november))()).rejects.toBeInstanceOf(ForbiddenError);
    await expect(forbidden((c) => updateVehicleCost(c, 1))()).rejects.toBeInstanceOf(ForbiddenError);
  });
});
