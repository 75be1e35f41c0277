import type { MatrixInput } from "./matrix";
import { type SolveOptions, solveVrpCore, type VrpStop, type VrpVehicle } from "./vrp";

export interface BalanceTechnician {
  id: string;
  /** Matrix node where the technician's day starts (home or shop). */
  startNode: number;
  /** Where the day ends: omitted = back to startNode, `null` = wherever the last stop is. */
  endNode?: number | null;
  /** Weekdays the technician works (any integer convention the caller uses, e.g. 1 = Monday … 7 = Sunday). */
  weekdays: number[];
  /** Minutes available per working day (driving + service + waiting). */
  dailyMinutes: number;
  /** Minute of the day the technician leaves (default 480 = 8:00). */
  dayStartMinute?: number;
  skills?: string[];
}

export interface BalanceStop {
  id: string;
  node: number;
  serviceMinutes: number;
  /** Every skill must be held by the technician. */
  requiredSkills?: string[];
  /** Locked to this technician. */
  lockedTechnicianId?: string;
  /** Locked to this weekday. */
  lockedWeekday?: number;
  /** Weekdays the customer accepts (default any). */
  allowedWeekdays?: number[];
  /** Start of service must fall in [startMinute, endMinute] (minutes of the day). */
  timeWindow?: { startMinute: number; endMinute: number };
}

export interface BalanceWeekInput {
  /** Driving times in SECONDS between matrix nodes (asymmetric allowed); this is what is minimised. */
  durations: MatrixInput;
  /** Optional distances (e.g. meters), only reported. */
  distances?: MatrixInput;
  technicians: BalanceTechnician[];
  stops: BalanceStop[];
  /**
   * Balancing weight w (default 1): the objective is driving seconds + w × Σ_day work² / H, where work is a
   * day's driving + service seconds and H its available seconds. For a fixed total, Σ work² is smallest when days
   * are even. Moving m minutes of work from a day with A minutes to one with B < A minutes changes the term by
   * about −2·w·m·(A − B)/H minutes: with w = 1 and 8-hour days, moving a 20-minute stop from a 400- to a
   * 250-minute day is worth up to 12.5 extra minutes of driving. 0 turns balancing off.
   */
  balanceWeight?: number;
  /** The current plan (the order within each technician-day is the array order); the result is never worse. */
  current?: { stopId: string; technicianId: string; weekday: number }[];
}

export interface BalanceAssignment {
  stopId: string;
  technicianId: string;
  weekday: number;
  /** 0-based position in the technician's route that day. */
  position: number;
  /** Minute of the day service starts. */
  arrivalMinute: number;
}

export interface BalanceDay {
  technicianId: string;
  weekday: number;
  stopIds: string[];
  driveMinutes: number;
  serviceMinutes: number;
  /** Driving + service (waiting excluded). */
  workMinutes: number;
  /** Minute of the day the technician is back (open end: finishes the last stop). */
  endMinute: number;
  /** Only when `distances` were given. */
  distance?: number;
}

export interface BalanceWeekResult {
  assignments: BalanceAssignment[];
  unassigned: { stopId: string; reason: string }[];
  /** Every (technician, working weekday), including empty days. */
  days: BalanceDay[];
  totals: {
    driveMinutes: number;
    serviceMinutes: number;
    distance?: number;
    /** Largest minus smallest workMinutes over the working days. */
    spreadMinutes: number;
  };
}

/**
 * Assign and balance: chooses each recurring stop's technician and weekday and the order of every day, minimising
 * driving while keeping days within their minutes and time windows, honouring locks, skills and working days,
 * with a small penalty on uneven days. Every (technician, weekday) is a vehicle of the core VRP.
 */
export function balanceWeek(input: BalanceWeekInput, options: SolveOptions = {}): BalanceWeekResult {
  const vehicles: VrpVehicle[] = [];
  const vehicleKey: { tech: BalanceTechnician; weekday: number }[] = [];
  for (const tech of input.technicians) {
    const start = (tech.dayStartMinute ?? 480) * 60;
    for (const weekday of [...new Set(tech.weekdays)].sort((a, b) => a - b)) {
      vehicles.push({
        id: `${tech.id}@${weekday}`,
        start: tech.startNode,
        end: tech.endNode === undefined ? tech.startNode : tech.endNode,
        shiftStart: start,
        shiftEnd: start + tech.dailyMinutes * 60,
      });
      vehicleKey.push({ tech, weekday });
    }
  }
  const stops: VrpStop[] = input.stops.map((s) => {
    const allowed: number[] = [];
    vehicleKey.forEach(({ tech, weekday }, v) => {
      if (s.lockedTechnicianId !== undefined && tech.id !== s.lockedTechnicianId) return;
      if (s.lockedWeekday !== undefined && weekday !== s.lockedWeekday) return;
      if (s.allowedWeekdays && !s.allowedWeekdays.includes(weekday)) return;
      if (s.requiredSkills?.some((k) => !tech.skills?.includes(k))) return;
      allowed.push(v);
    });
    return {
      id: s.id,
      node: s.node,
      service: s.serviceMinutes * 60,
      timeWindow: s.timeWindow ? [s.timeWindow.startMinute * 60, s.timeWindow.endMinute * 60] : undefined,
      allowedVehicles: allowed.length === vehicles.length ? undefined : allowed,
    };
  });
  let initialRoutes: number[][] | undefined;
  if (input.current) {
    const stopIndex = new Map(input.stops.map((s, i) => [s.id, i]));
    const vIndex = new Map(vehicleKey.map(({ tech, weekday }, v) => [`${tech.id}\u0000${weekday}`, v]));
    initialRoutes = vehicles.map(() => []);
    for (const c of input.current) {
      const s = stopIndex.get(c.stopId);
      const v = vIndex.get(`${c.technicianId}\u0000${c.weekday}`);
      if (s !== undefined && v !== undefined) initialRoutes[v].push(s);
    }
  }
  const result = solveVrpCore(
    {
      cost: input.durations,
      time: input.durations,
      vehicles,
      stops,
      balanceWeight: input.balanceWeight ?? 1,
    },
    { timeLimitMs: 20_000, ...options, initialRoutes },
  );

  const dist = input.distances ? toDistance(input.distances) : null;
  const assignments: BalanceAssignment[] = [];
  const byVehicle = new Map(result.routes.map((r) => [r.vehicle, r]));
  const days: BalanceDay[] = [];
  let drive = 0;
  let service = 0;
  let distance = 0;
  let minWork = Number.POSITIVE_INFINITY;
  let maxWork = 0;
  vehicleKey.forEach(({ tech, weekday }, v) => {
    const r = byVehicle.get(v);
    const stopIds = r ? r.stops.map((s) => input.stops[s].id) : [];
    r?.stops.forEach((s, position) => {
      assignments.push({
        stopId: input.stops[s].id,
        technicianId: tech.id,
        weekday,
        position,
        arrivalMinute: r.arrivals[position] / 60,
      });
    });
    const day: BalanceDay = {
      technicianId: tech.id,
      weekday,
      stopIds,
      driveMinutes: r ? r.travelTime / 60 : 0,
      serviceMinutes: r ? r.serviceTime / 60 : 0,
      workMinutes: r ? (r.travelTime + r.serviceTime) / 60 : 0,
      endMinute: r ? r.endTime / 60 : (tech.dayStartMinute ?? 480),
    };
    if (dist) {
      let d = 0;
      if (r) {
        let prev = tech.startNode;
        for (const s of r.stops) {
          d += dist(prev, input.stops[s].node);
          prev = input.stops[s].node;
        }
        const end = tech.endNode === undefined ? tech.startNode : tech.endNode;
        if (end !== null) d += dist(prev, end);
      }
      day.distance = d;
      distance += d;
    }
    drive += day.driveMinutes;
    service += day.serviceMinutes;
    minWork = Math.min(minWork, day.workMinutes);
    maxWork = Math.max(maxWork, day.workMinutes);
    days.push(day);
  });
  return {
    assignments,
    unassigned: result.unassigned.map((u) => ({ stopId: input.stops[u.stop].id, reason: u.reason })),
    days,
    totals: {
      driveMinutes: drive,
      serviceMinutes: service,
      distance: dist ? distance : undefined,
      spreadMinutes: days.length ? maxWork - minWork : 0,
    },
  };
}

function toDistance(m: MatrixInput): (a: number, b: number) => number {
  if (Array.isArray(m)) return (a, b) => m[a][b];
  return (a, b) => m.data[a * m.size + b];
}
