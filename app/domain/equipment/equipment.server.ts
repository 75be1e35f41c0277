import { and, asc, desc, eq, gt, ilike, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import {
  addDays,
  filterPressureStatus,
  isServiceDue,
  isValidDate,
  nextServiceDate,
  validateEquipmentDates,
} from "~/core/equipment/service";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { bodyOfWater, customer, equipment, equipmentPart } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { NotFoundError, RuleError } from "../errors";
import { storeFile } from "../files/stored-files.server";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { DUE_SOON_DAYS, dateErrorField, type EquipmentInput, type PartInput } from "./schemas";

export const equipmentSorts = ["category", "customer", "nextService", "created"] as const;
export type EquipmentSort = (typeof equipmentSorts)[number];
export const equipmentFilters = ["category", "status", "due", "customer", "archived"] as const;

type EquipmentRow = typeof equipment.$inferSelect;

/** Whether service is due (today or overdue) or due soon (within DUE_SOON_DAYS), and the filter's pressure flag. */
function derived(
  row: Pick<EquipmentRow, "nextServiceOn" | "cleanPressurePsi" | "currentPressurePsi">,
  today: string,
) {
  const due = isServiceDue(row.nextServiceOn, today);
  return {
    due,
    dueSoon: !due && isServiceDue(row.nextServiceOn, today, DUE_SOON_DAYS),
    filterStatus: filterPressureStatus(row.cleanPressurePsi, row.currentPressurePsi),
  };
}

export async function listEquipment(ctx: TenantContext, query: ListQuery<EquipmentSort>) {
  requirePermission(ctx, "customers:read");
  const { category, status, due, customer: customerId, archived } = query.filters;
  const today = todayIn(ctx.timeZone);
  const soon = addDays(today, DUE_SOON_DAYS) ?? today;
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    equipment,
    archived === "only" ? isNotNull(equipment.archivedAt) : isNull(equipment.archivedAt),
    category ? eq(equipment.category, category) : undefined,
    status ? eq(equipment.status, status) : undefined,
    due === "due"
      ? lte(equipment.nextServiceOn, today)
      : due === "soon"
        ? and(gt(equipment.nextServiceOn, today), lte(equipment.nextServiceOn, soon))
        : undefined,
    customerId ? eq(equipment.customerId, customerId) : undefined,
    pattern
      ? or(
          ilike(equipment.make, pattern),
          ilike(equipment.model, pattern),
          ilike(equipment.serialNumber, pattern),
          ilike(customer.displayName, pattern),
        )
      : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    category: [order(equipment.category), asc(equipment.make), asc(equipment.id)],
    customer: [order(customer.displayName), asc(equipment.category), asc(equipment.id)],
    // Equipment without a schedule sorts last either way.
    nextService: [
      sql`${equipment.nextServiceOn} ${sql.raw(query.dir === "desc" ? "desc" : "asc")} nulls last`,
      asc(equipment.id),
    ],
    created: [order(equipment.createdAt), asc(equipment.id)],
  }[query.sort];
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: equipment.id,
          category: equipment.category,
          make: equipment.make,
          model: equipment.model,
          serialNumber: equipment.serialNumber,
          status: equipment.status,
          nextServiceOn: equipment.nextServiceOn,
          cleanPressurePsi: equipment.cleanPressurePsi,
          currentPressurePsi: equipment.currentPressurePsi,
          archivedAt: equipment.archivedAt,
          createdAt: equipment.createdAt,
          customerId: customer.id,
          customerName: customer.displayName,
          bodyOfWaterId: bodyOfWater.id,
          bodyOfWaterName: bodyOfWater.name,
        })
        .from(equipment)
        .innerJoin(customer, eq(customer.id, equipment.customerId))
        .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
  return { rows: rows.map((row) => ({ ...row, ...derived(row, today) })), total };
}

export async function getEquipment(ctx: TenantContext, equipmentId: string) {
  requirePermission(ctx, "customers:read");
  const [row] = await ctx.db
    .select({
      item: equipment,
      bodyOfWaterName: bodyOfWater.name,
      serviceLocationId: bodyOfWater.serviceLocationId,
      customerName: customer.displayName,
    })
    .from(equipment)
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
    .innerJoin(customer, eq(customer.id, equipment.customerId))
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)));
  if (!row) throw new NotFoundError("Equipment");
  const parts = await ctx.db
    .select()
    .from(equipmentPart)
    .where(scoped(ctx, equipmentPart, eq(equipmentPart.equipmentId, equipmentId)))
    .orderBy(desc(equipmentPart.replacedOn), desc(equipmentPart.createdAt));
  return {
    ...row.item,
    bodyOfWaterName: row.bodyOfWaterName,
    serviceLocationId: row.serviceLocationId,
    customerName: row.customerName,
    parts,
    ...derived(row.item, todayIn(ctx.timeZone)),
  };
}

/** Checks the dates (in order, install and last service not in the company's future) and derives the next service. */
function columns(ctx: TenantContext, input: EquipmentInput) {
  const errors = validateEquipmentDates(
    {
      installedOn: input.installedOn,
      uninstalledOn: input.uninstalledOn,
      warrantyUntil: input.warrantyUntil,
      lastServiceDate: input.lastServiceOn,
    },
    todayIn(ctx.timeZone),
  );
  const first = Object.entries(errors)[0];
  if (first) throw new RuleError(dateErrorField(first[0]), first[1]);
  if (input.serviceEvery !== null && input.serviceUnit === null) {
    throw new RuleError("serviceUnit", "reports.equipmentSchema.serviceUnit");
  }
  const serviceUnit = input.serviceEvery === null ? null : input.serviceUnit;
  return {
    ...input,
    serviceUnit,
    nextServiceOn: nextServiceOf({ ...input, serviceUnit }),
  };
}

/** Removed equipment is never due; otherwise last service (or install) plus the frequency. */
function nextServiceOf(
  e: Pick<EquipmentRow, "lastServiceOn" | "installedOn" | "uninstalledOn" | "serviceEvery" | "serviceUnit">,
) {
  if (e.uninstalledOn) return null;
  return nextServiceDate(
    e.lastServiceOn,
    e.installedOn,
    e.serviceEvery !== null && e.serviceUnit !== null ? { every: e.serviceEvery, unit: e.serviceUnit } : null,
  );
}

export async function createEquipment(ctx: TenantContext, bodyOfWaterId: string, input: EquipmentInput) {
  requirePermission(ctx, "customers:write");
  const [body] = await ctx.db
    .select({ id: bodyOfWater.id, customerId: bodyOfWater.customerId })
    .from(bodyOfWater)
    .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, bodyOfWaterId)));
  if (!body) throw new NotFoundError("Body of water");
  const [created] = await ctx.db
    .insert(equipment)
    .values({ ...columns(ctx, input), companyId: ctx.companyId, customerId: body.customerId, bodyOfWaterId })
    .returning();
  return created;
}

export async function updateEquipment(ctx: TenantContext, equipmentId: string, input: EquipmentInput) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(equipment)
    .set({ ...columns(ctx, input), updatedAt: new Date() })
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)))
    .returning();
  if (!updated) throw new NotFoundError("Equipment");
  return updated;
}

export async function setEquipmentArchived(ctx: TenantContext, equipmentId: string, archived: boolean) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(equipment)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)))
    .returning({ id: equipment.id, bodyOfWaterId: equipment.bodyOfWaterId });
  if (!updated) throw new NotFoundError("Equipment");
  return updated;
}

async function findEquipment(ctx: TenantContext, equipmentId: string) {
  const [found] = await ctx.db
    .select()
    .from(equipment)
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)));
  if (!found) throw new NotFoundError("Equipment");
  return found;
}

/** Records a service on `date` (usually today): the last service date moves and the next one follows. */
export async function recordService(ctx: TenantContext, equipmentId: string, date: string) {
  requirePermission(ctx, "customers:write");
  const current = await findEquipment(ctx, equipmentId);
  if (!isValidDate(date)) throw new RuleError("lastServiceOn", "reports.equipmentRules.serviceDate");
  const errors = validateEquipmentDates(
    {
      installedOn: current.installedOn,
      uninstalledOn: current.uninstalledOn,
      lastServiceDate: date,
    },
    todayIn(ctx.timeZone),
  );
  if (errors.lastServiceDate) throw new RuleError("lastServiceOn", errors.lastServiceDate);
  const [updated] = await ctx.db
    .update(equipment)
    .set({
      lastServiceOn: date,
      nextServiceOn: nextServiceOf({ ...current, lastServiceOn: date }),
      updatedAt: new Date(),
    })
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)))
    .returning();
  return updated;
}

export async function addPart(ctx: TenantContext, equipmentId: string, input: PartInput) {
  requirePermission(ctx, "customers:write");
  const current = await findEquipment(ctx, equipmentId);
  if (!isValidDate(input.replacedOn)) throw new RuleError("replacedOn", "reports.equipmentRules.replacedOn");
  if (input.replacedOn > todayIn(ctx.timeZone)) {
    throw new RuleError("replacedOn", "reports.equipmentRules.replacedInFuture");
  }
  if (current.installedOn && input.replacedOn < current.installedOn) {
    throw new RuleError("replacedOn", "reports.equipmentRules.replacedBeforeInstall");
  }
  const [created] = await ctx.db
    .insert(equipmentPart)
    .values({ ...input, companyId: ctx.companyId, equipmentId })
    .returning();
  return created;
}

/** Adds a photo of the equipment; it is stored only once the equipment is found in the company and may be edited. */
export async function addEquipmentPhoto(ctx: TenantContext, equipmentId: string, photo: PreparedFile) {
  requirePermission(ctx, "customers:write");
  const current = await findEquipment(ctx, equipmentId);
  const { url } = await storeFile(ctx, photo, {
    kind: "place_photo",
    companyId: ctx.companyId,
    uploadedBy: ctx.userId,
  });
  await ctx.db
    .update(equipment)
    .set({ photos: [...current.photos, url].slice(-20), updatedAt: new Date() })
    .where(scoped(ctx, equipment, eq(equipment.id, equipmentId)));
}
