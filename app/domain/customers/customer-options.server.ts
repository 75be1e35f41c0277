import { and, asc, eq, isNull } from "drizzle-orm";
import { customer } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { customerSearch } from "./customers.server";

export interface CustomerOption {
  value: string;
  label: string;
}

/**
 * Active customers matching what was typed (name, phone, e-mail or address, as the customer search), for pickers:
 * at most `limit`, by name.
 */
export async function customerOptions(ctx: TenantContext, q: string, limit = 20): Promise<CustomerOption[]> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select({ value: customer.id, label: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, isNull(customer.archivedAt), customerSearch(q.trim())))
    .orderBy(asc(customer.displayName))
    .limit(limit);
  return rows;
}

/** The option for one customer id (archived included, so a filter by it still shows its name); null if not ours. */
export async function customerOption(ctx: TenantContext, customerId: string): Promise<CustomerOption | null> {
  requirePermission(ctx, "customers:read");
  const [row] = await ctx.db
    .select({ value: customer.id, label: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, and(eq(customer.id, customerId))));
  return row ?? null;
}
