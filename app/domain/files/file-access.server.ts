/**
 * Who may open a stored upload (issue 18 §4): public kinds anyone; private ones the uploader, company members with
 * the area's permission (and, for message files, a thread they see), the customer's linked pool owner for their
 * visits, repair requests and messages, and the platform Admin for support-chat files.
 */
import { and, eq, isNotNull, or, sql } from "drizzle-orm";
import type { AccountType } from "~/core/access/guard";
import type { Permission } from "~/core/permissions/permissions";
import { customer, type FileKind, serviceStop, stopTask, storedFile } from "~/db/schema";
import { resolveTenant } from "../companies/companies.server";
import { ownerMayOpenFile } from "../messaging/owner-threads.server";
import { adminMayOpenFile } from "../messaging/platform-threads.server";
import { memberMayOpenFile } from "../messaging/threads.server";
import { can, type SystemContext, userContext } from "../tenant.server";

/** The permission a company member needs to see each private kind. */
const memberPermission: Record<FileKind, Permission | null> = {
  logo: null,
  public_photo: null,
  profile: null,
  stop_photo: "operations:read",
  repair_photo: "operations:read",
  receipt: "operations:read",
  place_photo: "customers:read",
  message: "messages:read",
};

/** Kinds whose record the customer's linked pool owner sees (their visits, their repair requests, their messages). */
const ownerKinds: ReadonlySet<FileKind> = new Set(["stop_photo", "repair_photo", "message"]);

export interface FileViewer {
  id: string;
  accountType: AccountType;
}

/**
 * Whether `viewer` (null: signed out) may open the stored upload `name`, and how it is cached: `public`, `private`,
 * or null (not found — also for a file they may not see, which is never told apart from a missing one).
 */
export async function uploadAccess(
  system: SystemContext,
  name: string,
  viewer: FileViewer | null,
): Promise<"public" | "private" | null> {
  const { db } = system;
  // tenancy: system — upload access check by file name, before any company is known; the branches below decide per viewer
  const [file] = await db.select().from(storedFile).where(eq(storedFile.name, name));
  if (!file) return null;
  if (file.visibility === "public") return "public";
  if (!viewer) return null;
  if (file.uploadedByUserId === viewer.id) return "private";
  const url = `/uploads/${name}`;
  if (viewer.accountType === "admin")
    return file.kind === "message" && (await adminMayOpenFile(system, viewer.id, url).catch(() => false))
      ? "private"
      : null;
  if (viewer.accountType === "client") {
    if (!ownerKinds.has(file.kind) || !file.companyId || !file.customerId) return null;
    if (file.kind === "message")
      return (await ownerMayOpenFile(userContext(system, viewer.id), url)) ? "private" : null;
    // tenancy: owner — filters customer.companyId = the file's company and the viewer's linked customer
    const [linked] = await db
      .select({ id: customer.id })
      .from(customer)
      .where(
        and(
          eq(customer.id, file.customerId),
          eq(customer.companyId, file.companyId),
          eq(customer.linkedUserId, viewer.id),
        ),
      );
    return linked ? "private" : null;
  }
  if (!file.companyId) return null;
  const tenant = await resolveTenant(system, viewer.id, file.companyId);
  const permission = memberPermission[file.kind];
  if (!tenant || !permission || !can(tenant, permission)) {
    if (file.kind === "stop_photo" && (await contractorMaySee(system, viewer.id, file.companyId, url)))
      return "private";
    return null;
  }
  if (file.kind === "message") return (await memberMayOpenFile(tenant, url)) ? "private" : null;
  return "private";
}

/**
 * A subcontractor's people see the photos of the stops they were contracted for (decision 008): the stop holding
 * the photo is done for their company, and they may read operations there.
 */
async function contractorMaySee(system: SystemContext, userId: string, companyId: string, url: string) {
  const { db } = system;
  const holds = (column: typeof serviceStop.photos | typeof stopTask.photo) =>
    sql`(${column} @> ${JSON.stringify([{ url }])}::jsonb or ${column} @> ${JSON.stringify([{ thumbnailUrl: url }])}::jsonb or ${column} @> ${JSON.stringify({ url })}::jsonb or ${column} @> ${JSON.stringify({ thumbnailUrl: url })}::jsonb)`;
  // tenancy: owner — filters serviceStop.companyId = the file's company, for a contractor's shared stop
  const stops = await db
    .selectDistinct({ contractorCompanyId: serviceStop.contractorCompanyId })
    .from(serviceStop)
    .leftJoin(stopTask, eq(stopTask.serviceStopId, serviceStop.id))
    .where(
      and(
        eq(serviceStop.companyId, companyId),
        isNotNull(serviceStop.contractorCompanyId),
        or(holds(serviceStop.photos), holds(stopTask.photo)),
      ),
    );
  for (const { contractorCompanyId } of stops) {
    const contractor = contractorCompanyId && (await resolveTenant(system, userId, contractorCompanyId));
    if (contractor && can(contractor, "operations:read")) return true;
  }
  return false;
}
