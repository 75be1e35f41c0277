import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { parseListQuery } from "~/core/listing/list-query";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { company, serviceStop } from "~/db/schema";
import {
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
  recurringInput,
} from "../../../tests/db/factories";
import { advanceStop } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import type { TenantContext } from "../tenant.server";
import { type RecurringStopInput, recurringStopFormSchema } from "./recurring-schemas";
import {
  createRecurringStop,
  endRecurringStop,
  getRecurringStop,
  listRecurringStops,
  moveVisit,
  recurringFilters,
  recurringSorts,
  resyncCompany,
  updateRecurringStop,
} from "./recurring-stops.server";
import { generateSchedule } from "./schedule.server";

async function setUp() {
  const { ctx } = await newCompany();
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const today = todayIn(ctx.timeZone);
  const input = (over: Partial<RecurringStopInput> = {}) =>
    recurringInput({
      serviceLocationId: location.id,
      startDate: today,
      technicianId: tech.memberId,
      ...over,
    });
  return { ctx, tech, customer, location, today, input };
}

async function visitsOf(ctx: TenantContext, recurringId: string) {
  return ctx.db
    .select()
    .from(serviceStop)
    .where(and(eq(serviceStop.companyId, ctx.companyId), eq(serviceStop.recurringServiceStopId, recurringId)))
    .orderBy(serviceStop.serviceDate);
}

describe("recurring stops and the schedule generator", () => {
  it("creating one makes its visits for the 4-week horizon, on its weekday, for its technician", async () => {
    const { ctx, tech, customer, input, today } = await setUp();
    const { recurringStop, sync } = await createRecurringStop(ctx, customer.id, input());
    const visits = await visitsOf(ctx, recurringStop.id);
    expect(sync.created).toBe(4);
    expect(visits).toHaveLength(4);
    for (const v of visits) {
      expect(weekdayOf(v.serviceDate)).toBe(1);
      expect(v.serviceDate >= today && v.serviceDate <= addDays(today, 27)).toBe(true);
      expect(v.technicianId).toBe(tech.memberId);
      expect(v.estimatedMinutes).toBe(30);
      expect(v.occurrenceDate).toBe(v.serviceDate);
    }
  });

  it("is idempotent: running the generator again creates nothing", async () => {
    const { ctx, customer, input } = await setUp();
    const { recurringStop } = await createRecurringStop(ctx, customer.id, input({ days: [1, 4] }));
    const before = await visitsOf(ctx, recurringStop.id);
    const again = await generateSchedule(ctx, { companyId: ctx.companyId });
    const twice = await generateSchedule(ctx, { companyId: ctx.companyId });
    expect(again).toEqual({ created: 0, updated: 0, removed: 0 });
    expect(twice).toEqual({ created: 0, updated: 0, removed: 0 });
    expect((await visitsOf(ctx, recurringStop.id)).map((v) => v.id)).toEqual(before.map((v) => v.id));
  });

  it("a longer horizon adds visits; an edit changes only future unstarted visits, never finished ones", async () => {
    const { ctx, customer, input } = await setUp();
    const other = await newTechnician(ctx);
    const { recurringStop } = await createRecurringStop(
      ctx,
      customer.id,
      input({ frequency: "daily", days: [] }),
    );
    const visits = await visitsOf(ctx, recurringStop.id);
    expect(visits).toHaveLength(28);
    // The first is finished, the second started.
    await advanceStop(ctx, visits[0].id, "finished");
    await advanceStop(ctx, visits[1].id, "in progress");

    await updateRecurringStop(
      ctx,
      recurringStop.id,
      input({ frequency: "weekly", days: [3], technicianId: other.memberId }),
    );
    const after = await visitsOf(ctx, recurringStop.id);
    const kept = after.filter((v) => v.id === visits[0].id || v.id === visits[1].id);
    expect(kept.map((v) => v.technicianId)).toEqual([visits[0].technicianId, visits[1].technicianId]);
    const future = after.filter((v) => v.status === "scheduled");
    expect(future.length).toBeGreaterThanOrEqual(3);
    for (const v of future) {
      expect(weekdayOf(v.serviceDate)).toBe(3);
      expect(v.technicianId).toBe(other.memberId);
    }

    await ctx.db.update(company).set({ scheduleHorizonWeeks: 8 }).where(eq(company.id, ctx.companyId));
    const longer = await resyncCompany(ctx);
    expect(longer.created).toBe(4);
  });

  it("ending it removes the later unstarted visits and keeps the earlier ones", async () => {
    const { ctx, customer, input, today } = await setUp();
    const { recurringStop } = await createRecurringStop(
      ctx,
      customer.id,
      input({ days: [0, 1, 2, 3, 4, 5, 6] }),
    );
    const end = addDays(today, 9);
    // A visit moved by hand past the end goes too.
    const [last] = (await visitsOf(ctx, recurringStop.id)).slice(-1);
    await moveVisit(ctx, last.id, {
      serviceDate: addDays(last.serviceDate, 1),
      technicianId: null,
      scope: "this",
    });
    const result = await endRecurringStop(ctx, recurringStop.id, end);
    expect(result.removed).toBe(18);
    const left = await visitsOf(ctx, recurringStop.id);
    expect(left).toHaveLength(10);
    expect(left.every((v) => v.serviceDate <= end)).toBe(true);
    await expect(endRecurringStop(ctx, recurringStop.id, addDays(today, -30))).rejects.toBeInstanceOf(
      RuleError,
    );
  });

  it("holidays skip or move visits as the company chooses; the customer's skip dates drop them", async () => {
    const { ctx, customer, input, today } = await setUp();
    const days = [0, 1, 2, 3, 4, 5, 6];
    const { recurringStop } = await createRecurringStop(
      ctx,
      customer.id,
      input({ frequency: "weekly", days: [weekdayOf(addDays(today, 7))], skipDates: [addDays(today, 14)] }),
    );
    expect((await visitsOf(ctx, recurringStop.id)).map((v) => v.serviceDate)).not.toContain(
      addDays(today, 14),
    );
    const holiday = addDays(today, 7);
    await ctx.db
      .update(company)
      .set({ holidays: [{ date: holiday, name: "Holiday" }], holidayPolicy: "next day" })
      .where(eq(company.id, ctx.companyId));
    await resyncCompany(ctx);
    const moved = (await visitsOf(ctx, recurringStop.id)).find((v) => v.occurrenceDate === holiday);
    expect(moved?.serviceDate).toBe(addDays(holiday, 1));
    await ctx.db.update(company).set({ holidayPolicy: "skip" }).where(eq(company.id, ctx.companyId));
    await resyncCompany(ctx);
    expect((await visitsOf(ctx, recurringStop.id)).some((v) => v.occurrenceDate === holiday)).toBe(false);
    expect(days).toHaveLength(7);
  });

  it("moves one visit only: the generator leaves it where it was put", async () => {
    const { ctx, customer, input, today } = await setUp();
    const { recurringStop } = await createRecurringStop(
      ctx,
      customer.id,
      input({ days: [weekdayOf(today)] }),
    );
    const [first, second] = await visitsOf(ctx, recurringStop.id);
    const target = addDays(second.serviceDate, 1);
    await moveVisit(ctx, second.id, { serviceDate: target, technicianId: null, scope: "this" });
    await generateSchedule(ctx, { companyId: ctx.companyId });
    const after = await visitsOf(ctx, recurringStop.id);
    expect(after).toHaveLength(4);
    expect(after.find((v) => v.id === second.id)?.serviceDate).toBe(target);
    expect(after.find((v) => v.id === first.id)?.serviceDate).toBe(first.serviceDate);
    await expect(
      moveVisit(ctx, first.id, { serviceDate: addDays(today, -1), technicianId: null, scope: "this" }),
    ).rejects.toBeInstanceOf(RuleError);
  });

  it("moves from now on: the arrangement is split at that visit and later visits take the new weekday", async () => {
    const { ctx, customer, input, today } = await setUp();
    const day = weekdayOf(addDays(today, 1));
    const { recurringStop } = await createRecurringStop(ctx, customer.id, input({ days: [day] }));
    const visits = await visitsOf(ctx, recurringStop.id);
    const from = visits[1];
    const result = await moveVisit(ctx, from.id, {
      serviceDate: addDays(from.serviceDate, 2),
      technicianId: null,
      scope: "following",
    });
    const old = await getRecurringStop(ctx, recurringStop.id);
    expect(old.endDate).toBe(addDays(from.serviceDate, -1));
    expect(old.upcoming.map((v) => v.id)).toEqual([visits[0].id]);
    const next = await getRecurringStop(ctx, result.recurringStopId!);
    expect(next.days).toEqual([(day + 2) % 7]);
    expect(next.upcoming.length).toBeGreaterThanOrEqual(2);
    expect(next.upcoming.every((v) => weekdayOf(v.serviceDate) === (day + 2) % 7)).toBe(true);
  });

  it("lists with search, technician and status filters", async () => {
    const { ctx, customer, input, today } = await setUp();
    await createRecurringStop(ctx, customer.id, input());
    const ended = await createRecurringStop(
      ctx,
      customer.id,
      input({ days: [2], startDate: addDays(today, -30) }),
    );
    await endRecurringStop(ctx, ended.recurringStop.id, addDays(today, -1));
    const query = (params: string) =>
      parseListQuery(new URLSearchParams(params), {
        sorts: recurringSorts,
        defaultSort: "customer",
        filters: recurringFilters,
      });
    expect((await listRecurringStops(ctx, query(""))).total).toBe(2);
    expect((await listRecurringStops(ctx, query("status=active"))).rows.map((r) => r.schedule)).toEqual([
      "Weekly on Monday",
    ]);
    expect((await listRecurringStops(ctx, query("status=ended"))).total).toBe(1);
    expect((await listRecurringStops(ctx, query("q=oak"))).total).toBe(2);
    expect((await listRecurringStops(ctx, query("q=nowhere"))).total).toBe(0);
    expect((await listRecurringStops(ctx, query("technician=none"))).total).toBe(0);
  });

  it("checks references and permissions: a technician may read but not arrange", async () => {
    const { ctx, customer, input, tech } = await setUp();
    await expect(
      createRecurringStop(ctx, customer.id, input({ serviceLocationId: "nope" })),
    ).rejects.toBeInstanceOf(RuleError);
    await expect(
      createRecurringStop(ctx, customer.id, input({ technicianId: "nope" })),
    ).rejects.toBeInstanceOf(RuleError);
    await expect(createRecurringStop(tech, customer.id, input())).rejects.toBeInstanceOf(ForbiddenError);
    const { recurringStop } = await createRecurringStop(ctx, customer.id, input());
    expect((await getRecurringStop(tech, recurringStop.id)).id).toBe(recurringStop.id);
    await expect(updateRecurringStop(tech, recurringStop.id, input())).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("another company's recurring stop is not found, on read and on write", async () => {
    const { ctx, customer, input } = await setUp();
    const { recurringStop } = await createRecurringStop(ctx, customer.id, input());
    const [visit] = await visitsOf(ctx, recurringStop.id);
    const { ctx: other } = await newCompany("Other Pools");
    await expect(getRecurringStop(other, recurringStop.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateRecurringStop(other, recurringStop.id, input())).rejects.toBeInstanceOf(NotFoundError);
    await expect(endRecurringStop(other, recurringStop.id, "2030-01-01")).rejects.toBeInstanceOf(
      NotFoundError,
    );
    await expect(
      moveVisit(other, visit.id, { serviceDate: "2030-01-01", technicianId: null, scope: "this" }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(createRecurringStop(other, customer.id, input())).rejects.toBeInstanceOf(NotFoundError);
    const query = parseListQuery(new URLSearchParams(), {
      sorts: recurringSorts,
      defaultSort: "customer",
      filters: recurringFilters,
    });
    expect((await listRecurringStops(other, query)).total).toBe(0);
  });
});

describe("recurring stop form", () => {
  const form = (over: Record<string, string>) =>
    recurringStopFormSchema.safeParse({
      serviceLocationId: "loc",
      frequency: "weekly",
      day1: "on",
      startDate: "2026-12-01",
      ...over,
    });

  it("reads weekdays, monthly and money", () => {
    const weekly = form({ day4: "on", price: "45.50" });
    expect(weekly.success && weekly.data.days).toEqual([1, 4]);
    expect(weekly.success && weekly.data.priceCents).toBe(4550);
    const monthly = form({ frequency: "monthly", monthWeek: "-1", monthWeekday: "5" });
    expect(monthly.success && [monthly.data.days, monthly.data.monthWeek]).toEqual([[5], -1]);
    const skips = form({ skipDates: "2026-12-24, 2026-12-31 2026-12-24" });
    expect(skips.success && skips.data.skipDates).toEqual(["2026-12-24", "2026-12-31"]);
  });

  it("puts each problem next to its field", () => {
    const errors = (over: Record<string, string>) => {
      const r = form(over);
      return r.success ? {} : Object.fromEntries(r.error.issues.map((i) => [i.path.join("."), i.message]));
    };
    expect(errors({ day1: "" })).toHaveProperty("days");
    expect(errors({ frequency: "every N weeks", interval: "1" })).toHaveProperty("interval");
    expect(errors({ frequency: "monthly", monthWeek: "-1" })).toHaveProperty("monthWeekday");
    expect(errors({ endDate: "2026-11-01" })).toHaveProperty("endDate");
    expect(errors({ timeWindowStart: "10:00", timeWindowEnd: "09:00" })).toHaveProperty("timeWindowEnd");
    expect(errors({ timeWindowStart: "25:00" })).toHaveProperty("timeWindowStart");
    expect(errors({ skipDates: "2026-13-01" })).toHaveProperty("skipDates");
    expect(errors({ price: "-3" })).toHaveProperty("price");
    expect(errors({ startDate: "" })).toHaveProperty("startDate");
  });
});
