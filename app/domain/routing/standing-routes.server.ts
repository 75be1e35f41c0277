/**
 * Route management: the standing order of each technician's recurring stops per weekday ("recurring routes"), and
 * moving stops between positions, technicians and days. A save writes the orders, changes the moved recurring stops'
 * technician and weekdays, and re-syncs their future visits.
 */

import { and, eq, gte, inArray, isNull, or } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { describeRule, type RecurrenceRule, weekdaysOf } from "~/core/recurrence/recurrence";
import { orderRoute } from "~/core/routing";
import { company, customer, recurringRoute, recurringServiceStop, serviceLocation } from "~/db/schema";
import { RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { syncRecurringStop } from "./schedule.server";
import { routingSettings, routingTechnicians } from "./technicians.server";
import { pathTotals, travelMatrix } from "./travel.server";

export interface StandingStop {
  id: string;
  customerId: string;
  serviceLocationId: string;
  customerName: string;
  address: string;
  lat: number | null;
  lng: number | null;
  minutes: number;
  schedule: string;
  /** The rule itself, for screens that word the schedule in the page's language (components/i18n/recurrence-labels). */
  rule: Pick<RecurrenceRule, "frequency" | "days" | "interval" | "monthWeek">;
  /** Daily and every-weekday stops are on every day: they can change technician and order, not day. */
  fixedDays: boolean;
  /** Monthly stops visit one weekday; weekly and custom ones may visit several. */
  weekdays: number[];
  technicianId: string | null;
  timeWindow: string | null;
  lockDay: boolean;
  lockTechnician: boolean;
  requiredSkill: string | null;
}

export interface Lane {
  /** null = the recurring stops nobody has yet. */
  technicianId: string | null;
  weekday: number;
  stopIds: string[];
}

const laneKey = (technicianId: string | null, weekday: number) => `${technicianId ?? "none"}:${weekday}`;

/** The recurring stops still running, with what a route card shows. */
export async function activeRecurringStops(ctx: TenantContext) {
  const today = todayIn(ctx.timeZone);
  return ctx.db
    .select({
      r: recurringServiceStop,
      customerName: customer.displayName,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      lat: serviceLocation.latitude,
      lng: serviceLocation.longitude,
      locationMinutes: serviceLocation.estimatedMinutes,
    })
    .from(recurringServiceStop)
    .innerJoin(customer, eq(customer.id, recurringServiceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, recurringServiceStop.serviceLocationId))
    .where(
      scoped(
        ctx,
        recurringServiceStop,
        or(isNull(recurringServiceStop.endDate), gte(recurringServiceStop.endDate, today)),
        isNull(customer.archivedAt),
        isNull(serviceLocation.archivedAt),
      ),
    )
    .orderBy(recurringServiceStop.createdAt, recurringServiceStop.id);
}

/** Every technician's standing route for every weekday, plus the unassigned recurring stops. */
export async function standingWeek(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  const settings = await routingSettings(ctx);
  const [technicians, rows, routes] = await Promise.all([
    routingTechnicians(ctx, settings),
    activeRecurringStops(ctx),
    ctx.db.select().from(recurringRoute).where(scoped(ctx, recurringRoute)),
  ]);
  const stops: Record<string, StandingStop> = {};
  for (const row of rows) {
    const r = row.r;
    stops[r.id] = {
      id: r.id,
      customerId: r.customerId,
      serviceLocationId: r.serviceLocationId,
      customerName: row.customerName,
      address: [row.addressLine, row.city].filter(Boolean).join(", "),
      lat: row.lat,
      lng: row.lng,
      minutes: r.estimatedMinutes ?? row.locationMinutes ?? 30,
      schedule: describeRule(r),
      rule: { frequency: r.frequency, days: r.days, interval: r.interval, monthWeek: r.monthWeek },
      fixedDays: r.frequency === "daily" || r.frequency === "weekdays",
      weekdays: weekdaysOf(r),
      technicianId: r.technicianId,
      timeWindow:
        r.timeWindowStart || r.timeWindowEnd ? `${r.timeWindowStart ?? ""}–${r.timeWindowEnd ?? ""}` : null,
      lockDay: r.lockDay,
      lockTechnician: r.lockTechnician,
      requiredSkill: r.requiredSkill,
    };
  }
  const lanes = lanesOf(Object.values(stops), routes);
  return { technicians, settings, stops, lanes };
}

/** Groups stops into (technician, weekday) lanes in their standing order; unordered ones follow by creation. */
function lanesOf(
  stops: StandingStop[],
  routes: { technicianId: string; weekday: number; stopIds: string[] }[],
) {
  const orders = new Map(routes.map((r) => [laneKey(r.technicianId, r.weekday), r.stopIds]));
  const lanes = new Map<string, Lane>();
  for (const stop of stops) {
    for (const weekday of stop.weekdays) {
      const key = laneKey(stop.technicianId, weekday);
      if (!lanes.has(key)) lanes.set(key, { technicianId: stop.technicianId, weekday, stopIds: [] });
      lanes.get(key)!.stopIds.push(stop.id);
    }
  }
  for (const [key, lane] of lanes) {
    const order = orders.get(key) ?? [];
    const rank = (id: string) => {
      const i = order.indexOf(id);
      return i >= 0 ? i : order.length;
    };
    lane.stopIds = lane.stopIds
      .map((id, created) => ({ id, created }))
      .sort((a, b) => rank(a.id) - rank(b.id) || a.created - b.created)
      .map((s) => s.id);
  }
  return [...lanes.values()];
}

/**
 * Saves the lanes as arranged on the page. Each stop must sit with one technician (or none), on days its schedule
 * allows; a stop missing from the lanes keeps its place. Returns how many recurring stops changed.
 */
export async function saveStandingRoutes(ctx: TenantContext, lanes: Lane[]) {
  requirePermission(ctx, "routing:write");
  const week = await standingWeek(ctx);
  const technicianIds = new Set(week.technicians.map((t) => t.id));
  const placed = new Map<string, { technicians: Set<string | null>; weekdays: Set<number> }>();
  for (const lane of lanes) {
    if (lane.technicianId !== null && !technicianIds.has(lane.technicianId))
      throw new RuleError("lanes", "builder.rules.technicianGoneReload");
    if (!Number.isInteger(lane.weekday) || lane.weekday < 0 || lane.weekday > 6)
      throw new RuleError("lanes", "builder.rules.unknownWeekday");
    for (const id of lane.stopIds) {
      const stop = week.stops[id];
      if (!stop) throw new RuleError("lanes", "builder.rules.stopGone");
      const entry = placed.get(id) ?? { technicians: new Set(), weekdays: new Set() };
      entry.technicians.add(lane.technicianId);
      if (entry.weekdays.has(lane.weekday))
        throw new RuleError("lanes", keyed("builder.rules.twiceSameDay", { customer: stop.customerName }));
      entry.weekdays.add(lane.weekday);
      placed.set(id, entry);
    }
  }
  const changes: { id: string; technicianId: string | null; days: number[] }[] = [];
  for (const [id, entry] of placed) {
    const stop = week.stops[id];
    if (entry.technicians.size > 1)
      throw new RuleError(
        "lanes",
        keyed("builder.rules.severalTechnicians", { customer: stop.customerName }),
      );
    const technicianId = [...entry.technicians][0];
    const days = [...entry.weekdays].sort((a, b) => a - b);
    const sameDays = days.join() === stop.weekdays.join();
    if (!sameDays && stop.fixedDays)
      throw new RuleError("lanes", keyed("builder.rules.everyDay", { customer: stop.customerName }));
    if (!sameDays && stop.schedule.startsWith("Monthly") && days.length !== 1)
      throw new RuleError("lanes", keyed("builder.rules.monthly", { customer: stop.customerName }));
    if (technicianId !== stop.technicianId || !sameDays) changes.push({ id, technicianId, days });
  }

  const [c] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  return ctx.db.transaction(async (tx) => {
    for (const change of changes) {
      const stop = week.stops[change.id];
      await tx
        .update(recurringServiceStop)
        .set({
          technicianId: change.technicianId,
          ...(stop.fixedDays ? {} : { days: change.days }),
          updatedAt: new Date(),
        })
        .where(scoped(ctx, recurringServiceStop, eq(recurringServiceStop.id, change.id)));
    }
    const oldOrders = new Map(week.lanes.map((l) => [laneKey(l.technicianId, l.weekday), l.stopIds.join()]));
    const touched = new Set(changes.map((c) => c.id));
    for (const lane of lanes) {
      if (lane.technicianId === null) continue;
      if (oldOrders.get(laneKey(lane.technicianId, lane.weekday)) !== lane.stopIds.join())
        for (const id of lane.stopIds) touched.add(id);
      await tx
        .insert(recurringRoute)
        .values({
          companyId: ctx.companyId,
          technicianId: lane.technicianId,
          weekday: lane.weekday,
          stopIds: lane.stopIds,
        })
        .onConflictDoUpdate({
          target: [recurringRoute.companyId, recurringRoute.technicianId, recurringRoute.weekday],
          set: { stopIds: lane.stopIds, updatedAt: new Date() },
        });
    }
    if (touched.size) {
      const rows = await tx
        .select()
        .from(recurringServiceStop)
        .where(and(scoped(ctx, recurringServiceStop), inArray(recurringServiceStop.id, [...touched])));
      for (const r of rows) await syncRecurringStop(tx, c, r);
    }
    return { changed: changes.length, resynced: touched.size };
  });
}

/**
 * The shortest order of one lane (a closed tour from the technician's start, or an open path when there is none).
 * Not saved: the page shows it and the user saves. Stops without coordinates keep their place at the end.
 */
export async function optimizeLaneOrder(ctx: TenantContext, technicianId: string, stopIds: string[]) {
  requirePermission(ctx, "routing:write");
  const week = await standingWeek(ctx);
  const technician = week.technicians.find((t) => t.id === technicianId);
  if (!technician) throw new RuleError("lanes", "builder.rules.chooseTeamTechnician");
  const stops = stopIds.map((id) => week.stops[id]).filter(Boolean);
  const routable = stops.filter((s) => s.lat != null && s.lng != null);
  const unroutable = stops.filter((s) => s.lat == null || s.lng == null);
  if (routable.length < 2) return { stopIds: stops.map((s) => s.id) };
  // Without a start point the first stop starts an open path.
  const hasStart = technician.start !== null;
  const points = [
    ...(hasStart ? [technician.start!] : []),
    ...routable.map((s) => ({ lat: s.lat!, lng: s.lng! })),
  ];
  const matrix = await travelMatrix(ctx.ports.travelTimes, points, week.settings);
  const nodeOf = (k: number) => k + (hasStart ? 1 : 0);
  const candidates = routable.map((_, k) => k).slice(hasStart ? 0 : 1);
  const result = orderRoute(
    {
      cost: { size: matrix.size, data: matrix.durations },
      start: 0,
      end: hasStart ? "start" : "open",
      stops: candidates.map(nodeOf),
      initialOrder: candidates.map((_, i) => i),
    },
    { timeLimitMs: 500, seed: 1 },
  );
  const ordered = [...(hasStart ? [] : [routable[0]]), ...result.order.map((i) => routable[candidates[i]])];
  // Driving before and after on the same matrix, so the page can say what the new order saves.
  const path = (order: number[]) => {
    const nodes = order.map(nodeOf);
    return hasStart ? [0, ...nodes, 0] : nodes;
  };
  return {
    stopIds: [...ordered, ...unroutable].map((s) => s.id),
    before: pathTotals(matrix, path(routable.map((_, k) => k))),
    after: pathTotals(matrix, path(ordered.map((s) => routable.indexOf(s)))),
  };
}
