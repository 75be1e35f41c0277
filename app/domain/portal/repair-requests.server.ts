/**
 * Repair requests from the portal: a pool owner reports a problem at one of their own pools (photo, description,
 * equipment) and follows its status. The place is looked up through `customer.linked_user_id` first, so an owner can
 * never file on (or read) another owner's pool, even of the same company; the request itself is inserted by the
 * operations domain, which raises the "repair request received" alert for the office.
 */
import { and, asc, desc, eq, inArray, isNull } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { bodyOfWater, company, customer, equipment, repairRequest, serviceLocation } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { RuleError } from "../errors";
import { formatAddress } from "../locations/schemas";
import { fileClientRepairRequest } from "../operations/repair-requests.server";
import type { OwnerContext, TenantContext } from "../tenant.server";
import type { OwnerRepairInput } from "./schemas";

const linkedTo = (userId: string) => eq(customer.linkedUserId, userId);

/** The owner's pools (and addresses without one) and equipment, for the "Report a problem" form. */
export async function ownerRepairOptions(owner: OwnerContext) {
  const { db, userId } = owner;
  // tenancy: owner — linkedTo() keeps the owner's linked customers (customer.linkedUserId)
  const [locations, bodies, pieces] = await Promise.all([
    db
      .select({ location: serviceLocation, companyName: company.name })
      .from(serviceLocation)
      .innerJoin(
        customer,
        and(eq(customer.id, serviceLocation.customerId), eq(customer.companyId, serviceLocation.companyId)),
      )
      .innerJoin(company, eq(company.id, serviceLocation.companyId))
      .where(and(linkedTo(userId), isNull(serviceLocation.archivedAt)))
      .orderBy(asc(company.name), asc(serviceLocation.createdAt)),
    db
      .select({ id: bodyOfWater.id, name: bodyOfWater.name, locationId: bodyOfWater.serviceLocationId })
      .from(bodyOfWater)
      .innerJoin(
        customer,
        and(eq(customer.id, bodyOfWater.customerId), eq(customer.companyId, bodyOfWater.companyId)),
      )
      .where(and(linkedTo(userId), isNull(bodyOfWater.archivedAt)))
      .orderBy(asc(bodyOfWater.name)),
    db
      .select({
        id: equipment.id,
        category: equipment.category,
        make: equipment.make,
        model: equipment.model,
        bodyId: equipment.bodyOfWaterId,
      })
      .from(equipment)
      .innerJoin(
        customer,
        and(eq(customer.id, equipment.customerId), eq(customer.companyId, equipment.companyId)),
      )
      .where(and(linkedTo(userId), isNull(equipment.archivedAt)))
      .orderBy(asc(equipment.category), asc(equipment.createdAt)),
  ]);
  const places: { value: string; label: string }[] = [];
  for (const { location, companyName } of locations) {
    const address = location.nickname ?? formatAddress(location);
    const here = bodies.filter((b) => b.locationId === location.id);
    if (here.length === 0)
      places.push({ value: `location:${location.id}`, label: `${address} (${companyName})` });
    for (const b of here)
      places.push({ value: `body:${b.id}`, label: `${b.name} at ${address} (${companyName})` });
  }
  return {
    places,
    equipment: pieces.map((e) => ({
      value: e.id,
      label: [e.category, e.make, e.model].filter(Boolean).join(" "),
      place: `body:${e.bodyId}`,
    })),
  };
}
export type OwnerRepairOptions = Awaited<ReturnType<typeof ownerRepairOptions>>;

/** Where the owner said: the customer (linked to them), its company, and the place ids; a RuleError otherwise. */
async function resolvePlace(db: Db, userId: string, input: OwnerRepairInput) {
  const [kind, id] = [
    input.place.slice(0, input.place.indexOf(":")),
    input.place.slice(input.place.indexOf(":") + 1),
  ];
  const notYours = () => new RuleError("place", "profile.portal.chooseYourPool");
  let place: {
    companyId: string;
    customerId: string;
    serviceLocationId: string;
    bodyOfWaterId: string | null;
  };
  if (kind === "body") {
    // tenancy: owner — linkedTo() keeps the owner's linked customers (customer.linkedUserId)
    const [row] = await db
      .select({
        companyId: bodyOfWater.companyId,
        customerId: bodyOfWater.customerId,
        serviceLocationId: bodyOfWater.serviceLocationId,
      })
      .from(bodyOfWater)
      .innerJoin(
        customer,
        and(eq(customer.id, bodyOfWater.customerId), eq(customer.companyId, bodyOfWater.companyId)),
      )
      .where(and(eq(bodyOfWater.id, id), linkedTo(userId), isNull(bodyOfWater.archivedAt)));
    if (!row) throw notYours();
    place = { ...row, bodyOfWaterId: id };
  } else {
    // tenancy: owner — linkedTo() keeps the owner's linked customers (customer.linkedUserId)
    const [row] = await db
      .select({ companyId: serviceLocation.companyId, customerId: serviceLocation.customerId })
      .from(serviceLocation)
      .innerJoin(
        customer,
        and(eq(customer.id, serviceLocation.customerId), eq(customer.companyId, serviceLocation.companyId)),
      )
      .where(and(eq(serviceLocation.id, id), linkedTo(userId), isNull(serviceLocation.archivedAt)));
    if (!row) throw notYours();
    place = { ...row, serviceLocationId: id, bodyOfWaterId: null };
  }
  const [owner] = await db
    .select({
      name: company.name,
      timeZone: company.timeZone,
      units: company.units,
      currency: company.currency,
    })
    .from(company)
    .where(eq(company.id, place.companyId));
  return { place, owner };
}

/** Files the owner's report with the company that serves that pool; the office is alerted. */
export async function fileOwnerRepairRequest(
  poolOwner: OwnerContext,
  input: OwnerRepairInput,
  photos: PreparedFile[],
) {
  const { db, ports, userId } = poolOwner;
  const { place, owner } = await resolvePlace(db, userId, input);
  // The owner is no member of the company: the request is filed on its behalf, with only this right.
  const onBehalf: TenantContext = {
    db,
    ports,
    companyId: place.companyId,
    companyName: owner.name,
    userId,
    memberId: "",
    roleName: "pool owner",
    permissions: ["operations:write"],
    timeZone: owner.timeZone,
    units: owner.units,
    currency: owner.currency,
  };
  try {
    return await fileClientRepairRequest(
      onBehalf,
      {
        customerId: place.customerId,
        serviceLocationId: place.serviceLocationId,
        bodyOfWaterId: place.bodyOfWaterId,
        equipmentId: input.equipmentId,
        description: input.description,
      },
      photos,
    );
  } catch (error) {
    // The place check speaks of "the customer"; the owner reads about their own equipment.
    if (error instanceof RuleError && error.field === "equipmentId")
      throw new RuleError("equipmentId", "profile.portal.chooseEquipment");
    throw error;
  }
}

/** The requests the owner filed, newest first, with their status and the company's note. */
export async function ownerRepairRequests(owner: OwnerContext, options: { equipmentId?: string } = {}) {
  const { db, userId } = owner;
  // tenancy: owner — linkedTo() keeps the owner's linked customers (customer.linkedUserId)
  const linked = await db.select({ id: customer.id }).from(customer).where(linkedTo(userId));
  if (linked.length === 0) return [];
  // tenancy: owner — requests of the owner's linked customers (customer.linkedUserId)
  return db
    .select({
      id: repairRequest.id,
      createdAt: repairRequest.createdAt,
      closedAt: repairRequest.closedAt,
      status: repairRequest.status,
      description: repairRequest.description,
      resolutionNote: repairRequest.resolutionNote,
      photos: repairRequest.photos,
      companyName: company.name,
      bodyName: bodyOfWater.name,
      equipmentId: repairRequest.equipmentId,
      equipmentCategory: equipment.category,
    })
    .from(repairRequest)
    .innerJoin(company, eq(company.id, repairRequest.companyId))
    .leftJoin(bodyOfWater, eq(bodyOfWater.id, repairRequest.bodyOfWaterId))
    .leftJoin(equipment, eq(equipment.id, repairRequest.equipmentId))
    .where(
      and(
        inArray(
          repairRequest.customerId,
          linked.map((l) => l.id),
        ),
        eq(repairRequest.requestedBy, userId),
        eq(repairRequest.requestedByKind, "client"),
        options.equipmentId ? eq(repairRequest.equipmentId, options.equipmentId) : undefined,
      ),
    )
    .orderBy(desc(repairRequest.createdAt), asc(repairRequest.id))
    .limit(50);
}
export type OwnerRepairRequests = Awaited<ReturnType<typeof ownerRepairRequests>>;
