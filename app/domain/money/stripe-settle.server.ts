/**
 * Money Stripe took for an invoice, written once: every path that learns of a card payment (the webhook's
 * checkout.session.completed and payment_intent.succeeded, the success page, autopay) lands here with Stripe's
 * payment intent id, and the payment table's unique (company, provider_payment_id) makes the second report a no-op.
 */
import { and, eq, sql } from "drizzle-orm";
import { statusForBalance } from "~/core/money";
import type { Db } from "~/db/client.server";
import { company, invoice, payment } from "~/db/schema";
import { todayIn } from "../water/schemas";

export interface CardPayment {
  companyId: string;
  invoiceId: string;
  amountCents: number;
  /** Stripe's payment intent id (or the checkout session id when there is none). */
  providerPaymentId: string;
}

/** What is left to pay: the invoice's total less payments and credit notes (as the invoice functions keep them). */
export const balanceCents = (row: { totalCents: number; paidCents: number; creditedCents: number }) =>
  row.totalCents - row.paidCents - row.creditedCents;

/**
 * Records a card payment against the invoice, once per provider id. Returns "recorded" the first time, "duplicate"
 * when it was recorded before, "unknown invoice" when the invoice is not the company's.
 *
 * Interim: writes the payment itself until the invoices area's `recordProviderPayment` lands, then delegates to it.
 */
export async function recordCardPayment(
  db: Db,
  input: CardPayment,
): Promise<"recorded" | "duplicate" | "unknown invoice"> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select({
        id: invoice.id,
        customerId: invoice.customerId,
        status: invoice.status,
        totalCents: invoice.totalCents,
        paidCents: invoice.paidCents,
        creditedCents: invoice.creditedCents,
        timeZone: company.timeZone,
      })
      .from(invoice)
      .innerJoin(company, eq(company.id, invoice.companyId))
      .where(and(eq(invoice.id, input.invoiceId), eq(invoice.companyId, input.companyId)))
      .for("update", { of: invoice });
    if (!row) return "unknown invoice";
    const inserted = await tx
      .insert(payment)
      .values({
        companyId: input.companyId,
        invoiceId: row.id,
        customerId: row.customerId,
        amountCents: input.amountCents,
        method: "card",
        reference: input.providerPaymentId,
        receivedOn: todayIn(row.timeZone),
        providerPaymentId: input.providerPaymentId,
      })
      .onConflictDoNothing()
      .returning({ id: payment.id });
    if (!inserted.length) return "duplicate";
    const paidCents = row.paidCents + input.amountCents;
    const status = statusForBalance(row.status, balanceCents({ ...row, paidCents }));
    await tx
      .update(invoice)
      .set({
        paidCents,
        status,
        paidAt: status === "paid" ? sql`coalesce(${invoice.paidAt}, now())` : invoice.paidAt,
        nextAutopayAt: status === "paid" ? null : invoice.nextAutopayAt,
        updatedAt: new Date(),
      })
      .where(eq(invoice.id, row.id));
    return "recorded";
  });
}

/** The company whose current connected account this is (webhooks name the account, not the company). */
export async function companyOfAccount(db: Db, accountId: string | null) {
  if (!accountId) return null;
  const [row] = await db
    .select({ id: company.id, timeZone: company.timeZone, currency: company.currency })
    .from(company)
    .where(eq(company.stripeAccountId, accountId));
  return row ?? null;
}
