import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt, id } from "./columns";
import { company, companyMember } from "./companies";
import { customer } from "./locations";

/** A file sent with a message (an image with its thumbnail, or a PDF). */
export interface MessageAttachment {
  url: string;
  thumbnailUrl: string | null;
  name: string;
  kind: "image" | "pdf";
}

/** A record a message points at; the reader gets a link to it when they may open it. */
export type LinkedRecordKind = "stop" | "job" | "invoice";

export const threadKinds = ["customer", "team", "platform"] as const;
export type ThreadKind = (typeof threadKinds)[number];

/**
 * A conversation. `customer`: the company and one of its customers (the pool owner, when linked); `team`: members
 * of one company; `platform`: the company and the platform admins (the admin's Live Chat). Every thread belongs to
 * one company (`company_id`), so the tenant filter applies to all three.
 */
export const messageThread = pgTable(
  "message_thread",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: threadKinds }).notNull(),
    customerId: text("customer_id").references(() => customer.id, { onDelete: "cascade" }),
    subject: text("subject").notNull(),
    status: text("status", { enum: ["open", "done"] })
      .notNull()
      .default("open"),
    assignedMemberId: text("assigned_member_id").references(() => companyMember.id, { onDelete: "set null" }),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    lastMessageAt: timestamp("last_message_at", { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    index("message_thread_company_idx").on(t.companyId, t.kind, t.lastMessageAt),
    index("message_thread_customer_idx").on(t.customerId),
  ],
);

/**
 * Who takes part in a thread and how far they have read. Company-side people of a customer thread are added when
 * they first open or write in it; the office inbox shows every customer thread of the company regardless.
 */
export const threadParticipant = pgTable(
  "thread_participant",
  {
    id: id(),
    threadId: text("thread_id")
      .notNull()
      .references(() => messageThread.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    lastReadAt: timestamp("last_read_at", { withTimezone: true }),
    /** The last time this person was e-mailed about the thread (one e-mail per unread stretch). */
    notifiedAt: timestamp("notified_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("thread_participant_uq").on(t.threadId, t.userId),
    index("thread_participant_user_idx").on(t.userId),
  ],
);

export const message = pgTable(
  "message",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    threadId: text("thread_id")
      .notNull()
      .references(() => messageThread.id, { onDelete: "cascade" }),
    senderUserId: text("sender_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Which side wrote it: the company, the pool owner, or the platform (an admin). */
    senderSide: text("sender_side", { enum: ["company", "client", "platform"] }).notNull(),
    body: text("body").notNull(),
    attachments: jsonb("attachments").$type<MessageAttachment[]>().notNull().default([]),
    linkedKind: text("linked_kind").$type<LinkedRecordKind>(),
    linkedId: text("linked_id"),
    createdAt: createdAt(),
  },
  (t) => [index("message_thread_idx").on(t.threadId, t.createdAt)],
);

/** A person's e-mail choices (pool owners and members alike). No row = the defaults (everything on, no digest). */
export const notificationSettings = pgTable("notification_settings", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  serviceReports: text("service_reports", { enum: ["on", "off"] })
    .notNull()
    .default("on"),
  invoices: text("invoices", { enum: ["on", "off"] })
    .notNull()
    .default("on"),
  messages: text("messages", { enum: ["on", "off"] })
    .notNull()
    .default("on"),
  /** Company members: a daily e-mail of open alerts. */
  alertDigest: text("alert_digest", { enum: ["on", "off"] })
    .notNull()
    .default("off"),
  alertDigestSentOn: text("alert_digest_sent_on"),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow(),
});

/** A pool an owner describes before any company serves it (the "My Pool" page of an unlinked account). */
export const ownerPool = pgTable(
  "owner_pool",
  {
    id: id(),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["pool", "spa", "fountain", "water feature"] })
      .notNull()
      .default("pool"),
    volumeGallons: integer("volume_gallons"),
    sanitizer: text("sanitizer").notNull().default("chlorine"),
    surface: text("surface").notNull().default("plaster"),
    address: text("address").notNull().default(""),
    postalCode: text("postal_code").notNull().default(""),
    notes: text("notes").notNull().default(""),
    createdAt: createdAt(),
  },
  (t) => [index("owner_pool_user_idx").on(t.userId)],
);
