import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import {
  alert,
  company,
  equipment,
  recurringServiceStop,
  serviceAgreement,
  serviceStop,
  workLog,
} from "~/db/schema";
import { bodyInput, customerInput, locationInput, newCompany } from "../../../tests/db/factories";
import { advanceStop } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { createLocation } from "../locations/locations.server";
import type { TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { evaluateAlertRules } from "./evaluate.server";

// 13:00 on 2026-07-15 in Los Angeles (the companies' default time zone).
const NOW = new Date("2026-07-15T20:00:00Z");
const TODAY = "2026-07-15";

async function setUp() {
  const { ctx } = await newCompany();
  const c = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
  const loc = await createLocation(ctx, c.id, locationInput());
  const body = await createBodyOfWater(ctx, c.id, loc.id, bodyInput());
  let number = 100;
  // Scheduled stops on fixed days, some a standing stop's visit of a past day (the generator makes visits from today
  // on): inserted as scheduled; every later state goes through the technician's use cases (advanceStop).
  const stop = async (values: Partial<typeof serviceStop.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(serviceStop)
      .values({
        companyId: ctx.companyId,
        number: number++,
        customerId: c.id,
        serviceLocationId: loc.id,
        technicianId: ctx.memberId,
        serviceDate: TODAY,
        ...values,
      })
      .returning();
    return row;
  };
  const equip = async (values: Partial<typeof equipment.$inferInsert> = {}) => {
    const [row] = await ctx.db
      .insert(equipment)
      .values({
        companyId: ctx.companyId,
        customerId: c.id,
        bodyOfWaterId: body.id,
        category: "filter",
        ...values,
      })
      .returning();
    return row;
  };
  return { ctx, customer: c, location: loc, stop, equip };
}

const alertsOf = (ctx: TenantContext, kind: (typeof alert.$inferSelect)["kind"]) =>
  ctx.db
    .select()
    .from(alert)
    .where(and(eq(alert.companyId, ctx.companyId), eq(alert.kind, kind)));

const run = (ctx: TenantContext, now = NOW) => evaluateAlertRules(ctx, now, ctx.companyId);

const setRules = (ctx: TenantContext, rules: Record<string, { enabled: boolean; threshold?: number }>) =>
  ctx.db.update(company).set({ alertRules: rules }).where(eq(company.id, ctx.companyId));

describe("the hourly alert rules", () => {
  it("stop missed: fires once, resolves by itself when the stop is finished", async () => {
    const { ctx, stop } = await setUp();
    const missed = await stop({ serviceDate: "2026-07-14" });
    await advanceStop(ctx, (await stop({ serviceDate: "2026-07-14" })).id, "finished", {
      at: new Date("2026-07-14T17:00:00Z"),
    });
    await stop({ serviceDate: "2026-06-01" }); // too old to be news
    await stop({ serviceDate: TODAY }); // today's is not missed yet
    await run(ctx);
    await run(ctx);
    const raised = await alertsOf(ctx, "stop missed");
    expect(raised.map((a) => a.serviceStopId)).toEqual([missed.id]);
    expect(raised[0].dedupeKey).toBe(`stop-missed:${missed.id}`);
    expect(raised[0].severity).toBe("critical");

    await advanceStop(ctx, missed.id, "finished", { at: NOW });
    await run(ctx);
    const [after] = await alertsOf(ctx, "stop missed");
    expect(after.resolvedAt).not.toBeNull();
    expect(after.resolvedByUserId).toBeNull();
  });

  it("stop running late: only past its window's end plus the threshold, resolved when finished", async () => {
    const { ctx, customer, location, stop } = await setUp();
    const standing = (end: string) =>
      ctx.db
        .insert(recurringServiceStop)
        .values({
          companyId: ctx.companyId,
          customerId: customer.id,
          serviceLocationId: location.id,
          frequency: "weekly",
          startDate: "2026-01-01",
          timeWindowStart: "08:00",
          timeWindowEnd: end,
        })
        .returning()
        .then(([r]) => r);
    const late = await stop({ recurringServiceStopId: (await standing("12:00")).id, occurrenceDate: TODAY });
    await stop({ recurringServiceStopId: (await standing("12:45")).id, occurrenceDate: TODAY }); // 15 min only
    await run(ctx);
    await run(ctx);
    expect((await alertsOf(ctx, "stop running late")).map((a) => a.serviceStopId)).toEqual([late.id]);
    await advanceStop(ctx, late.id, "finished", { at: NOW });
    await run(ctx);
    expect((await alertsOf(ctx, "stop running late"))[0].resolvedAt).not.toBeNull();
  });

  it("equipment service due: within the threshold, once per due date; serviced → resolved", async () => {
    const { ctx, equip } = await setUp();
    const due = await equip({ nextServiceOn: "2026-07-20" });
    await equip({ nextServiceOn: "2026-09-01" });
    await equip({ nextServiceOn: "2026-07-16", archivedAt: NOW });
    await run(ctx);
    await run(ctx);
    const raised = await alertsOf(ctx, "equipment service due");
    expect(raised.map((a) => a.equipmentId)).toEqual([due.id]);
    await ctx.db
      .update(equipment)
      .set({ lastServiceOn: TODAY, nextServiceOn: "2026-10-15" })
      .where(eq(equipment.id, due.id));
    await run(ctx);
    const after = await alertsOf(ctx, "equipment service due");
    expect(after).toHaveLength(1);
    expect(after[0].resolvedAt).not.toBeNull();
  });

  it("filter pressure high: at the threshold's rise; back down → resolved; a person's resolve sticks", async () => {
    const { ctx, equip } = await setUp();
    const high = await equip({ cleanPressurePsi: 10, currentPressurePsi: 19 });
    await equip({ cleanPressurePsi: 10, currentPressurePsi: 17 });
    await run(ctx);
    await run(ctx);
    let raised = await alertsOf(ctx, "filter pressure high");
    expect(raised.map((a) => a.equipmentId)).toEqual([high.id]);
    await ctx.db.update(equipment).set({ currentPressurePsi: 11 }).where(eq(equipment.id, high.id));
    await run(ctx);
    raised = await alertsOf(ctx, "filter pressure high");
    expect(raised[0].resolvedAt).not.toBeNull();

    // Up again: a new alert; resolved by a person while still high, it is not raised again.
    await ctx.db.update(equipment).set({ currentPressurePsi: 20 }).where(eq(equipment.id, high.id));
    await run(ctx);
    raised = await alertsOf(ctx, "filter pressure high");
    expect(raised.filter((a) => !a.resolvedAt)).toHaveLength(1);
    await ctx.db
      .update(alert)
      .set({ resolvedAt: NOW, resolvedByUserId: ctx.userId })
      .where(eq(alert.id, raised.find((a) => !a.resolvedAt)!.id));
    await run(ctx);
    expect((await alertsOf(ctx, "filter pressure high")).filter((a) => !a.resolvedAt)).toHaveLength(0);
  });

  it("agreement expiring: an accepted agreement ending within the days; renewed → resolved", async () => {
    const { ctx, customer } = await setUp();
    const agreement = (number: number, status: string, endsOn: string | null) =>
      ctx.db
        .insert(serviceAgreement)
        .values({
          companyId: ctx.companyId,
          number,
          customerId: customer.id,
          status: status as "accepted",
          title: "Weekly service",
          rateCents: 16000,
          startsOn: "2026-01-01",
          endsOn,
        })
        .returning()
        .then(([r]) => r);
    const ending = await agreement(1, "accepted", "2026-08-01");
    await agreement(2, "accepted", "2026-12-31");
    await agreement(3, "sent", "2026-07-20");
    await agreement(4, "accepted", null);
    await run(ctx);
    await run(ctx);
    expect((await alertsOf(ctx, "agreement expiring")).map((a) => a.agreementId)).toEqual([ending.id]);
    await ctx.db.update(serviceAgreement).set({ endsOn: null }).where(eq(serviceAgreement.id, ending.id));
    await run(ctx);
    expect((await alertsOf(ctx, "agreement expiring"))[0].resolvedAt).not.toBeNull();
  });

  it("long day: an open shift past the hours fires once; a corrected one clears", async () => {
    const { ctx } = await setUp();
    const [log] = await ctx.db
      .insert(workLog)
      .values({
        companyId: ctx.companyId,
        memberId: ctx.memberId,
        workDate: TODAY,
        clockInAt: new Date(NOW.getTime() - 11 * 3_600_000),
      })
      .returning();
    await run(ctx);
    await run(ctx);
    const raised = await alertsOf(ctx, "long day");
    expect(raised).toHaveLength(1);
    expect(raised[0].memberId).toBe(ctx.memberId);
    expect(translatorFor("en").text(raised[0].title)).toContain("11 h");
    await ctx.db
      .update(workLog)
      .set({ clockOutAt: new Date(NOW.getTime() - 3 * 3_600_000) })
      .where(eq(workLog.id, log.id));
    await run(ctx);
    expect((await alertsOf(ctx, "long day"))[0].resolvedAt).not.toBeNull();
  });

  it("a rule turned off does not fire; its threshold is the company's", async () => {
    const { ctx, stop, equip } = await setUp();
    await stop({ serviceDate: "2026-07-14" });
    await equip({ cleanPressurePsi: 10, currentPressurePsi: 15 });
    await setRules(ctx, {
      "stop-missed": { enabled: false },
      "filter-pressure-high": { enabled: true, threshold: 5 },
    });
    await run(ctx);
    expect(await alertsOf(ctx, "stop missed")).toHaveLength(0);
    expect(await alertsOf(ctx, "filter pressure high")).toHaveLength(1);
  });
});
