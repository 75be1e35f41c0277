import { asc, eq, ne, sql } from "drizzle-orm";
import { currentOrNext, progressOf } from "~/core/dashboard/dashboard";
import { stopLabel } from "~/core/service/stop-label";
import { customer, recurringServiceStop, serviceLocation, serviceStop } from "~/db/schema";
import { contractedStopsForTechnician } from "../team/contracted-stops.server";
import { scoped, type TenantContext } from "../tenant.server";
import { requireCard, todayOf } from "./access.server";

const addressOf = (r: { addressLine: string | null; city: string | null }) =>
  [r.addressLine, r.city].filter(Boolean).join(", ");

/**
 * The signed-in member's own stops today in route order (customer, address, status, time window), then the stops
 * other companies gave them under a labor contract, with their progress and the stop they are at or go to next.
 */
export async function myDay(ctx: TenantContext, now = new Date()) {
  requireCard(ctx, "myDay");
  const today = todayOf(ctx, now);
  const [own, contracted] = await Promise.all([
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        status: serviceStop.status,
        skipReason: serviceStop.skipReason,
        customerName: customer.displayName,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
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
          eq(serviceStop.technicianId, ctx.memberId),
          eq(serviceStop.serviceDate, today),
          ne(serviceStop.status, "cancelled"),
        ),
      )
      .orderBy(sql`${serviceStop.routePosition} asc nulls last`, asc(serviceStop.number)),
    contractedStopsForTechnician(ctx, ctx.memberId, today),
  ]);
  const stops = [
    ...own.map((s) => ({
      id: s.id,
      label: stopLabel(s.number),
      status: s.status,
      skipReason: s.skipReason,
      customerName: s.customerName,
      address: addressOf(s),
      timeWindow:
        s.timeWindowStart && s.timeWindowEnd ? { start: s.timeWindowStart, end: s.timeWindowEnd } : null,
      to: `/company/serviceStops/detail/${s.id}`,
    })),
    ...contracted.map((s) => ({
      id: s.id,
      label: s.label,
      status: s.status,
      skipReason: null,
      customerName: s.customerName,
      address: addressOf(s),
      timeWindow: null,
      to: `/company/contractStops/${s.id}`,
    })),
  ];
  const where = currentOrNext(stops);
  return {
    date: today,
    stops,
    counts: progressOf(stops),
    where: where ? { state: where.state, stopId: where.stop.id } : null,
  };
}
