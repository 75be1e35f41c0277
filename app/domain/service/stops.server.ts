import { asc, count, desc, eq, gte, inArray, isNull, lt, lte, ne, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { analyzeWater, type Readings, readingUnit } from "~/core/chemistry";
import { isValidDate } from "~/core/equipment/service";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";
import { skipReasonKeys } from "~/core/i18n/stop-words";
import { readingNameKeys } from "~/core/i18n/water-words";
import { containsPattern, type ListQuery, offsetOf, parseListQuery } from "~/core/listing/list-query";
import { type MissingWork, missingWorkReasons } from "~/core/service/missing-work";
import type { Tx } from "~/db/client.server";
import {
  alert,
  bodyOfWater,
  company,
  companyMember,
  customer,
  item,
  type StopEventKind,
  type StopPhoto,
  type StopStatus,
  serviceLocation,
  serviceStop,
  stopDose,
  stopEvent,
  stopReading,
  stopTask,
  taskGroup,
  taskGroupTask,
  user,
} from "~/db/schema";
import type { PreparedFile } from "~/server/storage.server";
import { enabledAlertKinds } from "../alerts/rule-settings.server";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import { asPhoto, storeFile } from "../files/stored-files.server";
import { formatAddress } from "../locations/schemas";
import { nextNumber } from "../numbering.server";
import { jobVisitArrived, jobVisitFinished } from "../operations/job-visits.server";
import { applyStopStock } from "../operations/stock.server";
import { recordStopLaborCost } from "../team/contract-coverage.server";
import { stopWorkerOptions } from "../team/workers.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { effectiveTargets } from "../water/bodies.server";
import { getCompanyTargetDefaults } from "../water/target-defaults.server";
import { readingsFor, type StopReading, stopReadingLabels } from "./readings";
import {
  type CreateStopInput,
  type EditStopInput,
  type SkipInput,
  stopLabel,
  type VisitInput,
} from "./stop-schemas";

export const stopSorts = ["date", "number", "customer", "status"] as const;
export type StopSort = (typeof stopSorts)[number];
export const stopFilters = ["from", "to", "technician", "status", "customer"] as const;

type StopRow = typeof serviceStop.$inferSelect;

/**
 * May this member work (arrive, record, finish, skip) this stop? The office may work any; a technician their own; a
 * contractor's member only the contracted stop it was let in for.
 */
export function canWork(ctx: TenantContext, stop: Pick<StopRow, "id" | "technicianId">) {
  if (ctx.contractor) return ctx.contractor.stopId === stop.id;
  return can(ctx, "operations:write") || (can(ctx, "operations:work") && stop.technicianId === ctx.memberId);
}

function requireWork(ctx: TenantContext, stop: Pick<StopRow, "id" | "technicianId">) {
  if (!canWork(ctx, stop)) throw new ForbiddenError("operations:work");
}

// Written out in full: Drizzle leaves columns unqualified in single-table selects, which a subquery can't have.
const technicianName = sql<
  string | null
>`(select "u"."name" from "company_member" "m" join "user" "u" on "u"."id" = "m"."user_id" where "m"."id" = "service_stop"."technician_id")`;

// ---------------------------------------------------------------------------------------------------------------
// Lists
// ---------------------------------------------------------------------------------------------------------------

export async function listServiceStops(ctx: TenantContext, query: ListQuery<StopSort>) {
  requirePermission(ctx, "operations:read");
  const { from, to, technician, status, customer: customerId } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const numberQuery = query.q?.replace(/^s-?/i, "");
  const where = scoped(
    ctx,
    serviceStop,
    from && isValidDate(from) ? gte(serviceStop.serviceDate, from) : undefined,
    to && isValidDate(to) ? lte(serviceStop.serviceDate, to) : undefined,
    technician === "none"
      ? isNull(serviceStop.technicianId)
      : technician
        ? eq(serviceStop.technicianId, technician)
        : undefined,
    status ? eq(serviceStop.status, status as StopStatus) : undefined,
    customerId ? eq(serviceStop.customerId, customerId) : undefined,
    pattern
      ? numberQuery && /^\d+$/.test(numberQuery)
        ? eq(serviceStop.number, Number(numberQuery))
        : sql`(${customer.displayName} ilike ${pattern} or ${serviceLocation.addressLine} ilike ${pattern})`
      : undefined,
  );
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    date: [direction(serviceStop.serviceDate), asc(serviceStop.routePosition), asc(serviceStop.number)],
    number: [direction(serviceStop.number)],
    customer: [direction(customer.displayName), desc(serviceStop.serviceDate)],
    status: [direction(serviceStop.status), desc(serviceStop.serviceDate)],
  }[query.sort];
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        serviceDate: serviceStop.serviceDate,
        status: serviceStop.status,
        skipReason: serviceStop.skipReason,
        routePosition: serviceStop.routePosition,
        customerId: serviceStop.customerId,
        customerName: customer.displayName,
        address: serviceLocation.addressLine,
        city: serviceLocation.city,
        technicianName,
      })
      .from(serviceStop)
      .innerJoin(customer, eq(customer.id, serviceStop.customerId))
      .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(serviceStop)
      .innerJoin(customer, eq(customer.id, serviceStop.customerId))
      .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
      .where(where),
  ]);
  return { rows, total };
}

/** The customer page's Service tab: that customer's stops, newest first (the tab says so), the first page. */
export function listCustomerStops(ctx: TenantContext, customerId: string) {
  return listServiceStops(
    ctx,
    parseListQuery(new URLSearchParams({ customer: customerId }), {
      sorts: stopSorts,
      defaultSort: "date",
      defaultDir: "desc",
      filters: stopFilters,
    }),
  );
}

/** A technician's stops for one day in route order, with what they need at the gate. */
export async function listTechnicianDay(ctx: TenantContext, memberId: string, date: string) {
  if (memberId !== ctx.memberId) requirePermission(ctx, "operations:read");
  else if (!can(ctx, "operations:work")) requirePermission(ctx, "operations:read");
  return ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      status: serviceStop.status,
      routePosition: serviceStop.routePosition,
      customerName: customer.displayName,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      region: serviceLocation.region,
      postalCode: serviceLocation.postalCode,
      latitude: serviceLocation.latitude,
      longitude: serviceLocation.longitude,
      gateCode: serviceLocation.gateCode,
      dogName: serviceLocation.dogName,
      accessNotes: serviceLocation.accessNotes,
      description: serviceStop.description,
    })
    .from(serviceStop)
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.technicianId, memberId),
        eq(serviceStop.serviceDate, date),
        ne(serviceStop.status, "cancelled"),
      ),
    )
    .orderBy(sql`${serviceStop.routePosition} asc nulls last`, asc(serviceStop.number));
}

/** Members who can be sent on stops (their role has operations:work), for pickers and filters. */
export async function listTechnicianOptions(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return stopWorkerOptions(ctx);
}

// ---------------------------------------------------------------------------------------------------------------
// Create
// ---------------------------------------------------------------------------------------------------------------

/** Schedules a one-off stop (ad hoc, or from a job) and copies its task group's checklist onto it. */
export async function createServiceStop(
  ctx: TenantContext,
  input: CreateStopInput,
  jobId: string | null = null,
) {
  requirePermission(ctx, "operations:write");
  const [location] = await ctx.db
    .select({ id: serviceLocation.id, estimatedMinutes: serviceLocation.estimatedMinutes })
    .from(serviceLocation)
    .where(
      scoped(
        ctx,
        serviceLocation,
        eq(serviceLocation.id, input.serviceLocationId),
        eq(serviceLocation.customerId, input.customerId),
        isNull(serviceLocation.archivedAt),
      ),
    );
  if (!location) throw new RuleError("serviceLocationId", "reports.placeRules.chooseServiceLocation");
  if (input.technicianId) {
    const technicians = await listTechnicianOptions(ctx);
    if (!technicians.some((t) => t.value === input.technicianId))
      throw new RuleError("technicianId", "reports.serviceRules.chooseTechnician");
  }
  let tasks: (typeof taskGroupTask.$inferSelect)[] = [];
  if (input.taskGroupId) {
    const [group] = await ctx.db
      .select({ id: taskGroup.id })
      .from(taskGroup)
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, input.taskGroupId), isNull(taskGroup.archivedAt)));
    if (!group) throw new RuleError("taskGroupId", "reports.serviceRules.chooseTaskGroup");
    tasks = await ctx.db
      .select()
      .from(taskGroupTask)
      .where(scoped(ctx, taskGroupTask, eq(taskGroupTask.taskGroupId, group.id)))
      .orderBy(asc(taskGroupTask.position));
  }

  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx.companyId, "service stop");
    let routePosition: number | null = null;
    if (input.technicianId) {
      const [{ last }] = await tx
        .select({ last: sql<number | null>`max(${serviceStop.routePosition})` })
        .from(serviceStop)
        .where(
          scoped(
            ctx,
            serviceStop,
            eq(serviceStop.technicianId, input.technicianId),
            eq(serviceStop.serviceDate, input.serviceDate),
          ),
        );
      routePosition = (last ?? 0) + 1;
    }
    const [created] = await tx
      .insert(serviceStop)
      .values({
        companyId: ctx.companyId,
        number,
        jobId,
        customerId: input.customerId,
        serviceLocationId: location.id,
        technicianId: input.technicianId,
        serviceDate: input.serviceDate,
        routePosition,
        taskGroupId: input.taskGroupId,
        description: input.description,
        estimatedMinutes: input.estimatedMinutes ?? location.estimatedMinutes,
      })
      .returning();
    if (tasks.length) {
      await tx.insert(stopTask).values(
        tasks.map((t, i) => ({
          companyId: ctx.companyId,
          serviceStopId: created.id,
          taskId: t.id,
          position: i,
          name: t.name,
          kind: t.kind,
          required: t.required,
          billableRateCents: t.billableRateCents,
        })),
      );
    }
    return created;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------------------------

async function findStop(ctx: TenantContext, stopId: string) {
  const [stop] = await ctx.db
    .select()
    .from(serviceStop)
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
  // A contractor's guest context knows one stop of this company; the others don't exist for it.
  if (!stop || (ctx.contractor && ctx.contractor.stopId !== stop.id)) throw new NotFoundError("Service stop");
  return stop;
}

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

/** A photo taken at a visit, and the checklist task it was taken for (null: a general photo of the stop). */
export type VisitPhoto = StopPhoto & { task: string | null };

/**
 * A visit's photos: the stop's general photos (`service_stop.photos`) and the photos its checklist tasks required
 * (`stop_task.photo`), each once. The stop screen keeps the two apart; whatever shows a finished visit — its
 * summary, the report e-mail, the pool's photos — shows both.
 */
export function visitPhotosOf(
  photos: StopPhoto[],
  tasks: { name: string; photo: StopPhoto | null }[],
): VisitPhoto[] {
  const all: VisitPhoto[] = [
    ...photos.map((p) => ({ url: p.url, thumbnailUrl: p.thumbnailUrl, task: null })),
    ...tasks.flatMap((t) =>
      t.photo ? [{ url: t.photo.url, thumbnailUrl: t.photo.thumbnailUrl, task: t.name }] : [],
    ),
  ];
  return all.filter((p, i) => all.findIndex((q) => q.url === p.url) === i);
}

/**
 * The photos of the finished visits at a service location, newest visit first (for its pools' Photos tab): each
 * with its stop and date. Empty for someone who may not see the stops (their photos are served to the same people).
 */
export async function listVisitPhotos(ctx: TenantContext, serviceLocationId: string, stops = 20) {
  if (!can(ctx, "operations:read")) return [];
  const visits = await ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      serviceDate: serviceStop.serviceDate,
      photos: serviceStop.photos,
    })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.serviceLocationId, serviceLocationId),
        eq(serviceStop.status, "finished"),
      ),
    )
    .orderBy(desc(serviceStop.serviceDate), desc(serviceStop.number))
    .limit(stops);
  if (visits.length === 0) return [];
  const tasks = await ctx.db
    .select({ serviceStopId: stopTask.serviceStopId, name: stopTask.name, photo: stopTask.photo })
    .from(stopTask)
    .where(
      scoped(
        ctx,
        stopTask,
        inArray(
          stopTask.serviceStopId,
          visits.map((v) => v.id),
        ),
        sql`${stopTask.photo} is not null`,
      ),
    )
    .orderBy(asc(stopTask.position));
  return visits.flatMap((v) =>
    visitPhotosOf(
      v.photos,
      tasks.filter((t) => t.serviceStopId === v.id),
    ).map((p) => ({ ...p, stopId: v.id, label: stopLabel(v.number), date: v.serviceDate })),
  );
}

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

// ---------------------------------------------------------------------------------------------------------------
// Work the stop
// ---------------------------------------------------------------------------------------------------------------

/** Throws unless this member may work the stop (and it is the company's): for uploads made while working it. */
export async function requireWorkableStop(ctx: TenantContext, stopId: string) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  return stop;
}

/**
 * Stores a photo taken at the stop (camera or library), once the person is known to work this stop of this company;
 * the stop's customer is recorded so that its linked pool owner may see it in the report. The visit saves it later.
 */
export async function storeStopPhoto(
  ctx: TenantContext,
  stopId: string,
  photo: PreparedFile,
): Promise<StopPhoto> {
  const stop = await requireWorkableStop(ctx, stopId);
  const stored = await storeFile(ctx.db, photo, {
    kind: "stop_photo",
    companyId: stop.companyId,
    customerId: stop.customerId,
    uploadedBy: ctx.userId,
  });
  return asPhoto(stored);
}

/** The company's chemicals (items with an active ingredient), for recording doses and recommending products. */
export async function listChemicalItems(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({
      id: item.id,
      name: item.name,
      unit: item.unit,
      chemical: item.chemical,
      strengthPercent: item.strengthPercent,
    })
    .from(item)
    .where(scoped(ctx, item, eq(item.category, "chemicals"), isNull(item.archivedAt)))
    .orderBy(asc(item.name));
}

/** How a technician's change reached the server: its idempotency key, and when it was made on the phone. */
export type FieldChange = {
  key?: string;
  /** When it was made on the device (already clamped to the last 48 hours): recorded instead of `now`. */
  at?: Date;
  /** Sent by the phone's outbox (made offline, synced later). */
  offline?: boolean;
};

/**
 * The technician is at the pool: the stop is in progress from now, or from `change.at` (the phone's time for an
 * arrival made offline); arriving twice keeps the first time, and a replay of the same key changes nothing.
 */
export async function arriveAtStop(
  ctx: TenantContext,
  stopId: string,
  now = new Date(),
  change: FieldChange = {},
) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.status === "in progress") return stop;
  if (change.key && (await hasEvent(ctx, stop.id, "arrived", change.key))) return stop;
  if (stop.status === "finished" || stop.status === "skipped" || stop.status === "cancelled")
    throw new RuleError("status", stopAlreadyKeys[stop.status]);
  const arrivedAt = stop.arrivedAt ?? change.at ?? now;
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({ status: "in progress", arrivedAt, updatedAt: now })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, { ...change, kind: "arrived", at: arrivedAt });
    return row;
  });
  if (stop.jobId) await jobVisitArrived(ctx, stop.jobId);
  return updated;
}

export type VisitOutcome = { stop: StopRow; finishedNow: boolean; alerts: number };

/**
 * Saves what was recorded at the stop, replacing the earlier save, and with `finish` closes it. A retry of a
 * finish with the same idempotency key changes nothing and reports the first outcome, so a phone that lost the
 * answer can send again safely.
 */
export async function recordVisit(
  ctx: TenantContext,
  stopId: string,
  visit: VisitInput,
  options: { finish: boolean; key: string; now?: Date; at?: Date; offline?: boolean },
): Promise<VisitOutcome> {
  const now = options.now ?? new Date();
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.completionKey === options.key && (stop.status === "finished" || stop.status === "skipped"))
    return { stop, finishedNow: false, alerts: 0 };
  if (stop.status === "cancelled" || stop.status === "skipped")
    throw new RuleError(
      "status",
      stop.status === "cancelled"
        ? "reports.serviceRules.cancelledNoWork"
        : "reports.serviceRules.skippedNoWork",
    );

  const detail = await getServiceStop(ctx, stopId);
  const bodyIds = new Set(detail.bodies.map((b) => b.id));
  for (const body of visit.bodies)
    if (!bodyIds.has(body.bodyOfWaterId)) throw new NotFoundError("Body of water");
  const taskIds = new Map(detail.tasks.map((t) => [t.id, t]));
  for (const task of visit.tasks) if (!taskIds.has(task.id)) throw new NotFoundError("Task");

  if (options.finish) {
    const errors = missingWork(detail.tasks, visit);
    if (Object.keys(errors).length) throw new RuleErrors(errors);
  }

  const outOfRange = options.finish ? rangeAlerts(detail, visit, ctx.units) : [];
  const missedCount = options.finish ? missedTaskAlerts(detail, visit).length : 0;
  let wasFinished = stop.status === "finished";

  const saved = await ctx.db.transaction(async (tx) => {
    // One save of a stop at a time: a double tap or a retry arriving with the first replaces it, never adds to it.
    const [locked] = await tx
      .select()
      .from(serviceStop)
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .for("update");
    if (!locked) throw new NotFoundError("Service stop");
    // The same finish sent twice at once (the outbox and a tap): the second waited for the first and is its replay.
    if (locked.completionKey === options.key && (locked.status === "finished" || locked.status === "skipped"))
      return { row: locked, replay: true };
    if (locked.status === "cancelled" || locked.status === "skipped")
      throw new RuleError(
        "status",
        locked.status === "cancelled"
          ? "reports.serviceRules.cancelledNoWork"
          : "reports.serviceRules.skippedNoWork",
      );
    wasFinished = locked.status === "finished";
    await tx.delete(stopReading).where(scoped(ctx, stopReading, eq(stopReading.serviceStopId, stop.id)));
    const dosesBefore = await tx
      .delete(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, stop.id)))
      .returning({ itemId: stopDose.itemId, amount: stopDose.amount, unit: stopDose.unit });
    const readingRows = visit.bodies.flatMap((b) =>
      Object.entries(b.readings)
        .filter((e): e is [string, number] => typeof e[1] === "number")
        .map(([reading, value]) => ({
          companyId: ctx.companyId,
          serviceStopId: stop.id,
          bodyOfWaterId: b.bodyOfWaterId,
          reading,
          value,
        })),
    );
    if (readingRows.length) await tx.insert(stopReading).values(readingRows);
    const doseRows = visit.bodies.flatMap((b) =>
      onePerRecommendation(b.doses).map((d, i) => ({
        companyId: ctx.companyId,
        serviceStopId: stop.id,
        bodyOfWaterId: b.bodyOfWaterId,
        // A contractor's doses are its own products: never the offering company's stock.
        itemId: ctx.contractor ? null : (d.itemId ?? null),
        name: d.name,
        amount: d.amount,
        unit: d.unit,
        recommendedAmount: d.recommendedAmount ?? null,
        recommendedUnit: d.recommendedUnit ?? null,
        recommendation: d.recommendation || null,
        position: i,
      })),
    );
    if (doseRows.length) await tx.insert(stopDose).values(doseRows);
    // Stock moves with finished visits only: a first finish takes, a correction of a finished one evens out.
    if (options.finish || wasFinished)
      await applyStopStock(tx, ctx, stop.id, wasFinished ? dosesBefore : [], doseRows);
    for (const task of visit.tasks) {
      await tx
        .update(stopTask)
        .set({
          done: task.done,
          numberValue: task.numberValue ?? null,
          note: (task.done ? task.note?.trim() : task.missedReason?.trim() || task.note?.trim()) || null,
          photo: task.photo ?? null,
        })
        .where(scoped(ctx, stopTask, eq(stopTask.id, task.id), eq(stopTask.serviceStopId, stop.id)));
    }

    // A finish made offline keeps the phone's time (clamped by the caller); the row's updatedAt is the server's.
    const doneAt = options.at ?? now;
    const arrivedAt = locked.arrivedAt ?? (options.finish ? doneAt : now);
    const [row] = await tx
      .update(serviceStop)
      .set({
        internalNotes: visit.internalNotes.trim(),
        customerNotes: visit.customerNotes.trim(),
        photos: visit.photos,
        arrivedAt,
        updatedAt: now,
        ...(options.finish
          ? {
              status: "finished" as const,
              finishedAt: wasFinished ? locked.finishedAt : doneAt,
              durationMinutes: wasFinished
                ? locked.durationMinutes
                : Math.max(1, Math.round((doneAt.getTime() - arrivedAt.getTime()) / 60_000)),
              completionKey: options.key,
            }
          : { status: wasFinished ? ("finished" as const) : ("in progress" as const) }),
      })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();

    if (options.finish) {
      await replaceStopAlerts(tx, ctx, stop, [...outOfRange, ...missedTaskAlerts(detail, visit)]);
      if (!wasFinished)
        await recordStopEvent(tx, ctx, stop.id, {
          kind: "finished",
          at: doneAt,
          key: options.key,
          offline: options.offline,
        });
    }
    // A stop done under a labor contract costs its rate, recorded once.
    if (options.finish && !wasFinished) await recordStopLaborCost(tx, row);
    return { row, replay: false };
  });
  if (saved.replay) return { stop: saved.row, finishedNow: false, alerts: 0 };
  const updated = saved.row;
  // A job's visit: arriving starts the job, the last visit finished finishes it (and its tasks).
  if (stop.jobId) {
    if (options.finish && !wasFinished) await jobVisitFinished(ctx, stop.jobId, stop.id);
    else if (!options.finish) await jobVisitArrived(ctx, stop.jobId);
  }
  return {
    stop: updated,
    finishedNow: options.finish && !wasFinished,
    alerts: outOfRange.length + missedCount,
  };
}

/**
 * A body of water's doses with each recommendation recorded once: a second "Record" of the same recommendation
 * (a double tap, a resent draft) is the first one again, not another dose. Chemicals added by hand all stay.
 */
export function onePerRecommendation<T extends { recommendation?: string | null }>(doses: T[]): T[] {
  const seen = new Set<string>();
  return doses.filter((d) => {
    if (!d.recommendation) return true;
    if (seen.has(d.recommendation)) return false;
    seen.add(d.recommendation);
    return true;
  });
}

export { type MissingWork, missingWorkReasons };

/** What holds up a finish, as catalog keys with the task's name (`t.text` words them where shown). */
const missingWorkText: Record<MissingWork["reason"], (task: string) => string> = {
  photo: (task) => keyed("reports.serviceRules.missingPhoto", { task }),
  required: (task) => keyed("reports.serviceRules.missingRequired", { task }),
  value: (task) => keyed("reports.serviceRules.missingValue", { task }),
  note: (task) => keyed("reports.serviceRules.missingNote", { task }),
};

/** "This stop is already finished." and the like, for a stop that can't be started or skipped any more. */
const stopAlreadyKeys = {
  scheduled: "reports.serviceRules.alreadyScheduled",
  "in progress": "reports.serviceRules.alreadyInProgress",
  finished: "reports.serviceRules.alreadyFinished",
  skipped: "reports.serviceRules.alreadySkipped",
  cancelled: "reports.serviceRules.alreadyCancelled",
} as const satisfies Record<StopStatus, MessageKey>;

/** What still stops the stop from being finished: required tasks not done, photo tasks without their photo. */
export function missingWork(
  tasks: (typeof stopTask.$inferSelect)[],
  visit: VisitInput,
): Record<string, string> {
  return Object.fromEntries(
    Object.entries(missingWorkReasons(tasks, visit)).map(([key, m]) => [
      key,
      missingWorkText[m.reason](m.task),
    ]),
  );
}

type AlertValues = Omit<typeof alert.$inferInsert, "companyId">;

/**
 * One alert per reading outside its target, judged by the chemistry engine as the stop screen showed it (free
 * chlorine by CYA, combined chlorine at most 0.5 ppm, the body of water's own ranges for the rest).
 */
function rangeAlerts(
  detail: ServiceStopDetail,
  visit: VisitInput,
  units: TenantContext["units"],
): AlertValues[] {
  const alerts: AlertValues[] = [];
  for (const entry of visit.bodies) {
    const body = detail.bodies.find((b) => b.id === entry.bodyOfWaterId);
    if (!body) continue;
    const { flags } = analyzeWater({
      readings: entry.readings as Readings,
      sanitizer: body.sanitizer,
      surface: body.surface,
      volume: body.volume,
      units,
      targets: body.targets,
    });
    for (const flag of flags.filter((f) => f.status !== "ok")) {
      const reading = { word: readingNameKeys[flag.reading] };
      const measured = {
        reading,
        value: flag.value,
        // With its space, so a reading without a unit (pH) reads "pH 8.2".
        unit: readingUnit(flag.reading, units) ? ` ${readingUnit(flag.reading, units)}` : "",
        date: { date: detail.serviceDate },
        stop: detail.label,
      };
      alerts.push({
        kind: "reading out of range",
        severity: "warning",
        title: keyed("team.alertText.readingFlag", {
          reading,
          status: flag.status,
          customer: detail.customer.name,
          body: body.name,
        }),
        detail:
          flag.status === "retest"
            ? keyed("team.alertText.readingRetestDetail", measured)
            : keyed("team.alertText.readingOutDetail", {
                ...measured,
                min: flag.range.min,
                max: flag.range.max,
              }),
        customerId: detail.customer.id,
        serviceStopId: detail.id,
        bodyOfWaterId: body.id,
      });
    }
  }
  return alerts;
}

/** One alert per required task the technician could not do (they said why). */
function missedTaskAlerts(detail: ServiceStopDetail, visit: VisitInput): AlertValues[] {
  const recorded = new Map(visit.tasks.map((t) => [t.id, t]));
  return detail.tasks
    .filter((t) => t.required && !recorded.get(t.id)?.done)
    .map((t) => ({
      kind: "required task missed" as const,
      severity: "warning" as const,
      title: keyed("team.alertText.taskMissed", { customer: detail.customer.name, task: t.name }),
      detail: keyed("team.alertText.taskMissedDetail", {
        stop: detail.label,
        date: { date: detail.serviceDate },
        reason: recorded.get(t.id)?.missedReason?.trim() || { word: "team.alertText.noReason" },
      }),
      customerId: detail.customer.id,
      serviceStopId: detail.id,
    }));
}

/** A stop's alerts are its latest outcome: a re-finish or re-skip replaces them (resolved ones stay). */
/** The alerts a finish judges; others about the stop (a repair request, low stock) stay. */
const visitAlertKinds = ["reading out of range", "required task missed"] as const;

async function replaceStopAlerts(tx: Tx, ctx: TenantContext, stop: StopRow, alerts: AlertValues[]) {
  await tx
    .delete(alert)
    .where(
      scoped(
        ctx,
        alert,
        eq(alert.serviceStopId, stop.id),
        inArray(alert.kind, [...visitAlertKinds]),
        isNull(alert.resolvedAt),
      ),
    );
  // Rules a company turned off (alert settings) raise nothing.
  const enabled = await enabledAlertKinds(tx, ctx.companyId);
  const rows = alerts
    .filter((a) => a && enabled.has(a.kind))
    .map((a) => ({ ...a, companyId: ctx.companyId }));
  if (rows.length) await tx.insert(alert).values(rows);
}

/** Skips the stop with a reason (the customer is told; the office gets an alert). Idempotent by key. */
export async function skipStop(
  ctx: TenantContext,
  stopId: string,
  input: SkipInput,
  now = new Date(),
  change: Omit<FieldChange, "key"> = {},
) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  if (stop.completionKey === input.key && stop.status === "skipped") return { stop, skippedNow: false };
  if (stop.status === "finished" || stop.status === "cancelled")
    throw new RuleError("reason", stopAlreadyKeys[stop.status]);
  const [place] = await ctx.db
    .select({ customerName: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, stop.customerId)));
  const updated = await ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({
        status: "skipped",
        skipReason: input.reason,
        skipNote: input.note || null,
        completionKey: input.key,
        skippedAt: change.at ?? now,
        updatedAt: now,
      })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, {
      kind: "skipped",
      at: change.at ?? now,
      key: input.key,
      offline: change.offline,
    });
    await replaceStopAlerts(tx, ctx, stop, [
      {
        kind: "stop skipped",
        severity: "warning",
        title: keyed("team.alertText.stopSkipped", {
          customer: place?.customerName ?? "",
          reason: { word: skipReasonKeys[input.reason] },
        }),
        detail: keyed(
          input.note ? "team.alertText.stopSkippedNoteDetail" : "team.alertText.stopSkippedDetail",
          {
            stop: stopLabel(stop.number),
            date: { date: stop.serviceDate },
            reason: { word: skipReasonKeys[input.reason] },
            note: input.note ?? "",
          },
        ),
        customerId: stop.customerId,
        serviceStopId: stop.id,
      },
    ]);
    return row;
  });
  return { stop: updated, skippedNow: true };
}

// ---------------------------------------------------------------------------------------------------------------
// History
// ---------------------------------------------------------------------------------------------------------------

async function actorName(tx: Tx, ctx: TenantContext) {
  const [row] = await tx.select({ name: user.name }).from(user).where(eq(user.id, ctx.userId));
  return row?.name ?? "";
}

/** Writes one line of the stop's history; a second one with the same key (a replayed request) is not written. */
async function recordStopEvent(
  tx: Tx,
  ctx: TenantContext,
  stopId: string,
  event: {
    kind: StopEventKind;
    at: Date;
    key?: string;
    offline?: boolean;
    changes?: Record<string, { from: unknown; to: unknown }>;
  },
) {
  await tx
    .insert(stopEvent)
    .values({
      companyId: ctx.companyId,
      serviceStopId: stopId,
      kind: event.kind,
      at: event.at,
      // A contractor's member is not the offering company's member: the name says who it was.
      memberId: ctx.contractor ? null : ctx.memberId,
      actorName: await actorName(tx, ctx),
      offline: event.offline ?? false,
      key: event.key ?? null,
      changes: event.changes ?? null,
    })
    .onConflictDoNothing();
}

async function hasEvent(ctx: TenantContext, stopId: string, kind: StopEventKind, key: string) {
  const [row] = await ctx.db
    .select({ id: stopEvent.id })
    .from(stopEvent)
    .where(
      scoped(
        ctx,
        stopEvent,
        eq(stopEvent.serviceStopId, stopId),
        eq(stopEvent.kind, kind),
        eq(stopEvent.key, key),
      ),
    );
  return Boolean(row);
}

/**
 * Writes "given to another technician" into the history of each stop the office moved (the route builder, a
 * handover): `technician` from one name to the other (null: nobody). Moves that keep the technician write nothing.
 */
export async function recordReassignments(
  tx: Tx,
  ctx: TenantContext,
  moves: { stopId: string; from: string | null; to: string | null }[],
  now = new Date(),
) {
  const changed = moves.filter((m) => m.from !== m.to);
  if (changed.length === 0) return;
  const ids = [...new Set(changed.flatMap((m) => [m.from, m.to]).filter((id): id is string => !!id))];
  const names = new Map(
    ids.length
      ? (
          await tx
            .select({ id: companyMember.id, name: user.name })
            .from(companyMember)
            .innerJoin(user, eq(user.id, companyMember.userId))
            .where(scoped(ctx, companyMember, inArray(companyMember.id, ids)))
        ).map((r) => [r.id, r.name])
      : [],
  );
  const nameOf = (id: string | null) => (id ? (names.get(id) ?? null) : null);
  const actor = await actorName(tx, ctx);
  await tx.insert(stopEvent).values(
    changed.map((m) => ({
      companyId: ctx.companyId,
      serviceStopId: m.stopId,
      kind: "edited" as const,
      at: now,
      memberId: ctx.memberId,
      actorName: actor,
      changes: { technician: { from: nameOf(m.from), to: nameOf(m.to) } },
    })),
  );
}

/** A stop's history, oldest first (by when it happened, then when the server learnt it). */
export async function stopHistory(ctx: TenantContext, stopId: string) {
  return ctx.db
    .select({
      id: stopEvent.id,
      kind: stopEvent.kind,
      at: stopEvent.at,
      actorName: stopEvent.actorName,
      offline: stopEvent.offline,
      changes: stopEvent.changes,
      recordedAt: stopEvent.createdAt,
    })
    .from(stopEvent)
    .where(scoped(ctx, stopEvent, eq(stopEvent.serviceStopId, stopId)))
    .orderBy(asc(stopEvent.at), asc(stopEvent.createdAt));
}
export type StopHistoryEvent = Awaited<ReturnType<typeof stopHistory>>[number];

/**
 * The office changes a stop's instructions or estimated time. Only those fields are written, so the technician's
 * work (readings, doses, checklist, photos, notes, status) — even a finish synced from the phone later — stays as
 * the technician left it, and the office's change stays too; the history records what changed, from what to what.
 */
export async function editServiceStop(
  ctx: TenantContext,
  stopId: string,
  input: EditStopInput,
  now = new Date(),
) {
  requirePermission(ctx, "operations:write");
  const stop = await findStop(ctx, stopId);
  const next = { description: input.description, estimatedMinutes: input.estimatedMinutes };
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const field of Object.keys(next) as (keyof typeof next)[])
    if (stop[field] !== next[field]) changes[field] = { from: stop[field], to: next[field] };
  if (Object.keys(changes).length === 0) return stop;
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .update(serviceStop)
      .set({ ...next, updatedAt: now })
      .where(scoped(ctx, serviceStop, eq(serviceStop.id, stop.id)))
      .returning();
    await recordStopEvent(tx, ctx, stop.id, { kind: "edited", at: now, changes });
    return row;
  });
}

/** Marks the report as sent (after the mail went out). */
export async function markReportSent(ctx: TenantContext, stopId: string, now = new Date()) {
  await ctx.db
    .update(serviceStop)
    .set({ reportSentAt: now })
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
}

/** The company's today, for "today's stops". */
export const companyToday = (ctx: TenantContext, now = new Date()) => todayIn(ctx.timeZone, now);

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

export { stopLabel, stopReadingLabels };
