/**
 * The webhook's intake through the Payments port, without Stripe: the fake payments verify a webhook they signed
 * themselves (`fakeWebhook`), so these tests show what the use case does with a verified event — take it in once,
 * act on it, refuse a bad signature before storing anything. Stripe's own signing and events are tested against the
 * stand-in (stripe-checkout.test.ts and server/payments/stripe.test.ts).
 */
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, stripeEvent } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
import type { PaymentsEvent } from "../ports";
import { fakePorts, fakeWebhook, withPorts } from "../testing/fake-ports";
import { handleStripeWebhook } from "./stripe-webhook.server";

const accountEvent = (accountId: string, chargesEnabled: boolean, created: Date): PaymentsEvent => ({
  eventId: `evt_fake_${crypto.randomUUID()}`,
  accountId,
  type: "account.updated",
  created,
  kind: "account",
  status: {
    accountId,
    chargesEnabled,
    payoutsEnabled: chargesEnabled,
    detailsSubmitted: true,
    requirementsDue: [],
    disabledReason: null,
  },
});

describe("the Stripe webhook through the Payments port", () => {
  it("verifies through the port, takes an event in once and acts on it", async () => {
    const { ctx } = await newCompany("Webhook Port");
    const accountId = `acct_fake_${crypto.randomUUID().slice(0, 8)}`;
    await ctx.db.update(company).set({ stripeAccountId: accountId }).where(eq(company.id, ctx.companyId));
    const system = withPorts({ db: ctx.db, ports: ctx.ports }, fakePorts());
    const event = accountEvent(accountId, true, new Date(Date.now() - 60_000));
    const request = fakeWebhook(event);

    expect(await handleStripeWebhook(system, request.body, request.header)).toEqual({
      status: 200,
      body: "account status stored",
    });
    const [stored] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
    expect(stored).toMatchObject({ stripeChargesEnabled: true, stripeDetailsSubmitted: true });
    const [row] = await ctx.db.select().from(stripeEvent).where(eq(stripeEvent.id, event.eventId));
    expect(row).toMatchObject({
      companyId: ctx.companyId,
      type: "account.updated",
      outcome: "account status stored",
    });

    // A replay changes nothing; an older statement of the account does not overwrite a newer one.
    expect((await handleStripeWebhook(system, request.body, request.header)).body).toBe(
      "Already processed: account status stored",
    );
    const older = fakeWebhook(accountEvent(accountId, false, new Date(Date.now() - 3_600_000)));
    expect((await handleStripeWebhook(system, older.body, older.header)).body).toMatch(/^ignored/);
    const [after] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
    expect(after.stripeChargesEnabled).toBe(true);
  });

  it("refuses a signature the port does not verify, or none, and stores nothing", async () => {
    const { ctx } = await newCompany("Webhook Port Refused");
    const system = withPorts({ db: ctx.db, ports: ctx.ports }, fakePorts());
    const event = accountEvent("acct_fake_nobody", true, new Date());
    const request = fakeWebhook(event);
    expect(await handleStripeWebhook(system, request.body, "t=0,v1=forged")).toEqual({
      status: 400,
      body: "Invalid signature",
    });
    expect((await handleStripeWebhook(system, request.body, null)).status).toBe(400);
    expect(await ctx.db.select().from(stripeEvent).where(eq(stripeEvent.id, event.eventId))).toEqual([]);
  });
});
