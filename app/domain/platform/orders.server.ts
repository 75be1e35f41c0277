/**
 * Orders: what companies pay Drip Drop — their platform subscriptions and each payment. The admin records payments
 * (paid or failed), refunds one, starts or cancels a subscription; all audited.
 */
import { and, asc, desc, eq, ilike, ne, type SQL, sql, sum } from "drizzle-orm";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { company, platformPayment, platformSubscription } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import { type AdminContext, audit, requireAdmin } from "./admin.server";
import { type PlatformPaymentInput, type SubscriptionInput, subscriptionStatuses } from "./admin-schemas";

export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

export async function listOrders(ctx: AdminContext, query: ListQuery<"started">) {
  requireAdmin(ctx);
  const conditions: SQL[] = [];
  const status = query.filters.status;
  if (status && (subscriptionStatuses as readonly string[]).includes(status))
    conditions.push(eq(platformSubscription.status, status as SubscriptionStatus));
  if (query.q) conditions.push(ilike(company.name, containsPattern(query.q)));
  const where = and(...conditions);
  const paidCents = sql<number>`coalesce((select sum(p.amount_cents) from ${platformPayment} p where p.subscription_id = ${platformSubscription.id} and p.status = 'paid'), 0)::int`;
  const [{ rows, total }, payments, totals] = await Promise.all([
    paginate(
      ctx.db,
      query,
      () =>
        // tenancy: system — platform admin's order list, every company
        ctx.db
          .select({
            id: platformSubscription.id,
            companyId: platformSubscription.companyId,
            companyName: company.name,
            plan: platformSubscription.plan,
            amountCents: platformSubscription.amountCents,
            interval: platformSubscription.interval,
            status: platformSubscription.status,
            startedOn: platformSubscription.startedOn,
            canceledAt: platformSubscription.canceledAt,
            paidCents,
          })
          .from(platformSubscription)
          .innerJoin(company, eq(company.id, platformSubscription.companyId))
          .where(where)
          .$dynamic(),
      [
        query.dir === "asc" ? asc(platformSubscription.startedOn) : desc(platformSubscription.startedOn),
        asc(platformSubscription.id),
      ],
    ),
    recentPayments(ctx, query.q),
    orderTotals(ctx),
  ]);
  return { rows, total, payments, totals };
}

async function recentPayments(ctx: AdminContext, q: string) {
  // tenancy: system — platform admin's payment list, every company
  return ctx.db
    .select({
      id: platformPayment.id,
      companyName: company.name,
      subscriptionId: platformPayment.subscriptionId,
      amountCents: platformPayment.amountCents,
      status: platformPayment.status,
      reference: platformPayment.reference,
      paidAt: platformPayment.paidAt,
    })
    .from(platformPayment)
    .innerJoin(company, eq(company.id, platformPayment.companyId))
    .where(q ? ilike(company.name, containsPattern(q)) : undefined)
    .orderBy(desc(platformPayment.paidAt), asc(platformPayment.id))
    .limit(25);
}

/** Paid and refunded in the last 30 days, and the monthly recurring revenue of live subscriptions. */
async function orderTotals(ctx: AdminContext) {
  const since = sql`now() - interval '30 days'`;
  // tenancy: system — platform admin's totals, every company
  const [[paid], [refunded], [mrr]] = await Promise.all([
    ctx.db
      .select({ cents: sum(platformPayment.amountCents).mapWith(Number) })
      .from(platformPayment)
      .where(and(eq(platformPayment.status, "paid"), sql`${platformPayment.paidAt} >= ${since}`)),
    ctx.db
      .select({ cents: sum(platformPayment.amountCents).mapWith(Number) })
      .from(platformPayment)
      .where(and(eq(platformPayment.status, "refunded"), sql`${platformPayment.paidAt} >= ${since}`)),
    ctx.db
      .select({
        cents: sql<number>`coalesce(sum(case when ${platformSubscription.interval} = 'year' then ${platformSubscription.amountCents} / 12 else ${platformSubscription.amountCents} end), 0)::int`,
      })
      .from(platformSubscription)
      .where(ne(platformSubscription.status, "canceled")),
  ]);
  return { paid30: paid?.cents ?? 0, refunded30: refunded?.cents ?? 0, mrr: mrr?.cents ?? 0 };
}

/** Companies that may get a subscription (not deactivated), for the new-subscription form. */
export async function subscribableCompanies(ctx: AdminContext) {
  requireAdmin(ctx);
  return ctx.db
    .select({ id: company.id, name: company.name })
    .from(company)
    .where(ne(company.platformStatus, "deactivated"))
    .orderBy(asc(company.name))
    .limit(500);
}

export async function createSubscription(ctx: AdminContext, input: SubscriptionInput) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    const [target] = await tx
      .select({ status: company.platformStatus })
      .from(company)
      .where(eq(company.id, input.companyId));
    if (!target) throw new RuleError("companyId", "admin.rules.chooseCompany");
    if (target.status === "deactivated") throw new RuleError("companyId", "admin.rules.companyDeactivated");
    // tenancy: system — platform admin, the chosen company's subscription
    const [live] = await tx
      .select({ id: platformSubscription.id })
      .from(platformSubscription)
      .where(
        and(eq(platformSubscription.companyId, input.companyId), ne(platformSubscription.status, "canceled")),
      );
    if (live) throw new RuleError("companyId", "admin.rules.hasSubscription");
    const [created] = await tx
      .insert(platformSubscription)
      .values({
        companyId: input.companyId,
        plan: input.plan,
        amountCents: input.amount,
        interval: input.interval,
        startedOn: input.startedOn,
      })
      .returning();
    await audit(tx, ctx, "subscription.create", "platform_subscription", created.id, {
      companyId: input.companyId,
      plan: input.plan,
      amountCents: input.amount,
    });
    return created;
  });
}

export async function recordPlatformPayment(ctx: AdminContext, input: PlatformPaymentInput) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    // tenancy: system — platform admin, a subscription by id
    const [sub] = await tx
      .select()
      .from(platformSubscription)
      .where(eq(platformSubscription.id, input.subscriptionId));
    if (!sub) throw new NotFoundError("Subscription");
    if (sub.status === "canceled") throw new RuleError("subscriptionId", "admin.rules.subscriptionCanceled");
    const [created] = await tx
      .insert(platformPayment)
      .values({
        companyId: sub.companyId,
        subscriptionId: sub.id,
        amountCents: input.amount,
        status: input.status,
        reference: input.reference,
        paidAt: new Date(`${input.paidOn}T12:00:00Z`),
      })
      .returning();
    // A failed charge puts the subscription past due; a payment brings it back.
    const next = input.status === "failed" ? "past due" : "active";
    if (sub.status !== next)
      // tenancy: system — platform admin, the subscription found just above
      await tx.update(platformSubscription).set({ status: next }).where(eq(platformSubscription.id, sub.id));
    await audit(tx, ctx, "payment.record", "platform_payment", created.id, {
      companyId: sub.companyId,
      amountCents: input.amount,
      status: input.status,
    });
    return created;
  });
}

export async function refundPlatformPayment(ctx: AdminContext, paymentId: string) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    // tenancy: system — platform admin refunds a payment by id
    const [refunded] = await tx
      .update(platformPayment)
      .set({ status: "refunded" })
      .where(and(eq(platformPayment.id, paymentId), eq(platformPayment.status, "paid")))
      .returning();
    if (!refunded) throw new NotFoundError("Paid payment");
    await audit(tx, ctx, "payment.refund", "platform_payment", paymentId, {
      companyId: refunded.companyId,
      amountCents: refunded.amountCents,
    });
    return refunded;
  });
}

export async function cancelSubscription(ctx: AdminContext, subscriptionId: string) {
  requireAdmin(ctx);
  return ctx.db.transaction(async (tx) => {
    // tenancy: system — platform admin cancels a subscription by id
    const [canceled] = await tx
      .update(platformSubscription)
      .set({ status: "canceled", canceledAt: new Date() })
      .where(and(eq(platformSubscription.id, subscriptionId), ne(platformSubscription.status, "canceled")))
      .returning();
    if (!canceled) throw new NotFoundError("Live subscription");
    await audit(tx, ctx, "subscription.cancel", "platform_subscription", subscriptionId, {
      companyId: canceled.companyId,
    });
    return canceled;
  });
}
