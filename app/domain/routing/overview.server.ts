/**
 * The routing overview: every active location on the map with who services it on which days, stops and minutes
 * per technician per weekday, and the locations that cannot be routed (no recurring stop, or no coordinates).
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { customer, serviceLocation } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type StandingStop, standingWeek } from "./standing-routes.server";

export async function routingOverview(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  const [week, locations] = await Promise.all([
    standingWeek(ctx),
    ctx.db
      .select({
        id: serviceLocation.id,
        customerId: customer.id,
        customerName: customer.displayName,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
        lat: serviceLocation.latitude,
        lng: serviceLocation.longitude,
      })
      .from(serviceLocation)
      .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
      .where(
        and(scoped(ctx, serviceLocation, isNull(serviceLocation.archivedAt)), isNull(customer.archivedAt)),
      )
      .orderBy(asc(customer.displayName)),
  ]);
  const stopsByLocation = new Map<
    string,
    { technicianId: string | null; weekdays: number[]; schedule: string; rule: StandingStop["rule"] }[]
  >();
  for (const stop of Object.values(week.stops)) {
    const locationId = stop.serviceLocationId;
    const list = stopsByLocation.get(locationId) ?? [];
    list.push({
      technicianId: stop.technicianId,
      weekdays: stop.weekdays,
      schedule: stop.schedule,
      rule: stop.rule,
    });
    stopsByLocation.set(locationId, list);
  }
  const places = locations.map((l) => ({
    id: l.id,
    customerId: l.customerId,
    customerName: l.customerName,
    address: [l.addressLine, l.city].filter(Boolean).join(", "),
    lat: l.lat,
    lng: l.lng,
    service: stopsByLocation.get(l.id) ?? [],
  }));
  const load = week.technicians.map((t) => ({
    technicianId: t.id,
    name: t.name,
    color: t.color,
    dailyMinutes: t.dailyMinutes,
    workDays: t.workDays,
    days: [0, 1, 2, 3, 4, 5, 6].map((weekday) => {
      const lane = week.lanes.find((l) => l.technicianId === t.id && l.weekday === weekday);
      const ids = lane?.stopIds ?? [];
      return {
        weekday,
        stops: ids.length,
        minutes: ids.reduce((sum, id) => sum + week.stops[id].minutes, 0),
      };
    }),
  }));
  return {
    technicians: week.technicians,
    places: places.filter((p) => p.lat != null && p.lng != null),
    load,
    unassigned: Object.values(week.stops).filter((s) => !s.technicianId),
    noRecurringStop: places.filter((p) => p.service.length === 0),
    noCoordinates: places.filter((p) => p.lat == null || p.lng == null),
  };
}
