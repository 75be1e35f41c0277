import Stripe from "stripe";
import type { PaymentsEvent, PaymentsEventBase } from "~/domain/ports";
import { requireWebhookSecret } from "./config.server";
import { InvalidWebhookSignatureError } from "./errors";
import { accountStatus, checkoutSummary, idOf, subscriptionSummary } from "./summaries";

export type { PaymentsEvent };

/** Stripe's event as verified; prefer `toPaymentsEvent` so the domain reads plain objects. */
export type StripeEvent = Stripe.Event;

/**
 * Checks the `Stripe-Signature` header against the raw request body (exactly the bytes received, before any JSON
 * parsing) with STRIPE_WEBHOOK_SECRET, and returns the event. Throws `InvalidWebhookSignatureError` when the body was
 * changed, the secret differs or the timestamp is more than five minutes old; `PaymentsNotConfiguredError` when
 * STRIPE_WEBHOOK_SECRET is not set. Answer 400 to the first, 2xx once the event is handled (Stripe retries others).
 */
export function verifyWebhook(rawBody: string, signatureHeader: string): StripeEvent {
  const secret = requireWebhookSecret();
  try {
    return Stripe.webhooks.constructEvent(rawBody, signatureHeader, secret);
  } catch (error) {
    throw new InvalidWebhookSignatureError(
      error instanceof Error ? error.message : "The webhook signature could not be verified",
    );
  }
}

const checkoutOutcomes = {
  "checkout.session.completed": "completed",
  "checkout.session.async_payment_succeeded": "paid_later",
  "checkout.session.async_payment_failed": "failed_later",
  "checkout.session.expired": "expired",
} as const;

const subscriptionChanges = {
  "customer.subscription.created": "created",
  "customer.subscription.updated": "updated",
  "customer.subscription.deleted": "deleted",
  "customer.subscription.paused": "paused",
  "customer.subscription.resumed": "resumed",
} as const;

export function toPaymentsEvent(event: StripeEvent): PaymentsEvent {
  const base: PaymentsEventBase = {
    eventId: event.id,
    accountId: event.account ?? null,
    type: event.type,
    created: new Date(event.created * 1000),
  };
  switch (event.type) {
    case "checkout.session.completed":
    case "checkout.session.async_payment_succeeded":
    case "checkout.session.async_payment_failed":
    case "checkout.session.expired":
      return {
        ...base,
        kind: "checkout",
        outcome: checkoutOutcomes[event.type],
        session: checkoutSummary(event.data.object),
      };
    case "payment_intent.succeeded":
    case "payment_intent.payment_failed": {
      const intent = event.data.object;
      return {
        ...base,
        kind: "payment",
        outcome: event.type === "payment_intent.succeeded" ? "succeeded" : "failed",
        paymentIntentId: intent.id,
        invoiceId: intent.metadata?.invoiceId ?? null,
        amountCents: intent.amount,
        currency: intent.currency,
        customerId: idOf(intent.customer),
        failureCode: intent.last_payment_error?.code ?? null,
        failureMessage: intent.last_payment_error?.message ?? null,
      };
    }
    case "account.updated":
      return { ...base, kind: "account", status: accountStatus(event.data.object) };
    case "customer.subscription.created":
    case "customer.subscription.updated":
    case "customer.subscription.deleted":
    case "customer.subscription.paused":
    case "customer.subscription.resumed":
      return {
        ...base,
        kind: "subscription",
        change: subscriptionChanges[event.type],
        subscription: subscriptionSummary(event.data.object),
      };
    case "invoice.paid":
    case "invoice.payment_failed": {
      const invoice = event.data.object;
      return {
        ...base,
        kind: "subscription_invoice",
        outcome: event.type === "invoice.paid" ? "paid" : "payment_failed",
        stripeInvoiceId: invoice.id ?? "",
        subscriptionId: idOf(invoice.parent?.subscription_details?.subscription),
        customerId: idOf(invoice.customer),
        amountPaidCents: invoice.amount_paid,
        amountDueCents: invoice.amount_due,
        currency: invoice.currency,
        hostedInvoiceUrl: invoice.hosted_invoice_url ?? null,
      };
    }
    default:
      return { ...base, kind: "other" };
  }
}
