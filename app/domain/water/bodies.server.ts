import { and, asc, desc, eq, ilike, isNotNull, isNull, or } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  baseTargets,
  type CompanyTargetDefaults,
  mergeTargets,
  type Reading,
  type Targets,
} from "~/core/water/targets";
import { isPlausibleVolume } from "~/core/water/volume";
import { bodyOfWater, customer, equipment, serviceLocation, type TargetRanges } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { NotFoundError, RuleError } from "../errors";
import { storeFile } from "../files/stored-files.server";
import { formatAddress } from "../locations/schemas";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type BodyOfWaterInput, computeBodyVolume, targetMinField, usedDimensions } from "./schemas";
import { getCompanyTargetDefaults } from "./target-defaults.server";

export const bodySorts = ["name", "customer", "volume", "created"] as const;
export type BodySort = (typeof bodySorts)[number];
export const bodyFilters = ["sanitizer", "kind", "customer", "archived"] as const;

type BodyRow = typeof bodyOfWater.$inferSelect;

export async function listBodiesOfWater(ctx: TenantContext, query: ListQuery<BodySort>) {
  requirePermission(ctx, "customers:read");
  const { sanitizer, kind, customer: customerId, archived } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    bodyOfWater,
    archived === "only" ? isNotNull(bodyOfWater.archivedAt) : isNull(bodyOfWater.archivedAt),
    sanitizer ? eq(bodyOfWater.sanitizer, sanitizer as BodyRow["sanitizer"]) : undefined,
    kind ? eq(bodyOfWater.kind, kind as BodyRow["kind"]) : undefined,
    customerId ? eq(bodyOfWater.customerId, customerId) : undefined,
    pattern
      ? or(
          ilike(bodyOfWater.name, pattern),
          ilike(customer.displayName, pattern),
          ilike(serviceLocation.addressLine, pattern),
        )
      : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    name: [order(bodyOfWater.name), asc(bodyOfWater.id)],
    customer: [order(customer.displayName), asc(bodyOfWater.name), asc(bodyOfWater.id)],
    volume: [order(bodyOfWater.volume), asc(bodyOfWater.id)],
    created: [order(bodyOfWater.createdAt), asc(bodyOfWater.id)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: bodyOfWater.id,
          name: bodyOfWater.name,
          kind: bodyOfWater.kind,
          volume: bodyOfWater.volume,
          volumeSource: bodyOfWater.volumeSource,
          sanitizer: bodyOfWater.sanitizer,
          archivedAt: bodyOfWater.archivedAt,
          createdAt: bodyOfWater.createdAt,
          customerId: customer.id,
          customerName: customer.displayName,
          serviceLocationId: serviceLocation.id,
          locationNickname: serviceLocation.nickname,
          addressLine: serviceLocation.addressLine,
          city: serviceLocation.city,
        })
        .from(bodyOfWater)
        .innerJoin(customer, eq(customer.id, bodyOfWater.customerId))
        .innerJoin(serviceLocation, eq(serviceLocation.id, bodyOfWater.serviceLocationId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

/**
 * The company's defaults for the sanitizer and surface with the body's own overrides applied (the company's
 * defaults if those no longer fit).
 */
export function effectiveTargets(
  body: Pick<BodyRow, "sanitizer" | "surface" | "targetOverrides">,
  companyDefaults: CompanyTargetDefaults,
): Targets {
  const defaults = baseTargets(body.sanitizer, body.surface, companyDefaults);
  const merged = mergeTargets(defaults, body.targetOverrides);
  return merged.ok ? merged.targets : defaults;
}

export async function getBodyOfWater(ctx: TenantContext, bodyOfWaterId: string) {
  requirePermission(ctx, "customers:read");
  const [row] = await ctx.db
    .select({ body: bodyOfWater, customerName: customer.displayName, location: serviceLocation })
    .from(bodyOfWater)
    .innerJoin(customer, eq(customer.id, bodyOfWater.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, bodyOfWater.serviceLocationId))
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)));
  if (!row) throw new NotFoundError("Body of water");
  const companyDefaults = await getCompanyTargetDefaults(ctx);
  const items = await ctx.db
    .select({
      id: equipment.id,
      category: equipment.category,
      make: equipment.make,
      model: equipment.model,
      status: equipment.status,
      nextServiceOn: equipment.nextServiceOn,
      archivedAt: equipment.archivedAt,
    })
    .from(equipment)
    .where(scoped(ctx, equipment, eq(equipment.bodyOfWaterId, bodyOfWaterId)))
    .orderBy(asc(equipment.archivedAt), asc(equipment.category), asc(equipment.createdAt));
  return {
    ...row.body,
    customerName: row.customerName,
    location: {
      id: row.location.id,
      nickname: row.location.nickname,
      address: formatAddress(row.location),
      archivedAt: row.location.archivedAt,
    },
    defaultTargets: baseTargets(row.body.sanitizer, row.body.surface, companyDefaults),
    companyTargetDefaults: companyDefaults,
    targets: effectiveTargets(row.body, companyDefaults),
    equipment: items,
  };
}

/** The volume to store: typed (checked for plausibility) or computed from the shape and its dimensions. */
function resolveVolume(ctx: TenantContext, input: BodyOfWaterInput) {
  if (input.volumeSource === "computed") {
    if (!input.shape) throw new RuleError("shape", "reports.waterRules.shape");
    const dimensions = usedDimensions(input.shape, input.dimensions);
    const computed = computeBodyVolume(input.shape, dimensions, ctx.units, input.kind);
    if (!computed.ok) {
      const [field, message] = Object.entries(computed.errors)[0];
      throw new RuleError(field, message);
    }
    return { volume: computed.volume, volumeSource: "computed" as const, shape: input.shape, dimensions };
  }
  if (input.volume === null) {
    throw new RuleError(
      "volume",
      ctx.units === "us" ? "reports.waterRules.volumeGallons" : "reports.waterRules.volumeLitres",
    );
  }
  const volume = Math.round(input.volume);
  const problem = isPlausibleVolume(volume, ctx.units, input.kind);
  if (problem) throw new RuleError("volume", problem);
  return { volume, volumeSource: "entered" as const, shape: null, dimensions: null };
}

/** Validates the overrides against the defaults; stores each overridden reading as its full resulting range. */
function resolveOverrides(input: BodyOfWaterInput, companyDefaults: CompanyTargetDefaults): TargetRanges {
  const merged = mergeTargets(
    baseTargets(input.sanitizer, input.surface, companyDefaults),
    input.targetOverrides,
  );
  if (!merged.ok) {
    const [reading, message] = Object.entries(merged.errors)[0];
    throw new RuleError(targetMinField(reading as Reading), message);
  }
  const stored: TargetRanges = {};
  for (const reading of Object.keys(input.targetOverrides) as Reading[]) {
    const range = merged.targets[reading];
    if (range) stored[reading] = { min: range.min, max: range.max };
  }
  return stored;
}

async function columns(ctx: TenantContext, input: BodyOfWaterInput) {
  if (input.lastFilledOn && input.lastFilledOn > todayIn(ctx.timeZone)) {
    throw new RuleError("lastFilledOn", "reports.waterRules.lastFilledInFuture");
  }
  return {
    name: input.name,
    kind: input.kind,
    ...resolveVolume(ctx, input),
    surface: input.surface,
    sanitizer: input.sanitizer,
    indoor: input.indoor,
    lastFilledOn: input.lastFilledOn,
    targetOverrides: resolveOverrides(input, await getCompanyTargetDefaults(ctx)),
  };
}

export async function createBodyOfWater(
  ctx: TenantContext,
  customerId: string,
  serviceLocationId: string,
  input: BodyOfWaterInput,
) {
  requirePermission(ctx, "customers:write");
  const [location] = await ctx.db
    .select({ id: serviceLocation.id })
    .from(serviceLocation)
    .where(
      scoped(
        ctx,
        serviceLocation,
        and(eq(serviceLocation.id, serviceLocationId), eq(serviceLocation.customerId, customerId)),
      ),
    );
  if (!location) throw new NotFoundError("Service location");
  const [created] = await ctx.db
    .insert(bodyOfWater)
    .values({ ...(await columns(ctx, input)), companyId: ctx.companyId, customerId, serviceLocationId })
    .returning();
  return created;
}

export async function updateBodyOfWater(ctx: TenantContext, bodyOfWaterId: string, input: BodyOfWaterInput) {
  requirePermission(ctx, "customers:write");
  const values = await columns(ctx, input);
  const [updated] = await ctx.db
    .update(bodyOfWater)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)))
    .returning();
  if (!updated) throw new NotFoundError("Body of water");
  return updated;
}

export async function setBodyOfWaterArchived(ctx: TenantContext, bodyOfWaterId: string, archived: boolean) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(bodyOfWater)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)))
    .returning({ id: bodyOfWater.id });
  if (!updated) throw new NotFoundError("Body of water");
  return updated;
}

/** Adds a photo of the pool; it is stored only once the body of water is found in the company and may be edited. */
export async function addBodyOfWaterPhoto(ctx: TenantContext, bodyOfWaterId: string, photo: PreparedFile) {
  requirePermission(ctx, "customers:write");
  const [current] = await ctx.db
    .select({ photos: bodyOfWater.photos })
    .from(bodyOfWater)
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)));
  if (!current) throw new NotFoundError("Body of water");
  const { url } = await storeFile(ctx, photo, {
    kind: "place_photo",
    companyId: ctx.companyId,
    uploadedBy: ctx.userId,
  });
  await ctx.db
    .update(bodyOfWater)
    .set({ photos: [...current.photos, url].slice(-20), updatedAt: new Date() })
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)));
}
