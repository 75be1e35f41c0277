/**
 * The route builder: proposes each recurring stop's technician, weekday and place in the route (assign and balance,
 * `core/routing/balanceWeek`), compares it with the standing routes in numbers, and applies the parts the user
 * accepts. The solver runs wherever the caller says (the page runs it in a worker thread: see server/).
 */
import type { BalanceStop, BalanceWeekInput, BalanceWeekResult } from "~/core/routing";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { type BalancePriority, balancePriorities } from "./routing-schemas";
import { type Lane, type StandingStop, saveStandingRoutes, standingWeek } from "./standing-routes.server";
import type { RoutingTechnician } from "./technicians.server";
import { distanceIn, type TravelMatrix, travelMatrix } from "./travel.server";

export interface DayFigure {
  technicianId: string;
  weekday: number;
  stops: number;
  serviceMinutes: number;
  driveMinutes: number;
  distance: number;
}

export interface PlanTotals {
  driveMinutes: number;
  distance: number;
  /** Largest minus smallest working day (on-site + driving), minutes. */
  spreadMinutes: number;
}

type Week = Awaited<ReturnType<typeof standingWeek>>;

/** Matrix nodes: technicians' start points first, then every located stop. */
function nodesOf(week: Week) {
  const starts = week.technicians.filter((t) => t.start);
  const located = Object.values(week.stops).filter((s) => s.lat != null && s.lng != null);
  const startNode = new Map(starts.map((t, i) => [t.id, i]));
  const stopNode = new Map(located.map((s, i) => [s.id, starts.length + i]));
  const points = [...starts.map((t) => t.start!), ...located.map((s) => ({ lat: s.lat!, lng: s.lng! }))];
  return { points, startNode, stopNode };
}

/** Minutes and distance of each working (technician, weekday) for the given lanes, closed tours from the start. */
function figuresOf(
  ctx: TenantContext,
  week: Week,
  lanes: Lane[],
  matrix: TravelMatrix,
  nodes: ReturnType<typeof nodesOf>,
): { days: DayFigure[]; totals: PlanTotals } {
  const days: DayFigure[] = [];
  for (const tech of week.technicians) {
    for (const weekday of [0, 1, 2, 3, 4, 5, 6]) {
      const ids = lanes.find((l) => l.technicianId === tech.id && l.weekday === weekday)?.stopIds ?? [];
      if (!ids.length && !tech.workDays.includes(weekday)) continue;
      const path = ids.map((id) => nodes.stopNode.get(id)).filter((n): n is number => n !== undefined);
      const start = nodes.startNode.get(tech.id);
      const route = start !== undefined && path.length ? [start, ...path, start] : path;
      let meters = 0;
      let seconds = 0;
      for (let k = 1; k < route.length; k++) {
        meters += matrix.distances[route[k - 1] * matrix.size + route[k]];
        seconds += matrix.durations[route[k - 1] * matrix.size + route[k]];
      }
      days.push({
        technicianId: tech.id,
        weekday,
        stops: ids.length,
        serviceMinutes: ids.reduce((sum, id) => sum + (week.stops[id]?.minutes ?? 0), 0),
        driveMinutes: Math.round(seconds / 60),
        distance: distanceIn(ctx.units, meters),
      });
    }
  }
  const work = days
    .filter((d) => week.technicians.find((t) => t.id === d.technicianId)?.workDays.includes(d.weekday))
    .map((d) => d.serviceMinutes + d.driveMinutes);
  return {
    days,
    totals: {
      driveMinutes: days.reduce((sum, d) => sum + d.driveMinutes, 0),
      distance: Math.round(days.reduce((sum, d) => sum + d.distance, 0) * 10) / 10,
      spreadMinutes: work.length ? Math.max(...work) - Math.min(...work) : 0,
    },
  };
}

/** What the builder page shows before any proposal: the standing routes in numbers and what can't be planned. */
export async function builderPlan(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  const week = await standingWeek(ctx);
  const nodes = nodesOf(week);
  const matrix = await travelMatrix(ctx.ports.travelTimes, nodes.points, week.settings);
  return {
    week,
    current: figuresOf(ctx, week, week.lanes, matrix, nodes),
    notRoutable: Object.values(week.stops).filter((s) => s.lat == null || s.lng == null),
    withoutStart: week.technicians.filter((t) => !t.start),
    warning: matrix.warning,
  };
}

const minuteOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/**
 * The solver's input. Stops visited once a week (weekly, every N weeks, monthly) are free to move within their locks;
 * stops visited on several weekdays (daily, weekdays, custom days) keep their days and technician, one visit a day,
 * so their minutes still count. Stops without coordinates and technicians without a start point are left out.
 */
export function balanceInput(
  week: Week,
  matrix: TravelMatrix,
  nodes: ReturnType<typeof nodesOf>,
): BalanceWeekInput {
  const technicians = week.technicians.filter((t) => nodes.startNode.has(t.id) && t.workDays.length);
  const techIds = new Set(technicians.map((t) => t.id));
  const stops: BalanceStop[] = [];
  const current: BalanceWeekInput["current"] = [];
  for (const stop of Object.values(week.stops)) {
    const node = nodes.stopNode.get(stop.id);
    if (node === undefined) continue;
    const single = stop.weekdays.length === 1 && !stop.fixedDays;
    const keepTech = stop.lockTechnician && stop.technicianId && techIds.has(stop.technicianId);
    const window = stop.timeWindow?.split("–");
    const timeWindow =
      window?.[0] && window[1]
        ? { startMinute: minuteOf(window[0]), endMinute: minuteOf(window[1]) }
        : undefined;
    for (const weekday of stop.weekdays) {
      const id = single ? stop.id : `${stop.id}@${weekday}`;
      stops.push({
        id,
        node,
        serviceMinutes: stop.minutes,
        requiredSkills: stop.requiredSkill ? [stop.requiredSkill] : undefined,
        lockedTechnicianId:
          keepTech || (!single && stop.technicianId && techIds.has(stop.technicianId))
            ? stop.technicianId!
            : undefined,
        lockedWeekday: stop.lockDay || !single ? weekday : undefined,
        timeWindow,
      });
    }
  }
  for (const lane of week.lanes) {
    if (!lane.technicianId || !techIds.has(lane.technicianId)) continue;
    for (const stopId of lane.stopIds) {
      const stop = week.stops[stopId];
      if (!nodes.stopNode.has(stopId)) continue;
      const single = stop.weekdays.length === 1 && !stop.fixedDays;
      current.push({
        stopId: single ? stopId : `${stopId}@${lane.weekday}`,
        technicianId: lane.technicianId,
        weekday: lane.weekday,
      });
    }
  }
  return {
    durations: { size: matrix.size, data: matrix.durations },
    distances: { size: matrix.size, data: matrix.distances },
    technicians: technicians.map((t: RoutingTechnician) => ({
      id: t.id,
      startNode: nodes.startNode.get(t.id)!,
      weekdays: t.workDays,
      dailyMinutes: t.dailyMinutes,
      skills: t.skills,
    })),
    stops,
    current,
  };
}

export type BalanceSolver = (
  input: BalanceWeekInput,
  options: { timeLimitMs: number; onProgress?: (fraction: number) => void },
) => Promise<BalanceWeekResult>;

/** Runs the builder: the proposal as lanes, its numbers beside the current ones, and who changes day or technician. */
export async function proposePlan(
  ctx: TenantContext,
  solve: BalanceSolver,
  options: { priority?: BalancePriority; onProgress?: (fraction: number) => void } = {},
) {
  requirePermission(ctx, "routing:manage");
  const week = await standingWeek(ctx);
  const nodes = nodesOf(week);
  const matrix = await travelMatrix(ctx.ports.travelTimes, nodes.points, week.settings);
  const input = {
    ...balanceInput(week, matrix, nodes),
    balanceWeight: balancePriorities[options.priority ?? "even"],
  };
  if (!input.technicians.length) throw new RuleError("plan", "builder.rules.noStartPoint");
  // About 2 s for a small company, up to 25 s for hundreds of stops.
  const timeLimitMs = Math.min(25_000, 2_000 + input.stops.length * 40);
  const result = await solve(input, { timeLimitMs, onProgress: options.onProgress });
  const lanes = lanesFromAssignments(week, result);
  const changes = result.assignments
    .filter((a) => !a.stopId.includes("@"))
    .map((a) => ({ stop: week.stops[a.stopId], to: { technicianId: a.technicianId, weekday: a.weekday } }))
    .filter(({ stop, to }) => stop.technicianId !== to.technicianId || stop.weekdays[0] !== to.weekday)
    .map(({ stop, to }) => ({
      stopId: stop.id,
      customerName: stop.customerName,
      address: stop.address,
      from: { technicianId: stop.technicianId, weekday: stop.weekdays[0] },
      to,
    }));
  return {
    lanes,
    current: figuresOf(ctx, week, week.lanes, matrix, nodes),
    proposed: figuresOf(ctx, week, lanes, matrix, nodes),
    changes,
    unassigned: result.unassigned.map((u) => ({
      stopId: u.stopId.split("@")[0],
      customerName: week.stops[u.stopId.split("@")[0]]?.customerName ?? "",
      reason: u.reason,
    })),
    warning: matrix.warning,
  };
}

/** The proposal as standing-route lanes; stops the solver could not place keep their current lanes. */
function lanesFromAssignments(week: Week, result: BalanceWeekResult): Lane[] {
  const byLane = new Map<
    string,
    { technicianId: string; weekday: number; items: { id: string; position: number }[] }
  >();
  const placed = new Set<string>();
  for (const a of result.assignments) {
    const id = a.stopId.split("@")[0];
    placed.add(id);
    const key = `${a.technicianId}:${a.weekday}`;
    if (!byLane.has(key)) byLane.set(key, { technicianId: a.technicianId, weekday: a.weekday, items: [] });
    byLane.get(key)!.items.push({ id, position: a.position });
  }
  const lanes: Lane[] = [...byLane.values()].map((l) => ({
    technicianId: l.technicianId,
    weekday: l.weekday,
    stopIds: l.items.sort((x, y) => x.position - y.position).map((i) => i.id),
  }));
  // Stops the solver did not see (no coordinates, unplanned technician) or could not place stay where they are.
  for (const lane of week.lanes) {
    const kept = lane.stopIds.filter((id) => !placed.has(id));
    if (!kept.length) continue;
    const same = lanes.find((l) => l.technicianId === lane.technicianId && l.weekday === lane.weekday);
    if (same) same.stopIds.push(...kept);
    else lanes.push({ ...lane, stopIds: kept });
  }
  return lanes;
}

/**
 * Applies the proposal for the chosen technicians: every stop the proposal gives one of them moves to its proposed
 * day and place; everything else stays as it is in the standing routes.
 */
export async function acceptProposal(ctx: TenantContext, proposed: Lane[], technicianIds: string[]) {
  requirePermission(ctx, "routing:manage");
  if (!technicianIds.length) throw new RuleError("technicianIds", "builder.rules.chooseTechnicianToAccept");
  const week = await standingWeek(ctx);
  const accepted = new Set(technicianIds);
  if (technicianIds.some((id) => !week.technicians.some((t) => t.id === id)))
    throw new RuleError("technicianIds", "builder.rules.technicianGoneRunAgain");
  const moving = new Set(
    proposed.filter((l) => l.technicianId && accepted.has(l.technicianId)).flatMap((l) => l.stopIds),
  );
  const unknown = [...moving].find((id) => !week.stops[id]);
  if (unknown) throw new RuleError("plan", "builder.rules.routesChanged");
  const lanes: Lane[] = week.lanes
    .filter((l) => !(l.technicianId && accepted.has(l.technicianId)))
    .map((l) => ({ ...l, stopIds: l.stopIds.filter((id) => !moving.has(id)) }));
  for (const lane of proposed) {
    if (!lane.technicianId || !accepted.has(lane.technicianId)) continue;
    lanes.push({ ...lane, stopIds: lane.stopIds.filter((id) => moving.has(id)) });
  }
  // Stops that were on an accepted technician's day but go to someone not accepted stay with that technician.
  for (const lane of week.lanes) {
    if (!lane.technicianId || !accepted.has(lane.technicianId)) continue;
    const staying = lane.stopIds.filter((id) => !moving.has(id));
    if (!staying.length) continue;
    const target = lanes.find((l) => l.technicianId === lane.technicianId && l.weekday === lane.weekday);
    if (target) target.stopIds.push(...staying);
    else lanes.push({ ...lane, stopIds: staying });
  }
  return saveStandingRoutes(ctx, lanes);
}

export type Proposal = Awaited<ReturnType<typeof proposePlan>>;
export type { StandingStop };
