/**
 * The payments port: everything the product asks of Stripe, behind small functions that take and return plain
 * objects (the SDK's types stay in this folder). Without STRIPE_SECRET_KEY the product runs in manual-payments mode
 * and every function here throws `PaymentsNotConfiguredError`.
 *
 * Connect: each company connects its *own* Stripe account. Accounts are created with controller properties that
 * match a Standard account — the company gets the full Stripe Dashboard, pays Stripe's fees itself, Stripe collects
 * the verification requirements and carries negative balances. Every payment is a direct charge on that account
 * (the `Stripe-Account` header, `{ stripeAccount }` below), so checkout sessions, payment intents, customers,
 * products, prices and subscriptions all live on the company's account, never on the platform's.
 *
 * SDK errors come out as `PaymentsProviderError` (Stripe's message and code); a declined autopay charge is a result,
 * not an error.
 */
import Stripe from "stripe";
import type { ChargeResult, InvoiceCheckoutInput } from "~/domain/ports";
import { paymentsConfig, requireSecretKey } from "./config.server";
import { PaymentsProviderError } from "./errors";
import {
  accountStatus,
  type CheckoutSessionSummary,
  type ConnectedAccountStatus,
  checkoutSummary,
  idOf,
  type PriceInterval,
  type PriceSummary,
  type ProductSummary,
  priceSummary,
  productSummary,
  type SubscriptionSummary,
  subscriptionSummary,
} from "./summaries";

export type { ChargeResult } from "~/domain/ports";
export { missingPaymentsSettings, paymentsConfig, stripeEnabled } from "./config.server";
export {
  InvalidWebhookSignatureError,
  PaymentsNotConfiguredError,
  PaymentsProviderError,
  type PaymentsSetting,
} from "./errors";
export type {
  CheckoutSessionSummary,
  ConnectedAccountStatus,
  PriceInterval,
  PriceSummary,
  ProductSummary,
  SubscriptionSummary,
} from "./summaries";
export { type PaymentsEvent, type StripeEvent, toPaymentsEvent, verifyWebhook } from "./webhooks.server";

// ─── The client ─────────────────────────────────────────────────────────────────────────────────────────────────

let cached: { signature: string; client: Stripe } | undefined;

/** One SDK client per configuration (tests switch between the stand-in and manual mode within a process). */
function stripe(): Stripe {
  const secretKey = requireSecretKey();
  const config = paymentsConfig();
  const options = {
    host: config.apiHost,
    port: config.apiPort,
    protocol: config.apiProtocol,
  };
  const signature = JSON.stringify([secretKey, options]);
  if (cached?.signature !== signature) {
    const client = new Stripe(secretKey, {
      ...Object.fromEntries(Object.entries(options).filter(([, value]) => value !== undefined)),
      maxNetworkRetries: 2,
      timeout: 30_000,
      appInfo: { name: "Drip Drop" },
    });
    cached = { signature, client };
  }
  return cached.client;
}

const onAccount = (accountId: string) => ({ stripeAccount: accountId });

/** Runs an SDK call and turns its errors into `PaymentsProviderError`. */
async function call<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    throw toProviderError(error);
  }
}

function toProviderError(error: unknown) {
  if (error instanceof Stripe.errors.StripeError) {
    const type = error instanceof Stripe.errors.StripeConnectionError ? "connection_error" : error.type;
    return new PaymentsProviderError(error.message, {
      type: error.rawType ?? type,
      code: error.code,
      statusCode: error.statusCode,
      requestId: error.requestId,
    });
  }
  return error;
}

function requireAmount(amountCents: number) {
  if (!Number.isInteger(amountCents) || amountCents <= 0) {
    throw new RangeError(`An amount must be a whole, positive number of cents, not ${amountCents}`);
  }
}

// ─── Connect ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Creates the company's own Stripe account (Standard-like: full Dashboard, the account pays Stripe's fees, Stripe
 * collects requirements and bears losses) and returns its id (`acct_…`). The company finishes it on Stripe's hosted
 * onboarding (`createOnboardingLink`).
 */
export async function createConnectedAccount(input: {
  email: string;
  companyName: string;
  /** ISO 3166-1 alpha-2, e.g. "US". */
  country: string;
  /** Kept in the account's metadata to find the company from Stripe's side. */
  companyId?: string;
}): Promise<string> {
  const account = await call(() =>
    stripe().accounts.create({
      country: input.country.toUpperCase(),
      email: input.email,
      business_profile: { name: input.companyName },
      controller: {
        stripe_dashboard: { type: "full" },
        fees: { payer: "account" },
        losses: { payments: "stripe" },
        requirement_collection: "stripe",
      },
      metadata: input.companyId ? { companyId: input.companyId } : undefined,
    }),
  );
  return account.id;
}

/**
 * A single-use link to Stripe's hosted onboarding for the account. Stripe sends the person to `returnUrl` when they
 * leave the flow (finished or not — read `connectedAccountStatus` there) and to `refreshUrl` when the link has
 * expired or was already used (make a new link there).
 */
export async function createOnboardingLink(
  accountId: string,
  urls: { refreshUrl: string; returnUrl: string },
): Promise<string> {
  const link = await call(() =>
    stripe().accountLinks.create({
      account: accountId,
      refresh_url: urls.refreshUrl,
      return_url: urls.returnUrl,
      type: "account_onboarding",
    }),
  );
  return link.url;
}

export async function connectedAccountStatus(accountId: string): Promise<ConnectedAccountStatus> {
  const account = await call(() => stripe().accounts.retrieve(accountId));
  return accountStatus(account);
}

// ─── Checkout for an invoice ────────────────────────────────────────────────────────────────────────────────────

/**
 * A Stripe-hosted Checkout page on the company's account for one invoice: one line (`invoiceLabel`, the amount),
 * `metadata.invoiceId` on the session and its payment intent. `{CHECKOUT_SESSION_ID}` is added to the success URL
 * as `session_id` unless the URL already has the placeholder. `savePaymentMethod` keeps the card on a Stripe customer
 * (the given one, or one Checkout creates) for autopay; read both ids with `retrieveCheckoutSession` after payment.
 */
export async function createInvoiceCheckout(
  input: InvoiceCheckoutInput,
): Promise<{ sessionId: string; url: string }> {
  requireAmount(input.amountCents);
  const successUrl = input.successUrl.includes("{CHECKOUT_SESSION_ID}")
    ? input.successUrl
    : `${input.successUrl}${input.successUrl.includes("?") ? "&" : "?"}session_id={CHECKOUT_SESSION_ID}`;
  const customer = input.customerId
    ? { customer: input.customerId }
    : {
        customer_email: input.customerEmail || undefined,
        customer_creation: input.savePaymentMethod ? ("always" as const) : undefined,
      };
  const session = await call(() =>
    stripe().checkout.sessions.create(
      {
        mode: "payment",
        line_items: [
          {
            quantity: 1,
            price_data: {
              currency: input.currency.toLowerCase(),
              unit_amount: input.amountCents,
              product_data: { name: input.invoiceLabel },
            },
          },
        ],
        ...customer,
        client_reference_id: input.invoiceId,
        metadata: { invoiceId: input.invoiceId },
        payment_intent_data: {
          description: input.invoiceLabel,
          metadata: { invoiceId: input.invoiceId },
          setup_future_usage: input.savePaymentMethod ? "off_session" : undefined,
        },
        success_url: successUrl,
        cancel_url: input.cancelUrl,
      },
      onAccount(input.accountId),
    ),
  );
  if (!session.url)
    throw new PaymentsProviderError("Stripe returned a checkout session without a URL", {
      type: "api_error",
    });
  return { sessionId: session.id, url: session.url };
}

export async function retrieveCheckoutSession(
  accountId: string,
  sessionId: string,
): Promise<CheckoutSessionSummary> {
  const session = await call(() =>
    stripe().checkout.sessions.retrieve(sessionId, { expand: ["payment_intent"] }, onAccount(accountId)),
  );
  return checkoutSummary(session);
}

// ─── Autopay ────────────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Charges a saved card without the customer present (off-session, confirmed at once) on the company's account.
 * Use a stable `idempotencyKey` per attempt (e.g. `autopay-<invoiceId>-<attempt>`): retrying with the same key never
 * charges twice and returns the first answer. A decline is a `{ ok: false }` result with Stripe's message; only
 * other failures (bad ids, Stripe unreachable) throw `PaymentsProviderError`.
 */
export async function chargeSavedPaymentMethod(input: {
  accountId: string;
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  currency: string;
  invoiceId: string;
  idempotencyKey: string;
  description?: string;
}): Promise<ChargeResult> {
  requireAmount(input.amountCents);
  try {
    const intent = await stripe().paymentIntents.create(
      {
        amount: input.amountCents,
        currency: input.currency.toLowerCase(),
        customer: input.customerId,
        payment_method: input.paymentMethodId,
        off_session: true,
        confirm: true,
        description: input.description,
        metadata: { invoiceId: input.invoiceId },
      },
      { ...onAccount(input.accountId), idempotencyKey: input.idempotencyKey },
    );
    if (intent.status === "succeeded" || intent.status === "processing") {
      return {
        ok: true,
        paymentIntentId: intent.id,
        status: intent.status === "succeeded" ? "succeeded" : "processing",
      };
    }
    return {
      ok: false,
      paymentIntentId: intent.id,
      status: "failed",
      code:
        intent.last_payment_error?.code ??
        (intent.status === "requires_action" ? "authentication_required" : null),
      declineCode: intent.last_payment_error?.decline_code ?? null,
      message: intent.last_payment_error?.message ?? `The payment was not completed (${intent.status}).`,
    };
  } catch (error) {
    if (error instanceof Stripe.errors.StripeCardError) {
      return {
        ok: false,
        paymentIntentId: idOf(error.payment_intent),
        status: "failed",
        code: error.code ?? null,
        declineCode: error.decline_code ?? null,
        message: error.message,
      };
    }
    throw toProviderError(error);
  }
}

// ─── Customers ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A Stripe customer on the company's account; returns its id (`cus_…`). */
export async function createCustomer(
  accountId: string,
  input: { email: string; name: string; metadata?: Record<string, string> },
): Promise<string> {
  const customer = await call(() =>
    stripe().customers.create(
      { email: input.email, name: input.name, metadata: input.metadata },
      onAccount(accountId),
    ),
  );
  return customer.id;
}

// ─── Products and prices ────────────────────────────────────────────────────────────────────────────────────────

export async function createProduct(
  accountId: string,
  input: { name: string; description?: string | null; metadata?: Record<string, string> },
): Promise<ProductSummary> {
  const product = await call(() =>
    stripe().products.create(
      { name: input.name, description: input.description || undefined, metadata: input.metadata },
      onAccount(accountId),
    ),
  );
  return productSummary(product);
}

/** `description: null` clears it; leave a field out to keep it. */
export async function updateProduct(
  accountId: string,
  productId: string,
  input: { name?: string; description?: string | null; metadata?: Record<string, string> },
): Promise<ProductSummary> {
  const product = await call(() =>
    stripe().products.update(
      productId,
      {
        name: input.name,
        description: input.description === null ? "" : input.description,
        metadata: input.metadata,
      },
      onAccount(accountId),
    ),
  );
  return productSummary(product);
}

/** Stripe keeps products that have prices; archiving hides it from new subscriptions (existing ones carry on). */
export async function archiveProduct(accountId: string, productId: string): Promise<ProductSummary> {
  const product = await call(() =>
    stripe().products.update(productId, { active: false }, onAccount(accountId)),
  );
  return productSummary(product);
}

/** All the account's products, newest first; `active` filters. */
export async function listProducts(
  accountId: string,
  filter: { active?: boolean } = {},
): Promise<ProductSummary[]> {
  const products = await call(() =>
    stripe()
      .products.list({ active: filter.active, limit: 100 }, onAccount(accountId))
      .autoPagingToArray({ limit: 10_000 }),
  );
  return products.map(productSummary);
}

/** A recurring price (prices are immutable: a new amount is a new price, then `updateSubscriptionPrice`). */
export async function createPrice(
  accountId: string,
  input: {
    productId: string;
    unitAmountCents: number;
    currency: string;
    interval: PriceInterval;
    /** Every N intervals (2 + week = every other week). */
    intervalCount?: number;
  },
): Promise<PriceSummary> {
  requireAmount(input.unitAmountCents);
  const price = await call(() =>
    stripe().prices.create(
      {
        product: input.productId,
        unit_amount: input.unitAmountCents,
        currency: input.currency.toLowerCase(),
        recurring: { interval: input.interval, interval_count: input.intervalCount },
      },
      onAccount(accountId),
    ),
  );
  return priceSummary(price);
}

export async function archivePrice(accountId: string, priceId: string): Promise<PriceSummary> {
  const price = await call(() => stripe().prices.update(priceId, { active: false }, onAccount(accountId)));
  return priceSummary(price);
}

/** A product's prices, newest first; `active` filters. */
export async function listPrices(
  accountId: string,
  productId: string,
  filter: { active?: boolean } = {},
): Promise<PriceSummary[]> {
  const prices = await call(() =>
    stripe()
      .prices.list({ product: productId, active: filter.active, limit: 100 }, onAccount(accountId))
      .autoPagingToArray({ limit: 10_000 }),
  );
  return prices.map(priceSummary);
}

// ─── Subscriptions ──────────────────────────────────────────────────────────────────────────────────────────────

/**
 * Subscribes a customer to one recurring price on the company's account. With `paymentMethodId` Stripe charges that
 * card each period; without it Stripe e-mails an invoice due in `daysUntilDue` days (14 by default).
 */
export async function createSubscription(
  accountId: string,
  input: {
    customerId: string;
    priceId: string;
    paymentMethodId?: string | null;
    daysUntilDue?: number;
    metadata?: Record<string, string>;
    idempotencyKey?: string;
  },
): Promise<SubscriptionSummary> {
  const collection = input.paymentMethodId
    ? { collection_method: "charge_automatically" as const, default_payment_method: input.paymentMethodId }
    : { collection_method: "send_invoice" as const, days_until_due: input.daysUntilDue ?? 14 };
  const subscription = await call(() =>
    stripe().subscriptions.create(
      {
        customer: input.customerId,
        items: [{ price: input.priceId }],
        ...collection,
        metadata: input.metadata,
      },
      { ...onAccount(accountId), idempotencyKey: input.idempotencyKey },
    ),
  );
  return subscriptionSummary(subscription);
}

export async function retrieveSubscription(
  accountId: string,
  subscriptionId: string,
): Promise<SubscriptionSummary> {
  const subscription = await call(() =>
    stripe().subscriptions.retrieve(subscriptionId, {}, onAccount(accountId)),
  );
  return subscriptionSummary(subscription);
}

/** Moves the subscription to another price; no proration unless asked (the next period is billed at the new price). */
export async function updateSubscriptionPrice(
  accountId: string,
  subscriptionId: string,
  priceId: string,
  options: { prorate?: boolean } = {},
): Promise<SubscriptionSummary> {
  const client = stripe();
  const current = await call(() => client.subscriptions.retrieve(subscriptionId, {}, onAccount(accountId)));
  const item = current.items.data[0];
  const subscription = await call(() =>
    client.subscriptions.update(
      subscriptionId,
      {
        items: item ? [{ id: item.id, price: priceId }] : [{ price: priceId }],
        proration_behavior: options.prorate ? "create_prorations" : "none",
      },
      onAccount(accountId),
    ),
  );
  return subscriptionSummary(subscription);
}

/** Pauses collection (invoices in the pause are voided); `resumesAt` resumes it by itself on that date. */
export async function pauseSubscription(
  accountId: string,
  subscriptionId: string,
  options: { resumesAt?: Date } = {},
): Promise<SubscriptionSummary> {
  const subscription = await call(() =>
    stripe().subscriptions.update(
      subscriptionId,
      {
        pause_collection: {
          behavior: "void",
          resumes_at: options.resumesAt ? Math.floor(options.resumesAt.getTime() / 1000) : undefined,
        },
      },
      onAccount(accountId),
    ),
  );
  return subscriptionSummary(subscription);
}

export async function resumeSubscription(
  accountId: string,
  subscriptionId: string,
): Promise<SubscriptionSummary> {
  const subscription = await call(() =>
    stripe().subscriptions.update(subscriptionId, { pause_collection: "" }, onAccount(accountId)),
  );
  return subscriptionSummary(subscription);
}

/** Cancels now, or at the end of the paid period with `atPeriodEnd`. */
export async function cancelSubscription(
  accountId: string,
  subscriptionId: string,
  options: { atPeriodEnd?: boolean } = {},
): Promise<SubscriptionSummary> {
  const subscription = await call(() =>
    options.atPeriodEnd
      ? stripe().subscriptions.update(subscriptionId, { cancel_at_period_end: true }, onAccount(accountId))
      : stripe().subscriptions.cancel(subscriptionId, {}, onAccount(accountId)),
  );
  return subscriptionSummary(subscription);
}
