/**
 * Customers' subscriptions to the company's prices, run on the company's own Stripe account. Every change goes to
 * Stripe first and the row keeps what Stripe answered (status, pause, cancellation); webhook events then keep the
 * row in step with changes made elsewhere (the Stripe Dashboard, failed payments, a pause that ends by itself).
 */

import { asc, desc, eq, inArray } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import type { ListQuery } from "~/core/listing/list-query";
import { fromZonedInput, zonedDate } from "~/core/team/zoned-time";
import {
  company,
  customer,
  customerBilling,
  customerSubscription,
  subscriptionPrice,
  subscriptionProduct,
} from "~/db/schema";
import { customerSearch } from "../customers/customers.server";
import { NotFoundError, RuleError } from "../errors";
import { paginate } from "../paginate.server";
import type { PaymentsEvent, SubscriptionSummary } from "../ports";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import { requireStripeAccount } from "./products-account.server";
import {
  cancelSchema,
  changePriceSchema,
  pauseSchema,
  type StartSubscriptionInput,
  type SubscriptionStatus,
  startSubscriptionSchema,
  subscriptionStatuses,
} from "./subscriptions-schemas";

export const subscriptionSorts = ["started", "customer"] as const;
export type SubscriptionSort = (typeof subscriptionSorts)[number];
export const subscriptionFilters = ["status"] as const;

type SubscriptionEvent = Extract<PaymentsEvent, { kind: "subscription" }>;

function checked<T>(
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  input: unknown,
): T {
  const result = schema.safeParse(input);
  if (result.success) return result.data;
  const issue = result.error.issues[0];
  throw new RuleError(String(issue?.path[0] ?? "form"), issue?.message ?? "seller.rules.checkForm");
}

// ─── What Stripe says → the row ─────────────────────────────────────────────────────────────────────────────────

/** Stripe's status and pause → ours. Collection paused wins over "active"; Stripe's `unpaid` counts as past due. */
export function statusOf(summary: Pick<SubscriptionSummary, "status" | "paused">): SubscriptionStatus {
  if (summary.status === "canceled" || summary.status === "incomplete_expired") return "canceled";
  if (summary.paused || summary.status === "paused") return "paused";
  if (summary.status === "past_due" || summary.status === "unpaid") return "past due";
  if (summary.status === "incomplete") return "incomplete";
  return "active";
}

/**
 * The row's fields from Stripe's subscription. `canceledAt` is when it ended, or — while still running with "cancel
 * at period end" — when it will end. `pausedUntil` is the company's calendar date billing resumes.
 */
export function rowFields(summary: SubscriptionSummary, timeZone: string) {
  const status = statusOf(summary);
  return {
    status,
    pausedUntil: status === "paused" && summary.resumesAt ? zonedDate(summary.resumesAt, timeZone) : null,
    canceledAt:
      status === "canceled"
        ? (summary.canceledAt ?? new Date())
        : summary.cancelAtPeriodEnd
          ? summary.currentPeriodEnd
          : null,
  };
}

// ─── Reading ────────────────────────────────────────────────────────────────────────────────────────────────────

const listColumns = {
  id: customerSubscription.id,
  customerId: customerSubscription.customerId,
  customerName: customer.displayName,
  priceId: customerSubscription.priceId,
  productId: subscriptionProduct.id,
  productName: subscriptionProduct.name,
  amountCents: subscriptionPrice.amountCents,
  interval: subscriptionPrice.interval,
  status: customerSubscription.status,
  startedOn: customerSubscription.startedOn,
  pausedUntil: customerSubscription.pausedUntil,
  canceledAt: customerSubscription.canceledAt,
  stripeSubscriptionId: customerSubscription.stripeSubscriptionId,
};

export async function listSubscriptions(ctx: TenantContext, query: ListQuery<SubscriptionSort>) {
  requirePermission(ctx, "money:read");
  const status = query.filters.status as SubscriptionStatus | undefined;
  const where = scoped(
    ctx,
    customerSubscription,
    status && (subscriptionStatuses as readonly string[]).includes(status)
      ? eq(customerSubscription.status, status)
      : undefined,
    customerSearch(query.q),
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    started: [order(customerSubscription.startedOn), order(customerSubscription.createdAt)],
    customer: [order(customer.displayName)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select(listColumns)
        .from(customerSubscription)
        .innerJoin(customer, eq(customer.id, customerSubscription.customerId))
        .innerJoin(subscriptionPrice, eq(subscriptionPrice.id, customerSubscription.priceId))
        .innerJoin(subscriptionProduct, eq(subscriptionProduct.id, subscriptionPrice.productId))
        .where(where)
        .$dynamic(),
    [...orderBy, asc(customerSubscription.id)],
  );
}
export type SubscriptionRow = Awaited<ReturnType<typeof listSubscriptions>>["rows"][number];

export async function getSubscription(ctx: TenantContext, subscriptionId: string) {
  requirePermission(ctx, "money:read");
  const [row] = await ctx.db
    .select(listColumns)
    .from(customerSubscription)
    .innerJoin(customer, eq(customer.id, customerSubscription.customerId))
    .innerJoin(subscriptionPrice, eq(subscriptionPrice.id, customerSubscription.priceId))
    .innerJoin(subscriptionProduct, eq(subscriptionProduct.id, subscriptionPrice.productId))
    .where(scoped(ctx, customerSubscription, eq(customerSubscription.id, subscriptionId)));
  if (!row) throw new NotFoundError("Subscription");
  return row;
}

// ─── Changing ───────────────────────────────────────────────────────────────────────────────────────────────────

/** An active price of an active product of the company, or why not. */
async function priceForSale(ctx: TenantContext, priceId: string, field = "priceId") {
  const [price] = await ctx.db
    .select({
      id: subscriptionPrice.id,
      productId: subscriptionPrice.productId,
      stripePriceId: subscriptionPrice.stripePriceId,
      active: subscriptionPrice.active,
      productActive: subscriptionProduct.active,
      productName: subscriptionProduct.name,
    })
    .from(subscriptionPrice)
    .innerJoin(subscriptionProduct, eq(subscriptionProduct.id, subscriptionPrice.productId))
    .where(scoped(ctx, subscriptionPrice, eq(subscriptionPrice.id, priceId)));
  if (!price) throw new NotFoundError("Price");
  if (!price.active || !price.productActive || !price.stripePriceId) {
    throw new RuleError(field, keyed("seller.rules.priceNotSold", { product: price.productName }));
  }
  return { ...price, stripePriceId: price.stripePriceId };
}

/** The Stripe customer for one of the company's customers: made once, then kept in customer_billing. */
async function stripeCustomerFor(
  ctx: TenantContext,
  accountId: string,
  person: { id: string; displayName: string; email: string },
) {
  const [billing] = await ctx.db
    .select()
    .from(customerBilling)
    .where(scoped(ctx, customerBilling, eq(customerBilling.customerId, person.id)));
  if (billing?.stripeCustomerId) return billing;
  const stripeCustomerId = await ctx.ports.payments.createCustomer(accountId, {
    email: person.email,
    name: person.displayName,
    metadata: { companyId: ctx.companyId, customerId: person.id },
  });
  const [saved] = await ctx.db
    .insert(customerBilling)
    .values({ companyId: ctx.companyId, customerId: person.id, stripeCustomerId })
    .onConflictDoUpdate({
      target: [customerBilling.companyId, customerBilling.customerId],
      set: { stripeCustomerId, updatedAt: new Date() },
    })
    .returning();
  return saved;
}

/**
 * Subscribes one of the company's customers (who needs an e-mail: Stripe sends the invoices there) to an active
 * price. With autopay on and a saved card Stripe charges the card each period; otherwise it e-mails the invoice.
 */
export async function startSubscription(ctx: TenantContext, input: StartSubscriptionInput) {
  requirePermission(ctx, "money:write");
  const values = checked(startSubscriptionSchema, input);
  const [person] = await ctx.db
    .select({
      id: customer.id,
      displayName: customer.displayName,
      email: customer.email,
      archivedAt: customer.archivedAt,
    })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, values.customerId)));
  if (!person) throw new NotFoundError("Customer");
  if (person.archivedAt)
    throw new RuleError(
      "customerId",
      keyed("seller.rules.customerArchivedRestore", { name: person.displayName }),
    );
  const email = person.email?.trim();
  if (!email) {
    throw new RuleError(
      "customerId",
      keyed("seller.rules.customerNoEmailStripe", { name: person.displayName }),
    );
  }
  const price = await priceForSale(ctx, values.priceId);
  const [running] = await ctx.db
    .select({ id: customerSubscription.id })
    .from(customerSubscription)
    .innerJoin(subscriptionPrice, eq(subscriptionPrice.id, customerSubscription.priceId))
    .where(
      scoped(
        ctx,
        customerSubscription,
        eq(customerSubscription.customerId, person.id),
        eq(subscriptionPrice.productId, price.productId),
        inArray(customerSubscription.status, ["active", "paused", "past due", "incomplete"]),
      ),
    );
  if (running) {
    throw new RuleError(
      "priceId",
      keyed("seller.rules.alreadySubscribes", { name: person.displayName, product: price.productName }),
    );
  }
  const accountId = await requireStripeAccount(ctx, { needCharges: true });
  const billing = await stripeCustomerFor(ctx, accountId, { ...person, email });
  const summary = await ctx.ports.payments.createSubscription(accountId, {
    customerId: billing.stripeCustomerId as string,
    priceId: price.stripePriceId,
    paymentMethodId: billing.autopay ? billing.paymentMethodId : null,
    metadata: { companyId: ctx.companyId, customerId: person.id },
    idempotencyKey: values.requestKey
      ? `start-subscription:${ctx.companyId}:${values.requestKey}`
      : undefined,
  });
  const [inserted] = await ctx.db
    .insert(customerSubscription)
    .values({
      companyId: ctx.companyId,
      customerId: person.id,
      priceId: price.id,
      stripeSubscriptionId: summary.id,
      startedOn: todayIn(ctx.timeZone),
      ...rowFields(summary, ctx.timeZone),
    })
    .onConflictDoNothing({ target: customerSubscription.stripeSubscriptionId })
    .returning({ id: customerSubscription.id });
  if (inserted) return getSubscription(ctx, inserted.id);
  // The same request again (a double submit): Stripe answered with the subscription already stored.
  const [existing] = await ctx.db
    .select({ id: customerSubscription.id })
    .from(customerSubscription)
    .where(scoped(ctx, customerSubscription, eq(customerSubscription.stripeSubscriptionId, summary.id)));
  if (!existing) throw new NotFoundError("Subscription");
  return getSubscription(ctx, existing.id);
}

/** A subscription of the company that Stripe knows, with the account it lives on. */
async function ownSubscription(ctx: TenantContext, subscriptionId: string) {
  const [row] = await ctx.db
    .select()
    .from(customerSubscription)
    .where(scoped(ctx, customerSubscription, eq(customerSubscription.id, subscriptionId)));
  if (!row) throw new NotFoundError("Subscription");
  if (row.status === "canceled") {
    throw new RuleError("form", "seller.rules.subscriptionCanceled");
  }
  if (!row.stripeSubscriptionId) {
    throw new RuleError("form", "seller.rules.subscriptionNotOnStripe");
  }
  const accountId = await requireStripeAccount(ctx);
  return { row, accountId, stripeId: row.stripeSubscriptionId };
}

/** Stores what Stripe answered after a change (and the price, when it moved). */
async function keep(
  ctx: TenantContext,
  subscriptionId: string,
  summary: SubscriptionSummary,
  priceId?: string,
) {
  await ctx.db
    .update(customerSubscription)
    .set({ ...rowFields(summary, ctx.timeZone), ...(priceId ? { priceId } : {}), updatedAt: new Date() })
    .where(scoped(ctx, customerSubscription, eq(customerSubscription.id, subscriptionId)));
  return getSubscription(ctx, subscriptionId);
}

/** Moves the subscription to another active price from the next period on (no proration). */
export async function changeSubscriptionPrice(
  ctx: TenantContext,
  input: { subscriptionId: string; priceId: string },
) {
  requirePermission(ctx, "money:write");
  const values = checked(changePriceSchema, input);
  const { row, accountId, stripeId } = await ownSubscription(ctx, values.subscriptionId);
  if (row.priceId === values.priceId) throw new RuleError("priceId", "seller.rules.sameSubscriptionPrice");
  const price = await priceForSale(ctx, values.priceId);
  const summary = await ctx.ports.payments.updateSubscriptionPrice(accountId, stripeId, price.stripePriceId);
  return keep(ctx, row.id, summary, price.id);
}

/**
 * Pauses collection for the off-season: no invoices until `resumesOn` (a date after today, in the company's time
 * zone), when Stripe resumes by itself. Pausing a paused subscription moves the date.
 */
export async function pauseSubscription(
  ctx: TenantContext,
  input: { subscriptionId: string; resumesOn: string },
) {
  requirePermission(ctx, "money:write");
  const values = checked(pauseSchema, input);
  if (values.resumesOn <= todayIn(ctx.timeZone)) {
    throw new RuleError("resumesOn", "seller.rules.resumeAfterToday");
  }
  const resumesAt = fromZonedInput(`${values.resumesOn}T00:00`, ctx.timeZone);
  if (!resumesAt) throw new RuleError("resumesOn", "seller.validation.resumesOn");
  const { row, accountId, stripeId } = await ownSubscription(ctx, values.subscriptionId);
  const summary = await ctx.ports.payments.pauseSubscription(accountId, stripeId, { resumesAt });
  return keep(ctx, row.id, summary);
}

export async function resumeSubscription(ctx: TenantContext, subscriptionId: string) {
  requirePermission(ctx, "money:write");
  const { row, accountId, stripeId } = await ownSubscription(ctx, subscriptionId);
  if (row.status !== "paused") throw new RuleError("form", "seller.rules.notPaused");
  const summary = await ctx.ports.payments.resumeSubscription(accountId, stripeId);
  return keep(ctx, row.id, summary);
}

/** Cancels now, or at the end of the period already paid for (it runs until then). */
export async function cancelSubscription(
  ctx: TenantContext,
  input: { subscriptionId: string; when: "now" | "period end" },
) {
  requirePermission(ctx, "money:write");
  const values = checked(cancelSchema, input);
  const { row, accountId, stripeId } = await ownSubscription(ctx, values.subscriptionId);
  const summary = await ctx.ports.payments.cancelSubscription(accountId, stripeId, {
    atPeriodEnd: values.when === "period end",
  });
  return keep(ctx, row.id, summary);
}

// ─── Webhook events ─────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Applies a `customer.subscription.*` event (the Stripe engineer's webhook dispatcher calls this) to the stored
 * subscription, found by its Stripe id: "ignored" when there is none (or it belongs to another account, or the event
 * is not a subscription event), "stale" when the event is no newer than the last one applied (Stripe sends events in
 * any order; a late, older one changes nothing), else "applied": status, pause, cancellation, price and
 * `lastEventSeconds` from the event.
 */
export async function applySubscriptionEvent(
  { db }: SystemContext,
  event: PaymentsEvent,
): Promise<"applied" | "ignored" | "stale"> {
  if (event.kind !== "subscription") return "ignored";
  const { subscription } = event as SubscriptionEvent;
  const createdSeconds = Math.floor(event.created.getTime() / 1000);
  return db.transaction(async (tx) => {
    // tenancy: system — Stripe webhook: the subscription by Stripe's id (connected account checked below)
    const [found] = await tx
      .select({
        id: customerSubscription.id,
        companyId: customerSubscription.companyId,
        priceId: customerSubscription.priceId,
        lastEventSeconds: customerSubscription.lastEventSeconds,
        accountId: company.stripeAccountId,
        timeZone: company.timeZone,
      })
      .from(customerSubscription)
      .innerJoin(company, eq(company.id, customerSubscription.companyId))
      .where(eq(customerSubscription.stripeSubscriptionId, subscription.id))
      .for("update", { of: customerSubscription });
    if (!found) return "ignored";
    if (event.accountId && found.accountId && event.accountId !== found.accountId) return "ignored";
    if (found.lastEventSeconds !== null && createdSeconds <= found.lastEventSeconds) return "stale";
    let priceId = found.priceId;
    if (subscription.priceId) {
      const [price] = await tx
        .select({ id: subscriptionPrice.id })
        .from(subscriptionPrice)
        .where(
          scoped(
            { companyId: found.companyId },
            subscriptionPrice,
            eq(subscriptionPrice.stripePriceId, subscription.priceId),
          ),
        );
      if (price) priceId = price.id;
    }
    // tenancy: system — Stripe webhook: the subscription found just above, by id
    await tx
      .update(customerSubscription)
      .set({
        ...rowFields(subscription, found.timeZone),
        priceId,
        lastEventSeconds: createdSeconds,
        updatedAt: new Date(),
      })
      .where(eq(customerSubscription.id, found.id));
    return "applied";
  });
}
