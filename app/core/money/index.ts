/**
 * Billing arithmetic for invoicing: totals and tax, chemical billing, billing periods and agreement proration,
 * invoice statuses, payments and terms, invoice numbers. Pure TypeScript, integer cents, no I/O.
 */
export * from "./billing-period";
export * from "./billing-run";
export * from "./chemical-billing";
export * from "./invoice-number";
export * from "./invoice-payments";
export * from "./invoice-status";
export * from "./invoice-totals";
export * from "./payment-terms";
export * from "./rounding";
