/** The plain objects the payments port returns, and how Stripe's objects map onto them (SDK types stay here). */
import type Stripe from "stripe";
import type {
  CheckoutSessionSummary,
  ConnectedAccountStatus,
  PriceInterval,
  PriceSummary,
  ProductSummary,
  SubscriptionSummary,
} from "~/domain/ports";

// The summaries the domain's Payments port declares, for the modules that import them from here.
export type {
  CheckoutSessionSummary,
  ConnectedAccountStatus,
  PriceInterval,
  PriceSummary,
  ProductSummary,
  SubscriptionSummary,
};

export const idOf = (value: string | { id: string } | null | undefined) =>
  value == null ? null : typeof value === "string" ? value : value.id;

const fromUnix = (seconds: number | null | undefined) => (seconds == null ? null : new Date(seconds * 1000));

export function accountStatus(account: Stripe.Account): ConnectedAccountStatus {
  const requirements = account.requirements;
  return {
    accountId: account.id,
    chargesEnabled: account.charges_enabled ?? false,
    payoutsEnabled: account.payouts_enabled ?? false,
    detailsSubmitted: account.details_submitted ?? false,
    requirementsDue: [
      ...new Set([...(requirements?.past_due ?? []), ...(requirements?.currently_due ?? [])]),
    ],
    disabledReason: requirements?.disabled_reason ?? null,
  };
}

export function checkoutSummary(session: Stripe.Checkout.Session): CheckoutSessionSummary {
  const intent = typeof session.payment_intent === "object" ? session.payment_intent : null;
  return {
    sessionId: session.id,
    status: (session.status ?? "open") as CheckoutSessionSummary["status"],
    paymentStatus: session.payment_status as CheckoutSessionSummary["paymentStatus"],
    amountTotal: session.amount_total ?? null,
    currency: session.currency ?? null,
    invoiceId: session.metadata?.invoiceId ?? session.client_reference_id ?? null,
    paymentIntentId: idOf(session.payment_intent),
    customerId: idOf(session.customer),
    paymentMethodId: intent ? idOf(intent.payment_method) : null,
  };
}

export const productSummary = (product: Stripe.Product): ProductSummary => ({
  id: product.id,
  name: product.name,
  description: product.description ?? null,
  active: product.active,
  metadata: { ...product.metadata },
});

export const priceSummary = (price: Stripe.Price): PriceSummary => ({
  id: price.id,
  productId: idOf(price.product) ?? "",
  unitAmountCents: price.unit_amount ?? null,
  currency: price.currency,
  interval: (price.recurring?.interval as PriceInterval | undefined) ?? null,
  intervalCount: price.recurring?.interval_count ?? null,
  active: price.active,
});

export function subscriptionSummary(subscription: Stripe.Subscription): SubscriptionSummary {
  const item = subscription.items?.data?.[0];
  return {
    id: subscription.id,
    customerId: idOf(subscription.customer) ?? "",
    status: subscription.status,
    priceId: item?.price?.id ?? null,
    paused: subscription.pause_collection != null,
    resumesAt: fromUnix(subscription.pause_collection?.resumes_at),
    cancelAtPeriodEnd: subscription.cancel_at_period_end ?? false,
    currentPeriodEnd: fromUnix(item?.current_period_end),
    canceledAt: fromUnix(subscription.canceled_at),
  };
}
