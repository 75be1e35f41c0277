/**
 * Handling an alert: acknowledge (someone is on it), resolve, reopen, assign to an active member. Each needs the
 * write level of the alert's area; another company's alert is not found. Repeating an action changes nothing.
 */
import { and, eq, isNull } from "drizzle-orm";
import { alert, companyMember } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { scoped, type TenantContext } from "../tenant.server";
import { requireHandle } from "./access.server";
import { findAlert } from "./alerts.server";

async function handled(ctx: TenantContext, id: string) {
  const row = await findAlert(ctx, id);
  requireHandle(ctx, row.kind);
  return row;
}

export async function acknowledgeAlert(ctx: TenantContext, id: string, now = new Date()) {
  const row = await handled(ctx, id);
  if (row.resolvedAt) throw new RuleError("form", "builder.rules.alertResolved");
  if (row.acknowledgedAt) return row;
  const [updated] = await ctx.db
    .update(alert)
    .set({ acknowledgedAt: now, acknowledgedByUserId: ctx.userId })
    .where(scoped(ctx, alert, eq(alert.id, id), isNull(alert.acknowledgedAt)))
    .returning();
  return updated ?? row;
}

export async function resolveAlert(ctx: TenantContext, id: string, now = new Date()) {
  const row = await handled(ctx, id);
  if (row.resolvedAt) return row;
  const [updated] = await ctx.db
    .update(alert)
    .set({ resolvedAt: now, resolvedByUserId: ctx.userId })
    .where(scoped(ctx, alert, eq(alert.id, id), isNull(alert.resolvedAt)))
    .returning();
  return updated ?? row;
}

/** Back to open. Refused when a newer alert about the same thing is open already (one open alert per key). */
export async function reopenAlert(ctx: TenantContext, id: string) {
  const row = await handled(ctx, id);
  if (!row.resolvedAt) return row;
  if (row.dedupeKey) {
    const [newer] = await ctx.db
      .select({ id: alert.id })
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.dedupeKey, row.dedupeKey), isNull(alert.resolvedAt)));
    if (newer) throw new RuleError("form", "builder.rules.newerAlert");
  }
  const [updated] = await ctx.db
    .update(alert)
    .set({ resolvedAt: null, resolvedByUserId: null, acknowledgedAt: null, acknowledgedByUserId: null })
    .where(scoped(ctx, alert, eq(alert.id, id)))
    .returning();
  return updated;
}

/** Gives the alert to an active member of the company (null: to nobody). */
export async function assignAlert(ctx: TenantContext, id: string, memberId: string | null) {
  await handled(ctx, id);
  if (memberId) {
    const [member] = await ctx.db
      .select({ id: companyMember.id })
      .from(companyMember)
      .where(scoped(ctx, companyMember, eq(companyMember.id, memberId), eq(companyMember.status, "active")));
    if (!member) throw new NotFoundError("Member");
  }
  const [updated] = await ctx.db
    .update(alert)
    .set({ assignedMemberId: memberId })
    .where(and(scoped(ctx, alert, eq(alert.id, id))))
    .returning();
  return updated;
}
