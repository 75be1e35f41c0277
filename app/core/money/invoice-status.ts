/**
 * An invoice's statuses and the actions that move them. Status never follows a typed field: an action moves it
 * (this table), or money does (statusForBalance in invoice-payments.ts: open ⇄ paid). Pure.
 */
import { keyed } from "../i18n/keyed";
import {
  type InvoiceMoney,
  type InvoiceMoneyEntry,
  invoiceBalance,
  statusForBalance,
} from "./invoice-payments";
import { assertCents } from "./rounding";

export const invoiceStatuses = ["draft", "open", "paid", "void", "uncollectible"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];

/** What a list shows: the stored status, or for an open invoice "overdue" / "partly paid". */
export type InvoiceDisplayStatus = InvoiceStatus | "partly paid" | "overdue";

export const invoiceStatusLabels: Record<InvoiceDisplayStatus, string> = {
  draft: "Draft",
  open: "Open",
  "partly paid": "Partly paid",
  overdue: "Overdue",
  paid: "Paid",
  void: "Void",
  uncollectible: "Uncollectible",
};

// ---------------------------------------------------------------------------------------------------------------
// Actions

export const invoiceActions = ["send", "delete", "void", "markUncollectible"] as const;
export type InvoiceAction = (typeof invoiceActions)[number];

interface ActionRule {
  label: string;
  from: readonly InvoiceStatus[];
  /** "deleted": the draft is removed, not kept with a status. */
  to: InvoiceStatus | "deleted";
}

/**
 * THE table. Paid and open move between each other only through money (statusForBalance), never by a button:
 * "mark as paid" is recording a payment of the balance (cash, check), so the books always say how it was paid.
 */
export const invoiceActionTable: Record<InvoiceAction, ActionRule> = {
  // Sending gives the customer the invoice; from then on it is kept (void, not deleted) for the record.
  send: { label: "Send", from: ["draft"], to: "open" },
  delete: { label: "Delete", from: ["draft"], to: "deleted" },
  void: { label: "Void", from: ["draft", "open", "uncollectible"], to: "void" },
  // A debt written off; a payment that still comes in settles it (applyInvoiceMoney).
  markUncollectible: { label: "Mark uncollectible", from: ["open"], to: "uncollectible" },
};

export function isInvoiceAction(value: string): value is InvoiceAction {
  return (invoiceActions as readonly string[]).includes(value);
}

export type InvoiceActionResult =
  | { ok: true; next: InvoiceStatus | "deleted" }
  | { ok: false; reason: string };

/**
 * Applies an action, or says why it can't: `reason` is a `keyed` message (money.rules.*, core/i18n/keyed.ts) that
 * `t.text` words in the reader's language.
 */
export function applyInvoiceAction(
  invoice: InvoiceMoney,
  action: string,
  currency = "USD",
): InvoiceActionResult {
  if (!isInvoiceAction(action)) return { ok: false, reason: keyed("money.rules.unknownAction", { action }) };
  const rule = invoiceActionTable[action];
  if (!rule.from.includes(invoice.status))
    return { ok: false, reason: keyed("money.rules.notPossible", { action, status: invoice.status }) };
  const balance = invoiceBalance(invoice);
  if (action === "send") {
    assertCents(invoice.totalCents, "total");
    if (invoice.totalCents < 0) return { ok: false, reason: keyed("money.rules.belowZero", {}) };
    // Nothing to pay (a $0 invoice) is settled as it is sent.
    return { ok: true, next: statusForBalance("open", balance.balanceCents) };
  }
  if (action === "void" && balance.netPaidCents > 0)
    return {
      ok: false,
      reason: keyed("money.rules.refundBeforeVoid", { amount: { cents: balance.netPaidCents, currency } }),
    };
  return { ok: true, next: rule.to };
}

/** The actions allowed now, in table order. */
export function allowedInvoiceActions(invoice: InvoiceMoney): InvoiceAction[] {
  return invoiceActions.filter((a) => applyInvoiceAction(invoice, a).ok);
}

// ---------------------------------------------------------------------------------------------------------------
// What a list shows

/** Overdue: open, something left to pay, and the due date has passed (the due date itself is still on time). */
export function isOverdue(
  invoice: { status: InvoiceStatus; dueOn: string | null; balanceCents: number },
  today: string,
): boolean {
  return (
    invoice.status === "open" && invoice.balanceCents > 0 && invoice.dueOn !== null && today > invoice.dueOn
  );
}

/** The status to show. Overdue wins over partly paid: it is the one that needs someone to act. */
export function invoiceDisplayStatus(
  invoice: {
    status: InvoiceStatus;
    dueOn: string | null;
    totalCents: number;
    entries: readonly InvoiceMoneyEntry[];
  },
  today: string,
): InvoiceDisplayStatus {
  if (invoice.status !== "open") return invoice.status;
  const b = invoiceBalance(invoice);
  if (isOverdue({ status: invoice.status, dueOn: invoice.dueOn, balanceCents: b.balanceCents }, today))
    return "overdue";
  if (b.netPaidCents + b.creditedCents > 0 && b.balanceCents > 0) return "partly paid";
  return "open";
}
