import { index, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";
import { company, role } from "./companies";
import { customer } from "./locations";

// Apart from companies.ts because they reference customer: locations.ts loads companies.ts (through columns.ts), and
// a cycle back would have locations.ts run before the column helpers it calls exist.

/**
 * A code that joins a company with a role (kind `member`) or links a Client account to the company's customer
 * record (kind `client`). Single use; expires.
 */
export const invite = pgTable(
  "invite",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    code: text("code").notNull().unique(),
    kind: text("kind", { enum: ["member", "client"] }).notNull(),
    roleId: text("role_id").references(() => role.id),
    /** For client invites: the customer's name as the company keeps it. */
    customerRef: text("customer_ref"),
    /**
     * For client invites made from a customer's page: that customer (linked to the Client account on redemption). The
     * invitation is to that customer's records, so it goes with the customer.
     */
    customerId: text("customer_id").references(() => customer.id, { onDelete: "cascade" }),
    email: text("email"),
    /** For member invites: how the person will work for the company. */
    workerType: text("worker_type", { enum: ["employee", "independent contractor"] })
      .notNull()
      .default("employee"),
    /** When the invitation e-mail was last sent (resending updates it). */
    sentAt: timestamp("sent_at", { withTimezone: true }),
    status: text("status", { enum: ["open", "used", "revoked"] })
      .notNull()
      .default("open"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    usedBy: text("used_by").references(() => user.id, { onDelete: "set null" }),
    usedAt: timestamp("used_at", { withTimezone: true }),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("invite_company_idx").on(t.companyId)],
);

/** A Client account linked to a company (the pool owner's side of an accepted client invite). */
export const clientLink = pgTable(
  "client_link",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    customerRef: text("customer_ref"),
    /** The customer the invite linked; the account stays linked to the company (by customer_ref) if it goes. */
    customerId: text("customer_id").references(() => customer.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("client_link_company_user_uq").on(t.companyId, t.userId)],
);
