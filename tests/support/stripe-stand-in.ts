/**
 * A local stand-in for the parts of Stripe's HTTP API that the payments port (`app/server/payments`) calls, on
 * node:http with in-memory state. Point the SDK at it with STRIPE_API_HOST / STRIPE_API_PORT / STRIPE_API_PROTOCOL
 * (`standIn.env` has them all); any `sk_…` key is accepted.
 *
 * It speaks Stripe's wire format: form-encoded bodies in bracket notation, the `Stripe-Account` header scoping every
 * object to a connected account (another account's ids answer 404 as on Stripe), idempotency keys (the same key
 * replays the first answer; different parameters under a used key are an `idempotency_error`), list pagination and
 * Stripe-shaped errors `{ error: { type, code, message, param } }` with Stripe's statuses (400, 401, 402, 403, 404).
 *
 * It also hosts the pages Stripe would: `/checkout/<session>` (Pay / Decline card / Back) and
 * `/connect/onboarding/<link>` (Finish onboarding / Leave), so browser tests can walk the flows; and it sends the
 * events Stripe would send (checkout.session.completed, payment_intent.succeeded / payment_failed, account.updated,
 * customer.subscription.*) signed with the webhook secret to a webhook URL when one is set.
 *
 * Behaviour that differs from Stripe, on purpose: a connected account cannot take charges (checkout, payment intents)
 * until onboarding is finished (charges_enabled) — the error says so; subscriptions' first invoice is not charged;
 * test payment methods `pm_card_visa`, `pm_card_chargeDeclined`, `pm_card_chargeDeclinedInsufficientFunds` and
 * `pm_card_authenticationRequired` behave as in Stripe's test mode.
 */
import http from "node:http";
import type { AddressInfo } from "node:net";
import {
  type FormParams,
  flag,
  list,
  mergeMetadata,
  nested,
  parseStripeForm,
  strings,
  text,
} from "./stripe-form";
import {
  buildEvent,
  postWebhook,
  randomId,
  type SignedWebhook,
  STAND_IN_WEBHOOK_SECRET,
  type StripeEventJson,
  signWebhookPayload,
} from "./stripe-webhooks";

// ─── Objects ────────────────────────────────────────────────────────────────────────────────────────────────────

type Metadata = Record<string, string>;

export interface AccountObject {
  id: string;
  object: "account";
  business_profile: { name: string | null; url: string | null; support_email: string | null };
  business_type: string | null;
  capabilities: Record<string, string>;
  charges_enabled: boolean;
  controller: Record<string, unknown>;
  country: string;
  created: number;
  default_currency: string;
  details_submitted: boolean;
  email: string | null;
  metadata: Metadata;
  payouts_enabled: boolean;
  requirements: {
    alternatives: unknown[];
    current_deadline: number | null;
    currently_due: string[];
    disabled_reason: string | null;
    errors: unknown[];
    eventually_due: string[];
    past_due: string[];
    pending_verification: string[];
  };
  type: "standard";
}

export interface AccountLinkObject {
  object: "account_link";
  created: number;
  expires_at: number;
  url: string;
}

interface AccountLinkRecord {
  id: string;
  account: string;
  refreshUrl: string;
  returnUrl: string;
  used: boolean;
  expiresAt: number;
}

export interface CheckoutSessionObject {
  id: string;
  object: "checkout.session";
  amount_subtotal: number;
  amount_total: number;
  cancel_url: string | null;
  client_reference_id: string | null;
  created: number;
  currency: string;
  customer: string | null;
  customer_creation: string | null;
  customer_details: { email: string | null; name: string | null } | null;
  customer_email: string | null;
  expires_at: number;
  livemode: false;
  metadata: Metadata;
  mode: "payment";
  payment_intent: string | PaymentIntentObject | null;
  payment_status: "paid" | "unpaid" | "no_payment_required";
  status: "open" | "complete" | "expired";
  success_url: string;
  url: string | null;
}

interface CheckoutExtras {
  lineItems: { name: string; amount: number; quantity: number }[];
  paymentIntentData: { description: string | null; metadata: Metadata; setupFutureUsage: string | null };
}

export interface PaymentIntentObject {
  id: string;
  object: "payment_intent";
  amount: number;
  amount_received: number;
  confirmation_method: "automatic";
  created: number;
  currency: string;
  customer: string | null;
  description: string | null;
  last_payment_error: {
    type: string;
    code: string;
    decline_code?: string;
    message: string;
    payment_method: PaymentMethodObject | null;
  } | null;
  latest_charge: string | null;
  livemode: false;
  metadata: Metadata;
  payment_method: string | null;
  setup_future_usage: string | null;
  status:
    | "requires_payment_method"
    | "requires_confirmation"
    | "requires_action"
    | "processing"
    | "succeeded";
}

export interface CustomerObject {
  id: string;
  object: "customer";
  created: number;
  email: string | null;
  invoice_settings: { default_payment_method: string | null };
  livemode: false;
  metadata: Metadata;
  name: string | null;
}

export interface PaymentMethodObject {
  id: string;
  object: "payment_method";
  card: { brand: string; exp_month: number; exp_year: number; last4: string };
  created: number;
  customer: string | null;
  livemode: false;
  type: "card";
}

export interface ProductObject {
  id: string;
  object: "product";
  active: boolean;
  created: number;
  default_price: string | null;
  description: string | null;
  livemode: false;
  metadata: Metadata;
  name: string;
  updated: number;
}

export interface PriceObject {
  id: string;
  object: "price";
  active: boolean;
  billing_scheme: "per_unit";
  created: number;
  currency: string;
  livemode: false;
  metadata: Metadata;
  product: string;
  recurring: { interval: string; interval_count: number; usage_type: "licensed" } | null;
  type: "recurring" | "one_time";
  unit_amount: number;
}

export interface SubscriptionItemObject {
  id: string;
  object: "subscription_item";
  created: number;
  current_period_end: number;
  current_period_start: number;
  price: PriceObject;
  quantity: number;
  subscription: string;
}

export interface SubscriptionObject {
  id: string;
  object: "subscription";
  cancel_at_period_end: boolean;
  canceled_at: number | null;
  collection_method: "charge_automatically" | "send_invoice";
  created: number;
  customer: string;
  days_until_due: number | null;
  default_payment_method: string | null;
  ended_at: number | null;
  items: { object: "list"; data: SubscriptionItemObject[]; has_more: false; url: string };
  livemode: false;
  metadata: Metadata;
  pause_collection: { behavior: string; resumes_at: number | null } | null;
  start_date: number;
  status: "active" | "incomplete" | "canceled" | "past_due";
}

export interface StandInState {
  accounts: Map<string, AccountObject>;
  accountLinks: Map<string, AccountLinkRecord>;
  checkoutSessions: Map<string, CheckoutSessionObject>;
  paymentIntents: Map<string, PaymentIntentObject>;
  customers: Map<string, CustomerObject>;
  paymentMethods: Map<string, PaymentMethodObject>;
  products: Map<string, ProductObject>;
  prices: Map<string, PriceObject>;
  subscriptions: Map<string, SubscriptionObject>;
  /** Every event the stand-in produced, oldest first (delivered or not). */
  events: StripeEventJson[];
  deliveries: { eventId: string; type: string; url: string; status: number | null; error?: string }[];
  /** Every API request, oldest first: for asserting on what the port sent. */
  requests: {
    method: string;
    path: string;
    account: string | null;
    idempotencyKey: string | null;
    params: FormParams;
  }[];
}

export interface AccountStatusChange {
  chargesEnabled?: boolean;
  payoutsEnabled?: boolean;
  detailsSubmitted?: boolean;
  requirementsDue?: string[];
  disabledReason?: string | null;
}

export interface StripeStandIn {
  /** `http://127.0.0.1:<port>` */
  url: string;
  host: string;
  port: number;
  /** The environment that points the app's payments port here. */
  env: {
    STRIPE_SECRET_KEY: string;
    STRIPE_WEBHOOK_SECRET: string;
    STRIPE_API_HOST: string;
    STRIPE_API_PORT: string;
    STRIPE_API_PROTOCOL: "http";
  };
  state: StandInState;
  close(): Promise<void>;
  /** Empties the state (not the webhook setting). */
  reset(): void;
  /** As if the customer paid on the hosted page: a succeeded payment intent, the session complete and paid. */
  completeCheckout(sessionId: string): Promise<CheckoutSessionObject>;
  /** As if Stripe expired the session. */
  expireCheckout(sessionId: string): Promise<CheckoutSessionObject>;
  /** Changes what onboarding left on the account and sends account.updated. */
  setAccountStatus(accountId: string, change: AccountStatusChange): Promise<AccountObject>;
  /** The next confirmed charge (payment intent or hosted checkout) is declined with this message. */
  failNextCharge(message?: string, options?: { code?: string; declineCode?: string }): void;
  /** A saved card on a customer of the account (for autopay tests); returns `pm_…`. */
  addPaymentMethod(accountId: string, customerId: string, card?: { brand?: string; last4?: string }): string;
  /**
   * Builds and signs an event (sent to the webhook URL when one is set) and returns it with the signed request:
   * POST `body` with header `Stripe-Signature: header` to the app yourself when no webhook URL is set.
   */
  emitEvent(
    type: string,
    object: unknown,
    options?: { account?: string | null; previousAttributes?: Record<string, unknown> },
  ): Promise<SignedWebhook & { event: StripeEventJson }>;
  /** Where events go (null: nowhere, they are only recorded) and the secret they are signed with. */
  setWebhook(url: string | null, secret?: string): void;
  /** Waits for the webhook deliveries still on their way. */
  flushWebhooks(): Promise<void>;
}

class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly body: { type: string; code?: string; message: string; param?: string; [key: string]: unknown },
  ) {
    super(body.message);
  }
}

const invalid = (message: string, param?: string, code?: string) =>
  new ApiError(400, {
    type: "invalid_request_error",
    message,
    ...(param ? { param } : {}),
    ...(code ? { code } : {}),
  });

const missingParam = (param: string) =>
  invalid(`Missing required param: ${param}.`, param, "parameter_missing");

const now = () => Math.floor(Date.now() / 1000);

const TEST_CARDS: Record<
  string,
  { brand: string; last4: string; decline?: { code: string; declineCode?: string; message: string } }
> = {
  pm_card_visa: { brand: "visa", last4: "4242" },
  pm_card_mastercard: { brand: "mastercard", last4: "4444" },
  pm_card_chargeDeclined: {
    brand: "visa",
    last4: "0002",
    decline: { code: "card_declined", declineCode: "generic_decline", message: "Your card was declined." },
  },
  pm_card_chargeDeclinedInsufficientFunds: {
    brand: "visa",
    last4: "9995",
    decline: {
      code: "card_declined",
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    },
  },
  pm_card_authenticationRequired: {
    brand: "visa",
    last4: "3184",
    decline: {
      code: "authentication_required",
      declineCode: "authentication_required",
      message: "Your card was declined. This transaction requires authentication.",
    },
  },
};

function addInterval(seconds: number, interval: string, count: number) {
  const date = new Date(seconds * 1000);
  if (interval === "day") date.setUTCDate(date.getUTCDate() + count);
  else if (interval === "week") date.setUTCDate(date.getUTCDate() + 7 * count);
  else if (interval === "month") date.setUTCMonth(date.getUTCMonth() + count);
  else date.setUTCFullYear(date.getUTCFullYear() + count);
  return Math.floor(date.getTime() / 1000);
}

const clone = <T>(value: T): T => structuredClone(value);

const escapeHtml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&#39;" })[c]!,
  );

const formatAmount = (cents: number, currency: string) =>
  new Intl.NumberFormat("en-US", { style: "currency", currency: currency.toUpperCase() }).format(cents / 100);

// ─── The server ─────────────────────────────────────────────────────────────────────────────────────────────────

export async function startStripeStandIn(
  options: { port?: number; host?: string; webhookUrl?: string | null; webhookSecret?: string } = {},
): Promise<StripeStandIn> {
  const host = options.host ?? "127.0.0.1";
  let baseUrl = "";
  let webhookUrl = options.webhookUrl ?? null;
  let webhookSecret = options.webhookSecret ?? STAND_IN_WEBHOOK_SECRET;
  const pending = new Set<Promise<void>>();

  const emptyState = (): StandInState => ({
    accounts: new Map(),
    accountLinks: new Map(),
    checkoutSessions: new Map(),
    paymentIntents: new Map(),
    customers: new Map(),
    paymentMethods: new Map(),
    products: new Map(),
    prices: new Map(),
    subscriptions: new Map(),
    events: [],
    deliveries: [],
    requests: [],
  });
  const state = emptyState();
  /** The connected account each object lives on (null: the platform). */
  const owners = new Map<string, string | null>();
  const checkoutExtras = new Map<string, CheckoutExtras>();
  const idempotency = new Map<string, { fingerprint: string; status: number; body: unknown }>();
  let failures: { code: string; declineCode?: string; message: string }[] = [];

  // ── events ──

  function deliver(signed: SignedWebhook & { event: StripeEventJson }) {
    if (!webhookUrl) return Promise.resolve();
    const url = webhookUrl;
    const delivery = postWebhook(url, signed).then(
      (status) => {
        state.deliveries.push({ eventId: signed.event.id, type: signed.event.type, url, status });
      },
      (error: unknown) => {
        state.deliveries.push({
          eventId: signed.event.id,
          type: signed.event.type,
          url,
          status: null,
          error: error instanceof Error ? error.message : String(error),
        });
      },
    );
    pending.add(delivery);
    void delivery.finally(() => pending.delete(delivery));
    return delivery;
  }

  /** Records an event and starts its delivery; the promise settles once delivered. */
  function emit(
    type: string,
    object: unknown,
    account: string | null,
    previousAttributes?: Record<string, unknown>,
  ) {
    const event = buildEvent(type, clone(object), { account, previousAttributes });
    state.events.push(event);
    const signed = { event, ...signWebhookPayload(event, webhookSecret) };
    return { signed, delivered: deliver(signed) };
  }

  // ── lookups ──

  function find<T>(
    collection: Map<string, T>,
    id: string,
    account: string | null,
    label: string,
    param = "id",
  ): T {
    const object = collection.get(id);
    if (!object || (owners.get(id) ?? null) !== account) {
      throw new ApiError(404, {
        type: "invalid_request_error",
        code: "resource_missing",
        message: `No such ${label}: '${id}'`,
        param,
      });
    }
    return object;
  }

  function store<T extends { id: string }>(collection: Map<string, T>, object: T, account: string | null) {
    collection.set(object.id, object);
    owners.set(object.id, account);
    return object;
  }

  function requireChargesEnabled(account: string | null) {
    if (!account) return;
    const connected = state.accounts.get(account);
    if (connected && !connected.charges_enabled) {
      throw invalid(
        `The connected account ${account} cannot take charges yet: its onboarding is not finished (charges_enabled is false).`,
        undefined,
        "account_invalid",
      );
    }
  }

  function minimumAmount(amount: number, param: string) {
    if (amount < 50) {
      throw invalid("Amount must be at least 50 cents.", param, "amount_too_small");
    }
  }

  function paginate<T extends { id: string }>(all: T[], params: FormParams, path: string) {
    const newestFirst = [...all].reverse();
    const limit = Math.min(Number(text(params, "limit") ?? 10), 100);
    let start = 0;
    const after = text(params, "starting_after");
    if (after) start = newestFirst.findIndex((o) => o.id === after) + 1;
    const data = newestFirst.slice(start, start + limit);
    return { object: "list", data, has_more: start + limit < newestFirst.length, url: path };
  }

  const ownedBy = <T extends { id: string }>(collection: Map<string, T>, account: string | null) =>
    [...collection.values()].filter((o) => (owners.get(o.id) ?? null) === account);

  // ── accounts ──

  function createAccount(params: FormParams): AccountObject {
    const profile = nested(params, "business_profile") ?? {};
    const account: AccountObject = {
      id: randomId("acct", 16),
      object: "account",
      business_profile: {
        name: text(profile, "name") ?? null,
        url: text(profile, "url") ?? null,
        support_email: null,
      },
      business_type: text(params, "business_type") ?? null,
      capabilities: {},
      charges_enabled: false,
      controller: {
        type: "application",
        is_controller: true,
        stripe_dashboard: {
          type: text(nested(nested(params, "controller") ?? {}, "stripe_dashboard") ?? {}, "type") ?? "full",
        },
        fees: { payer: "account" },
        losses: { payments: "stripe" },
        requirement_collection: "stripe",
      },
      country: (text(params, "country") ?? "US").toUpperCase(),
      created: now(),
      default_currency: "usd",
      details_submitted: false,
      email: text(params, "email") ?? null,
      metadata: mergeMetadata({}, params),
      payouts_enabled: false,
      requirements: {
        alternatives: [],
        current_deadline: null,
        currently_due: [
          "business_profile.url",
          "business_type",
          "external_account",
          "tos_acceptance.date",
          "tos_acceptance.ip",
        ],
        disabled_reason: "requirements.past_due",
        errors: [],
        eventually_due: [
          "business_profile.url",
          "business_type",
          "external_account",
          "tos_acceptance.date",
          "tos_acceptance.ip",
        ],
        past_due: [],
        pending_verification: [],
      },
      type: "standard",
    };
    return store(state.accounts, account, null);
  }

  async function setAccountStatus(accountId: string, change: AccountStatusChange) {
    const account = find(state.accounts, accountId, null, "account", "account");
    const before = clone(account);
    if (change.chargesEnabled !== undefined) account.charges_enabled = change.chargesEnabled;
    if (change.payoutsEnabled !== undefined) account.payouts_enabled = change.payoutsEnabled;
    if (change.detailsSubmitted !== undefined) account.details_submitted = change.detailsSubmitted;
    if (change.requirementsDue !== undefined) {
      account.requirements.currently_due = [...change.requirementsDue];
      account.requirements.eventually_due = [...change.requirementsDue];
      account.requirements.past_due = [];
    }
    account.requirements.disabled_reason =
      change.disabledReason !== undefined
        ? change.disabledReason
        : account.charges_enabled && account.payouts_enabled
          ? null
          : (account.requirements.disabled_reason ?? "requirements.past_due");
    account.capabilities = account.charges_enabled
      ? { card_payments: "active", transfers: "active" }
      : { card_payments: "inactive", transfers: "inactive" };
    const { delivered } = emit("account.updated", account, account.id, {
      charges_enabled: before.charges_enabled,
      payouts_enabled: before.payouts_enabled,
      details_submitted: before.details_submitted,
      requirements: before.requirements,
    });
    await delivered;
    return clone(account);
  }

  function createAccountLink(params: FormParams): AccountLinkObject {
    const account = text(params, "account");
    if (!account) throw missingParam("account");
    find(state.accounts, account, null, "account", "account");
    const type = text(params, "type");
    if (!type) throw missingParam("type");
    if (type !== "account_onboarding" && type !== "account_update")
      throw invalid(`Invalid type: ${type}`, "type");
    const returnUrl = text(params, "return_url");
    if (!returnUrl) throw missingParam("return_url");
    const refreshUrl = text(params, "refresh_url") ?? returnUrl;
    const record: AccountLinkRecord = {
      id: randomId("link"),
      account,
      refreshUrl,
      returnUrl,
      used: false,
      expiresAt: now() + 300,
    };
    state.accountLinks.set(record.id, record);
    return {
      object: "account_link",
      created: now(),
      expires_at: record.expiresAt,
      url: `${baseUrl}/connect/onboarding/${record.id}`,
    };
  }

  // ── customers and payment methods ──

  function createCustomer(params: FormParams, account: string | null): CustomerObject {
    return store(
      state.customers,
      {
        id: randomId("cus", 14),
        object: "customer",
        created: now(),
        email: text(params, "email") ?? null,
        invoice_settings: { default_payment_method: null },
        livemode: false,
        metadata: mergeMetadata({}, params),
        name: text(params, "name") ?? null,
      },
      account,
    );
  }

  function addPaymentMethod(
    account: string | null,
    customerId: string | null,
    card: { brand?: string; last4?: string } = {},
  ) {
    if (customerId) find(state.customers, customerId, account, "customer", "customer");
    const method = store(
      state.paymentMethods,
      {
        id: randomId("pm"),
        object: "payment_method",
        card: {
          brand: card.brand ?? "visa",
          exp_month: 12,
          exp_year: new Date().getUTCFullYear() + 3,
          last4: card.last4 ?? "4242",
        },
        created: now(),
        customer: customerId,
        livemode: false,
        type: "card",
      },
      account,
    );
    return method;
  }

  // ── charges ──

  /** The saved card to charge (null for Stripe's test cards); throws Stripe's errors for a wrong one. */
  function paymentMethodFor(paymentMethodId: string, account: string | null, customer: string | null) {
    if (TEST_CARDS[paymentMethodId]) return null;
    const method = find(state.paymentMethods, paymentMethodId, account, "PaymentMethod", "payment_method");
    if (method.customer && customer && method.customer !== customer) {
      throw invalid(
        "The provided PaymentMethod belongs to a different Customer. Use the Customer it is attached to.",
        "payment_method",
      );
    }
    return method;
  }

  function charge(
    intent: PaymentIntentObject,
    account: string | null,
    paymentMethodId: string,
  ): { ok: true } | { ok: false; error: ApiError } {
    const card = TEST_CARDS[paymentMethodId];
    const method = paymentMethodFor(paymentMethodId, account, intent.customer);
    const failure = failures.shift() ?? card?.decline;
    intent.payment_method = paymentMethodId;
    if (failure) {
      intent.status = "requires_payment_method";
      intent.last_payment_error = {
        type: "card_error",
        code: failure.code,
        ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
        message: failure.message,
        payment_method: method,
      };
      const chargeId = randomId("ch");
      intent.latest_charge = chargeId;
      emit("payment_intent.payment_failed", intent, account);
      return {
        ok: false,
        error: new ApiError(402, {
          type: "card_error",
          code: failure.code,
          ...(failure.declineCode ? { decline_code: failure.declineCode } : {}),
          message: failure.message,
          charge: chargeId,
          payment_intent: clone(intent),
        }),
      };
    }
    intent.status = "succeeded";
    intent.amount_received = intent.amount;
    intent.last_payment_error = null;
    intent.latest_charge = randomId("ch");
    emit("payment_intent.succeeded", intent, account);
    return { ok: true };
  }

  function createPaymentIntent(params: FormParams, account: string | null): PaymentIntentObject {
    const amountText = text(params, "amount");
    if (!amountText) throw missingParam("amount");
    const amount = Number(amountText);
    if (!Number.isInteger(amount)) throw invalid(`Invalid integer: ${amountText}`, "amount");
    minimumAmount(amount, "amount");
    const currency = text(params, "currency");
    if (!currency) throw missingParam("currency");
    const customer = text(params, "customer") ?? null;
    if (customer) find(state.customers, customer, account, "customer", "customer");
    const paymentMethod = text(params, "payment_method") ?? null;
    const confirm = flag(params, "confirm") ?? false;
    if (confirm) {
      requireChargesEnabled(account);
      if (!paymentMethod) {
        throw invalid(
          "You cannot confirm this PaymentIntent because it's missing a payment method.",
          "payment_method",
        );
      }
    }
    if (paymentMethod) paymentMethodFor(paymentMethod, account, customer);
    const intent = store(
      state.paymentIntents,
      {
        id: randomId("pi"),
        object: "payment_intent",
        amount,
        amount_received: 0,
        confirmation_method: "automatic",
        created: now(),
        currency: currency.toLowerCase(),
        customer,
        description: text(params, "description") ?? null,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: mergeMetadata({}, params),
        payment_method: paymentMethod,
        setup_future_usage: text(params, "setup_future_usage") ?? null,
        status: paymentMethod ? "requires_confirmation" : "requires_payment_method",
      } satisfies PaymentIntentObject,
      account,
    );
    if (confirm && paymentMethod) {
      const result = charge(intent, account, paymentMethod);
      if (!result.ok) throw result.error;
    }
    return intent;
  }

  // ── checkout ──

  function createCheckoutSession(params: FormParams, account: string | null): CheckoutSessionObject {
    const mode = text(params, "mode");
    if (!mode) throw missingParam("mode");
    if (mode !== "payment") throw invalid(`The stand-in supports mode=payment only, not ${mode}.`, "mode");
    const successUrl = text(params, "success_url");
    if (!successUrl) throw missingParam("success_url");
    const lines = list(params, "line_items");
    if (lines.length === 0) throw missingParam("line_items");
    requireChargesEnabled(account);
    let currency: string | null = null;
    const lineItems = lines.map((line, i) => {
      const quantity = Number(text(line, "quantity") ?? 1);
      const priceData = nested(line, "price_data");
      const priceId = text(line, "price");
      let name: string;
      let amount: number;
      let lineCurrency: string;
      if (priceData) {
        const unitAmount = text(priceData, "unit_amount");
        if (!unitAmount) throw missingParam(`line_items[${i}][price_data][unit_amount]`);
        lineCurrency = text(priceData, "currency") ?? "";
        if (!lineCurrency) throw missingParam(`line_items[${i}][price_data][currency]`);
        name = text(nested(priceData, "product_data") ?? {}, "name") ?? "";
        if (!name) throw missingParam(`line_items[${i}][price_data][product_data][name]`);
        amount = Number(unitAmount);
      } else if (priceId) {
        const price = find(state.prices, priceId, account, "price", `line_items[${i}][price]`);
        name = state.products.get(price.product)?.name ?? price.product;
        amount = price.unit_amount;
        lineCurrency = price.currency;
      } else {
        throw invalid(
          `You must specify either \`price\` or \`price_data\` in line_items[${i}].`,
          `line_items[${i}]`,
        );
      }
      if (currency && currency !== lineCurrency.toLowerCase()) {
        throw invalid("All line items must use the same currency.", `line_items[${i}]`);
      }
      currency = lineCurrency.toLowerCase();
      return { name, amount, quantity };
    });
    const total = lineItems.reduce((sum, line) => sum + line.amount * line.quantity, 0);
    minimumAmount(total, "line_items");
    const customer = text(params, "customer") ?? null;
    if (customer) find(state.customers, customer, account, "customer", "customer");
    const customerEmail = text(params, "customer_email") ?? null;
    if (customer && customerEmail) {
      throw invalid(
        "You may only specify one of these parameters: customer, customer_email.",
        "customer_email",
      );
    }
    const intentData = nested(params, "payment_intent_data") ?? {};
    const id = randomId("cs_test", 58);
    const session = store(
      state.checkoutSessions,
      {
        id,
        object: "checkout.session",
        amount_subtotal: total,
        amount_total: total,
        cancel_url: text(params, "cancel_url") ?? null,
        client_reference_id: text(params, "client_reference_id") ?? null,
        created: now(),
        currency: currency ?? "usd",
        customer,
        customer_creation: customer ? null : (text(params, "customer_creation") ?? "if_required"),
        customer_details: null,
        customer_email: customerEmail,
        expires_at: now() + 24 * 3600,
        livemode: false,
        metadata: mergeMetadata({}, params),
        mode: "payment",
        payment_intent: null,
        payment_status: "unpaid",
        status: "open",
        success_url: successUrl,
        url: `${baseUrl}/checkout/${id}`,
      } satisfies CheckoutSessionObject,
      account,
    );
    checkoutExtras.set(id, {
      lineItems,
      paymentIntentData: {
        description: text(intentData, "description") ?? null,
        metadata: mergeMetadata({}, intentData),
        setupFutureUsage: text(intentData, "setup_future_usage") ?? null,
      },
    });
    return session;
  }

  /** The customer paying on the hosted page; `decline` is a card that fails. */
  async function payCheckout(sessionId: string, outcome: "pay" | "decline") {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== "open")
      throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
    const account = owners.get(sessionId) ?? null;
    const extras = checkoutExtras.get(sessionId)!;
    const deliveries: Promise<void>[] = [];
    const saveCard = extras.paymentIntentData.setupFutureUsage !== null;
    let customerId = session.customer;
    if (!customerId && (session.customer_creation === "always" || saveCard) && outcome === "pay") {
      customerId = createCustomer({ email: session.customer_email ?? "customer@example.com" }, account).id;
    }
    const method = addPaymentMethod(account, saveCard && outcome === "pay" ? customerId : null);
    const intent = store(
      state.paymentIntents,
      {
        id: randomId("pi"),
        object: "payment_intent",
        amount: session.amount_total,
        amount_received: 0,
        confirmation_method: "automatic",
        created: now(),
        currency: session.currency,
        customer: customerId,
        description: extras.paymentIntentData.description,
        last_payment_error: null,
        latest_charge: null,
        livemode: false,
        metadata: { ...extras.paymentIntentData.metadata },
        payment_method: method.id,
        setup_future_usage: extras.paymentIntentData.setupFutureUsage,
        status: "requires_confirmation",
      } satisfies PaymentIntentObject,
      account,
    );
    if (outcome === "decline" && failures.length === 0) failNextCharge();
    const result = charge(intent, account, method.id);
    session.payment_intent = intent.id;
    if (result.ok) {
      session.status = "complete";
      session.payment_status = "paid";
      session.customer = customerId;
      session.customer_details = {
        email:
          session.customer_email ?? (customerId ? (state.customers.get(customerId)?.email ?? null) : null),
        name: null,
      };
      deliveries.push(emit("checkout.session.completed", session, account).delivered);
    }
    // The payment intent's own event (emitted by charge) is delivered alongside.
    await Promise.all([...deliveries, flushWebhooks()]);
    return { session: clone(session), error: result.ok ? null : result.error.message };
  }

  function failNextCharge(
    message = "Your card was declined.",
    options: { code?: string; declineCode?: string } = {},
  ) {
    failures.push({
      code: options.code ?? "card_declined",
      declineCode: options.declineCode ?? "generic_decline",
      message,
    });
  }

  async function expireCheckout(sessionId: string) {
    const session = state.checkoutSessions.get(sessionId);
    if (!session) throw new Error(`No such checkout session: ${sessionId}`);
    if (session.status !== "open")
      throw new Error(`Checkout session ${sessionId} is ${session.status}, not open`);
    session.status = "expired";
    session.url = null;
    await emit("checkout.session.expired", session, owners.get(sessionId) ?? null).delivered;
    return clone(session);
  }

  // ── products and prices ──

  function createProduct(params: FormParams, account: string | null): ProductObject {
    const name = text(params, "name");
    if (!name) throw missingParam("name");
    return store(
      state.products,
      {
        id: randomId("prod", 14),
        object: "product",
        active: flag(params, "active") ?? true,
        created: now(),
        default_price: null,
        description: text(params, "description") || null,
        livemode: false,
        metadata: mergeMetadata({}, params),
        name,
        updated: now(),
      },
      account,
    );
  }

  function updateProduct(product: ProductObject, params: FormParams) {
    const name = text(params, "name");
    if (name === "") throw invalid("You cannot set 'name' to an empty string.", "name");
    if (name !== undefined) product.name = name;
    const description = text(params, "description");
    if (description !== undefined) product.description = description || null;
    const active = flag(params, "active");
    if (active !== undefined) product.active = active;
    product.metadata = mergeMetadata(product.metadata, params);
    product.updated = now();
    return product;
  }

  function createPrice(params: FormParams, account: string | null): PriceObject {
    const productId = text(params, "product");
    if (!productId) throw missingParam("product");
    const product = find(state.products, productId, account, "product", "product");
    const currency = text(params, "currency");
    if (!currency) throw missingParam("currency");
    const unitAmount = text(params, "unit_amount");
    if (unitAmount === undefined) throw missingParam("unit_amount");
    const recurring = nested(params, "recurring");
    const interval = recurring ? text(recurring, "interval") : undefined;
    if (recurring && !interval) throw missingParam("recurring[interval]");
    if (interval && !["day", "week", "month", "year"].includes(interval)) {
      throw invalid(
        `Invalid recurring[interval]: must be one of day, week, month, or year`,
        "recurring[interval]",
      );
    }
    const price = store(
      state.prices,
      {
        id: randomId("price"),
        object: "price",
        active: flag(params, "active") ?? true,
        billing_scheme: "per_unit",
        created: now(),
        currency: currency.toLowerCase(),
        livemode: false,
        metadata: mergeMetadata({}, params),
        product: product.id,
        recurring: interval
          ? {
              interval,
              interval_count: Number(text(recurring!, "interval_count") ?? 1),
              usage_type: "licensed",
            }
          : null,
        type: interval ? "recurring" : "one_time",
        unit_amount: Number(unitAmount),
      } satisfies PriceObject,
      account,
    );
    if (!product.default_price) product.default_price = price.id;
    return price;
  }

  // ── subscriptions ──

  function subscriptionItem(
    subscriptionId: string,
    price: PriceObject,
    start: number,
  ): SubscriptionItemObject {
    return {
      id: randomId("si", 14),
      object: "subscription_item",
      created: now(),
      current_period_end: addInterval(start, price.recurring!.interval, price.recurring!.interval_count),
      current_period_start: start,
      price: clone(price),
      quantity: 1,
      subscription: subscriptionId,
    };
  }

  function recurringPrice(priceId: string, account: string | null, param: string) {
    const price = find(state.prices, priceId, account, "price", param);
    if (!price.recurring) {
      throw invalid(
        `The price specified is set to \`type=one_time\` but this field only accepts prices with \`type=recurring\`.`,
        param,
      );
    }
    if (!price.active)
      throw invalid(`The price specified is inactive. This field only accepts active prices.`, param);
    return price;
  }

  function createSubscription(params: FormParams, account: string | null): SubscriptionObject {
    const customerId = text(params, "customer");
    if (!customerId) throw missingParam("customer");
    const customer = find(state.customers, customerId, account, "customer", "customer");
    const items = list(params, "items");
    if (items.length === 0) throw missingParam("items");
    const collection = (text(params, "collection_method") ??
      "charge_automatically") as SubscriptionObject["collection_method"];
    const daysUntilDue = text(params, "days_until_due");
    if (collection === "send_invoice" && !daysUntilDue) throw missingParam("days_until_due");
    const defaultPaymentMethod = text(params, "default_payment_method") ?? null;
    if (defaultPaymentMethod && !TEST_CARDS[defaultPaymentMethod]) {
      const method = find(
        state.paymentMethods,
        defaultPaymentMethod,
        account,
        "PaymentMethod",
        "default_payment_method",
      );
      if (method.customer !== customer.id) {
        throw invalid(
          "The customer does not have a payment method with the ID " +
            defaultPaymentMethod +
            ". The payment method must be attached to the customer.",
          "default_payment_method",
        );
      }
    }
    const id = randomId("sub");
    const start = now();
    const canCharge =
      collection === "send_invoice" ||
      defaultPaymentMethod ||
      customer.invoice_settings.default_payment_method;
    const subscription = store(
      state.subscriptions,
      {
        id,
        object: "subscription",
        cancel_at_period_end: flag(params, "cancel_at_period_end") ?? false,
        canceled_at: null,
        collection_method: collection,
        created: start,
        customer: customer.id,
        days_until_due: daysUntilDue ? Number(daysUntilDue) : null,
        default_payment_method: defaultPaymentMethod,
        ended_at: null,
        items: {
          object: "list",
          data: items.map((item, i) => {
            const priceId = text(item, "price");
            if (!priceId) throw missingParam(`items[${i}][price]`);
            return subscriptionItem(id, recurringPrice(priceId, account, `items[${i}][price]`), start);
          }),
          has_more: false,
          url: `/v1/subscription_items?subscription=${id}`,
        },
        livemode: false,
        metadata: mergeMetadata({}, params),
        pause_collection: null,
        start_date: start,
        status: canCharge ? "active" : "incomplete",
      } satisfies SubscriptionObject,
      account,
    );
    emit("customer.subscription.created", subscription, account);
    return subscription;
  }

  function updateSubscription(subscription: SubscriptionObject, params: FormParams, account: string | null) {
    if (subscription.status === "canceled") {
      throw invalid(
        "A canceled subscription can only update its cancellation_details and metadata.",
        undefined,
      );
    }
    const before = clone(subscription);
    const previous: Record<string, unknown> = {};
    list(params, "items").forEach((item, i) => {
      const priceId = text(item, "price");
      const itemId = text(item, "id");
      if (!priceId) return;
      const price = recurringPrice(priceId, account, `items[${i}][price]`);
      const existing = itemId ? subscription.items.data.find((si) => si.id === itemId) : undefined;
      if (itemId && !existing)
        throw invalid(`No such subscription item: '${itemId}'`, `items[${i}][id]`, "resource_missing");
      if (existing) existing.price = clone(price);
      else subscription.items.data.push(subscriptionItem(subscription.id, price, now()));
      previous.items = before.items;
    });
    if (params.pause_collection === "") {
      subscription.pause_collection = null;
      previous.pause_collection = before.pause_collection;
    } else {
      const pause = nested(params, "pause_collection");
      if (pause) {
        const behavior = text(pause, "behavior");
        if (!behavior) throw missingParam("pause_collection[behavior]");
        const resumesAt = text(pause, "resumes_at");
        subscription.pause_collection = { behavior, resumes_at: resumesAt ? Number(resumesAt) : null };
        previous.pause_collection = before.pause_collection;
      }
    }
    const cancelAtPeriodEnd = flag(params, "cancel_at_period_end");
    if (cancelAtPeriodEnd !== undefined) {
      subscription.cancel_at_period_end = cancelAtPeriodEnd;
      previous.cancel_at_period_end = before.cancel_at_period_end;
    }
    const defaultPaymentMethod = text(params, "default_payment_method");
    if (defaultPaymentMethod !== undefined) {
      subscription.default_payment_method = defaultPaymentMethod || null;
      previous.default_payment_method = before.default_payment_method;
    }
    if (params.metadata !== undefined) {
      subscription.metadata = mergeMetadata(subscription.metadata, params);
      previous.metadata = before.metadata;
    }
    emit("customer.subscription.updated", subscription, account, previous);
    return subscription;
  }

  function cancelSubscription(subscription: SubscriptionObject, account: string | null) {
    if (subscription.status !== "canceled") {
      subscription.status = "canceled";
      subscription.canceled_at = now();
      subscription.ended_at = now();
      emit("customer.subscription.deleted", subscription, account);
    }
    return subscription;
  }

  // ── the API router ──

  type Handler = (match: string[], params: FormParams, account: string | null) => unknown;
  const routes: [method: string, pattern: RegExp, handler: Handler][] = [
    [
      "POST",
      /^\/v1\/accounts$/,
      (_, p, account) => {
        if (account) throw invalid("Connected accounts cannot create other accounts.", undefined);
        return createAccount(p);
      },
    ],
    ["GET", /^\/v1\/accounts\/([^/]+)$/, ([id]) => find(state.accounts, id, null, "account", "account")],
    [
      "POST",
      /^\/v1\/accounts\/([^/]+)$/,
      ([id], p) => {
        const account = find(state.accounts, id, null, "account", "account");
        const email = text(p, "email");
        if (email !== undefined) account.email = email || null;
        const profile = nested(p, "business_profile");
        if (profile && text(profile, "name") !== undefined)
          account.business_profile.name = text(profile, "name") || null;
        account.metadata = mergeMetadata(account.metadata, p);
        emit("account.updated", account, account.id);
        return account;
      },
    ],
    ["POST", /^\/v1\/account_links$/, (_, p) => createAccountLink(p)],
    ["POST", /^\/v1\/checkout\/sessions$/, (_, p, account) => createCheckoutSession(p, account)],
    [
      "GET",
      /^\/v1\/checkout\/sessions\/([^/]+)$/,
      ([id], p, account) => {
        const session = clone(find(state.checkoutSessions, id, account, "checkout.session"));
        if (strings(p, "expand").includes("payment_intent") && typeof session.payment_intent === "string") {
          session.payment_intent = clone(state.paymentIntents.get(session.payment_intent) ?? null);
        }
        return session;
      },
    ],
    [
      "POST",
      /^\/v1\/checkout\/sessions\/([^/]+)\/expire$/,
      ([id], _p, account) => {
        const session = find(state.checkoutSessions, id, account, "checkout.session");
        if (session.status !== "open")
          throw invalid(`Only Checkout Sessions with a status of 'open' can be expired.`, undefined);
        session.status = "expired";
        session.url = null;
        emit("checkout.session.expired", session, account);
        return session;
      },
    ],
    ["POST", /^\/v1\/payment_intents$/, (_, p, account) => createPaymentIntent(p, account)],
    [
      "GET",
      /^\/v1\/payment_intents\/([^/]+)$/,
      ([id], _p, account) => find(state.paymentIntents, id, account, "payment_intent"),
    ],
    ["POST", /^\/v1\/customers$/, (_, p, account) => createCustomer(p, account)],
    [
      "GET",
      /^\/v1\/customers\/([^/]+)$/,
      ([id], _p, account) => find(state.customers, id, account, "customer"),
    ],
    [
      "GET",
      /^\/v1\/payment_methods\/([^/]+)$/,
      ([id], _p, account) => find(state.paymentMethods, id, account, "PaymentMethod"),
    ],
    ["POST", /^\/v1\/products$/, (_, p, account) => createProduct(p, account)],
    [
      "GET",
      /^\/v1\/products$/,
      (_, p, account) => {
        const active = flag(p, "active");
        const products = ownedBy(state.products, account).filter(
          (o) => active === undefined || o.active === active,
        );
        return paginate(products, p, "/v1/products");
      },
    ],
    ["GET", /^\/v1\/products\/([^/]+)$/, ([id], _p, account) => find(state.products, id, account, "product")],
    [
      "POST",
      /^\/v1\/products\/([^/]+)$/,
      ([id], p, account) => updateProduct(find(state.products, id, account, "product"), p),
    ],
    ["POST", /^\/v1\/prices$/, (_, p, account) => createPrice(p, account)],
    [
      "GET",
      /^\/v1\/prices$/,
      (_, p, account) => {
        const active = flag(p, "active");
        const product = text(p, "product");
        const prices = ownedBy(state.prices, account).filter(
          (o) => (active === undefined || o.active === active) && (!product || o.product === product),
        );
        return paginate(prices, p, "/v1/prices");
      },
    ],
    ["GET", /^\/v1\/prices\/([^/]+)$/, ([id], _p, account) => find(state.prices, id, account, "price")],
    [
      "POST",
      /^\/v1\/prices\/([^/]+)$/,
      ([id], p, account) => {
        const price = find(state.prices, id, account, "price");
        const active = flag(p, "active");
        if (active !== undefined) price.active = active;
        price.metadata = mergeMetadata(price.metadata, p);
        return price;
      },
    ],
    ["POST", /^\/v1\/subscriptions$/, (_, p, account) => createSubscription(p, account)],
    [
      "GET",
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], _p, account) => find(state.subscriptions, id, account, "subscription"),
    ],
    [
      "POST",
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], p, account) =>
        updateSubscription(find(state.subscriptions, id, account, "subscription"), p, account),
    ],
    [
      "DELETE",
      /^\/v1\/subscriptions\/([^/]+)$/,
      ([id], _p, account) =>
        cancelSubscription(find(state.subscriptions, id, account, "subscription"), account),
    ],
  ];

  function handleApi(method: string, path: string, params: FormParams, account: string | null) {
    const candidates = routes.filter(([, pattern]) => pattern.test(path));
    const route = candidates.find(([m]) => m === method);
    if (!route) {
      throw new ApiError(404, {
        type: "invalid_request_error",
        message: `Unrecognized request URL (${method}: ${path}). The stand-in does not implement it (tests/support/stripe-stand-in.ts).`,
      });
    }
    const match = route[1].exec(path)!.slice(1).map(decodeURIComponent);
    return clone(route[2](match, params, account));
  }

  async function api(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const requestId = randomId("req", 14);
    const send = (status: number, json: unknown, extra: Record<string, string> = {}) => {
      res.writeHead(status, { "content-type": "application/json", "request-id": requestId, ...extra });
      res.end(JSON.stringify(json, null, 2));
    };
    const authorization = req.headers.authorization ?? "";
    // The SDK sends `Bearer <key>`; curl -u sends the key as the Basic user name, which Stripe accepts too.
    const key = authorization.startsWith("Bearer ")
      ? authorization.slice(7)
      : authorization.startsWith("Basic ")
        ? Buffer.from(authorization.slice(6), "base64").toString("utf8").split(":")[0]
        : "";
    if (!/^(sk|rk)_/.test(key)) {
      send(401, {
        error: {
          type: "invalid_request_error",
          message: key
            ? `Invalid API Key provided: ${key.slice(0, 8)}****`
            : "You did not provide an API key. You need to provide your API key in the Authorization header.",
        },
      });
      return;
    }
    const method = req.method ?? "GET";
    const params = parseStripeForm(method === "POST" ? body : url.search);
    const account = (req.headers["stripe-account"] as string | undefined) || null;
    const idempotencyKey = (req.headers["idempotency-key"] as string | undefined) || null;
    state.requests.push({ method, path: url.pathname, account, idempotencyKey, params });
    if (account && !state.accounts.has(account)) {
      send(403, {
        error: {
          type: "invalid_request_error",
          code: "account_invalid",
          message: `The provided key '${key.slice(0, 8)}****' does not have access to account '${account}' (or that account does not exist). Application access may have been revoked.`,
        },
      });
      return;
    }
    const slot = idempotencyKey && method === "POST" ? `${account ?? ""}|${idempotencyKey}` : null;
    const fingerprint = `${method} ${url.pathname} ${body}`;
    if (slot) {
      const saved = idempotency.get(slot);
      if (saved && saved.fingerprint !== fingerprint) {
        send(400, {
          error: {
            type: "idempotency_error",
            message: `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${idempotencyKey}' if you meant to execute a different request.`,
          },
        });
        return;
      }
      if (saved) {
        send(saved.status, saved.body, { "idempotent-replayed": "true" });
        return;
      }
    }
    let status = 200;
    let json: unknown;
    try {
      json = handleApi(method, url.pathname, params, account);
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      status = error.status;
      json = { error: { ...error.body, request_log_url: `${baseUrl}/logs/${requestId}` } };
    }
    // Stripe saves the result once the endpoint ran: successes and card declines, not validation errors.
    if (slot && (status === 200 || status === 402))
      idempotency.set(slot, { fingerprint, status, body: json });
    send(status, json, idempotencyKey ? { "idempotency-key": idempotencyKey } : {});
  }

  // ── hosted pages ──

  // An empty icon, so the browser does not ask for /favicon.ico (a 404 the console-error fixture would report).
  const page = (title: string, body: string) =>
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<link rel="icon" href="data:,">` +
    `<style>body{font-family:system-ui,sans-serif;max-width:32rem;margin:3rem auto;padding:0 1rem}` +
    `button{font-size:1rem;padding:.5rem 1rem;margin-right:.5rem}.error{color:#b00020}</style></head>` +
    `<body><p>Stripe stand-in (test mode)</p>${body}</body></html>`;

  function sendHtml(res: http.ServerResponse, status: number, html: string) {
    res.writeHead(status, { "content-type": "text/html; charset=utf-8" });
    res.end(html);
  }

  function redirect(res: http.ServerResponse, location: string) {
    res.writeHead(303, { location });
    res.end();
  }

  async function hosted(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const method = req.method ?? "GET";
    const checkout = /^\/checkout\/([^/]+?)(?:\/(pay|decline))?$/.exec(url.pathname);
    if (checkout) {
      const session = state.checkoutSessions.get(checkout[1]);
      if (!session)
        return sendHtml(res, 404, page("Not found", "<h1>This checkout page does not exist</h1>"));
      const successUrl = session.success_url.replaceAll("{CHECKOUT_SESSION_ID}", session.id);
      if (method === "POST" && checkout[2]) {
        if (session.status !== "open") return redirect(res, `/checkout/${session.id}`);
        const { error } = await payCheckout(session.id, checkout[2] === "pay" ? "pay" : "decline");
        if (error) return redirect(res, `/checkout/${session.id}?error=${encodeURIComponent(error)}`);
        return redirect(res, successUrl);
      }
      const account = owners.get(session.id);
      const merchant = (account && state.accounts.get(account)?.business_profile.name) || "the merchant";
      const lines = checkoutExtras.get(session.id)?.lineItems ?? [];
      if (session.status !== "open") {
        return sendHtml(
          res,
          200,
          page(
            "Checkout",
            `<h1>This checkout session is ${session.status}</h1>` +
              (session.status === "complete"
                ? `<p><a href="${escapeHtml(successUrl)}">Continue</a></p>`
                : ""),
          ),
        );
      }
      const error = url.searchParams.get("error");
      return sendHtml(
        res,
        200,
        page(
          `Pay ${merchant}`,
          `<h1>Pay ${escapeHtml(merchant)}</h1>` +
            `<ul>${lines.map((l) => `<li>${escapeHtml(l.name)} — ${escapeHtml(formatAmount(l.amount * l.quantity, session.currency))}</li>`).join("")}</ul>` +
            `<p>Total <strong>${escapeHtml(formatAmount(session.amount_total, session.currency))}</strong></p>` +
            (session.customer_email ? `<p>${escapeHtml(session.customer_email)}</p>` : "") +
            (error ? `<p class="error" role="alert">${escapeHtml(error)}</p>` : "") +
            `<form method="post" action="/checkout/${session.id}/pay"><button type="submit">Pay ${escapeHtml(formatAmount(session.amount_total, session.currency))}</button></form>` +
            `<form method="post" action="/checkout/${session.id}/decline"><button type="submit">Pay with a declined card</button></form>` +
            (session.cancel_url ? `<p><a href="${escapeHtml(session.cancel_url)}">Back</a></p>` : ""),
        ),
      );
    }
    const onboarding = /^\/connect\/onboarding\/([^/]+?)(?:\/(finish))?$/.exec(url.pathname);
    if (onboarding) {
      const link = state.accountLinks.get(onboarding[1]);
      if (!link) return sendHtml(res, 404, page("Not found", "<h1>This onboarding link does not exist</h1>"));
      if (link.used || link.expiresAt < now()) return redirect(res, link.refreshUrl);
      if (method === "POST" && onboarding[2]) {
        link.used = true;
        await setAccountStatus(link.account, {
          chargesEnabled: true,
          payoutsEnabled: true,
          detailsSubmitted: true,
          requirementsDue: [],
          disabledReason: null,
        });
        return redirect(res, link.returnUrl);
      }
      const account = state.accounts.get(link.account)!;
      const name = account.business_profile.name ?? account.id;
      return sendHtml(
        res,
        200,
        page(
          `Set up payments for ${name}`,
          `<h1>Set up payments for ${escapeHtml(name)}</h1>` +
            `<p>Still needed: ${escapeHtml(account.requirements.currently_due.join(", ") || "nothing")}</p>` +
            `<form method="post" action="/connect/onboarding/${link.id}/finish"><button type="submit">Finish onboarding</button></form>` +
            `<p><a href="${escapeHtml(link.returnUrl)}">Leave onboarding</a></p>`,
        ),
      );
    }
    sendHtml(res, 404, page("Not found", "<h1>Not found</h1>"));
  }

  // ── control endpoints (for a stand-in started by the CLI in another process) ──

  async function control(req: http.IncomingMessage, res: http.ServerResponse, url: URL, body: string) {
    const sendJson = (status: number, json: unknown) => {
      res.writeHead(status, { "content-type": "application/json" });
      res.end(JSON.stringify(json, null, 2));
    };
    const input = (body ? JSON.parse(body) : {}) as Record<string, unknown>;
    const path = url.pathname.slice("/_stand-in".length);
    const method = req.method ?? "GET";
    const [, collection, id, action] = /^\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path) ?? [];
    if (method === "GET" && path === "/health") return sendJson(200, { ok: true });
    if (method === "GET" && path === "/state") {
      return sendJson(200, {
        accounts: [...state.accounts.values()],
        checkoutSessions: [...state.checkoutSessions.values()],
        paymentIntents: [...state.paymentIntents.values()],
        customers: [...state.customers.values()],
        paymentMethods: [...state.paymentMethods.values()],
        products: [...state.products.values()],
        prices: [...state.prices.values()],
        subscriptions: [...state.subscriptions.values()],
        events: state.events,
        deliveries: state.deliveries,
      });
    }
    if (method === "POST" && path === "/reset") {
      reset();
      return sendJson(200, { ok: true });
    }
    if (method === "POST" && collection === "checkout-sessions" && action === "complete") {
      return sendJson(200, await completeCheckout(id));
    }
    if (method === "POST" && collection === "checkout-sessions" && action === "expire") {
      return sendJson(200, await expireCheckout(id));
    }
    if (method === "POST" && collection === "accounts" && action === "status") {
      return sendJson(200, await setAccountStatus(id, input as AccountStatusChange));
    }
    if (method === "POST" && path === "/fail-next-charge") {
      failNextCharge(input.message as string | undefined, {
        code: input.code as string | undefined,
        declineCode: input.declineCode as string | undefined,
      });
      return sendJson(200, { ok: true });
    }
    if (method === "POST" && path === "/payment-methods") {
      return sendJson(200, { id: addPaymentMethod(input.account as string, input.customer as string).id });
    }
    if (method === "POST" && path === "/events") {
      const signed = emit(input.type as string, input.object, (input.account as string | undefined) ?? null);
      await signed.delivered;
      return sendJson(200, signed.signed);
    }
    if (method === "POST" && path === "/webhook") {
      setWebhook((input.url as string | null) ?? null, input.secret as string | undefined);
      return sendJson(200, { ok: true });
    }
    sendJson(404, { error: `Unknown stand-in control ${method} ${path}` });
  }

  // ── plumbing ──

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", baseUrl);
      const handle = url.pathname.startsWith("/v1/")
        ? api(req, res, url, body)
        : url.pathname.startsWith("/_stand-in/")
          ? control(req, res, url, body)
          : hosted(req, res, url);
      handle.catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        if (!res.headersSent) res.writeHead(500, { "content-type": "application/json" });
        res.end(JSON.stringify({ error: { type: "api_error", message: `Stand-in failure: ${message}` } }));
      });
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(options.port ?? 0, host, () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  baseUrl = `http://${host}:${port}`;

  function reset() {
    const fresh = emptyState();
    for (const key of Object.keys(fresh) as (keyof StandInState)[]) {
      const target = state[key];
      if (target instanceof Map) target.clear();
      else if (Array.isArray(target)) target.length = 0;
    }
    owners.clear();
    checkoutExtras.clear();
    idempotency.clear();
    failures = [];
  }

  async function flushWebhooks() {
    while (pending.size > 0) await Promise.all([...pending]);
  }

  async function completeCheckout(sessionId: string) {
    const { session, error } = await payCheckout(sessionId, "pay");
    if (error) throw new Error(`The checkout payment was declined: ${error}`);
    return session;
  }

  function setWebhook(url: string | null, secret?: string) {
    webhookUrl = url;
    if (secret) webhookSecret = secret;
  }

  return {
    url: baseUrl,
    host,
    port,
    env: {
      STRIPE_SECRET_KEY: "sk_test_drip_drop_stand_in",
      STRIPE_WEBHOOK_SECRET: webhookSecret,
      STRIPE_API_HOST: host,
      STRIPE_API_PORT: String(port),
      STRIPE_API_PROTOCOL: "http",
    },
    state,
    async close() {
      await flushWebhooks();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
    reset,
    completeCheckout,
    expireCheckout,
    setAccountStatus,
    failNextCharge,
    addPaymentMethod: (accountId, customerId, card) => addPaymentMethod(accountId, customerId, card).id,
    async emitEvent(type, object, eventOptions = {}) {
      const { signed, delivered } = emit(
        type,
        object,
        eventOptions.account ?? null,
        eventOptions.previousAttributes,
      );
      await delivered;
      return signed;
    },
    setWebhook,
    flushWebhooks,
  };
}
