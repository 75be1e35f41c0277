import type { Db } from "~/db/client.server";
import type { PaymentsEvent } from "~/server/payments/stripe.server";

type SubscriptionEvent = Extract<PaymentsEvent, { kind: "subscription" }>;

/**
 * Applies a `customer.subscription.*` webhook event to the stored subscription (found by its Stripe id).
 * "ignored": no such subscription here; "stale": an event at least as old as the last one applied.
 */
export async function applySubscriptionEvent(
  _db: Db,
  _event: PaymentsEvent,
): Promise<"applied" | "ignored" | "stale"> {
  // Fleshed out below in a later commit.
  void (_event as SubscriptionEvent | PaymentsEvent);
  return "ignored";
}
