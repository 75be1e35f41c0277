import type { AgingBucket, InvoiceDisplayStatus, PaymentTerms } from "~/core/money";
import type { InvoiceLineKind } from "~/db/schema/money";
import type { PaymentMethodOption } from "~/domain/money/invoice-schemas";

/** Catalog keys of the stored money words: `t(invoiceStatusKeys[status])`. */
export const invoiceStatusKeys = {
  draft: "money.status.draft",
  open: "money.status.open",
  "partly paid": "money.status.partlyPaid",
  overdue: "money.status.overdue",
  paid: "money.status.paid",
  void: "money.status.void",
  uncollectible: "money.status.uncollectible",
} as const satisfies Record<InvoiceDisplayStatus, string>;

export const paymentTermsKeys = {
  "due on receipt": "money.terms.dueOnReceipt",
  "net 7": "money.terms.net7",
  "net 15": "money.terms.net15",
  "net 30": "money.terms.net30",
  "net 60": "money.terms.net60",
} as const satisfies Record<PaymentTerms, string>;

export const paymentMethodKeys = {
  check: "money.method.check",
  cash: "money.method.cash",
  card: "money.method.card",
  ach: "money.method.ach",
  other: "money.method.other",
} as const satisfies Record<PaymentMethodOption, string>;

export const agingBucketKeys = {
  current: "money.aging.current",
  "1-30": "money.aging.days1to30",
  "31-60": "money.aging.days31to60",
  "61-90": "money.aging.days61to90",
  "over 90": "money.aging.over90",
} as const satisfies Record<AgingBucket, string>;

/** What an invoice line bills, by its stored kind. */
export const lineKindKeys = {
  agreement: "money.lineKind.agreement",
  stop: "money.lineKind.stop",
  chemical: "money.lineKind.chemical",
  job: "money.lineKind.job",
  purchase: "money.lineKind.purchase",
  manual: "money.lineKind.manual",
} as const satisfies Record<InvoiceLineKind, string>;

/** A line kind's word; an unknown kind shows as stored. */
export function lineKindKey(kind: string) {
  return kind in lineKindKeys ? lineKindKeys[kind as InvoiceLineKind] : null;
}

/** A stored payment method's word; a method the list doesn't know (online providers) shows as stored. */
export function paymentMethodKey(method: string) {
  return method in paymentMethodKeys ? paymentMethodKeys[method as PaymentMethodOption] : null;
}
