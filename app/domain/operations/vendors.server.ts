import { asc, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { purchase, vendor } from "~/db/schema";
import { NotFoundError, RuleErrors } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type VendorInput, vendorSchema } from "./vendor-schemas";

export const vendorSorts = ["name", "created"] as const;
export type VendorSort = (typeof vendorSorts)[number];
export const vendorFilters = ["archived"] as const;

/** The purchases shown on a vendor's page, newest first. */
export const PURCHASE_HISTORY_LIMIT = 100;

/** The rules again (the form schema ran already in the action); broken ones keyed like the form's fields. */
function validated(input: VendorInput): VendorInput {
  const result = vendorSchema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  throw new RuleErrors(errors);
}

export async function listVendors(ctx: TenantContext, query: ListQuery<VendorSort>) {
  requirePermission(ctx, "operations:read");
  const pattern = query.q ? containsPattern(query.q) : null;
  const where = scoped(
    ctx,
    vendor,
    query.filters.archived === "only" ? isNotNull(vendor.archivedAt) : isNull(vendor.archivedAt),
    pattern
      ? or(
          ilike(vendor.name, pattern),
          ilike(vendor.contactName, pattern),
          ilike(vendor.email, pattern),
          ilike(vendor.phone, pattern),
          ilike(vendor.accountNumber, pattern),
        )
      : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    name: [order(sql`lower(${vendor.name})`), asc(vendor.id)],
    created: [order(vendor.createdAt), asc(vendor.id)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: vendor.id,
          name: vendor.name,
          contactName: vendor.contactName,
          phone: vendor.phone,
          email: vendor.email,
          city: vendor.city,
          accountNumber: vendor.accountNumber,
          archivedAt: vendor.archivedAt,
          createdAt: vendor.createdAt,
        })
        .from(vendor)
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

/** A vendor with what the company bought from it (newest first). */
export async function getVendor(ctx: TenantContext, vendorId: string) {
  requirePermission(ctx, "operations:read");
  const [found] = await ctx.db
    .select()
    .from(vendor)
    .where(scoped(ctx, vendor, eq(vendor.id, vendorId)));
  if (!found) throw new NotFoundError("Vendor");
  const purchases = await ctx.db
    .select({
      id: purchase.id,
      purchasedOn: purchase.purchasedOn,
      receiptNumber: purchase.receiptNumber,
      totalCents: purchase.totalCents,
    })
    .from(purchase)
    .where(scoped(ctx, purchase, eq(purchase.vendorId, vendorId)))
    .orderBy(desc(purchase.purchasedOn), desc(purchase.createdAt))
    .limit(PURCHASE_HISTORY_LIMIT);
  return { ...found, purchases };
}
export type VendorDetail = Awaited<ReturnType<typeof getVendor>>;

export async function createVendor(ctx: TenantContext, input: VendorInput) {
  requirePermission(ctx, "operations:write");
  const values = validated(input);
  const [created] = await ctx.db
    .insert(vendor)
    .values({ ...values, companyId: ctx.companyId })
    .returning({ id: vendor.id, name: vendor.name });
  return created;
}

export async function updateVendor(ctx: TenantContext, vendorId: string, input: VendorInput) {
  requirePermission(ctx, "operations:write");
  const values = validated(input);
  const [updated] = await ctx.db
    .update(vendor)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(ctx, vendor, eq(vendor.id, vendorId)))
    .returning({ id: vendor.id, name: vendor.name });
  if (!updated) throw new NotFoundError("Vendor");
  return updated;
}

export async function setVendorArchived(ctx: TenantContext, vendorId: string, archived: boolean) {
  requirePermission(ctx, "operations:write");
  const [updated] = await ctx.db
    .update(vendor)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, vendor, eq(vendor.id, vendorId)))
    .returning({ id: vendor.id, name: vendor.name, archivedAt: vendor.archivedAt });
  if (!updated) throw new NotFoundError("Vendor");
  return updated;
}

/**
 * The vendors a picker offers (an item's preferred vendor), by name: the active ones, plus `keepId` when it is
 * archived (an item keeps showing the vendor it already has).
 */
export async function listVendorOptions(ctx: TenantContext, keepId?: string | null) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({ value: vendor.id, label: vendor.name, archivedAt: vendor.archivedAt })
    .from(vendor)
    .where(
      scoped(
        ctx,
        vendor,
        keepId ? or(isNull(vendor.archivedAt), eq(vendor.id, keepId)) : isNull(vendor.archivedAt),
      ),
    )
    .orderBy(asc(sql`lower(${vendor.name})`), asc(vendor.id));
}
