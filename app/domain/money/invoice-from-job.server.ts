/**
 * "Invoice this job": a draft invoice made from a job — its lines, tax rate and customer carried over — either for
 * the whole job or, before or after the work, a deposit for part of it. The job's billing status follows its
 * invoices through the job state machine: the final invoice moves it to invoiced (and, paid, to paid; voided, back to
 * accepted — invoices-effects and invoice-records do that for every invoice that bills a job). Deposits are money on
 * account: they do not move the job, and the final invoice takes them off, so all the job's invoices add up to its
 * total and never more.
 */

import { eq, inArray, like, or } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { invoiceLabel, invoiceTotals } from "~/core/money";
import { jobLabel } from "~/core/operations/job-status";
import { invoice, invoiceLine, job, jobLine } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import {
  appendInvoiceLines,
  createDraftInvoice,
  moveJobs,
  type NewInvoiceLine,
  recomputeInvoiceTotals,
} from "./invoice-records.server";

export type JobDeposit = { percent: number } | { amountCents: number };

const depositKeyPrefix = (jobId: string) => `job-deposit:${jobId}:`;

/** The invoices that bill a job (its lines or a deposit for it), newest first, voided ones included. */
export async function invoicesOfJob(ctx: TenantContext, jobId: string) {
  const prefix = `${depositKeyPrefix(jobId)}%`;
  const rows = await ctx.db
    .selectDistinct({
      id: invoice.id,
      number: invoice.number,
      status: invoice.status,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
    })
    .from(invoiceLine)
    .innerJoin(invoice, eq(invoice.id, invoiceLine.invoiceId))
    .where(
      scoped(
        ctx,
        invoiceLine,
        or(
          eq(invoiceLine.jobId, jobId),
          like(invoiceLine.sourceKey, prefix),
          like(invoiceLine.releasedSourceKey, prefix),
        ),
      ),
    );
  return rows.sort((a, b) => b.number - a.number).map((r) => ({ ...r, label: invoiceLabel(r.number) }));
}

/**
 * Makes a draft invoice from one of the company's jobs and returns it. Without `deposit`: the whole job (less the
 * deposits already invoiced), allowed once the job is finished and its billing accepted. With `deposit`: one line for
 * that part of the job's total, refused when it would take the job's invoices past its total.
 */
export async function createInvoiceFromJob(
  ctx: TenantContext,
  jobId: string,
  options: { deposit?: JobDeposit } = {},
) {
  requirePermission(ctx, "money:write");
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(job)
      .where(scoped(ctx, job, eq(job.id, jobId)))
      .for("update");
    if (!row) throw new NotFoundError("Job");
    const lines = await tx
      .select()
      .from(jobLine)
      .where(scoped(ctx, jobLine, eq(jobLine.jobId, jobId)))
      .orderBy(jobLine.position);
    if (!lines.length) throw new RuleError("form", "seller.rules.jobNoLines");
    const jobTotal = invoiceTotals(lines, row.taxRateBasisPoints).totalCents;
    // Deposits invoiced before, on invoices not voided (voiding releases the key).
    const depositLines = await tx
      .select({ amountCents: invoiceLine.amountCents, invoiceId: invoiceLine.invoiceId })
      .from(invoiceLine)
      .where(scoped(ctx, invoiceLine, like(invoiceLine.sourceKey, `${depositKeyPrefix(jobId)}%`)));
    const deposited = depositLines.reduce((sum, l) => sum + l.amountCents, 0);
    const label = `${jobLabel(row.number)} ${row.title}`;

    if (options.deposit) {
      if (row.billingStatus === "invoiced" || row.billingStatus === "paid")
        throw new RuleError("deposit", "seller.rules.jobInvoicedInFull");
      if (row.operationStatus === "cancelled") throw new RuleError("deposit", "seller.rules.jobCancelled");
      if (row.billingStatus !== "accepted") throw new RuleError("deposit", "seller.rules.jobNotAgreed");
      const d = options.deposit;
      if ("percent" in d && !(Number.isFinite(d.percent) && d.percent > 0 && d.percent < 100))
        throw new RuleError("deposit", "seller.rules.depositPercent");
      const amount = "percent" in d ? Math.round((jobTotal * d.percent) / 100) : d.amountCents;
      if (!Number.isInteger(amount) || amount <= 0)
        throw new RuleError("deposit", "seller.rules.depositAboveZero");
      if (deposited + amount >= jobTotal) throw new RuleError("deposit", "seller.rules.depositsTooMuch");
      const draft = await createDraftInvoice(tx, ctx, {
        customerId: row.customerId,
        taxRateBasisPoints: row.taxRateBasisPoints,
      });
      const what = "percent" in d ? ` (${d.percent} %)` : "";
      await appendInvoiceLines(tx, ctx, draft.id, [
        {
          kind: "manual",
          description: `${label}: deposit${what}`,
          quantity: 1,
          unitPriceCents: amount,
          taxable: false,
          sourceKey: `${depositKeyPrefix(jobId)}${draft.id}`,
        },
      ]);
      return recomputeInvoiceTotals(tx, ctx, draft.id);
    }

    // The whole job (or what is left of it after deposits): refused by the state machine unless finished and accepted.
    if (row.operationStatus !== "finished") throw new RuleError("form", "seller.rules.jobNotFinished");
    if (row.billingStatus !== "accepted")
      throw new RuleError("form", keyed("seller.rules.jobBilling", { status: row.billingStatus }));
    const draft = await createDraftInvoice(tx, ctx, {
      customerId: row.customerId,
      taxRateBasisPoints: row.taxRateBasisPoints,
    });
    const newLines: NewInvoiceLine[] = lines.map((l) => ({
      kind: "job",
      description: `${label}: ${l.description}`,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      taxable: l.taxable,
      sourceKey: `job:${row.id}:${l.id}`,
      jobId: row.id,
    }));
    if (deposited > 0) {
      const numbers = depositLines.length
        ? await tx
            .select({ number: invoice.number })
            .from(invoice)
            .where(
              scoped(
                ctx,
                invoice,
                inArray(
                  invoice.id,
                  depositLines.map((l) => l.invoiceId),
                ),
              ),
            )
        : [];
      newLines.push({
        kind: "manual",
        description: `Less deposit ${numbers.map((n) => invoiceLabel(n.number)).join(", ")}`,
        quantity: 1,
        unitPriceCents: -deposited,
        taxable: false,
      });
    }
    const added = await appendInvoiceLines(tx, ctx, draft.id, newLines);
    if (added.filter((l) => l.kind === "job").length !== lines.length)
      throw new RuleError("form", "seller.rules.jobLineElsewhere");
    await moveJobs(tx, ctx, [row.id], "invoice", draft.id);
    return recomputeInvoiceTotals(tx, ctx, draft.id);
  });
}
