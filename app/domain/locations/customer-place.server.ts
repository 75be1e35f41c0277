/**
 * "Where at the customer's": a service location, a body of water and a piece of equipment that must belong to the
 * customer and to each other. Jobs and repair requests both point at such a place.
 */
import { and, asc, eq, isNull } from "drizzle-orm";
import { bodyOfWater, equipment, serviceLocation } from "~/db/schema";
import { RuleError } from "../errors";
import { scoped, type TenantContext } from "../tenant.server";
import { formatAddress } from "./schemas";

export interface CustomerPlace {
  customerId: string;
  serviceLocationId: string | null;
  bodyOfWaterId: string | null;
  equipmentId: string | null;
}

/** Throws a RuleError on the first field that is not the customer's or does not fit the others. */
export async function checkCustomerPlace(ctx: TenantContext, place: CustomerPlace) {
  if (place.serviceLocationId) {
    const [location] = await ctx.db
      .select({ id: serviceLocation.id })
      .from(serviceLocation)
      .where(
        scoped(
          ctx,
          serviceLocation,
          eq(serviceLocation.id, place.serviceLocationId),
          eq(serviceLocation.customerId, place.customerId),
        ),
      );
    if (!location) throw new RuleError("serviceLocationId", "reports.placeRules.chooseServiceLocation");
  }
  if (place.bodyOfWaterId) {
    const [body] = await ctx.db
      .select({ locationId: bodyOfWater.serviceLocationId })
      .from(bodyOfWater)
      .where(
        scoped(
          ctx,
          bodyOfWater,
          eq(bodyOfWater.id, place.bodyOfWaterId),
          eq(bodyOfWater.customerId, place.customerId),
        ),
      );
    if (!body || (place.serviceLocationId && body.locationId !== place.serviceLocationId))
      throw new RuleError("bodyOfWaterId", "reports.placeRules.chooseBody");
  }
  if (place.equipmentId) {
    const [piece] = await ctx.db
      .select({ bodyId: equipment.bodyOfWaterId, locationId: bodyOfWater.serviceLocationId })
      .from(equipment)
      .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
      .where(
        and(
          scoped(
            ctx,
            equipment,
            eq(equipment.id, place.equipmentId),
            eq(equipment.customerId, place.customerId),
          ),
        ),
      );
    const fits =
      piece &&
      (!place.bodyOfWaterId || piece.bodyId === place.bodyOfWaterId) &&
      (!place.serviceLocationId || piece.locationId === place.serviceLocationId);
    if (!fits) throw new RuleError("equipmentId", "reports.placeRules.chooseEquipment");
  }
}

/** The customer's active locations, bodies of water and equipment, for pickers that narrow each other. */
export async function customerPlaceOptions(ctx: TenantContext, customerId: string) {
  const [locations, bodies, pieces] = await Promise.all([
    ctx.db
      .select()
      .from(serviceLocation)
      .where(
        scoped(
          ctx,
          serviceLocation,
          eq(serviceLocation.customerId, customerId),
          isNull(serviceLocation.archivedAt),
        ),
      )
      .orderBy(asc(serviceLocation.createdAt)),
    ctx.db
      .select({ id: bodyOfWater.id, name: bodyOfWater.name, locationId: bodyOfWater.serviceLocationId })
      .from(bodyOfWater)
      .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.customerId, customerId), isNull(bodyOfWater.archivedAt)))
      .orderBy(asc(bodyOfWater.name)),
    ctx.db
      .select({
        id: equipment.id,
        category: equipment.category,
        make: equipment.make,
        model: equipment.model,
        bodyId: equipment.bodyOfWaterId,
      })
      .from(equipment)
      .where(scoped(ctx, equipment, eq(equipment.customerId, customerId), isNull(equipment.archivedAt)))
      .orderBy(asc(equipment.category)),
  ]);
  return {
    locations: locations.map((l) => ({ value: l.id, label: formatAddress(l) })),
    bodies: bodies.map((b) => ({ value: b.id, label: b.name, locationId: b.locationId })),
    equipment: pieces.map((e) => ({
      value: e.id,
      label: [e.category, e.make, e.model].filter(Boolean).join(" "),
      bodyId: e.bodyId,
    })),
  };
}
