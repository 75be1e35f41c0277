import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { parseListQuery } from "~/core/listing/list-query";
import { company, customerBilling, customerSubscription } from "~/db/schema";
import {
  createConnectedAccount,
  type PaymentsEvent,
  PaymentsNotConfiguredError,
  retrieveSubscription,
  type SubscriptionSummary,
} from "~/server/payments/stripe.server";
import { customerInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { type StripeStandIn, startStripeStandIn } from "../../../tests/support/stripe-stand-in";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import type { TenantContext } from "../tenant.server";
import {
  activePriceOptions,
  changeProductPrice,
  createProduct,
  getProduct,
  listProducts,
  setProductArchived,
  updateProduct,
} from "./products.server";
import { StripeAccountNotReadyError, stripeSetup } from "./products-account.server";
import { newProductFormSchema } from "./products-schemas";
import {
  applySubscriptionEvent,
  cancelSubscription,
  changeSubscriptionPrice,
  listSubscriptions,
  pauseSubscription,
  resumeSubscription,
  startSubscription,
  statusOf,
  subscriptionFilters,
  subscriptionSorts,
} from "./subscriptions.server";

const ENV_NAMES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_API_HOST",
  "STRIPE_API_PORT",
  "STRIPE_API_PROTOCOL",
] as const;
const savedEnv = Object.fromEntries(ENV_NAMES.map((name) => [name, process.env[name]]));
let standIn: StripeStandIn;

beforeAll(async () => {
  standIn = await startStripeStandIn();
});
beforeEach(() => {
  Object.assign(process.env, standIn.env);
});
afterAll(async () => {
  await standIn.close();
  for (const name of ENV_NAMES) {
    if (savedEnv[name] === undefined) delete process.env[name];
    else process.env[name] = savedEnv[name];
  }
});

function manualMode() {
  for (const name of ENV_NAMES) delete process.env[name];
}

/** A company whose own Stripe account is connected and may take charges. */
async function connectedCompany(name = "Blue Lagoon Pools") {
  const { ctx } = await newCompany(name);
  const accountId = await createConnectedAccount({
    email: "owner@example.com",
    companyName: name,
    country: "US",
  });
  await standIn.setAccountStatus(accountId, {
    chargesEnabled: true,
    payoutsEnabled: true,
    detailsSubmitted: true,
  });
  await ctx.db
    .update(company)
    .set({ stripeAccountId: accountId, stripeChargesEnabled: true })
    .where(eq(company.id, ctx.companyId));
  return { ctx, accountId };
}

async function weeklyService(ctx: TenantContext) {
  return createProduct(ctx, {
    name: "Weekly full service",
    description: "Chemicals included",
    amountCents: 16_000,
    interval: "month",
  });
}

const listQuery = (params = "") =>
  parseListQuery(new URLSearchParams(params), {
    sorts: subscriptionSorts,
    defaultSort: "started",
    filters: subscriptionFilters,
  });

function inDays(ctx: TenantContext, days: number) {
  const date = new Date(`${todayIn(ctx.timeZone)}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

describe("products and prices", () => {
  it("creates a product with its price on the company's account and stores both", async () => {
    const { ctx, accountId } = await connectedCompany();
    const created = await weeklyService(ctx);
    expect(created).toMatchObject({ name: "Weekly full service", active: true });
    expect(created.stripeProductId).toMatch(/^prod_/);
    expect(created.price).toMatchObject({ amountCents: 16_000, interval: "month", active: true });
    const stripeProduct = standIn.state.products.get(created.stripeProductId!);
    expect(stripeProduct).toMatchObject({ name: "Weekly full service", description: "Chemicals included" });
    const stripePrice = standIn.state.prices.get(created.price.stripePriceId!);
    expect(stripePrice).toMatchObject({ unit_amount: 16_000, currency: "usd" });
    expect(standIn.state.requests.filter((r) => r.path === "/v1/products").at(-1)?.account).toBe(accountId);

    const [listed] = await listProducts(ctx);
    expect(listed.prices).toEqual([expect.objectContaining({ amountCents: 16_000, interval: "month" })]);
  });

  it("takes the price as typed dollars and refuses a price of $0 or less", async () => {
    const { ctx } = await connectedCompany();
    const form = newProductFormSchema.parse({
      name: " Filter clean ",
      description: "",
      price: "$1,200.50",
      interval: "year",
    });
    expect(form).toEqual({ name: "Filter clean", description: "", amountCents: 120_050, interval: "year" });
    const created = await createProduct(ctx, form);
    expect(created.price.amountCents).toBe(120_050);
    for (const price of ["0", "-5", "abc", "", "0.10"]) {
      expect(
        newProductFormSchema.safeParse({ name: "X", description: "", price, interval: "month" }).success,
      ).toBe(false);
    }
    await expect(
      createProduct(ctx, { name: "Free", description: "", amountCents: 0, interval: "month" }),
    ).rejects.toMatchObject({ field: "price" });
    await expect(
      createProduct(ctx, { name: "", description: "", amountCents: 100, interval: "month" }),
    ).rejects.toMatchObject({ field: "name" });
  });

  it("renames, changes the price (archiving the old one) and archives and restores", async () => {
    const { ctx } = await connectedCompany();
    const created = await weeklyService(ctx);
    const renamed = await updateProduct(ctx, created.id, { name: "Weekly service", description: "" });
    expect(renamed).toMatchObject({ name: "Weekly service", description: "" });
    expect(standIn.state.products.get(created.stripeProductId!)?.name).toBe("Weekly service");

    const { price } = await changeProductPrice(ctx, created.id, { amountCents: 17_500, interval: "month" });
    expect(price).toMatchObject({ amountCents: 17_500, active: true });
    expect(standIn.state.prices.get(created.price.stripePriceId!)?.active).toBe(false);
    const detail = await getProduct(ctx, created.id);
    expect(detail.currentPrice?.id).toBe(price.id);
    expect(detail.prices.map((p) => [p.amountCents, p.active])).toEqual([
      [17_500, true],
      [16_000, false],
    ]);
    await expect(
      changeProductPrice(ctx, created.id, { amountCents: 17_500, interval: "month" }),
    ).rejects.toMatchObject({ field: "price" });

    await setProductArchived(ctx, created.id, true);
    expect(standIn.state.products.get(created.stripeProductId!)?.active).toBe(false);
    expect(await listProducts(ctx)).toEqual([]);
    expect((await listProducts(ctx, { archived: true })).map((p) => p.name)).toEqual(["Weekly service"]);
    expect(await activePriceOptions(ctx)).toEqual([]);
    await setProductArchived(ctx, created.id, false);
    expect((await listProducts(ctx)).map((p) => p.name)).toEqual(["Weekly service"]);
  });

  it("another company's product is not found, on read and write", async () => {
    const { ctx } = await connectedCompany();
    const created = await weeklyService(ctx);
    const { ctx: other } = await connectedCompany("Other Pools");
    await expect(getProduct(other, created.id)).rejects.toThrow(NotFoundError);
    await expect(updateProduct(other, created.id, { name: "Mine", description: "" })).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      changeProductPrice(other, created.id, { amountCents: 100, interval: "week" }),
    ).rejects.toThrow(NotFoundError);
    await expect(setProductArchived(other, created.id, true)).rejects.toThrow(NotFoundError);
    expect(await listProducts(other)).toEqual([]);
  });
});

describe("what is missing", () => {
  it("manual mode: the pages say STRIPE_SECRET_KEY is missing and the use cases refuse with that message", async () => {
    const { ctx } = await connectedCompany();
    manualMode();
    const setup = await stripeSetup(ctx);
    expect(setup.gaps).toEqual(["secret key"]);
    expect(setup.messages[0]).toBe("seller.stripe.notConfiguredSecretKey");
    const attempt = createProduct(ctx, {
      name: "Weekly",
      description: "",
      amountCents: 16_000,
      interval: "month",
    });
    await expect(attempt).rejects.toThrow(PaymentsNotConfiguredError);
    await expect(attempt).rejects.toThrow(/Set STRIPE_SECRET_KEY/);
    expect(await listProducts(ctx)).toEqual([]);
  });

  it("a company without a connected account is told to connect it", async () => {
    const { ctx } = await newCompany();
    expect((await stripeSetup(ctx)).gaps).toEqual(["account"]);
    await expect(
      createProduct(ctx, { name: "Weekly", description: "", amountCents: 16_000, interval: "month" }),
    ).rejects.toThrow(StripeAccountNotReadyError);
    await ctx.db.update(company).set({ stripeAccountId: "acct_x" }).where(eq(company.id, ctx.companyId));
    expect((await stripeSetup(ctx, { needCharges: true })).gaps).toEqual(["charges"]);
  });

  it("a Technician may not sell subscriptions", async () => {
    const { ctx } = await connectedCompany();
    const tech = await newTechnician(ctx);
    await expect(
      createProduct(tech, { name: "Weekly", description: "", amountCents: 16_000, interval: "month" }),
    ).rejects.toThrow(ForbiddenError);
    await expect(listSubscriptions(tech, listQuery())).rejects.toThrow(ForbiddenError);
    await expect(startSubscription(tech, { customerId: "x", priceId: "y", requestKey: "" })).rejects.toThrow(
      ForbiddenError,
    );
  });
});

describe("customers' subscriptions", () => {
  async function setUp() {
    const { ctx, accountId } = await connectedCompany();
    const product = await weeklyService(ctx);
    const dana = await createCustomer(
      ctx,
      customerInput({ lastName: "Reed", email: "dana.reed@example.com" }),
    );
    return { ctx, accountId, product, dana };
  }

  it("starts a subscription: one Stripe customer, kept; the row keeps what Stripe answered", async () => {
    const { ctx, accountId, product, dana } = await setUp();
    const started = await startSubscription(ctx, {
      customerId: dana.id,
      priceId: product.price.id,
      requestKey: "k1",
    });
    expect(started).toMatchObject({
      customerName: "Reed, Dana",
      productName: "Weekly full service",
      amountCents: 16_000,
      status: "active",
      startedOn: todayIn(ctx.timeZone),
    });
    const stripeSub = standIn.state.subscriptions.get(started.stripeSubscriptionId!);
    expect(stripeSub?.items.data[0].price.id).toBe(product.price.stripePriceId);
    const [billing] = await ctx.db
      .select()
      .from(customerBilling)
      .where(eq(customerBilling.customerId, dana.id));
    expect(billing.stripeCustomerId).toMatch(/^cus_/);
    expect(standIn.state.customers.get(billing.stripeCustomerId!)).toMatchObject({
      email: "dana.reed@example.com",
    });
    expect(standIn.state.requests.filter((r) => r.path === "/v1/subscriptions").at(-1)?.account).toBe(
      accountId,
    );

    // A second product: the same Stripe customer is used; the form sent twice at once starts one subscription
    // (Stripe's idempotency key, one row per Stripe id).
    const filters = await createProduct(ctx, {
      name: "Filter clean",
      description: "",
      amountCents: 9_000,
      interval: "year",
    });
    // On PGlite both reach Stripe (same key, same subscription); on PostgreSQL the second may instead find the first's
    // row and be told the customer already subscribes. Either way: one subscription.
    const twice = await Promise.allSettled(
      [1, 2].map(() =>
        startSubscription(ctx, { customerId: dana.id, priceId: filters.price.id, requestKey: "k2" }),
      ),
    );
    const made = twice.flatMap((t) => (t.status === "fulfilled" ? [t.value.id] : []));
    expect(made.length).toBeGreaterThanOrEqual(1);
    expect(new Set(made).size).toBe(1);
    for (const t of twice) if (t.status === "rejected") expect(t.reason).toMatchObject({ field: "priceId" });
    expect(
      standIn.state.requests.filter((r) => r.path === "/v1/customers" && r.account === accountId),
    ).toHaveLength(1);
    expect((await listSubscriptions(ctx, listQuery())).total).toBe(2);

    // A second subscription to the same product is refused.
    await expect(
      startSubscription(ctx, { customerId: dana.id, priceId: product.price.id, requestKey: "k3" }),
    ).rejects.toMatchObject({ field: "priceId" });
  });

  it("needs the customer's e-mail and a price on sale", async () => {
    const { ctx, product } = await setUp();
    const noMail = await createCustomer(ctx, customerInput({ lastName: "Nomail", email: null }));
    await expect(
      startSubscription(ctx, { customerId: noMail.id, priceId: product.price.id, requestKey: "" }),
    ).rejects.toThrow(/seller\.rules\.customerNoEmailStripe/);
    const pat = await createCustomer(ctx, customerInput({ lastName: "Pat", email: "pat@example.com" }));
    await changeProductPrice(ctx, product.id, { amountCents: 17_000, interval: "month" });
    await expect(
      startSubscription(ctx, { customerId: pat.id, priceId: product.price.id, requestKey: "" }),
    ).rejects.toMatchObject({ field: "priceId" });
  });

  it("changes the price, pauses for the off-season, resumes and cancels", async () => {
    const { ctx, product, dana } = await setUp();
    const sub = await startSubscription(ctx, {
      customerId: dana.id,
      priceId: product.price.id,
      requestKey: "",
    });
    const { price: dearer } = await changeProductPrice(ctx, product.id, {
      amountCents: 18_000,
      interval: "month",
    });
    // The existing subscription keeps its price until it is moved.
    expect((await listSubscriptions(ctx, listQuery())).rows[0].amountCents).toBe(16_000);

    const moved = await changeSubscriptionPrice(ctx, { subscriptionId: sub.id, priceId: dearer.id });
    expect(moved).toMatchObject({ priceId: dearer.id, amountCents: 18_000 });
    expect(standIn.state.subscriptions.get(sub.stripeSubscriptionId!)?.items.data[0].price.id).toBe(
      dearer.stripePriceId,
    );

    const resumesOn = inDays(ctx, 90);
    const paused = await pauseSubscription(ctx, { subscriptionId: sub.id, resumesOn });
    expect(paused).toMatchObject({ status: "paused", pausedUntil: resumesOn });
    const remote = await retrieveSubscription(
      (await ctx.db.select().from(company).where(eq(company.id, ctx.companyId)))[0].stripeAccountId!,
      sub.stripeSubscriptionId!,
    );
    expect(remote.paused).toBe(true);
    await expect(
      pauseSubscription(ctx, { subscriptionId: sub.id, resumesOn: todayIn(ctx.timeZone) }),
    ).rejects.toMatchObject({ field: "resumesOn" });

    expect(await resumeSubscription(ctx, sub.id)).toMatchObject({ status: "active", pausedUntil: null });
    await expect(resumeSubscription(ctx, sub.id)).rejects.toThrow(RuleError);

    const ending = await cancelSubscription(ctx, { subscriptionId: sub.id, when: "period end" });
    expect(ending.status).toBe("active");
    expect(ending.canceledAt?.getTime()).toBeGreaterThan(Date.now());

    const canceled = await cancelSubscription(ctx, { subscriptionId: sub.id, when: "now" });
    expect(canceled.status).toBe("canceled");
    expect(canceled.canceledAt?.getTime()).toBeLessThanOrEqual(Date.now() + 1000);
    await expect(resumeSubscription(ctx, sub.id)).rejects.toThrow("seller.rules.subscriptionCanceled");
  });

  it("lists with a status filter, a customer search and pages", async () => {
    const { ctx, product } = await setUp();
    for (const name of ["Adams", "Baker", "Clark"]) {
      const c = await createCustomer(ctx, customerInput({ lastName: name, email: `${name}@example.com` }));
      const sub = await startSubscription(ctx, {
        customerId: c.id,
        priceId: product.price.id,
        requestKey: "",
      });
      if (name === "Baker")
        await pauseSubscription(ctx, { subscriptionId: sub.id, resumesOn: inDays(ctx, 30) });
    }
    expect((await listSubscriptions(ctx, listQuery())).total).toBe(3);
    expect(
      (await listSubscriptions(ctx, listQuery("status=paused"))).rows.map((r) => r.customerName),
    ).toEqual(["Baker, Dana"]);
    expect((await listSubscriptions(ctx, listQuery("q=clark"))).rows.map((r) => r.customerName)).toEqual([
      "Clark, Dana",
    ]);
    expect(
      (await listSubscriptions(ctx, listQuery("sort=customer&dir=desc"))).rows.map((r) => r.customerName),
    ).toEqual(["Clark, Dana", "Baker, Dana", "Adams, Dana"]);
    // An edited URL with an unknown status lists everything rather than failing.
    expect((await listSubscriptions(ctx, listQuery("status=bogus&page=9"))).total).toBe(3);
  });

  it("another company's subscription, customer or price is not found", async () => {
    const { ctx, product, dana } = await setUp();
    const sub = await startSubscription(ctx, {
      customerId: dana.id,
      priceId: product.price.id,
      requestKey: "",
    });
    const { ctx: other } = await connectedCompany("Other Pools");
    const theirs = await weeklyService(other);
    await expect(
      startSubscription(other, { customerId: dana.id, priceId: theirs.price.id, requestKey: "" }),
    ).rejects.toThrow(NotFoundError);
    const pat = await createCustomer(other, customerInput({ email: "pat@example.com" }));
    await expect(
      startSubscription(other, { customerId: pat.id, priceId: product.price.id, requestKey: "" }),
    ).rejects.toThrow(NotFoundError);
    await expect(
      pauseSubscription(other, { subscriptionId: sub.id, resumesOn: inDays(ctx, 30) }),
    ).rejects.toThrow(NotFoundError);
    await expect(cancelSubscription(other, { subscriptionId: sub.id, when: "now" })).rejects.toThrow(
      NotFoundError,
    );
    await expect(
      changeSubscriptionPrice(other, { subscriptionId: sub.id, priceId: theirs.price.id }),
    ).rejects.toThrow(NotFoundError);
    await expect(
      changeSubscriptionPrice(ctx, { subscriptionId: sub.id, priceId: theirs.price.id }),
    ).rejects.toThrow(NotFoundError);
    expect((await listSubscriptions(other, listQuery())).total).toBe(0);
  });

  it("manual mode: a change is refused with the missing setting", async () => {
    const { ctx, product, dana } = await setUp();
    const sub = await startSubscription(ctx, {
      customerId: dana.id,
      priceId: product.price.id,
      requestKey: "",
    });
    manualMode();
    await expect(cancelSubscription(ctx, { subscriptionId: sub.id, when: "now" })).rejects.toThrow(
      PaymentsNotConfiguredError,
    );
    expect((await listSubscriptions(ctx, listQuery())).rows[0].status).toBe("active");
  });
});

describe("webhook events", () => {
  function subscriptionEvent(
    summary: SubscriptionSummary,
    createdSeconds: number,
    overrides: Partial<SubscriptionSummary> = {},
    accountId: string | null = null,
  ): PaymentsEvent {
    return {
      eventId: `evt_${createdSeconds}_${Math.random().toString(36).slice(2)}`,
      accountId,
      type: "customer.subscription.updated",
      created: new Date(createdSeconds * 1000),
      kind: "subscription",
      change: "updated",
      subscription: { ...summary, ...overrides },
    };
  }

  it("applies events in order, ignores a stale one and unknown subscriptions", async () => {
    const { ctx, accountId } = await connectedCompany();
    const product = await weeklyService(ctx);
    const dana = await createCustomer(ctx, customerInput({ email: "dana@example.com" }));
    const sub = await startSubscription(ctx, {
      customerId: dana.id,
      priceId: product.price.id,
      requestKey: "",
    });
    const summary = await retrieveSubscription(accountId, sub.stripeSubscriptionId!);
    const t = Math.floor(Date.now() / 1000);

    expect(
      await applySubscriptionEvent(
        ctx,
        subscriptionEvent(summary, t + 10, { status: "past_due" }, accountId),
      ),
    ).toBe("applied");
    const resumesAt = new Date(`${inDays(ctx, 60)}T12:00:00Z`);
    expect(
      await applySubscriptionEvent(
        ctx,
        subscriptionEvent(summary, t + 20, { status: "active", paused: true, resumesAt }),
      ),
    ).toBe("applied");
    let [row] = await ctx.db.select().from(customerSubscription).where(eq(customerSubscription.id, sub.id));
    expect(row).toMatchObject({ status: "paused", pausedUntil: inDays(ctx, 60), lastEventSeconds: t + 20 });

    // An older event arriving late changes nothing; so does one from the same second.
    expect(
      await applySubscriptionEvent(ctx, subscriptionEvent(summary, t + 15, { status: "past_due" })),
    ).toBe("stale");
    expect(
      await applySubscriptionEvent(ctx, subscriptionEvent(summary, t + 20, { status: "canceled" })),
    ).toBe("stale");
    [row] = await ctx.db.select().from(customerSubscription).where(eq(customerSubscription.id, sub.id));
    expect(row.status).toBe("paused");

    const canceledAt = new Date((t + 30) * 1000);
    expect(
      await applySubscriptionEvent(ctx, {
        ...subscriptionEvent(summary, t + 30, { status: "canceled", paused: false, canceledAt }),
        change: "deleted",
      } as PaymentsEvent),
    ).toBe("applied");
    [row] = await ctx.db.select().from(customerSubscription).where(eq(customerSubscription.id, sub.id));
    expect(row).toMatchObject({ status: "canceled", pausedUntil: null, canceledAt });

    expect(
      await applySubscriptionEvent(ctx, subscriptionEvent({ ...summary, id: "sub_unknown" }, t + 40)),
    ).toBe("ignored");
    // An event from another account for this id is not ours to apply.
    expect(await applySubscriptionEvent(ctx, subscriptionEvent(summary, t + 50, {}, "acct_other"))).toBe(
      "ignored",
    );
    expect(
      await applySubscriptionEvent(ctx, {
        eventId: "evt_x",
        accountId,
        type: "account.updated",
        created: new Date(),
        kind: "other",
      }),
    ).toBe("ignored");
  });

  it("an event made by the stand-in maps onto the row (price moved in the Stripe Dashboard)", async () => {
    const { ctx, accountId } = await connectedCompany();
    const product = await weeklyService(ctx);
    const { price: dearer } = await changeProductPrice(ctx, product.id, {
      amountCents: 19_000,
      interval: "month",
    });
    const dana = await createCustomer(ctx, customerInput({ email: "dana@example.com" }));
    // Subscribed at the old price before the change, as if it was started earlier.
    const sub = await startSubscription(ctx, { customerId: dana.id, priceId: dearer.id, requestKey: "" });
    const summary = await retrieveSubscription(accountId, sub.stripeSubscriptionId!);
    const t = Math.floor(Date.now() / 1000) + 5;
    await applySubscriptionEvent(
      ctx,
      subscriptionEvent(summary, t, { priceId: product.price.stripePriceId }, accountId),
    );
    const [row] = await ctx.db.select().from(customerSubscription).where(eq(customerSubscription.id, sub.id));
    expect(row.priceId).toBe(product.price.id);
  });

  it("maps Stripe's statuses", () => {
    expect(statusOf({ status: "active", paused: false })).toBe("active");
    expect(statusOf({ status: "trialing", paused: false })).toBe("active");
    expect(statusOf({ status: "active", paused: true })).toBe("paused");
    expect(statusOf({ status: "past_due", paused: false })).toBe("past due");
    expect(statusOf({ status: "unpaid", paused: false })).toBe("past due");
    expect(statusOf({ status: "incomplete", paused: false })).toBe("incomplete");
    expect(statusOf({ status: "incomplete_expired", paused: false })).toBe("canceled");
    expect(statusOf({ status: "canceled", paused: true })).toBe("canceled");
  });
});
