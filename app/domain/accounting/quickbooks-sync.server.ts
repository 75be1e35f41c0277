/**
 * Pushing a connected company's records to QuickBooks Online (issue 23, decision 019): customers when created or
 * changed, invoices when sent, payments when recorded, credit notes when issued — each through the job queue, queued
 * in the caller's transaction. One `quickbooks_sync` row per record keeps QuickBooks' id (a retry or a later change
 * updates that record at its SyncToken, never creates a second) and the state of its last push: the sync log, with a
 * plain reason for a failure, retry one or all, and an alert while pushes fail.
 *
 * An invoice's push first makes sure its customer and the service items of its lines exist in QuickBooks (a payment,
 * its invoice; a credit note, its customer and the credits item). A record created in QuickBooks whose answer was lost
 * is found again by its unique name or number (DisplayName, Name, DocNumber) before anything is created.
 *
 * A payment removed here, or refunded in full, is deleted there (its row then reads `removed`); one refunded in part
 * is updated to its net amount. A credit note is applied to its invoice there as QuickBooks does it, a Payment of 0
 * linking both, kept under its own row (kind `payment`, record `apply:<credit note id>`) so it is applied once.
 */

import { and, desc, eq, inArray, sql } from "drizzle-orm";
import {
  creditApplicationToQbo,
  creditNoteToQbo,
  customerToQbo,
  incomeAccountFor,
  invoiceToQbo,
  paymentNetCents,
  paymentToQbo,
  RATE_ITEM_NAMES,
  type RateKind,
  rateItemToQbo,
  rateKindOf,
} from "~/core/accounting/quickbooks";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { creditNoteLabel, invoiceLabel } from "~/core/money/invoice-number";
import type { Db, Tx } from "~/db/client.server";
import {
  company,
  creditNote,
  customer,
  invoice,
  invoiceLine,
  payment,
  type QuickbooksSyncKind,
  type QuickbooksSyncStatus,
  quickbooksSync,
} from "~/db/schema";
import { logger } from "~/server/logger.server";
import { NotFoundError, RuleError } from "../errors";
import { enqueue } from "../jobs/queue";
import type { QuickbooksEntity, QuickbooksSession } from "../ports";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import {
  isQuickbooksConnected,
  type QuickbooksConnectionRow,
  QuickbooksMappingError,
  QuickbooksReconnectError,
  quickbooksReason,
  raiseQuickbooksAlert,
  resolveQuickbooksAlert,
  withQuickbooksSession,
} from "./quickbooks-connection.server";
import { QuickbooksCallError } from "./quickbooks-errors";
import type { QuickbooksLogFilter } from "./schemas";

export const QUICKBOOKS_PUSH_JOB = "accounting.quickbooks-push";

export interface QuickbooksPushJob {
  companyId: string;
  syncId: string;
}

type Company = Pick<TenantContext, "companyId">;

/**
 * Queues a push of one record when the company is connected (otherwise nothing): its sync row is (re)set to queued
 * with a new version, and the job — keyed by row and version, so each change goes once — is queued in `tx`.
 */
export async function queueQuickbooksPush(
  tx: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  kind: QuickbooksSyncKind,
  recordId: string,
  label: string,
) {
  if (!(await isQuickbooksConnected(tx, ctx))) return false;
  const now = new Date();
  const [row] = await tx
    .insert(quickbooksSync)
    .values({ companyId: ctx.companyId, kind, recordId, label, status: "queued", version: 1, queuedAt: now })
    .onConflictDoUpdate({
      target: [quickbooksSync.companyId, quickbooksSync.kind, quickbooksSync.recordId],
      set: {
        label,
        status: "queued",
        version: sql`${quickbooksSync.version} + 1`,
        queuedAt: now,
        updatedAt: now,
      },
    })
    .returning({ id: quickbooksSync.id, version: quickbooksSync.version });
  const job: QuickbooksPushJob = { companyId: ctx.companyId, syncId: row.id };
  await enqueue(QUICKBOOKS_PUSH_JOB, job, { tx, key: `quickbooks:${row.id}:${row.version}` });
  return true;
}

/**
 * Queues a push of a record that already has a sync row (sent, queued or failed) — a change QuickBooks must hear
 * about only if it heard of the record at all (a refund, a removal). Returns whether it queued.
 */
export async function queueQuickbooksPushIfTracked(
  tx: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  kind: QuickbooksSyncKind,
  recordId: string,
) {
  const row = await syncRow(tx, ctx, kind, recordId);
  if (!row) return false;
  return queueQuickbooksPush(tx, ctx, kind, recordId, row.label);
}

/** Whether the record was sent to QuickBooks (it has QuickBooks' id there). */
export async function isInQuickbooks(
  tx: Db | Tx,
  ctx: Pick<TenantContext, "companyId">,
  kind: QuickbooksSyncKind,
  recordId: string,
) {
  const row = await syncRow(tx, ctx, kind, recordId);
  return Boolean(row?.quickbooksId);
}

// ─── The push ───────────────────────────────────────────────────────────────────────────────────────────────────

interface PushRun {
  system: SystemContext;
  ctx: Company;
  session: QuickbooksSession;
  connection: QuickbooksConnectionRow;
  timeZone: string;
}

type SyncRow = typeof quickbooksSync.$inferSelect;

async function syncRow(db: Db | Tx, ctx: Company, kind: QuickbooksSyncKind, recordId: string) {
  const [row] = await db
    .select()
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.kind, kind), eq(quickbooksSync.recordId, recordId)));
  return row ?? null;
}

/** QuickBooks' id of the row in the connected company, if it has one. */
const knownId = (row: SyncRow | null, realmId: string) =>
  row?.quickbooksId && row.realmId === realmId ? row.quickbooksId : null;

async function markSent(db: Db | Tx, ctx: Company, id: string, quickbooksId: string, realmId: string) {
  await db
    .update(quickbooksSync)
    .set({
      status: "sent",
      quickbooksId,
      realmId,
      error: null,
      // The create it stood for is done: the next create of this row (another realm) asks afresh.
      pendingRequestId: null,
      sentAt: new Date(),
      updatedAt: new Date(),
    })
    .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, id)));
}

/** What a push did: QuickBooks' id of the record, or REMOVED when the record is (now) not in QuickBooks. */
const REMOVED = null;
type PushOutcome = string | typeof REMOVED;

/**
 * Creates or updates one record: with a known id an update; otherwise the record found by its unique name or number
 * (an earlier create whose answer was lost) — unless another of our records already holds that id — else a create.
 */
async function upsertRecord(
  run: PushRun,
  kind: QuickbooksSyncKind,
  row: SyncRow | null,
  entity: QuickbooksEntity,
  body: Record<string, unknown>,
  lookup: { field: string; value: string } | null,
) {
  const { bookkeeping } = run.system.ports;
  let id = knownId(row, run.session.realmId);
  if (!id && lookup) {
    const found = await bookkeeping.findId(run.session, entity, lookup.field, lookup.value);
    if (found) {
      const [taken] = await run.system.db
        .select({ id: quickbooksSync.id })
        .from(quickbooksSync)
        .where(
          scoped(
            run.ctx,
            quickbooksSync,
            eq(quickbooksSync.kind, kind),
            eq(quickbooksSync.quickbooksId, found),
            eq(quickbooksSync.realmId, run.session.realmId),
          ),
        );
      if (!taken || taken.id === row?.id) id = found;
    }
  }
  if (id || !row) return bookkeeping.upsert(run.session, entity, body, id);
  // A create: under the row's pending request id, so that after a lost answer (or our crash before writing the id)
  // the retry gets QuickBooks' first record back — payments have no unique name to find them by.
  const requestId = await pendingRequestIdOf(run, row.id);
  // Kept until the row is marked sent (markSent clears it): a crash before that retries under the same id.
  try {
    return await bookkeeping.upsert(run.session, entity, body, null, requestId);
  } catch (error) {
    if (isRefusal(error)) await clearPendingRequestId(run, row.id);
    throw error;
  }
}

/** QuickBooks said no (it would say the same again to this request id); not a lost answer or an outage. */
const isRefusal = (error: unknown) =>
  error instanceof QuickbooksCallError && error.status >= 400 && error.status < 500 && error.status !== 429;

/** The row's request id for its create, made and kept before the create is sent. */
async function pendingRequestIdOf(run: PushRun, rowId: string): Promise<string> {
  const [kept] = await run.system.db
    .update(quickbooksSync)
    .set({ pendingRequestId: sql`coalesce(${quickbooksSync.pendingRequestId}, ${crypto.randomUUID()})` })
    .where(scoped(run.ctx, quickbooksSync, eq(quickbooksSync.id, rowId)))
    .returning({ requestId: quickbooksSync.pendingRequestId });
  return kept.requestId!;
}

async function clearPendingRequestId(run: PushRun, rowId: string) {
  await run.system.db
    .update(quickbooksSync)
    .set({ pendingRequestId: null })
    .where(scoped(run.ctx, quickbooksSync, eq(quickbooksSync.id, rowId)));
}

/** The sync row of a record pushed as a dependency (created as sent, or brought to sent). */
async function ensureRow(run: PushRun, kind: QuickbooksSyncKind, recordId: string, label: string) {
  const existing = await syncRow(run.system.db, run.ctx, kind, recordId);
  if (existing) return existing;
  const [created] = await run.system.db
    .insert(quickbooksSync)
    .values({ companyId: run.ctx.companyId, kind, recordId, label, status: "queued", version: 0 })
    .onConflictDoNothing()
    .returning();
  return created ?? (await syncRow(run.system.db, run.ctx, kind, recordId))!;
}

async function pushCustomer(run: PushRun, customerId: string, row: SyncRow | null) {
  const [c] = await run.system.db
    .select()
    .from(customer)
    .where(scoped(run.ctx, customer, eq(customer.id, customerId)));
  if (!c) throw new NotFoundError("Customer");
  const body = customerToQbo({ ...c, archived: Boolean(c.archivedAt) });
  return upsertRecord(run, "customer", row, "Customer", body, {
    field: "DisplayName",
    value: body.DisplayName,
  });
}

/** The customer's QuickBooks id, pushing the customer first when QuickBooks does not have it yet. */
async function ensureCustomer(run: PushRun, customerId: string) {
  const [c] = await run.system.db
    .select({ name: customer.displayName })
    .from(customer)
    .where(scoped(run.ctx, customer, eq(customer.id, customerId)));
  if (!c) throw new NotFoundError("Customer");
  const row = await ensureRow(run, "customer", customerId, c.name);
  const known = knownId(row, run.session.realmId);
  if (known) return known;
  const id = await pushCustomer(run, customerId, row);
  await markSent(run.system.db, run.ctx, row.id, id, run.session.realmId);
  return id;
}

async function pushRate(run: PushRun, kind: RateKind, row: SyncRow | null) {
  const account = incomeAccountFor(kind, run.connection.incomeAccountRef, run.connection.rateIncomeRefs);
  if (!account) throw new QuickbooksMappingError(keyed("seller.qbo.error.noIncomeAccount", {}));
  const body = rateItemToQbo(kind, account);
  return upsertRecord(run, "item", row, "Item", body, { field: "Name", value: body.Name });
}

/** The service item a line kind is billed under, created in QuickBooks on first use. */
async function ensureRate(run: PushRun, kind: RateKind) {
  const row = await ensureRow(run, "item", `rate:${kind}`, RATE_ITEM_NAMES[kind]);
  const known = knownId(row, run.session.realmId);
  if (known) return known;
  const id = await pushRate(run, kind, row);
  await markSent(run.system.db, run.ctx, row.id, id, run.session.realmId);
  return id;
}

async function pushInvoice(run: PushRun, invoiceId: string, row: SyncRow | null) {
  const [inv] = await run.system.db
    .select()
    .from(invoice)
    .where(scoped(run.ctx, invoice, eq(invoice.id, invoiceId)));
  if (!inv) throw new NotFoundError("Invoice");
  const label = invoiceLabel(inv.number);
  const known = knownId(row, run.session.realmId);
  if (inv.status === "void" && known) {
    // Voided here: voided there too (kept, nothing owed), as QuickBooks does it.
    await run.system.ports.bookkeeping.voidTransaction(run.session, "Invoice", known);
    return known;
  }
  const lines = await run.system.db
    .select()
    .from(invoiceLine)
    .where(scoped(run.ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(invoiceLine.position);
  const customerRef = await ensureCustomer(run, inv.customerId);
  const items: Partial<Record<RateKind, string>> = {};
  for (const kind of new Set(lines.map((l) => rateKindOf(l.kind)))) items[kind] = await ensureRate(run, kind);
  const body = invoiceToQbo(
    { ...inv, label, lines },
    {
      customer: customerRef,
      items,
      taxCode: run.connection.taxCodeRef,
      terms: run.connection.termsRefs as Record<string, string>,
    },
  );
  return upsertRecord(run, "invoice", row, "Invoice", body, { field: "DocNumber", value: label });
}

/** The invoice's QuickBooks id, pushing it first when QuickBooks does not have it yet. */
async function ensureInvoice(run: PushRun, invoiceId: string, label: string) {
  const row = await ensureRow(run, "invoice", invoiceId, label);
  const known = knownId(row, run.session.realmId);
  if (known) return known;
  const id = await pushInvoice(run, invoiceId, row);
  await markSent(run.system.db, run.ctx, row.id, id, run.session.realmId);
  return id;
}

/**
 * A payment gone from QuickBooks' point of view — removed here, or refunded in full — is deleted there when it was
 * sent; one never sent has nothing to delete. Either way the row reads `removed`, never a failure that no retry can
 * fix. (A removal is queued even for a payment not sent yet, rather than its row dropped, because a push already
 * under way may be creating it in QuickBooks: this later push then deletes what that one made.)
 */
async function removePaymentThere(run: PushRun, row: SyncRow | null): Promise<PushOutcome> {
  const known = knownId(row, run.session.realmId);
  if (known) await run.system.ports.bookkeeping.deleteTransaction(run.session, "Payment", known);
  return REMOVED;
}

async function pushPayment(run: PushRun, paymentId: string, row: SyncRow | null): Promise<PushOutcome> {
  const [p] = await run.system.db
    .select({ payment, number: invoice.number })
    .from(payment)
    .innerJoin(invoice, eq(invoice.id, payment.invoiceId))
    .where(scoped(run.ctx, payment, eq(payment.id, paymentId)));
  if (!p || paymentNetCents(p.payment) === 0) return removePaymentThere(run, row);
  const customerRef = await ensureCustomer(run, p.payment.customerId);
  const invoiceRef = await ensureInvoice(run, p.payment.invoiceId, invoiceLabel(p.number));
  const body = paymentToQbo(
    { ...p.payment, invoiceLabel: invoiceLabel(p.number) },
    { customer: customerRef, invoice: invoiceRef, depositAccount: run.connection.depositAccountRef },
  );
  return upsertRecord(run, "payment", row, "Payment", body, null);
}

async function creditNoteOf(run: PushRun, creditNoteId: string) {
  const [cn] = await run.system.db
    .select({ note: creditNote, number: invoice.number, customerId: invoice.customerId })
    .from(creditNote)
    .innerJoin(invoice, eq(invoice.id, creditNote.invoiceId))
    .where(scoped(run.ctx, creditNote, eq(creditNote.id, creditNoteId)));
  if (!cn) throw new NotFoundError("Credit note");
  return cn;
}
type CreditNoteRow = Awaited<ReturnType<typeof creditNoteOf>>;

/** The record id of a credit note's application to its invoice (a QuickBooks Payment of 0), as rates use `rate:`. */
const APPLY = "apply:";
const applicationLabel = (cn: CreditNoteRow) =>
  `${creditNoteLabel(cn.note.number)} → ${invoiceLabel(cn.number)}`;

/** Pushes the CreditMemo, keeps its id, then applies it to the invoice once. */
async function pushCreditNote(run: PushRun, creditNoteId: string, row: SyncRow): Promise<PushOutcome> {
  const cn = await creditNoteOf(run, creditNoteId);
  const customerRef = await ensureCustomer(run, cn.customerId);
  const item = await ensureRate(run, "credit");
  const label = creditNoteLabel(cn.note.number);
  const body = creditNoteToQbo(
    {
      label,
      amountCents: cn.note.amountCents,
      reason: cn.note.reason,
      issuedOn: todayIn(run.timeZone, cn.note.createdAt),
      invoiceLabel: invoiceLabel(cn.number),
    },
    { customer: customerRef, item },
  );
  const memo = await upsertRecord(run, "credit note", row, "CreditMemo", body, {
    field: "DocNumber",
    value: label,
  });
  // Kept now, so a failed application's retry updates this memo rather than looking for it again.
  await markSent(run.system.db, run.ctx, row.id, memo, run.session.realmId);
  await ensureCreditApplied(run, cn, memo);
  return memo;
}

/** The credit note applied to its invoice in QuickBooks, unless its application row says it is already. */
async function ensureCreditApplied(run: PushRun, cn: CreditNoteRow, memo: string) {
  const row = await ensureRow(run, "payment", `${APPLY}${cn.note.id}`, applicationLabel(cn));
  if (knownId(row, run.session.realmId)) return;
  const id = await applyCreditNote(run, cn, memo, row);
  await markSent(run.system.db, run.ctx, row.id, id, run.session.realmId);
}

async function applyCreditNote(run: PushRun, cn: CreditNoteRow, memo: string, row: SyncRow | null) {
  const body = creditApplicationToQbo(
    {
      creditNoteLabel: creditNoteLabel(cn.note.number),
      invoiceLabel: invoiceLabel(cn.number),
      amountCents: cn.note.amountCents,
      appliedOn: todayIn(run.timeZone, cn.note.createdAt),
    },
    {
      customer: await ensureCustomer(run, cn.customerId),
      invoice: await ensureInvoice(run, cn.note.invoiceId, invoiceLabel(cn.number)),
      creditMemo: memo,
    },
  );
  return upsertRecord(run, "payment", row, "Payment", body, null);
}

/**
 * The application row pushed on its own (a retry from the log): with the memo in QuickBooks, applied (or its
 * application updated at its SyncToken); without it, the credit note's push sends the memo and applies it.
 */
async function pushCreditApplication(run: PushRun, creditNoteId: string, row: SyncRow): Promise<PushOutcome> {
  const cn = await creditNoteOf(run, creditNoteId);
  const noteRow = await ensureRow(run, "credit note", creditNoteId, creditNoteLabel(cn.note.number));
  const memo = knownId(noteRow, run.session.realmId);
  if (memo) return applyCreditNote(run, cn, memo, row);
  await pushCreditNote(run, creditNoteId, noteRow);
  const applied = await syncRow(run.system.db, run.ctx, "payment", row.recordId);
  return knownId(applied, run.session.realmId) ?? REMOVED;
}

function pushOne(run: PushRun, row: SyncRow): Promise<PushOutcome> {
  switch (row.kind) {
    case "customer":
      return pushCustomer(run, row.recordId, row);
    case "item":
      return pushRate(run, rateKindOf(row.recordId.replace(/^rate:/, "")), row);
    case "invoice":
      return pushInvoice(run, row.recordId, row);
    case "payment":
      return row.recordId.startsWith(APPLY)
        ? pushCreditApplication(run, row.recordId.slice(APPLY.length), row)
        : pushPayment(run, row.recordId, row);
    case "credit note":
      return pushCreditNote(run, row.recordId, row);
  }
}

/**
 * The job: pushes one sync row and records how it went. A refusal or an unreachable QuickBooks marks the row failed
 * with its reason (attempts + 1) and raises the alert — the office retries from the log; a failure of our own (the
 * database) throws, so the queue tries again.
 */
export async function pushToQuickbooks(system: SystemContext, job: QuickbooksPushJob) {
  const ctx = { companyId: job.companyId };
  const [row] = await system.db
    .select()
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, job.syncId)));
  if (!row) return { skipped: "no such sync row" };
  const [{ timeZone }] = await system.db
    .select({ timeZone: company.timeZone })
    .from(company)
    .where(eq(company.id, job.companyId));
  try {
    const quickbooksId = await withQuickbooksSession(system, ctx, async (session, connection) =>
      pushOne({ system, ctx, session, connection, timeZone }, row).then((id) => ({
        id,
        realm: session.realmId,
      })),
    );
    await system.db.transaction(async (tx) => {
      if (quickbooksId.id === REMOVED)
        await tx
          .update(quickbooksSync)
          .set({
            status: "removed",
            quickbooksId: null,
            error: null,
            sentAt: new Date(),
            updatedAt: new Date(),
          })
          .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, row.id)));
      else await markSent(tx, ctx, row.id, quickbooksId.id, quickbooksId.realm);
      await tx
        .update(quickbooksSync)
        .set({ attempts: 0 })
        .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, row.id)));
      const [stillFailing] = await tx
        .select({ id: quickbooksSync.id })
        .from(quickbooksSync)
        .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.status, "failed")))
        .limit(1);
      if (!stillFailing) await resolveQuickbooksAlert(tx, ctx, "failed");
    });
    return quickbooksId.id === REMOVED ? { removed: true } : { sent: quickbooksId.id };
  } catch (error) {
    const reason = quickbooksReason(error);
    if (!reason) throw error;
    logger.info({ companyId: job.companyId, kind: row.kind, err: error }, "QuickBooks push failed");
    await system.db.transaction(async (tx) => {
      await tx
        .update(quickbooksSync)
        .set({
          status: "failed",
          error: reason,
          attempts: sql`${quickbooksSync.attempts} + 1`,
          updatedAt: new Date(),
        })
        .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, row.id)));
      if (!(error instanceof QuickbooksReconnectError))
        await raiseQuickbooksAlert(
          tx,
          ctx,
          "failed",
          reason,
          keyed("team.alertText.quickbooksFailed", { record: row.label }),
        );
    });
    return { failed: reason };
  }
}

// ─── The log ────────────────────────────────────────────────────────────────────────────────────────────────────

/** The newest rows of the sync log (100), optionally one status, and how many there are of each status. */
export async function quickbooksSyncLog(ctx: TenantContext, filter: QuickbooksLogFilter = "all") {
  requirePermission(ctx, "money:manage");
  const rows = await ctx.db
    .select({
      id: quickbooksSync.id,
      kind: quickbooksSync.kind,
      label: quickbooksSync.label,
      status: quickbooksSync.status,
      attempts: quickbooksSync.attempts,
      error: quickbooksSync.error,
      quickbooksId: quickbooksSync.quickbooksId,
      updatedAt: quickbooksSync.updatedAt,
    })
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync, filter === "all" ? undefined : eq(quickbooksSync.status, filter)))
    .orderBy(desc(quickbooksSync.updatedAt), desc(quickbooksSync.id))
    .limit(100);
  const counts = await ctx.db
    .select({ status: quickbooksSync.status, count: sql<number>`count(*)::int` })
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync))
    .groupBy(quickbooksSync.status);
  const byStatus: Record<QuickbooksSyncStatus, number> = { queued: 0, sent: 0, failed: 0, removed: 0 };
  for (const c of counts) byStatus[c.status] = c.count;
  return { rows, counts: byStatus };
}

/** Queues a failed row again (another company's row is not found). */
export async function retryQuickbooksSync(ctx: TenantContext, syncId: string) {
  requirePermission(ctx, "money:manage");
  const [row] = await ctx.db
    .select()
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.id, syncId)));
  if (!row) throw new NotFoundError("Sync record");
  if (row.status !== "failed") throw new RuleError("form", "seller.qbo.retryNotFailed");
  return ctx.db.transaction(async (tx) => {
    if (!(await queueQuickbooksPush(tx, ctx, row.kind, row.recordId, row.label)))
      throw new RuleError("form", "seller.qbo.notConnected");
    return row;
  });
}

/** Queues every failed row again; returns how many. */
export async function retryAllQuickbooksSync(ctx: TenantContext) {
  requirePermission(ctx, "money:manage");
  const failed = await ctx.db
    .select()
    .from(quickbooksSync)
    .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.status, "failed")));
  if (failed.length === 0) return 0;
  await ctx.db.transaction(async (tx) => {
    for (const row of failed)
      if (!(await queueQuickbooksPush(tx, ctx, row.kind, row.recordId, row.label)))
        throw new RuleError("form", "seller.qbo.notConnected");
  });
  return failed.length;
}

/** QuickBooks' ids of records of a kind that are there already, by our record id. */
export async function quickbooksIdsOf(ctx: TenantContext, kind: QuickbooksSyncKind, recordIds: string[]) {
  if (recordIds.length === 0) return new Map<string, string>();
  const rows = await ctx.db
    .select({ recordId: quickbooksSync.recordId, quickbooksId: quickbooksSync.quickbooksId })
    .from(quickbooksSync)
    .where(
      scoped(
        ctx,
        quickbooksSync,
        and(eq(quickbooksSync.kind, kind), inArray(quickbooksSync.recordId, recordIds)),
      ),
    );
  return new Map(rows.filter((r) => r.quickbooksId).map((r) => [r.recordId, r.quickbooksId as string]));
}
