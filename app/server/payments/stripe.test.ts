import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { type StripeStandIn, startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { signedWebhookEvent, signWebhookPayload } from "../../../tests/support/stripe-webhooks";
import {
  archivePrice,
  archiveProduct,
  cancelSubscription,
  chargeSavedPaymentMethod,
  connectedAccountStatus,
  createConnectedAccount,
  createCustomer,
  createInvoiceCheckout,
  createOnboardingLink,
  createPrice,
  createProduct,
  createSubscription,
  InvalidWebhookSignatureError,
  listPrices,
  listProducts,
  missingPaymentsSettings,
  type PaymentsEvent,
  PaymentsNotConfiguredError,
  PaymentsProviderError,
  pauseSubscription,
  resumeSubscription,
  retrieveCheckoutSession,
  retrieveSubscription,
  stripeEnabled,
  toPaymentsEvent,
  updateProduct,
  updateSubscriptionPrice,
  verifyWebhook,
} from "./stripe.server";

const ENV_NAMES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));

let standIn: StripeStandIn;

function useStandIn() {
  Object.assign(process.env, standIn.env);
}

function manualMode() {
  for (const name of ENV_NAMES) delete process.env[name];
}

beforeAll(async () => {
  standIn = await startStripeStandIn();
});

beforeEach(() => {
  useStandIn();
});

afterAll(async () => {
  await standIn.close();
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

/** A connected account that finished onboarding. */
async function readyAccount(name = "Blue Lagoon Pools") {
  const accountId = await createConnectedAccount({
    email: "owner@bluelagoon.test",
    companyName: name,
    country: "us",
  });
  await standIn.setAccountStatus(accountId, {
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
    requirementsDue: [],
  });
  return accountId;
}

const checkoutInput = (accountId: string, invoiceId = "inv_1001") => ({
  accountId,
  invoiceId,
  invoiceLabel: "Invoice 1001 — May service",
  amountCents: 12_550,
  currency: "USD",
  customerEmail: "pat@example.com",
  successUrl: "https://app.test/pay/inv_1001/done",
  cancelUrl: "https://app.test/pay/inv_1001",
});

const lastRequest = (path: string) => standIn.state.requests.filter((r) => r.path === path).at(-1)!;

describe("manual-payments mode (no STRIPE_SECRET_KEY)", () => {
  beforeEach(manualMode);

  it("is off and says which settings are missing", () => {
    expect(stripeEnabled()).toBe(false);
    expect(missingPaymentsSettings()).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
    process.env.STRIPE_SECRET_KEY = "sk_test_x";
    expect(stripeEnabled()).toBe(true);
    expect(missingPaymentsSettings()).toEqual(["STRIPE_WEBHOOK_SECRET"]);
  });

  it("every function that needs Stripe throws PaymentsNotConfiguredError naming STRIPE_SECRET_KEY", async () => {
    const calls: (() => Promise<unknown>)[] = [
      () => createConnectedAccount({ email: "a@b.c", companyName: "A", country: "US" }),
      () => createOnboardingLink("acct_1", { refreshUrl: "https://x", returnUrl: "https://x" }),
      () => connectedAccountStatus("acct_1"),
      () => createInvoiceCheckout(checkoutInput("acct_1")),
      () => retrieveCheckoutSession("acct_1", "cs_1"),
      () =>
        chargeSavedPaymentMethod({
          accountId: "acct_1",
          customerId: "cus_1",
          paymentMethodId: "pm_1",
          amountCents: 100,
          currency: "usd",
          invoiceId: "inv_1",
          idempotencyKey: "k",
        }),
      () => createCustomer("acct_1", { email: "a@b.c", name: "A" }),
      () => createProduct("acct_1", { name: "Weekly service" }),
      () => updateProduct("acct_1", "prod_1", { name: "x" }),
      () => archiveProduct("acct_1", "prod_1"),
      () => listProducts("acct_1"),
      () =>
        createPrice("acct_1", {
          productId: "prod_1",
          unitAmountCents: 100,
          currency: "usd",
          interval: "month",
        }),
      () => createSubscription("acct_1", { customerId: "cus_1", priceId: "price_1" }),
      () => updateSubscriptionPrice("acct_1", "sub_1", "price_2"),
      () => pauseSubscription("acct_1", "sub_1"),
      () => resumeSubscription("acct_1", "sub_1"),
      () => cancelSubscription("acct_1", "sub_1"),
    ];
    for (const call of calls) {
      const error = await call().catch((e: unknown) => e);
      expect(error).toBeInstanceOf(PaymentsNotConfiguredError);
      expect((error as PaymentsNotConfiguredError).setting).toBe("STRIPE_SECRET_KEY");
      expect((error as Error).message).toMatch(/set STRIPE_SECRET_KEY/i);
    }
    expect(standIn.state.requests.length).toBe(0);
  });

  it("webhook verification needs STRIPE_WEBHOOK_SECRET", () => {
    const { body, header } = signWebhookPayload({ id: "evt_1", object: "event" });
    expect(() => verifyWebhook(body, header)).toThrow(PaymentsNotConfiguredError);
    expect(() => verifyWebhook(body, header)).toThrow(/STRIPE_WEBHOOK_SECRET/);
  });
});

describe("Connect: the company's own account", () => {
  it("creates a Standard-like account and reports what onboarding still needs", async () => {
    const accountId = await createConnectedAccount({
      email: "owner@bluelagoon.test",
      companyName: "Blue Lagoon Pools",
      country: "us",
      companyId: "company-7",
    });
    expect(accountId).toMatch(/^acct_/);
    const sent = lastRequest("/v1/accounts");
    expect(sent.account).toBeNull();
    expect(sent.params).toMatchObject({
      country: "US",
      email: "owner@bluelagoon.test",
      business_profile: { name: "Blue Lagoon Pools" },
      controller: {
        stripe_dashboard: { type: "full" },
        fees: { payer: "account" },
        losses: { payments: "stripe" },
        requirement_collection: "stripe",
      },
      metadata: { companyId: "company-7" },
    });

    const status = await connectedAccountStatus(accountId);
    expect(status).toMatchObject({
      accountId,
      chargesEnabled: false,
      payoutsEnabled: false,
      detailsSubmitted: false,
    });
    expect(status.requirementsDue).toContain("external_account");
    expect(status.disabledReason).toBe("requirements.past_due");
  });

  it("onboards through the hosted link and comes back to the return URL", async () => {
    const accountId = await createConnectedAccount({
      email: "o@x.test",
      companyName: "Splash Co",
      country: "US",
    });
    const url = await createOnboardingLink(accountId, {
      refreshUrl: "https://app.test/settings/payments/refresh",
      returnUrl: "https://app.test/settings/payments",
    });
    expect(lastRequest("/v1/account_links").params).toMatchObject({
      account: accountId,
      type: "account_onboarding",
    });

    const pageHtml = await (await fetch(url)).text();
    expect(pageHtml).toContain("Set up payments for Splash Co");
    const finish = await fetch(`${url}/finish`, { method: "POST", redirect: "manual" });
    expect(finish.status).toBe(303);
    expect(finish.headers.get("location")).toBe("https://app.test/settings/payments");
    // Account links are single-use: a second visit goes to the refresh URL.
    const again = await fetch(url, { redirect: "manual" });
    expect(again.headers.get("location")).toBe("https://app.test/settings/payments/refresh");

    expect(await connectedAccountStatus(accountId)).toEqual({
      accountId,
      chargesEnabled: true,
      payoutsEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
      disabledReason: null,
    });
    const event = standIn.state.events.filter((e) => e.type === "account.updated").at(-1)!;
    expect(event.account).toBe(accountId);
  });

  it("an unknown account is a provider error with Stripe's code", async () => {
    const error = await connectedAccountStatus("acct_nope").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect(error).toMatchObject({ code: "resource_missing", statusCode: 404 });
  });
});

describe("Checkout for an invoice", () => {
  it("refuses an account that has not finished onboarding", async () => {
    const accountId = await createConnectedAccount({
      email: "o@x.test",
      companyName: "New Co",
      country: "US",
    });
    const error = await createInvoiceCheckout(checkoutInput(accountId)).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect((error as PaymentsProviderError).message).toMatch(/onboarding is not finished/);
  });

  it("creates a session on the connected account, then reads it back paid", async () => {
    const accountId = await readyAccount();
    const { sessionId, url } = await createInvoiceCheckout(checkoutInput(accountId));
    expect(sessionId).toMatch(/^cs_test_/);
    expect(url).toBe(`${standIn.url}/checkout/${sessionId}`);

    const sent = lastRequest("/v1/checkout/sessions");
    expect(sent.account).toBe(accountId);
    expect(sent.params).toMatchObject({
      mode: "payment",
      line_items: [
        {
          quantity: "1",
          price_data: {
            currency: "usd",
            unit_amount: "12550",
            product_data: { name: "Invoice 1001 — May service" },
          },
        },
      ],
      customer_email: "pat@example.com",
      client_reference_id: "inv_1001",
      metadata: { invoiceId: "inv_1001" },
      payment_intent_data: { metadata: { invoiceId: "inv_1001" } },
      success_url: "https://app.test/pay/inv_1001/done?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "https://app.test/pay/inv_1001",
    });

    expect(await retrieveCheckoutSession(accountId, sessionId)).toMatchObject({
      status: "open",
      paymentStatus: "unpaid",
      amountTotal: 12_550,
      invoiceId: "inv_1001",
      paymentIntentId: null,
    });

    await standIn.completeCheckout(sessionId);
    const paid = await retrieveCheckoutSession(accountId, sessionId);
    expect(paid).toMatchObject({
      sessionId,
      status: "complete",
      paymentStatus: "paid",
      amountTotal: 12_550,
      currency: "usd",
      invoiceId: "inv_1001",
    });
    expect(paid.paymentIntentId).toMatch(/^pi_/);
    expect(standIn.state.paymentIntents.get(paid.paymentIntentId!)).toMatchObject({
      status: "succeeded",
      amount: 12_550,
      metadata: { invoiceId: "inv_1001" },
    });
  });

  it("keeps a success URL that already has the placeholder, and hides the session from other accounts", async () => {
    const accountId = await readyAccount();
    const other = await readyAccount("Other Pools");
    const { sessionId } = await createInvoiceCheckout({
      ...checkoutInput(accountId),
      successUrl: "https://app.test/paid?invoice=inv_1001&session={CHECKOUT_SESSION_ID}",
    });
    expect(lastRequest("/v1/checkout/sessions").params.success_url).toBe(
      "https://app.test/paid?invoice=inv_1001&session={CHECKOUT_SESSION_ID}",
    );
    const error = await retrieveCheckoutSession(other, sessionId).catch((e: unknown) => e);
    expect(error).toMatchObject({ code: "resource_missing", statusCode: 404 });
  });

  it("the hosted page pays and sends the customer to the success URL with the session id", async () => {
    const accountId = await readyAccount();
    const { sessionId, url } = await createInvoiceCheckout(checkoutInput(accountId));
    const html = await (await fetch(url)).text();
    expect(html).toContain("Pay Blue Lagoon Pools");
    expect(html).toContain("$125.50");

    const declined = await fetch(`${url}/decline`, { method: "POST", redirect: "manual" });
    expect(declined.headers.get("location")).toMatch(/error=Your%20card%20was%20declined/);
    expect((await retrieveCheckoutSession(accountId, sessionId)).status).toBe("open");

    const paid = await fetch(`${url}/pay`, { method: "POST", redirect: "manual" });
    expect(paid.status).toBe(303);
    expect(paid.headers.get("location")).toBe(`https://app.test/pay/inv_1001/done?session_id=${sessionId}`);
    expect((await retrieveCheckoutSession(accountId, sessionId)).paymentStatus).toBe("paid");
  });

  it("refuses a zero amount before calling Stripe", async () => {
    const accountId = await readyAccount();
    await expect(createInvoiceCheckout({ ...checkoutInput(accountId), amountCents: 0 })).rejects.toThrow(
      RangeError,
    );
  });
});

describe("autopay: charging a saved card", () => {
  /** A customer who paid once by Checkout and saved the card. */
  async function savedCard() {
    const accountId = await readyAccount();
    const { sessionId } = await createInvoiceCheckout({
      ...checkoutInput(accountId),
      savePaymentMethod: true,
    });
    expect(lastRequest("/v1/checkout/sessions").params).toMatchObject({
      customer_creation: "always",
      payment_intent_data: { setup_future_usage: "off_session" },
    });
    await standIn.completeCheckout(sessionId);
    const session = await retrieveCheckoutSession(accountId, sessionId);
    expect(session.customerId).toMatch(/^cus_/);
    expect(session.paymentMethodId).toMatch(/^pm_/);
    return { accountId, customerId: session.customerId!, paymentMethodId: session.paymentMethodId! };
  }

  const charge = (
    card: { accountId: string; customerId: string; paymentMethodId: string },
    key: string,
    amountCents = 9_900,
  ) =>
    chargeSavedPaymentMethod({
      ...card,
      amountCents,
      currency: "usd",
      invoiceId: "inv_2002",
      idempotencyKey: key,
    });

  it("charges off-session and confirms at once", async () => {
    const card = await savedCard();
    const result = await charge(card, "autopay-inv_2002-1");
    expect(result).toMatchObject({ ok: true, status: "succeeded" });
    const sent = lastRequest("/v1/payment_intents");
    expect(sent).toMatchObject({ account: card.accountId, idempotencyKey: "autopay-inv_2002-1" });
    expect(sent.params).toMatchObject({
      off_session: "true",
      confirm: "true",
      metadata: { invoiceId: "inv_2002" },
    });
    expect(standIn.state.paymentIntents.get(result.paymentIntentId!)).toMatchObject({
      status: "succeeded",
      amount: 9_900,
    });
  });

  it("the same idempotency key never charges twice; other parameters under it are refused", async () => {
    const card = await savedCard();
    const first = await charge(card, "autopay-inv_2002-once");
    const again = await charge(card, "autopay-inv_2002-once");
    expect(again).toEqual(first);
    const intents = [...standIn.state.paymentIntents.values()].filter(
      (pi) => pi.customer === card.customerId,
    );
    expect(intents.filter((pi) => pi.amount === 9_900)).toHaveLength(1);

    const error = await charge(card, "autopay-inv_2002-once", 5_000).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect(error).toMatchObject({ type: "idempotency_error" });
  });

  it("a decline is a result with Stripe's message, replayed under the same key", async () => {
    const card = await savedCard();
    standIn.failNextCharge("Your card was declined.");
    const declined = await charge(card, "autopay-inv_2002-decline");
    expect(declined).toMatchObject({
      ok: false,
      status: "failed",
      code: "card_declined",
      declineCode: "generic_decline",
      message: "Your card was declined.",
    });
    expect(declined.paymentIntentId).toMatch(/^pi_/);
    expect(standIn.state.paymentIntents.get(declined.paymentIntentId!)?.status).toBe(
      "requires_payment_method",
    );
    expect(await charge(card, "autopay-inv_2002-decline")).toEqual(declined);
    expect(await charge(card, "autopay-inv_2002-retry")).toMatchObject({ ok: true });
  });

  it("Stripe's test cards decline the way they do in test mode", async () => {
    const accountId = await readyAccount();
    const customerId = await createCustomer(accountId, { email: "c@x.test", name: "C" });
    const insufficient = await chargeSavedPaymentMethod({
      accountId,
      customerId,
      paymentMethodId: "pm_card_chargeDeclinedInsufficientFunds",
      amountCents: 5_000,
      currency: "usd",
      invoiceId: "inv_3",
      idempotencyKey: "k-insufficient",
    });
    expect(insufficient).toMatchObject({
      ok: false,
      declineCode: "insufficient_funds",
      message: "Your card has insufficient funds.",
    });
    const authentication = await chargeSavedPaymentMethod({
      accountId,
      customerId,
      paymentMethodId: "pm_card_authenticationRequired",
      amountCents: 5_000,
      currency: "usd",
      invoiceId: "inv_3",
      idempotencyKey: "k-auth",
    });
    expect(authentication).toMatchObject({ ok: false, code: "authentication_required" });
  });

  it("a card of another customer is not a decline: it throws", async () => {
    const card = await savedCard();
    const stranger = await createCustomer(card.accountId, { email: "s@x.test", name: "S" });
    const error = await charge({ ...card, customerId: stranger }, "k-stranger").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect((error as Error).message).toMatch(/different Customer/);
  });
});

describe("products, prices and subscriptions on the connected account", () => {
  it("creates, updates, lists and archives products and prices", async () => {
    const accountId = await readyAccount();
    const weekly = await createProduct(accountId, {
      name: "Weekly service",
      description: "Chemicals included",
    });
    expect(weekly).toMatchObject({ name: "Weekly service", description: "Chemicals included", active: true });
    expect(lastRequest("/v1/products").account).toBe(accountId);

    expect(
      await updateProduct(accountId, weekly.id, { name: "Weekly full service", description: null }),
    ).toMatchObject({
      name: "Weekly full service",
      description: null,
    });
    const monthly = await createProduct(accountId, { name: "Monthly filter clean" });
    const price = await createPrice(accountId, {
      productId: weekly.id,
      unitAmountCents: 16_000,
      currency: "USD",
      interval: "month",
    });
    expect(price).toEqual({
      id: price.id,
      productId: weekly.id,
      unitAmountCents: 16_000,
      currency: "usd",
      interval: "month",
      intervalCount: 1,
      active: true,
    });
    const biweekly = await createPrice(accountId, {
      productId: weekly.id,
      unitAmountCents: 9_000,
      currency: "usd",
      interval: "week",
      intervalCount: 2,
    });
    expect(biweekly).toMatchObject({ interval: "week", intervalCount: 2 });
    expect((await listPrices(accountId, weekly.id)).map((p) => p.id)).toEqual([biweekly.id, price.id]);
    expect(await archivePrice(accountId, biweekly.id)).toMatchObject({ active: false });
    expect((await listPrices(accountId, weekly.id, { active: true })).map((p) => p.id)).toEqual([price.id]);

    expect(await archiveProduct(accountId, monthly.id)).toMatchObject({ active: false });
    expect((await listProducts(accountId)).map((p) => p.name)).toEqual([
      "Monthly filter clean",
      "Weekly full service",
    ]);
    expect((await listProducts(accountId, { active: true })).map((p) => p.name)).toEqual([
      "Weekly full service",
    ]);
    // Another account sees none of them.
    expect(await listProducts(await readyAccount("Elsewhere"))).toEqual([]);
  });

  it("lists every product across pages", async () => {
    const accountId = await readyAccount();
    for (let i = 0; i < 105; i++) await createProduct(accountId, { name: `Plan ${i}` });
    const products = await listProducts(accountId);
    expect(products).toHaveLength(105);
    expect(products[0].name).toBe("Plan 104");
    expect(new Set(products.map((p) => p.id)).size).toBe(105);
  });

  it("subscribes, changes the price, pauses, resumes and cancels", async () => {
    const accountId = await readyAccount();
    const product = await createProduct(accountId, { name: "Weekly service" });
    const monthly = await createPrice(accountId, {
      productId: product.id,
      unitAmountCents: 16_000,
      currency: "usd",
      interval: "month",
    });
    const dearer = await createPrice(accountId, {
      productId: product.id,
      unitAmountCents: 18_000,
      currency: "usd",
      interval: "month",
    });
    const customerId = await createCustomer(accountId, { email: "pat@example.com", name: "Pat Doe" });
    expect(customerId).toMatch(/^cus_/);
    expect(lastRequest("/v1/customers")).toMatchObject({
      account: accountId,
      params: { email: "pat@example.com", name: "Pat Doe" },
    });
    const paymentMethodId = standIn.addPaymentMethod(accountId, customerId);

    const subscription = await createSubscription(accountId, {
      customerId,
      priceId: monthly.id,
      paymentMethodId,
    });
    expect(subscription).toMatchObject({
      customerId,
      status: "active",
      priceId: monthly.id,
      paused: false,
      cancelAtPeriodEnd: false,
      canceledAt: null,
    });
    expect(lastRequest("/v1/subscriptions").params).toMatchObject({
      collection_method: "charge_automatically",
      default_payment_method: paymentMethodId,
    });
    const inAMonth = new Date();
    inAMonth.setUTCMonth(inAMonth.getUTCMonth() + 1);
    expect(Math.abs(subscription.currentPeriodEnd!.getTime() - inAMonth.getTime())).toBeLessThan(5_000);

    const itemId = standIn.state.subscriptions.get(subscription.id)!.items.data[0].id;
    expect(await updateSubscriptionPrice(accountId, subscription.id, dearer.id)).toMatchObject({
      priceId: dearer.id,
    });
    expect(lastRequest(`/v1/subscriptions/${subscription.id}`).params).toMatchObject({
      items: [{ id: itemId, price: dearer.id }],
      proration_behavior: "none",
    });

    const resumesAt = new Date(Date.UTC(2031, 5, 1));
    expect(await pauseSubscription(accountId, subscription.id, { resumesAt })).toMatchObject({
      paused: true,
      resumesAt,
    });
    expect(lastRequest(`/v1/subscriptions/${subscription.id}`).params).toMatchObject({
      pause_collection: { behavior: "void", resumes_at: String(resumesAt.getTime() / 1000) },
    });
    expect(await resumeSubscription(accountId, subscription.id)).toMatchObject({
      paused: false,
      resumesAt: null,
    });
    expect(await cancelSubscription(accountId, subscription.id, { atPeriodEnd: true })).toMatchObject({
      status: "active",
      cancelAtPeriodEnd: true,
    });
    const canceled = await cancelSubscription(accountId, subscription.id);
    expect(canceled.status).toBe("canceled");
    expect(canceled.canceledAt).toBeInstanceOf(Date);
    expect((await retrieveSubscription(accountId, subscription.id)).status).toBe("canceled");

    const types = standIn.state.events.filter((e) => e.account === accountId).map((e) => e.type);
    expect(types).toEqual(
      expect.arrayContaining([
        "customer.subscription.created",
        "customer.subscription.updated",
        "customer.subscription.deleted",
      ]),
    );
  });

  it("without a saved card the subscription is invoiced by e-mail", async () => {
    const accountId = await readyAccount();
    const product = await createProduct(accountId, { name: "Monthly" });
    const price = await createPrice(accountId, {
      productId: product.id,
      unitAmountCents: 10_000,
      currency: "usd",
      interval: "month",
    });
    const customerId = await createCustomer(accountId, { email: "q@x.test", name: "Q" });
    const subscription = await createSubscription(accountId, { customerId, priceId: price.id });
    expect(subscription.status).toBe("active");
    expect(lastRequest("/v1/subscriptions").params).toMatchObject({
      collection_method: "send_invoice",
      days_until_due: "14",
    });
  });
});

describe("webhooks", () => {
  const secret = "whsec_test_webhooks";
  beforeEach(() => {
    process.env.STRIPE_WEBHOOK_SECRET = secret;
  });

  const sample = { id: "cs_test_1", object: "checkout.session", metadata: { invoiceId: "inv_9" } };

  it("accepts a correctly signed payload", () => {
    const { body, header, event } = signedWebhookEvent("checkout.session.completed", sample, {
      account: "acct_1",
      secret,
    });
    const verified = verifyWebhook(body, header);
    expect(verified.id).toBe(event.id);
    expect(verified.type).toBe("checkout.session.completed");
    expect(verified.account).toBe("acct_1");
  });

  it("rejects a tampered body, a wrong secret, an old timestamp and a missing header", () => {
    const { body, header } = signedWebhookEvent("checkout.session.completed", sample, { secret });
    expect(() => verifyWebhook(body.replace("inv_9", "inv_8"), header)).toThrow(InvalidWebhookSignatureError);

    const wrong = signedWebhookEvent("checkout.session.completed", sample, { secret: "whsec_someone_else" });
    expect(() => verifyWebhook(wrong.body, wrong.header)).toThrow(InvalidWebhookSignatureError);

    const old = signedWebhookEvent("checkout.session.completed", sample, {
      secret,
      timestamp: Math.floor(Date.now() / 1000) - 10 * 60,
    });
    expect(() => verifyWebhook(old.body, old.header)).toThrow(/tolerance/i);
    expect(() => verifyWebhook(old.body, old.header)).toThrow(InvalidWebhookSignatureError);

    expect(() => verifyWebhook(body, "")).toThrow(InvalidWebhookSignatureError);
  });

  describe("the stand-in's events, delivered to a webhook endpoint", () => {
    let receiver: http.Server;
    let received: { status: number; event?: PaymentsEvent; error?: string }[] = [];

    beforeAll(async () => {
      receiver = http.createServer((req, res) => {
        let raw = "";
        req.on("data", (chunk) => {
          raw += chunk;
        });
        req.on("end", () => {
          try {
            const event = toPaymentsEvent(verifyWebhook(raw, String(req.headers["stripe-signature"] ?? "")));
            received.push({ status: 200, event });
            res.writeHead(200).end();
          } catch (error) {
            received.push({ status: 400, error: (error as Error).message });
            res.writeHead(400).end();
          }
        });
      });
      await new Promise<void>((resolve) => receiver.listen(0, "127.0.0.1", resolve));
      standIn.setWebhook(
        `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/webhooks/stripe`,
        secret,
      );
    });

    afterEach(() => {
      received = [];
    });

    afterAll(async () => {
      standIn.setWebhook(null);
      await new Promise((resolve) => receiver.close(resolve));
    });

    const kinds = () => received.map((r) => r.event?.type ?? r.error);

    it("checkout.session.completed and payment_intent.succeeded, verified and read as plain events", async () => {
      const accountId = await readyAccount();
      received = [];
      const { sessionId } = await createInvoiceCheckout(checkoutInput(accountId, "inv_4004"));
      await standIn.completeCheckout(sessionId);
      expect(kinds()).toEqual(
        expect.arrayContaining(["checkout.session.completed", "payment_intent.succeeded"]),
      );
      expect(received.every((r) => r.status === 200)).toBe(true);
      const checkout = received.find((r) => r.event?.kind === "checkout")!.event!;
      expect(checkout).toMatchObject({
        kind: "checkout",
        outcome: "completed",
        accountId,
        session: { sessionId, invoiceId: "inv_4004", paymentStatus: "paid", amountTotal: 12_550 },
      });
      const payment = received.find((r) => r.event?.kind === "payment")!.event!;
      expect(payment).toMatchObject({
        kind: "payment",
        outcome: "succeeded",
        invoiceId: "inv_4004",
        amountCents: 12_550,
      });
      expect(standIn.state.deliveries.filter((d) => d.status !== 200)).toEqual([]);
    });

    it("payment_intent.payment_failed when autopay is declined", async () => {
      const accountId = await readyAccount();
      const customerId = await createCustomer(accountId, { email: "c@x.test", name: "C" });
      const paymentMethodId = standIn.addPaymentMethod(accountId, customerId);
      received = [];
      standIn.failNextCharge("Your card has expired.", { code: "expired_card", declineCode: "expired_card" });
      const result = await chargeSavedPaymentMethod({
        accountId,
        customerId,
        paymentMethodId,
        amountCents: 7_000,
        currency: "usd",
        invoiceId: "inv_5005",
        idempotencyKey: "autopay-inv_5005-1",
      });
      expect(result.ok).toBe(false);
      await standIn.flushWebhooks();
      expect(received.map((r) => r.event)).toEqual([
        expect.objectContaining({
          kind: "payment",
          outcome: "failed",
          accountId,
          invoiceId: "inv_5005",
          failureCode: "expired_card",
          failureMessage: "Your card has expired.",
        }),
      ]);
    });

    it("account.updated and customer.subscription.*", async () => {
      const accountId = await createConnectedAccount({
        email: "o@x.test",
        companyName: "Late Co",
        country: "US",
      });
      await standIn.setAccountStatus(accountId, {
        detailsSubmitted: true,
        requirementsDue: ["external_account"],
      });
      const account = received.at(-1)!.event!;
      expect(account).toMatchObject({
        kind: "account",
        accountId,
        status: { chargesEnabled: false, detailsSubmitted: true, requirementsDue: ["external_account"] },
      });

      const ready = await readyAccount();
      const product = await createProduct(ready, { name: "Weekly" });
      const price = await createPrice(ready, {
        productId: product.id,
        unitAmountCents: 5_000,
        currency: "usd",
        interval: "week",
      });
      const customerId = await createCustomer(ready, { email: "c@x.test", name: "C" });
      received = [];
      const subscription = await createSubscription(ready, { customerId, priceId: price.id });
      await pauseSubscription(ready, subscription.id);
      await cancelSubscription(ready, subscription.id);
      await standIn.flushWebhooks();
      expect(received.map((r) => r.event)).toEqual([
        expect.objectContaining({
          kind: "subscription",
          change: "created",
          subscription: expect.objectContaining({ id: subscription.id }),
        }),
        expect.objectContaining({
          kind: "subscription",
          change: "updated",
          subscription: expect.objectContaining({ paused: true }),
        }),
        expect.objectContaining({
          kind: "subscription",
          change: "deleted",
          subscription: expect.objectContaining({ status: "canceled" }),
        }),
      ]);
    });

    it("emitEvent sends any event and returns the signed request", async () => {
      const signed = await standIn.emitEvent(
        "invoice.paid",
        {
          id: "in_1",
          object: "invoice",
          customer: "cus_1",
          amount_paid: 16_000,
          amount_due: 16_000,
          currency: "usd",
          hosted_invoice_url: "https://invoice.test/in_1",
          parent: { type: "subscription_details", subscription_details: { subscription: "sub_1" } },
        },
        { account: "acct_1" },
      );
      expect(verifyWebhook(signed.body, signed.header).id).toBe(signed.event.id);
      expect(received.at(-1)!.event).toMatchObject({
        kind: "subscription_invoice",
        outcome: "paid",
        stripeInvoiceId: "in_1",
        subscriptionId: "sub_1",
        amountPaidCents: 16_000,
      });
    });
  });
});

describe("configuration", () => {
  it("reports an unreachable API as a connection error", async () => {
    process.env.STRIPE_API_PORT = "1";
    const error = await connectedAccountStatus("acct_1").catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PaymentsProviderError);
    expect(error).toMatchObject({ type: "connection_error" });
  }, 20_000);

  it("refuses a protocol other than http or https", async () => {
    process.env.STRIPE_API_PROTOCOL = "ftp";
    await expect(connectedAccountStatus("acct_1")).rejects.toThrow(/STRIPE_API_PROTOCOL/);
  });
});
