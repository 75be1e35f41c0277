/**
 * QuickBooks Online (issue 23, docs/decisions/019-quickbooks-online.md): a company's connection to its QuickBooks
 * company (realm), with its OAuth tokens sealed (AES-256-GCM, core/accounting/token-seal) and the settings mapped on
 * the Accounting page; and one sync row per pushed record — the QuickBooks id it got (so a retry updates instead of
 * creating again) and the state of its last push (the sync log).
 */
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { QuickbooksTermsMap } from "../../core/accounting/quickbooks";
import { companyId, createdAt, id, updatedAt } from "./columns";

export const quickbooksConnectionStatuses = ["connected", "reconnect"] as const;
export type QuickbooksConnectionStatus = (typeof quickbooksConnectionStatuses)[number];

export const quickbooksConnection = pgTable(
  "quickbooks_connection",
  {
    id: id(),
    companyId: companyId(),
    /** QuickBooks' id of the connected company (its "realm"): not a row of ours. */
    realmId: text("realm_id").notNull(),
    /** `reconnect`: refreshing the tokens failed (revoked, expired); pushes wait until someone connects again. */
    status: text("status").$type<QuickbooksConnectionStatus>().notNull().default("connected"),
    /** Sealed tokens (iv.tag.ciphertext, base64url): never stored or logged in the clear. */
    accessToken: text("access_token").notNull(),
    refreshToken: text("refresh_token").notNull(),
    accessTokenExpiresAt: timestamp("access_token_expires_at", { withTimezone: true }).notNull(),
    refreshTokenExpiresAt: timestamp("refresh_token_expires_at", { withTimezone: true }),
    /** Mappings chosen on the Accounting page: QuickBooks ids of the main income account, tax code, deposit account. */
    incomeAccountRef: text("income_account_ref"),
    taxCodeRef: text("tax_code_ref"),
    depositAccountRef: text("deposit_account_ref"),
    /** Per service rate ("stop", "chemical", …): its own income account; the main one when left out. */
    rateIncomeRefs: jsonb("rate_income_refs").$type<Record<string, string>>().notNull().default({}),
    /** Our invoice terms ("net 15") → a QuickBooks term id. */
    termsRefs: jsonb("terms_refs").$type<QuickbooksTermsMap>().notNull().default({}),
    connectedAt: timestamp("connected_at", { withTimezone: true }).notNull().defaultNow(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("quickbooks_connection_company_uq").on(t.companyId)],
);

export const quickbooksSyncKinds = ["customer", "item", "invoice", "payment", "credit note"] as const;
export type QuickbooksSyncKind = (typeof quickbooksSyncKinds)[number];
/** `removed`: a record removed here (a payment deleted, or refunded in full) that QuickBooks no longer has. */
export const quickbooksSyncStatuses = ["queued", "sent", "failed", "removed"] as const;
export type QuickbooksSyncStatus = (typeof quickbooksSyncStatuses)[number];

/**
 * One record of ours as QuickBooks knows it, and the state of its last push. `record_id` is polymorphic (`kind` says
 * which table; an item is a rate of an invoice line kind, `rate:stop`), so it has no foreign key.
 */
export const quickbooksSync = pgTable(
  "quickbooks_sync",
  {
    id: id(),
    companyId: companyId(),
    kind: text("kind").$type<QuickbooksSyncKind>().notNull(),
    recordId: text("record_id").notNull(),
    /** What the log shows: the customer's name, INV-12, CN-3, a payment's invoice. */
    label: text("label").notNull(),
    /** QuickBooks' id and the realm it belongs to; null until the first push succeeds. */
    quickbooksId: text("quickbooks_id"),
    realmId: text("realm_id"),
    status: text("status").$type<QuickbooksSyncStatus>().notNull().default("queued"),
    /** Pushes tried since the last success (a retry counts one more). */
    attempts: integer("attempts").notNull().default(0),
    /** Bumped on every queueing: the job's idempotency key carries it, so each change is pushed once. */
    version: integer("version").notNull().default(0),
    /**
     * The `requestid` of a create not yet known to have reached QuickBooks: sent again with a retry after a lost
     * answer, QuickBooks answers with the record it made instead of making a second; cleared on success and on a
     * refusal (QuickBooks would replay the refusal too).
     */
    pendingRequestId: text("pending_request_id"),
    /** Why the last push failed, in plain words (a keyed message). */
    error: text("error"),
    queuedAt: timestamp("queued_at", { withTimezone: true }),
    sentAt: timestamp("sent_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("quickbooks_sync_record_uq").on(t.companyId, t.kind, t.recordId),
    index("quickbooks_sync_company_status_idx").on(t.companyId, t.status, t.updatedAt),
  ],
);
