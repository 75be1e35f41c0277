import { sql } from "drizzle-orm";
import { date, index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
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
