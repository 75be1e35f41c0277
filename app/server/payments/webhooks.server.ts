import Stripe from "stripe";
import { requireWebhookSecret } from "./config.server";
import { InvalidWebhookSignatureError } from "./errors";
import {
  accountStatus,
  type CheckoutSessionSummary,
  type ConnectedAccountStatus,
  checkoutSummary,
  idOf,
  type SubscriptionSummary,
  subscriptionSummary,
} from "./summaries";

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

interface EventBase {
  eventId: string;
  /** The connected account the event happened on (`acct_…`); null for the platform's own events. */
  accountId: string | null;
  /** Stripe's event type, e.g. `checkout.session.completed`. */
  type: string;
  created: Date;
}

/**
 * The events the product acts on, as plain objects. Stripe may send an event more than once and in any order: handle
 * each idempotently (by `eventId`, or by the state it describes).
 */
export type PaymentsEvent =
  | (EventBase & {
      /** checkout.session.completed / async_payment_succeeded / async_payment_failed / expired. */
      kind: "checkout";
      outcome: "completed" | "paid_later" | "failed_later" | "expired";
      session: CheckoutSessionSummary;
    })
  | (EventBase & {
      /** payment_intent.succeeded / payment_intent.payment_failed: checkout and autopay charges alike. */
      kind: "payment";
      outcome: "succeeded" | "failed";
      paymentIntentId: string;
      invoiceId: string | null;
      amountCents: number;
      currency: string;
      customerId: string | null;
      failureCode: string | null;
      failureMessage: string | null;
    })
  | (EventBase & { kind: "account"; status: ConnectedAccountStatus })
  | (EventBase & {
      /** customer.subscription.created / updated / deleted / paused / resumed. */
      kind: "subscription";
      change: "created" | "updated" | "deleted" | "paused" | "resumed";
      subscription: SubscriptionSummary;
    })
  | (EventBase & {
      /** invoice.paid / invoice.payment_failed for a subscription's Stripe invoice (not a Drip Drop invoice). */
      kind: "subscription_invoice";
      outcome: "paid" | "payment_failed";
      stripeInvoiceId: string;
      subscriptionId: string | null;
      customerId: string | null;
      amountPaidCents: number;
      amountDueCents: number;
      currency: string;
      hostedInvoiceUrl: string | null;
    })
  | (EventBase & { kind: "other" });

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
  const base: EventBase = {
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
