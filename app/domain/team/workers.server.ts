import { asc, eq } from "drizzle-orm";
import { hasPermission } from "~/core/permissions/permissions";
import { companyMember, role, user } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";

/**
 * The company's active members whose role works stops (operations:work or higher), as picker options, by name. The
 * callers check who may ask (a stop picker, a labor contract's technician).
 */
export async function stopWorkerOptions(ctx: TenantContext) {
  const rows = await ctx.db
    .select({ value: companyMember.id, label: user.name, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(asc(user.name));
  return rows
    .filter((r) => hasPermission(r.permissions, "operations:work"))
    .map(({ value, label }) => ({ value, label }));
}
