/**
 * The errors of the Payments port (app/domain/ports.ts): the domain owns them, as it owns the port, so a use case can
 * catch them without importing the Stripe adapter. `server/payments/errors.ts` re-exports them for the adapter.
 */

/** The environment variables the payments adapter reads; the errors name the one that is missing. */
export type PaymentsSetting = "STRIPE_SECRET_KEY" | "STRIPE_WEBHOOK_SECRET";

const whatEachSettingDoes: Record<PaymentsSetting, string> = {
  STRIPE_SECRET_KEY:
    "Set STRIPE_SECRET_KEY to the platform's Stripe secret key (sk_test_… or sk_live_…) to take card payments; until then payments are recorded by hand (cash, check).",
  STRIPE_WEBHOOK_SECRET:
    "Set STRIPE_WEBHOOK_SECRET to the signing secret (whsec_…) of the Stripe webhook endpoint that listens to connected accounts' events.",
};

/**
 * Stripe is not set up (manual-payments mode) and a function that needs it was called. `setting` is the environment
 * variable to set; the message says so in words a settings page can show as is.
 */
export class PaymentsNotConfiguredError extends Error {
  override name = "PaymentsNotConfiguredError";
  readonly setting: PaymentsSetting;

  constructor(setting: PaymentsSetting) {
    super(`Stripe payments are not configured. ${whatEachSettingDoes[setting]}`);
    this.setting = setting;
  }
}

/** A webhook request whose Stripe-Signature does not match its body (tampered, wrong secret or too old). */
export class InvalidWebhookSignatureError extends Error {
  override name = "InvalidWebhookSignatureError";
}

/**
 * Stripe answered with an error (or could not be reached). The SDK's error classes stay inside the port: callers
 * get Stripe's message and code here. `type` is Stripe's error type (`invalid_request_error`, `card_error`,
 * `api_error`, …) or `connection_error` when no answer came back.
 */
export class PaymentsProviderError extends Error {
  override name = "PaymentsProviderError";
  readonly type: string;
  readonly code: string | null;
  readonly statusCode: number | null;
  readonly requestId: string | null;

  constructor(
    message: string,
    details: { type: string; code?: string | null; statusCode?: number | null; requestId?: string | null },
  ) {
    super(message);
    this.type = details.type;
    this.code = details.code ?? null;
    this.statusCode = details.statusCode ?? null;
    this.requestId = details.requestId ?? null;
  }
}
