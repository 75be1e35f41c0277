import { and, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { db } from "~/db/client.server";
import { alert, customerBilling, invoice, payment } from "~/db/schema";
import type { TenantContext } from "~/domain/tenant.server";
import { createCustomer as createStripeCustomer } from "~/server/payments/stripe.server";
import type { StripeStandIn } from "../../../tests/support/stripe-stand-in";
import { evaluateAlertRules } from "../alerts/evaluate.server";
import { recordPayment } from "./payments.server";
import { nextAutopayAfter, runAutopay } from "./stripe-autopay.server";
import { connectedCompany, deliverEvents, openInvoice, setUpStripeStandIn } from "./stripe-test-helpers";

const standIn = setUpStripeStandIn();
const DAY = 24 * 60 * 60 * 1000;

/** An open invoice whose customer saved `card` (a stand-in test card, or a fresh Visa) with autopay on. */
async function autopayInvoice(s: StripeStandIn, ctx: TenantContext, accountId: string, card?: string) {
  const inv = await openInvoice(ctx, 4_200);
  const stripeCustomerId = await createStripeCustomer(accountId, {
    email: "payer@example.com",
    name: "Payer",
  });
  const paymentMethodId = card ?? s.addPaymentMethod(accountId, stripeCustomerId);
  await ctx.db.insert(customerBilling).values({
    companyId: ctx.companyId,
    customerId: inv.customerId,
    stripeCustomerId,
    paymentMethodId,
    paymentMethodLabel: "Visa •••• 4242",
    autopay: true,
  });
  return inv;
}

async function invoiceRow(id: string) {
  const [row] = await (await db()).select().from(invoice).where(eq(invoice.id, id));
  return row;
}

async function alertsOf(companyId: string) {
  return (await db())
    .select()
    .from(alert)
    .where(and(eq(alert.companyId, companyId), eq(alert.kind, "payment failed")));
}

describe("autopay", () => {
  it("charges the saved card for the balance and records the payment once", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await autopayInvoice(standIn(), ctx, accountId);
    const now = new Date();
    const run = await runAutopay(ctx, now);
    expect(run.charged).toBeGreaterThanOrEqual(1);
    const payments = await (await db()).select().from(payment).where(eq(payment.invoiceId, inv.invoiceId));
    expect(payments).toHaveLength(1);
    expect(payments[0]).toMatchObject({ amountCents: 4_200, method: "card" });
    const row = await invoiceRow(inv.invoiceId);
    expect(row).toMatchObject({ status: "paid", autopayAttempts: 1, nextAutopayAt: null });
    const request = standIn().state.requests.find(
      (r) => r.path === "/v1/payment_intents" && r.idempotencyKey === `autopay-${inv.invoiceId}-1`,
    );
    expect(request?.account).toBe(accountId);
    // payment_intent.succeeded arrives afterwards: still one payment.
    await deliverEvents(standIn(), (e) => e.account === accountId);
    expect(
      await (await db()).select().from(payment).where(eq(payment.invoiceId, inv.invoiceId)),
    ).toHaveLength(1);
    // A second run finds nothing to do for it.
    await runAutopay(ctx, new Date(now.getTime() + 10 * DAY));
    expect((await invoiceRow(inv.invoiceId)).autopayAttempts).toBe(1);
  });

  it("a decline raises one alert and retries after 1 day, then 3 days, then stops", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const inv = await autopayInvoice(standIn(), ctx, accountId, "pm_card_chargeDeclinedInsufficientFunds");
    const t0 = new Date("2030-01-10T12:00:00Z");

    await runAutopay(ctx, t0);
    let row = await invoiceRow(inv.invoiceId);
    expect(row.autopayAttempts).toBe(1);
    expect(row.nextAutopayAt?.toISOString()).toBe(new Date(t0.getTime() + DAY).toISOString());
    let alerts = await alertsOf(ctx.companyId);
    expect(alerts).toHaveLength(1);
    expect(translatorFor("en").text(alerts[0].title)).toMatch(/^Payment failed: INV-/);
    expect(alerts[0].invoiceId).toBe(inv.invoiceId);
    expect(translatorFor("en").text(alerts[0].detail)).toMatch(/insufficient funds/);
    expect(translatorFor("en").text(alerts[0].detail)).toMatch(/attempt 1 of 3/);
    // The webhook's payment_intent.payment_failed for the same charge adds nothing.
    await deliverEvents(standIn(), (e) => e.account === accountId);
    expect(await alertsOf(ctx.companyId)).toHaveLength(1);
    expect((await invoiceRow(inv.invoiceId)).autopayAttempts).toBe(1);

    // Not due yet an hour later.
    await runAutopay(ctx, new Date(t0.getTime() + 60 * 60 * 1000));
    expect((await invoiceRow(inv.invoiceId)).autopayAttempts).toBe(1);

    const t1 = new Date(t0.getTime() + DAY);
    await runAutopay(ctx, t1);
    row = await invoiceRow(inv.invoiceId);
    expect(row.autopayAttempts).toBe(2);
    expect(row.nextAutopayAt?.toISOString()).toBe(new Date(t1.getTime() + 3 * DAY).toISOString());

    const t2 = new Date(t1.getTime() + 3 * DAY);
    await runAutopay(ctx, t2);
    row = await invoiceRow(inv.invoiceId);
    expect(row.autopayAttempts).toBe(3);
    expect(row.nextAutopayAt).toBeNull();
    alerts = await alertsOf(ctx.companyId);
    expect(alerts).toHaveLength(1);
    expect(translatorFor("en").text(alerts[0].detail)).toMatch(/tried 3 times and stopped/);

    await runAutopay(ctx, new Date(t2.getTime() + 30 * DAY));
    expect((await invoiceRow(inv.invoiceId)).autopayAttempts).toBe(3);
    const keys = standIn()
      .state.requests.filter((r) => r.idempotencyKey?.startsWith(`autopay-${inv.invoiceId}-`))
      .map((r) => r.idempotencyKey);
    expect(keys).toEqual([1, 2, 3].map((n) => `autopay-${inv.invoiceId}-${n}`));
    expect(
      await (await db()).select().from(payment).where(eq(payment.invoiceId, inv.invoiceId)),
    ).toHaveLength(0);

    // Paid another way: the alert evaluator clears the alert, the invoice no longer being owed.
    const paidAt = new Date(t2.getTime() + 31 * DAY);
    await evaluateAlertRules(ctx, paidAt, ctx.companyId);
    expect((await alertsOf(ctx.companyId))[0].resolvedAt).toBeNull();
    row = await invoiceRow(inv.invoiceId);
    await recordPayment(
      ctx,
      inv.invoiceId,
      {
        amountCents: row.totalCents - row.paidCents - row.creditedCents,
        method: "check",
        receivedOn: "2030-02-13",
      },
      paidAt,
    );
    await evaluateAlertRules(ctx, paidAt, ctx.companyId);
    expect((await alertsOf(ctx.companyId))[0].resolvedAt).not.toBeNull();
  });

  it("leaves alone customers without autopay and companies whose charges are off", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    const off = await autopayInvoice(standIn(), ctx, accountId);
    await ctx.db
      .update(customerBilling)
      .set({ autopay: false })
      .where(eq(customerBilling.customerId, off.customerId));
    const pending = await connectedCompany(standIn(), { onboarded: false });
    const inv2 = await openInvoice(pending.ctx);
    await pending.ctx.db.insert(customerBilling).values({
      companyId: pending.ctx.companyId,
      customerId: inv2.customerId,
      stripeCustomerId: "cus_x",
      paymentMethodId: "pm_card_visa",
      autopay: true,
    });
    await runAutopay(ctx, new Date());
    expect((await invoiceRow(off.invoiceId)).autopayAttempts).toBe(0);
    expect((await invoiceRow(inv2.invoiceId)).autopayAttempts).toBe(0);
  });

  it("backs off 1 day, then 3 days, and stops after the third attempt", () => {
    const now = new Date("2030-01-01T00:00:00Z");
    expect(nextAutopayAfter(1, now)?.toISOString()).toBe("2030-01-02T00:00:00.000Z");
    expect(nextAutopayAfter(2, now)?.toISOString()).toBe("2030-01-04T00:00:00.000Z");
    expect(nextAutopayAfter(3, now)).toBeNull();
  });
});
