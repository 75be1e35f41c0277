/**
 * The tenant context a background job acts in: one company, named by the job, with only the permissions the job's
 * work needs (reading a stop for its report). Jobs are system work: they never run with a person's session.
 */
import { eq } from "drizzle-orm";
import type { Db } from "~/db/client.server";
import { company } from "~/db/schema";
import type { TenantContext } from "../tenant.server";

export async function systemContext(
  db: Db,
  companyId: string,
  actorUserId: string,
  permissions: readonly string[] = ["operations:read"],
): Promise<TenantContext | null> {
  const [row] = await db.select().from(company).where(eq(company.id, companyId));
  if (!row || row.platformStatus === "deactivated") return null;
  return {
    db,
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
