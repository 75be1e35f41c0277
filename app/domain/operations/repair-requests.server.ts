/**
 * Repair requests: problems a technician notices at a stop (with photos and the equipment) or the office takes from a
 * pool owner. Listed with their status; turned into a job (the request keeps the link), or resolved / dismissed with
 * a note that the requester is told by e-mail.
 */
import { asc, desc, eq, sql } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  alert,
  bodyOfWater,
  customer,
  equipment,
  job,
  type RepairRequestStatus,
  repairRequest,
  serviceLocation,
  user,
} from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { NotFoundError, RuleError } from "../errors";
import { asPhoto, storeFiles } from "../files/stored-files.server";
import { checkCustomerPlace, customerPlaceOptions } from "../locations/customer-place.server";
import { paginate } from "../paginate.server";
import { requireWorkableStop } from "../service/stop-access.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { createJob } from "./job-editing.server";
import { closeRequestAndTell } from "./repair-request-outcome.server";
import type { CloseRepairRequestInput, RepairRequestInput } from "./repair-request-schemas";

export const repairRequestSorts = ["created", "customer", "status"] as const;
export type RepairRequestSort = (typeof repairRequestSorts)[number];
export const repairRequestFilters = ["status", "customer"] as const;

export async function listRepairRequests(ctx: TenantContext, query: ListQuery<RepairRequestSort>) {
  requirePermission(ctx, "operations:read");
  const { status, customer: customerId } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    repairRequest,
    status ? eq(repairRequest.status, status as RepairRequestStatus) : undefined,
    customerId ? eq(repairRequest.customerId, customerId) : undefined,
    pattern
      ? sql`(${repairRequest.description} ilike ${pattern} or ${customer.displayName} ilike ${pattern})`
      : undefined,
  );
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    created: [direction(repairRequest.createdAt)],
    customer: [direction(customer.displayName), desc(repairRequest.createdAt)],
    status: [direction(repairRequest.status), desc(repairRequest.createdAt)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: repairRequest.id,
          createdAt: repairRequest.createdAt,
          status: repairRequest.status,
          description: repairRequest.description,
          photoCount: sql<number>`jsonb_array_length(${repairRequest.photos})`,
          customerId: repairRequest.customerId,
          customerName: customer.displayName,
          address: serviceLocation.addressLine,
          equipmentName: sql<
            string | null
          >`(select concat_ws(' ', "e"."make", "e"."model") from "equipment" "e" where "e"."id" = ${repairRequest.equipmentId})`,
          requestedByKind: repairRequest.requestedByKind,
          jobId: repairRequest.jobId,
        })
        .from(repairRequest)
        .innerJoin(customer, eq(customer.id, repairRequest.customerId))
        .leftJoin(serviceLocation, eq(serviceLocation.id, repairRequest.serviceLocationId))
        .where(where)
        .$dynamic(),
    [...orderBy, asc(repairRequest.id)],
  );
}

export async function getRepairRequest(ctx: TenantContext, id: string) {
  requirePermission(ctx, "operations:read");
  const [row] = await ctx.db
    .select({
      request: repairRequest,
      customerName: customer.displayName,
      location: serviceLocation,
      body: bodyOfWater,
      equipment,
      requesterName: user.name,
    })
    .from(repairRequest)
    .innerJoin(customer, eq(customer.id, repairRequest.customerId))
    .leftJoin(serviceLocation, eq(serviceLocation.id, repairRequest.serviceLocationId))
    .leftJoin(bodyOfWater, eq(bodyOfWater.id, repairRequest.bodyOfWaterId))
    .leftJoin(equipment, eq(equipment.id, repairRequest.equipmentId))
    .leftJoin(user, eq(user.id, repairRequest.requestedBy))
    .where(scoped(ctx, repairRequest, eq(repairRequest.id, id)));
  if (!row) throw new NotFoundError("Repair request");
  return row;
}
export type RepairRequestDetail = Awaited<ReturnType<typeof getRepairRequest>>;

/** The customer must be the company's; location, body of water and equipment the customer's and fit together. */
async function checkPlace(ctx: TenantContext, input: RepairRequestInput) {
  const [owner] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, input.customerId)));
  if (!owner) throw new NotFoundError("Customer");
  await checkCustomerPlace(ctx, input);
}

async function insertRequest(
  ctx: TenantContext,
  input: RepairRequestInput,
  extra: {
    serviceStopId: string | null;
    photos: PreparedFile[];
    kind: "technician" | "office" | "client";
    key?: string | null;
  },
) {
  // Every check has passed by now: only then are the photos written.
  const photos = (
    await storeFiles(ctx, extra.photos, {
      kind: "repair_photo",
      companyId: ctx.companyId,
      customerId: input.customerId,
      uploadedBy: ctx.userId,
    })
  ).map(asPhoto);
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(repairRequest)
      .values({
        companyId: ctx.companyId,
        customerId: input.customerId,
        serviceLocationId: input.serviceLocationId,
        bodyOfWaterId: input.bodyOfWaterId,
        equipmentId: input.equipmentId,
        serviceStopId: extra.serviceStopId,
        description: input.description,
        photos,
        requestedBy: ctx.userId,
        requestedByKind: extra.kind,
        idempotencyKey: extra.key ?? null,
      })
      .returning();
    if (await isRuleEnabled(tx, ctx, "repair-request-received"))
      await tx.insert(alert).values({
        companyId: ctx.companyId,
        kind: "repair request received",
        severity: "warning",
        title: "team.alertText.repairRequest",
        detail: input.description.slice(0, 300),
        customerId: input.customerId,
        serviceStopId: extra.serviceStopId,
        bodyOfWaterId: input.bodyOfWaterId,
        equipmentId: input.equipmentId,
        repairRequestId: created.id,
      });
    return created;
  });
}

/** The office takes a request (from a phone call, an e-mail). */
export async function createRepairRequest(ctx: TenantContext, input: RepairRequestInput) {
  requirePermission(ctx, "operations:write");
  await checkPlace(ctx, input);
  return insertRequest(ctx, input, { serviceStopId: null, photos: [], kind: "office" });
}

/**
 * A pool owner reports a problem from the portal. `ctx` acts for the customer's company (built by
 * domain/portal/repair-requests.server.ts after checking the customer is linked to the owner); the place is checked
 * like the office's.
 */
export async function fileClientRepairRequest(
  ctx: TenantContext,
  input: RepairRequestInput,
  photos: PreparedFile[],
) {
  await checkPlace(ctx, input);
  return insertRequest(ctx, input, { serviceStopId: null, photos, kind: "client" });
}

async function requestByKey(ctx: TenantContext, key: string) {
  const [row] = await ctx.db
    .select()
    .from(repairRequest)
    .where(scoped(ctx, repairRequest, eq(repairRequest.idempotencyKey, key)));
  return row ?? null;
}

/**
 * A technician raises one from the stop they are working: the stop's customer and location, photos taken there.
 * With `key` (the phone's idempotency key, so a report made offline can be sent again): a resend of the same key
 * returns the request the first one made, and makes no second one (nor a second alert).
 */
export async function reportRepairFromStop(
  ctx: TenantContext,
  stopId: string,
  input: Omit<RepairRequestInput, "customerId" | "serviceLocationId">,
  photos: PreparedFile[],
  key: string | null = null,
) {
  // The office may report from any stop; a technician from their own.
  const stop = await requireWorkableStop(ctx, stopId);
  if (key) {
    const earlier = await requestByKey(ctx, key);
    if (earlier) return earlier;
  }
  const full = { ...input, customerId: stop.customerId, serviceLocationId: stop.serviceLocationId };
  await checkPlace(ctx, full);
  try {
    return await insertRequest(ctx, full, { serviceStopId: stop.id, photos, kind: "technician", key });
  } catch (error) {
    // Two sends of the same report at once: the unique key let the first in.
    const earlier = key ? await requestByKey(ctx, key) : null;
    if (earlier) return earlier;
    throw error;
  }
}

/** Links the job made from it; the request is then in progress. */
export async function linkRepairRequestToJob(ctx: TenantContext, id: string, jobId: string) {
  requirePermission(ctx, "operations:write");
  const [madeJob] = await ctx.db
    .select({ id: job.id })
    .from(job)
    .where(scoped(ctx, job, eq(job.id, jobId)));
  if (!madeJob) throw new NotFoundError("Job");
  const [updated] = await ctx.db
    .update(repairRequest)
    .set({ jobId, status: "in progress", updatedAt: new Date() })
    .where(scoped(ctx, repairRequest, eq(repairRequest.id, id)))
    .returning();
  if (!updated) throw new NotFoundError("Repair request");
  return updated;
}

/**
 * Turns the request into a job in one step: a repair job for the same customer, place and equipment, with the
 * request's words as its description, linked both ways. The office then prices it and sends the estimate.
 */
export async function jobFromRepairRequest(ctx: TenantContext, id: string) {
  requirePermission(ctx, "operations:write");
  const { request } = await getRepairRequest(ctx, id);
  if (request.jobId) throw new RuleError("job", "reports.repairRules.jobAlreadyMade");
  if (request.status === "resolved" || request.status === "dismissed")
    throw new RuleError(
      "job",
      request.status === "resolved" ? "reports.repairRules.isResolved" : "reports.repairRules.isDismissed",
    );
  const firstLine = request.description.split(/[.\n]/)[0].trim();
  const made = await createJob(
    ctx,
    {
      customerId: request.customerId,
      serviceLocationId: request.serviceLocationId,
      bodyOfWaterId: request.bodyOfWaterId,
      equipmentId: request.equipmentId,
      type: "repair",
      title: firstLine.length > 80 ? `${firstLine.slice(0, 77)}…` : firstLine || "Repair",
      description: request.description,
      taxRateBasisPoints: 0,
      tasks: [],
      lines: [],
    },
    request.id,
  );
  await linkRepairRequestToJob(ctx, id, made.id);
  return made;
}

/** Resolves or dismisses it with a note, and tells the person who raised it. */
export async function closeRepairRequest(ctx: TenantContext, id: string, input: CloseRepairRequestInput) {
  requirePermission(ctx, "operations:write");
  const current = await getRepairRequest(ctx, id);
  if (current.request.status === "resolved" || current.request.status === "dismissed")
    throw new RuleError(
      "status",
      current.request.status === "resolved"
        ? "reports.repairRules.alreadyResolved"
        : "reports.repairRules.alreadyDismissed",
    );
  const updated = await closeRequestAndTell(ctx.db, ctx, id, {
    status: input.status,
    note: input.note || null,
    byUserId: ctx.userId,
  });
  if (!updated) throw new RuleError("status", "reports.repairRules.closedMeanwhile");
  return updated;
}

/** Options for the office's form: the customer's locations, pools and equipment. */
export async function repairRequestPlaces(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "operations:read");
  return customerPlaceOptions(ctx, customerId);
}

/**
 * The pools and equipment where a stop is, for "Report a repair" on the stop screen. It comes with the stop page's
 * data, so a phone that saved the page can report a repair offline.
 */
export async function repairPlacesAtStop(
  ctx: TenantContext,
  stop: { customerId: string; serviceLocationId: string },
) {
  const places = await repairRequestPlaces(ctx, stop.customerId);
  const bodies = places.bodies.filter((b) => b.locationId === stop.serviceLocationId);
  const bodyIds = new Set(bodies.map((b) => b.value));
  return { bodies, equipment: places.equipment.filter((e) => bodyIds.has(e.bodyId)) };
}

export type RepairPlaces = Awaited<ReturnType<typeof repairPlacesAtStop>>;

export const canManageRepairRequests = (ctx: TenantContext) => can(ctx, "operations:write");
