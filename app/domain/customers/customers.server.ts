import { and, asc, desc, eq, isNotNull, isNull, like, or, type SQL, sql } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import type { Db, Tx } from "~/db/client.server";
import { customer, customerContact } from "~/db/schema";
import { queueQuickbooksPush } from "../accounting/quickbooks-sync.server";
import { NotFoundError } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type ContactInput, type CustomerInput, displayNameOf } from "./schemas";

export const customerSorts = ["name", "status", "created"] as const;
export type CustomerSort = (typeof customerSorts)[number];
export const customerFilters = ["status", "tag", "archived"] as const;

/**
 * Name, business name, e-mail, billing or service address, and phone by its digits whatever the formatting: one
 * `like` over the customer's `search_text`.
 */
export function customerSearch(q: string): SQL | undefined {
  if (!q) return undefined;
  const digits = phoneSearchDigits(q);
  return or(
    like(customer.searchText, containsPattern(q.toLowerCase())),
    digits.length >= 3 && digits !== q ? like(customer.searchText, `%${digits}%`) : undefined,
  );
}

/**
 * The digits a phone number is searched by: punctuation dropped, and the country code of an 11-digit US number
 * ("+1 480-555-0100") too, so it finds the customer stored as "480-555-0100" (and "+1 (480) …" still matches: its
 * stored digits contain the 10 digits).
 */
export function phoneSearchDigits(q: string): string {
  const digits = q.replace(/\D/g, "");
  return digits.length === 11 && digits.startsWith("1") ? digits.slice(1) : digits;
}

/**
 * Recomputes `search_text` of some customers (or all of a company's) from the customer and its service locations.
 * Called by every write that changes a name, contact detail or address.
 */
export async function refreshCustomerSearchText(
  db: Db | Tx,
  { companyId }: Pick<TenantContext, "companyId">,
  customerIds?: string[],
) {
  if (customerIds && customerIds.length === 0) return;
  await db.execute(sql`
    update customer c set search_text = lower(concat_ws(' ',
      c.display_name, c.first_name, c.last_name, c.company_name, c.email,
      c.billing_address_line, c.billing_city, c.billing_postal_code,
      regexp_replace(coalesce(c.phone, ''), '[^0-9]', '', 'g'),
      regexp_replace(coalesce(c.mobile_phone, ''), '[^0-9]', '', 'g'),
      (select string_agg(concat_ws(' ', sl.address_line, sl.city, sl.postal_code, sl.nickname), ' ')
         from service_location sl where sl.customer_id = c.id and sl.archived_at is null)))
    where c.company_id = ${companyId}
    ${
      customerIds
        ? sql`and c.id in (${sql.join(
            customerIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql``
    }`);
}

export async function listCustomers(ctx: TenantContext, query: ListQuery<CustomerSort>) {
  requirePermission(ctx, "customers:read");
  const { status, tag, archived } = query.filters;
  const where = scoped(
    ctx,
    customer,
    archived === "only" ? isNotNull(customer.archivedAt) : isNull(customer.archivedAt),
    status ? eq(customer.status, status as CustomerInput["status"]) : undefined,
    tag ? sql`${customer.tags} @> array[${tag}]::text[]` : undefined,
    customerSearch(query.q),
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy =
    query.sort === "status"
      ? [order(customer.status), asc(customer.displayName)]
      : query.sort === "created"
        ? [order(customer.createdAt), asc(customer.id)]
        : [order(customer.displayName), asc(customer.id)];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: customer.id,
          displayName: customer.displayName,
          email: customer.email,
          phone: customer.phone,
          status: customer.status,
          tags: customer.tags,
          archivedAt: customer.archivedAt,
          locations: sql<number>`(select count(*)::int from service_location sl where sl.company_id = "customer"."company_id" and sl.customer_id = "customer"."id" and sl.archived_at is null)`,
          unrouted: sql<number>`(select count(*)::int from service_location sl where sl.company_id = "customer"."company_id" and sl.customer_id = "customer"."id" and sl.archived_at is null and sl.latitude is null)`,
        })
        .from(customer)
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

export async function listCustomerTags(ctx: TenantContext) {
  requirePermission(ctx, "customers:read");
  const tag = sql<string>`unnest(${customer.tags})`;
  const rows = await ctx.db
    .selectDistinct({ tag })
    .from(customer)
    .where(scoped(ctx, customer, isNull(customer.archivedAt)))
    .orderBy(tag)
    .limit(200);
  return rows.map((r) => r.tag);
}

export async function getCustomer(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "customers:read");
  const [found] = await ctx.db
    .select()
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!found) throw new NotFoundError("Customer");
  const contacts = await ctx.db
    .select()
    .from(customerContact)
    .where(scoped(ctx, customerContact, eq(customerContact.customerId, customerId)))
    .orderBy(asc(customerContact.createdAt));
  return { ...found, contacts };
}

export async function createCustomer(ctx: TenantContext, input: CustomerInput) {
  requirePermission(ctx, "customers:write");
  const [created] = await ctx.db
    .insert(customer)
    .values({
      ...input,
      companyId: ctx.companyId,
      firstName: input.firstName,
      displayName: displayNameOf(input),
    })
    .returning();
  await refreshCustomerSearchText(ctx.db, ctx, [created.id]);
  await queueQuickbooksPush(ctx.db, ctx, "customer", created.id, created.displayName);
  return created;
}

export async function updateCustomer(ctx: TenantContext, customerId: string, input: CustomerInput) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(customer)
    .set({ ...input, displayName: displayNameOf(input), updatedAt: new Date() })
    .where(scoped(ctx, customer, eq(customer.id, customerId)))
    .returning();
  if (!updated) throw new NotFoundError("Customer");
  await refreshCustomerSearchText(ctx.db, ctx, [updated.id]);
  await queueQuickbooksPush(ctx.db, ctx, "customer", updated.id, updated.displayName);
  return updated;
}

/** Archived customers keep their history and leave the active lists; restoring brings them back. */
export async function setCustomerArchived(ctx: TenantContext, customerId: string, archived: boolean) {
  requirePermission(ctx, "customers:write");
  const [updated] = await ctx.db
    .update(customer)
    .set({ archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(scoped(ctx, customer, eq(customer.id, customerId)))
    .returning({ id: customer.id, name: customer.displayName });
  if (!updated) throw new NotFoundError("Customer");
  // QuickBooks keeps the customer, inactive (or active again).
  await queueQuickbooksPush(ctx.db, ctx, "customer", updated.id, updated.name);
}

export async function addContact(ctx: TenantContext, customerId: string, input: ContactInput) {
  requirePermission(ctx, "customers:write");
  await getCustomer(ctx, customerId);
  const [created] = await ctx.db
    .insert(customerContact)
    .values({ ...input, companyId: ctx.companyId, customerId })
    .returning();
  return created;
}

export async function removeContact(ctx: TenantContext, customerId: string, contactId: string) {
  requirePermission(ctx, "customers:write");
  const removed = await ctx.db
    .delete(customerContact)
    .where(
      scoped(
        ctx,
        customerContact,
        and(eq(customerContact.id, contactId), eq(customerContact.customerId, customerId)),
      ),
    )
    .returning({ id: customerContact.id });
  if (removed.length === 0) throw new NotFoundError("Contact");
}
