import { isManualJobAction } from "~/core/operations/job-status";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { actor, findJob } from "./job-detail.server";
import { transitionJob } from "./job-visits.server";

/**
 * Applies one action of the state machine by a person (a button on the job's page), with an optional note in the
 * history. `action` is as posted: one that only follows from visits or invoices ("finish", "invoice"…) is refused.
 */
export async function takeJobAction(ctx: TenantContext, jobId: string, action: string, note = "") {
  requirePermission(ctx, "operations:write");
  const current = await findJob(ctx.db, ctx, jobId);
  if (!isManualJobAction(action)) throw new RuleError("action", "reports.jobRules.notByHand");
  const who = await actor(ctx);
  const now = new Date();
  const decision =
    action === "acceptEstimate" ? "accepted" : action === "declineEstimate" ? "declined" : null;
  return ctx.db.transaction((tx) =>
    transitionJob(tx, ctx, current, action, who, {
      now,
      set: decision
        ? {
            estimateDecision: decision,
            estimateDecidedBy: who.name,
            estimateDecidedAt: now,
            estimateNote: note || null,
          }
        : undefined,
      changes: note ? [{ field: "note", from: null, to: note }] : [],
    }),
  );
}
