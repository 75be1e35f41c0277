import { eq } from "drizzle-orm";
import {
  type CompanyTargetDefaults,
  defaultTargets,
  mergeTargets,
  type Reading,
  type Sanitizer,
} from "~/core/water/targets";
import { company } from "~/db/schema";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { type TargetOverrideInput, targetMinField } from "./schemas";

/**
 * The company's own target ranges per sanitizer. Read wherever targets are shown or checked, so it needs no
 * permission of its own (the caller's loader has checked what the page needs).
 */
export async function getCompanyTargetDefaults(ctx: TenantContext): Promise<CompanyTargetDefaults> {
  const [row] = await ctx.db
    .select({ targetDefaults: company.targetDefaults })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  return row?.targetDefaults ?? {};
}

/**
 * Replaces the company's defaults for one sanitizer. Each reading given is stored as its whole resulting range, so
 * it applies the same over every surface; an empty input restores the built-in defaults for the sanitizer.
 * Checked against the built-in defaults for plaster (only calcium hardness differs by surface, and a stored range
 * replaces it whole).
 */
export async function updateCompanyTargetDefaults(
  ctx: TenantContext,
  sanitizer: Sanitizer,
  overrides: TargetOverrideInput,
): Promise<CompanyTargetDefaults> {
  requirePermission(ctx, "settings:write");
  const merged = mergeTargets(defaultTargets(sanitizer, "plaster"), overrides);
  if (!merged.ok) {
    const [reading, message] = Object.entries(merged.errors)[0];
    throw new RuleError(targetMinField(reading as Reading), message);
  }
  const ranges: NonNullable<CompanyTargetDefaults[Sanitizer]> = {};
  for (const reading of Object.keys(overrides) as Reading[]) {
    const range = merged.targets[reading];
    if (range) ranges[reading] = { min: range.min, max: range.max };
  }
  const current = await getCompanyTargetDefaults(ctx);
  const next: CompanyTargetDefaults = { ...current, [sanitizer]: ranges };
  if (Object.keys(ranges).length === 0) delete next[sanitizer];
  await ctx.db
    .update(company)
    .set({ targetDefaults: next, updatedAt: new Date() })
    .where(eq(company.id, ctx.companyId));
  return next;
}
