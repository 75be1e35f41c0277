/**
 * The alerts list: what needs a person, with the record each alert points at. Filters by status (unresolved = open or
 * acknowledged, the default), kind, severity, assignee and creation date; searched by title; paged. Only the kinds
 * the member may see (access.server.ts). Counts feed the sidebar badge.
 */
import { and, count, desc, eq, gte, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { type AlertKindName, type AlertSeverity, alertKindList, alertStatus } from "~/core/alerts/rules";
import { type AlertLinks, alertTarget } from "~/core/alerts/targets";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { hasPermission } from "~/core/permissions/permissions";
import { accessFor } from "~/core/permissions/route-access";
import {
  alert,
  bodyOfWater,
  companyMember,
  customer,
  equipment,
  invoice,
  item,
  job,
  serviceAgreement,
  serviceStop,
  user,
} from "~/db/schema";
import { NotFoundError } from "../errors";
import { paginate } from "../paginate.server";
import { scoped, type TenantContext } from "../tenant.server";
import { canHandleKind, kindsVisibleTo } from "./access.server";

export const alertListFilters = ["status", "kind", "severity", "assignee", "from", "to"] as const;
export const alertSorts = ["created"] as const;
export type AlertSort = (typeof alertSorts)[number];

const isDate = (v: string | undefined) =>
  Boolean(v && /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)));

/** The list's filter conditions; unknown values are ignored, so an edited URL never fails. */
function filterConditions(ctx: TenantContext, filters: Record<string, string>, q: string) {
  const visible = kindsVisibleTo(ctx);
  const { status = "unresolved", kind, severity, assignee, from, to } = filters;
  const day = sql`(${alert.createdAt} at time zone ${ctx.timeZone})::date`;
  return scoped(
    ctx,
    alert,
    visible.length ? inArray(alert.kind, visible) : sql`false`,
    status === "unresolved" ? isNull(alert.resolvedAt) : undefined,
    status === "open" ? and(isNull(alert.resolvedAt), isNull(alert.acknowledgedAt)) : undefined,
    status === "acknowledged" ? and(isNull(alert.resolvedAt), isNotNull(alert.acknowledgedAt)) : undefined,
    status === "resolved" ? isNotNull(alert.resolvedAt) : undefined,
    kind && (alertKindList as readonly string[]).includes(kind)
      ? eq(alert.kind, kind as AlertKindName)
      : undefined,
    severity && ["info", "warning", "critical"].includes(severity)
      ? eq(alert.severity, severity as AlertSeverity)
      : undefined,
    assignee === "me" ? eq(alert.assignedMemberId, ctx.memberId) : undefined,
    assignee === "none" ? isNull(alert.assignedMemberId) : undefined,
    assignee && assignee !== "me" && assignee !== "none" ? eq(alert.assignedMemberId, assignee) : undefined,
    from && isDate(from) ? gte(day, sql`${from}::date`) : undefined,
    to && isDate(to) ? lte(day, sql`${to}::date`) : undefined,
    q
      ? sql`(${alert.title} ilike ${containsPattern(q)} or ${alert.detail} ilike ${containsPattern(q)})`
      : undefined,
  );
}

const assignee = alias(companyMember, "assignee");
const assigneeUser = alias(user, "assignee_user");
const resolver = alias(user, "resolver");

/** The names of the records an alert points at (each looked up in the alert's own company). */
const linkColumns = {
  serviceStopId: alert.serviceStopId,
  stopNumber: sql<
    number | null
  >`(select ${serviceStop.number} from ${serviceStop} where ${serviceStop.id} = ${alert.serviceStopId} and ${serviceStop.companyId} = ${alert.companyId})`,
  jobId: alert.jobId,
  jobNumber: sql<
    number | null
  >`(select ${job.number} from ${job} where ${job.id} = ${alert.jobId} and ${job.companyId} = ${alert.companyId})`,
  invoiceId: alert.invoiceId,
  invoiceNumber: sql<
    number | null
  >`(select ${invoice.number} from ${invoice} where ${invoice.id} = ${alert.invoiceId} and ${invoice.companyId} = ${alert.companyId})`,
  repairRequestId: alert.repairRequestId,
  agreementId: alert.agreementId,
  agreementNumber: sql<
    number | null
  >`(select ${serviceAgreement.number} from ${serviceAgreement} where ${serviceAgreement.id} = ${alert.agreementId} and ${serviceAgreement.companyId} = ${alert.companyId})`,
  equipmentId: alert.equipmentId,
  equipmentName: sql<
    string | null
  >`(select concat_ws(' ', ${equipment.make}, ${equipment.model}) from ${equipment} where ${equipment.id} = ${alert.equipmentId} and ${equipment.companyId} = ${alert.companyId})`,
  equipmentCategory: sql<
    string | null
  >`(select ${equipment.category} from ${equipment} where ${equipment.id} = ${alert.equipmentId} and ${equipment.companyId} = ${alert.companyId})`,
  itemId: alert.itemId,
  itemName: sql<
    string | null
  >`(select ${item.name} from ${item} where ${item.id} = ${alert.itemId} and ${item.companyId} = ${alert.companyId})`,
  memberId: alert.memberId,
  memberName: sql<
    string | null
  >`(select u.name from company_member m join "user" u on u.id = m.user_id where m.id = ${alert.memberId} and m.company_id = ${alert.companyId})`,
  bodyOfWaterId: alert.bodyOfWaterId,
  bodyOfWaterName: sql<
    string | null
  >`(select ${bodyOfWater.name} from ${bodyOfWater} where ${bodyOfWater.id} = ${alert.bodyOfWaterId} and ${bodyOfWater.companyId} = ${alert.companyId})`,
  customerId: alert.customerId,
  customerName: sql<
    string | null
  >`(select ${customer.displayName} from ${customer} where ${customer.id} = ${alert.customerId} and ${customer.companyId} = ${alert.companyId})`,
};

/** A link only when the member may open that page (else the record is named without a link). */
function targetFor(ctx: TenantContext, links: AlertLinks) {
  const target = alertTarget(links);
  if (!target) return null;
  const access = accessFor(target.path);
  const allowed = access === "member" || (access !== undefined && hasPermission(ctx.permissions, access));
  return { ...target, path: allowed ? target.path : null };
}

export async function listAlerts(ctx: TenantContext, query: ListQuery<AlertSort>) {
  const where = filterConditions(ctx, query.filters, query.q);
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: alert.id,
          kind: alert.kind,
          severity: alert.severity,
          title: alert.title,
          detail: alert.detail,
          createdAt: alert.createdAt,
          acknowledgedAt: alert.acknowledgedAt,
          resolvedAt: alert.resolvedAt,
          resolvedByUserId: alert.resolvedByUserId,
          resolverName: resolver.name,
          assignedMemberId: alert.assignedMemberId,
          assigneeName: assigneeUser.name,
          ...linkColumns,
        })
        .from(alert)
        .leftJoin(
          assignee,
          and(eq(assignee.id, alert.assignedMemberId), eq(assignee.companyId, alert.companyId)),
        )
        .leftJoin(assigneeUser, eq(assigneeUser.id, assignee.userId))
        .leftJoin(resolver, eq(resolver.id, alert.resolvedByUserId))
        .where(where)
        .$dynamic(),
    [query.dir === "asc" ? alert.createdAt : desc(alert.createdAt), alert.id],
  );
  return {
    total,
    rows: rows.map((r) => ({
      id: r.id,
      kind: r.kind,
      severity: r.severity,
      title: r.title,
      detail: r.detail,
      createdAt: r.createdAt,
      status: alertStatus(r),
      acknowledgedAt: r.acknowledgedAt,
      resolvedAt: r.resolvedAt,
      resolvedBy: r.resolvedAt ? (r.resolvedByUserId ? (r.resolverName ?? "someone") : "the system") : null,
      assignedMemberId: r.assignedMemberId,
      assigneeName: r.assigneeName,
      target: targetFor(ctx, r),
      canHandle: canHandleKind(ctx, r.kind),
    })),
  };
}
export type AlertRow = Awaited<ReturnType<typeof listAlerts>>["rows"][number];

/** Unresolved alerts the member may see (open and acknowledged), and the open ones of those. */
export async function alertCounts(ctx: TenantContext) {
  const visible = kindsVisibleTo(ctx);
  if (!visible.length) return { unresolved: 0, open: 0, mine: 0 };
  const [row] = await ctx.db
    .select({
      unresolved: count(),
      open: sql<number>`count(*) filter (where ${alert.acknowledgedAt} is null)`.mapWith(Number),
      mine: sql<number>`count(*) filter (where ${alert.assignedMemberId} = ${ctx.memberId})`.mapWith(Number),
    })
    .from(alert)
    .where(scoped(ctx, alert, inArray(alert.kind, visible), isNull(alert.resolvedAt)));
  return row;
}

/** One alert the member may see, or not found (another company's, or a kind outside their areas). */
export async function findAlert(ctx: TenantContext, id: string) {
  const visible = kindsVisibleTo(ctx);
  const [row] = await ctx.db
    .select()
    .from(alert)
    .where(scoped(ctx, alert, eq(alert.id, id), visible.length ? inArray(alert.kind, visible) : sql`false`));
  if (!row) throw new NotFoundError("Alert");
  return row;
}

/** Active members an alert can be given to (name order). */
export async function assignableMembers(ctx: TenantContext) {
  return ctx.db
    .select({ id: companyMember.id, name: user.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(user.name);
}
