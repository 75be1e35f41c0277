/**
 * Money: service agreements with customers, invoices and their lines, payments and credit notes, billing runs, and the
 * company's own Stripe account (products, prices, customers' subscriptions, webhook events). Integer cents everywhere,
 * in the company's currency.
 */
import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { PaymentMethod } from "../../core/money/payment-methods";
import { user } from "./auth";
import { companyId, createdAt, id, updatedAt } from "./columns";
import { company, companyMember } from "./companies";
import { importBatch } from "./imports";
import { customer } from "./locations";
import { job } from "./operations";

// ---------------------------------------------------------------------------------------------------------------
// Service agreements ("contracts" in the original's menu)
// ---------------------------------------------------------------------------------------------------------------

export const agreementStatuses = ["draft", "sent", "accepted", "declined", "expired", "ended"] as const;
export type AgreementStatus = (typeof agreementStatuses)[number];
export const agreementFrequencies = [
  "weekly",
  "every two weeks",
  "monthly",
  "twice a week",
  "on call",
] as const;
export const rateIntervals = ["month", "week", "visit", "year"] as const;
export type RateInterval = (typeof rateIntervals)[number];
/** What the agreement says about chemicals: all in the rate, all billed, some listed items in the rate. */
export const agreementChemicals = ["included", "excluded", "specific included", "all-inclusive"] as const;
export type AgreementChemicals = (typeof agreementChemicals)[number];

/** Reusable terms a company writes once and starts agreements from. */
export const termsTemplate = pgTable(
  "terms_template",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    body: text("body").notNull(),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("terms_template_name_uq").on(t.companyId, t.name)],
);

export interface AgreementAcceptance {
  name: string;
  at: string;
  ip: string | null;
  userAgent: string | null;
}

/** A service agreement between the company and a customer; the pool owner accepts or declines it. */
export const serviceAgreement = pgTable(
  "service_agreement",
  {
    id: id(),
    companyId: companyId(),
    /** Per-company sequence, shown as AG-12. */
    number: integer("number").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    status: text("status").$type<AgreementStatus>().notNull().default("draft"),
    title: text("title").notNull(),
    /** The service locations it covers (empty = all of the customer's). */
    serviceLocationIds: jsonb("service_location_ids").$type<string[]>().notNull().default([]),
    frequency: text("frequency").$type<(typeof agreementFrequencies)[number]>().notNull().default("weekly"),
    rateCents: integer("rate_cents").notNull(),
    rateInterval: text("rate_interval").$type<RateInterval>().notNull().default("month"),
    chemicals: text("chemicals").$type<AgreementChemicals>().notNull().default("included"),
    /** With "specific included": the catalog items the rate covers. */
    includedItemIds: jsonb("included_item_ids").$type<string[]>().notNull().default([]),
    /** Repairs included up to this amount per year (0 = none). */
    repairsIncludedCents: integer("repairs_included_cents").notNull().default(0),
    filterService: boolean("filter_service").notNull().default(false),
    termsTemplateId: text("terms_template_id").references(() => termsTemplate.id, { onDelete: "set null" }),
    terms: text("terms").notNull().default(""),
    startsOn: date("starts_on").notNull(),
    acceptBy: date("accept_by"),
    endsOn: date("ends_on"),
    /** The secret of the link e-mailed to the pool owner (read and accept without signing in). */
    token: text("token"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    acceptance: jsonb("acceptance").$type<AgreementAcceptance>(),
    declineReason: text("decline_reason"),
    endedAt: timestamp("ended_at", { withTimezone: true }),
    endReason: text("end_reason"),
    /** The signed agreement as a PDF, kept at acceptance (storage URL). */
    signedPdfUrl: text("signed_pdf_url"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("service_agreement_number_uq").on(t.companyId, t.number),
    index("service_agreement_customer_idx").on(t.companyId, t.customerId, t.status),
    uniqueIndex("service_agreement_token_uq").on(t.token),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// Invoices
// ---------------------------------------------------------------------------------------------------------------

export const invoiceStatuses = ["draft", "open", "paid", "void", "uncollectible"] as const;
export type InvoiceStatus = (typeof invoiceStatuses)[number];
export const invoiceTerms = ["due on receipt", "net 7", "net 15", "net 30", "net 60"] as const;
export type InvoiceTerms = (typeof invoiceTerms)[number];

/** A run that drafted invoices for one billing period; re-running it adds only what is not billed yet. */
export const billingRun = pgTable(
  "billing_run",
  {
    id: id(),
    companyId: companyId(),
    periodStart: date("period_start").notNull(),
    periodEnd: date("period_end").notNull(),
    startedBy: text("started_by").references(() => companyMember.id, { onDelete: "set null" }),
    invoicesCreated: integer("invoices_created").notNull().default(0),
    linesAdded: integer("lines_added").notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [index("billing_run_company_idx").on(t.companyId, t.periodStart)],
);

export const invoice = pgTable(
  "invoice",
  {
    id: id(),
    companyId: companyId(),
    /** Per-company sequence, shown as INV-318; given when the invoice is created (drafts included). */
    number: integer("number").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    agreementId: text("agreement_id").references(() => serviceAgreement.id, { onDelete: "set null" }),
    billingRunId: text("billing_run_id").references(() => billingRun.id, { onDelete: "set null" }),
    status: text("status").$type<InvoiceStatus>().notNull().default("draft"),
    periodStart: date("period_start"),
    periodEnd: date("period_end"),
    issuedOn: date("issued_on"),
    terms: text("terms").$type<InvoiceTerms>().notNull().default("net 15"),
    dueOn: date("due_on"),
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    /** Kept equal to the lines by the invoice functions (core/money/invoice-totals). */
    subtotalCents: integer("subtotal_cents").notNull().default(0),
    taxCents: integer("tax_cents").notNull().default(0),
    totalCents: integer("total_cents").notNull().default(0),
    paidCents: integer("paid_cents").notNull().default(0),
    creditedCents: integer("credited_cents").notNull().default(0),
    notes: text("notes").notNull().default(""),
    /** The secret of the pay link in the e-mail (view and pay without signing in). */
    payToken: text("pay_token"),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    voidedAt: timestamp("voided_at", { withTimezone: true }),
    voidReason: text("void_reason"),
    /** The overdue alert was raised (once per invoice). */
    overdueAlertedAt: timestamp("overdue_alerted_at", { withTimezone: true }),
    /** Autopay: attempts made on the saved card, and when the next one is due. */
    autopayAttempts: integer("autopay_attempts").notNull().default(0),
    nextAutopayAt: timestamp("next_autopay_at", { withTimezone: true }),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("invoice_number_uq").on(t.companyId, t.number),
    index("invoice_company_status_idx").on(t.companyId, t.status, t.dueOn),
    index("invoice_customer_idx").on(t.companyId, t.customerId),
    uniqueIndex("invoice_pay_token_uq").on(t.payToken),
  ],
);

export const invoiceLineKinds = ["agreement", "stop", "chemical", "job", "purchase", "manual"] as const;
export type InvoiceLineKind = (typeof invoiceLineKinds)[number];

/**
 * One line of an invoice. `source_key` names what it bills ("stop:<id>", "dose:<id>", "job:<id>",
 * "purchase-line:<id>", "agreement:<id>:<period start>"): unique per company, so nothing is billed twice. Voiding an
 * invoice moves the key to `released_source_key`, so the work can be billed again.
 */
export const invoiceLine = pgTable(
  "invoice_line",
  {
    id: id(),
    companyId: companyId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind").$type<InvoiceLineKind>().notNull().default("manual"),
    description: text("description").notNull(),
    /** The service date or period the line is for, shown on the invoice. */
    serviceDate: date("service_date"),
    quantity: doublePrecision("quantity").notNull().default(1),
    unit: text("unit"),
    unitPriceCents: integer("unit_price_cents").notNull(),
    amountCents: integer("amount_cents").notNull(),
    taxable: boolean("taxable").notNull().default(false),
    sourceKey: text("source_key"),
    releasedSourceKey: text("released_source_key"),
    jobId: text("job_id").references(() => job.id, { onDelete: "set null" }),
  },
  (t) => [
    index("invoice_line_invoice_idx").on(t.invoiceId, t.position),
    uniqueIndex("invoice_line_source_uq").on(t.companyId, t.sourceKey).where(sql`${t.sourceKey} is not null`),
  ],
);

// The list lives in core (pure code and the browser read it without Drizzle); re-exported for the server side.
export { type PaymentMethod, paymentMethods } from "../../core/money/payment-methods";

/** Money received against an invoice: by hand (cash, check, other) or through the company's Stripe account. */
export const payment = pgTable(
  "payment",
  {
    id: id(),
    companyId: companyId(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    method: text("method").$type<PaymentMethod>().notNull(),
    reference: text("reference").notNull().default(""),
    receivedOn: date("received_on").notNull(),
    note: text("note").notNull().default(""),
    refundedCents: integer("refunded_cents").notNull().default(0),
    /** Stripe's payment intent id (or checkout session id): one payment per provider id, so a replay pays once. */
    providerPaymentId: text("provider_payment_id"),
    recordedBy: text("recorded_by").references(() => companyMember.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("payment_invoice_idx").on(t.invoiceId),
    index("payment_company_date_idx").on(t.companyId, t.receivedOn),
    uniqueIndex("payment_provider_uq")
      .on(t.companyId, t.providerPaymentId)
      .where(sql`${t.providerPaymentId} is not null`),
  ],
);

/** A credit note: money taken off an open invoice (a goodwill credit, a correction), numbered CN-n. */
export const creditNote = pgTable(
  "credit_note",
  {
    id: id(),
    companyId: companyId(),
    number: integer("number").notNull(),
    invoiceId: text("invoice_id")
      .notNull()
      .references(() => invoice.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    createdBy: text("created_by").references(() => companyMember.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("credit_note_number_uq").on(t.companyId, t.number),
    index("credit_note_invoice_idx").on(t.invoiceId),
  ],
);

// ---------------------------------------------------------------------------------------------------------------
// The company's own Stripe account
// ---------------------------------------------------------------------------------------------------------------

/** Every webhook event taken in, by Stripe's event id: an event is processed once, however often it arrives. */
export const stripeEvent = pgTable(
  "stripe_event",
  {
    id: text("id").primaryKey(),
    type: text("type").notNull(),
    /** The connected account it came from (null for platform events). */
    accountId: text("account_id"),
    /** The company it was for; the record of the event outlives a deleted company (a replay of it stays a no-op). */
    companyId: text("company_id").references(() => company.id, { onDelete: "set null" }),
    /** Stripe's `created` (seconds): later facts win over earlier ones arriving late. */
    createdSeconds: integer("created_seconds").notNull(),
    receivedAt: timestamp("received_at", { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp("processed_at", { withTimezone: true }),
    outcome: text("outcome"),
  },
  (t) => [index("stripe_event_account_idx").on(t.accountId, t.createdSeconds)],
);

/** What the company sells on subscription ("Weekly full service"), mirrored to its Stripe account. */
export const subscriptionProduct = pgTable(
  "subscription_product",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    stripeProductId: text("stripe_product_id"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("subscription_product_company_idx").on(t.companyId)],
);

export const priceIntervals = ["week", "month", "year"] as const;

export const subscriptionPrice = pgTable(
  "subscription_price",
  {
    id: id(),
    companyId: companyId(),
    productId: text("product_id")
      .notNull()
      .references(() => subscriptionProduct.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    interval: text("interval").$type<(typeof priceIntervals)[number]>().notNull().default("month"),
    stripePriceId: text("stripe_price_id"),
    active: boolean("active").notNull().default(true),
    createdAt: createdAt(),
  },
  (t) => [index("subscription_price_product_idx").on(t.productId)],
);

export const subscriptionStatuses = ["active", "paused", "past due", "canceled", "incomplete"] as const;

/** A customer's subscription to one of the company's prices. */
export const customerSubscription = pgTable(
  "customer_subscription",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    priceId: text("price_id")
      .notNull()
      .references(() => subscriptionPrice.id, { onDelete: "restrict" }),
    status: text("status").$type<(typeof subscriptionStatuses)[number]>().notNull().default("incomplete"),
    stripeSubscriptionId: text("stripe_subscription_id"),
    startedOn: date("started_on").notNull(),
    pausedUntil: date("paused_until"),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    /** Stripe's `created` of the last event applied: an older event arriving late changes nothing. */
    lastEventSeconds: integer("last_event_seconds"),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_subscription_customer_idx").on(t.companyId, t.customerId),
    uniqueIndex("customer_subscription_stripe_uq").on(t.stripeSubscriptionId),
  ],
);

/** A customer's payment setup on the company's Stripe account: the Stripe customer and the card saved for autopay. */
export const customerBilling = pgTable(
  "customer_billing",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    stripeCustomerId: text("stripe_customer_id"),
    paymentMethodId: text("payment_method_id"),
    /** "Visa •••• 4242", to show without asking Stripe. */
    paymentMethodLabel: text("payment_method_label"),
    autopay: boolean("autopay").notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("customer_billing_customer_uq").on(t.companyId, t.customerId)],
);
