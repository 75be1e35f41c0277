import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import type { BillingPeriod } from "~/core/money";
import {
  billingRun,
  company,
  invoice,
  invoiceLine,
  item,
  job,
  purchase,
  purchaseLine,
  recurringServiceStop,
  serviceAgreement,
  serviceStop,
} from "~/db/schema";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
  recurringInput,
} from "../../../tests/db/factories";
import { advanceStop, makeJob } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createRecurringStop } from "../routing/recurring-stops.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { previewBillingRun, runBilling } from "./billing-run.server";
import { voidInvoice } from "./invoices-status.server";

const NOVEMBER: BillingPeriod = { kind: "monthly", start: "2026-11-01", end: "2026-11-30" };
let stopNumber = 5_000;

/** A customer with a pool, a recurring stop at $45 a visit (outside any agreement) and a chemical at $6.50/gal. */
async function billingCompany(mode: "included" | "itemised" | "hybrid" = "itemised", allowanceCents = 0) {
  const { ctx } = await newCompany("Billing Pools");
  await ctx.db
    .update(company)
    .set({ chemicalBillingMode: mode, chemicalAllowanceCents: allowanceCents, taxRateBasisPoints: 825 })
    .where(eq(company.id, ctx.companyId));
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
  const location = await createLocation(ctx, customer.id, locationInput());
  const body = await createBodyOfWater(ctx, customer.id, location.id, bodyInput());
  const { recurringStop } = await createRecurringStop(
    ctx,
    customer.id,
    recurringInput({ serviceLocationId: location.id, startDate: "2026-10-01", days: [1] }),
  );
  await ctx.db
    .update(recurringServiceStop)
    .set({ priceCents: 4_500, includedInContract: false })
    .where(eq(recurringServiceStop.id, recurringStop.id));
  const [chlorine] = await ctx.db
    .insert(item)
    .values({
      companyId: ctx.companyId,
      name: "Liquid chlorine",
      category: "chemicals",
      unit: "gal",
      priceCents: 650,
      taxable: true,
    })
    .returning();
  return { ctx, customer, location, body, recurringStop, chlorine };
}

type Setup = Awaited<ReturnType<typeof billingCompany>>;

/** One more customer of the same company with its own pool and recurring stop (priced per visit, or not). */
async function anotherCustomer(s: Setup, lastName: string, priceCents: number | null): Promise<Setup> {
  const customer = await createCustomer(s.ctx, customerInput({ lastName }));
  const location = await createLocation(s.ctx, customer.id, locationInput());
  const body = await createBodyOfWater(s.ctx, customer.id, location.id, bodyInput());
  const { recurringStop } = await createRecurringStop(
    s.ctx,
    customer.id,
    recurringInput({ serviceLocationId: location.id, startDate: "2026-10-01", days: [1] }),
  );
  await s.ctx.db
    .update(recurringServiceStop)
    .set({ priceCents, includedInContract: priceCents === null })
    .where(eq(recurringServiceStop.id, recurringStop.id));
  return { ...s, customer, location, body, recurringStop };
}

/** A finished visit on `date` that added `gallons` of chlorine (and, optionally, a free-text dose). */
async function finishedVisit(s: Setup, date: string, gallons: number, freeText = false) {
  // The standing stop's visit of that day, as scheduled (the generator makes visits from today on, and these days are
  // past); the technician arrives and finishes it that day through the use cases.
  const [stop] = await s.ctx.db
    .insert(serviceStop)
    .values({
      companyId: s.ctx.companyId,
      number: stopNumber++,
      customerId: s.customer.id,
      serviceLocationId: s.location.id,
      recurringServiceStopId: s.recurringStop.id,
      serviceDate: date,
    })
    .returning();
  const doses = [
    { itemId: s.chlorine.id, name: "Liquid chlorine", amount: gallons, unit: "gal" },
    ...(freeText ? [{ itemId: null, name: "Tablets from the truck", amount: 2, unit: "each" }] : []),
  ];
  return advanceStop(s.ctx, stop.id, "finished", {
    at: new Date(`${date}T16:00:00Z`),
    visit: { bodies: [{ bodyOfWaterId: s.body.id, readings: {}, doses }] },
  });
}

async function linesOf(ctx: TenantContext, invoiceId: string) {
  return ctx.db
    .select()
    .from(invoiceLine)
    .where(and(eq(invoiceLine.companyId, ctx.companyId), eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(invoiceLine.position);
}

describe("the billing run", () => {
  it("drafts one invoice per customer with stops, chemicals, jobs and purchases; a re-run adds nothing", async () => {
    const s = await billingCompany("itemised");
    await finishedVisit(s, "2026-11-02", 1.5, true);
    await finishedVisit(s, "2026-11-09", 0.5);
    await finishedVisit(s, "2026-12-07", 3); // next period: not billed now
    const { job: finishedJob } = await makeJob(s.ctx, {
      customerId: s.customer.id,
      input: {
        serviceLocationId: s.location.id,
        title: "Replace pump",
        lines: [
          {
            kind: "item",
            itemId: null,
            description: "Pump motor",
            quantity: 1,
            unitPriceCents: 42_000,
            unitCostCents: 0,
            taxable: true,
          },
        ],
      },
      stage: "finished",
      visitDate: "2026-11-20",
      at: new Date("2026-11-20T18:00:00Z"),
    });
    const [receipt] = await s.ctx.db
      .insert(purchase)
      .values({ companyId: s.ctx.companyId, purchasedOn: "2026-11-05", totalCents: 1_200 })
      .returning();
    await s.ctx.db.insert(purchaseLine).values({
      companyId: s.ctx.companyId,
      purchaseId: receipt.id,
      position: 0,
      description: "Skimmer basket",
      quantity: 1,
      unitCostCents: 1_200,
      billable: true,
      customerId: s.customer.id,
    });

    const outcome = await runBilling(s.ctx, NOVEMBER);
    expect(outcome).toMatchObject({ invoicesCreated: 1, linesAdded: 5 });
    const [draft] = await s.ctx.db.select().from(invoice).where(eq(invoice.companyId, s.ctx.companyId));
    expect(draft).toMatchObject({ status: "draft", periodStart: "2026-11-01", periodEnd: "2026-11-30" });
    const lines = await linesOf(s.ctx, draft.id);
    expect(lines.map((l) => [l.kind, l.amountCents])).toEqual([
      ["stop", 4_500],
      ["stop", 4_500],
      ["chemical", 1_300], // 2 gal × $6.50; the free-text tablets have no price
      ["job", 42_000],
      ["purchase", 1_200],
    ]);
    // Tax 8.25 % on the taxable chemical, job and purchase lines (44,500), once per invoice.
    expect(draft).toMatchObject({ subtotalCents: 53_500, taxCents: 3_671, totalCents: 57_171 });
    const [jobAfter] = await s.ctx.db.select().from(job).where(eq(job.id, finishedJob.id));
    expect(jobAfter.billingStatus).toBe("invoiced");

    const again = await runBilling(s.ctx, NOVEMBER);
    expect(again).toMatchObject({ invoicesCreated: 0, linesAdded: 0, customers: [] });
    expect(await linesOf(s.ctx, draft.id)).toHaveLength(5);
    expect(
      await s.ctx.db.select().from(billingRun).where(eq(billingRun.companyId, s.ctx.companyId)),
    ).toHaveLength(2);

    // A visit finished late in the period goes onto the same draft.
    await finishedVisit(s, "2026-11-30", 1);
    const late = await runBilling(s.ctx, NOVEMBER);
    expect(late).toMatchObject({ invoicesCreated: 0, linesAdded: 2 });
    expect(await linesOf(s.ctx, draft.id)).toHaveLength(7);
  });

  it("bills an accepted agreement's monthly rate, prorated, and leaves its stops and chemicals in the rate", async () => {
    const s = await billingCompany("itemised");
    await s.ctx.db.insert(serviceAgreement).values({
      companyId: s.ctx.companyId,
      number: 1,
      customerId: s.customer.id,
      status: "accepted",
      title: "Weekly full service",
      rateCents: 16_000,
      rateInterval: "month",
      chemicals: "included",
      startsOn: "2026-11-16",
    });
    await s.ctx.db
      .update(recurringServiceStop)
      .set({ includedInContract: true })
      .where(eq(recurringServiceStop.id, s.recurringStop.id));
    await finishedVisit(s, "2026-11-16", 2);
    const outcome = await runBilling(s.ctx, NOVEMBER);
    expect(outcome.customers).toHaveLength(1);
    expect(outcome.customers[0].lines).toEqual([
      expect.objectContaining({ kind: "agreement", amountCents: 8_000 }), // 15 of 30 days
    ]);
    expect(outcome.customers[0].lines[0].description).toMatch(/^Weekly full service \(AG-1\) — /);
  });

  it("bills a per-visit agreement per finished visit", async () => {
    const s = await billingCompany("included");
    await s.ctx.db.insert(serviceAgreement).values({
      companyId: s.ctx.companyId,
      number: 1,
      customerId: s.customer.id,
      status: "accepted",
      title: "Pay per visit",
      rateCents: 5_000,
      rateInterval: "visit",
      chemicals: "included",
      startsOn: "2026-01-01",
    });
    await finishedVisit(s, "2026-11-02", 1);
    await finishedVisit(s, "2026-11-09", 1);
    const outcome = await runBilling(s.ctx, NOVEMBER);
    // The per-visit agreement replaces the recurring stop's own price.
    expect(outcome.customers[0].lines.map((l) => [l.kind, l.amountCents])).toEqual([["agreement", 10_000]]);
  });

  it("hybrid: chemicals above the period's allowance, counted across runs of the same period", async () => {
    const s = await billingCompany("hybrid", 1_000); // $10 of chemicals included
    await finishedVisit(s, "2026-11-02", 1); // $6.50: inside the allowance
    const first = await runBilling(s.ctx, NOVEMBER);
    expect(first.linesAdded).toBe(1); // the stop only
    await finishedVisit(s, "2026-11-09", 1); // another $6.50: $3 above
    const second = await runBilling(s.ctx, NOVEMBER);
    const chemical = second.customers[0].lines.find((l) => l.kind === "chemical");
    expect(chemical?.amountCents).toBe(300);
  });

  it("a preview writes nothing; releasing a voided invoice's sources lets the next run bill them again", async () => {
    const s = await billingCompany("itemised");
    await finishedVisit(s, "2026-11-02", 1);
    const preview = await previewBillingRun(s.ctx, NOVEMBER);
    expect(preview).toMatchObject({ runId: null, linesAdded: 2, addedCents: 5_150 });
    expect(await s.ctx.db.select().from(invoice).where(eq(invoice.companyId, s.ctx.companyId))).toEqual([]);

    const run = await runBilling(s.ctx, NOVEMBER);
    const invoiceId = run.customers[0].invoiceId!;
    await voidInvoice(s.ctx, invoiceId, "Billed twice by mistake");
    const rebill = await runBilling(s.ctx, NOVEMBER);
    expect(rebill).toMatchObject({ invoicesCreated: 1, linesAdded: 2, addedCents: 5_150 });
    expect(rebill.customers[0].invoiceId).not.toBe(invoiceId);
  });

  it("bills customers of every kind in one run: each gets its own draft with only its own lines", async () => {
    const perStop = await billingCompany("itemised"); // Reed: $45 a visit, chemicals itemised
    const monthly = await anotherCustomer(perStop, "Monthly", null);
    const perVisit = await anotherCustomer(perStop, "Visits", 4_500);
    const idle = await anotherCustomer(perStop, "Idle", 4_500); // no visit this period: no invoice
    await perStop.ctx.db.insert(serviceAgreement).values([
      {
        companyId: perStop.ctx.companyId,
        number: 1,
        customerId: monthly.customer.id,
        status: "accepted",
        title: "Monthly service",
        rateCents: 16_000,
        rateInterval: "month",
        chemicals: "included",
        startsOn: "2026-01-01",
      },
      {
        companyId: perStop.ctx.companyId,
        number: 2,
        customerId: perVisit.customer.id,
        status: "accepted",
        title: "Per visit",
        rateCents: 5_000,
        rateInterval: "visit",
        chemicals: "excluded",
        startsOn: "2026-01-01",
      },
    ]);
    await finishedVisit(perStop, "2026-11-02", 1);
    await finishedVisit(monthly, "2026-11-03", 2);
    await finishedVisit(monthly, "2026-11-10", 2);
    await finishedVisit(perVisit, "2026-11-04", 1);
    await finishedVisit(perVisit, "2026-11-11", 1);
    await finishedVisit(perVisit, "2026-11-18", 1);
    await finishedVisit(idle, "2026-10-26", 1); // last period

    const run = await runBilling(perStop.ctx, NOVEMBER);
    expect(run.invoicesCreated).toBe(3);
    const byName = Object.fromEntries(
      run.customers.map((c) => [c.customerName.split(",")[0], c.lines.map((l) => [l.kind, l.amountCents])]),
    );
    expect(byName).toEqual({
      Monthly: [["agreement", 16_000]],
      Reed: [
        ["stop", 4_500],
        ["chemical", 650],
      ],
      Visits: [
        ["agreement", 15_000],
        ["chemical", 1_950],
      ],
    });
    // Each draft carries its customer's totals and numbers run on from the company's sequence.
    const drafts = await perStop.ctx.db
      .select()
      .from(invoice)
      .where(eq(invoice.companyId, perStop.ctx.companyId))
      .orderBy(invoice.number);
    expect(drafts.map((d) => d.number)).toEqual([1, 2, 3]);
    for (const c of run.customers) {
      const draft = drafts.find((d) => d.id === c.invoiceId);
      expect(draft?.customerId).toBe(c.customerId);
      expect(draft?.subtotalCents).toBe(c.addedCents);
    }
    // Each finished stop of the period is billed on its own customer's invoice.
    const stops = await perStop.ctx.db
      .select()
      .from(serviceStop)
      .where(eq(serviceStop.companyId, perStop.ctx.companyId));
    for (const stop of stops.filter((st) => st.status === "finished")) {
      const draft = drafts.find((d) => d.customerId === stop.customerId);
      if (stop.serviceDate < NOVEMBER.start) expect(stop).toMatchObject({ billed: false, invoiceId: null });
      else expect(stop).toMatchObject({ billed: true, invoiceId: draft?.id });
    }
  });

  it("adds to a customer's draft of the period while others get new drafts, and bills nothing twice", async () => {
    const first = await billingCompany("itemised");
    const second = await anotherCustomer(first, "Second", 4_500);
    await finishedVisit(first, "2026-11-02", 1);
    const earlier = await runBilling(first.ctx, NOVEMBER);
    expect(earlier.invoicesCreated).toBe(1);
    const firstDraft = earlier.customers[0].invoiceId;

    await finishedVisit(first, "2026-11-09", 1);
    await finishedVisit(second, "2026-11-09", 1);
    const later = await runBilling(first.ctx, NOVEMBER);
    expect(later.invoicesCreated).toBe(1);
    const reed = later.customers.find((c) => c.customerId === first.customer.id);
    expect(reed?.invoiceId).toBe(firstDraft);
    expect(reed?.lines.map((l) => l.kind)).toEqual(["stop", "chemical"]);
    // Appended after the draft's own lines, and the stored totals count them all.
    const lines = await linesOf(first.ctx, firstDraft as string);
    expect(lines.map((l) => l.position)).toEqual([0, 1, 2, 3]);
    const [draft] = await first.ctx.db
      .select()
      .from(invoice)
      .where(eq(invoice.id, firstDraft as string));
    expect(draft.subtotalCents).toBe(lines.reduce((sum, l) => sum + l.amountCents, 0));
    expect(later.customers.find((c) => c.customerId === second.customer.id)?.invoiceId).not.toBe(firstDraft);

    expect(await runBilling(first.ctx, NOVEMBER)).toMatchObject({ invoicesCreated: 0, linesAdded: 0 });
  });

  it("keeps to its own company and needs money rights", async () => {
    const a = await billingCompany("itemised");
    const b = await billingCompany("itemised");
    await finishedVisit(a, "2026-11-02", 1);
    const bRun = await runBilling(b.ctx, NOVEMBER);
    expect(bRun.customers).toEqual([]);
    // With work of its own, B's run bills B's customer only, numbered from B's own sequence.
    await finishedVisit(b, "2026-11-03", 1);
    const bBilled = await runBilling(b.ctx, NOVEMBER);
    expect(bBilled.customers.map((c) => [c.customerId, c.invoiceNumber])).toEqual([[b.customer.id, 1]]);
    expect(await a.ctx.db.select().from(invoice).where(eq(invoice.companyId, a.ctx.companyId))).toEqual([]);
    const [aStop] = await a.ctx.db
      .select()
      .from(serviceStop)
      .where(and(eq(serviceStop.companyId, a.ctx.companyId), eq(serviceStop.serviceDate, "2026-11-02")));
    expect(aStop.billed).toBe(false);

    const technician = await newTechnician(a.ctx);
    await expect(runBilling(technician, NOVEMBER)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(previewBillingRun(technician, NOVEMBER)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
