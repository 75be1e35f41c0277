import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { company } from "./companies";

/** Messages sent through the public Contact form, read by the platform admin. */
export const contactMessage = pgTable("contact_message", {
  id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
  name: text("name").notNull(),
  email: text("email").notNull(),
  topic: text("topic").notNull(),
  message: text("message").notNull(),
  status: text("status", { enum: ["new", "read"] })
    .notNull()
    .default("new"),
  createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A company's request to be shown as verified in the companies directory (the original's "seller request"). The
 * company asks from its Seller page; the platform admin approves or rejects. One pending request per company.
 */
export const verificationRequest = pgTable(
  "verification_request",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    status: text("status", { enum: ["pending", "approved", "rejected", "withdrawn"] })
      .notNull()
      .default("pending"),
    licenseNumber: text("license_number").notNull(),
    licenseState: text("license_state").notNull().default(""),
    insuranceCarrier: text("insurance_carrier").notNull().default(""),
    insuranceExpiresOn: date("insurance_expires_on", { mode: "string" }),
    note: text("note").notNull().default(""),
    requestedByUserId: text("requested_by_user_id").references(() => user.id, { onDelete: "set null" }),
    requestedAt: timestamp("requested_at", { withTimezone: true }).notNull().defaultNow(),
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note").notNull().default(""),
  },
  (t) => [
    index("verification_request_company_idx").on(t.companyId, t.requestedAt),
    uniqueIndex("verification_request_one_pending_uq").on(t.companyId).where(sql`status = 'pending'`),
  ],
);

/** Platform-wide service categories (the admin's Category page), chosen by companies for their public page. */
export const serviceCategory = pgTable(
  "service_category",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    slug: text("slug").notNull(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    active: boolean("active").notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("service_category_slug_uq").on(t.slug)],
);

/** What a company pays Drip Drop (the admin's "Orders"): its plan, and each charge of it. */
export const platformSubscription = pgTable(
  "platform_subscription",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    plan: text("plan").notNull(),
    amountCents: integer("amount_cents").notNull(),
    interval: text("interval", { enum: ["month", "year"] })
      .notNull()
      .default("month"),
    status: text("status", { enum: ["trialing", "active", "past due", "canceled"] })
      .notNull()
      .default("active"),
    startedOn: date("started_on", { mode: "string" }).notNull(),
    canceledAt: timestamp("canceled_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_subscription_company_idx").on(t.companyId)],
);

export const platformPayment = pgTable(
  "platform_payment",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    subscriptionId: text("subscription_id").references(() => platformSubscription.id, {
      onDelete: "set null",
    }),
    amountCents: integer("amount_cents").notNull(),
    status: text("status", { enum: ["paid", "failed", "refunded"] })
      .notNull()
      .default("paid"),
    reference: text("reference").notNull().default(""),
    paidAt: timestamp("paid_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("platform_payment_company_idx").on(t.companyId, t.paidAt)],
);

/** A company's request to the platform for a payout or a refund (the admin's "Payment Request"). */
export const paymentRequest = pgTable(
  "payment_request",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["payout", "refund"] }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    reason: text("reason").notNull(),
    status: text("status", { enum: ["pending", "approved", "rejected"] })
      .notNull()
      .default("pending"),
    requestedByUserId: text("requested_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedByUserId: text("decided_by_user_id").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("payment_request_status_idx").on(t.status, t.createdAt)],
);

/** Every platform admin action: who, when, what, on which record. Append-only. */
export const auditLog = pgTable(
  "audit_log",
  {
    id: text("id").primaryKey().default(sql`gen_random_uuid()::text`),
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    action: text("action").notNull(),
    targetKind: text("target_kind").notNull(),
    targetId: text("target_id"),
    detail: jsonb("detail").$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("audit_log_created_idx").on(t.createdAt)],
);
