/**
 * POST /stripe/webhook: Stripe's events for the connected accounts. Each event is taken in once by its id
 * (`stripe_event`, insert-or-nothing): a replay of an event already processed is answered 200 and changes nothing.
 * Stripe also sends events late and out of order, so each handler is idempotent by what it describes (a payment by
 * its payment intent, an account's status by the time Stripe stated it). Verifying the signature and reading Stripe's
 * own copy of a checkout session go through the `Payments` port (`ports.payments`).
 */
import { eq } from "drizzle-orm";
import { stripeEvent } from "~/db/schema";
import { logger } from "~/server/logger.server";
import {
  InvalidWebhookSignatureError,
  PaymentsNotConfiguredError,
  PaymentsProviderError,
} from "../payments-errors";
import type { PaymentsEvent } from "../ports";
import type { SystemContext } from "../tenant.server";
import { storeAccountStatus } from "./stripe-account.server";
import { noteFailedCharge } from "./stripe-autopay.server";
import { settleCheckoutSession } from "./stripe-checkout.server";
import { companyOfAccount, recordCardPayment } from "./stripe-settle.server";
import { applySubscriptionEvent } from "./subscriptions.server";

export interface WebhookAnswer {
  status: number;
  body: string;
}

/** Verifies, takes in and processes one webhook request. Never throws for a bad request: the answer says it. */
export async function handleStripeWebhook(
  system: SystemContext,
  rawBody: string,
  signatureHeader: string | null,
): Promise<WebhookAnswer> {
  const { db } = system;
  let event: PaymentsEvent;
  try {
    if (!signatureHeader) return { status: 400, body: "Missing Stripe-Signature header" };
    event = system.ports.payments.verifyWebhook(rawBody, signatureHeader);
  } catch (error) {
    if (error instanceof InvalidWebhookSignatureError) return { status: 400, body: "Invalid signature" };
    if (error instanceof PaymentsNotConfiguredError)
      return { status: 503, body: "Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET)" };
    throw error;
  }
  const company = await companyOfAccount(system, event.accountId);
  await db
    .insert(stripeEvent)
    .values({
      id: event.eventId,
      type: event.type,
      accountId: event.accountId,
      companyId: company?.id ?? null,
      createdSeconds: Math.floor(event.created.getTime() / 1000),
    })
    .onConflictDoNothing();
  // tenancy: system — Stripe webhook: event log keyed by Stripe's event id, before any company is known
  const [taken] = await db
    .select({ processedAt: stripeEvent.processedAt, outcome: stripeEvent.outcome })
    .from(stripeEvent)
    .where(eq(stripeEvent.id, event.eventId));
  if (taken?.processedAt) return { status: 200, body: `Already processed: ${taken.outcome ?? ""}` };
  let outcome: string;
  try {
    outcome = await processPaymentsEvent(system, event, company?.id ?? null);
  } catch (error) {
    // Left unprocessed: Stripe retries, and the retry runs the (idempotent) handlers again.
    logger.error({ err: error, eventId: event.eventId, type: event.type }, "stripe webhook failed");
    return { status: 500, body: "Processing failed; Stripe will retry" };
  }
  // tenancy: system — Stripe webhook: event log keyed by Stripe's event id
  await db
    .update(stripeEvent)
    .set({ processedAt: new Date(), outcome })
    .where(eq(stripeEvent.id, event.eventId));
  return { status: 200, body: outcome };
}

/** Acts on one event; returns what was done, kept as the event's outcome. */
export async function processPaymentsEvent(
  system: SystemContext,
  event: PaymentsEvent,
  companyId: string | null,
): Promise<string> {
  const { ports } = system;
  switch (event.kind) {
    case "account": {
      if (!event.accountId) return "ignored: platform account";
      const stored = await storeAccountStatus(system, event.accountId, event.status, event.created);
      return stored ? "account status stored" : "ignored: unknown account or older than the stored status";
    }
    case "subscription":
      return `subscription ${await applySubscriptionEvent(system, event)}`;
    case "checkout": {
      if (event.outcome !== "completed" && event.outcome !== "paid_later") return `checkout ${event.outcome}`;
      if (!companyId || !event.accountId) return "ignored: unknown account";
      if (event.session.paymentStatus !== "paid") return "checkout completed, payment pending";
      // The event's session names the payment intent only; Stripe's own copy carries the saved card.
      let session = event.session;
      try {
        session = await ports.payments.retrieveCheckoutSession(event.accountId, event.session.sessionId);
      } catch (error) {
        if (!(error instanceof PaymentsProviderError)) throw error;
      }
      return `checkout payment ${await settleCheckoutSession(system, companyId, session)}`;
    }
    case "payment": {
      if (!companyId) return "ignored: unknown account";
      if (!event.invoiceId) return "ignored: not an invoice payment";
      if (event.outcome === "succeeded") {
        const result = await recordCardPayment(system, {
          companyId,
          invoiceId: event.invoiceId,
          amountCents: event.amountCents,
          providerPaymentId: event.paymentIntentId,
        });
        return `payment ${result}`;
      }
      return `payment failed: ${await noteFailedCharge(system, {
        companyId,
        invoiceId: event.invoiceId,
        paymentIntentId: event.paymentIntentId,
        stripeCustomerId: event.customerId,
        message: event.failureMessage ?? "The card payment failed.",
        now: new Date(),
      })}`;
    }
    default:
      return "ignored";
  }
}
