/**
 * The board's unsaved arrangement: stop ids per lane, keyed "lane:<technician id | none>:<weekday>" (the one-date
 * board uses weekday -1). Pure functions, so moves are easy to reason about and test.
 */
export type LaneMap = Record<string, string[]>;

export const weekdayNames = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];
export const weekdayShort = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"];
/** Monday first, as a week reads on a route board. */
export const weekOrder = [1, 2, 3, 4, 5, 6, 0];
/** The one-date board has a single "day". */
export const ONE_DATE = -1;

export const laneKey = (technicianId: string | null, weekday: number) =>
  `lane:${technicianId ?? "none"}:${weekday}`;

export function parseLaneKey(key: string): { technicianId: string | null; weekday: number } | null {
  const match = /^lane:(.+):(-?\d)$/.exec(key);
  if (!match) return null;
  return { technicianId: match[1] === "none" ? null : match[1], weekday: Number(match[2]) };
}

export const isLaneKey = (id: unknown) => typeof id === "string" && id.startsWith("lane:");

/** Every technician (and "not assigned") gets a lane on every day, busy or not. */
export function buildLanes(
  technicianIds: string[],
  weekdays: number[],
  lanes: { technicianId: string | null; weekday?: number; stopIds: string[] }[],
): LaneMap {
  const map: LaneMap = {};
  for (const weekday of weekdays) for (const id of [...technicianIds, null]) map[laneKey(id, weekday)] = [];
  for (const lane of lanes) {
    const key = laneKey(lane.technicianId, lane.weekday ?? ONE_DATE);
    map[key] = [...(map[key] ?? []), ...lane.stopIds];
  }
  return map;
}

/** The lane holding this stop on that day. */
export function laneOf(lanes: LaneMap, stopId: string, weekday: number): string | undefined {
  return Object.keys(lanes).find((k) => parseLaneKey(k)?.weekday === weekday && lanes[k].includes(stopId));
}

/** The lanes of one day, in board order: technicians first (in the given order), then "not assigned". */
export function lanesOfDay(lanes: LaneMap, weekday: number, technicianIds: string[]) {
  const known = technicianIds.map((id) => laneKey(id, weekday));
  const others = Object.keys(lanes).filter((k) => {
    const lane = parseLaneKey(k);
    return lane?.weekday === weekday && lane.technicianId !== null && !known.includes(k);
  });
  return [...known, ...others, laneKey(null, weekday)];
}

/** Takes a stop out of one lane and puts it in another at `index` (the end by default). */
export function moveCard(lanes: LaneMap, stopId: string, from: string, to: string, index?: number): LaneMap {
  const next = { ...lanes, [from]: lanes[from].filter((id) => id !== stopId) };
  const target = [...(next[to] ?? [])].filter((id) => id !== stopId);
  target.splice(index ?? target.length, 0, stopId);
  next[to] = target;
  return next;
}

/**
 * A stop visiting several weekdays has one technician: once one of its day cards sits with another technician,
 * its cards on the other days follow (to the end of that technician's lanes). Returns the weekdays that followed.
 */
export function followTechnician(lanes: LaneMap, stopId: string, weekday: number) {
  const here = laneOf(lanes, stopId, weekday);
  const technicianId = here ? parseLaneKey(here)?.technicianId : undefined;
  if (technicianId === undefined) return { lanes, followed: [] as number[] };
  let next = lanes;
  const followed: number[] = [];
  for (const key of Object.keys(lanes)) {
    const lane = parseLaneKey(key);
    if (!lane || lane.weekday === weekday || lane.technicianId === technicianId) continue;
    if (!lanes[key].includes(stopId)) continue;
    next = moveCard(next, stopId, key, laneKey(technicianId, lane.weekday));
    followed.push(lane.weekday);
  }
  return { lanes: next, followed: followed.sort((a, b) => weekOrder.indexOf(a) - weekOrder.indexOf(b)) };
}

/** The weekdays a stop visits in this arrangement. */
export function daysOf(lanes: LaneMap, stopId: string) {
  const days = new Set<number>();
  for (const [key, ids] of Object.entries(lanes))
    if (ids.includes(stopId)) days.add(parseLaneKey(key)!.weekday);
  return days;
}

/**
 * What changed since the page loaded: stops now in another lane (technician or day), and lanes whose stops that
 * stayed are in another order.
 */
export function changes(before: LaneMap, after: LaneMap) {
  const lanesOfStop = (lanes: LaneMap) => {
    const map = new Map<string, string[]>();
    for (const [key, ids] of Object.entries(lanes))
      for (const id of ids) map.set(id, [...(map.get(id) ?? []), key]);
    return map;
  };
  const a = lanesOfStop(before);
  const b = lanesOfStop(after);
  let moved = 0;
  for (const id of new Set([...a.keys(), ...b.keys()]))
    if ((a.get(id) ?? []).sort().join() !== (b.get(id) ?? []).sort().join()) moved++;
  let reordered = 0;
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    const now = after[key] ?? [];
    const kept = (before[key] ?? []).filter((id) => now.includes(id));
    if (kept.join() !== now.filter((id) => kept.includes(id)).join()) reordered++;
  }
  return { moved, reordered, dirty: moved + reordered > 0 };
}

/** The lanes to post: "not assigned" and current technicians (a former technician's lane keeps its stops). */
export function lanesToSave(lanes: LaneMap, technicianIds: string[]) {
  return Object.entries(lanes)
    .map(([key, stopIds]) => ({ ...parseLaneKey(key)!, stopIds }))
    .filter((l) => l.technicianId === null || technicianIds.includes(l.technicianId));
}
