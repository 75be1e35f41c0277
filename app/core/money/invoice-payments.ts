/**
 * Money against an invoice: payments, refunds and credit notes, the balance they leave, and the status that
 * balance means. Every refusal comes back as a sentence for the form: a `keyed` message (money.rules.*,
 * core/i18n/keyed.ts) that `t.text` words in the reader's language. Pure.
 */
import { keyed } from "../i18n/keyed";
import type { InvoiceStatus } from "./invoice-status";

/**
 * One movement of money against an invoice, always a positive amount of cents. A refund may name the payment it
 * gives back (`refundOf` = that payment's `id`) and then can't give back more than that payment.
 */
export interface InvoiceMoneyEntry {
  id?: string;
  kind: "payment" | "refund" | "credit note";
  amountCents: number;
  refundOf?: string | null;
}

export interface InvoiceMoney {
  status: InvoiceStatus;
  totalCents: number;
  entries: readonly InvoiceMoneyEntry[];
}

export interface InvoiceBalance {
  paidCents: number;
  refundedCents: number;
  /** Payments − refunds: what the customer has actually paid. */
  netPaidCents: number;
  creditedCents: number;
  /** total − payments + refunds − credit notes. */
  balanceCents: number;
}

export function invoiceBalance(invoice: Pick<InvoiceMoney, "totalCents" | "entries">): InvoiceBalance {
  let paid = 0;
  let refunded = 0;
  let credited = 0;
  for (const e of invoice.entries) {
    if (e.kind === "payment") paid += e.amountCents;
    else if (e.kind === "refund") refunded += e.amountCents;
    else credited += e.amountCents;
  }
  return {
    paidCents: paid,
    refundedCents: refunded,
    netPaidCents: paid - refunded,
    creditedCents: credited,
    balanceCents: invoice.totalCents - paid + refunded - credited,
  };
}

/**
 * The status that matches a balance: an open (or uncollectible) invoice with nothing left to pay is paid; a paid one
 * that owes again (a refund, a payment removed) is open again. Other statuses stay.
 */
export function statusForBalance(status: InvoiceStatus, balanceCents: number): InvoiceStatus {
  if ((status === "open" || status === "uncollectible") && balanceCents <= 0) return "paid";
  if (status === "paid" && balanceCents > 0) return "open";
  return status;
}

export type MoneyResult =
  | { ok: true; status: InvoiceStatus; balance: InvoiceBalance }
  | { ok: false; reason: string };

/** Money is taken only on invoices the customer was sent and that are not closed off. */
const takesMoney: readonly InvoiceStatus[] = ["open", "uncollectible", "paid"];

/**
 * Checks a new payment, refund or credit note against an invoice and gives the status and balance after it.
 * - a payment can't be more than the balance (no overpayment to untangle later);
 * - a refund can't give back more than was paid (or than the payment it names);
 * - a credit note can't be more than the remaining balance;
 * a late payment on an uncollectible invoice is welcome and settles it.
 */
export function applyInvoiceMoney(
  invoice: InvoiceMoney,
  entry: InvoiceMoneyEntry,
  currency = "USD",
): MoneyResult {
  const money = (cents: number) => ({ cents, currency });
  if (!Number.isSafeInteger(entry.amountCents) || entry.amountCents <= 0)
    return { ok: false, reason: keyed("seller.rules.amountPositive", {}) };
  if (!takesMoney.includes(invoice.status))
    return {
      ok: false,
      reason:
        invoice.status === "draft"
          ? keyed("money.rules.sendFirst", {})
          : keyed("money.rules.voidNothing", {}),
    };
  const before = invoiceBalance(invoice);
  if (entry.kind === "payment" && entry.amountCents > before.balanceCents)
    return {
      ok: false,
      reason:
        before.balanceCents <= 0
          ? keyed("money.rules.nothingLeft", {})
          : keyed("money.rules.paymentTooMuch", { amount: money(before.balanceCents) }),
    };
  if (entry.kind === "credit note" && entry.amountCents > before.balanceCents)
    return {
      ok: false,
      reason:
        before.balanceCents <= 0
          ? keyed("money.rules.nothingToCredit", {})
          : keyed("money.rules.creditTooMuch", { amount: money(before.balanceCents) }),
    };
  if (entry.kind === "refund") {
    const refundable = refundableCents(invoice, entry.refundOf ?? null);
    if (refundable === null) return { ok: false, reason: keyed("money.rules.refundNotOnInvoice", {}) };
    if (entry.amountCents > refundable)
      return {
        ok: false,
        reason:
          refundable === 0
            ? keyed("money.rules.nothingToRefund", {})
            : keyed("money.rules.refundTooMuch", { amount: money(refundable) }),
      };
  }
  const balance = invoiceBalance({ totalCents: invoice.totalCents, entries: [...invoice.entries, entry] });
  return { ok: true, status: statusForBalance(invoice.status, balance.balanceCents), balance };
}

/**
 * Removing a payment recorded by mistake (not a refund: no money moves). Refused while refunds name it, since they
 * would then give back money that was never paid. An invoice paid by it goes back to open.
 */
export function removeInvoicePayment(invoice: InvoiceMoney, paymentId: string): MoneyResult {
  const payment = invoice.entries.find((e) => e.kind === "payment" && e.id === paymentId);
  if (!payment) return { ok: false, reason: keyed("seller.rules.paymentNotOnInvoice", {}) };
  if (invoice.entries.some((e) => e.kind === "refund" && e.refundOf === paymentId))
    return { ok: false, reason: keyed("money.rules.paymentRefunded", {}) };
  const entries = invoice.entries.filter((e) => e !== payment);
  const balance = invoiceBalance({ totalCents: invoice.totalCents, entries });
  if (balance.netPaidCents < 0)
    return {
      ok: false,
      reason: keyed("money.rules.refundsMoreThanPaid", {}),
    };
  return { ok: true, status: statusForBalance(invoice.status, balance.balanceCents), balance };
}

/** What may still be refunded: of one payment (null if it isn't on the invoice), or of everything paid. */
function refundableCents(invoice: InvoiceMoney, paymentId: string | null): number | null {
  if (paymentId === null) return invoiceBalance(invoice).netPaidCents;
  const payment = invoice.entries.find((e) => e.kind === "payment" && e.id === paymentId);
  if (!payment) return null;
  const refunded = invoice.entries
    .filter((e) => e.kind === "refund" && e.refundOf === paymentId)
    .reduce((sum, e) => sum + e.amountCents, 0);
  return Math.min(payment.amountCents - refunded, invoiceBalance(invoice).netPaidCents);
}
