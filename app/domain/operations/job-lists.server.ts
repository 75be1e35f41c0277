import { and, asc, count, desc, eq, gte, lte, sql } from "drizzle-orm";
import { isValidDate } from "~/core/equipment/service";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { operationStatuses } from "~/core/operations/job-status";
import {
  customer,
  type JobBillingStatus,
  type JobOperationStatus,
  type JobType,
  job,
  jobLine,
  serviceStop,
} from "~/db/schema";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

export const jobSorts = ["number", "customer", "created", "scheduled", "status"] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobFilters = ["operation", "billing", "type", "technician", "customer", "from", "to"] as const;

// Lines summed in SQL for the list (the detail page uses core/operations/job-money for the exact per-job rounding).
const subtotalCents = sql<number>`coalesce((select sum(round(${jobLine.quantity} * ${jobLine.unitPriceCents})) from ${jobLine} where ${jobLine.jobId} = ${job.id}), 0)::int`;

/** The date a job is filed under: its first visit, or the day it was created. */
const jobDate = sql<string>`coalesce(${job.scheduledOn}, (${job.createdAt})::date)`;

function listWhere(
  ctx: TenantContext,
  query: Pick<ListQuery<JobSort>, "q" | "filters">,
  withOperation = true,
) {
  const { operation, billing, type, technician, customer: customerId, from, to } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const numberQuery = query.q.replace(/^j-?/i, "");
  return scoped(
    ctx,
    job,
    withOperation && operation ? eq(job.operationStatus, operation as JobOperationStatus) : undefined,
    billing ? eq(job.billingStatus, billing as JobBillingStatus) : undefined,
    type ? eq(job.type, type as JobType) : undefined,
    customerId ? eq(job.customerId, customerId) : undefined,
    technician
      ? sql`(${job.assignedTechnicianIds} ? ${technician} or exists (select 1 from ${serviceStop} where ${serviceStop.jobId} = ${job.id} and ${serviceStop.technicianId} = ${technician}))`
      : undefined,
    from && isValidDate(from) ? gte(jobDate, from) : undefined,
    to && isValidDate(to) ? lte(jobDate, to) : undefined,
    pattern
      ? /^\d+$/.test(numberQuery)
        ? eq(job.number, Number(numberQuery))
        : sql`(${customer.displayName} ilike ${pattern} or ${job.title} ilike ${pattern})`
      : undefined,
  );
}

const listColumns = {
  id: job.id,
  number: job.number,
  title: job.title,
  type: job.type,
  operationStatus: job.operationStatus,
  billingStatus: job.billingStatus,
  scheduledOn: job.scheduledOn,
  createdAt: job.createdAt,
  customerId: job.customerId,
  customerName: customer.displayName,
  subtotalCents,
};

export async function listJobs(ctx: TenantContext, query: ListQuery<JobSort>) {
  requirePermission(ctx, "operations:read");
  const where = listWhere(ctx, query);
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    number: [direction(job.number)],
    customer: [direction(customer.displayName), desc(job.number)],
    created: [direction(job.createdAt), desc(job.number)],
    scheduled: [direction(job.scheduledOn), desc(job.number)],
    status: [direction(job.operationStatus), desc(job.number)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select(listColumns)
        .from(job)
        .innerJoin(customer, eq(customer.id, job.customerId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

export const BOARD_CARDS_PER_COLUMN = 50;

/** The board: per operation status its count and its newest cards (the list's filters apply, but not its status). */
export async function jobBoard(ctx: TenantContext, query: Pick<ListQuery<JobSort>, "q" | "filters">) {
  requirePermission(ctx, "operations:read");
  const where = listWhere(ctx, query, false);
  const counts = await ctx.db
    .select({ status: job.operationStatus, total: count() })
    .from(job)
    .innerJoin(customer, eq(customer.id, job.customerId))
    .where(where)
    .groupBy(job.operationStatus);
  const columns = await Promise.all(
    operationStatuses.map(async (status) => ({
      status,
      total: counts.find((c) => c.status === status)?.total ?? 0,
      cards: await ctx.db
        .select(listColumns)
        .from(job)
        .innerJoin(customer, eq(customer.id, job.customerId))
        .where(and(where, eq(job.operationStatus, status)))
        .orderBy(asc(job.scheduledOn), desc(job.number))
        .limit(BOARD_CARDS_PER_COLUMN),
    })),
  );
  return columns;
}
