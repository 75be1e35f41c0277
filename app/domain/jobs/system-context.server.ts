/**
 * The tenant context a background job acts in: one company, named by the job, with only the permissions the job's
 * work needs (reading a stop for its report). Jobs are system work: they never run with a person's session.
 */
import { eq } from "drizzle-orm";
import { company } from "~/db/schema";
import type { SystemContext, TenantContext } from "../tenant.server";

export async function systemContext(
  system: SystemContext,
  companyId: string,
  actorUserId: string,
  permissions: readonly string[] = ["operations:read"],
): Promise<TenantContext | null> {
  const [row] = await system.db.select().from(company).where(eq(company.id, companyId));
  if (!row || row.platformStatus === "deactivated") return null;
  return {
    db: system.db,
    ports: system.ports,
    companyId: row.id,
    companyName: row.name,
    userId: actorUserId,
    memberId: "",
    roleName: "System",
    permissions,
    timeZone: row.timeZone,
    units: row.units,
    currency: row.currency,
  };
}
