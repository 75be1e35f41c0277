/**
 * A QuickBooks Desktop import file (IIF) of a period's invoices, payments and credit notes. Pure.
 *
 * The format (Intuit's "IIF reference: transactions"): tab-separated rows; a `!TRNS`, `!SPL` and `!ENDTRNS` header row
 * names the columns, then each transaction is a `TRNS` row (the whole transaction on its first account), one `SPL`
 * row per distribution line and `ENDTRNS`. TRNSTYPE, ACCNT and AMOUNT are required; a debit is positive, a credit
 * negative, and a transaction's rows add up to zero. Dates are MM/DD/YYYY. There is no quoting: a tab or a line break
 * inside a name or description would break the row, so they become spaces.
 *
 *  - INVOICE: Accounts Receivable debited with the total; each line credited to the income account (QNTY negative, as
 *    QuickBooks writes a sale), the tax to the sales-tax account. Void invoices are left out (they are worth nothing).
 *  - PAYMENT: received money in Undeposited Funds, Accounts Receivable credited. A refund has no date of its own, so a
 *    payment goes in net of what was refunded of it (a payment refunded in full is left out): Accounts Receivable then
 *    owes what the invoice owes again.
 *  - CREDIT MEMO: a credit note, Accounts Receivable credited and income debited.
 *
 * Account names are QuickBooks' usual ones; the accountant renames them in QuickBooks or edits the file if theirs
 * differ (QuickBooks adds an account the file names that it does not have).
 */
import { invoiceLabel } from "../money/invoice-number";
import { centsToDecimal as money } from "../money/rounding";
import {
  type CreditFact,
  creditNoteLabel,
  type InvoiceFact,
  type PaymentFact,
  paymentMethodWords,
} from "./csv-exports";

export interface IifAccounts {
  receivable: string;
  income: string;
  salesTax: string;
  undepositedFunds: string;
}

export const defaultIifAccounts: IifAccounts = {
  receivable: "Accounts Receivable",
  income: "Services Income",
  salesTax: "Sales Tax Payable",
  undepositedFunds: "Undeposited Funds",
};

export interface IifLine {
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

export interface IifInvoice extends InvoiceFact {
  lines: readonly IifLine[];
}

export interface IifInput {
  invoices: readonly IifInvoice[];
  payments: readonly PaymentFact[];
  credits: readonly CreditFact[];
}

const trnsColumns = ["TRNSID", "TRNSTYPE", "DATE", "ACCNT", "NAME", "AMOUNT", "DOCNUM", "MEMO", "DUEDATE"];
const splColumns = [
  "SPLID",
  "TRNSTYPE",
  "DATE",
  "ACCNT",
  "NAME",
  "AMOUNT",
  "DOCNUM",
  "MEMO",
  "QNTY",
  "PRICE",
];

export const iifHeaderRows = [
  ["!TRNS", ...trnsColumns].join("\t"),
  ["!SPL", ...splColumns].join("\t"),
  "!ENDTRNS",
];

/** "2026-10-05" → "10/05/2026". */
export function iifDate(date: string): string {
  const [y, m, d] = date.split("-");
  return `${m}/${d}/${y}`;
}

/** A field as IIF can hold it: no tab or line break (there is no quoting). */
export function iifText(value: string): string {
  return value.replace(/[\t\r\n]+/g, " ").trim();
}

interface Trns {
  type: string;
  date: string;
  account: string;
  name: string;
  amountCents: number;
  docNumber: string;
  memo: string;
  dueDate?: string;
}
interface Spl {
  account: string;
  amountCents: number;
  memo: string;
  quantity?: number;
  priceCents?: number;
}

/** A quantity without float noise: 0.1 × 3 → "0.3". */
const qty = (n: number) => String(Math.round(n * 10_000) / 10_000);

function transaction(t: Trns, splits: readonly Spl[]): string[] {
  const common = (account: string, amountCents: number, memo: string) => [
    "",
    t.type,
    iifDate(t.date),
    iifText(account),
    iifText(t.name),
    money(amountCents),
    iifText(t.docNumber),
    iifText(memo),
  ];
  return [
    ["TRNS", ...common(t.account, t.amountCents, t.memo), t.dueDate ? iifDate(t.dueDate) : ""].join("\t"),
    ...splits.map((s) =>
      [
        "SPL",
        ...common(s.account, s.amountCents, s.memo),
        s.quantity === undefined ? "" : qty(s.quantity),
        s.priceCents === undefined ? "" : money(s.priceCents),
      ].join("\t"),
    ),
    "ENDTRNS",
  ];
}

function invoiceSplits(inv: IifInvoice, accounts: IifAccounts): Spl[] {
  const splits: Spl[] = inv.lines.map((l) => ({
    account: accounts.income,
    amountCents: -l.amountCents,
    memo: l.description,
    quantity: l.quantity === 0 ? 0 : -l.quantity,
    priceCents: l.unitPriceCents,
  }));
  // The stored subtotal is the lines' sum; should an invoice's lines ever disagree with it, the difference still
  // goes to income, so the transaction balances and the total is the invoice's.
  const linesCents = inv.lines.reduce((s, l) => s + l.amountCents, 0);
  if (linesCents !== inv.subtotalCents)
    splits.push({
      account: accounts.income,
      amountCents: linesCents - inv.subtotalCents,
      memo: "Adjustment",
    });
  if (inv.taxCents !== 0)
    splits.push({ account: accounts.salesTax, amountCents: -inv.taxCents, memo: "Sales tax" });
  return splits;
}

export function quickbooksIif(input: IifInput, accounts: IifAccounts = defaultIifAccounts): string {
  const rows = [...iifHeaderRows];
  for (const inv of input.invoices) {
    if (inv.status === "void" || inv.status === "draft") continue;
    rows.push(
      ...transaction(
        {
          type: "INVOICE",
          date: inv.issuedOn,
          account: accounts.receivable,
          name: inv.customerName,
          amountCents: inv.subtotalCents + inv.taxCents,
          docNumber: invoiceLabel(inv.number),
          memo: "",
          dueDate: inv.dueOn ?? undefined,
        },
        invoiceSplits(inv, accounts),
      ),
    );
  }
  for (const p of input.payments) {
    const net = p.amountCents - p.refundedCents;
    if (net === 0) continue;
    const refunded =
      p.refundedCents > 0 ? ` (${money(p.amountCents)} received, ${money(p.refundedCents)} refunded)` : "";
    const memo = `${paymentMethodWords[p.method]} for ${invoiceLabel(p.invoiceNumber)}${refunded}`;
    rows.push(
      ...transaction(
        {
          type: "PAYMENT",
          date: p.receivedOn,
          account: accounts.undepositedFunds,
          name: p.customerName,
          amountCents: net,
          docNumber: p.reference,
          memo,
        },
        [{ account: accounts.receivable, amountCents: -net, memo }],
      ),
    );
  }
  for (const c of input.credits) {
    const memo = `Credit on ${invoiceLabel(c.invoiceNumber)}: ${c.reason}`;
    rows.push(
      ...transaction(
        {
          type: "CREDIT MEMO",
          date: c.date,
          account: accounts.receivable,
          name: c.customerName,
          amountCents: -c.amountCents,
          docNumber: creditNoteLabel(c.number),
          memo,
        },
        [{ account: accounts.income, amountCents: c.amountCents, memo }],
      ),
    );
  }
  return `${rows.join("\r\n")}\r\n`;
}
