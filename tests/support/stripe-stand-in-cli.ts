/**
 * Runs the Stripe stand-in on its own, for browser tests and local clicking-through:
 *
 *   npx tsx tests/support/stripe-stand-in-cli.ts [port] [webhook-url]
 *
 * The port defaults to STRIPE_STAND_IN_PORT or 12111; events go to the webhook URL (or STRIPE_STAND_IN_WEBHOOK_URL),
 * signed with STRIPE_WEBHOOK_SECRET or the stand-in's default secret. It prints the URL and the environment to start
 * the app with, then serves until stopped. `GET /_stand-in/health` answers once it is up; the other `/_stand-in/…`
 * endpoints drive it from another process (see tests/support/stripe-stand-in.ts).
 */
import { startStripeStandIn } from "./stripe-stand-in";

const port = Number(process.argv[2] ?? process.env.STRIPE_STAND_IN_PORT ?? 12111);
const webhookUrl = process.argv[3] ?? process.env.STRIPE_STAND_IN_WEBHOOK_URL ?? null;

const standIn = await startStripeStandIn({
  port,
  host: process.env.STRIPE_STAND_IN_HOST ?? "127.0.0.1",
  webhookUrl,
  webhookSecret: process.env.STRIPE_WEBHOOK_SECRET || undefined,
});

console.log(`Stripe stand-in listening on ${standIn.url}`);
console.log(
  webhookUrl ? `Sending webhook events to ${webhookUrl}` : "No webhook URL: events are only recorded",
);
console.log("Start the app with:");
for (const [name, value] of Object.entries(standIn.env)) console.log(`  ${name}=${value}`);

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    void standIn.close().then(() => process.exit(0));
  });
}
