/**
 * The accountant's CSV files for a period: invoices, payments, credit notes, chemical costs and profit per account.
 * Pure: rows in, CSV text out (RFC 4180 through `toCsv`, guarded against formula injection). Money is a plain decimal
 * in the company's currency ("1234.50", named in the last column), dates are "YYYY-MM-DD" on the company's calendar,
 * words are English like every export of the product.
 */
import { toCsv } from "../import/csv";
import { creditNoteLabel, invoiceLabel } from "../money/invoice-number";
import type { InvoiceStatus } from "../money/invoice-status";
import type { PaymentMethod } from "../money/payment-methods";
import { centsToDecimal as money } from "../money/rounding";
import type { AccountProfit } from "../reports/profit";

export { creditNoteLabel, invoiceLabel };

export interface InvoiceFact {
  number: number;
  customerName: string;
  issuedOn: string;
  dueOn: string | null;
  status: InvoiceStatus;
  subtotalCents: number;
  taxCents: number;
  totalCents: number;
  paidCents: number;
  creditedCents: number;
}

export const invoiceCsvHeaders = [
  "Number",
  "Customer",
  "Issue date",
  "Due date",
  "Status",
  "Subtotal",
  "Tax",
  "Total",
  "Paid",
  "Credited",
  "Balance",
  "Currency",
] as const;

/**
 * Every invoice issued in the period, drafts never (they are not issued). A void invoice is listed — the accountant
 * sees every number of the sequence — with status "void" and every amount 0, since it is worth nothing: the columns
 * then add up to what the Reports call invoiced (plus tax). Paid, credited and balance are as of the download.
 */
export function invoicesCsv(invoices: readonly InvoiceFact[], currency: string): string {
  return toCsv(
    invoiceCsvHeaders,
    invoices.map((i) => {
      const worth = i.status === "void" ? 0 : 1;
      const balance = i.totalCents - i.paidCents - i.creditedCents;
      return [
        invoiceLabel(i.number),
        i.customerName,
        i.issuedOn,
        i.dueOn ?? "",
        i.status,
        money(worth * i.subtotalCents),
        money(worth * i.taxCents),
        money(worth * i.totalCents),
        money(worth * i.paidCents),
        money(worth * i.creditedCents),
        money(worth * balance),
        currency,
      ];
    }),
  );
}

export const paymentMethodWords: Record<PaymentMethod, string> = {
  card: "Card",
  ach: "ACH",
  cash: "Cash",
  check: "Check",
  other: "Other",
};

export interface PaymentFact {
  receivedOn: string;
  customerName: string;
  invoiceNumber: number;
  method: PaymentMethod;
  reference: string;
  amountCents: number;
  refundedCents: number;
}

export const paymentCsvHeaders = [
  "Date",
  "Customer",
  "Invoice",
  "Method",
  "Kind",
  "Amount",
  "Reference",
  "Currency",
] as const;

/**
 * Payments received in the period, and under each one its refund as a negative row. A refund keeps no date of its
 * own, so it is dated with its payment — the Reports' "collected" (payments less refunds by the payment's date) is
 * then the sum of the Amount column.
 */
export function paymentsCsv(payments: readonly PaymentFact[], currency: string): string {
  const rows = payments.flatMap((p) => {
    const common = [
      p.receivedOn,
      p.customerName,
      invoiceLabel(p.invoiceNumber),
      paymentMethodWords[p.method],
    ];
    const received = [...common, "payment", money(p.amountCents), p.reference, currency];
    if (p.refundedCents <= 0) return [received];
    return [received, [...common, "refund", money(-p.refundedCents), p.reference, currency]];
  });
  return toCsv(paymentCsvHeaders, rows);
}

export interface CreditFact {
  number: number;
  /** The day it was made, on the company's calendar. */
  date: string;
  customerName: string;
  invoiceNumber: number;
  amountCents: number;
  reason: string;
}

export const creditCsvHeaders = [
  "Number",
  "Date",
  "Customer",
  "Invoice",
  "Amount",
  "Reason",
  "Currency",
] as const;

/** Credit notes made in the period (money taken off an invoice's balance). */
export function creditsCsv(credits: readonly CreditFact[], currency: string): string {
  return toCsv(
    creditCsvHeaders,
    credits.map((c) => [
      creditNoteLabel(c.number),
      c.date,
      c.customerName,
      invoiceLabel(c.invoiceNumber),
      money(c.amountCents),
      c.reason,
      currency,
    ]),
  );
}

export interface DoseCostFact {
  date: string;
  customerName: string;
  bodyName: string;
  technicianName: string;
  productName: string;
  /** In the item's unit when the dose converts into it, as the chemicals report adds them up. */
  amount: number;
  unit: string;
  /** null: not costed (a free-text dose, or an item without a cost), counted as 0 by the report. */
  costCents: number | null;
}

export const chemicalCostCsvHeaders = [
  "Date",
  "Customer",
  "Body of water",
  "Technician",
  "Product",
  "Quantity",
  "Unit",
  "Cost",
  "Costed",
  "Currency",
] as const;

/** Quantities to three decimals: 32 fl oz of acid reads 0.25 gal, not 0.25000000000000006. */
const quantity = (amount: number) => Math.round(amount * 1000) / 1000;

/**
 * Every dose of the period's finished visits, one row each: the Cost column adds up to the chemicals report's total
 * (a dose not costed has an empty cost and "no").
 */
export function chemicalCostsCsv(doses: readonly DoseCostFact[], currency: string): string {
  const sorted = [...doses].sort(
    (a, b) =>
      a.date.localeCompare(b.date) ||
      a.customerName.localeCompare(b.customerName) ||
      a.bodyName.localeCompare(b.bodyName) ||
      a.productName.localeCompare(b.productName),
  );
  return toCsv(
    chemicalCostCsvHeaders,
    sorted.map((d) => [
      d.date,
      d.customerName,
      d.bodyName,
      d.technicianName,
      d.productName,
      quantity(d.amount),
      d.unit,
      d.costCents === null ? "" : money(d.costCents),
      d.costCents === null ? "no" : "yes",
      currency,
    ]),
  );
}

export const profitCsvHeaders = [
  "Customer",
  "Visits",
  "Revenue",
  "Chemicals",
  "Labor",
  "Drive",
  "Costs",
  "Profit",
  "Margin %",
  "Currency",
] as const;

/** The Reports' profit per account, row for row (revenue before tax; costs = chemicals + labor + drive). */
export function profitCsv(rows: readonly AccountProfit[], currency: string): string {
  return toCsv(
    profitCsvHeaders,
    rows.map((r) => [
      r.name,
      r.visits,
      money(r.revenueCents),
      money(r.chemicalCents),
      money(r.laborCents),
      money(r.driveCents),
      money(r.chemicalCents + r.laborCents + r.driveCents),
      money(r.profitCents),
      r.marginPercent ?? "",
      currency,
    ]),
  );
}
