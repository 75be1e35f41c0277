import { asc, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { bodyOfWater, customer, customerContact, serviceLocation } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { refreshCustomerSearchText } from "../customers/customers.server";
import { NotFoundError, RuleError } from "../errors";
import { storeFile } from "../files/stored-files.server";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { formatAddress, type LocationInput } from "./schemas";

export const locationSorts = ["address", "customer", "city", "created"] as const;
export type LocationSort = (typeof locationSorts)[number];
export const locationFilters = ["customer", "coordinates", "archived"] as const;

export async function listLocations(ctx: TenantContext, query: ListQuery<LocationSort>) {
  requirePermission(ctx, "customers:read");
  const { customer: customerId, coordinates, archived } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    serviceLocation,
    archived === "only" ? isNotNull(serviceLocation.archivedAt) : isNull(serviceLocation.archivedAt),
    customerId ? eq(serviceLocation.customerId, customerId) : undefined,
    coordinates === "missing"
      ? isNull(serviceLocation.latitude)
      : coordinates === "present"
        ? isNotNull(serviceLocation.latitude)
        : undefined,
    pattern
      ? or(
          ilike(serviceLocation.addressLine, pattern),
          ilike(serviceLocation.city, pattern),
          ilike(serviceLocation.postalCode, pattern),
          ilike(serviceLocation.nickname, pattern),
          ilike(customer.displayName, pattern),
        )
      : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    address: [order(serviceLocation.addressLine), asc(serviceLocation.id)],
    customer: [order(customer.displayName), asc(serviceLocation.id)],
    city: [order(serviceLocation.city), asc(serviceLocation.addressLine)],
    created: [order(serviceLocation.createdAt), asc(serviceLocation.id)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: serviceLocation.id,
          nickname: serviceLocation.nickname,
          addressLine: serviceLocation.addressLine,
          city: serviceLocation.city,
          region: serviceLocation.region,
          postalCode: serviceLocation.postalCode,
          latitude: serviceLocation.latitude,
          longitude: serviceLocation.longitude,
          estimatedMinutes: serviceLocation.estimatedMinutes,
          customerId: customer.id,
          customerName: customer.displayName,
          bodies: sql<number>`(select count(*)::int from body_of_water b where b.company_id = "service_location"."company_id" and b.service_location_id = "service_location"."id" and b.archived_at is null)`,
        })
        .from(serviceLocation)
        .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

export async function listLocationsOfCustomer(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "customers:read");
  return ctx.db
    .select()
    .from(serviceLocation)
    .where(scoped(ctx, serviceLocation, eq(serviceLocation.customerId, customerId)))
    .orderBy(asc(serviceLocation.archivedAt), asc(serviceLocation.createdAt));
}

export async function getLocation(ctx: TenantContext, locationId: string) {
  requirePermission(ctx, "customers:read");
  const [row] = await ctx.db
    .select({ location: serviceLocation, customerName: customer.displayName })
    .from(serviceLocation)
    .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
    .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, locationId)));
  if (!row) throw new NotFoundError("Service location");
  return { ...row.location, customerName: row.customerName };
}

async function assertContactOfCustomer(ctx: TenantContext, customerId: string, contactId: string | null) {
  if (!contactId) return;
  const [found] = await ctx.db
    .select({ id: customerContact.id })
    .from(customerContact)
    .where(
      scoped(
        ctx,
        customerContact,
        eq(customerContact.id, contactId),
        eq(customerContact.customerId, customerId),
      ),
    );
  if (!found) throw new RuleError("mainContactId", "reports.placeRules.chooseContact");
}

/** Typed coordinates win; otherwise the geocoder is asked (when asked to and configured). */
async function resolveCoordinates(ctx: TenantContext, input: LocationInput) {
  if (input.latitude !== null && input.longitude !== null) {
    return { latitude: input.latitude, longitude: input.longitude, geocodedBy: "typed" as const };
  }
  if (input.geocode) {
    const found = await ctx.ports.geocoder.geocode(formatAddress(input));
    if (found) return { ...found, geocodedBy: "geocoder" as const };
  }
  return { latitude: null, longitude: null, geocodedBy: null };
}

function columns(input: LocationInput) {
  const { geocode: _geocode, latitude: _lat, longitude: _lng, ...rest } = input;
  return rest;
}

export async function createLocation(ctx: TenantContext, customerId: string, input: LocationInput) {
  requirePermission(ctx, "customers:write");
  const [owner] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!owner) throw new NotFoundError("Customer");
  await assertContactOfCustomer(ctx, customerId, input.mainContactId);
  const coordinates = await resolveCoordinates(ctx, input);
  const [created] = await ctx.db
    .insert(serviceLocation)
    .values({ ...columns(input), ...coordinates, companyId: ctx.companyId, customerId })
    .returning();
  await refreshCustomerSearchText(ctx.db, ctx, [customerId]);
  return created;
}

export async function updateLocation(ctx: TenantContext, locationId: string, input: LocationInput) {
  requirePermission(ctx, "customers:write");
  const current = await getLocation(ctx, locationId);
  await assertContactOfCustomer(ctx, current.customerId, input.mainContactId);
  const coordinates = await resolveCoordinates(ctx, input);
  const [updated] = await ctx.db
    .update(serviceLocation)
    .set({ ...columns(input), ...coordinates, updatedAt: new Date() })
    .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, locationId)))
    .returning();
  await refreshCustomerSearchText(ctx.db, ctx, [current.customerId]);
  return updated;
}

export async function setLocationArchived(ctx: TenantContext, locationId: string, archived: boolean) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(serviceLocation)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, locationId)))
    .returning({ id: serviceLocation.id, customerId: serviceLocation.customerId });
  if (!updated) throw new NotFoundError("Service location");
  await refreshCustomerSearchText(ctx.db, ctx, [updated.customerId]);
  return updated;
}

/** Adds a photo of the location; it is stored only once the location is found in the company and may be edited. */
export async function addLocationPhoto(ctx: TenantContext, locationId: string, photo: PreparedFile) {
  requirePermission(ctx, "customers:write");
  const current = await getLocation(ctx, locationId);
  const { url } = await storeFile(ctx, photo, {
    kind: "place_photo",
    companyId: ctx.companyId,
    uploadedBy: ctx.userId,
  });
  await ctx.db
    .update(serviceLocation)
    .set({ photos: [...current.photos, url].slice(-20) })
    .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, locationId)));
}

/** The pools, spas and features at a location, for its page. */
export async function listBodiesAtLocation(ctx: TenantContext, locationId: string) {
  requirePermission(ctx, "customers:read");
  return ctx.db
    .select({
      id: bodyOfWater.id,
      name: bodyOfWater.name,
      kind: bodyOfWater.kind,
      volume: bodyOfWater.volume,
      sanitizer: bodyOfWater.sanitizer,
      archivedAt: bodyOfWater.archivedAt,
    })
    .from(bodyOfWater)
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.serviceLocationId, locationId)))
    .orderBy(asc(bodyOfWater.createdAt));
}
