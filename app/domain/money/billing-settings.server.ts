/**
 * The company's billing settings: how billing runs cut periods, the default payment terms and sales tax, and how
 * chemicals are billed (included, itemised at sell price, or above an allowance per period).
 */
import { eq } from "drizzle-orm";
import { company } from "~/db/schema";
import { requirePermission, type TenantContext } from "../tenant.server";
import type { BillingSettingsInput } from "./billing-settings-schema";

export async function getBillingSettings(ctx: TenantContext) {
  requirePermission(ctx, "money:read");
  const [row] = await ctx.db
    .select({
      billingPeriod: company.billingPeriod,
      invoiceTerms: company.invoiceTerms,
      taxRateBasisPoints: company.taxRateBasisPoints,
      chemicalBillingMode: company.chemicalBillingMode,
      chemicalAllowanceCents: company.chemicalAllowanceCents,
      currency: company.currency,
    })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  return row;
}
export type BillingSettings = Awaited<ReturnType<typeof getBillingSettings>>;

export async function updateBillingSettings(ctx: TenantContext, input: BillingSettingsInput) {
  requirePermission(ctx, "money:manage");
  await ctx.db
    .update(company)
    .set({ ...input, updatedAt: new Date() })
    .where(eq(company.id, ctx.companyId));
}
