/**
 * The routing pages' maps as coloured routes (what `components/map/route-map` draws): the overview's places grouped
 * by technician or by weekday, a route-builder weekday's lanes, and the route dashboard's day. Pure: the pages pass
 * their words and `color`, which turns a Mantine colour name into a CSS colour for the current theme.
 */
import type { StopStatus } from "~/core/service/statuses";

export interface MapPoint {
  id: string;
  lat: number;
  lng: number;
  /** Tooltip and accessible name of the marker. */
  label: string;
  status?: StopStatus;
  /** The number a numbered marker shows. */
  number?: number;
}

export interface MapRoute {
  id: string;
  /** The legend's text. */
  label: string;
  /** A CSS colour. */
  color: string;
  points: MapPoint[];
  start?: { lat: number; lng: number } | null;
  showLine?: boolean;
}

/** Turns a Mantine colour name into the CSS colour the map draws. */
export type ColorOf = (mantine: string) => string;

/** Work weeks read Monday to Sunday. */
export const WEEK = [1, 2, 3, 4, 5, 6, 0];
/** Mantine colours for the weekdays when the map is coloured by day (index = weekday). */
export const DAY_COLORS = ["pink", "blue", "teal", "grape", "orange", "cyan", "red"];

/** A service location on the overview: where it is and its recurring stops (who, which weekdays, what rule). */
export interface OverviewPlace<Rule> {
  id: string;
  lat: number | null;
  lng: number | null;
  customerName: string;
  address: string;
  service: { technicianId: string | null; weekdays: number[]; rule: Rule }[];
}

export interface OverviewFilters {
  /** One weekday (0 = Sunday) or every day. */
  day: number | null;
  /** A technician's member id, "none" (stops with nobody assigned) or "" (everyone). */
  technician: string;
  colorBy: "technician" | "day";
}

/** The overview's words, in the reader's language. */
export interface OverviewWords<Rule> {
  noRecurring: string;
  notAssigned: string;
  weekday: (day: number) => string;
  schedule: (rule: Rule) => string;
}

/**
 * The overview's places as coloured groups, by technician or by weekday, within the filters. A place is in a group
 * once however many of its stops fall in it. Places without a recurring stop form their own group, shown only
 * without filters. Groups read Monday to Sunday (by day) or by name, then "not assigned", then "no recurring stop".
 */
export function overviewMapRoutes<Rule>(
  places: OverviewPlace<Rule>[],
  technicians: { id: string; name: string; color: string }[],
  filters: OverviewFilters,
  words: OverviewWords<Rule>,
  color: ColorOf,
): MapRoute[] {
  const groups = new Map<string, MapRoute>();
  const groupFor = (key: string, label: string, mantine: string) => {
    let g = groups.get(key);
    if (!g) {
      g = { id: key, label, color: color(mantine), points: [] };
      groups.set(key, g);
    }
    return g;
  };
  const technician = (id: string | null) => technicians.find((m) => m.id === id);
  for (const place of places) {
    const label = `${place.customerName}, ${place.address}`;
    if (place.service.length === 0) {
      if (filters.day === null && !filters.technician)
        groupFor("unserved", words.noRecurring, "dark").points.push({
          id: place.id,
          lat: place.lat!,
          lng: place.lng!,
          label,
        });
      continue;
    }
    for (const s of place.service) {
      if (filters.technician && (s.technicianId ?? "none") !== filters.technician) continue;
      const days = s.weekdays.filter((d) => filters.day === null || d === filters.day);
      if (days.length === 0) continue;
      const keys =
        filters.colorBy === "day"
          ? days.map((d) => [`day-${d}`, words.weekday(d), DAY_COLORS[d]] as const)
          : [
              [
                s.technicianId ?? "none",
                technician(s.technicianId)?.name ?? words.notAssigned,
                technician(s.technicianId)?.color ?? "gray",
              ] as const,
            ];
      for (const [key, name, mantine] of keys) {
        const g = groupFor(key, name, mantine);
        if (!g.points.some((p) => p.id === place.id))
          g.points.push({
            id: place.id,
            lat: place.lat!,
            lng: place.lng!,
            label: `${label} — ${words.schedule(s.rule)}`,
          });
      }
    }
  }
  const order = (id: string) =>
    id.startsWith("day-")
      ? WEEK.indexOf(Number(id.slice(4)))
      : id === "none"
        ? 1e3
        : id === "unserved"
          ? 1e4
          : 0;
  return [...groups.values()].sort((a, b) => order(a.id) - order(b.id) || a.label.localeCompare(b.label));
}

/** A standing stop as the route builder knows it. */
export interface LaneStop {
  id: string;
  lat: number | null;
  lng: number | null;
  customerName: string;
  address: string;
}

/**
 * The lanes of one weekday as map routes, one a technician in the technicians' order, coloured by technician, drawn
 * as lines from their start; stops without coordinates (or unknown) are left off, and so are technicians without
 * a stop on the map that day.
 */
export function laneMapRoutes(
  week: {
    technicians: { id: string; name: string; color: string; start: { lat: number; lng: number } | null }[];
    stops: Record<string, LaneStop | undefined>;
  },
  lanes: { technicianId: string | null; weekday: number; stopIds: string[] }[],
  weekday: number,
  color: ColorOf,
): MapRoute[] {
  return week.technicians
    .map((t) => {
      const lane = lanes.find((l) => l.technicianId === t.id && l.weekday === weekday);
      const points = (lane?.stopIds ?? [])
        .map((id) => week.stops[id])
        .filter((s): s is LaneStop => !!s && s.lat != null && s.lng != null)
        .map((s) => ({ id: s.id, lat: s.lat!, lng: s.lng!, label: `${s.customerName} — ${s.address}` }));
      return { id: t.id, label: t.name, color: color(t.color), points, start: t.start, showLine: true };
    })
    .filter((r) => r.points.length > 0);
}

/** A technician's route of one day on the route dashboard (technicianId null: the stops nobody has). */
export interface DayRoute {
  technicianId: string | null;
  name: string;
  color: string;
  start: { lat: number; lng: number } | null;
  stops: { id: string; lat: number | null; lng: number | null; status: StopStatus; customerName: string }[];
}

/**
 * The day's routes with stops as map routes: numbered in route order (a stop without coordinates keeps its number
 * in the list and is left off the map), each marker showing its stop's status.
 */
export function dayMapRoutes(routes: DayRoute[], color: ColorOf): MapRoute[] {
  return routes
    .filter((r) => r.stops.length > 0)
    .map((r) => ({
      id: r.technicianId ?? "none",
      label: r.name,
      color: color(r.color),
      start: r.start,
      showLine: true,
      points: r.stops.flatMap((s, i) =>
        s.lat != null && s.lng != null
          ? [
              {
                id: s.id,
                lat: s.lat,
                lng: s.lng,
                number: i + 1,
                status: s.status,
                label: `${i + 1}. ${s.customerName}`,
              },
            ]
          : [],
      ),
    }));
}
