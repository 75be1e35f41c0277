/**
 * Payment Request: a company asks Drip Drop for a payout or a refund (from its Seller page); the platform admin
 * approves or rejects it with a note. The company side is tenant-scoped; the admin side takes an AdminContext.
 */
import { and, asc, count, desc, eq, ilike, type SQL } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { company, paymentRequest, user } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type AdminContext, audit, requireAdmin } from "./admin.server";
import { type PaymentRequestInput, paymentRequestStatuses } from "./admin-schemas";

/** At most this many requests may wait at once per company (a double submit files one). */
const MAX_PENDING = 5;

export async function listOwnPaymentRequests(ctx: TenantContext) {
  requirePermission(ctx, "settings:write");
  const rows = await ctx.db
    .select({
      id: paymentRequest.id,
      kind: paymentRequest.kind,
      amountCents: paymentRequest.amountCents,
      reason: paymentRequest.reason,
      status: paymentRequest.status,
      decisionNote: paymentRequest.decisionNote,
      createdAt: paymentRequest.createdAt,
      decidedAt: paymentRequest.decidedAt,
    })
    .from(paymentRequest)
    .where(scoped(ctx, paymentRequest))
    .orderBy(desc(paymentRequest.createdAt))
    .limit(20);
  return { rows, canFile: can(ctx, "money:manage") };
}

export async function filePaymentRequest(ctx: TenantContext, input: PaymentRequestInput) {
  requirePermission(ctx, "money:manage");
  return ctx.db.transaction(async (tx) => {
    const [waiting] = await tx
      .select({ n: count() })
      .from(paymentRequest)
      .where(scoped(ctx, paymentRequest, eq(paymentRequest.status, "pending")));
    if ((waiting?.n ?? 0) >= MAX_PENDING)
      throw new RuleError("form", keyed("admin.rules.tooManyRequests", { max: MAX_PENDING }));
    const [created] = await tx
      .insert(paymentRequest)
      .values({
        companyId: ctx.companyId,
        kind: input.kind,
        amountCents: input.amount,
        reason: input.reason,
        requestedByUserId: ctx.userId,
      })
      .returning();
    return created;
  });
}

export async function listPaymentRequests(ctx: AdminContext, query: ListQuery<"created">) {
  requireAdmin(ctx);
  const status = query.filters.status;
  const conditions: SQL[] = [];
  if (status && (paymentRequestStatuses as readonly string[]).includes(status))
    conditions.push(eq(paymentRequest.status, status as (typeof paymentRequestStatuses)[number]));
  if (query.filters.kind === "payout" || query.filters.kind === "refund")
    conditions.push(eq(paymentRequest.kind, query.filters.kind));
  if (query.q) conditions.push(ilike(company.name, containsPattern(query.q)));
  const where = and(...conditions);
  return paginate(
    ctx.db,
    query,
    () =>
      // tenancy: system — platform admin's payment requests, every company
      ctx.db
        .select({
          id: paymentRequest.id,
          companyId: paymentRequest.companyId,
          companyName: company.name,
          kind: paymentRequest.kind,
          amountCents: paymentRequest.amountCents,
          reason: paymentRequest.reason,
          status: paymentRequest.status,
          decisionNote: paymentRequest.decisionNote,
          createdAt: paymentRequest.createdAt,
          decidedAt: paymentRequest.decidedAt,
          requestedBy: user.name,
        })
        .from(paymentRequest)
        .innerJoin(company, eq(company.id, paymentRequest.companyId))
        .leftJoin(user, eq(user.id, paymentRequest.requestedByUserId))
        .where(where)
        .$dynamic(),
    [
      query.dir === "asc" ? asc(paymentRequest.createdAt) : desc(paymentRequest.createdAt),
      asc(paymentRequest.id),
    ],
  );
}

export async function countPendingPaymentRequests(ctx: AdminContext) {
  requireAdmin(ctx);
  // tenancy: system — platform admin's pending count, every company
  const [row] = await ctx.db
    .select({ n: count() })
    .from(paymentRequest)
    .where(eq(paymentRequest.status, "pending"));
  return row?.n ?? 0;
}

export async function decidePaymentRequest(
  ctx: AdminContext,
  id: string,
  decision: "approved" | "rejected",
  note: string,
) {
  requireAdmin(ctx);
  if (decision === "rejected" && note.trim().length < 3) throw new RuleError("note", "admin.rules.sayWhy");
  return ctx.db.transaction(async (tx) => {
    // tenancy: system — platform admin decides a request by id
    const [decided] = await tx
      .update(paymentRequest)
      .set({
        status: decision,
        decidedAt: new Date(),
        decidedByUserId: ctx.userId,
        decisionNote: note.trim(),
      })
      .where(and(eq(paymentRequest.id, id), eq(paymentRequest.status, "pending")))
      .returning();
    if (!decided) throw new NotFoundError("Pending payment request");
    await audit(
      tx,
      ctx,
      decision === "approved" ? "payment-request.approve" : "payment-request.reject",
      "payment_request",
      id,
      { companyId: decided.companyId, amountCents: decided.amountCents, note: note.trim() },
    );
    return decided;
  });
}
