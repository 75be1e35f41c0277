import { and, asc, count, eq, inArray, sql } from "drizzle-orm";
import { jobLabel } from "~/core/operations/job-status";
import { customer, job } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { requireCard } from "./access.server";

/** The statuses of work not done yet, in the order work moves through them. */
export const openJobStatuses = ["estimate pending", "unscheduled", "scheduled", "in progress"] as const;

/**
 * Open jobs by operation status, and the estimates sent that the customer has not answered yet (the job waits in
 * "estimate pending" with billing "estimate"; a declined one goes back to draft), oldest first.
 */
export async function openJobs(ctx: TenantContext, waitingShown = 3) {
  requireCard(ctx, "jobs");
  requirePermission(ctx, "operations:read");
  const waiting = and(eq(job.operationStatus, "estimate pending"), eq(job.billingStatus, "estimate"));
  const [byStatus, [{ estimates }], oldest] = await Promise.all([
    ctx.db
      .select({ status: job.operationStatus, n: count() })
      .from(job)
      .where(scoped(ctx, job, inArray(job.operationStatus, [...openJobStatuses])))
      .groupBy(job.operationStatus),
    ctx.db
      .select({ estimates: count() })
      .from(job)
      .where(scoped(ctx, job, waiting)),
    ctx.db
      .select({
        id: job.id,
        number: job.number,
        title: job.title,
        customerName: customer.displayName,
        sentAt: job.estimateSentAt,
      })
      .from(job)
      .innerJoin(customer, eq(customer.id, job.customerId))
      .where(scoped(ctx, job, waiting))
      .orderBy(sql`${job.estimateSentAt} asc nulls last`, asc(job.number))
      .limit(waitingShown),
  ]);
  const statuses = openJobStatuses.map((status) => ({
    status,
    count: byStatus.find((r) => r.status === status)?.n ?? 0,
  }));
  return {
    statuses,
    total: statuses.reduce((n, s) => n + s.count, 0),
    estimatesWaiting: {
      count: estimates,
      oldest: oldest.map((j) => ({
        id: j.id,
        label: jobLabel(j.number),
        title: j.title,
        customerName: j.customerName,
        sentAt: j.sentAt?.toISOString() ?? null,
      })),
    },
  };
}
