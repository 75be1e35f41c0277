import { and, count, eq, isNull, lte } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays } from "~/core/calendar/dates";
import { applyJobAction, type JobState } from "~/core/operations/job-status";
import { checkReceipt } from "~/core/operations/receipt-money";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { db } from "~/db/client.server";
import {
  alert,
  bodyOfWater,
  company,
  companyMember,
  companySequence,
  customer,
  equipment,
  invoice,
  item,
  job,
  jobHistory,
  jobLine,
  memberRate,
  message,
  messageThread,
  platformSubscription,
  purchase,
  purchaseLine,
  recurringServiceStop,
  repairRequest,
  serviceAgreement,
  serviceLocation,
  serviceStop,
  stopReading,
  user,
  vendor,
  workLog,
  workLogBreak,
} from "~/db/schema";
import { listOwnerAgreements } from "~/domain/money/agreement-answers.server";
import { loadAgreementDocument } from "~/domain/money/agreement-document.server";
import { ownerInvoice, ownerInvoices, ownerReceipt } from "~/domain/portal/invoices.server";
import { ownerOverview } from "~/domain/portal/portal.server";
import { generateSchedule } from "~/domain/routing/schedule.server";
import { asOwner } from "~/domain/testing/fake-ports";
import { seedDemo } from "./seed-demo.server";

describe("the demo", () => {
  it("creates the demo company with ~40 customers, their pools and equipment, once", async () => {
    const database = await db();
    expect(await seedDemo(database)).toBe(true);
    expect(await seedDemo(database)).toBe(false);
    const [owner] = await database.select().from(user).where(eq(user.email, "owner@bluewave.demo"));
    const companyId = owner.recentlySelectedCompany!;
    const [demo] = await database.select().from(company).where(eq(company.id, companyId));
    expect(demo.timeZone).toBe("America/Phoenix");
    const total = async (
      table: typeof customer | typeof serviceLocation | typeof bodyOfWater | typeof equipment,
    ) => (await database.select({ n: count() }).from(table).where(eq(table.companyId, companyId)))[0].n;
    expect(await total(customer)).toBe(40);
    expect(await total(serviceLocation)).toBe(40);
    expect(await total(bodyOfWater)).toBeGreaterThanOrEqual(45);
    expect(await total(equipment)).toBeGreaterThanOrEqual(80);
    const unrouted = await database
      .select({ n: count() })
      .from(serviceLocation)
      .where(and(eq(serviceLocation.companyId, companyId), isNull(serviceLocation.latitude)));
    expect(unrouted[0].n).toBe(1);
    // Money: agreements in every state and last month's billing run's drafts, each with lines and totals.
    const agreements = await database
      .select()
      .from(serviceAgreement)
      .where(eq(serviceAgreement.companyId, companyId));
    expect(new Set(agreements.map((a) => a.status))).toEqual(new Set(["accepted", "sent", "draft"]));
    const drafts = await database.select().from(invoice).where(eq(invoice.companyId, companyId));
    expect(drafts.length).toBeGreaterThan(0);
    expect(drafts.every((i) => i.totalCents > 0 && i.number > 0)).toBe(true);
    expect(new Set(drafts.map((i) => i.status))).toEqual(new Set(["paid", "open"]));
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(new Date());
    const due = await database
      .select({ n: count() })
      .from(equipment)
      .where(and(eq(equipment.companyId, companyId), lte(equipment.nextServiceOn, today)));
    expect(due[0].n).toBeGreaterThan(0);
    const [linked] = await database
      .select()
      .from(customer)
      .where(
        and(
          eq(customer.companyId, companyId),
          eq(
            customer.linkedUserId,
            (await database.select().from(user).where(eq(user.email, "pat@poolowner.demo")))[0].id,
          ),
        ),
      );
    expect(linked).toBeDefined();

    // The technician's route today, four finished weeks before it with readings, and three weekly visits at the
    // demo pool owner's pool (their service reports).
    const stops = await database.select().from(serviceStop).where(eq(serviceStop.companyId, companyId));
    const todays = stops.filter((s) => s.serviceDate === today);
    expect(todays).toHaveLength(8);
    expect(todays.every((s) => s.status === "scheduled" && s.technicianId)).toBe(true);
    expect(stops.filter((s) => s.status === "finished" && !s.jobId)).toHaveLength(32 + 3);
    expect(stops.filter((s) => s.status === "finished" && s.customerId === linked?.id)).toHaveLength(3);

    // Recurring service: today's route is a weekly recurring route; the generator filled the next four weeks.
    const recurring = await database
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.companyId, companyId));
    expect(recurring.length).toBeGreaterThanOrEqual(35);
    expect(recurring.filter((r) => !r.technicianId)).toHaveLength(2);
    expect(todays.every((s) => s.recurringServiceStopId && s.occurrenceDate === today)).toBe(true);
    const future = stops.filter((s) => s.serviceDate > today);
    expect(future.length).toBeGreaterThan(100);
    expect(await generateSchedule({ db: database }, { companyId })).toEqual({
      created: 0,
      updated: 0,
      removed: 0,
    });
    const [readings] = await database
      .select({ n: count() })
      .from(stopReading)
      .where(eq(stopReading.companyId, companyId));
    expect(readings.n).toBeGreaterThan(32 * 5);
    const chemicals = await database.select().from(item).where(eq(item.companyId, companyId));
    expect(chemicals.find((c) => c.name === "Liquid chlorine 12.5%")).toMatchObject({
      strengthPercent: 12.5,
    });
  }, 120_000); // the whole demo is seeded here: slow on a loaded machine
  it("adds operations and team time around today, never on it", async () => {
    const database = await db();
    await seedDemo(database);
    const [owner] = await database.select().from(user).where(eq(user.email, "owner@bluewave.demo"));
    const companyId = owner.recentlySelectedCompany!;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(new Date());
    const dayOf = (instant: Date) =>
      new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(instant);
    const mine = <T extends { companyId: unknown }>(table: T) => eq(table.companyId as never, companyId);

    expect(await database.select().from(vendor).where(mine(vendor))).toHaveLength(3);
    const items = await database.select().from(item).where(mine(item));
    expect(items.filter((i) => i.category === "chemicals").every((i) => i.preferredVendorId)).toBe(true);
    const parts = items.filter((i) => i.category === "parts");
    expect(parts.length).toBeGreaterThanOrEqual(4);
    expect(parts.every((p) => p.sku && p.unit === "each" && p.costCents && p.priceCents)).toBe(true);
    const low = parts.filter(
      (p) => p.stockQuantity != null && p.stockQuantity <= (p.lowStockThreshold ?? -1),
    );
    const alerts = await database.select().from(alert).where(mine(alert));
    for (const p of low)
      expect(alerts.some((a) => a.kind === "low stock" && a.title.includes(p.name))).toBe(true);

    // Jobs: each one's history replays through the state machine to its statuses.
    const jobs = await database.select().from(job).where(mine(job));
    expect(new Set(jobs.map((j) => j.operationStatus))).toEqual(
      new Set(["estimate pending", "unscheduled", "scheduled", "finished", "cancelled"]),
    );
    const history = await database.select().from(jobHistory).where(mine(jobHistory));
    for (const j of jobs) {
      const steps = history.filter((h) => h.jobId === j.id).sort((a, b) => a.at.getTime() - b.at.getTime());
      expect(steps[0].action).toBe("created");
      let state: JobState = { operation: "estimate pending", billing: "draft" };
      for (const step of steps.slice(1)) {
        if (step.action === "edited") continue;
        const result = applyJobAction(state, step.action);
        expect(result.ok, `${j.number} ${step.action}`).toBe(true);
        if (result.ok) state = result.next;
      }
      expect(state).toEqual({ operation: j.operationStatus, billing: j.billingStatus });
      if (j.billingStatus !== "draft" || j.estimateDecision)
        expect(j.estimateToken).toMatch(/^[\w-]{20,64}$/);
      expect((await database.select().from(jobLine).where(eq(jobLine.jobId, j.id))).length).toBeGreaterThan(
        0,
      );
    }
    const stops = await database.select().from(serviceStop).where(mine(serviceStop));
    const scheduled = jobs.find((j) => j.operationStatus === "scheduled")!;
    const visit = stops.find((s) => s.jobId === scheduled.id)!;
    expect(visit.serviceDate >= addDays(today, 3)).toBe(true);
    const finished = jobs.find((j) => j.operationStatus === "finished")!;
    expect(stops.find((s) => s.jobId === finished.id)?.status).toBe("finished");
    // Numbers come from the company's sequences: the next ones are free.
    const sequences = await database.select().from(companySequence).where(mine(companySequence));
    const next = (name: string) => sequences.find((q) => q.name === name)!.next;
    expect(next("job")).toBeGreaterThan(Math.max(...jobs.map((j) => j.number)));
    expect(next("service stop")).toBeGreaterThan(Math.max(...stops.map((s) => s.number)));

    // Repair requests: one open from a stop, one linked both ways to the scheduled job.
    const requests = await database.select().from(repairRequest).where(mine(repairRequest));
    const fromStops = requests.filter((r) => r.requestedByKind === "technician");
    expect(fromStops.map((r) => r.status).sort()).toEqual(["in progress", "open"]);
    expect(fromStops.every((r) => r.serviceStopId)).toBe(true);
    // And one the demo pool owner reported from the portal (seed-demo-portal).
    expect(requests.filter((r) => r.requestedByKind === "client").map((r) => r.status)).toEqual(["open"]);
    const linked = requests.find((r) => r.jobId)!;
    expect(linked.jobId).toBe(scheduled.id);
    expect(scheduled.repairRequestId).toBe(linked.id);

    // Receipts add up, within three weeks; one line billed to a job, one to a customer only.
    const receipts = await database.select().from(purchase).where(mine(purchase));
    const lines = await database.select().from(purchaseLine).where(mine(purchaseLine));
    expect(receipts.length).toBeGreaterThanOrEqual(2);
    for (const r of receipts) {
      expect(
        checkReceipt(
          lines.filter((l) => l.purchaseId === r.id),
          r.taxCents,
          r.totalCents,
        ).ok,
      ).toBe(true);
      expect(r.purchasedOn >= addDays(today, -21) && r.purchasedOn < today).toBe(true);
    }
    expect(lines.some((l) => l.billable && l.jobId && l.customerId)).toBe(true);
    expect(lines.some((l) => l.billable && !l.jobId && l.customerId)).toBe(true);

    // Rates and work logs: a raise for one; shifts in the past week, none today, none open on the clock.
    const rates = await database.select().from(memberRate).where(mine(memberRate));
    expect(
      rates.some((r) => rates.some((o) => o !== r && o.memberId === r.memberId && o.kind === r.kind)),
    ).toBe(true);
    const logs = await database.select().from(workLog).where(mine(workLog));
    expect(logs.length).toBeGreaterThanOrEqual(5);
    expect(logs.every((l) => l.workDate < today && l.workDate >= addDays(today, -13) && l.clockOutAt)).toBe(
      true,
    );
    expect(new Set(logs.map((l) => l.status))).toEqual(new Set(["open", "approved"]));
    const breaks = await database.select().from(workLogBreak).where(mine(workLogBreak));
    expect(breaks.every((b) => !b.paid && b.endAt!.getTime() - b.startAt.getTime() === 30 * 60_000)).toBe(
      true,
    );
    // The technician's current pay week is left to the clock (the work-logs browser test counts it).
    const monday = addDays(today, -((weekdayOf(today) + 6) % 7));
    const [tomas] = await database
      .select({ memberId: companyMember.id })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(and(mine(companyMember), eq(user.email, "tech@bluewave.demo")));
    expect(logs.some((l) => l.memberId === tomas.memberId)).toBe(true);
    expect(logs.filter((l) => l.memberId === tomas.memberId && l.workDate >= monday)).toHaveLength(0);

    // Nothing dated today.
    expect(jobs.every((j) => dayOf(j.createdAt) !== today && j.scheduledOn !== today)).toBe(true);
    expect(history.every((h) => dayOf(h.at) !== today)).toBe(true);
    expect(stops.filter((s) => s.jobId).every((s) => s.serviceDate !== today)).toBe(true);
    expect(requests.every((r) => dayOf(r.createdAt) !== today)).toBe(true);
    expect(alerts.every((a) => dayOf(a.createdAt) !== today)).toBe(true);
    expect(stops.filter((s) => s.serviceDate === today)).toHaveLength(8);
  });

  it("tells one story to the demo pool owner: everything Pat reads is Pat Morgan's", async () => {
    const database = await db();
    await seedDemo(database);
    const [pat] = await database.select().from(user).where(eq(user.email, "pat@poolowner.demo"));
    const [owner] = await database.select().from(user).where(eq(user.email, "owner@bluewave.demo"));
    const companyId = owner.recentlySelectedCompany!;
    const today = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Phoenix" }).format(new Date());

    // Pat's customer record is Pat: name and e-mail (invoices and reports are mailed there).
    const mine = await database.select().from(customer).where(eq(customer.linkedUserId, pat.id));
    expect(mine).toHaveLength(1);
    const [record] = mine;
    expect(record).toMatchObject({
      companyId,
      firstName: "Pat",
      lastName: "Morgan",
      displayName: "Morgan, Pat",
      email: "pat@poolowner.demo",
    });

    // The dashboard.
    const [overview] = await ownerOverview(asOwner(database, pat.id));
    expect(overview.customerName).toBe("Morgan, Pat");
    expect(overview.nextVisit?.date).toBeDefined();

    // Agreements: each is Pat's; the accepted one was signed by Pat.
    const agreements = await listOwnerAgreements(asOwner(database, pat.id));
    expect(agreements.length).toBeGreaterThan(0);
    const rows = await database
      .select()
      .from(serviceAgreement)
      .where(eq(serviceAgreement.customerId, record.id));
    expect(rows.map((r) => r.id).sort()).toEqual(expect.arrayContaining(agreements.map((a) => a.id)));
    for (const row of rows) {
      const doc = await loadAgreementDocument({ db: database }, row);
      expect(doc.customer).toMatchObject({ name: "Morgan, Pat", email: "pat@poolowner.demo" });
      if (row.acceptance) expect(row.acceptance.name).toBe("Pat Morgan");
    }
    expect(rows.some((r) => r.status === "accepted")).toBe(true);

    // Invoices and their receipts.
    const invoices = await ownerInvoices(asOwner(database, pat.id));
    expect(invoices.length).toBeGreaterThan(0);
    let receipts = 0;
    for (const listed of invoices) {
      const doc = await ownerInvoice(asOwner(database, pat.id), listed.id);
      expect(doc.customer).toMatchObject({ name: "Morgan, Pat", email: "pat@poolowner.demo" });
      for (const p of doc.payments) {
        const receipt = await ownerReceipt(asOwner(database, pat.id), listed.id, p.id);
        expect(receipt.invoice.customer.name).toBe("Morgan, Pat");
        receipts++;
      }
    }
    expect(receipts).toBeGreaterThan(0);

    // Messages: Pat's conversations link only Pat's records; "on his visit" is Pat's next visit, by its technician.
    const threads = await database
      .select()
      .from(messageThread)
      .where(eq(messageThread.customerId, record.id));
    expect(threads.length).toBeGreaterThanOrEqual(2);
    const messages = (
      await Promise.all(threads.map((t) => database.select().from(message).where(eq(message.threadId, t.id))))
    ).flat();
    const linkedStops = messages.filter((m) => m.linkedKind === "stop");
    const linkedInvoices = messages.filter((m) => m.linkedKind === "invoice");
    expect(linkedStops).toHaveLength(1);
    expect(linkedInvoices).toHaveLength(1);
    const [visit] = await database
      .select()
      .from(serviceStop)
      .where(eq(serviceStop.id, linkedStops[0].linkedId!));
    expect(visit.customerId).toBe(record.id);
    expect(visit.status).toBe("scheduled");
    expect(visit.serviceDate >= today).toBe(true);
    expect(visit.serviceDate).toBe(overview.nextVisit?.date);
    const [technician] = await database
      .select({ firstName: user.firstName })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(eq(companyMember.id, visit.technicianId!));
    expect(linkedStops[0].body).toContain(`${technician.firstName} will shock the pool`);
    const [bill] = await database.select().from(invoice).where(eq(invoice.id, linkedInvoices[0].linkedId!));
    expect(bill.customerId).toBe(record.id);
    // "Your latest invoice is ready. You can pay it online": Pat's newest invoice, and open.
    expect(invoices[0].id).toBe(bill.id);
    expect(invoices[0].payUrl).toBeTruthy();
  });

  it("dates each demo company's joining on the day its subscription started", async () => {
    const database = await db();
    await seedDemo(database);
    const today = new Date().toISOString().slice(0, 10);
    for (const email of ["owner@bluewave.demo", "owner@sunrisepools.demo"]) {
      const [owner] = await database.select().from(user).where(eq(user.email, email));
      const [seller] = await database
        .select()
        .from(company)
        .where(eq(company.id, owner.recentlySelectedCompany!));
      const [subscription] = await database
        .select()
        .from(platformSubscription)
        .where(eq(platformSubscription.companyId, seller.id));
      const joined = seller.createdAt.toISOString().slice(0, 10);
      expect(joined).toBe(subscription.startedOn);
      expect(joined < today).toBe(true);
      expect(owner.createdAt.toISOString().slice(0, 10)).toBe(joined);
    }
  });
});
