/**
 * The schedule generator: keeps each recurring stop's service stops created for the company's horizon. Idempotent
 * (a visit is identified by its recurring stop and occurrence date, with a unique index behind it), in the company's
 * time zone, and it only ever changes future visits nobody has started or changed by hand; finished, skipped and
 * started stops are history and stay as they are.
 */

import { and, asc, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { addDays, todayIn } from "~/core/calendar/dates";
import { type RecurrenceRule, weekdayOf } from "~/core/recurrence/recurrence";
import { planVisits } from "~/core/recurrence/schedule";
import type { Db, Tx } from "~/db/client.server";
import {
  company,
  recurringRoute,
  recurringServiceStop,
  serviceLocation,
  serviceStop,
  stopTask,
  taskGroupTask,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { logger } from "~/server/logger.server";
import { contractsForRecurringStop, visitContractFields } from "../team/contract-coverage.server";
import type { SystemContext } from "../tenant.server";

type RecurringRow = typeof recurringServiceStop.$inferSelect;
type CompanyRow = typeof company.$inferSelect;
type Handle = Db | Tx;

/** Where a recurring stop without a place in its standing route goes: after the ordered ones. */
const UNORDERED_POSITION = 1000;

export interface SyncResult {
  created: number;
  updated: number;
  removed: number;
}

const emptyResult = (): SyncResult => ({ created: 0, updated: 0, removed: 0 });

function ruleOf(r: RecurringRow): RecurrenceRule {
  return {
    frequency: r.frequency,
    days: r.days,
    interval: r.interval,
    monthWeek: r.monthWeek,
    startDate: r.startDate,
    endDate: r.endDate,
  };
}

/** The first and last date the generator keeps stops for, in the company's time zone. */
export function horizonOf(c: Pick<CompanyRow, "timeZone" | "scheduleHorizonWeeks">, now = new Date()) {
  const from = todayIn(c.timeZone, now);
  return { from, to: addDays(from, c.scheduleHorizonWeeks * 7 - 1) };
}

/** Position of each recurring stop in its technician's standing route, per weekday: `${techId}:${weekday}` → ids. */
async function standingOrders(db: Handle, companyId: string, technicianIds: string[]) {
  const ids = technicianIds.filter(Boolean);
  // tenancy: owner — filters recurringRoute.companyId = companyId
  const rows = ids.length
    ? await db
        .select()
        .from(recurringRoute)
        .where(and(eq(recurringRoute.companyId, companyId), inArray(recurringRoute.technicianId, ids)))
    : [];
  return new Map(rows.map((r) => [`${r.technicianId}:${r.weekday}`, r.stopIds]));
}

function positionIn(orders: Map<string, string[]>, r: RecurringRow, date: string): number | null {
  if (!r.technicianId) return null;
  const index = orders.get(`${r.technicianId}:${weekdayOf(date)}`)?.indexOf(r.id) ?? -1;
  return index >= 0 ? index + 1 : UNORDERED_POSITION;
}

/**
 * Brings one recurring stop's future visits in line with it: creates the missing ones, updates the unstarted ones
 * (date after a holiday move, technician, checklist, minutes, route position) and removes those its rule no longer
 * has. Runs in the caller's transaction.
 */
export async function syncRecurringStop(
  tx: Tx,
  c: Pick<CompanyRow, "id" | "timeZone" | "scheduleHorizonWeeks" | "holidays" | "holidayPolicy">,
  r: RecurringRow,
  options: { now?: Date; orders?: Map<string, string[]> } = {},
): Promise<SyncResult> {
  const result = emptyResult();
  const { from, to } = horizonOf(c, options.now);
  const planned = planVisits(ruleOf(r), {
    from,
    to,
    skipDates: r.skipDates,
    holidays: c.holidays,
    holidayPolicy: c.holidayPolicy,
  });
  const plannedByOccurrence = new Map(planned.map((v) => [v.occurrenceDate, v]));
  const orders = options.orders ?? (await standingOrders(tx, c.id, [r.technicianId ?? ""]));

  // tenancy: owner — filters serviceStop.companyId = c.id
  const existing = await tx
    .select()
    .from(serviceStop)
    .where(
      and(
        eq(serviceStop.companyId, c.id),
        eq(serviceStop.recurringServiceStopId, r.id),
        or(gte(serviceStop.occurrenceDate, addDays(from, -7)), gte(serviceStop.serviceDate, from)),
      ),
    );
  const existingOccurrences = new Set(existing.map((s) => s.occurrenceDate));

  // tenancy: owner — the location of the company's recurring stop r, by its id
  const [location] = await tx
    .select({ estimatedMinutes: serviceLocation.estimatedMinutes })
    .from(serviceLocation)
    .where(eq(serviceLocation.id, r.serviceLocationId));
  const minutes = r.estimatedMinutes ?? location?.estimatedMinutes ?? null;
  // tenancy: owner — filters taskGroupTask.companyId = c.id
  const tasks = r.taskGroupId
    ? await tx
        .select()
        .from(taskGroupTask)
        .where(and(eq(taskGroupTask.companyId, c.id), eq(taskGroupTask.taskGroupId, r.taskGroupId)))
        .orderBy(asc(taskGroupTask.position))
    : [];

  // Visits under an accepted labor contract go to its contractor (or member) from its start to its end.
  const contracts = await contractsForRecurringStop(tx, { companyId: c.id }, r.id);

  const copyTasks = async (stopId: string) => {
    if (!tasks.length) return;
    await tx.insert(stopTask).values(
      tasks.map((t, i) => ({
        companyId: c.id,
        serviceStopId: stopId,
        taskId: t.id,
        position: i,
        name: t.name,
        kind: t.kind,
        required: t.required,
        billableRateCents: t.billableRateCents,
      })),
    );
  };

  for (const stop of existing) {
    const changeable =
      stop.status === "scheduled" && !stop.arrivedAt && !stop.detached && stop.serviceDate >= from;
    if (!changeable) continue;
    const visit = stop.occurrenceDate ? plannedByOccurrence.get(stop.occurrenceDate) : undefined;
    if (!visit) {
      // tenancy: owner — a stop of `existing`, found with serviceStop.companyId = c.id
      await tx.delete(serviceStop).where(eq(serviceStop.id, stop.id));
      result.removed++;
      continue;
    }
    const next = {
      serviceDate: visit.serviceDate,
      estimatedMinutes: minutes,
      routePosition: positionIn(orders, r, visit.serviceDate),
      taskGroupId: r.taskGroupId,
      ...visitContractFields(contracts, visit.serviceDate, r.technicianId),
    };
    const changed = (Object.keys(next) as (keyof typeof next)[]).some((k) => stop[k] !== next[k]);
    if (!changed) continue;
    // tenancy: owner — a stop of `existing`, found with serviceStop.companyId = c.id
    await tx
      .update(serviceStop)
      .set({ ...next, updatedAt: new Date() })
      .where(eq(serviceStop.id, stop.id));
    if (stop.taskGroupId !== r.taskGroupId) {
      // tenancy: owner — tasks of a stop of `existing`, found with serviceStop.companyId = c.id
      await tx.delete(stopTask).where(eq(stopTask.serviceStopId, stop.id));
      await copyTasks(stop.id);
    }
    result.updated++;
  }

  for (const visit of planned) {
    if (existingOccurrences.has(visit.occurrenceDate)) continue;
    const number = await nextNumber(tx, { companyId: c.id }, "service stop");
    const [created] = await tx
      .insert(serviceStop)
      .values({
        companyId: c.id,
        number,
        recurringServiceStopId: r.id,
        occurrenceDate: visit.occurrenceDate,
        customerId: r.customerId,
        serviceLocationId: r.serviceLocationId,
        serviceDate: visit.serviceDate,
        routePosition: positionIn(orders, r, visit.serviceDate),
        taskGroupId: r.taskGroupId,
        estimatedMinutes: minutes,
        description: r.notes,
        ...visitContractFields(contracts, visit.serviceDate, r.technicianId),
      })
      .onConflictDoNothing()
      .returning({ id: serviceStop.id });
    if (!created) continue; // another process made it first
    await copyTasks(created.id);
    result.created++;
  }
  return result;
}

/**
 * Runs the generator for one company (or every company): all recurring stops still running in the horizon. Each
 * recurring stop is synced in its own short transaction, so one bad row cannot stop the rest.
 */
export async function generateSchedule(
  { db }: Pick<SystemContext, "db">,
  options: { companyId?: string; now?: Date } = {},
): Promise<SyncResult> {
  const total = emptyResult();
  const companies = await db
    .select()
    .from(company)
    .where(options.companyId ? eq(company.id, options.companyId) : undefined);
  for (const c of companies) {
    const { from } = horizonOf(c, options.now);
    // tenancy: owner — filters recurringServiceStop.companyId = c.id
    const recurring = await db
      .select()
      .from(recurringServiceStop)
      .where(
        and(
          eq(recurringServiceStop.companyId, c.id),
          or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, addDays(from, -7))),
        ),
      );
    const orders = await standingOrders(db, c.id, [
      ...new Set(recurring.map((r) => r.technicianId ?? "").filter(Boolean)),
    ]);
    for (const r of recurring) {
      try {
        const result = await db.transaction((tx) =>
          syncRecurringStop(tx, c, r, { now: options.now, orders }),
        );
        total.created += result.created;
        total.updated += result.updated;
        total.removed += result.removed;
      } catch (error) {
        logger.error(
          { err: error, recurringServiceStopId: r.id },
          "schedule generation failed for a recurring stop",
        );
      }
    }
  }
  return total;
}
