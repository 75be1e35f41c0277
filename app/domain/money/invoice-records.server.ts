/**
 * The low-level writes every invoice path shares (the billing run, the office's manual invoice, draft edits): a new
 * numbered draft, lines appended with their amounts, and the stored totals kept equal to the lines. Callers check
 * permissions and statuses; these run inside the caller's transaction.
 */

import { randomBytes } from "node:crypto";
import { asc, eq, inArray, isNotNull, max, sql } from "drizzle-orm";
import { invoiceLabel, invoiceTotals, lineAmountCents } from "~/core/money";
import type { Tx } from "~/db/client.server";
import {
  company,
  customer,
  type InvoiceLineKind,
  type InvoiceTerms,
  invoice,
  invoiceLine,
  job,
  purchaseLine,
  serviceStop,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { NotFoundError } from "../errors";
import { actorNameOf, transitionJob } from "../operations/job-visits.server";
import { scoped, type TenantContext } from "../tenant.server";

export interface NewInvoiceLine {
  kind: InvoiceLineKind;
  description: string;
  serviceDate?: string | null;
  quantity: number;
  unit?: string | null;
  unitPriceCents: number;
  taxable: boolean;
  /** What the line bills, so it is billed once ("stop:<id>", "dose:<id>", "job:<id>", …); null for manual lines. */
  sourceKey?: string | null;
  jobId?: string | null;
}

/** A fresh secret for a link sent to the pool owner. */
export const newToken = () => randomBytes(24).toString("base64url");

/**
 * A new draft invoice for a customer of the company, numbered INV-n from the company's sequence, with the company's
 * terms and tax rate unless given. The customer must be the company's.
 */
export async function createDraftInvoice(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId">,
  input: {
    customerId: string;
    agreementId?: string | null;
    billingRunId?: string | null;
    periodStart?: string | null;
    periodEnd?: string | null;
    terms?: InvoiceTerms;
    taxRateBasisPoints?: number;
    notes?: string;
    now?: Date;
  },
) {
  const [owner] = await tx
    .select({ id: customer.id, billingTerms: customer.billingTerms })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, input.customerId)));
  if (!owner) throw new NotFoundError("Customer");
  const [settings] = await tx
    .select({ terms: company.invoiceTerms, tax: company.taxRateBasisPoints })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const number = await nextNumber(tx, ctx, "invoice");
  const [row] = await tx
    .insert(invoice)
    .values({
      companyId: ctx.companyId,
      number,
      customerId: input.customerId,
      agreementId: input.agreementId ?? null,
      billingRunId: input.billingRunId ?? null,
      periodStart: input.periodStart ?? null,
      periodEnd: input.periodEnd ?? null,
      terms: input.terms ?? owner.billingTerms ?? settings.terms,
      taxRateBasisPoints: input.taxRateBasisPoints ?? settings.tax,
      notes: input.notes ?? "",
      payToken: newToken(),
      ...(input.now ? { createdAt: input.now, updatedAt: input.now } : {}),
    })
    .returning();
  return row;
}

/**
 * Appends lines after the invoice's last one. A line whose source is already billed (on any invoice that is not void)
 * is left out: the unique source key makes "nothing billed twice" hold even for two runs at once. Returns the lines
 * actually added.
 */
export async function appendInvoiceLines(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId">,
  invoiceId: string,
  lines: readonly NewInvoiceLine[],
) {
  if (!lines.length) return [];
  const [{ last }] = await tx
    .select({ last: max(invoiceLine.position) })
    .from(invoiceLine)
    .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)));
  const first = (last ?? -1) + 1;
  // One insert for all; a line whose source is billed already is skipped (its position stays a gap, order holds).
  return tx
    .insert(invoiceLine)
    .values(
      lines.map((line, i) => ({
        companyId: ctx.companyId,
        invoiceId,
        position: first + i,
        kind: line.kind,
        description: line.description,
        serviceDate: line.serviceDate ?? null,
        quantity: line.quantity,
        unit: line.unit ?? null,
        unitPriceCents: line.unitPriceCents,
        amountCents: lineAmountCents(line.quantity, line.unitPriceCents),
        taxable: line.taxable,
        sourceKey: line.sourceKey ?? null,
        jobId: line.jobId ?? null,
      })),
    )
    .onConflictDoNothing()
    .returning();
}

/** Recomputes and stores the invoice's subtotal, tax and total from its lines (core/money/invoice-totals). */
export async function recomputeInvoiceTotals(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId">,
  invoiceId: string,
) {
  const [row] = await tx
    .select({ tax: invoice.taxRateBasisPoints })
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)));
  if (!row) throw new NotFoundError("Invoice");
  const lines = await tx
    .select()
    .from(invoiceLine)
    .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)))
    .orderBy(asc(invoiceLine.position));
  const totals = invoiceTotals(lines, row.tax);
  const [updated] = await tx
    .update(invoice)
    .set({
      subtotalCents: totals.subtotalCents,
      taxCents: totals.taxCents,
      totalCents: totals.totalCents,
      updatedAt: new Date(),
    })
    .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)))
    .returning();
  return updated;
}

/**
 * Gives back what a voided or deleted invoice billed, so the next billing run can bill it again: the lines' source
 * keys move to `released_source_key`, its stops are unbilled, its jobs are "accepted" again, its purchase lines lose
 * `invoiced_at`.
 */
export async function releaseInvoiceSources(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId" | "userId" | "ports">,
  invoiceId: string,
) {
  const lines = await tx
    .update(invoiceLine)
    .set({ releasedSourceKey: sql`${invoiceLine.sourceKey}`, sourceKey: null })
    .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId), isNotNull(invoiceLine.sourceKey)))
    .returning({ kind: invoiceLine.kind, key: invoiceLine.releasedSourceKey, jobId: invoiceLine.jobId });
  await tx
    .update(serviceStop)
    .set({ billed: false, invoiceId: null })
    .where(scoped(ctx, serviceStop, eq(serviceStop.invoiceId, invoiceId)));
  const jobIds = [...new Set(lines.filter((l) => l.kind === "job" && l.jobId).map((l) => l.jobId as string))];
  const invoiced = jobIds.length
    ? await tx
        .select({ id: job.id })
        .from(job)
        .where(scoped(ctx, job, inArray(job.id, jobIds), eq(job.billingStatus, "invoiced")))
    : [];
  await moveJobs(
    tx,
    ctx,
    invoiced.map((j) => j.id),
    "invoiceVoided",
    invoiceId,
  );
  const purchaseIds = lines
    .filter((l) => l.kind === "purchase" && l.key?.startsWith("purchase-line:"))
    .map((l) => (l.key as string).slice("purchase-line:".length));
  if (purchaseIds.length)
    await tx
      .update(purchaseLine)
      .set({ invoicedAt: null })
      .where(scoped(ctx, purchaseLine, inArray(purchaseLine.id, purchaseIds)));
}

/** Moves the billed (or released) jobs through the job state machine, so their history says which invoice. */
export async function moveJobs(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId" | "userId" | "ports">,
  jobIds: string[],
  action: "invoice" | "invoiceVoided",
  invoiceId: string,
  now = new Date(),
) {
  if (!jobIds.length) return;
  const [inv] = await tx
    .select({ number: invoice.number })
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)));
  await moveJobsOfInvoices(tx, ctx, new Map(jobIds.map((id) => [id, inv.number])), action, now);
}

/**
 * Jobs of several invoices at once (a billing run): each job, by id, with the number of the invoice it moves with;
 * each goes through the job state machine, so its history says which invoice.
 */
export async function moveJobsOfInvoices(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId" | "userId" | "ports">,
  invoiceNumberOfJob: Map<string, number>,
  action: "invoice" | "invoiceVoided",
  now = new Date(),
) {
  if (!invoiceNumberOfJob.size) return;
  const actor = { userId: ctx.userId, name: await actorNameOf(tx, ctx) };
  const rows = await tx
    .select()
    .from(job)
    .where(scoped(ctx, job, inArray(job.id, [...invoiceNumberOfJob.keys()])));
  for (const row of rows)
    await transitionJob(tx, ctx, row, action, actor, {
      changes: [{ field: "invoice", from: null, to: invoiceLabel(invoiceNumberOfJob.get(row.id) as number) }],
      now,
    });
}
