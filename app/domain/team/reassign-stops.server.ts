/**
 * Hands a member's work to another member (typically when they leave): their service stops from a date that nobody
 * has started, and their recurring stops still running then, in one transaction. Stops under a labor contract stay:
 * another company's (or the contract member's) work is planned by the contract. Past and finished stops keep naming
 * the member, as history.
 */

import { asc, eq, gte, inArray, isNull, or, sql } from "drizzle-orm";
import { addDays, todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { hasPermission } from "~/core/permissions/permissions";
import type { Tx } from "~/db/client.server";
import {
  company,
  companyMember,
  laborContract,
  laborContractStop,
  recurringServiceStop,
  role,
  serviceStop,
  user,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { syncRecurringStop } from "../routing/schedule.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { contractsOfParty } from "./labor-contract-party.server";
import { REASSIGN_MESSAGES, type ReassignableWork, type ReassignStopsInput } from "./reassign-schemas";
import { stopWorkerOptions } from "./workers.server";

type RecurringRow = typeof recurringServiceStop.$inferSelect;

async function memberOf(ctx: TenantContext, memberId: string) {
  const [row] = await ctx.db
    .select({
      id: companyMember.id,
      status: companyMember.status,
      name: user.name,
      permissions: role.permissions,
    })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.id, memberId)));
  if (!row) throw new NotFoundError("Member");
  return row;
}

/** The member's stops a handover from `fromDate` moves: scheduled, not started, and not under a labor contract. */
const movableStops = (ctx: TenantContext, memberId: string, fromDate: string) =>
  scoped(
    ctx,
    serviceStop,
    eq(serviceStop.technicianId, memberId),
    gte(serviceStop.serviceDate, fromDate),
    eq(serviceStop.status, "scheduled"),
    isNull(serviceStop.arrivedAt),
    isNull(serviceStop.contractorCompanyId),
    isNull(serviceStop.laborContractId),
  );

/** The member's recurring stops still running on or after `fromDate`. */
const runningRecurring = (ctx: TenantContext, memberId: string, fromDate: string) =>
  scoped(
    ctx,
    recurringServiceStop,
    eq(recurringServiceStop.technicianId, memberId),
    or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, fromDate)),
  );

/**
 * What the "Reassign stops" form needs: who may take the stops (active members who work stops, not this one) and
 * the member's movable work from today on, so the page can count what a chosen date moves.
 */
export async function reassignableWork(
  ctx: TenantContext,
  memberId: string,
): Promise<ReassignableWork & { today: string; targets: { value: string; label: string }[] }> {
  requirePermission(ctx, "routing:write");
  await memberOf(ctx, memberId);
  const today = todayIn(ctx.timeZone);
  const [stopsByDate, recurring, workers] = await Promise.all([
    ctx.db
      .select({ date: serviceStop.serviceDate, count: sql<number>`count(*)::int` })
      .from(serviceStop)
      .where(movableStops(ctx, memberId, today))
      .groupBy(serviceStop.serviceDate)
      .orderBy(asc(serviceStop.serviceDate)),
    ctx.db
      .select({ endDate: recurringServiceStop.endDate })
      .from(recurringServiceStop)
      .where(runningRecurring(ctx, memberId, today)),
    stopWorkerOptions(ctx),
  ]);
  return {
    today,
    targets: workers.filter((w) => w.value !== memberId),
    stopsByDate,
    recurringEnds: recurring.map((r) => r.endDate),
  };
}

/** The rules of a handover: who may ask, from when, and to whom (an active member of the company who works stops). */
async function checkHandover(ctx: TenantContext, memberId: string, input: ReassignStopsInput) {
  requirePermission(ctx, "routing:write");
  await memberOf(ctx, memberId);
  const today = todayIn(ctx.timeZone);
  if (input.fromDate < today) throw new RuleError("fromDate", REASSIGN_MESSAGES.past);
  if (input.technicianId === memberId) throw new RuleError("technicianId", REASSIGN_MESSAGES.same);
  const target = await memberOf(ctx, input.technicianId);
  if (target.status !== "active")
    throw new RuleError("technicianId", keyed(REASSIGN_MESSAGES.inactive, { name: target.name }));
  if (!hasPermission(target.permissions, "operations:work"))
    throw new RuleError("technicianId", keyed(REASSIGN_MESSAGES.noStops, { name: target.name }));
  return { target, today };
}

/** What `reassignStops` would move, checked the same way, changing nothing (the confirmation without JavaScript). */
export async function previewReassign(ctx: TenantContext, memberId: string, input: ReassignStopsInput) {
  const { target } = await checkHandover(ctx, memberId, input);
  const [[{ stops }], [{ recurringStops }]] = await Promise.all([
    ctx.db
      .select({ stops: sql<number>`count(*)::int` })
      .from(serviceStop)
      .where(movableStops(ctx, memberId, input.fromDate)),
    ctx.db
      .select({ recurringStops: sql<number>`count(*)::int` })
      .from(recurringServiceStop)
      .where(runningRecurring(ctx, memberId, input.fromDate)),
  ]);
  if (!stops && !recurringStops) throw new RuleError("fromDate", REASSIGN_MESSAGES.nothing);
  return { stops, recurringStops, targetName: target.name };
}

/**
 * Moves the member's work from `fromDate` on to another active member of the company who works stops. Recurring
 * stops change technician (split like "from now on" when they ran before that date, so earlier visits stay) and
 * their future visits are re-synced by the generator; the other stops (one-off ones, visits changed by hand) go to
 * the end of the new technician's day. Returns what moved.
 */
export async function reassignStops(ctx: TenantContext, memberId: string, input: ReassignStopsInput) {
  const { target, today } = await checkHandover(ctx, memberId, input);
  return ctx.db.transaction(async (tx) => {
    const [c] = await tx.select().from(company).where(eq(company.id, ctx.companyId));
    const stops = await tx
      .select({ id: serviceStop.id })
      .from(serviceStop)
      .where(movableStops(ctx, memberId, input.fromDate));
    const recurring = await tx
      .select()
      .from(recurringServiceStop)
      .where(runningRecurring(ctx, memberId, input.fromDate));
    if (!stops.length && !recurring.length) throw new RuleError("fromDate", REASSIGN_MESSAGES.nothing);

    for (const r of recurring) {
      if (r.startDate >= input.fromDate || input.fromDate <= today) {
        const [moved] = await tx
          .update(recurringServiceStop)
          .set({ technicianId: target.id, updatedAt: new Date() })
          .where(eq(recurringServiceStop.id, r.id))
          .returning();
        await syncRecurringStop(tx, c, moved);
      } else {
        await splitTo(tx, c, r, target.id, input.fromDate);
      }
    }

    // What the generator did not move (one-off stops, visits changed by hand): to the end of the target's day, and
    // marked as changed by hand so the generator leaves them with the new technician.
    const rest = await tx
      .select({
        id: serviceStop.id,
        serviceDate: serviceStop.serviceDate,
        recurringServiceStopId: serviceStop.recurringServiceStopId,
      })
      .from(serviceStop)
      .where(movableStops(ctx, memberId, input.fromDate))
      .orderBy(
        asc(serviceStop.serviceDate),
        sql`${serviceStop.routePosition} asc nulls last`,
        asc(serviceStop.number),
      );
    for (const stop of rest) {
      const [{ last }] = await tx
        .select({ last: sql<number | null>`max(${serviceStop.routePosition})` })
        .from(serviceStop)
        .where(
          scoped(
            ctx,
            serviceStop,
            eq(serviceStop.technicianId, target.id),
            eq(serviceStop.serviceDate, stop.serviceDate),
          ),
        );
      await tx
        .update(serviceStop)
        .set({
          technicianId: target.id,
          routePosition: (last ?? 0) + 1,
          ...(stop.recurringServiceStopId ? { detached: true } : {}),
          updatedAt: new Date(),
        })
        .where(eq(serviceStop.id, stop.id));
    }
    return { stops: stops.length, recurringStops: recurring.length, targetName: target.name };
  });
}

/**
 * The arrangement ran with the member before `fromDate`: it ends the day before and a copy with the new technician
 * starts that day (its labor contract links go with it), so earlier visits keep their technician and history.
 */
async function splitTo(
  tx: Tx,
  c: typeof company.$inferSelect,
  r: RecurringRow,
  technicianId: string,
  fromDate: string,
) {
  // tenancy: owner — recurring stop r of company c, found by the caller with scoped()
  const [ended] = await tx
    .update(recurringServiceStop)
    .set({ endDate: addDays(fromDate, -1), updatedAt: new Date() })
    .where(eq(recurringServiceStop.id, r.id))
    .returning();
  const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = r;
  const [next] = await tx
    .insert(recurringServiceStop)
    .values({ ...copy, technicianId, startDate: fromDate })
    .returning();
  // tenancy: owner — contractsOfParty() + laborContractStop.companyId = c.id
  const links = await tx
    .select({ contractId: laborContractStop.contractId })
    .from(laborContractStop)
    .innerJoin(laborContract, eq(laborContract.id, laborContractStop.contractId))
    .where(
      contractsOfParty(
        { companyId: c.id },
        eq(laborContractStop.companyId, c.id),
        eq(laborContract.companyId, c.id),
        eq(laborContractStop.recurringServiceStopId, r.id),
        inArray(laborContract.status, ["offered", "accepted", "ended"]),
      ),
    );
  if (links.length)
    await tx
      .insert(laborContractStop)
      .values(
        links.map((l) => ({ companyId: c.id, contractId: l.contractId, recurringServiceStopId: next.id })),
      );
  await syncRecurringStop(tx, c, ended);
  await syncRecurringStop(tx, c, next);
}
