import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { customerBilling, invoice, payment } from "~/db/schema";
import { NotFoundError, RuleError } from "~/domain/errors";
import { newCompany } from "../../../tests/db/factories";
import { makeInvoice } from "../../../tests/db/work-factories";
import { signWebhookPayload } from "../../../tests/support/stripe-webhooks";
import { voidInvoice } from "./invoices-status.server";
import { recordProviderPayment } from "./payments.server";
import { disconnectStripeAccount } from "./stripe-account.server";
import {
  canceledCheckout,
  confirmCheckoutSuccess,
  payOnlineFor,
  startInvoiceCheckout,
} from "./stripe-checkout.server";
import {
  connectedCompany,
  deliver,
  deliverEvents,
  eventRow,
  openInvoice,
  setUpStripeStandIn,
  withoutStripe,
} from "./stripe-test-helpers";
import { handleStripeWebhook } from "./stripe-webhook.server";

const standIn = setUpStripeStandIn();

const sessionIdOf = (url: string) => url.split("/").at(-1)!;

async function paymentsOf(invoiceId: string) {
  return (await db()).select().from(payment).where(eq(payment.invoiceId, invoiceId));
}

async function invoiceRow(invoiceId: string) {
  const [row] = await (await db()).select().from(invoice).where(eq(invoice.id, invoiceId));
  return row;
}

describe("paying an invoice online", () => {
  it("records the payment once when the webhook and the success page both report it", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 12_500);
    const offer = await payOnlineFor(ctx, inv.token);
    expect(offer).toMatchObject({ available: true, balanceCents: 12_500, reason: null });

    const url = await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false });
    const sessionId = sessionIdOf(url);
    const session = standIn().state.checkoutSessions.get(sessionId)!;
    expect(session.amount_total).toBe(12_500);
    expect(session.success_url).toMatch(
      new RegExp(`/success/sessionId/\\{CHECKOUT_SESSION_ID\\}\\?invoice=${inv.token}$`),
    );
    expect(session.cancel_url).toMatch(new RegExp(`/canceled\\?invoice=${inv.token}$`));

    await standIn().completeCheckout(sessionId);
    // Stripe sends checkout.session.completed and payment_intent.succeeded; both land once.
    const answers = await deliverEvents(standIn(), (e) => e.account === accountId);
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 200));
    expect(answers.length).toBeGreaterThanOrEqual(2);
    const success = await confirmCheckoutSuccess(ctx, inv.token, sessionId);
    expect(success).toMatchObject({ paid: true, invoiceLabel: expect.stringMatching(/^INV-/) });
    // The success page reloaded: still once.
    await confirmCheckoutSuccess(ctx, inv.token, sessionId);

    const payments = await paymentsOf(inv.invoiceId);
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 12_500, method: "card" });
    expect(payments[0].providerPaymentId).toMatch(/^pi_/);
    const row = await invoiceRow(inv.invoiceId);
    expect(row.status).toBe("paid");
    expect(row.paidCents).toBe(12_500);
    // Nothing is left to pay: the button goes, and a new checkout is refused.
    expect(await payOnlineFor(ctx, inv.token)).toMatchObject({ available: false, balanceCents: 0 });
    await expect(startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false })).rejects.toThrow(
      "seller.rules.invoicePaidNothing",
    );
  });

  it("the success page alone records the payment when no webhook came", async () => {
    const { ctx } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 5_000);
    const sessionId = sessionIdOf(await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false }));
    // Before paying: nothing recorded, the page says so.
    expect((await confirmCheckoutSuccess(ctx, inv.token, sessionId)).paid).toBe(false);
    await standIn().completeCheckout(sessionId);
    expect((await confirmCheckoutSuccess(ctx, inv.token, sessionId)).paid).toBe(true);
    expect(await paymentsOf(inv.invoiceId)).toHaveLength(1);
  });

  it("a replayed webhook (same event id) pays once and answers 200", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 7_000);
    const sessionId = sessionIdOf(await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false }));
    await standIn().completeCheckout(sessionId);
    const completed = standIn().state.events.find(
      (e) => e.type === "checkout.session.completed" && e.account === accountId,
    )!;
    const first = await deliver(completed);
    const again = await deliver(completed);
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.body).toMatch(/^Already processed/);
    expect(await paymentsOf(inv.invoiceId)).toHaveLength(1);
    const taken = await eventRow(completed.id);
    expect(taken.processedAt).not.toBeNull();
    expect(taken.companyId).toBe(ctx.companyId);
    expect(taken.outcome).toBe("checkout payment recorded");
  });

  it("rejects a bad signature with 400 and stores nothing", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 7_000);
    const sessionId = sessionIdOf(await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false }));
    await standIn().completeCheckout(sessionId);
    const completed = standIn().state.events.find(
      (e) => e.type === "checkout.session.completed" && e.account === accountId,
    )!;
    const forged = signWebhookPayload(completed, "whsec_someone_else");
    expect((await handleStripeWebhook(ctx, forged.body, forged.header)).status).toBe(400);
    const good = signWebhookPayload(completed);
    const tampered = good.body.replace('"amount_total": 7000', '"amount_total": 1');
    expect((await handleStripeWebhook(ctx, tampered, good.header)).status).toBe(400);
    expect((await handleStripeWebhook(ctx, good.body, null)).status).toBe(400);
    expect(await eventRow(completed.id)).toBeUndefined();
    expect(await paymentsOf(inv.invoiceId)).toHaveLength(0);
  });

  it("saving the card keeps the Stripe customer and card and turns autopay on", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx, 9_900);
    const sessionId = sessionIdOf(await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: true }));
    await standIn().completeCheckout(sessionId);
    await deliverEvents(standIn(), (e) => e.account === accountId);
    const [billing] = await ctx.db
      .select()
      .from(customerBilling)
      .where(
        and(eq(customerBilling.companyId, ctx.companyId), eq(customerBilling.customerId, inv.customerId)),
      );
    expect(billing).toMatchObject({ autopay: true });
    expect(billing.stripeCustomerId).toMatch(/^cus_/);
    expect(billing.paymentMethodId).toMatch(/^pm_/);
    expect(await paymentsOf(inv.invoiceId)).toHaveLength(1);
  });

  it("refuses with a clear message: not connected, charges disabled, no Stripe, nothing to pay", async () => {
    const notConnected = await newCompany();
    const inv1 = await openInvoice(notConnected.ctx);
    await expect(
      startInvoiceCheckout(notConnected.ctx, inv1.token, { savePaymentMethod: false }),
    ).rejects.toThrow(/seller\.rules\.noCardPayments/);
    expect(await payOnlineFor(notConnected.ctx, inv1.token)).toMatchObject({ available: false });

    const pending = await connectedCompany(standIn(), { onboarded: false });
    const inv2 = await openInvoice(pending.ctx);
    await expect(startInvoiceCheckout(pending.ctx, inv2.token, { savePaymentMethod: false })).rejects.toThrow(
      /seller\.rules\.cardSetup/,
    );

    const ready = await connectedCompany(standIn());
    const inv3 = await openInvoice(ready.ctx);
    await withoutStripe(() =>
      expect(startInvoiceCheckout(ready.ctx, inv3.token, { savePaymentMethod: false })).rejects.toThrow(
        RuleError,
      ),
    );
    await recordProviderPayment(ready.ctx, {
      companyId: ready.ctx.companyId,
      invoiceId: inv3.invoiceId,
      amountCents: inv3.totalCents,
      providerPaymentId: "pi_paid_elsewhere",
    });
    await expect(startInvoiceCheckout(ready.ctx, inv3.token, { savePaymentMethod: false })).rejects.toThrow(
      "seller.rules.invoicePaidNothing",
    );
    // A paid invoice can't be voided (its payment would be refunded first): a second one, voided by the office.
    const voided = await openInvoice(ready.ctx);
    await voidInvoice(ready.ctx, voided.invoiceId, "Sent in error");
    await expect(startInvoiceCheckout(ready.ctx, voided.token, { savePaymentMethod: false })).rejects.toThrow(
      "seller.rules.invoiceVoidNothing",
    );
  });

  it("the pay token is the only key: unknown or draft links, and another invoice's session, are not found", async () => {
    const a = await connectedCompany(standIn());
    const b = await connectedCompany(standIn());
    const invA = await openInvoice(a.ctx);
    const invB = await openInvoice(b.ctx);
    await expect(startInvoiceCheckout(a.ctx, "no-such-token", { savePaymentMethod: false })).rejects.toThrow(
      NotFoundError,
    );
    expect(await payOnlineFor(a.ctx, "no-such-token")).toBeNull();
    const sessionA = sessionIdOf(await startInvoiceCheckout(a.ctx, invA.token, { savePaymentMethod: false }));
    await standIn().completeCheckout(sessionA);
    // Company B's invoice link with company A's session: B's account doesn't know it.
    await expect(confirmCheckoutSuccess(b.ctx, invB.token, sessionA)).rejects.toThrow(NotFoundError);
    // Another invoice of company A with this session: the session is not that invoice's.
    const invA2 = await openInvoice(a.ctx);
    await expect(confirmCheckoutSuccess(a.ctx, invA2.token, sessionA)).rejects.toThrow(NotFoundError);
    await expect(confirmCheckoutSuccess(a.ctx, invA.token, "cs_made_up")).rejects.toThrow(NotFoundError);
    await expect(confirmCheckoutSuccess(a.ctx, invA.token, "garbage")).rejects.toThrow(NotFoundError);
    expect(await paymentsOf(invB.invoiceId)).toHaveLength(0);
    expect(await paymentsOf(invA2.invoiceId)).toHaveLength(0);
    // A draft's link is not live (a sent invoice never goes back to draft: a new one, not sent).
    const draftA = await makeInvoice(a.ctx, { stage: "draft" });
    await expect(startInvoiceCheckout(a.ctx, draftA.payToken!, { savePaymentMethod: false })).rejects.toThrow(
      NotFoundError,
    );
    expect(await canceledCheckout(a.ctx, invA.token)).toMatchObject({ token: invA.token });
    expect(await canceledCheckout(a.ctx, "nope")).toBeNull();
    expect(await canceledCheckout(a.ctx, null)).toBeNull();
  });

  it("a webhook for another company's invoice (wrong account) records nothing", async () => {
    const a = await connectedCompany(standIn());
    const b = await connectedCompany(standIn());
    const invA = await openInvoice(a.ctx);
    // Company B's account reports a payment whose metadata names company A's invoice.
    const intent = {
      id: "pi_forged_cross_tenant",
      object: "payment_intent",
      amount: invA.totalCents,
      currency: "usd",
      customer: null,
      metadata: { invoiceId: invA.invoiceId },
      last_payment_error: null,
      status: "succeeded",
    };
    const signed = await standIn().emitEvent("payment_intent.succeeded", intent, { account: b.accountId });
    const answer = await deliver(signed.event);
    expect(answer.status).toBe(200);
    expect(answer.body).toBe("payment unknown invoice");
    expect(await paymentsOf(invA.invoiceId)).toHaveLength(0);
  });

  it("after a disconnect the account's events are ignored", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await openInvoice(ctx);
    const sessionId = sessionIdOf(await startInvoiceCheckout(ctx, inv.token, { savePaymentMethod: false }));
    await standIn().completeCheckout(sessionId);
    await disconnectStripeAccount(ctx);
    const answers = await deliverEvents(standIn(), (e) => e.account === accountId);
    expect(answers.every((a) => a.status === 200 && a.body.startsWith("ignored"))).toBe(true);
  });
});
