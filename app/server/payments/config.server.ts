import { PaymentsNotConfiguredError, type PaymentsSetting } from "./errors";

/**
 * The payments port's environment variables, read on every access like `config` in `server/config.server.ts`:
 *
 * - `STRIPE_SECRET_KEY` — the platform's secret key. Without it the product runs in manual-payments mode.
 * - `STRIPE_WEBHOOK_SECRET` — the signing secret of the webhook endpoint (a Connect endpoint, so it also receives the
 *   connected accounts' events).
 * - `STRIPE_API_HOST`, `STRIPE_API_PORT`, `STRIPE_API_PROTOCOL` (`http` | `https`) — point the SDK at another API
 *   server, the local stand-in in tests (`tests/support/stripe-stand-in.ts`). Unset in production.
 */
export function paymentsConfig() {
  return {
    get secretKey() {
      return process.env.STRIPE_SECRET_KEY || undefined;
    },
    get webhookSecret() {
      return process.env.STRIPE_WEBHOOK_SECRET || undefined;
    },
    get apiHost() {
      return process.env.STRIPE_API_HOST || undefined;
    },
    get apiPort() {
      const port = process.env.STRIPE_API_PORT;
      return port ? Number(port) : undefined;
    },
    get apiProtocol(): "http" | "https" | undefined {
      const protocol = process.env.STRIPE_API_PROTOCOL;
      if (!protocol) return undefined;
      if (protocol !== "http" && protocol !== "https") {
        throw new Error(`STRIPE_API_PROTOCOL must be "http" or "https", not "${protocol}"`);
      }
      return protocol;
    },
  };
}

/** Card payments through Stripe are on; false means manual-payments mode (cash, check, recorded by hand). */
export function stripeEnabled() {
  return paymentsConfig().secretKey !== undefined;
}

/** The settings still missing for the whole of Stripe (payments and webhooks), for the screens that say so. */
export function missingPaymentsSettings(): PaymentsSetting[] {
  const config = paymentsConfig();
  const missing: PaymentsSetting[] = [];
  if (!config.secretKey) missing.push("STRIPE_SECRET_KEY");
  if (!config.webhookSecret) missing.push("STRIPE_WEBHOOK_SECRET");
  return missing;
}

export function requireSecretKey() {
  const key = paymentsConfig().secretKey;
  if (!key) throw new PaymentsNotConfiguredError("STRIPE_SECRET_KEY");
  return key;
}

export function requireWebhookSecret() {
  const secret = paymentsConfig().webhookSecret;
  if (!secret) throw new PaymentsNotConfiguredError("STRIPE_WEBHOOK_SECRET");
  return secret;
}
