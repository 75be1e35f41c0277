import { randomBytes } from "node:crypto";
import { eq } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { jobTotals } from "~/core/operations/job-money";
import { type JobAction, jobLabel } from "~/core/operations/job-status";
import type { Db, Tx } from "~/db/client.server";
import { alert, company, customer, job } from "~/db/schema";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { companyLetterhead } from "../companies/letterhead.server";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, type SystemContext, type TenantContext } from "../tenant.server";
import { actor, findJob, getJob, linesOf, statusCode } from "./job-detail.server";
import { transitionJob } from "./job-visits.server";

export const estimateUrl = (token: string) => `${config.baseUrl}/estimate/${token}`;

/**
 * E-mails the customer the estimate with a link to accept or decline it (a fresh link each time; an earlier one
 * stops working). Nothing is saved when the e-mail can't be sent.
 */
export async function sendEstimate(ctx: TenantContext, jobId: string, now = new Date()) {
  requirePermission(ctx, "operations:write");
  const detail = await getJob(ctx, jobId);
  if (!detail.canSendEstimate)
    throw new RuleError(
      "action",
      keyed("reports.jobRules.cannotSendEstimate", {
        operation: statusCode(detail.operationStatus),
        billing: statusCode(detail.billingStatus),
      }),
    );
  if (!detail.customer.email) throw new RuleError("action", "reports.jobRules.noEmail");
  if (detail.lines.length === 0) throw new RuleError("action", "reports.jobRules.noLines");
  const [companyRow] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  const token = randomBytes(24).toString("base64url");
  const url = estimateUrl(token);
  const { subject, text, html } = ctx.ports.documents.estimateMail({
    company: companyRow,
    customer: detail.customer,
    label: detail.label,
    title: detail.title,
    description: detail.description,
    lines: detail.lines,
    totals: detail.totals,
    currency: ctx.currency,
    url,
  });
  try {
    await ctx.ports.mailer.send({
      to: detail.customer.email,
      replyTo: companyRow.email ?? undefined,
      subject,
      text,
      html,
    });
  } catch (error) {
    logger.error({ err: error, jobId }, "estimate not sent");
    throw new RuleError("action", "reports.jobRules.emailFailed");
  }
  const who = await actor(ctx);
  const current = await findJob(ctx.db, ctx, jobId);
  return ctx.db.transaction((tx) =>
    transitionJob(tx, ctx, current, "sendEstimate", who, {
      now,
      set: {
        estimateToken: token,
        estimateSentAt: now,
        estimateDecision: null,
        estimateDecidedBy: null,
        estimateDecidedAt: null,
        estimateNote: null,
      },
      changes: [{ field: "estimate sent to", from: null, to: detail.customer.email }],
    }),
  );
}

async function jobByToken(db: Db | Tx, token: string) {
  if (!/^[\w-]{20,64}$/.test(token)) return null;
  // tenancy: owner — public estimate link: the job by its secret token
  const [row] = await db.select().from(job).where(eq(job.estimateToken, token));
  return row ?? null;
}

/** What the estimate link shows (no tenant: the token is the key). Null for an unknown or replaced link. */
export async function getEstimateByToken({ db }: SystemContext, token: string) {
  const row = await jobByToken(db, token);
  if (!row) return null;
  // tenancy: owner — the customer of the job its secret token found (linesOf scopes the lines)
  const [companyRow, [cust], lines] = await Promise.all([
    companyLetterhead(db, row),
    db.select({ name: customer.displayName }).from(customer).where(eq(customer.id, row.customerId)),
    linesOf(db, { companyId: row.companyId }, row.id),
  ]);
  return {
    label: jobLabel(row.number),
    title: row.title,
    description: row.description,
    company: companyRow,
    customerName: cust?.name ?? "",
    lines: lines.map((l) => ({
      id: l.id,
      description: l.description,
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents,
      taxable: l.taxable,
    })),
    totals: jobTotals(lines, row.taxRateBasisPoints),
    taxRateBasisPoints: row.taxRateBasisPoints,
    sentAt: row.estimateSentAt,
    open:
      row.billingStatus === "estimate" && row.operationStatus === "estimate pending" && !row.estimateDecision,
    cancelled: row.operationStatus === "cancelled",
    decision: row.estimateDecision,
    decidedBy: row.estimateDecidedBy,
    decidedAt: row.estimateDecidedAt,
  };
}

/**
 * The pool owner accepts or declines by the link: who (the name they type), when and their note are kept, the
 * history names them, and the office gets an alert. A link already used (or replaced by a newer estimate) refuses.
 */
export async function decideEstimate(
  ctx: SystemContext,
  token: string,
  decision: "accepted" | "declined",
  name: string,
  note = "",
  now = new Date(),
) {
  const { db } = ctx;
  const row = await jobByToken(db, token);
  if (!row) throw new NotFoundError("Estimate");
  if (row.estimateDecision)
    throw new RuleError(
      "form",
      keyed(
        row.estimateDecision === "accepted"
          ? "reports.jobRules.estimateAlreadyAccepted"
          : "reports.jobRules.estimateAlreadyDeclined",
        { name: row.estimateDecidedBy ?? "" },
      ),
    );
  const tenant = { companyId: row.companyId, ports: ctx.ports };
  const action: JobAction = decision === "accepted" ? "acceptEstimate" : "declineEstimate";
  return db.transaction(async (tx) => {
    const updated = await transitionJob(
      tx,
      tenant,
      row,
      action,
      { userId: null, name: `${name} (customer)` },
      {
        now,
        set: {
          estimateDecision: decision,
          estimateDecidedBy: name,
          estimateDecidedAt: now,
          estimateNote: note || null,
        },
        changes: note ? [{ field: "note", from: null, to: note }] : [],
      },
    );
    if (await isRuleEnabled(tx, row, `estimate-${decision}`))
      await tx.insert(alert).values({
        companyId: row.companyId,
        kind: decision === "accepted" ? "estimate accepted" : "estimate declined",
        severity: decision === "accepted" ? "info" : "warning",
        title: keyed(
          decision === "accepted" ? "team.alertText.estimateAccepted" : "team.alertText.estimateDeclined",
          { job: jobLabel(row.number), name },
        ),
        detail: note,
        customerId: row.customerId,
        jobId: row.id,
      });
    return updated;
  });
}
