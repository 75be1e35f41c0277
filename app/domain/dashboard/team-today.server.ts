/**
 * Today's routes at a glance, per technician: how far along they are and where they are now. Built on the route
 * dashboard's day (`dayRoutes`: lanes in route order, stops another company gave us ride in the technician's lane),
 * without its travel figures, which cost a distance matrix per technician.
 */
import { currentOrNext, progressOf, sumProgress } from "~/core/dashboard/dashboard";
import { weekdayOf } from "~/core/recurrence/recurrence";
import { dayRoutes } from "../routing/day-routes.server";
import { contractedDayStops } from "../team/contracted-stops.server";
import type { TenantContext } from "../tenant.server";
import { requireCard, todayOf } from "./access.server";

export async function teamToday(ctx: TenantContext, now = new Date()) {
  requireCard(ctx, "team");
  const today = todayOf(ctx, now);
  const [day, contracted] = await Promise.all([dayRoutes(ctx, today), contractedDayStops(ctx, today)]);
  const weekday = weekdayOf(today);
  const technicians = day.lanes.flatMap((lane) => {
    const technician = day.technicians.find((t) => t.id === lane.technicianId) ?? null;
    const stops = [
      ...lane.stopIds.map((id) => day.stops[id]),
      ...(technician ? contracted.filter((s) => s.technicianId === technician.id) : []),
    ];
    // A technician off today with nothing on their route is not part of today's picture.
    if (!stops.length && !technician?.workDays.includes(weekday)) return [];
    const where = currentOrNext(stops);
    return [
      {
        technicianId: lane.technicianId,
        name: technician?.name ?? "Not assigned",
        color: technician?.color ?? "gray",
        counts: progressOf(stops),
        where: where
          ? {
              state: where.state,
              stopId: where.stop.id,
              customerName: where.stop.customerName,
              address: where.stop.address,
              contract: Boolean(where.stop.contract),
            }
          : null,
      },
    ];
  });
  return { date: today, technicians, totals: sumProgress(technicians.map((t) => t.counts)) };
}
