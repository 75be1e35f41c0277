import { and, eq, inArray } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { addDays, todayIn } from "~/core/calendar/dates";
import { translatorFor } from "~/core/i18n/catalogs";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { laborContractStop, recurringServiceStop, serviceStop } from "~/db/schema";
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
import { createRecurringStop } from "../routing/recurring-stops.server";
import { createServiceStop } from "../service/schedule-stop.server";
import type { TenantContext } from "../tenant.server";
import { deactivateMember } from "./members.server";
import { countReassignable, REASSIGN_MESSAGES } from "./reassign-schemas";
import { previewReassign, reassignableWork, reassignStops } from "./reassign-stops.server";

/** A company with two technicians; `leaving` has a weekly recurring stop from today and some one-off stops. */
async function team() {
  const { ctx } = await newCompany();
  const leaving = await newTechnician(ctx);
  const taking = await newTechnician(ctx);
  const today = todayIn(ctx.timeZone);
  const customer = await createCustomer(ctx, customerInput());
  const location = await createLocation(ctx, customer.id, locationInput());
  const { recurringStop } = await createRecurringStop(
    ctx,
    customer.id,
    recurringInput({
      serviceLocationId: location.id,
      startDate: today,
      technicianId: leaving.memberId,
      days: [weekdayOf(today)],
    }),
  );
  const oneOff = (technicianId: string, serviceDate: string) =>
    createServiceStop(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId,
      taskGroupId: null,
      serviceDate,
      estimatedMinutes: null,
      description: "",
    });
  return { ctx, leaving, taking, today, recurringStop, oneOff };
}

const stopsOf = (ctx: TenantContext, ids: string[]) =>
  ctx.db.select().from(serviceStop).where(inArray(serviceStop.id, ids));
const visitsOf = (ctx: TenantContext, recurringId: string) =>
  ctx.db
    .select()
    .from(serviceStop)
    .where(
      and(eq(serviceStop.companyId, ctx.companyId), eq(serviceStop.recurringServiceStopId, recurringId)),
    );

describe("reassigning a member's stops", () => {
  it("moves future scheduled stops and recurring stops only, to the end of the new technician's day", async () => {
    const { ctx, leaving, taking, today, recurringStop, oneOff } = await team();
    const tomorrow = addDays(today, 1);
    const future = await oneOff(leaving.memberId, tomorrow);
    const theirs = await oneOff(taking.memberId, tomorrow);
    const past = await oneOff(leaving.memberId, addDays(today, -2));
    const finished = await oneOff(leaving.memberId, addDays(today, 2));
    const skipped = await oneOff(leaving.memberId, addDays(today, 3));
    const contracted = await oneOff(leaving.memberId, addDays(today, 4));
    await advanceStop(ctx, finished.id, "finished");
    await advanceStop(ctx, skipped.id, "skipped");
    const other = await newCompany("Sub");
    // Contracted out (the contract's own flow is contractor-stops.test.ts): here only who holds the stop matters.
    await ctx.db
      .update(serviceStop)
      .set({ contractorCompanyId: other.ctx.companyId })
      .where(eq(serviceStop.id, contracted.id));
    const visits = await visitsOf(ctx, recurringStop.id);
    expect(visits.length).toBeGreaterThan(1);
    await deactivateMember(ctx, leaving.memberId);

    const work = await reassignableWork(ctx, leaving.memberId);
    expect(work.targets.map((t) => t.value)).toContain(taking.memberId);
    expect(work.targets.map((t) => t.value)).not.toContain(leaving.memberId);
    // The past member is no longer a choice.
    expect((await reassignableWork(ctx, taking.memberId)).targets.map((t) => t.value)).not.toContain(
      leaving.memberId,
    );
    expect(countReassignable(work, today)).toEqual({ stops: visits.length + 1, recurringStops: 1 });

    const input = { technicianId: taking.memberId, fromDate: today };
    const preview = await previewReassign(ctx, leaving.memberId, input);
    const result = await reassignStops(ctx, leaving.memberId, input);
    // The confirmation's counts are what moves.
    expect(preview).toEqual(result);
    expect(result).toEqual({ stops: visits.length + 1, recurringStops: 1, targetName: "Olga Owner" });

    const [movedRecurring] = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.id, recurringStop.id));
    expect(movedRecurring.technicianId).toBe(taking.memberId);
    const after = await visitsOf(ctx, recurringStop.id);
    expect(after.map((v) => v.id).sort()).toEqual(visits.map((v) => v.id).sort());
    expect(after.every((v) => v.technicianId === taking.memberId && !v.detached)).toBe(true);

    const byId = new Map((await stopsOf(ctx, [future.id, theirs.id])).map((s) => [s.id, s]));
    expect(byId.get(future.id)).toMatchObject({ technicianId: taking.memberId, routePosition: 2 });
    expect(byId.get(theirs.id)).toMatchObject({ technicianId: taking.memberId, routePosition: 1 });
    const untouched = await stopsOf(ctx, [past.id, finished.id, skipped.id, contracted.id]);
    expect(untouched.map((s) => s.technicianId)).toEqual(Array(4).fill(leaving.memberId));

    // The generator keeps the visits with the new technician.
    const again = await reassignableWork(ctx, leaving.memberId);
    expect(countReassignable(again, today)).toEqual({ stops: 0, recurringStops: 0 });
    await expect(
      reassignStops(ctx, leaving.memberId, { technicianId: taking.memberId, fromDate: today }),
    ).rejects.toMatchObject({ field: "fromDate", message: REASSIGN_MESSAGES.nothing });
  });

  it("from a later date, splits the recurring stop so earlier visits stay with the member", async () => {
    const { ctx, leaving, taking, today, recurringStop, oneOff } = await team();
    const from = addDays(today, 7);
    const early = await oneOff(leaving.memberId, addDays(today, 1));
    const late = await oneOff(leaving.memberId, addDays(today, 8));
    const before = await visitsOf(ctx, recurringStop.id);
    const lateVisits = before.filter((v) => v.serviceDate >= from);
    expect(lateVisits.length).toBeGreaterThan(0);

    const result = await reassignStops(ctx, leaving.memberId, {
      technicianId: taking.memberId,
      fromDate: from,
    });
    expect(result).toMatchObject({ stops: lateVisits.length + 1, recurringStops: 1 });

    const [ended] = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.id, recurringStop.id));
    expect(ended).toMatchObject({ technicianId: leaving.memberId, endDate: addDays(from, -1) });
    const [copy] = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(
        and(
          eq(recurringServiceStop.companyId, ctx.companyId),
          eq(recurringServiceStop.technicianId, taking.memberId),
        ),
      );
    expect(copy).toMatchObject({ startDate: from, endDate: null, days: recurringStop.days });
    expect((await visitsOf(ctx, recurringStop.id)).every((v) => v.serviceDate < from)).toBe(true);
    expect(
      (await visitsOf(ctx, ended.id)).every(
        (v) => v.technicianId === leaving.memberId && v.serviceDate < from,
      ),
    ).toBe(true);
    const newVisits = await visitsOf(ctx, copy.id);
    expect(newVisits.map((v) => v.serviceDate).sort()).toEqual(lateVisits.map((v) => v.serviceDate).sort());
    expect(newVisits.every((v) => v.technicianId === taking.memberId)).toBe(true);

    const byId = new Map((await stopsOf(ctx, [early.id, late.id])).map((s) => [s.id, s]));
    expect(byId.get(early.id)?.technicianId).toBe(leaving.memberId);
    expect(byId.get(late.id)?.technicianId).toBe(taking.memberId);
    // No labor contract covered it, so none follows the copy.
    expect(
      await ctx.db
        .select()
        .from(laborContractStop)
        .where(eq(laborContractStop.recurringServiceStopId, copy.id)),
    ).toEqual([]);
  });

  it("refuses the same member, an inactive one and a past date, changing nothing", async () => {
    const { ctx, leaving, taking, today, recurringStop } = await team();
    const gone = await newTechnician(ctx);
    await deactivateMember(ctx, gone.memberId);
    const attempts: [string, string, string, RegExp | string][] = [
      [leaving.memberId, today, "technicianId", REASSIGN_MESSAGES.same],
      [gone.memberId, today, "technicianId", /is not an active member/],
      [taking.memberId, addDays(today, -1), "fromDate", REASSIGN_MESSAGES.past],
    ];
    for (const [technicianId, fromDate, field, message] of attempts) {
      const error = await reassignStops(ctx, leaving.memberId, { technicianId, fromDate }).catch((e) => e);
      expect(error).toBeInstanceOf(RuleError);
      expect(error.field).toBe(field);
      // The domain answers with a catalog key (and values): compare the message as an English page shows it.
      expect(translatorFor("en").text(error.message)).toMatch(
        typeof message === "string" ? translatorFor("en").text(message) : message,
      );
    }
    const [still] = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.id, recurringStop.id));
    expect(still.technicianId).toBe(leaving.memberId);
    expect((await visitsOf(ctx, recurringStop.id)).every((v) => v.technicianId === leaving.memberId)).toBe(
      true,
    );
  });

  it("needs routing:write", async () => {
    const { ctx, leaving, taking, today } = await team();
    // A technician reads routes only.
    await expect(
      reassignStops(leaving, leaving.memberId, { technicianId: taking.memberId, fromDate: today }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    await expect(reassignableWork(leaving, leaving.memberId)).rejects.toBeInstanceOf(ForbiddenError);
    const routingOnly = { ...ctx, permissions: ["routing:write", "team:read", "operations:read"] };
    await expect(
      reassignStops(routingOnly, leaving.memberId, { technicianId: taking.memberId, fromDate: today }),
    ).resolves.toMatchObject({ recurringStops: 1 });
  });

  it("another company's member is not found, as the member or as the target", async () => {
    const { ctx, leaving, today } = await team();
    const other = await team();
    await expect(
      reassignStops(ctx, leaving.memberId, { technicianId: other.taking.memberId, fromDate: today }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      reassignStops(other.ctx, leaving.memberId, { technicianId: other.taking.memberId, fromDate: today }),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(reassignableWork(other.ctx, leaving.memberId)).rejects.toBeInstanceOf(NotFoundError);
    // Nothing moved on either side.
    const [mine] = await ctx.db
      .select()
      .from(recurringServiceStop)
      .where(eq(recurringServiceStop.technicianId, leaving.memberId));
    expect(mine).toBeDefined();
  });
});
