/**
 * The platform admin's context. Admins are not tenants: they act across companies, so every admin use case takes an
 * `AdminContext`, which only `adminContext()` makes, after checking the account really is an admin (the admin layout's
 * guard checks too; this keeps a use case safe when called from anywhere else).
 */
import { eq } from "drizzle-orm";
import type { AuditAction } from "~/core/audit/actions";
import type { Db, Tx } from "~/db/client.server";
import { auditLog, user } from "~/db/schema";
import { ForbiddenError } from "../errors";
import type { SystemContext } from "../tenant.server";

/** The platform admin: system work (no company) by a checked person. */
export interface AdminContext extends SystemContext {
  userId: string;
  name: string;
}

const brand: unique symbol = Symbol("admin");
type Checked = AdminContext & { readonly [brand]: true };

export async function adminContext(
  system: SystemContext,
  userId: string | null | undefined,
): Promise<Checked> {
  const { name } = await requireAdminAccount(system, userId);
  return { db: system.db, ports: system.ports, userId: userId as string, name, [brand]: true } as Checked;
}

/** Refuses anyone but a platform admin; their name. (For use cases that need no ports, such as support threads.) */
export async function requireAdminAccount(
  { db }: Pick<SystemContext, "db">,
  userId: string | null | undefined,
) {
  if (!userId) throw new ForbiddenError("platform:admin");
  const [row] = await db
    .select({ accountType: user.accountType, name: user.name })
    .from(user)
    .where(eq(user.id, userId));
  if (row?.accountType !== "admin") throw new ForbiddenError("platform:admin");
  return { name: row.name };
}

/** Refuses a context that `adminContext()` did not make (a hand-built object). */
export function requireAdmin(ctx: AdminContext): asserts ctx is Checked {
  if (!(ctx as Partial<Checked>)[brand]) throw new ForbiddenError("platform:admin");
}

export type AuditTarget =
  | "company"
  | "verification_request"
  | "service_category"
  | "platform_subscription"
  | "platform_payment"
  | "payment_request"
  | "contact_message"
  | "mailbox"
  | "job";

/** Writes one audit row (who, what, on which record); call it in the same transaction as the change. */
export async function audit(
  db: Db | Tx,
  ctx: AdminContext,
  action: AuditAction,
  targetKind: AuditTarget,
  targetId: string | null,
  detail: Record<string, unknown> = {},
) {
  await db.insert(auditLog).values({ actorUserId: ctx.userId, action, targetKind, targetId, detail });
}
