/**
 * Paying an invoice online: the pool owner's pay link (the invoice's `pay_token` is the only key; no sign-in) opens a
 * Stripe Checkout page on the company's own account for the balance. The payment is recorded when Stripe reports
 * it — by the webhook or by the success page, whichever comes first; `recordCardPayment` makes the second a no-op.
 * "Save this card for automatic payments" keeps the card on a Stripe customer of the company's account and turns
 * autopay on for the customer (customer_billing).
 */

import { and, eq } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { invoiceLabel } from "~/core/money";
import type { Db } from "~/db/client.server";
import { company, customer, customerBilling, invoice } from "~/db/schema";
import { config } from "~/server/config.server";
import { stripeEnabled } from "~/server/payments/config.server";
import { NotFoundError, RuleError } from "../errors";
import { PaymentsProviderError } from "../payments-errors";
import type { CheckoutSessionSummary } from "../ports";
import type { SystemContext } from "../tenant.server";
import { findInvoiceByPayToken } from "./invoices-document.server";
import { recordCardPayment } from "./stripe-settle.server";

/** The pay link's invoice (the invoices area's reading: unknown, unsent and draft links are null) and the company's Stripe account. */
async function invoiceByToken(db: Db, token: string) {
  const found = await findInvoiceByPayToken({ db }, token);
  if (!found) return null;
  // tenancy: owner — public pay link: the invoice found by its secret token, by id
  const [extra] = await db
    .select({
      accountId: company.stripeAccountId,
      chargesEnabled: company.stripeChargesEnabled,
      customerEmail: customer.email,
    })
    .from(invoice)
    .innerJoin(company, eq(company.id, invoice.companyId))
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(eq(invoice.id, found.id));
  return extra ? { ...found, ...extra } : null;
}

type PayableInvoice = NonNullable<Awaited<ReturnType<typeof invoiceByToken>>>;

/** Why the invoice can't be paid online now, in the pool owner's words; null when it can. */
function refusal(row: PayableInvoice): string | null {
  if (!row.payable)
    return row.status === "void" ? "seller.rules.invoiceVoidNothing" : "seller.rules.invoicePaidNothing";
  if (!stripeEnabled() || !row.accountId)
    return keyed("seller.rules.noCardPayments", { company: row.companyName });
  if (!row.chargesEnabled) return keyed("seller.rules.cardSetup", { company: row.companyName });
  return null;
}

/**
 * For the public invoice page's "Pay online" slot: whether the button shows, the balance it pays, and the reason
 * when it can't ("paid", "not set up") — null for an unknown or draft link.
 */
export async function payOnlineFor({ db }: SystemContext, token: string) {
  const row = await invoiceByToken(db, token);
  if (!row) return null;
  const reason = refusal(row);
  // tenancy: owner — filters customerBilling.companyId = the token's invoice's company
  const [billing] = await db
    .select({ label: customerBilling.paymentMethodLabel, autopay: customerBilling.autopay })
    .from(customerBilling)
    .where(and(eq(customerBilling.companyId, row.companyId), eq(customerBilling.customerId, row.customerId)));
  return {
    available: reason === null,
    reason,
    action: `/invoice/${encodeURIComponent(token)}/checkout`,
    balanceCents: Math.max(0, row.balanceCents),
    currency: row.currency,
    /** Autopay is on with a card already saved: the office charges it; the owner may still pay now. */
    autopayCard: billing?.autopay ? billing.label : null,
  };
}

export type PayOnline = NonNullable<Awaited<ReturnType<typeof payOnlineFor>>>;

/**
 * POST /invoice/:token/checkout: a Checkout session for the balance on the company's account; returns its URL.
 * Unknown link → NotFoundError; nothing to pay or no Stripe → RuleError with the reason.
 */
export async function startInvoiceCheckout(
  ctx: SystemContext,
  token: string,
  options: { savePaymentMethod: boolean },
): Promise<string> {
  const { db } = ctx;
  const row = await invoiceByToken(db, token);
  if (!row) throw new NotFoundError("Invoice");
  const reason = refusal(row);
  if (reason) throw new RuleError("form", reason);
  // tenancy: owner — filters customerBilling.companyId = the token's invoice's company
  const [billing] = await db
    .select({ stripeCustomerId: customerBilling.stripeCustomerId })
    .from(customerBilling)
    .where(and(eq(customerBilling.companyId, row.companyId), eq(customerBilling.customerId, row.customerId)));
  const link = encodeURIComponent(token);
  try {
    const session = await ctx.ports.payments.createInvoiceCheckout({
      accountId: row.accountId!,
      invoiceId: row.id,
      invoiceLabel: `${invoiceLabel(row.number)} — ${row.companyName}`,
      amountCents: row.balanceCents,
      currency: row.currency,
      customerEmail: row.customerEmail,
      // A customer on the session means "the card is kept" (see settleCheckoutSession): only when saving.
      customerId: options.savePaymentMethod ? billing?.stripeCustomerId : null,
      successUrl: `${config.baseUrl}/success/sessionId/{CHECKOUT_SESSION_ID}?invoice=${link}`,
      cancelUrl: `${config.baseUrl}/canceled?invoice=${link}`,
      savePaymentMethod: options.savePaymentMethod,
    });
    return session.url;
  } catch (error) {
    if (error instanceof PaymentsProviderError)
      throw new RuleError(
        "form",
        keyed("seller.rules.checkoutFailed", { message: error.message, company: row.companyName }),
      );
    throw error;
  }
}

/**
 * A paid session: the payment (once, by payment intent) and, when the card was kept, the customer's billing with
 * autopay on. `session` must be retrieved from Stripe (it carries the saved payment method).
 */
export async function settleCheckoutSession(
  system: SystemContext,
  companyId: string,
  session: CheckoutSessionSummary,
): Promise<"recorded" | "duplicate" | "unknown invoice" | "refused" | "unpaid"> {
  if (session.paymentStatus !== "paid" || !session.invoiceId || !session.amountTotal) return "unpaid";
  const result = await recordCardPayment(system, {
    companyId,
    invoiceId: session.invoiceId,
    amountCents: session.amountTotal,
    providerPaymentId: session.paymentIntentId ?? session.sessionId,
  });
  if (result !== "unknown invoice" && session.customerId && session.paymentMethodId)
    await saveCardForAutopay(
      system.db,
      companyId,
      session.invoiceId,
      session.customerId,
      session.paymentMethodId,
    );
  return result;
}

async function saveCardForAutopay(
  db: Db,
  companyId: string,
  invoiceId: string,
  stripeCustomerId: string,
  paymentMethodId: string,
) {
  // tenancy: owner — filters invoice.companyId = the checkout session's company
  const [owner] = await db
    .select({ customerId: invoice.customerId })
    .from(invoice)
    .where(and(eq(invoice.id, invoiceId), eq(invoice.companyId, companyId)));
  if (!owner) return;
  const saved = {
    stripeCustomerId,
    paymentMethodId,
    paymentMethodLabel: `Card saved at checkout on ${new Date().toISOString().slice(0, 10)}`,
    autopay: true,
    updatedAt: new Date(),
  };
  await db
    .insert(customerBilling)
    .values({ companyId, customerId: owner.customerId, ...saved })
    .onConflictDoUpdate({ target: [customerBilling.companyId, customerBilling.customerId], set: saved });
}

/**
 * `/success/sessionId/:sessionId?invoice=<token>`: asks Stripe about the session on the invoice's company account,
 * records the payment when it is paid. The session must be this invoice's; anything else is "not found".
 */
export async function confirmCheckoutSuccess(ctx: SystemContext, token: string, sessionId: string) {
  const { db } = ctx;
  const row = await invoiceByToken(db, token);
  if (!row?.accountId || !sessionId.startsWith("cs_") || sessionId.length > 300)
    throw new NotFoundError("Checkout session");
  let session: CheckoutSessionSummary;
  try {
    session = await ctx.ports.payments.retrieveCheckoutSession(row.accountId, sessionId);
  } catch (error) {
    if (error instanceof PaymentsProviderError && error.statusCode === 404)
      throw new NotFoundError("Checkout session");
    throw error;
  }
  if (session.invoiceId !== row.id) throw new NotFoundError("Checkout session");
  const outcome = await settleCheckoutSession(ctx, row.companyId, session);
  return {
    paid: outcome === "recorded" || outcome === "duplicate",
    invoiceLabel: row.label,
    companyName: row.companyName,
    amountCents: session.amountTotal ?? 0,
    currency: session.currency ?? row.currency,
    token,
  };
}

/** `/canceled?invoice=<token>`: which invoice the pool owner came from (null for an unknown link). */
export async function canceledCheckout({ db }: SystemContext, token: string | null) {
  const row = token ? await invoiceByToken(db, token) : null;
  return row && token
    ? { invoiceLabel: invoiceLabel(row.number), companyName: row.companyName, token }
    : null;
}
