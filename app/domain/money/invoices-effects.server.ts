/**
 * What an invoice's changes do elsewhere, inside the caller's transaction:
 * - `settleInvoice`: the stored paid/credited sums and the status follow the payments, refunds and credit notes
 *   (open ⇄ paid only through money), and the jobs it bills follow it (invoiced ⇄ paid);
 * - `releaseLineSources`: work taken off a draft line by line can be billed again — the stop is unbilled, the
 *   purchase line uninvoiced, the job back to accepted once no line bills it. A whole invoice (void, deleted draft)
 *   is released by invoice-records' `releaseInvoiceSources`.
 */
import { eq, inArray, isNotNull, or, sql } from "drizzle-orm";
import { invoiceBalance, statusForBalance } from "~/core/money";
import type { Tx } from "~/db/client.server";
import type { JobBillingStatus } from "~/db/schema";
import { invoice, invoiceLine, job, purchaseLine, serviceStop } from "~/db/schema";
import { actorNameOf, recordJobHistory } from "../operations/job-visits.server";
import { scoped, type TenantContext } from "../tenant.server";
import { moveJobs } from "./invoice-records.server";
import { type InvoiceRow, moneyEntriesOf } from "./invoices.server";

type Tenant = Pick<TenantContext, "companyId">;
export interface Actor {
  userId: string | null;
  name: string;
}

/** The member acting, named for the jobs' history. */
export async function actorOf(tx: Tx, ctx: Pick<TenantContext, "userId">): Promise<Actor> {
  return { userId: ctx.userId, name: await actorNameOf(tx, ctx) };
}

type LineSource = Pick<typeof invoiceLine.$inferSelect, "kind" | "sourceKey" | "jobId">;

const idAfter = (key: string | null, prefix: string) =>
  key?.startsWith(`${prefix}:`) ? key.slice(prefix.length + 1) : null;

/** The jobs lines bill: by the line's job, or a "job:<id>" source. */
function jobsOf(lines: readonly LineSource[]) {
  const ids = new Set<string>();
  for (const l of lines) {
    if (l.jobId) ids.add(l.jobId);
    const fromKey = idAfter(l.sourceKey, "job");
    if (fromKey) ids.add(fromKey);
  }
  return [...ids];
}

async function moveJobsBilling(
  tx: Tx,
  ctx: Tenant,
  jobIds: readonly string[],
  from: JobBillingStatus,
  to: JobBillingStatus,
  actor: Actor,
  action: string,
) {
  if (!jobIds.length) return;
  const moved = await tx
    .update(job)
    .set({ billingStatus: to, updatedAt: new Date() })
    .where(scoped(ctx, job, inArray(job.id, [...jobIds]), eq(job.billingStatus, from)))
    .returning({ id: job.id });
  for (const m of moved)
    await recordJobHistory(tx, ctx, m.id, actor, action, [{ field: "billing status", from, to }]);
}

/**
 * Frees what the given lines billed. Call after the lines are deleted or their keys released: a job goes back to
 * accepted only when no line still billing it remains.
 */
export async function releaseLineSources(
  tx: Tx,
  ctx: Pick<TenantContext, "companyId" | "userId" | "ports">,
  invoiceId: string,
  lines: readonly LineSource[],
) {
  const keys = lines.map((l) => l.sourceKey).filter((k): k is string => Boolean(k));
  const stopIds = keys.map((k) => idAfter(k, "stop")).filter((id): id is string => Boolean(id));
  const purchaseLineIds = keys
    .map((k) => idAfter(k, "purchase-line"))
    .filter((id): id is string => Boolean(id));
  if (stopIds.length)
    await tx
      .update(serviceStop)
      .set({ billed: false, invoiceId: null })
      .where(scoped(ctx, serviceStop, inArray(serviceStop.id, stopIds)));
  if (purchaseLineIds.length)
    await tx
      .update(purchaseLine)
      .set({ invoicedAt: null })
      .where(scoped(ctx, purchaseLine, inArray(purchaseLine.id, purchaseLineIds)));
  const jobIds = jobsOf(lines.filter((l) => l.sourceKey));
  if (!jobIds.length) return;
  const stillBilled = await tx
    .select({ jobId: invoiceLine.jobId, sourceKey: invoiceLine.sourceKey })
    .from(invoiceLine)
    .where(
      scoped(
        ctx,
        invoiceLine,
        isNotNull(invoiceLine.sourceKey),
        or(
          inArray(invoiceLine.jobId, jobIds),
          inArray(
            invoiceLine.sourceKey,
            jobIds.map((id) => `job:${id}`),
          ),
        ),
      ),
    );
  const kept = new Set(jobsOf(stillBilled.map((l) => ({ ...l, kind: "job" as const }))));
  const freed = jobIds.filter((id) => !kept.has(id));
  if (!freed.length) return;
  // Through the job state machine, as a voided invoice does (its history names the invoice).
  const invoiced = await tx
    .select({ id: job.id })
    .from(job)
    .where(
      scoped(
        ctx,
        job,
        inArray(job.id, freed),
        eq(job.billingStatus, "invoiced"),
        eq(job.operationStatus, "finished"),
      ),
    );
  await moveJobs(
    tx,
    ctx,
    invoiced.map((j) => j.id),
    "invoiceVoided",
    invoiceId,
  );
}

/**
 * Brings the stored sums and the status in line with the money rows (call after any payment, refund, removal or
 * credit note, with the invoice locked). Returns the updated invoice.
 */
export async function settleInvoice(tx: Tx, ctx: Tenant, row: InvoiceRow, actor: Actor, now = new Date()) {
  const entries = await moneyEntriesOf(tx, ctx, row.id);
  const balance = invoiceBalance({ totalCents: row.totalCents, entries });
  const status = statusForBalance(row.status, balance.balanceCents);
  const [updated] = await tx
    .update(invoice)
    .set({
      paidCents: balance.netPaidCents,
      creditedCents: balance.creditedCents,
      status,
      paidAt: status === "paid" ? (row.paidAt ?? now) : null,
      // Nothing left to collect: autopay stops trying.
      ...(status === "paid" ? { nextAutopayAt: null } : {}),
      updatedAt: now,
    })
    .where(scoped(ctx, invoice, eq(invoice.id, row.id)))
    .returning();
  if (status !== row.status && (status === "paid" || row.status === "paid")) {
    const lines = await tx
      .select({ kind: invoiceLine.kind, sourceKey: invoiceLine.sourceKey, jobId: invoiceLine.jobId })
      .from(invoiceLine)
      .where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, row.id), isNotNull(invoiceLine.sourceKey)));
    const jobs = jobsOf(lines);
    if (status === "paid") await moveJobsBilling(tx, ctx, jobs, "invoiced", "paid", actor, "invoice paid");
    else await moveJobsBilling(tx, ctx, jobs, "paid", "invoiced", actor, "invoice reopened");
  }
  return updated;
}

/** Positions 0…n-1 in the given order (after lines were removed or added). */
export async function renumberLines(tx: Tx, ctx: Tenant, ids: readonly string[]) {
  for (const [position, id] of ids.entries())
    await tx
      .update(invoiceLine)
      .set({ position })
      .where(scoped(ctx, invoiceLine, eq(invoiceLine.id, id), sql`${invoiceLine.position} <> ${position}`));
}
