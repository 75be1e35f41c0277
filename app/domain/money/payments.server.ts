/**
 * Money received against invoices: payments the office records by hand (check, cash, card on the shop's terminal,
 * ACH, other), removing one recorded by mistake, refunds, and payments through the company's Stripe account
 * (`recordProviderPayment`, a system function: no member, idempotent on the provider's payment id). Each runs in one
 * transaction with the invoice locked, checked by core/money, and leaves the invoice settled (sums and status).
 */

import { and, eq } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import { applyInvoiceMoney, invoiceLabel, removeInvoicePayment } from "~/core/money";
import type { Tx } from "~/db/client.server";
import { company, type PaymentMethod, payment } from "~/db/schema";
import { queueQuickbooksPush, queueQuickbooksPushIfTracked } from "../accounting/quickbooks-sync.server";
import { RuleError } from "../errors";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import { findInvoice, type InvoiceRow, moneyEntriesOf } from "./invoices.server";
import { type Actor, actorOf, settleInvoice } from "./invoices-effects.server";

/** An invoice status as a message's select word ("partly paid" → "partlyPaid"): the catalog words it. */
const statusWord = (status: string) => status.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

export interface ManualPaymentInput {
  amountCents: number;
  method: PaymentMethod;
  reference?: string;
  /** "YYYY-MM-DD", not after today in the company's time zone. */
  receivedOn: string;
  note?: string;
}

async function moneyOf(tx: Tx, ctx: Pick<TenantContext, "companyId">, row: InvoiceRow) {
  return { status: row.status, totalCents: row.totalCents, entries: await moneyEntriesOf(tx, ctx, row.id) };
}

/** Records a payment of part or all of the balance; more than the balance is refused. */
export async function recordPayment(
  ctx: TenantContext,
  invoiceId: string,
  input: ManualPaymentInput,
  now = new Date(),
) {
  requirePermission(ctx, "money:write");
  if (!isValidDate(input.receivedOn)) throw new RuleError("receivedOn", "seller.rules.realDate");
  if (input.receivedOn > todayIn(ctx.timeZone, now))
    throw new RuleError("receivedOn", "seller.rules.futureDate");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const verdict = applyInvoiceMoney(
      await moneyOf(tx, ctx, row),
      { kind: "payment", amountCents: input.amountCents },
      ctx.currency,
    );
    if (!verdict.ok) throw new RuleError("amount", verdict.reason);
    const [created] = await tx
      .insert(payment)
      .values({
        companyId: ctx.companyId,
        invoiceId,
        customerId: row.customerId,
        amountCents: input.amountCents,
        method: input.method,
        reference: (input.reference ?? "").trim().slice(0, 100),
        receivedOn: input.receivedOn,
        note: (input.note ?? "").trim().slice(0, 500),
        recordedBy: ctx.memberId,
      })
      .returning();
    const invoiceAfter = await settleInvoice(tx, ctx, row, await actorOf(tx, ctx), now);
    await queueQuickbooksPush(tx, ctx, "payment", created.id, invoiceLabel(row.number));
    return { payment: created, invoice: invoiceAfter };
  });
}

async function findPayment(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId">,
  invoiceId: string,
  paymentId: string,
) {
  const [row] = await tx
    .select()
    .from(payment)
    .where(scoped(ctx, payment, eq(payment.id, paymentId), eq(payment.invoiceId, invoiceId)));
  if (!row) throw new RuleError("paymentId", "seller.rules.paymentNotOnInvoice");
  return row;
}

/**
 * Removes a payment recorded by mistake (no money moves back; that is a refund). Refused for a refunded payment and
 * for one taken through Stripe (refund it instead). A paid invoice owes again.
 */
export async function removePayment(
  ctx: TenantContext,
  invoiceId: string,
  paymentId: string,
  now = new Date(),
) {
  requirePermission(ctx, "money:write");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const found = await findPayment(tx, ctx, invoiceId, paymentId);
    if (found.providerPaymentId) throw new RuleError("paymentId", "seller.rules.stripePaymentRefund");
    const verdict = removeInvoicePayment(await moneyOf(tx, ctx, row), paymentId);
    if (!verdict.ok) throw new RuleError("paymentId", verdict.reason);
    await tx.delete(payment).where(scoped(ctx, payment, eq(payment.id, paymentId)));
    const invoiceAfter = await settleInvoice(tx, ctx, row, await actorOf(tx, ctx), now);
    // QuickBooks deletes it too when it has it (the push finds the payment gone); see quickbooks-sync.
    await queueQuickbooksPushIfTracked(tx, ctx, "payment", paymentId);
    return invoiceAfter;
  });
}

/**
 * Records money given back on a payment (part or all of it, never more than is left of it). A paid invoice owes
 * again. The Stripe refund itself is the payments port's business; this is the books' side.
 */
export async function refundPayment(
  ctx: TenantContext,
  invoiceId: string,
  paymentId: string,
  amountCents: number,
  now = new Date(),
) {
  requirePermission(ctx, "money:write");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const found = await findPayment(tx, ctx, invoiceId, paymentId);
    const verdict = applyInvoiceMoney(
      await moneyOf(tx, ctx, row),
      { kind: "refund", amountCents, refundOf: paymentId },
      ctx.currency,
    );
    if (!verdict.ok) throw new RuleError("amount", verdict.reason);
    const [updated] = await tx
      .update(payment)
      .set({ refundedCents: found.refundedCents + amountCents })
      .where(scoped(ctx, payment, eq(payment.id, paymentId)))
      .returning();
    const invoiceAfter = await settleInvoice(tx, ctx, row, await actorOf(tx, ctx), now);
    // QuickBooks' Payment goes to the net amount (deleted when refunded in full), so the invoice owes the same there.
    await queueQuickbooksPushIfTracked(tx, ctx, "payment", paymentId);
    return { payment: updated, invoice: invoiceAfter };
  });
}

export interface ProviderPaymentInput {
  companyId: string;
  invoiceId: string;
  amountCents: number;
  /** Stripe's payment intent id (or checkout session id): the same id pays once, however often it is reported. */
  providerPaymentId: string;
  method?: "card" | "ach";
  /** "YYYY-MM-DD"; today in the company's time zone when left out. */
  receivedOn?: string;
  note?: string;
}

const systemActor: Actor = { userId: null, name: "Online payment" };

/**
 * A payment taken through the company's Stripe account (webhook, checkout return, autopay). System use: no member,
 * no permission. Idempotent: a second call with the same `providerPaymentId` returns the first payment
 * (`created: false`) and pays nothing twice. The money has already moved, so it is recorded even when it is more
 * than the balance (`overpaidCents` > 0 tells the caller to refund the excess); refused only on a draft or void
 * invoice (RuleError — refund it), or for an amount that isn't positive whole cents.
 */
export async function recordProviderPayment(
  { db }: SystemContext,
  input: ProviderPaymentInput,
  now = new Date(),
) {
  const tenant = { companyId: input.companyId };
  if (!Number.isSafeInteger(input.amountCents) || input.amountCents <= 0)
    throw new RuleError("amount", "seller.rules.amountPositive");
  if (!input.providerPaymentId) throw new RuleError("providerPaymentId", "seller.rules.providerIdMissing");
  return db.transaction(async (tx) => {
    const row = await findInvoice(tx, tenant, input.invoiceId, true);
    // tenancy: owner — filters payment.companyId = the provider payment's company
    const [existing] = await tx
      .select()
      .from(payment)
      .where(
        and(eq(payment.companyId, input.companyId), eq(payment.providerPaymentId, input.providerPaymentId)),
      );
    if (existing) return { payment: existing, invoice: row, created: false, overpaidCents: 0 };
    if (row.status === "draft" || row.status === "void")
      throw new RuleError(
        "amount",
        keyed("seller.rules.invoiceNoPayment", { status: statusWord(row.status) }),
      );
    const before = applyInvoiceMoney(await moneyOf(tx, tenant, row), {
      kind: "payment",
      amountCents: input.amountCents,
    });
    const balanceBefore = row.totalCents - row.paidCents - row.creditedCents;
    const overpaidCents = before.ok ? 0 : Math.max(0, input.amountCents - Math.max(0, balanceBefore));
    const [{ timeZone }] = await tx
      .select({ timeZone: company.timeZone })
      .from(company)
      .where(eq(company.id, input.companyId));
    const [created] = await tx
      .insert(payment)
      .values({
        companyId: input.companyId,
        invoiceId: row.id,
        customerId: row.customerId,
        amountCents: input.amountCents,
        method: input.method ?? "card",
        reference: input.providerPaymentId.slice(0, 100),
        receivedOn: input.receivedOn ?? todayIn(timeZone, now),
        note: input.note ?? "",
        providerPaymentId: input.providerPaymentId,
      })
      .onConflictDoNothing()
      .returning();
    if (!created) {
      // tenancy: owner — filters payment.companyId = the provider payment's company
      const [again] = await tx
        .select()
        .from(payment)
        .where(
          and(eq(payment.companyId, input.companyId), eq(payment.providerPaymentId, input.providerPaymentId)),
        );
      return { payment: again, invoice: row, created: false, overpaidCents: 0 };
    }
    const invoiceAfter = await settleInvoice(tx, tenant, row, systemActor, now);
    await queueQuickbooksPush(tx, tenant, "payment", created.id, invoiceLabel(row.number));
    return { payment: created, invoice: invoiceAfter, created: true, overpaidCents };
  });
}
