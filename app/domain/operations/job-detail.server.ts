import { asc, desc, eq } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { jobTotals } from "~/core/operations/job-money";
import {
  allowedJobActions,
  canScheduleVisits,
  isJobOpen,
  isManualJobAction,
  jobLabel,
} from "~/core/operations/job-status";
import type { Db, Tx } from "~/db/client.server";
import {
  bodyOfWater,
  companyMember,
  customer,
  equipment,
  job,
  jobHistory,
  jobLine,
  jobTask,
  serviceLocation,
  serviceStop,
  user,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { formatAddress } from "../locations/schemas";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { actorNameOf } from "./job-visits.server";

/** A stored status as a message's select value ("estimate pending" → "estimate_pending"). */
export const statusCode = (status: string) => status.replace(/ /g, "_");

export const actor = async (ctx: TenantContext) => ({
  userId: ctx.userId,
  name: await actorNameOf(ctx.db, ctx),
});

export async function findJob(db: Db | Tx, ctx: TenantContext, jobId: string) {
  const [row] = await db
    .select()
    .from(job)
    .where(scoped(ctx, job, eq(job.id, jobId)));
  if (!row) throw new NotFoundError("Job");
  return row;
}

export function linesOf(db: Db | Tx, ctx: Pick<TenantContext, "companyId">, jobId: string) {
  return db
    .select()
    .from(jobLine)
    .where(scoped(ctx, jobLine, eq(jobLine.jobId, jobId)))
    .orderBy(asc(jobLine.position));
}

/** Everything about one job: the place, lines with totals and margin, tasks, visits, history, allowed actions. */
export async function getJob(ctx: TenantContext, jobId: string) {
  requirePermission(ctx, "operations:read");
  const row = await findJob(ctx.db, ctx, jobId);
  const [[cust], [location], [body], [equip], lines, tasks, stops, history] = await Promise.all([
    ctx.db
      .select({
        id: customer.id,
        name: customer.displayName,
        firstName: customer.firstName,
        companyName: customer.companyName,
        displayAsCompany: customer.displayAsCompany,
        email: customer.email,
        preferredLanguage: customer.preferredLanguage,
      })
      .from(customer)
      .where(scoped(ctx, customer, eq(customer.id, row.customerId))),
    row.serviceLocationId
      ? ctx.db
          .select()
          .from(serviceLocation)
          .where(scoped(ctx, serviceLocation, eq(serviceLocation.id, row.serviceLocationId)))
      : Promise.resolve([]),
    row.bodyOfWaterId
      ? ctx.db
          .select({ id: bodyOfWater.id, name: bodyOfWater.name })
          .from(bodyOfWater)
          .where(scoped(ctx, bodyOfWater, eq(bodyOfWater.id, row.bodyOfWaterId)))
      : Promise.resolve([]),
    row.equipmentId
      ? ctx.db
          .select({
            id: equipment.id,
            category: equipment.category,
            make: equipment.make,
            model: equipment.model,
          })
          .from(equipment)
          .where(scoped(ctx, equipment, eq(equipment.id, row.equipmentId)))
      : Promise.resolve([]),
    linesOf(ctx.db, ctx, jobId),
    ctx.db
      .select()
      .from(jobTask)
      .where(scoped(ctx, jobTask, eq(jobTask.jobId, jobId)))
      .orderBy(asc(jobTask.position)),
    ctx.db
      .select({
        id: serviceStop.id,
        number: serviceStop.number,
        serviceDate: serviceStop.serviceDate,
        status: serviceStop.status,
        technicianName: user.name,
      })
      .from(serviceStop)
      .leftJoin(companyMember, eq(companyMember.id, serviceStop.technicianId))
      .leftJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, serviceStop, eq(serviceStop.jobId, jobId)))
      .orderBy(asc(serviceStop.serviceDate), asc(serviceStop.number)),
    jobHistoryOf(ctx, jobId),
  ]);
  const state = { operation: row.operationStatus, billing: row.billingStatus };
  return {
    ...row,
    label: jobLabel(row.number),
    customer: cust,
    location: location ? { id: location.id, address: formatAddress(location) } : null,
    body: body ?? null,
    equipment: equip
      ? {
          id: equip.id,
          name: [equip.category, equip.make, equip.model].filter(Boolean).join(" "),
          category: equip.category,
          makeModel: [equip.make, equip.model].filter(Boolean).join(" "),
        }
      : null,
    lines,
    tasks,
    totals: jobTotals(lines, row.taxRateBasisPoints),
    stops,
    history,
    open: isJobOpen(state),
    canSchedule: canScheduleVisits(state),
    actions: allowedJobActions(state).filter(isManualJobAction),
    canSendEstimate: allowedJobActions(state).includes("sendEstimate"),
  };
}
export type JobDetail = Awaited<ReturnType<typeof getJob>>;

export async function jobHistoryOf(ctx: TenantContext, jobId: string) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select()
    .from(jobHistory)
    .where(scoped(ctx, jobHistory, eq(jobHistory.jobId, jobId)))
    .orderBy(desc(jobHistory.at), desc(jobHistory.id));
}

/** The job's number and customer, for pages that only name it (history). */
export async function jobHeader(ctx: TenantContext, jobId: string) {
  requirePermission(ctx, "operations:read");
  const row = await findJob(ctx.db, ctx, jobId);
  return { id: row.id, label: jobLabel(row.number), title: row.title };
}

/** The job a new visit is for: it must be the company's, agreed and still open. */
export async function jobForNewVisit(ctx: TenantContext, jobId: string) {
  requirePermission(ctx, "operations:write");
  const row = await findJob(ctx.db, ctx, jobId);
  if (!canScheduleVisits({ operation: row.operationStatus, billing: row.billingStatus }))
    throw new RuleError(
      "jobId",
      row.operationStatus === "estimate pending"
        ? keyed("reports.jobRules.visitWaitsForEstimate", { label: jobLabel(row.number) })
        : keyed("reports.jobRules.visitNotPossible", {
            label: jobLabel(row.number),
            status: statusCode(row.operationStatus),
          }),
      {
        label:
          row.operationStatus === "estimate pending"
            ? keyed("reports.jobRules.openJobForEstimate", { label: jobLabel(row.number) })
            : keyed("reports.jobRules.openJob", { label: jobLabel(row.number) }),
        href: `/company/jobs/detail/${row.id}`,
      },
    );
  return {
    id: row.id,
    label: jobLabel(row.number),
    title: row.title,
    description: row.description,
    customerId: row.customerId,
    serviceLocationId: row.serviceLocationId,
  };
}
