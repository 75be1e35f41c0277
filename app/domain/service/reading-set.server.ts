import { eq } from "drizzle-orm";
import { company } from "~/db/schema";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { defaultReadingSet, isStopReading, type StopReading, stopReadings } from "./readings";

/** The readings the company's technicians are asked for at a stop (the standard set until the company picks). */
export async function getReadingSet(ctx: TenantContext): Promise<StopReading[]> {
  const [row] = await ctx.db
    .select({ readingSet: company.readingSet })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const chosen = (row?.readingSet ?? []).filter(isStopReading);
  return chosen.length ? chosen : [...defaultReadingSet];
}

/** Saves the company's reading set, in the standard order; at least one reading. */
export async function updateReadingSet(ctx: TenantContext, chosen: readonly string[]) {
  requirePermission(ctx, "settings:write");
  const set = stopReadings.filter((r) => chosen.includes(r));
  if (set.length === 0) throw new RuleError("readings", "people.readings.chooseOne");
  await ctx.db
    .update(company)
    .set({ readingSet: set, updatedAt: new Date() })
    .where(eq(company.id, ctx.companyId));
  return set;
}
