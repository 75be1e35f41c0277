import { handleStripeWebhook } from "~/domain/money/stripe-webhook.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/stripe-webhook";

/** Stripe POSTs events here; nothing else is served. */
export function loader() {
  return new Response("Stripe webhook endpoint: POST only.", { status: 405, headers: { allow: "POST" } });
}

/** The raw body (exactly the bytes Stripe signed) goes to the signature check before anything reads it. */
export async function action({ request }: Route.ActionArgs) {
  if (request.method !== "POST")
    return new Response("POST only.", { status: 405, headers: { allow: "POST" } });
  const answer = await handleStripeWebhook(
    await systemContext(),
    await request.text(),
    request.headers.get("stripe-signature"),
  );
  return new Response(answer.body, { status: answer.status, headers: { "content-type": "text/plain" } });
}
