import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { alert, equipment, invoice, job, payment, recurringServiceStop, serviceStop } from "~/db/schema";
import {
  bodyInput,
  customerInput,
  equipmentInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { createEquipment } from "../equipment/equipment.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { companyDashboard } from "./dashboard.server";
import { overdueInvoices, revenueByMonth } from "./money.server";
import { teamToday } from "./team-today.server";

// Wednesday 17 June 2026, late morning in the company's time zone (Los Angeles by default).
const NOW = new Date("2026-06-17T18:00:00Z");
const TODAY = "2026-06-17";

type Stop = typeof serviceStop.$inferInsert;

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
  let number = 100;
  const stop = (s: Partial<Stop>): Stop => ({
    companyId: ctx.companyId,
    number: number++,
    ...ames,
    serviceDate: TODAY,
    ...s,
  });
  await db.insert(serviceStop).values([
    // Technician 1 today, in route order: finished, skipped, in progress, not started.
    stop({
      technicianId: t1.memberId,
      routePosition: 1,
      status: "finished",
      recurringServiceStopId: windowed.id,
    }),
    stop({
      technicianId: t1.memberId,
      routePosition: 2,
      status: "skipped",
      skipReason: "gate locked",
      ...brook,
    }),
    stop({ technicianId: t1.memberId, routePosition: 3, status: "in progress" }),
    stop({ technicianId: t1.memberId, routePosition: 4, status: "scheduled", ...brook }),
    // Technician 2 today: one finished, two to go, one cancelled (not part of the day).
    stop({ technicianId: t2.memberId, routePosition: 1, status: "finished", ...brook }),
    stop({ technicianId: t2.memberId, routePosition: 2, status: "scheduled" }),
    stop({ technicianId: t2.memberId, routePosition: 3, status: "scheduled" }),
    stop({ technicianId: t2.memberId, routePosition: 4, status: "cancelled" }),
    // Nobody assigned yet.
    stop({ technicianId: null, status: "scheduled" }),
    // Earlier and later this week (Monday 15th, Friday 19th), and outside it.
    stop({ technicianId: t1.memberId, serviceDate: "2026-06-15", status: "finished" }),
    stop({ technicianId: t1.memberId, serviceDate: "2026-06-15", status: "finished" }),
    stop({ technicianId: t2.memberId, serviceDate: "2026-06-15", status: "skipped", skipReason: "other" }),
    stop({ technicianId: t2.memberId, serviceDate: "2026-06-19", status: "scheduled" }),
    stop({ technicianId: t2.memberId, serviceDate: "2026-06-19", status: "scheduled" }),
    stop({ technicianId: t1.memberId, serviceDate: "2026-06-19", status: "scheduled" }),
    stop({ technicianId: t1.memberId, serviceDate: "2026-06-12", status: "finished" }),
    stop({ technicianId: t1.memberId, serviceDate: "2026-06-22", status: "scheduled" }),
  ]);

  let invoiceNumber = 1;
  const inv = async (values: Partial<typeof invoice.$inferInsert>) => {
    const [row] = await db
      .insert(invoice)
      .values({ companyId: ctx.companyId, customerId: ames.customerId, number: invoiceNumber++, ...values })
      .returning();
    return row;
  };
  const pay = (invoiceId: string, amountCents: number, receivedOn: string, refundedCents = 0) =>
    db.insert(payment).values({
      companyId: ctx.companyId,
      invoiceId,
      customerId: ames.customerId,
      amountCents,
      refundedCents,
      method: "check",
      receivedOn,
    });
  // Last month (May): $100 paid in May; $50 with $10 paid in June, overdue since 4 June.
  const may1 = await inv({
    status: "paid",
    issuedOn: "2026-05-05",
    dueOn: "2026-05-20",
    totalCents: 10_000,
    paidCents: 10_000,
  });
  await pay(may1.id, 10_000, "2026-05-10");
  const may2 = await inv({
    status: "open",
    issuedOn: "2026-05-20",
    dueOn: "2026-06-04",
    totalCents: 5_000,
    paidCents: 1_000,
  });
  await pay(may2.id, 1_000, "2026-06-02");
  // This month (June): $200 paid, $25 of it refunded; $70 due later; $12 due today (still on time).
  const june1 = await inv({
    status: "paid",
    issuedOn: "2026-06-03",
    dueOn: "2026-06-18",
    totalCents: 20_000,
    paidCents: 17_500,
  });
  await pay(june1.id, 20_000, "2026-06-10", 2_500);
  await inv({ status: "open", issuedOn: "2026-06-08", dueOn: "2026-06-23", totalCents: 7_000 });
  await inv({ status: "open", issuedOn: "2026-06-02", dueOn: TODAY, totalCents: 1_200 });
  // Not revenue: voided and draft. Not this month or last: April's, overdue with a $5 credit.
  await inv({ status: "void", issuedOn: "2026-06-09", dueOn: "2026-06-24", totalCents: 9_999 });
  await inv({ status: "draft", totalCents: 3_000 });
  await inv({
    status: "open",
    issuedOn: "2026-04-28",
    dueOn: "2026-05-13",
    totalCents: 2_500,
    creditedCents: 500,
  });

  let jobNumber = 1;
  const aJob = (values: Partial<typeof job.$inferInsert>) => ({
    companyId: ctx.companyId,
    customerId: brook.customerId,
    number: jobNumber++,
    title: `Job ${jobNumber}`,
    ...values,
  });
  await db.insert(job).values([
    aJob({
      title: "Heater install",
      billingStatus: "estimate",
      estimateSentAt: new Date("2026-06-12T16:00:00Z"),
    }),
    aJob({
      title: "Acid wash",
      billingStatus: "estimate",
      estimateSentAt: new Date("2026-06-10T16:00:00Z"),
    }),
    aJob({ title: "Draft estimate" }),
    aJob({ operationStatus: "unscheduled", billingStatus: "accepted" }),
    aJob({ operationStatus: "scheduled", billingStatus: "accepted" }),
    aJob({ operationStatus: "scheduled", billingStatus: "accepted" }),
    aJob({ operationStatus: "in progress", billingStatus: "accepted" }),
    aJob({ operationStatus: "finished", billingStatus: "accepted" }),
    aJob({ operationStatus: "cancelled" }),
  ]);

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
      anAlert({ severity: "warning" }),
      anAlert({ severity: "warning", acknowledgedAt: NOW }),
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
  await ctx.db
    .insert(serviceStop)
    .values({ companyId: ctx.companyId, number: 1, ...cole, serviceDate: TODAY, technicianId: ctx.memberId });
  await ctx.db
    .insert(alert)
    .values({ companyId: ctx.companyId, kind: "low stock", title: "Low", severity: "info" });
  await ctx.db.insert(job).values({
    companyId: ctx.companyId,
    customerId: cole.customerId,
    number: 1,
    title: "Pump",
    operationStatus: "scheduled",
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
