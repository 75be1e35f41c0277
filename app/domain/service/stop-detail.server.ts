import { asc, desc, eq, inArray, isNull, lt, lte, ne } from "drizzle-orm";
import { stopLabel } from "~/core/service/stop-label";
import {
  bodyOfWater,
  company,
  companyMember,
  customer,
  serviceLocation,
  serviceStop,
  stopDose,
  stopReading,
  stopTask,
  user,
} from "~/db/schema";
import { ForbiddenError, NotFoundError } from "../errors";
import { formatAddress } from "../locations/schemas";
import { can, scoped, type TenantContext } from "../tenant.server";
import { effectiveTargets } from "../water/bodies.server";
import { getCompanyTargetDefaults } from "../water/target-defaults.server";
import { readingsFor, type StopReading } from "./readings";
import { canWork, findStop, type StopRow } from "./stop-access.server";
import { stopHistory } from "./stop-history.server";
import { technicianName } from "./stop-lists.server";
import { visitPhotosOf } from "./visit-photos.server";

/**
 * Everything about one stop: the place, its bodies of water with their targets and the last visit's readings,
 * what was recorded, the checklist, and the earlier visits at the same place.
 */
export async function getServiceStop(ctx: TenantContext, stopId: string) {
  const stop = await findStop(ctx, stopId);
  if (!can(ctx, "operations:read") && !canWork(ctx, stop)) throw new ForbiddenError("operations:read");

  const [[place], [settings], bodies, readings, doses, tasks, companyDefaults, history] = await Promise.all([
    ctx.db
      .select({ customer, location: serviceLocation })
      .from(serviceLocation)
      .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
      .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, stop.serviceLocationId))),
    ctx.db.select({ readingSet: company.readingSet }).from(company).where(eq(company.id, ctx.companyId)),
    ctx.db
      .select()
      .from(bodyOfWater)
      .where(
        scoped(
          ctx,
          bodyOfWater,
          eq(bodyOfWater.serviceLocationId, stop.serviceLocationId),
          isNull(bodyOfWater.archivedAt),
        ),
      )
      .orderBy(asc(bodyOfWater.createdAt)),
    ctx.db
      .select()
      .from(stopReading)
      .where(scoped(ctx, stopReading, eq(stopReading.serviceStopId, stop.id))),
    ctx.db
      .select()
      .from(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, stop.id)))
      .orderBy(asc(stopDose.position)),
    ctx.db
      .select()
      .from(stopTask)
      .where(scoped(ctx, stopTask, eq(stopTask.serviceStopId, stop.id)))
      .orderBy(asc(stopTask.position)),
    getCompanyTargetDefaults(ctx),
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        serviceDate: serviceStop.serviceDate,
        status: serviceStop.status,
        skipReason: serviceStop.skipReason,
        technicianName,
      })
      .from(serviceStop)
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.serviceLocationId, stop.serviceLocationId),
          ne(serviceStop.id, stop.id),
          lt(serviceStop.serviceDate, stop.serviceDate),
        ),
      )
      .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.number))
      .limit(10),
  ]);
  if (!place) throw new NotFoundError("Service location");

  const previous = await lastReadings(
    ctx,
    bodies.map((b) => b.id),
    stop,
  );
  const events = await stopHistory(ctx, stop.id);
  const [technician] = stop.technicianId
    ? await ctx.db
        .select({ name: user.name })
        .from(companyMember)
        .innerJoin(user, eq(user.id, companyMember.userId))
        .where(scoped(ctx, companyMember, eq(companyMember.id, stop.technicianId)))
    : [];

  return {
    ...stop,
    label: stopLabel(stop.number),
    technicianName: technician?.name ?? null,
    canWork: canWork(ctx, stop),
    // A contractor gets the customer's name and the place, not how to reach them nor the other visits.
    customer: {
      id: place.customer.id,
      name: place.customer.displayName,
      email: ctx.contractor ? null : place.customer.email,
      phone: ctx.contractor ? null : (place.customer.phone ?? place.customer.mobilePhone),
      sendServiceReports: place.customer.sendServiceReports,
    },
    location: {
      id: place.location.id,
      address: formatAddress(place.location),
      latitude: place.location.latitude,
      longitude: place.location.longitude,
      gateCode: place.location.gateCode,
      accessNotes: place.location.accessNotes,
      dogName: place.location.dogName,
    },
    bodies: bodies.map((b) => ({
      id: b.id,
      name: b.name,
      kind: b.kind,
      volume: b.volume,
      sanitizer: b.sanitizer,
      surface: b.surface,
      targets: effectiveTargets(b, companyDefaults),
      readingKeys: readingsFor(b.sanitizer, settings?.readingSet ?? []),
      readings: Object.fromEntries(
        readings.filter((r) => r.bodyOfWaterId === b.id).map((r) => [r.reading, r.value]),
      ) as Partial<Record<StopReading, number>>,
      doses: doses.filter((d) => d.bodyOfWaterId === b.id),
      previous: previous.get(b.id) ?? null,
    })),
    tasks,
    /** Every photo of the visit: the general ones, then each checklist task's (where finished stops show them). */
    visitPhotos: visitPhotosOf(stop.photos, tasks),
    history: ctx.contractor ? [] : history,
    /** This stop's own history, oldest first: arrived, finished, skipped (the phone's times) and the office's edits. */
    events,
  };
}
export type ServiceStopDetail = Awaited<ReturnType<typeof getServiceStop>>;

/** Per body of water, the readings of the latest earlier finished visit (shown next to today's inputs). */
async function lastReadings(ctx: TenantContext, bodyIds: string[], stop: StopRow) {
  const result = new Map<string, { date: string; readings: Partial<Record<StopReading, number>> }>();
  if (bodyIds.length === 0) return result;
  const rows = await ctx.db
    .select({
      bodyOfWaterId: stopReading.bodyOfWaterId,
      reading: stopReading.reading,
      value: stopReading.value,
      serviceDate: serviceStop.serviceDate,
      stopId: serviceStop.id,
    })
    .from(stopReading)
    .innerJoin(serviceStop, eq(serviceStop.id, stopReading.serviceStopId))
    .where(
      scoped(
        ctx,
        stopReading,
        inArray(stopReading.bodyOfWaterId, bodyIds),
        ne(stopReading.serviceStopId, stop.id),
        eq(serviceStop.status, "finished"),
        lte(serviceStop.serviceDate, stop.serviceDate),
      ),
    )
    .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.finishedAt))
    .limit(bodyIds.length * 40);
  const stopOf = new Map<string, string>();
  for (const row of rows) {
    const chosen = stopOf.get(row.bodyOfWaterId);
    if (chosen && chosen !== row.stopId) continue;
    stopOf.set(row.bodyOfWaterId, row.stopId);
    const entry = result.get(row.bodyOfWaterId) ?? { date: row.serviceDate, readings: {} };
    entry.readings[row.reading as StopReading] = row.value;
    result.set(row.bodyOfWaterId, entry);
  }
  return result;
}
