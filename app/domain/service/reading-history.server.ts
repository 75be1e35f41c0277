import { desc, eq, inArray } from "drizzle-orm";
import { stopLabel } from "~/core/service/stop-label";
import { serviceStop, stopReading } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import type { StopReading } from "./readings";

/** Readings of one body of water over time (finished stops), oldest first, for its history table and charts. */
export async function readingHistory(ctx: TenantContext, bodyOfWaterId: string, limit = 52) {
  requirePermission(ctx, "customers:read");
  const stops = await ctx.db
    .select({ id: serviceStop.id, number: serviceStop.number, serviceDate: serviceStop.serviceDate })
    .from(serviceStop)
    .innerJoin(stopReading, eq(stopReading.serviceStopId, serviceStop.id))
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.status, "finished"),
        eq(stopReading.bodyOfWaterId, bodyOfWaterId),
      ),
    )
    .groupBy(serviceStop.id, serviceStop.number, serviceStop.serviceDate)
    .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.number))
    .limit(limit);
  if (stops.length === 0) return [];
  const rows = await ctx.db
    .select({
      serviceStopId: stopReading.serviceStopId,
      reading: stopReading.reading,
      value: stopReading.value,
    })
    .from(stopReading)
    .where(
      scoped(
        ctx,
        stopReading,
        eq(stopReading.bodyOfWaterId, bodyOfWaterId),
        inArray(
          stopReading.serviceStopId,
          stops.map((s) => s.id),
        ),
      ),
    );
  return stops
    .map((s) => ({
      stopId: s.id,
      label: stopLabel(s.number),
      date: s.serviceDate,
      readings: Object.fromEntries(
        rows.filter((r) => r.serviceStopId === s.id).map((r) => [r.reading, r.value]),
      ) as Partial<Record<StopReading, number>>,
    }))
    .reverse();
}
