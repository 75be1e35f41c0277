/**
 * Signed Stripe webhook requests for tests, signed with the SDK's own `generateTestHeaderString` so they verify
 * exactly as Stripe's do.
 */
import { randomBytes } from "node:crypto";
import Stripe from "stripe";

/** The stand-in's default webhook signing secret (set the app's STRIPE_WEBHOOK_SECRET to it). */
export const STAND_IN_WEBHOOK_SECRET = "whsec_drip_drop_stand_in";

export interface StripeEventJson {
  id: string;
  object: "event";
  /** The connected account the event happened on; absent for the platform's own events. */
  account?: string;
  api_version: string;
  created: number;
  data: { object: unknown; previous_attributes?: Record<string, unknown> };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
  type: string;
}

export interface SignedWebhook {
  /** The raw body to POST (JSON). */
  body: string;
  /** The `Stripe-Signature` header value. */
  header: string;
}

export const randomId = (prefix: string, length = 24) => {
  const alphabet = "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789";
  const bytes = randomBytes(length);
  let id = "";
  for (const byte of bytes) id += alphabet[byte % alphabet.length];
  return `${prefix}_${id}`;
};

/** A Stripe-shaped event around `object` (a checkout session, payment intent, account, subscription, …). */
export function buildEvent(
  type: string,
  object: unknown,
  options: { account?: string | null; previousAttributes?: Record<string, unknown>; created?: number } = {},
): StripeEventJson {
  return {
    id: randomId("evt"),
    object: "event",
    ...(options.account ? { account: options.account } : {}),
    api_version: Stripe.API_VERSION,
    created: options.created ?? Math.floor(Date.now() / 1000),
    data: {
      object,
      ...(options.previousAttributes ? { previous_attributes: options.previousAttributes } : {}),
    },
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
  };
}

/** Signs a raw body; `timestamp` (Unix seconds) makes an old signature for the tolerance tests. */
export function signWebhookPayload(
  payload: string | object,
  secret: string = STAND_IN_WEBHOOK_SECRET,
  options: { timestamp?: number } = {},
): SignedWebhook {
  const body = typeof payload === "string" ? payload : JSON.stringify(payload, null, 2);
  const header = Stripe.webhooks.generateTestHeaderString({
    payload: body,
    secret,
    timestamp: options.timestamp,
  });
  return { body, header };
}

/** `buildEvent` then `signWebhookPayload`: a request body and header as Stripe would send them. */
export function signedWebhookEvent(
  type: string,
  object: unknown,
  options: {
    account?: string | null;
    previousAttributes?: Record<string, unknown>;
    secret?: string;
    timestamp?: number;
  } = {},
): SignedWebhook & { event: StripeEventJson } {
  const event = buildEvent(type, object, options);
  return { event, ...signWebhookPayload(event, options.secret, { timestamp: options.timestamp }) };
}

/** POSTs a signed webhook to `url` the way Stripe does; returns the response status. */
export async function postWebhook(url: string, webhook: SignedWebhook): Promise<number> {
  const response = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json; charset=utf-8", "stripe-signature": webhook.header },
    body: webhook.body,
  });
  await response.arrayBuffer();
  return response.status;
}
