import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alert, equipment, recurringServiceStop, serviceStop } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import {
  advanceStop,
  type JobStage,
  makeInvoice,
  makeJob,
  makeStop,
  type StopStage,
} from "../../../tests/db/work-factories";
import { acknowledgeAlert } from "../alerts/alert-actions.server";
import { createCustomer } from "../customers/customers.server";
import { createEquipment } from "../equipment/equipment.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createCreditNote } from "../money/credit-notes.server";
import { voidInvoice } from "../money/invoices-status.server";
import { recordPayment, refundPayment } from "../money/payments.server";
import { sendEstimate } from "../operations/job-estimates.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { companyDashboard } from "./dashboard.server";
import { overdueInvoices, revenueByMonth } from "./money.server";
import { teamToday } from "./team-today.server";

// Wednesday 17 June 2026, late morning in the company's time zone (Los Angeles by default).
const NOW = new Date("2026-06-17T18:00:00Z");
const TODAY = "2026-06-17";

async function place(ctx: TenantContext, lastName: string, addressLine: string) {
  const c = await createCustomer(ctx, customerInput({ lastName }));
  const l = await createLocation(ctx, c.id, locationInput({ addressLine, city: "Austin" }));
  return { customerId: c.id, serviceLocationId: l.id, name: c.displayName };
}

/**
 * Company A: two technicians with stops in every state today, a stop nobody is assigned, stops earlier and later in
 * the week; invoices and payments this month and last (one refunded in part, one voided, a draft, two overdue);
 * jobs in each status with two estimates waiting; alerts of each severity (one resolved); equipment due around today.
 */
async function companyA() {
  const { ctx } = await newCompany("Dashboard A");
  const [t1, t2] = [await newTechnician(ctx), await newTechnician(ctx)];
  const ames = await place(ctx, "Ames", "1 Elm St");
  const brook = await place(ctx, "Brook", "2 Oak St");
  const db = ctx.db;
  const [windowed] = await db
    .insert(recurringServiceStop)
    .values({
      companyId: ctx.companyId,
      customerId: ames.customerId,
      serviceLocationId: ames.serviceLocationId,
      frequency: "weekly",
      days: [3],
      startDate: "2026-06-03",
      technicianId: t1.memberId,
      timeWindowStart: "08:00",
      timeWindowEnd: "10:00",
    })
    .returning();
  // Stops as the office adds them, in route order, then worked through the technicians' use cases at 9:00 that day.
  type Where = { customerId: string; serviceLocationId: string };
  const spot = ({ customerId, serviceLocationId }: Where) => ({ customerId, serviceLocationId });
  const stop = (technicianId: string | null, stage: StopStage, where: Where = ames, on = TODAY) =>
    makeStop(ctx, { ...spot(where), on, technicianId, stage, at: new Date(`${on}T16:00:00Z`) });
  // Technician 1 today, in route order: finished, skipped, in progress, not started. The first is the windowed
  // standing stop's visit, inserted as scheduled (the generator makes visits from today on, and this today is past).
  const [windowedVisit] = await db
    .insert(serviceStop)
    .values({
      companyId: ctx.companyId,
      number: 100,
      ...spot(ames),
      serviceDate: TODAY,
      technicianId: t1.memberId,
      routePosition: 1,
      recurringServiceStopId: windowed.id,
    })
    .returning();
  await advanceStop(ctx, windowedVisit.id, "finished", { at: new Date(`${TODAY}T16:00:00Z`) });
  await stop(t1.memberId, "skipped", brook);
  await stop(t1.memberId, "in progress");
  await stop(t1.memberId, "scheduled", brook);
  // Technician 2 today: one finished, two to go, one cancelled (not part of the day).
  await stop(t2.memberId, "finished", brook);
  await stop(t2.memberId, "scheduled");
  await stop(t2.memberId, "scheduled");
  // Inserted: no use case cancels a stop (a cancelled one comes from outside the product's flows).
  await db.insert(serviceStop).values({
    companyId: ctx.companyId,
    number: 101,
    ...spot(ames),
    serviceDate: TODAY,
    technicianId: t2.memberId,
    routePosition: 4,
    status: "cancelled",
  });
  // Nobody assigned yet.
  await stop(null, "scheduled");
  // Earlier and later this week (Monday 15th, Friday 19th), and outside it.
  await stop(t1.memberId, "finished", ames, "2026-06-15");
  await stop(t1.memberId, "finished", ames, "2026-06-15");
  const skippedMonday = await makeStop(ctx, {
    ...spot(ames),
    on: "2026-06-15",
    technicianId: t2.memberId,
    stage: "skipped",
    skipReason: "other",
    at: new Date("2026-06-15T16:00:00Z"),
  });
  await stop(t2.memberId, "scheduled", ames, "2026-06-19");
  await stop(t2.memberId, "scheduled", ames, "2026-06-19");
  await stop(t1.memberId, "scheduled", ames, "2026-06-19");
  await stop(t1.memberId, "finished", ames, "2026-06-12");
  await stop(t1.memberId, "scheduled", ames, "2026-06-22");

  // Invoices of Ames, sent on their issue day (net 15), paid, refunded, voided and credited by the office.
  const inv = (totalCents: number, issuedOn: string | null) =>
    makeInvoice(ctx, {
      customerId: ames.customerId,
      stage: issuedOn ? "open" : "draft",
      input: {
        terms: "net 15",
        taxRateBasisPoints: 0,
        lines: [
          { id: null, description: "Service", quantity: 1, unitPriceCents: totalCents, taxable: false },
        ],
      },
      sentAt: issuedOn ? new Date(`${issuedOn}T16:00:00Z`) : undefined,
    });
  const pay = (invoiceId: string, amountCents: number, receivedOn: string) =>
    recordPayment(ctx, invoiceId, { amountCents, method: "check", reference: "", note: "", receivedOn });
  // Last month (May): $100 paid in May; $50 with $10 paid in June, overdue since 4 June.
  const may1 = await inv(10_000, "2026-05-05");
  await pay(may1.id, 10_000, "2026-05-10");
  const may2 = await inv(5_000, "2026-05-20");
  await pay(may2.id, 1_000, "2026-06-02");
  // This month (June): $200 paid, $25 of it refunded (owed again, due tomorrow); $70 due later; $12 due today (still
  // on time).
  const june1 = await inv(20_000, "2026-06-03");
  const paid = await pay(june1.id, 20_000, "2026-06-10");
  await refundPayment(ctx, june1.id, paid.payment.id, 2_500);
  await inv(7_000, "2026-06-08");
  await inv(1_200, "2026-06-02");
  // Not revenue: voided and draft. Not this month or last: April's, overdue with a $5 credit.
  const voided = await inv(9_999, "2026-06-09");
  await voidInvoice(ctx, voided.id, "Sent in error");
  await inv(3_000, null);
  const april = await inv(2_500, "2026-04-28");
  await createCreditNote(ctx, april.id, { amountCents: 500, reason: "Goodwill" });

  // Brook's jobs in each status, through their use cases; visits are booked away from this week.
  const aJob = (title: string, stage: JobStage, visitDate?: string) =>
    makeJob(ctx, {
      customerId: brook.customerId,
      input: { title, serviceLocationId: brook.serviceLocationId },
      stage,
      visitDate,
      at: visitDate ? new Date(`${visitDate}T16:00:00Z`) : undefined,
    });
  const heater = await aJob("Heater install", "created");
  await sendEstimate(ctx, heater.job.id, new Date("2026-06-12T16:00:00Z"));
  const acidWash = await aJob("Acid wash", "created");
  await sendEstimate(ctx, acidWash.job.id, new Date("2026-06-10T16:00:00Z"));
  await aJob("Draft estimate", "created");
  await aJob("Job 4", "accepted");
  await aJob("Job 5", "scheduled", "2026-06-30");
  await aJob("Job 6", "scheduled", "2026-06-30");
  await aJob("Job 7", "in progress", "2026-06-10");
  await aJob("Job 8", "finished", "2026-06-10");
  await aJob("Job 9", "cancelled");

  // The skips raised their "stop skipped" warnings; the office acknowledged Monday's. The others are written as the
  // rules would have raised them.
  const [mondayAlert] = await db.select().from(alert).where(eq(alert.serviceStopId, skippedMonday.id));
  await acknowledgeAlert(ctx, mondayAlert.id, NOW);
  const anAlert = (values: Partial<typeof alert.$inferInsert>) => ({
    companyId: ctx.companyId,
    kind: "stop skipped" as const,
    title: "Stop skipped",
    ...values,
  });
  await db
    .insert(alert)
    .values([
      anAlert({ severity: "critical", kind: "reading out of range", title: "pH 8.6" }),
      anAlert({ severity: "info", kind: "low stock", title: "Low stock" }),
      anAlert({ severity: "warning", resolvedAt: NOW }),
    ]);

  const pool = await createBodyOfWater(ctx, ames.customerId, ames.serviceLocationId, bodyInput());
  const ids: string[] = [];
  for (const [i, next] of ["2026-06-10", TODAY, "2026-06-24", "2026-06-25", "2026-06-12", null].entries()) {
    const e = await createEquipment(
      ctx,
      pool.id,
      equipmentInput({ serialNumber: `SN-${i}`, model: `Model ${i}` }),
    );
    await db.update(equipment).set({ nextServiceOn: next }).where(eq(equipment.id, e.id));
    ids.push(e.id);
  }
  await db.update(equipment).set({ archivedAt: NOW }).where(eq(equipment.id, ids[4]));
  return { ctx, t1, t2, ames, brook };
}

/** Company B: one stop today, one open alert and one scheduled job — nothing of A's may show in its figures. */
async function companyB() {
  const { ctx } = await newCompany("Dashboard B");
  const cole = await place(ctx, "Cole", "3 Pine St");
  await makeStop(ctx, {
    customerId: cole.customerId,
    serviceLocationId: cole.serviceLocationId,
    on: TODAY,
    technicianId: ctx.memberId,
  });
  await ctx.db
    .insert(alert)
    .values({ companyId: ctx.companyId, kind: "low stock", title: "Low", severity: "info" });
  // Its visit is booked after this week.
  await makeJob(ctx, {
    customerId: cole.customerId,
    input: { title: "Pump", serviceLocationId: cole.serviceLocationId },
    stage: "scheduled",
    visitDate: "2026-06-30",
  });
  return ctx;
}

describe("the company dashboard", () => {
  it("gives the office each technician's progress today and the day's totals", async () => {
    const { ctx, t1, t2 } = await companyA();
    await companyB();
    const team = await teamToday(ctx, NOW);
    expect(team.date).toBe(TODAY);
    const of = (id: string | null) => team.technicians.find((t) => t.technicianId === id)!;
    expect(of(t1.memberId).counts).toEqual({
      total: 4,
      finished: 1,
      inProgress: 1,
      remaining: 1,
      skipped: 1,
    });
    expect(of(t1.memberId).where).toMatchObject({
      state: "at",
      customerName: "Ames, Dana",
      address: "1 Elm St, Austin",
    });
    expect(of(t2.memberId).counts).toEqual({
      total: 3,
      finished: 1,
      inProgress: 0,
      remaining: 2,
      skipped: 0,
    });
    expect(of(t2.memberId).where).toMatchObject({ state: "next", customerName: "Ames, Dana" });
    expect(of(null)).toMatchObject({ name: "Not assigned", counts: { total: 1, remaining: 1 } });
    // The owner works stops too and works Wednesdays: on the card with an empty day.
    expect(of(ctx.memberId).counts.total).toBe(0);
    expect(of(ctx.memberId).where).toBeNull();
    expect(team.totals).toEqual({ total: 8, finished: 2, inProgress: 1, remaining: 4, skipped: 1 });
  });

  it("counts exact figures on every office card, and nothing of another company", async () => {
    const { ctx } = await companyA();
    const b = await companyB();
    const d = await companyDashboard(ctx, NOW);

    expect(d.week?.start).toBe("2026-06-15");
    expect(d.week?.days.map((x) => [x.date.slice(8), x.finished, x.skipped, x.toDo])).toEqual([
      ["15", 2, 1, 0],
      ["16", 0, 0, 0],
      ["17", 2, 1, 5],
      ["18", 0, 0, 0],
      ["19", 0, 0, 3],
      ["20", 0, 0, 0],
      ["21", 0, 0, 0],
    ]);
    expect(d.week?.totals).toEqual({ finished: 4, skipped: 2, toDo: 8 });

    expect(d.revenue).toMatchObject({
      thisMonth: { start: "2026-06-01", invoicedCents: 28_200, collectedCents: 18_500 },
      lastMonth: { start: "2026-05-01", end: "2026-05-31", invoicedCents: 15_000, collectedCents: 10_000 },
      invoicedChange: 88,
      collectedChange: 85,
    });
    expect(d.overdueInvoices).toEqual({ count: 2, balanceCents: 6_000, oldestDueOn: "2026-05-13" });

    expect(d.jobs?.statuses).toEqual([
      { status: "estimate pending", count: 3 },
      { status: "unscheduled", count: 1 },
      { status: "scheduled", count: 2 },
      { status: "in progress", count: 1 },
    ]);
    expect(d.jobs?.total).toBe(7);
    expect(d.jobs?.estimatesWaiting.count).toBe(2);
    expect(d.jobs?.estimatesWaiting.oldest.map((j) => j.title)).toEqual(["Acid wash", "Heater install"]);

    expect(d.alerts).toEqual({
      total: 4,
      bySeverity: [
        { severity: "critical", count: 1 },
        { severity: "warning", count: 2 },
        { severity: "info", count: 1 },
      ],
    });

    expect(d.equipment).toMatchObject({ total: 3, dueNow: 2, dueSoon: 1, until: "2026-06-24" });
    expect(d.equipment?.soonest.map((e) => [e.name, e.nextServiceOn])).toEqual([
      ["Pentair Model 0", "2026-06-10"],
      ["Pentair Model 1", TODAY],
      ["Pentair Model 2", "2026-06-24"],
    ]);
    expect(d.checklist?.length).toBeGreaterThan(0);
    // The owner has no stops today, so no "my day" card.
    expect(d.myDay).toBeNull();

    // Company B sees only its own: one stop, one alert, one job, no money, no equipment.
    const other = await companyDashboard(b, NOW);
    expect(other.team?.totals).toEqual({ total: 1, finished: 0, inProgress: 0, remaining: 1, skipped: 0 });
    expect(other.week?.totals).toEqual({ finished: 0, skipped: 0, toDo: 1 });
    expect(other.alerts?.total).toBe(1);
    expect(other.jobs?.total).toBe(1);
    expect(other.jobs?.estimatesWaiting.count).toBe(0);
    expect(other.revenue?.thisMonth.invoicedCents).toBe(0);
    expect(other.revenue?.lastMonth.collectedCents).toBe(0);
    expect(other.overdueInvoices).toEqual({ count: 0, balanceCents: 0, oldestDueOn: null });
    expect(other.equipment?.total).toBe(0);
    // B's owner has today's stop: their own day shows it.
    expect(other.myDay?.stops.map((s) => s.customerName)).toEqual(["Cole, Dana"]);
  });

  it("gives a technician their day in route order and no office or money figures", async () => {
    const { t1, t2 } = await companyA();
    const d = await companyDashboard(t1, NOW);
    expect(d.myDay?.stops.map((s) => [s.customerName, s.status])).toEqual([
      ["Ames, Dana", "finished"],
      ["Brook, Dana", "skipped"],
      ["Ames, Dana", "in progress"],
      ["Brook, Dana", "scheduled"],
    ]);
    expect(d.myDay?.stops[0]).toMatchObject({
      address: "1 Elm St, Austin",
      timeWindow: { start: "08:00", end: "10:00" },
    });
    expect(d.myDay?.stops[0].to).toMatch(/^\/company\/serviceStops\/detail\//);
    expect(d.myDay?.counts).toEqual({ total: 4, finished: 1, inProgress: 1, remaining: 1, skipped: 1 });
    expect(d.myDay?.where).toEqual({ state: "at", stopId: d.myDay?.stops[2].id });
    expect(d).toMatchObject({
      team: null,
      week: null,
      revenue: null,
      overdueInvoices: null,
      jobs: null,
      alerts: null,
      equipment: null,
      checklist: null,
    });
    // Asking for the figures directly is refused too.
    await expect(revenueByMonth(t1, NOW)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(overdueInvoices(t2, NOW)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(teamToday(t2, NOW)).rejects.toBeInstanceOf(ForbiddenError);
    // The other technician's day holds only theirs (the cancelled stop left out).
    const other = await companyDashboard(t2, NOW);
    expect(other.myDay?.counts.total).toBe(3);
  });
});
