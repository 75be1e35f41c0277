import { and, eq, inArray, sql } from "drizzle-orm";
import { applyJobAction, type JobAction } from "~/core/operations/job-status";
import type { Db, Tx } from "~/db/client.server";
import { type JobChange, job, jobHistory, jobTask, serviceStop, user } from "~/db/schema";
import { RuleError } from "../errors";
import { scoped, type TenantContext, type UserContext } from "../tenant.server";
import { repairRequestJobEnded } from "./repair-request-outcome.server";
import { applyFinishedJobStock } from "./stock.server";

/**
 * The state machine applied to a stored job, with its history line, and what a job's visits do to it (scheduled,
 * arrived, finished). Kept apart from the job-*.server.ts use cases so the service stops can call it without an import cycle.
 */

type JobRow = typeof job.$inferSelect;
type Tenant = Pick<TenantContext, "companyId">;

/** The name of the person acting, for a history line. */
export async function actorNameOf(db: Db | Tx, actor: Pick<UserContext, "userId">) {
  const [row] = await db.select({ name: user.name }).from(user).where(eq(user.id, actor.userId));
  return row?.name ?? "Someone";
}

export async function recordJobHistory(
  db: Db | Tx,
  ctx: Tenant,
  jobId: string,
  actor: { userId: string | null; name: string },
  action: string,
  changes: JobChange[],
  at = new Date(),
) {
  await db.insert(jobHistory).values({
    companyId: ctx.companyId,
    jobId,
    actorUserId: actor.userId,
    actorName: actor.name,
    action,
    changes,
    at,
  });
}

/**
 * Moves a job by one action of the table, guarded on the statuses it was read with (a concurrent move makes this one
 * fail instead of skipping a step). Throws a RuleError when the action is not allowed from the job's state.
 */
export async function transitionJob(
  db: Db | Tx,
  ctx: Tenant & Pick<TenantContext, "ports">,
  current: JobRow,
  action: JobAction,
  actor: { userId: string | null; name: string },
  extra: { set?: Partial<typeof job.$inferInsert>; changes?: JobChange[]; now?: Date } = {},
) {
  const now = extra.now ?? new Date();
  const result = applyJobAction(
    { operation: current.operationStatus, billing: current.billingStatus },
    action,
  );
  if (!result.ok) throw new RuleError("action", result.reason);
  const [updated] = await db
    .update(job)
    .set({
      ...extra.set,
      operationStatus: result.next.operation,
      billingStatus: result.next.billing,
      updatedAt: now,
    })
    .where(
      scoped(
        ctx,
        job,
        eq(job.id, current.id),
        eq(job.operationStatus, current.operationStatus),
        eq(job.billingStatus, current.billingStatus),
      ),
    )
    .returning();
  if (!updated) throw new RuleError("action", "reports.jobRules.changedMeanwhile");
  if (updated.operationStatus === "finished" && current.operationStatus !== "finished")
    await applyFinishedJobStock(db, ctx, current.id);
  if (updated.operationStatus !== current.operationStatus)
    await repairRequestJobEnded(db, ctx, updated, actor.userId);
  const changes: JobChange[] = [];
  if (current.operationStatus !== updated.operationStatus)
    changes.push({ field: "operation status", from: current.operationStatus, to: updated.operationStatus });
  if (current.billingStatus !== updated.billingStatus)
    changes.push({ field: "billing status", from: current.billingStatus, to: updated.billingStatus });
  await recordJobHistory(db, ctx, current.id, actor, action, [...changes, ...(extra.changes ?? [])], now);
  return updated;
}

async function jobOf(db: Db | Tx, ctx: Tenant, jobId: string) {
  const [row] = await db
    .select()
    .from(job)
    .where(scoped(ctx, job, eq(job.id, jobId)));
  return row ?? null;
}

const systemActor = async (ctx: TenantContext) => ({
  userId: ctx.userId,
  name: await actorNameOf(ctx.db, ctx),
});

/** A visit was created for the job: unscheduled → scheduled, the first visit's date and its technician noted. */
export async function jobVisitScheduled(
  ctx: TenantContext,
  jobId: string,
  stop: { number: number; serviceDate: string; technicianId: string | null },
) {
  const current = await jobOf(ctx.db, ctx, jobId);
  if (!current) return;
  const technicians = stop.technicianId
    ? [...new Set([...current.assignedTechnicianIds, stop.technicianId])]
    : current.assignedTechnicianIds;
  const scheduledOn =
    current.scheduledOn && current.scheduledOn < stop.serviceDate ? current.scheduledOn : stop.serviceDate;
  const visit: JobChange = { field: "visit", from: null, to: `S-${stop.number} on ${stop.serviceDate}` };
  const actor = await systemActor(ctx);
  await ctx.db.transaction(async (tx) => {
    if (current.operationStatus === "unscheduled") {
      await transitionJob(tx, ctx, current, "schedule", actor, {
        set: { scheduledOn, assignedTechnicianIds: technicians },
        changes: [visit],
      });
    } else {
      await tx
        .update(job)
        .set({ scheduledOn, assignedTechnicianIds: technicians, updatedAt: new Date() })
        .where(scoped(ctx, job, eq(job.id, jobId)));
      await recordJobHistory(tx, ctx, jobId, actor, "visitScheduled", [visit]);
    }
  });
}

/** The technician arrived at one of the job's visits: scheduled → in progress. */
export async function jobVisitArrived(ctx: TenantContext, jobId: string, now = new Date()) {
  const current = await jobOf(ctx.db, ctx, jobId);
  if (current?.operationStatus !== "scheduled") return;
  await transitionJob(ctx.db, ctx, current, "start", await systemActor(ctx), { now });
}

/**
 * One of the job's visits was finished. When none of its visits is still to do (skipped and cancelled ones aside),
 * the job's open tasks are done at this stop and the job is finished.
 */
export async function jobVisitFinished(ctx: TenantContext, jobId: string, stopId: string, now = new Date()) {
  const current = await jobOf(ctx.db, ctx, jobId);
  if (!current || (current.operationStatus !== "scheduled" && current.operationStatus !== "in progress"))
    return;
  const [{ open }] = await ctx.db
    .select({ open: sql<number>`count(*)::int` })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.jobId, jobId),
        inArray(serviceStop.status, ["scheduled", "in progress"]),
      ),
    );
  if (open > 0) return;
  const actor = await systemActor(ctx);
  await ctx.db.transaction(async (tx) => {
    const done = await tx
      .update(jobTask)
      .set({ done: true, serviceStopId: stopId })
      .where(and(scoped(ctx, jobTask, eq(jobTask.jobId, jobId), eq(jobTask.done, false))))
      .returning({ name: jobTask.name });
    await transitionJob(tx, ctx, current, "finish", actor, {
      changes: done.map((t) => ({ field: `task ${t.name}`, from: "to do", to: "done" })),
      now,
    });
  });
}
