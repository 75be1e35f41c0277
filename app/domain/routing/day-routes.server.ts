/**
 * Routes for one date: the service stops of that day per technician in route order, one-time changes for that date
 * (order, technician), ordering a day by the optimizer, and the route dashboard's progress figures.
 */

import { asc, eq, isNull, ne, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { orderRoute } from "~/core/routing";
import type { DriveTotals } from "~/core/routing/savings";
import { customer, recurringServiceStop, serviceLocation, serviceStop } from "~/db/schema";
import { RuleError } from "../errors";
import { recordReassignments } from "../service/stop-history.server";
import { contractedDayStops } from "../team/contracted-stops.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type RoutingTechnician, routingSettings, routingTechnicians } from "./technicians.server";
import { distanceIn, pathTotals, travelMatrix } from "./travel.server";

export interface DayStop {
  id: string;
  number: number;
  status: "scheduled" | "in progress" | "finished" | "skipped" | "cancelled";
  skipReason: string | null;
  technicianId: string | null;
  routePosition: number | null;
  customerName: string;
  address: string;
  lat: number | null;
  lng: number | null;
  minutes: number;
  arrivedAt: string | null;
  finishedAt: string | null;
  recurring: boolean;
  detached: boolean;
  timeWindowStart: string | null;
  timeWindowEnd: string | null;
  /** Set on a stop another company subcontracted to us: shown on the technician's route, planned by that company. */
  contract?: { label: string; offeredBy: string };
}

/** Only a stop nobody has started may change technician or place. */
/** Why a started stop stays with its technician, by its status. */
const startedStopKeys = {
  "in progress": "builder.rules.stopInProgress",
  finished: "builder.rules.stopFinished",
  skipped: "builder.rules.stopSkipped",
  cancelled: "builder.rules.stopCancelled",
} as const;

export const isMovable = (s: Pick<DayStop, "status">) => s.status === "scheduled";

async function stopsOn(ctx: TenantContext, date: string): Promise<DayStop[]> {
  const rows = await ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      status: serviceStop.status,
      skipReason: serviceStop.skipReason,
      technicianId: serviceStop.technicianId,
      routePosition: serviceStop.routePosition,
      customerName: customer.displayName,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      lat: serviceLocation.latitude,
      lng: serviceLocation.longitude,
      estimatedMinutes: serviceStop.estimatedMinutes,
      locationMinutes: serviceLocation.estimatedMinutes,
      arrivedAt: serviceStop.arrivedAt,
      finishedAt: serviceStop.finishedAt,
      recurringId: serviceStop.recurringServiceStopId,
      detached: serviceStop.detached,
      timeWindowStart: recurringServiceStop.timeWindowStart,
      timeWindowEnd: recurringServiceStop.timeWindowEnd,
    })
    .from(serviceStop)
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
    .leftJoin(recurringServiceStop, eq(recurringServiceStop.id, serviceStop.recurringServiceStopId))
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.serviceDate, date),
        ne(serviceStop.status, "cancelled"),
        // Stops subcontracted to another company are on its technician's route, not in our lanes.
        isNull(serviceStop.contractorCompanyId),
      ),
    )
    .orderBy(sql`${serviceStop.routePosition} asc nulls last`, asc(serviceStop.number));
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    skipReason: r.skipReason,
    technicianId: r.technicianId,
    routePosition: r.routePosition,
    customerName: r.customerName,
    address: [r.addressLine, r.city].filter(Boolean).join(", "),
    lat: r.lat,
    lng: r.lng,
    minutes: r.estimatedMinutes ?? r.locationMinutes ?? 30,
    arrivedAt: r.arrivedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    recurring: !!r.recurringId,
    detached: r.detached,
    timeWindowStart: r.timeWindowStart,
    timeWindowEnd: r.timeWindowEnd,
  }));
}

export interface DayLane {
  technicianId: string | null;
  stopIds: string[];
}

/** The date's stops grouped per technician (every technician has a lane, busy or not; unassigned last). */
export async function dayRoutes(ctx: TenantContext, date: string) {
  requirePermission(ctx, "routing:read");
  const settings = await routingSettings(ctx);
  const [technicians, stops] = await Promise.all([routingTechnicians(ctx, settings), stopsOn(ctx, date)]);
  const lanes: DayLane[] = technicians.map((t) => ({
    technicianId: t.id,
    stopIds: stops.filter((s) => s.technicianId === t.id).map((s) => s.id),
  }));
  const known = new Set(technicians.map((t) => t.id));
  const unassigned = stops.filter((s) => !s.technicianId || !known.has(s.technicianId));
  if (unassigned.length) lanes.push({ technicianId: null, stopIds: unassigned.map((s) => s.id) });
  return { date, technicians, settings, stops: Object.fromEntries(stops.map((s) => [s.id, s])), lanes };
}

/**
 * One-time changes for this date: the lanes as arranged. Started, finished and skipped stops must stay with their
 * technician; a recurring visit that changes is marked as changed by hand, so the generator leaves it.
 */
export async function saveDayRoutes(ctx: TenantContext, date: string, lanes: DayLane[]) {
  requirePermission(ctx, "routing:write");
  const day = await dayRoutes(ctx, date);
  const technicianIds = new Set(day.technicians.map((t) => t.id));
  const seen = new Set<string>();
  const updates: { id: string; technicianId: string | null; routePosition: number }[] = [];
  for (const lane of lanes) {
    if (lane.technicianId !== null && !technicianIds.has(lane.technicianId))
      throw new RuleError("lanes", "builder.rules.technicianGoneReload");
    lane.stopIds.forEach((id, index) => {
      const stop = day.stops[id];
      if (!stop || seen.has(id)) throw new RuleError("lanes", "builder.rules.dayChanged");
      seen.add(id);
      if (stop.technicianId !== lane.technicianId && !isMovable(stop))
        throw new RuleError(
          "lanes",
          keyed(
            startedStopKeys[stop.status as keyof typeof startedStopKeys] ?? "builder.rules.stopFinished",
            {
              customer: stop.customerName,
            },
          ),
        );
      if (stop.technicianId !== lane.technicianId || stop.routePosition !== index + 1)
        updates.push({ id, technicianId: lane.technicianId, routePosition: index + 1 });
    });
  }
  await ctx.db.transaction(async (tx) => {
    for (const u of updates) {
      const stop = day.stops[u.id];
      await tx
        .update(serviceStop)
        .set({
          technicianId: u.technicianId,
          routePosition: u.routePosition,
          detached: stop.recurring ? true : stop.detached,
          updatedAt: new Date(),
        })
        .where(scoped(ctx, serviceStop, eq(serviceStop.id, u.id)));
    }
    // The stop's history says who it was given to (a technician with it on their phone learns it there too).
    await recordReassignments(
      tx,
      ctx,
      updates.map((u) => ({ stopId: u.id, from: day.stops[u.id].technicianId, to: u.technicianId })),
    );
  });
  return { changed: updates.length };
}

/**
 * Orders one technician's day with the optimizer: started and finished stops keep their places at the front; the
 * rest are ordered from the last of them (or the start point), back to the start. Saved as a one-time change.
 */
export async function optimizeDay(ctx: TenantContext, date: string, technicianId: string) {
  requirePermission(ctx, "routing:write");
  const day = await dayRoutes(ctx, date);
  const technician = day.technicians.find((t) => t.id === technicianId);
  const lane = day.lanes.find((l) => l.technicianId === technicianId);
  if (!technician || !lane) throw new RuleError("lanes", "builder.rules.chooseTeamTechnician");
  const stops = lane.stopIds.map((id) => day.stops[id]);
  const fixed = stops.filter((s) => !isMovable(s));
  const movable = stops.filter((s) => isMovable(s) && s.lat != null && s.lng != null);
  const unroutable = stops.filter((s) => isMovable(s) && (s.lat == null || s.lng == null));
  const lastFixed = [...fixed].reverse().find((s) => s.lat != null && s.lng != null);
  const from = lastFixed ? { lat: lastFixed.lat!, lng: lastFixed.lng! } : technician.start;
  let ordered = movable;
  let driving: { before: DriveTotals; after: DriveTotals } | null = null;
  if (movable.length >= 2) {
    // With no start point and nothing started yet, the first stop as it stands opens an open path.
    const head = from ? [] : movable.slice(0, 1);
    const rest = from ? movable : movable.slice(1);
    const origin = from ?? { lat: head[0].lat!, lng: head[0].lng! };
    const points = [origin, ...(technician.start ? [technician.start] : [])];
    const base = points.length;
    points.push(...rest.map((s) => ({ lat: s.lat!, lng: s.lng! })));
    const matrix = await travelMatrix(ctx.ports.travelTimes, points, day.settings);
    const result = orderRoute(
      {
        cost: { size: matrix.size, data: matrix.durations },
        start: 0,
        end: technician.start ? 1 : "open",
        stops: rest.map((_, k) => base + k),
        initialOrder: rest.map((_, k) => k),
      },
      { timeLimitMs: 800, seed: 1 },
    );
    ordered = [...head, ...result.order.map((k) => rest[k])];
    // Driving before and after on the same matrix, so the toast can say what the new order saves.
    const end = technician.start ? [1] : [];
    driving = {
      before: pathTotals(matrix, [0, ...rest.map((_, k) => base + k), ...end]),
      after: pathTotals(matrix, [0, ...result.order.map((k) => base + k), ...end]),
    };
  }
  const lanes = day.lanes.map((l) =>
    l.technicianId === technicianId
      ? { ...l, stopIds: [...fixed, ...ordered, ...unroutable].map((s) => s.id) }
      : l,
  );
  await saveDayRoutes(ctx, date, lanes);
  return {
    before: lane.stopIds,
    after: lanes.find((l) => l.technicianId === technicianId)!.stopIds,
    driving,
  };
}

const minutesOfDay = (iso: string, timeZone: string) => {
  const parts = new Intl.DateTimeFormat("en-GB", {
    timeZone,
    hour: "2-digit",
    minute: "2-digit",
    hour12: false,
  })
    .format(new Date(iso))
    .split(":")
    .map(Number);
  return parts[0] * 60 + parts[1];
};
const hhmm = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3, 5));

/** Arrived after its window closed, or not there yet and the window has closed (today only). */
export function isLate(stop: DayStop, nowMinute: number | null, timeZone: string) {
  if (!stop.timeWindowEnd) return false;
  const end = hhmm(stop.timeWindowEnd);
  if (stop.arrivedAt) return minutesOfDay(stop.arrivedAt, timeZone) > end;
  return stop.status === "scheduled" && nowMinute !== null && nowMinute > end;
}

/** The route dashboard: per technician the day's stops by progress, planned vs actual minutes and distance. */
export async function routeDashboard(ctx: TenantContext, date: string, now = new Date()) {
  const day = await dayRoutes(ctx, date);
  const today = todayIn(ctx.timeZone, now);
  const nowMinute = date === today ? minutesOfDay(now.toISOString(), ctx.timeZone) : null;
  const routes = [];
  // Stops other companies subcontracted to our technicians ride along after their own stops of the day.
  const contracted = await contractedDayStops(ctx, date);
  for (const lane of day.lanes) {
    const technician = day.technicians.find((t) => t.id === lane.technicianId) ?? null;
    const stops: DayStop[] = [
      ...lane.stopIds.map((id) => day.stops[id]),
      ...(technician ? contracted.filter((s) => s.technicianId === technician.id) : []),
    ];
    routes.push({
      technicianId: lane.technicianId,
      name: technician?.name ?? "Not assigned",
      color: technician?.color ?? "gray",
      start: technician?.start ?? null,
      stops: stops.map((s) => ({ ...s, late: isLate(s, nowMinute, ctx.timeZone) })),
      counts: {
        finished: stops.filter((s) => s.status === "finished").length,
        inProgress: stops.filter((s) => s.status === "in progress").length,
        remaining: stops.filter((s) => s.status === "scheduled").length,
        skipped: stops.filter((s) => s.status === "skipped").length,
        late: stops.filter((s) => isLate(s, nowMinute, ctx.timeZone)).length,
      },
      ...(await plannedAndActual(ctx, technician, stops, day.settings)),
    });
  }
  return { date, today, technicians: day.technicians, routes, refreshedAt: now.toISOString() };
}

async function plannedAndActual(
  ctx: TenantContext,
  technician: RoutingTechnician | null,
  stops: DayStop[],
  settings: { roadFactor: number; averageSpeedKmh: number },
) {
  const located = (list: DayStop[]) => list.filter((s) => s.lat != null && s.lng != null);
  const planned = located(stops);
  const visited = located(stops.filter((s) => s.arrivedAt)).sort((a, b) =>
    (a.arrivedAt ?? "").localeCompare(b.arrivedAt ?? ""),
  );
  const start = technician?.start ? [technician.start] : [];
  const points = [...start, ...planned.map((s) => ({ lat: s.lat!, lng: s.lng! }))];
  const matrix = await travelMatrix(ctx.ports.travelTimes, points, settings);
  const index = new Map(planned.map((s, k) => [s.id, k + start.length]));
  const loop = (nodes: number[]) => (start.length && nodes.length ? [0, ...nodes, 0] : nodes);
  const plannedPath = pathTotals(matrix, loop(planned.map((s) => index.get(s.id)!)));
  const actualPath = pathTotals(matrix, [
    ...(start.length && visited.length ? [0] : []),
    ...visited.map((s) => index.get(s.id)!),
  ]);
  const finished = stops.filter((s) => s.arrivedAt && s.finishedAt);
  const firstArrival = stops
    .map((s) => s.arrivedAt)
    .filter(Boolean)
    .sort()[0];
  const lastFinish = stops
    .map((s) => s.finishedAt)
    .filter(Boolean)
    .sort()
    .at(-1);
  return {
    planned: {
      minutes: stops.reduce((sum, s) => sum + s.minutes, 0) + Math.round(plannedPath.seconds / 60),
      driveMinutes: Math.round(plannedPath.seconds / 60),
      distance: distanceIn(ctx.units, plannedPath.meters),
    },
    actual: {
      /** From the first arrival to the last finish. */
      minutes:
        firstArrival && lastFinish
          ? Math.max(0, Math.round((Date.parse(lastFinish) - Date.parse(firstArrival)) / 60_000))
          : 0,
      onSiteMinutes: finished.reduce(
        (sum, s) => sum + Math.round((Date.parse(s.finishedAt!) - Date.parse(s.arrivedAt!)) / 60_000),
        0,
      ),
      distance: distanceIn(ctx.units, actualPath.meters),
    },
  };
}
