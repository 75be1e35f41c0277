/**
 * Autopay: open invoices of customers who saved a card (customer_billing.autopay) are charged off-session on the
 * company's Stripe account. Three attempts at most: a decline raises one "payment failed" alert per invoice (kept up
 * to date, not repeated) and retries after 1 day, then 3 days; after the third the office takes over.
 * A system job over every company: the hourly `money.autopay` job queues each due attempt as a
 * `money.autopay-charge` job (app/domain/jobs/catalogue.server.ts).
 */

import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, or, type SQL, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { invoiceLabel } from "~/core/money";
import type { Db, Tx } from "~/db/client.server";
import { alert, company, customer, customerBilling, invoice } from "~/db/schema";
import { logger } from "~/server/logger.server";
import { stripeEnabled } from "~/server/payments/config.server";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { PaymentsProviderError } from "../payments-errors";
import type { SystemContext } from "../tenant.server";
import { recordCardPayment } from "./stripe-settle.server";

export const MAX_AUTOPAY_ATTEMPTS = 3;
const DAY = 24 * 60 * 60 * 1000;
/** The wait after the n-th failed attempt (1-based); none after the last. */
const retryDelays = [1 * DAY, 3 * DAY];

/** When to try again after `attempt` failed; null when that was the last attempt. */
export function nextAutopayAfter(attempt: number, now: Date): Date | null {
  const delay = retryDelays[attempt - 1];
  return attempt < MAX_AUTOPAY_ATTEMPTS && delay !== undefined ? new Date(now.getTime() + delay) : null;
}

export interface AutopayRun {
  charged: number;
  pending: number;
  declined: number;
  errors: number;
}

const balance = sql<number>`${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents}`;

/** Open autopay invoices with something to pay, a saved card and a company able to take charges, plus `where`. */
function autopayInvoices(db: Db, where: SQL) {
  // tenancy: system — autopay job across every company (the caller's where picks the invoices)
  return db
    .select({
      id: invoice.id,
      companyId: invoice.companyId,
      number: invoice.number,
      attempts: invoice.autopayAttempts,
      balanceCents: balance,
      currency: company.currency,
      accountId: company.stripeAccountId,
      stripeCustomerId: customerBilling.stripeCustomerId,
      paymentMethodId: customerBilling.paymentMethodId,
    })
    .from(invoice)
    .innerJoin(company, eq(company.id, invoice.companyId))
    .innerJoin(
      customerBilling,
      and(
        eq(customerBilling.companyId, invoice.companyId),
        eq(customerBilling.customerId, invoice.customerId),
      ),
    )
    .where(
      and(
        eq(invoice.status, "open"),
        gt(balance, 0),
        eq(customerBilling.autopay, true),
        isNotNull(customerBilling.stripeCustomerId),
        isNotNull(customerBilling.paymentMethodId),
        isNotNull(company.stripeAccountId),
        eq(company.stripeChargesEnabled, true),
        where,
      ),
    );
}

/**
 * The autopay attempts due now: fewer than 3 attempts made, and either never tried or its retry time reached. The
 * hourly job puts each on the queue as its own job, keyed by invoice and attempt.
 */
export async function dueAutopay({ db }: SystemContext, now: Date = new Date()) {
  if (!stripeEnabled()) return [];
  const rows = await autopayInvoices(
    db,
    and(
      lt(invoice.autopayAttempts, MAX_AUTOPAY_ATTEMPTS),
      or(and(isNull(invoice.nextAutopayAt), eq(invoice.autopayAttempts, 0)), lte(invoice.nextAutopayAt, now)),
    ) as SQL,
  );
  return rows.map((row) => ({ invoiceId: row.id, attempt: row.attempts + 1 }));
}

export type AutopayOutcome = "charged" | "pending" | "declined" | "skipped";

/**
 * Makes autopay attempt `attempt` on one invoice. The attempt is claimed first (its retry time already set), so
 * another process skips it; a redelivery of the same attempt (the first worker died after claiming) charges again
 * with the same Stripe idempotency key, which returns the first charge instead of making a second. A provider
 * outage throws PaymentsProviderError (the queue retries the attempt).
 */
export async function chargeAutopay(
  ctx: SystemContext,
  invoiceId: string,
  attempt: number,
  now: Date = new Date(),
): Promise<AutopayOutcome> {
  const { db } = ctx;
  if (!stripeEnabled() || attempt < 1 || attempt > MAX_AUTOPAY_ATTEMPTS) return "skipped";
  const [row] = await autopayInvoices(
    db,
    and(eq(invoice.id, invoiceId), inArray(invoice.autopayAttempts, [attempt - 1, attempt])) as SQL,
  );
  if (!row) return "skipped";
  if (row.attempts === attempt - 1) {
    // tenancy: system — autopay job claims an invoice it found, by id
    const claimed = await db
      .update(invoice)
      .set({ autopayAttempts: attempt, nextAutopayAt: nextAutopayAfter(attempt, now), updatedAt: now })
      .where(and(eq(invoice.id, row.id), eq(invoice.autopayAttempts, row.attempts)))
      .returning({ id: invoice.id });
    if (!claimed.length) return "skipped";
  }
  const result = await ctx.ports.payments.chargeSavedPaymentMethod({
    accountId: row.accountId!,
    customerId: row.stripeCustomerId!,
    paymentMethodId: row.paymentMethodId!,
    amountCents: Number(row.balanceCents),
    currency: row.currency,
    invoiceId: row.id,
    idempotencyKey: `autopay-${row.id}-${attempt}`,
    description: invoiceLabel(row.number),
  });
  if (result.ok && result.status === "succeeded") {
    await recordCardPayment(ctx, {
      companyId: row.companyId,
      invoiceId: row.id,
      amountCents: Number(row.balanceCents),
      providerPaymentId: result.paymentIntentId,
    });
    return "charged";
  }
  if (result.ok) return "pending"; // "processing": payment_intent.succeeded records it.
  await noteFailedCharge(ctx, {
    companyId: row.companyId,
    invoiceId: row.id,
    paymentIntentId: result.paymentIntentId,
    stripeCustomerId: row.stripeCustomerId,
    message: result.message,
    now,
  });
  return "declined";
}

/** Every due autopay attempt, one after the other in this process (the queue runs them as separate jobs). */
export async function runAutopay(ctx: SystemContext, now: Date = new Date()): Promise<AutopayRun> {
  const run: AutopayRun = { charged: 0, pending: 0, declined: 0, errors: 0 };
  for (const due of await dueAutopay(ctx, now)) {
    try {
      const outcome = await chargeAutopay(ctx, due.invoiceId, due.attempt, now);
      if (outcome !== "skipped") run[outcome]++;
    } catch (error) {
      if (!(error instanceof PaymentsProviderError)) throw error;
      logger.error({ err: error, invoiceId: due.invoiceId }, "autopay charge failed");
      run.errors++;
    }
  }
  return run;
}

/**
 * A card payment for the invoice failed (an autopay decline, or the webhook's payment_intent.payment_failed): the
 * "payment failed" alert (one open per invoice, its detail brought up to date) and, for an autopay charge whose retry
 * is not planned yet, the retry time. Runs under the invoice's row lock so the job and the webhook don't both add.
 */
export async function noteFailedCharge(
  system: SystemContext,
  input: {
    companyId: string;
    invoiceId: string;
    paymentIntentId: string | null;
    stripeCustomerId: string | null;
    message: string;
    now: Date;
  },
): Promise<"alert raised" | "alert updated" | "alert off" | "unknown invoice"> {
  return system.db.transaction(async (tx) => {
    // tenancy: system — autopay job: the invoice it just charged, by id
    const [row] = await tx
      .select({
        id: invoice.id,
        number: invoice.number,
        customerId: invoice.customerId,
        attempts: invoice.autopayAttempts,
        nextAutopayAt: invoice.nextAutopayAt,
        customerName: customer.displayName,
        currency: company.currency,
        timeZone: company.timeZone,
        balance: sql<number>`${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents}`,
        autopayCustomer: customerBilling.stripeCustomerId,
        autopay: customerBilling.autopay,
      })
      .from(invoice)
      .innerJoin(company, eq(company.id, invoice.companyId))
      .innerJoin(customer, eq(customer.id, invoice.customerId))
      .leftJoin(
        customerBilling,
        and(
          eq(customerBilling.companyId, invoice.companyId),
          eq(customerBilling.customerId, invoice.customerId),
        ),
      )
      .where(and(eq(invoice.id, input.invoiceId), eq(invoice.companyId, input.companyId)))
      .for("update", { of: invoice });
    if (!row) return "unknown invoice";
    const isAutopay =
      row.autopay === true &&
      row.attempts > 0 &&
      input.stripeCustomerId !== null &&
      input.stripeCustomerId === row.autopayCustomer;
    let next = row.nextAutopayAt;
    if (isAutopay && !next && row.attempts < MAX_AUTOPAY_ATTEMPTS) {
      next = nextAutopayAfter(row.attempts, input.now);
      // tenancy: system — autopay job: the invoice it just charged, by id
      await tx.update(invoice).set({ nextAutopayAt: next }).where(eq(invoice.id, row.id));
    }
    const label = invoiceLabel(row.number);
    const said = { customer: row.customerName, message: input.message };
    const detail = !isAutopay
      ? keyed("team.alertText.paymentFailedAskDetail", said)
      : next
        ? keyed("team.alertText.paymentFailedRetryDetail", {
            ...said,
            attempt: row.attempts,
            max: MAX_AUTOPAY_ATTEMPTS,
            date: { date: todayIn(row.timeZone, next) },
          })
        : keyed("team.alertText.paymentFailedStoppedDetail", {
            ...said,
            attempts: row.attempts,
            amount: { cents: Number(row.balance), currency: row.currency },
          });
    return raiseOrUpdateAlert(tx, {
      companyId: input.companyId,
      customerId: row.customerId,
      invoiceId: row.id,
      title: keyed("team.alertText.paymentFailed", { invoice: label }),
      detail,
    });
  });
}

/** The alert points at the invoice (one click to it) and is cleared by the alert evaluator once it is settled. */
async function raiseOrUpdateAlert(
  tx: Tx,
  failed: { companyId: string; customerId: string; invoiceId: string; title: string; detail: string },
): Promise<"alert raised" | "alert updated" | "alert off"> {
  const { companyId, customerId, invoiceId, title, detail } = failed;
  // The company turned the rule off (alert settings).
  if (!(await isRuleEnabled(tx, { companyId }, "payment-failed"))) return "alert off";
  // tenancy: system — autopay job, filters alert.companyId = the invoice's company
  const [open] = await tx
    .select({ id: alert.id })
    .from(alert)
    .where(
      and(
        eq(alert.companyId, companyId),
        eq(alert.kind, "payment failed"),
        eq(alert.title, title),
        isNull(alert.resolvedAt),
      ),
    );
  if (open) {
    // tenancy: system — autopay job: the open alert found just above, by id
    await tx.update(alert).set({ detail, invoiceId }).where(eq(alert.id, open.id));
    return "alert updated";
  }
  await tx.insert(alert).values({
    companyId,
    kind: "payment failed",
    severity: "critical",
    title,
    detail,
    customerId,
    invoiceId,
  });
  return "alert raised";
}
