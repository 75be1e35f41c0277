/**
 * Sellers (companies) as the platform admin sees them: list, detail, verify, approve a listing, deactivate and
 * reactivate. Every change writes the audit log in the same transaction.
 */
import { and, asc, count, desc, eq, ilike, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import {
  auditLog,
  company,
  companyMember,
  customer,
  paymentRequest,
  platformSubscription,
  session,
  user,
  verificationRequest,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { type AdminContext, audit, requireAdmin } from "./admin.server";
import { sellerStatuses } from "./admin-schemas";

export type SellerStatus = (typeof sellerStatuses)[number];
export const sellerSorts = ["name", "joined"] as const;
export const sellerFilters = ["status", "verified"] as const;

const memberCount = sql<number>`(select count(*)::int from ${companyMember} m where m.company_id = ${company.id} and m.status = 'active')`;

export async function listSellers(ctx: AdminContext, query: ListQuery<(typeof sellerSorts)[number]>) {
  requireAdmin(ctx);
  const conditions: (SQL | undefined)[] = [];
  const status = query.filters.status;
  if (status && (sellerStatuses as readonly string[]).includes(status))
    conditions.push(eq(company.platformStatus, status as SellerStatus));
  if (query.filters.verified === "yes") conditions.push(eq(company.verified, true));
  if (query.filters.verified === "no") conditions.push(eq(company.verified, false));
  if (query.q) {
    const like = containsPattern(query.q);
    conditions.push(or(ilike(company.name, like), ilike(company.email, like), ilike(company.city, like)));
  }
  const where = and(...conditions);
  const order =
    query.sort === "joined"
      ? [query.dir === "asc" ? asc(company.createdAt) : desc(company.createdAt)]
      : [query.dir === "desc" ? desc(company.name) : asc(company.name)];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: company.id,
          name: company.name,
          city: company.city,
          region: company.region,
          email: company.email,
          status: company.platformStatus,
          verified: company.verified,
          createdAt: company.createdAt,
          ownerName: user.name,
          members: memberCount,
        })
        .from(company)
        .leftJoin(user, eq(user.id, company.ownerId))
        .where(where)
        .$dynamic(),
    [...order, asc(company.id)],
  );
}

export async function getSeller(ctx: AdminContext, companyId: string) {
  requireAdmin(ctx);
  const [row] = await ctx.db
    .select({ company, ownerName: user.name, ownerEmail: user.email })
    .from(company)
    .leftJoin(user, eq(user.id, company.ownerId))
    .where(eq(company.id, companyId));
  if (!row) throw new NotFoundError("Company");
  // tenancy: system — platform admin's view of one seller company
  const [[members], [customers], verifications, subscriptions, requests, history] = await Promise.all([
    ctx.db
      .select({ n: count() })
      .from(companyMember)
      .where(and(eq(companyMember.companyId, companyId), eq(companyMember.status, "active"))),
    ctx.db
      .select({ n: count() })
      .from(customer)
      .where(and(eq(customer.companyId, companyId), isNull(customer.archivedAt))),
    ctx.db
      .select({
        id: verificationRequest.id,
        status: verificationRequest.status,
        licenseNumber: verificationRequest.licenseNumber,
        licenseState: verificationRequest.licenseState,
        insuranceCarrier: verificationRequest.insuranceCarrier,
        requestedAt: verificationRequest.requestedAt,
        decidedAt: verificationRequest.decidedAt,
        decisionNote: verificationRequest.decisionNote,
      })
      .from(verificationRequest)
      .where(eq(verificationRequest.companyId, companyId))
      .orderBy(desc(verificationRequest.requestedAt))
      .limit(20),
    ctx.db
      .select()
      .from(platformSubscription)
      .where(eq(platformSubscription.companyId, companyId))
      .orderBy(desc(platformSubscription.startedOn)),
    ctx.db
      .select()
      .from(paymentRequest)
      .where(eq(paymentRequest.companyId, companyId))
      .orderBy(desc(paymentRequest.createdAt))
      .limit(20),
    ctx.db
      .select({
        id: auditLog.id,
        action: auditLog.action,
        createdAt: auditLog.createdAt,
        actor: user.name,
        detail: auditLog.detail,
      })
      .from(auditLog)
      .leftJoin(user, eq(user.id, auditLog.actorUserId))
      .where(and(eq(auditLog.targetKind, "company"), eq(auditLog.targetId, companyId)))
      .orderBy(desc(auditLog.createdAt))
      .limit(20),
  ]);
  const c = row.company;
  return {
    company: {
      id: c.id,
      name: c.name,
      email: c.email,
      phone: c.phone,
      addressLine: c.addressLine,
      city: c.city,
      region: c.region,
      postalCode: c.postalCode,
      website: c.website,
      status: c.platformStatus,
      verified: c.verified,
      deactivatedAt: c.deactivatedAt,
      reason: c.deactivationReason,
      createdAt: c.createdAt,
    },
    owner: row.ownerName ? { name: row.ownerName, email: row.ownerEmail } : null,
    members: members?.n ?? 0,
    customers: customers?.n ?? 0,
    verifications,
    subscriptions,
    requests,
    history,
  };
}

async function companyStatus(ctx: AdminContext, companyId: string) {
  const [row] = await ctx.db
    .select({ status: company.platformStatus, verified: company.verified, name: company.name })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row) throw new NotFoundError("Company");
  return row;
}

/** Verified companies show a badge in the directory; unverifying takes it away. */
export async function setSellerVerified(ctx: AdminContext, companyId: string, verified: boolean) {
  requireAdmin(ctx);
  await companyStatus(ctx, companyId);
  await ctx.db.transaction(async (tx) => {
    await tx.update(company).set({ verified, updatedAt: new Date() }).where(eq(company.id, companyId));
    await audit(tx, ctx, verified ? "company.verify" : "company.unverify", "company", companyId);
  });
}

/** A pending company is listed in the directory (pending → active). */
export async function approveSeller(ctx: AdminContext, companyId: string) {
  requireAdmin(ctx);
  const current = await companyStatus(ctx, companyId);
  if (current.status !== "pending")
    throw new RuleError("form", keyed("admin.rules.notWaiting", { name: current.name }));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({ platformStatus: "active", deactivationReason: "", updatedAt: new Date() })
      .where(eq(company.id, companyId));
    await audit(tx, ctx, "company.approve", "company", companyId);
  });
}

/**
 * The company's listing request is turned down. The company stays `pending` (it keeps using the product; it is only
 * not listed) and the reason is kept in `deactivation_reason`, which takes it off the Seller Request list. There is no
 * separate "rejected" status in the schema; an admin may still approve it later from its page.
 */
export async function rejectSeller(ctx: AdminContext, companyId: string, reason: string) {
  requireAdmin(ctx);
  if (reason.trim().length < 3) throw new RuleError("reason", "admin.rules.sayWhy");
  const current = await companyStatus(ctx, companyId);
  if (current.status !== "pending")
    throw new RuleError("form", keyed("admin.rules.notWaiting", { name: current.name }));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({ deactivationReason: reason.trim(), updatedAt: new Date() })
      .where(eq(company.id, companyId));
    await audit(tx, ctx, "company.reject", "company", companyId, { reason: reason.trim() });
  });
}

/**
 * Deactivates a company: hidden from the directory (it lists active companies only), its members signed out (their
 * sessions deleted — also those who belong to another company too: simplest and safe) and refused on their next
 * sign-in (resolveTenant). Its data stays.
 */
export async function deactivateSeller(ctx: AdminContext, companyId: string, reason: string) {
  requireAdmin(ctx);
  if (reason.trim().length < 3) throw new RuleError("reason", "admin.rules.sayWhy");
  const current = await companyStatus(ctx, companyId);
  if (current.status === "deactivated")
    throw new RuleError("form", keyed("admin.rules.alreadyDeactivated", { name: current.name }));
  return ctx.db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({
        platformStatus: "deactivated",
        deactivatedAt: new Date(),
        deactivationReason: reason.trim(),
        updatedAt: new Date(),
      })
      .where(eq(company.id, companyId));
    // tenancy: system — platform admin deactivates a seller company
    const memberIds = tx
      .select({ id: companyMember.userId })
      .from(companyMember)
      .where(and(eq(companyMember.companyId, companyId), ne(companyMember.status, "past")));
    const signedOut = await tx
      .delete(session)
      .where(inArray(session.userId, memberIds))
      .returning({ id: session.id });
    await audit(tx, ctx, "company.deactivate", "company", companyId, {
      reason: reason.trim(),
      sessionsEnded: signedOut.length,
    });
    return { sessionsEnded: signedOut.length };
  });
}

export async function reactivateSeller(ctx: AdminContext, companyId: string) {
  requireAdmin(ctx);
  const current = await companyStatus(ctx, companyId);
  if (current.status !== "deactivated")
    throw new RuleError("form", keyed("admin.rules.notDeactivated", { name: current.name }));
  await ctx.db.transaction(async (tx) => {
    await tx
      .update(company)
      .set({ platformStatus: "active", deactivatedAt: null, deactivationReason: "", updatedAt: new Date() })
      .where(eq(company.id, companyId));
    await audit(tx, ctx, "company.reactivate", "company", companyId);
  });
}

/** Deactive Sellers: deactivated companies, most recent first. */
export async function listDeactivatedSellers(ctx: AdminContext, query: ListQuery<"deactivated">) {
  requireAdmin(ctx);
  const where = and(
    eq(company.platformStatus, "deactivated"),
    query.q ? ilike(company.name, containsPattern(query.q)) : undefined,
  );
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: company.id,
          name: company.name,
          city: company.city,
          deactivatedAt: company.deactivatedAt,
          reason: company.deactivationReason,
          members: memberCount,
        })
        .from(company)
        .where(where)
        .$dynamic(),
    [desc(company.deactivatedAt), asc(company.id)],
  );
}
