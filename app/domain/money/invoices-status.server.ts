/**
 * The invoice's actions (core/money/invoice-status's table): send (and re-send), void with a reason, mark
 * uncollectible. Open ⇄ paid is never an action here: money moves it (invoices-effects.settleInvoice).
 */

import { eq } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { keyed } from "~/core/i18n/keyed";
import { applyInvoiceAction, dueDate, type InvoiceAction, invoiceLabel } from "~/core/money";
import { customer, invoice, invoiceLine } from "~/db/schema";
import { isInQuickbooks, queueQuickbooksPush } from "../accounting/quickbooks-sync.server";
import { RuleError } from "../errors";
import { enqueue } from "../jobs/queue";
import { linkedOwnerDeclines } from "../portal/email-choices.server";
import { requirePermission, type SystemContext, scoped, type TenantContext } from "../tenant.server";
import { releaseInvoiceSources } from "./invoice-records.server";
import { findInvoice, type InvoiceRow, moneyEntriesOf } from "./invoices.server";
import { invoiceDocumentIn } from "./invoices-document.server";

async function check(ctx: TenantContext, row: InvoiceRow, action: InvoiceAction) {
  const entries = await moneyEntriesOf(ctx.db, ctx, row.id);
  const verdict = applyInvoiceAction(
    { status: row.status, totalCents: row.totalCents, entries },
    action,
    ctx.currency,
  );
  if (!verdict.ok) throw new RuleError("action", verdict.reason);
  return verdict.next;
}

/**
 * Sends a draft (draft → open; a $0 invoice is paid as it is sent): issued today in the company's time zone, due by
 * its terms, e-mailed to the customer with the PDF and the pay link (through the job queue, retried until it goes).
 * On an open (or uncollectible) invoice it sends the e-mail again as a reminder. Nothing changes when the customer
 * has no e-mail.
 */
export async function sendInvoice(ctx: TenantContext, invoiceId: string, now = new Date()) {
  requirePermission(ctx, "money:write");
  const row = await findInvoice(ctx.db, ctx, invoiceId);
  const reminder = row.status === "open" || row.status === "uncollectible";
  if (!reminder) {
    await check(ctx, row, "send");
    const [line] = await ctx.db
      .select({ id: invoiceLine.id })
      .from(invoiceLine)
      .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)))
      .limit(1);
    if (!line) throw new RuleError("action", "seller.rules.addLineFirst");
  }
  const [cust] = await ctx.db
    .select({ name: customer.displayName, email: customer.email })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, row.customerId)));
  if (!cust?.email)
    throw new RuleError(
      "action",
      cust?.name
        ? keyed("seller.rules.customerNoEmail", { name: cust.name })
        : "seller.rules.theCustomerNoEmail",
    );
  const issuedOn = reminder ? row.issuedOn : todayIn(ctx.timeZone, now);
  const dueOn = reminder ? row.dueOn : dueDate(issuedOn as string, row.terms);
  const doc = await invoiceDocumentIn(ctx.db, ctx, invoiceId, now);
  const next = reminder ? row.status : doc.balanceCents <= 0 ? "paid" : "open";
  // A linked pool owner who turned invoice e-mails off reads it in the portal; it is still issued.
  const mailed = !(await linkedOwnerDeclines(ctx.db, ctx, row.customerId, "invoices"));
  return ctx.db.transaction(async (tx) => {
    const current = await findInvoice(tx, ctx, invoiceId, true);
    if (current.status !== row.status) throw new RuleError("action", "seller.rules.invoiceChanged");
    const [updated] = await tx
      .update(invoice)
      .set(
        reminder
          ? { sentAt: now, updatedAt: now }
          : {
              status: next,
              issuedOn,
              dueOn,
              sentAt: now,
              paidAt: next === "paid" ? now : null,
              updatedAt: now,
            },
      )
      .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)))
      .returning();
    // The e-mail goes through the job queue in this transaction: issued and queued together, or neither.
    const job: InvoiceMailJob = { companyId: ctx.companyId, invoiceId, to: cust.email as string, reminder };
    if (mailed) await enqueue(INVOICE_MAIL_JOB, job, { tx, key: `invoice:${invoiceId}:${now.getTime()}` });
    // Issued: to QuickBooks Online when the company is connected (a reminder changes nothing there).
    if (!reminder) await queueQuickbooksPush(tx, ctx, "invoice", invoiceId, invoiceLabel(updated.number));
    return { invoice: updated, to: cust.email as string, reminder, mailed };
  });
}

export const INVOICE_MAIL_JOB = "mail.invoice";

export interface InvoiceMailJob {
  companyId: string;
  invoiceId: string;
  to: string;
  reminder: boolean;
}

/** The job: e-mails the invoice as it stands now, PDF attached; throws when the mail can't go (the queue retries). */
export async function deliverInvoiceMail(system: SystemContext, job: InvoiceMailJob, now = new Date()) {
  const doc = await invoiceDocumentIn(system.db, job, job.invoiceId, now);
  const content = await system.ports.documents.invoiceMail(doc, job.reminder);
  await system.ports.mailer.send({ to: job.to, replyTo: doc.company.email ?? undefined, ...content });
}

/**
 * Voids an invoice (draft, open or uncollectible) with a reason; refused while money paid on it is not refunded.
 * Its lines stay for the record, but what they billed is released: the work can be billed again.
 */
export async function voidInvoice(ctx: TenantContext, invoiceId: string, reason: string, now = new Date()) {
  requirePermission(ctx, "money:manage");
  const why = reason.trim();
  if (why.length < 3) throw new RuleError("reason", "seller.rules.voidReason");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const entries = await moneyEntriesOf(tx, ctx, invoiceId);
    const verdict = applyInvoiceAction(
      { status: row.status, totalCents: row.totalCents, entries },
      "void",
      ctx.currency,
    );
    if (!verdict.ok) throw new RuleError("reason", verdict.reason);
    await releaseInvoiceSources(tx, ctx, invoiceId);
    const [updated] = await tx
      .update(invoice)
      .set({ status: "void", voidedAt: now, voidReason: why.slice(0, 500), updatedAt: now })
      .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)))
      .returning();
    // Voided in QuickBooks too, when it went there.
    if (await isInQuickbooks(tx, ctx, "invoice", invoiceId))
      await queueQuickbooksPush(tx, ctx, "invoice", invoiceId, invoiceLabel(updated.number));
    return updated;
  });
}

/** Writes an open invoice off as uncollectible; a payment that still comes in settles it. */
export async function markInvoiceUncollectible(ctx: TenantContext, invoiceId: string, now = new Date()) {
  requirePermission(ctx, "money:manage");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const entries = await moneyEntriesOf(tx, ctx, invoiceId);
    const verdict = applyInvoiceAction(
      { status: row.status, totalCents: row.totalCents, entries },
      "markUncollectible",
      ctx.currency,
    );
    if (!verdict.ok) throw new RuleError("action", verdict.reason);
    const [updated] = await tx
      .update(invoice)
      .set({ status: "uncollectible", updatedAt: now })
      .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)))
      .returning();
    return updated;
  });
}
