/**
 * QuickBooks Online, the pure part (issue 23): our records as QuickBooks Online's JSON (API v3: Customer, Item,
 * Invoice, Payment, CreditMemo), money from integer cents to QuickBooks' decimal amounts, and a QuickBooks error (its
 * `Fault`, or an HTTP status with no body) in plain words for the sync log. No I/O: the domain
 * (domain/accounting/quickbooks-sync) reads the records and the adapter (server/accounting) sends what this builds.
 */
import { keyed } from "../i18n/keyed";
import { centsToDecimal } from "../money/rounding";

/** Our invoice terms ("net 15") → the id of a QuickBooks term chosen on the Accounting page. */
export type QuickbooksTermsMap = Partial<Record<string, string>>;

/** A reference to a QuickBooks object by its id. */
export interface QboRef {
  value: string;
  name?: string;
}

/** The kinds of invoice line we bill: each becomes one QuickBooks service item ("rate") the lines refer to. */
export const RATE_KINDS = ["agreement", "stop", "chemical", "job", "purchase", "manual", "credit"] as const;
export type RateKind = (typeof RATE_KINDS)[number];

/** The names of the service items in QuickBooks (unique there; what an accountant sees on the invoice lines). */
export const RATE_ITEM_NAMES: Record<RateKind, string> = {
  agreement: "Pool service (agreement)",
  stop: "Pool service visit",
  chemical: "Chemicals",
  job: "Repair and job work",
  purchase: "Parts and equipment",
  manual: "Other charges",
  credit: "Credits and adjustments",
};

/** The rate item a line of this kind is billed under (an unknown kind: other charges). */
export function rateKindOf(lineKind: string): RateKind {
  return (RATE_KINDS as readonly string[]).includes(lineKind) ? (lineKind as RateKind) : "manual";
}

/** Cents as QuickBooks' decimal amount (a JSON number with two decimals: 1234.5 for 123450). */
export function qboAmount(cents: number): number {
  return Number(centsToDecimal(cents));
}

/** QuickBooks refuses a name with a colon (it separates sub-customers) and longer than its limits. */
export function qboName(name: string, max = 100): string {
  const cleaned = name.replaceAll(":", "-").replace(/\s+/g, " ").trim();
  return (cleaned || "Unnamed").slice(0, max);
}

export interface CustomerFacts {
  displayName: string;
  firstName: string;
  lastName: string;
  companyName: string | null;
  email: string | null;
  phone: string | null;
  mobilePhone: string | null;
  billingAddressLine: string | null;
  billingCity: string | null;
  billingRegion: string | null;
  billingPostalCode: string | null;
  archived: boolean;
}

/** A customer as QuickBooks' Customer (without Id/SyncToken; the adapter adds them for an update). */
export function customerToQbo(c: CustomerFacts) {
  const address =
    c.billingAddressLine || c.billingCity || c.billingRegion || c.billingPostalCode
      ? {
          BillAddr: {
            ...(c.billingAddressLine ? { Line1: c.billingAddressLine.slice(0, 500) } : {}),
            ...(c.billingCity ? { City: c.billingCity.slice(0, 255) } : {}),
            ...(c.billingRegion ? { CountrySubDivisionCode: c.billingRegion.slice(0, 255) } : {}),
            ...(c.billingPostalCode ? { PostalCode: c.billingPostalCode.slice(0, 30) } : {}),
          },
        }
      : {};
  return {
    DisplayName: qboName(c.displayName, 500),
    ...(c.firstName ? { GivenName: c.firstName.slice(0, 100) } : {}),
    ...(c.lastName ? { FamilyName: c.lastName.slice(0, 100) } : {}),
    ...(c.companyName ? { CompanyName: c.companyName.slice(0, 100) } : {}),
    ...(c.email ? { PrimaryEmailAddr: { Address: c.email } } : {}),
    ...(c.phone ? { PrimaryPhone: { FreeFormNumber: c.phone.slice(0, 30) } } : {}),
    ...(c.mobilePhone ? { Mobile: { FreeFormNumber: c.mobilePhone.slice(0, 30) } } : {}),
    ...address,
    Active: !c.archived,
  };
}

/** The income account a rate's item is booked to: its own when chosen, else the main one (null: none chosen yet). */
export function incomeAccountFor(
  kind: RateKind,
  main: string | null,
  perRate: Partial<Record<string, string>>,
): string | null {
  return perRate[kind] || main;
}

/** A rate as a QuickBooks service item, booked to the income account chosen on the Accounting page. */
export function rateItemToQbo(kind: RateKind, incomeAccountRef: string) {
  return {
    Name: qboName(RATE_ITEM_NAMES[kind]),
    Type: "Service",
    IncomeAccountRef: { value: incomeAccountRef },
    Taxable: kind === "chemical" || kind === "purchase",
  };
}

export interface InvoiceFacts {
  label: string;
  issuedOn: string | null;
  dueOn: string | null;
  terms: string;
  notes: string;
  taxCents: number;
  lines: {
    kind: string;
    description: string;
    serviceDate: string | null;
    quantity: number;
    unitPriceCents: number;
    amountCents: number;
    taxable: boolean;
  }[];
}

export interface InvoiceRefs {
  customer: string;
  /** QuickBooks item id per rate kind (each line's kind, ensured before the invoice). */
  items: Partial<Record<RateKind, string>>;
  /** The sales tax code for taxable invoices (US: a tax rate's code), from the Accounting page. */
  taxCode: string | null;
  terms: QuickbooksTermsMap;
}

/** QuickBooks' US line tax codes: taxable or not. */
const TAX = "TAX";
const NON = "NON";

/**
 * An invoice as QuickBooks' Invoice: its number as DocNumber (so a lost answer can be found again), one
 * SalesItemLineDetail per line under its rate's item, the tax we computed as the transaction's total tax.
 */
export function invoiceToQbo(inv: InvoiceFacts, refs: InvoiceRefs) {
  const termRef = refs.terms[inv.terms];
  return {
    CustomerRef: { value: refs.customer },
    DocNumber: inv.label.slice(0, 21),
    ...(inv.issuedOn ? { TxnDate: inv.issuedOn } : {}),
    ...(inv.dueOn ? { DueDate: inv.dueOn } : {}),
    ...(termRef ? { SalesTermRef: { value: termRef } } : {}),
    ...(inv.notes ? { CustomerMemo: { value: inv.notes.slice(0, 1000) } } : {}),
    Line: inv.lines.map((line, index) => {
      const item = refs.items[rateKindOf(line.kind)];
      if (!item) throw new Error(`No QuickBooks item for line kind ${line.kind}`);
      return {
        LineNum: index + 1,
        DetailType: "SalesItemLineDetail",
        Amount: qboAmount(line.amountCents),
        Description: line.description.slice(0, 4000),
        SalesItemLineDetail: {
          ItemRef: { value: item },
          Qty: line.quantity,
          UnitPrice: qboAmount(line.unitPriceCents),
          ...(line.serviceDate ? { ServiceDate: line.serviceDate } : {}),
          TaxCodeRef: { value: line.taxable ? TAX : NON },
        },
      };
    }),
    ...(inv.taxCents > 0 && refs.taxCode
      ? { TxnTaxDetail: { TxnTaxCodeRef: { value: refs.taxCode }, TotalTax: qboAmount(inv.taxCents) } }
      : {}),
  };
}

export interface PaymentFacts {
  amountCents: number;
  /** Given back since: QuickBooks keeps the net, so the invoice owes there what it owes here. */
  refundedCents: number;
  receivedOn: string;
  method: string;
  reference: string;
  note: string;
  invoiceLabel: string;
}

/**
 * What of a payment QuickBooks should hold: the amount less what was refunded. Zero (refunded in full) means the
 * Payment is deleted there, as a Payment of 0 applied to an invoice is not one QuickBooks keeps.
 */
export function paymentNetCents(p: Pick<PaymentFacts, "amountCents" | "refundedCents">): number {
  return Math.max(0, p.amountCents - p.refundedCents);
}

/**
 * A payment as QuickBooks' Payment at its net amount (`paymentNetCents`, which must be above zero), applied to the
 * invoice (LinkedTxn) and deposited where the page says.
 */
export function paymentToQbo(
  p: PaymentFacts,
  refs: { customer: string; invoice: string; depositAccount: string | null },
) {
  const net = paymentNetCents(p);
  if (net <= 0) throw new Error("A payment refunded in full is deleted in QuickBooks, not sent");
  const note = [`${p.invoiceLabel} · ${p.method}`, p.note].filter(Boolean).join(" — ");
  return {
    CustomerRef: { value: refs.customer },
    TotalAmt: qboAmount(net),
    TxnDate: p.receivedOn,
    ...(p.reference ? { PaymentRefNum: p.reference.slice(0, 21) } : {}),
    ...(refs.depositAccount ? { DepositToAccountRef: { value: refs.depositAccount } } : {}),
    PrivateNote: note.slice(0, 4000),
    Line: [{ Amount: qboAmount(net), LinkedTxn: [{ TxnId: refs.invoice, TxnType: "Invoice" }] }],
  };
}

export interface CreditNoteFacts {
  label: string;
  amountCents: number;
  reason: string;
  /** "YYYY-MM-DD" in the company's zone. */
  issuedOn: string;
  invoiceLabel: string;
}

/** A credit note as QuickBooks' CreditMemo (one line under the credits item), numbered as ours. */
export function creditNoteToQbo(cn: CreditNoteFacts, refs: { customer: string; item: string }) {
  return {
    CustomerRef: { value: refs.customer },
    DocNumber: cn.label.slice(0, 21),
    TxnDate: cn.issuedOn,
    PrivateNote: `${cn.invoiceLabel}: ${cn.reason}`.slice(0, 4000),
    Line: [
      {
        LineNum: 1,
        DetailType: "SalesItemLineDetail",
        Amount: qboAmount(cn.amountCents),
        Description: cn.reason.slice(0, 4000),
        SalesItemLineDetail: {
          ItemRef: { value: refs.item },
          Qty: 1,
          UnitPrice: qboAmount(cn.amountCents),
          TaxCodeRef: { value: NON },
        },
      },
    ],
  };
}

export interface CreditApplicationFacts {
  creditNoteLabel: string;
  invoiceLabel: string;
  amountCents: number;
  /** "YYYY-MM-DD" in the company's zone: the day the credit note was issued. */
  appliedOn: string;
}

/**
 * A credit note applied to its invoice, the way QuickBooks does it: a Payment of 0 whose lines link the Invoice and
 * the CreditMemo for the same amount, so the invoice's balance drops by the credit and no money is deposited.
 */
export function creditApplicationToQbo(
  a: CreditApplicationFacts,
  refs: { customer: string; invoice: string; creditMemo: string },
) {
  const amount = qboAmount(a.amountCents);
  return {
    CustomerRef: { value: refs.customer },
    TotalAmt: 0,
    TxnDate: a.appliedOn,
    PrivateNote: `${a.creditNoteLabel} applied to ${a.invoiceLabel}`.slice(0, 4000),
    Line: [
      { Amount: amount, LinkedTxn: [{ TxnId: refs.invoice, TxnType: "Invoice" }] },
      { Amount: amount, LinkedTxn: [{ TxnId: refs.creditMemo, TxnType: "CreditMemo" }] },
    ],
  };
}

// ─── Errors in plain words ──────────────────────────────────────────────────────────────────────────────────────

/** QuickBooks' error body: `{ Fault: { Error: [{ Message, Detail, code, element }], type } }`. */
export interface QboFault {
  type?: string;
  Error?: { Message?: string; Detail?: string; code?: string; element?: string }[];
}

/** What went wrong talking to QuickBooks, as the adapter saw it. */
export interface QboFailure {
  /** The HTTP status, or 0 when QuickBooks could not be reached. */
  status: number;
  fault?: QboFault | null;
}

/**
 * The sync log's reason for a failure, as a keyed message (its detail is QuickBooks' own words, kept short): a
 * duplicate name, a record deleted or changed in QuickBooks, a missing or invalid mapping, a sign-in QuickBooks
 * refused, throttling, QuickBooks down or out of reach.
 */
export function plainQuickbooksError(failure: QboFailure): string {
  const first = failure.fault?.Error?.[0];
  const detail = (first?.Detail || first?.Message || "").replace(/\s+/g, " ").trim().slice(0, 300);
  const code = first?.code ?? "";
  const type = (failure.fault?.type ?? "").toLowerCase();
  if (failure.status === 0) return keyed("seller.qbo.error.unreachable", {});
  if (failure.status === 401 || type === "authenticationfault") return keyed("seller.qbo.error.signIn", {});
  if (failure.status === 403 || type === "authorizationfault") return keyed("seller.qbo.error.forbidden", {});
  if (failure.status === 429 || code === "3001") return keyed("seller.qbo.error.throttled", {});
  if (code === "6240") return keyed("seller.qbo.error.duplicateName", { detail });
  if (code === "610") return keyed("seller.qbo.error.deleted", { detail });
  if (code === "5010") return keyed("seller.qbo.error.stale", {});
  if (code === "2500" || code === "2020" || code === "2050" || code === "6000")
    return keyed("seller.qbo.error.refused", { detail: detail || code });
  if (failure.status >= 500) return keyed("seller.qbo.error.down", { status: failure.status });
  return keyed("seller.qbo.error.other", {
    detail: detail || `HTTP ${failure.status}`,
  });
}
