/**
 * Recurring service: the standing arrangements (create, edit, end), their list and detail, and moving one visit —
 * "this visit only" or "from now on". Every write re-syncs the recurring stop's future visits in the same
 * transaction, so the office sees the stops appear or move as soon as the page reloads.
 */

import { and, asc, desc, eq, gt, gte, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import { addDays, todayIn } from "~/core/calendar/dates";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { describeRule, weekdayOf } from "~/core/recurrence/recurrence";
import type { Tx } from "~/db/client.server";
import {
  company,
  customer,
  recurringRoute,
  recurringServiceStop,
  serviceLocation,
  serviceStop,
  taskGroup,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { listTechnicianOptions } from "../service/stop-lists.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import type { MoveVisitInput, RecurringStopInput } from "./recurring-schemas";
import { generateSchedule, type SyncResult, syncRecurringStop } from "./schedule.server";

export const recurringSorts = ["customer", "technician", "start", "created"] as const;
export type RecurringSort = (typeof recurringSorts)[number];
export const recurringFilters = ["technician", "status", "customer"] as const;

type RecurringRow = typeof recurringServiceStop.$inferSelect;

const technicianName = sql<
  string | null
>`(select "u"."name" from "company_member" "m" join "user" "u" on "u"."id" = "m"."user_id" where "m"."id" = "recurring_service_stop"."technician_id")`;

/** The first scheduled visit from the company's today (not the database server's date). */
const nextVisit = (today: string) =>
  sql<
    string | null
  >`(select min("s"."service_date") from "service_stop" "s" where "s"."recurring_service_stop_id" = "recurring_service_stop"."id" and "s"."status" = 'scheduled' and "s"."service_date" >= ${today})`;

export async function listRecurringStops(ctx: TenantContext, query: ListQuery<RecurringSort>) {
  requirePermission(ctx, "operations:read");
  const today = todayIn(ctx.timeZone);
  const { technician, status, customer: customerId } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    recurringServiceStop,
    technician === "none"
      ? isNull(recurringServiceStop.technicianId)
      : technician
        ? eq(recurringServiceStop.technicianId, technician)
        : undefined,
    status === "ended"
      ? and(isNotNull(recurringServiceStop.endDate), lt(recurringServiceStop.endDate, today))
      : status === "active"
        ? or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, today))
        : undefined,
    customerId ? eq(recurringServiceStop.customerId, customerId) : undefined,
    pattern
      ? sql`(${customer.displayName} ilike ${pattern} or ${serviceLocation.addressLine} ilike ${pattern} or ${serviceLocation.city} ilike ${pattern})`
      : undefined,
  );
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    customer: [direction(customer.displayName)],
    technician: [direction(technicianName), asc(customer.displayName)],
    start: [direction(recurringServiceStop.startDate), asc(customer.displayName)],
    created: [direction(recurringServiceStop.createdAt)],
  }[query.sort];
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: recurringServiceStop.id,
          customerId: recurringServiceStop.customerId,
          customerName: customer.displayName,
          address: serviceLocation.addressLine,
          city: serviceLocation.city,
          frequency: recurringServiceStop.frequency,
          days: recurringServiceStop.days,
          interval: recurringServiceStop.interval,
          monthWeek: recurringServiceStop.monthWeek,
          startDate: recurringServiceStop.startDate,
          endDate: recurringServiceStop.endDate,
          technicianName,
          nextVisit: nextVisit(today),
        })
        .from(recurringServiceStop)
        .innerJoin(customer, eq(customer.id, recurringServiceStop.customerId))
        .innerJoin(serviceLocation, eq(serviceLocation.id, recurringServiceStop.serviceLocationId))
        .where(where)
        .$dynamic(),
    [...orderBy, asc(recurringServiceStop.id)],
  );
  return {
    rows: rows.map((r) => ({ ...r, schedule: describeRule(r), ended: !!r.endDate && r.endDate < today })),
    total,
  };
}

async function findRecurringStop(ctx: TenantContext, id: string) {
  const [row] = await ctx.db
    .select()
    .from(recurringServiceStop)
    .where(scoped(ctx, recurringServiceStop, eq(recurringServiceStop.id, id)));
  if (!row) throw new NotFoundError("Recurring service stop");
  return row;
}

/** One recurring stop with its customer, place, technician and upcoming and recent visits. */
export async function getRecurringStop(ctx: TenantContext, id: string) {
  requirePermission(ctx, "operations:read");
  const row = await findRecurringStop(ctx, id);
  const today = todayIn(ctx.timeZone);
  const [[place], technicians, visits, group] = await Promise.all([
    ctx.db
      .select({
        customerName: customer.displayName,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
        region: serviceLocation.region,
        postalCode: serviceLocation.postalCode,
        latitude: serviceLocation.latitude,
        longitude: serviceLocation.longitude,
        locationMinutes: serviceLocation.estimatedMinutes,
      })
      .from(serviceLocation)
      .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
      .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, row.serviceLocationId))),
    listTechnicianOptions(ctx),
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        serviceDate: serviceStop.serviceDate,
        occurrenceDate: serviceStop.occurrenceDate,
        status: serviceStop.status,
        detached: serviceStop.detached,
        technicianId: serviceStop.technicianId,
      })
      .from(serviceStop)
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.recurringServiceStopId, row.id),
          gte(serviceStop.serviceDate, addDays(today, -56)),
        ),
      )
      .orderBy(asc(serviceStop.serviceDate)),
    row.taskGroupId
      ? ctx.db
          .select({ name: taskGroup.name })
          .from(taskGroup)
          .where(scoped(ctx, taskGroup, eq(taskGroup.id, row.taskGroupId)))
      : Promise.resolve([]),
  ]);
  const technicianLabel = (memberId: string | null) =>
    technicians.find((t) => t.value === memberId)?.label ?? null;
  return {
    ...row,
    ...place,
    schedule: describeRule(row),
    ended: !!row.endDate && row.endDate < today,
    technicianName: technicianLabel(row.technicianId),
    taskGroupName: group[0]?.name ?? null,
    today,
    upcoming: visits
      .filter((v) => v.serviceDate >= today)
      .map((v) => ({ ...v, technicianName: technicianLabel(v.technicianId) })),
    recent: visits
      .filter((v) => v.serviceDate < today)
      .reverse()
      .map((v) => ({ ...v, technicianName: technicianLabel(v.technicianId) })),
  };
}
export type RecurringStopDetail = Awaited<ReturnType<typeof getRecurringStop>>;

/** The company row the generator needs (time zone, horizon, holidays). */
async function companyOf(tx: Tx, ctx: TenantContext) {
  const [row] = await tx.select().from(company).where(eq(company.id, ctx.companyId));
  return row;
}

async function checkReferences(ctx: TenantContext, customerId: string, input: RecurringStopInput) {
  const [location] = await ctx.db
    .select({ id: serviceLocation.id })
    .from(serviceLocation)
    .where(
      scoped(
        ctx,
        serviceLocation,
        eq(serviceLocation.id, input.serviceLocationId),
        eq(serviceLocation.customerId, customerId),
        isNull(serviceLocation.archivedAt),
      ),
    );
  if (!location) throw new RuleError("serviceLocationId", "builder.rules.chooseLocation");
  if (input.technicianId) {
    const technicians = await listTechnicianOptions(ctx);
    if (!technicians.some((t) => t.value === input.technicianId))
      throw new RuleError("technicianId", "builder.rules.chooseTeamTechnician");
  }
  if (input.taskGroupId) {
    const [group] = await ctx.db
      .select({ id: taskGroup.id })
      .from(taskGroup)
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, input.taskGroupId), isNull(taskGroup.archivedAt)));
    if (!group) throw new RuleError("taskGroupId", "builder.rules.chooseTaskGroup");
  }
}

const valuesOf = (input: RecurringStopInput) => ({
  serviceLocationId: input.serviceLocationId,
  technicianId: input.technicianId,
  frequency: input.frequency,
  days: input.days,
  interval: input.interval,
  monthWeek: input.monthWeek,
  startDate: input.startDate,
  endDate: input.endDate,
  timeWindowStart: input.timeWindowStart,
  timeWindowEnd: input.timeWindowEnd,
  estimatedMinutes: input.estimatedMinutes,
  taskGroupId: input.taskGroupId,
  priceCents: input.priceCents,
  includedInContract: input.includedInContract,
  skipDates: input.skipDates,
  requiredSkill: input.requiredSkill,
  lockDay: input.lockDay,
  lockTechnician: input.lockTechnician,
  notes: input.notes,
});

/** Creates the arrangement and its visits for the horizon. */
export async function createRecurringStop(ctx: TenantContext, customerId: string, input: RecurringStopInput) {
  requirePermission(ctx, "routing:manage");
  const [owner] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId), isNull(customer.archivedAt)));
  if (!owner) throw new NotFoundError("Customer");
  await checkReferences(ctx, customerId, input);
  return ctx.db.transaction(async (tx) => insertRecurringStop(tx, ctx, customerId, input));
}

/**
 * Writes one arrangement and its visits for the horizon inside the caller's transaction, once its customer, location,
 * technician and checklist are known to be the company's: the office's form and the migration import (which passes
 * its batch, and the company row once for a whole chunk) both create recurring stops here.
 */
export async function insertRecurringStop(
  tx: Tx,
  ctx: TenantContext,
  customerId: string,
  input: RecurringStopInput,
  options: { importBatchId?: string; company?: Awaited<ReturnType<typeof companyOf>> } = {},
) {
  requirePermission(ctx, "routing:manage");
  const [created] = await tx
    .insert(recurringServiceStop)
    .values({
      companyId: ctx.companyId,
      customerId,
      ...valuesOf(input),
      importBatchId: options.importBatchId ?? null,
    })
    .returning();
  const sync = await syncRecurringStop(tx, options.company ?? (await companyOf(tx, ctx)), created);
  return { recurringStop: created, sync };
}

/** The company row the generator needs, for a caller writing many arrangements in one transaction. */
export const companyForSchedule = (tx: Tx, ctx: TenantContext) => companyOf(tx, ctx);

/** Edits the arrangement; its future, unstarted visits follow (finished ones never change). */
export async function updateRecurringStop(ctx: TenantContext, id: string, input: RecurringStopInput) {
  requirePermission(ctx, "routing:manage");
  const current = await findRecurringStop(ctx, id);
  await checkReferences(ctx, current.customerId, input);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(recurringServiceStop)
      .set({ ...valuesOf(input), updatedAt: new Date() })
      .where(scoped(ctx, recurringServiceStop, eq(recurringServiceStop.id, id)))
      .returning();
    const sync = await syncRecurringStop(tx, await companyOf(tx, ctx), updated);
    return { recurringStop: updated, sync };
  });
}

/**
 * Ends the arrangement after `endDate` (inclusive): every later visit nobody has started is removed, those moved by
 * hand included. Returns what the sync did, with those in `removed`.
 */
export async function endRecurringStop(ctx: TenantContext, id: string, endDate: string) {
  requirePermission(ctx, "routing:manage");
  const current = await findRecurringStop(ctx, id);
  if (endDate < current.startDate) throw new RuleError("endDate", "builder.rules.endBeforeStart");
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(recurringServiceStop)
      .set({ endDate, updatedAt: new Date() })
      .where(scoped(ctx, recurringServiceStop, eq(recurringServiceStop.id, id)))
      .returning();
    const sync = await syncRecurringStop(tx, await companyOf(tx, ctx), updated);
    const movedByHand = await tx
      .delete(serviceStop)
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.recurringServiceStopId, id),
          eq(serviceStop.status, "scheduled"),
          isNull(serviceStop.arrivedAt),
          gt(serviceStop.serviceDate, endDate),
        ),
      )
      .returning({ id: serviceStop.id });
    return { ...sync, removed: sync.removed + movedByHand.length };
  });
}

/**
 * Moves a visit. "This visit only": the stop gets the new date (and technician) and is marked as changed by hand,
 * so the generator leaves it. "From now on": the arrangement is split — the old one ends the day before this visit
 * and a copy with the new weekday (and technician) starts on the new date — so past visits keep their history.
 */
export async function moveVisit(ctx: TenantContext, stopId: string, input: MoveVisitInput) {
  requirePermission(ctx, "routing:manage");
  const [stop] = await ctx.db
    .select()
    .from(serviceStop)
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
  if (!stop) throw new NotFoundError("Service stop");
  if (stop.status !== "scheduled" || stop.arrivedAt)
    throw new RuleError("serviceDate", "builder.rules.onlyUnstartedMoves");
  const today = todayIn(ctx.timeZone);
  if (input.serviceDate < today) throw new RuleError("serviceDate", "builder.rules.todayOrLater");
  if (input.technicianId) {
    const technicians = await listTechnicianOptions(ctx);
    if (!technicians.some((t) => t.value === input.technicianId))
      throw new RuleError("technicianId", "builder.rules.chooseTeamTechnician");
  }
  const technicianId = input.technicianId ?? stop.technicianId;

  if (input.scope === "this" || !stop.recurringServiceStopId) {
    return ctx.db.transaction(async (tx) => {
      const [{ last }] = await tx
        .select({ last: sql<number | null>`max(${serviceStop.routePosition})` })
        .from(serviceStop)
        .where(
          scoped(
            ctx,
            serviceStop,
            technicianId ? eq(serviceStop.technicianId, technicianId) : isNull(serviceStop.technicianId),
            eq(serviceStop.serviceDate, input.serviceDate),
          ),
        );
      const [moved] = await tx
        .update(serviceStop)
        .set({
          serviceDate: input.serviceDate,
          technicianId,
          routePosition: (last ?? 0) + 1,
          detached: true,
          updatedAt: new Date(),
        })
        .where(eq(serviceStop.id, stop.id))
        .returning();
      return { moved, recurringStopId: stop.recurringServiceStopId };
    });
  }

  const old = await findRecurringStop(ctx, stop.recurringServiceStopId);
  if (old.frequency === "daily" || old.frequency === "weekdays")
    throw new RuleError("scope", "builder.rules.dailyNoWeekday");
  const fromDay = weekdayOf(stop.occurrenceDate ?? stop.serviceDate);
  const toDay = weekdayOf(input.serviceDate);
  const days = [...new Set(old.days.map((d) => (d === fromDay ? toDay : d)))].sort((a, b) => a - b);
  const splitOn = stop.occurrenceDate ?? stop.serviceDate;
  return ctx.db.transaction(async (tx) => {
    const c = await companyOf(tx, ctx);
    const [ended] = await tx
      .update(recurringServiceStop)
      .set({ endDate: addDays(splitOn, -1), updatedAt: new Date() })
      .where(eq(recurringServiceStop.id, old.id))
      .returning();
    const { id: _id, createdAt: _c, updatedAt: _u, ...copy } = old;
    const [next] = await tx
      .insert(recurringServiceStop)
      .values({ ...copy, days, technicianId, startDate: input.serviceDate, endDate: old.endDate })
      .returning();
    await carryRoutePlaces(tx, ctx, old, next);
    await syncRecurringStop(tx, c, ended);
    const sync = await syncRecurringStop(tx, c, next);
    return { moved: null, recurringStopId: next.id, sync };
  });
}

/** The copy takes the old arrangement's places in the standing routes (and the end of its new day's route). */
async function carryRoutePlaces(tx: Tx, ctx: TenantContext, old: RecurringRow, next: RecurringRow) {
  const routes = await tx.select().from(recurringRoute).where(scoped(ctx, recurringRoute));
  for (const route of routes) {
    if (!route.stopIds.includes(old.id)) continue;
    await tx
      .update(recurringRoute)
      .set({ stopIds: route.stopIds.map((s) => (s === old.id ? next.id : s)), updatedAt: new Date() })
      .where(eq(recurringRoute.id, route.id));
  }
}

/** Runs after the routing settings change (horizon, holidays): every recurring stop of the company re-synced. */
export async function resyncCompany(ctx: TenantContext): Promise<SyncResult> {
  requirePermission(ctx, "routing:manage");
  return generateSchedule(ctx, { companyId: ctx.companyId });
}

/** Form options: the customer's active locations, technicians and task groups. */
export async function recurringStopFormOptions(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "operations:read");
  const [owner] = await ctx.db
    .select({ id: customer.id, name: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!owner) throw new NotFoundError("Customer");
  const locations = await ctx.db
    .select({
      id: serviceLocation.id,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      minutes: serviceLocation.estimatedMinutes,
      latitude: serviceLocation.latitude,
    })
    .from(serviceLocation)
    .where(
      scoped(
        ctx,
        serviceLocation,
        eq(serviceLocation.customerId, customerId),
        isNull(serviceLocation.archivedAt),
      ),
    )
    .orderBy(asc(serviceLocation.addressLine));
  const groups = await ctx.db
    .select({ value: taskGroup.id, label: taskGroup.name, isDefault: taskGroup.isDefault })
    .from(taskGroup)
    .where(scoped(ctx, taskGroup, isNull(taskGroup.archivedAt)))
    .orderBy(asc(taskGroup.name));
  return {
    customer: { id: owner.id, name: owner.name },
    locations: locations.map((l) => ({
      value: l.id,
      label:
        [l.addressLine, l.city].filter(Boolean).join(", ") + (l.latitude == null ? " (no coordinates)" : ""),
      minutes: l.minutes,
    })),
    technicians: await listTechnicianOptions(ctx),
    taskGroups: groups.map(({ value, label }) => ({ value, label })),
    // A new recurring stop starts with the company's default checklist (none when it has no default).
    defaultTaskGroupId: groups.find((g) => g.isDefault)?.value ?? "",
    today: todayIn(ctx.timeZone),
  };
}
