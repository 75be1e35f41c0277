import { and, asc, desc, eq, ilike, isNotNull, isNull, or, sql } from "drizzle-orm";
import { toCsv } from "~/core/import/csv";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { item, vendor } from "~/db/schema";
import { NotFoundError, RuleError, RuleErrors } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type ItemInput, itemCategories, itemInputSchema } from "./item-schemas";

export const itemSorts = ["name", "category", "price", "created"] as const;
export type ItemSort = (typeof itemSorts)[number];
export const itemFilters = ["category", "archived", "chemical"] as const;

/** The typed rules again (the form schema ran already in the action); broken ones keyed like the domain's fields. */
function validated(input: ItemInput): ItemInput {
  const result = itemInputSchema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  throw new RuleErrors(errors);
}

/**
 * The preferred vendor must be one of the company's vendors; an archived one only when the item has it already
 * (archiving a vendor does not rewrite its items).
 */
async function checkVendor(ctx: TenantContext, vendorId: string | null, currentId: string | null = null) {
  if (!vendorId) return;
  const [found] = await ctx.db
    .select({ id: vendor.id, archivedAt: vendor.archivedAt })
    .from(vendor)
    .where(scoped(ctx, vendor, eq(vendor.id, vendorId)));
  if (!found) throw new RuleError("preferredVendorId", "purchasing.itemRules.vendorUnknown");
  if (found.archivedAt && vendorId !== currentId)
    throw new RuleError("preferredVendorId", "purchasing.itemRules.vendorArchived");
}

/** The vendor, joined within the company (as its (company_id, preferred_vendor_id) key guarantees). */
const vendorJoin = (ctx: TenantContext) =>
  and(eq(vendor.id, item.preferredVendorId), eq(vendor.companyId, ctx.companyId));

export async function listItems(ctx: TenantContext, query: ListQuery<ItemSort>) {
  requirePermission(ctx, "operations:read");
  const pattern = query.q ? containsPattern(query.q) : null;
  const category = (itemCategories as readonly string[]).includes(query.filters.category ?? "")
    ? (query.filters.category as ItemInput["category"])
    : null;
  const where = scoped(
    ctx,
    item,
    query.filters.archived === "only" ? isNotNull(item.archivedAt) : isNull(item.archivedAt),
    pattern ? or(ilike(item.name, pattern), ilike(item.sku, pattern)) : undefined,
    category ? eq(item.category, category) : undefined,
    query.filters.chemical === "yes"
      ? isNotNull(item.chemical)
      : query.filters.chemical === "no"
        ? isNull(item.chemical)
        : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const byName = sql`lower(${item.name})`;
  const orderBy = {
    name: [order(byName), asc(item.id)],
    category: [order(item.category), asc(byName), asc(item.id)],
    price: [sql`${item.priceCents} ${sql.raw(query.dir)} nulls last`, asc(byName), asc(item.id)],
    created: [order(item.createdAt), asc(item.id)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: item.id,
          name: item.name,
          sku: item.sku,
          category: item.category,
          unit: item.unit,
          costCents: item.costCents,
          priceCents: item.priceCents,
          chemical: item.chemical,
          strengthPercent: item.strengthPercent,
          stockQuantity: item.stockQuantity,
          lowStockThreshold: item.lowStockThreshold,
          vendorName: vendor.name,
          archivedAt: item.archivedAt,
          createdAt: item.createdAt,
        })
        .from(item)
        .leftJoin(vendor, vendorJoin(ctx))
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

export async function getItem(ctx: TenantContext, itemId: string) {
  requirePermission(ctx, "operations:read");
  const [found] = await ctx.db
    .select({ item, vendorName: vendor.name, vendorArchivedAt: vendor.archivedAt })
    .from(item)
    .leftJoin(vendor, vendorJoin(ctx))
    .where(scoped(ctx, item, eq(item.id, itemId)));
  if (!found) throw new NotFoundError("Item");
  return { ...found.item, vendorName: found.vendorName, vendorArchivedAt: found.vendorArchivedAt };
}
export type ItemDetail = Awaited<ReturnType<typeof getItem>>;

export async function createItem(ctx: TenantContext, input: ItemInput) {
  requirePermission(ctx, "operations:write");
  const values = validated(input);
  await checkVendor(ctx, values.preferredVendorId);
  const [created] = await ctx.db
    .insert(item)
    .values({ ...values, companyId: ctx.companyId })
    .returning({ id: item.id, name: item.name });
  return created;
}

export async function updateItem(ctx: TenantContext, itemId: string, input: ItemInput) {
  requirePermission(ctx, "operations:write");
  const values = validated(input);
  const [current] = await ctx.db
    .select({ preferredVendorId: item.preferredVendorId })
    .from(item)
    .where(scoped(ctx, item, eq(item.id, itemId)));
  if (!current) throw new NotFoundError("Item");
  await checkVendor(ctx, values.preferredVendorId, current.preferredVendorId);
  const [updated] = await ctx.db
    .update(item)
    .set({ ...values, updatedAt: new Date() })
    .where(scoped(ctx, item, eq(item.id, itemId)))
    .returning({ id: item.id, name: item.name });
  if (!updated) throw new NotFoundError("Item");
  return updated;
}

export async function setItemArchived(ctx: TenantContext, itemId: string, archived: boolean) {
  requirePermission(ctx, "operations:write");
  const [updated] = await ctx.db
    .update(item)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, item, eq(item.id, itemId)))
    .returning({ id: item.id, name: item.name, archivedAt: item.archivedAt });
  if (!updated) throw new NotFoundError("Item");
  return updated;
}

const money = (cents: number | null) => (cents === null ? "" : (cents / 100).toFixed(2));
const yesNo = (b: boolean) => (b ? "yes" : "no");

export const itemCsvHeaders = [
  "Item ID",
  "Name",
  "SKU",
  "Category",
  "Unit",
  "Cost",
  "Price",
  "Billable",
  "Taxable",
  "Chemical",
  "Strength %",
  "Preferred vendor",
  "Stock on hand",
  "Low stock at",
  "Description",
  "Created",
] as const;

/** Every active item of the company, one row each, by name. Money in the currency's units (12.50). */
export async function exportItemsCsv(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "operations:read");
  const rows = await ctx.db
    .select({ item, vendorName: vendor.name })
    .from(item)
    .leftJoin(vendor, vendorJoin(ctx))
    .where(scoped(ctx, item, isNull(item.archivedAt)))
    .orderBy(asc(sql`lower(${item.name})`), asc(item.id));
  return toCsv(
    itemCsvHeaders,
    rows.map(({ item: i, vendorName }) => [
      i.id,
      i.name,
      i.sku,
      i.category,
      i.unit,
      money(i.costCents),
      money(i.priceCents),
      yesNo(i.billable),
      yesNo(i.taxable),
      i.chemical,
      i.strengthPercent,
      vendorName,
      i.stockQuantity,
      i.lowStockThreshold,
      i.description,
      i.createdAt.toISOString().slice(0, 10),
    ]),
  );
}
