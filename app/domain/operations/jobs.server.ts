import { randomBytes } from "node:crypto";
import { and, asc, count, desc, eq, gte, inArray, isNull, lte, sql } from "drizzle-orm";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery, offsetOf } from "~/core/listing/list-query";
import { formatCents, jobTotals } from "~/core/operations/job-money";
import {
  allowedJobActions,
  canScheduleVisits,
  isJobOpen,
  isManualJobAction,
  type JobAction,
  jobLabel,
  operationStatuses,
} from "~/core/operations/job-status";
import type { Db, Tx } from "~/db/client.server";
import {
  alert,
  bodyOfWater,
  company,
  companyMember,
  customer,
  equipment,
  item,
  type JobBillingStatus,
  type JobChange,
  type JobOperationStatus,
  type JobType,
  job,
  jobHistory,
  jobLine,
  jobTask,
  serviceLocation,
  serviceStop,
  user,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { config } from "~/server/config.server";
import { estimateMail } from "~/server/estimate-mail.server";
import { logger } from "~/server/logger.server";
import { sendMail } from "~/server/mail.server";
import { isRuleEnabled } from "../alerts/rule-settings.server";
import { companyLetterhead } from "../companies/letterhead.server";
import { NotFoundError, RuleError } from "../errors";
import { checkCustomerPlace, customerPlaceOptions } from "../locations/customer-place.server";
import { formatAddress } from "../locations/schemas";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type JobInput, jobInputSchema, jobTypeLabels } from "./job-schemas";
import { actorNameOf, recordJobHistory, transitionJob } from "./job-visits.server";

/** A stored status as a message's select value ("estimate pending" → "estimate_pending"). */
const statusCode = (status: string) => status.replace(/ /g, "_");

export const jobSorts = ["number", "customer", "created", "scheduled", "status"] as const;
export type JobSort = (typeof jobSorts)[number];
export const jobFilters = ["operation", "billing", "type", "technician", "customer", "from", "to"] as const;

const actor = async (ctx: TenantContext) => ({
  userId: ctx.userId,
  name: await actorNameOf(ctx.db, ctx.userId),
});

// ---------------------------------------------------------------------------------------------------------------
// Lists and the board
// ---------------------------------------------------------------------------------------------------------------

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
  const [rows, [{ total }]] = await Promise.all([
    ctx.db
      .select(listColumns)
      .from(job)
      .innerJoin(customer, eq(customer.id, job.customerId))
      .where(where)
      .orderBy(...orderBy)
      .limit(query.pageSize)
      .offset(offsetOf(query)),
    ctx.db
      .select({ total: count() })
      .from(job)
      .innerJoin(customer, eq(customer.id, job.customerId))
      .where(where),
  ]);
  return { rows, total };
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

// ---------------------------------------------------------------------------------------------------------------
// Read
// ---------------------------------------------------------------------------------------------------------------

async function findJob(db: Db | Tx, ctx: TenantContext, jobId: string) {
  const [row] = await db
    .select()
    .from(job)
    .where(scoped(ctx, job, eq(job.id, jobId)));
  if (!row) throw new NotFoundError("Job");
  return row;
}

function linesOf(db: Db | Tx, ctx: Pick<TenantContext, "companyId">, jobId: string) {
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

// ---------------------------------------------------------------------------------------------------------------
// Create and update
// ---------------------------------------------------------------------------------------------------------------

/** Checks that the place belongs to the customer and the catalog items to the company; resolves item lines. */
async function resolveInput(ctx: TenantContext, input: JobInput) {
  const parsed = jobInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError(issue.path.join(".") || "form", issue.message);
  }
  const [cust] = await ctx.db
    .select({ id: customer.id })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, input.customerId)));
  if (!cust) throw new RuleError("customerId", "reports.jobRules.chooseCustomer");
  await checkCustomerPlace(ctx, input);
  const itemIds = [...new Set(input.lines.flatMap((l) => (l.kind === "item" && l.itemId ? [l.itemId] : [])))];
  const items = itemIds.length
    ? await ctx.db
        .select()
        .from(item)
        .where(scoped(ctx, item, inArray(item.id, itemIds)))
    : [];
  const lines = input.lines.map((l, i) => {
    const catalog = l.kind === "item" && l.itemId ? items.find((it) => it.id === l.itemId) : undefined;
    if (l.kind === "item" && l.itemId && !catalog)
      throw new RuleError(`lines.${i}.itemId`, "reports.jobRules.chooseItem");
    return {
      kind: l.kind,
      itemId: catalog?.id ?? null,
      description: l.description || catalog?.name || "",
      quantity: l.quantity,
      unitPriceCents: l.unitPriceCents ?? catalog?.priceCents ?? 0,
      unitCostCents: l.unitCostCents ?? catalog?.costCents ?? 0,
      taxable: l.taxable,
    };
  });
  return lines;
}

async function writeLinesAndTasks(
  tx: Tx,
  ctx: TenantContext,
  jobId: string,
  lines: Awaited<ReturnType<typeof resolveInput>>,
  tasks: JobInput["tasks"],
  previousTasks: (typeof jobTask.$inferSelect)[] = [],
) {
  await tx.delete(jobLine).where(scoped(ctx, jobLine, eq(jobLine.jobId, jobId)));
  if (lines.length)
    await tx
      .insert(jobLine)
      .values(lines.map((l, i) => ({ ...l, companyId: ctx.companyId, jobId, position: i })));
  await tx.delete(jobTask).where(scoped(ctx, jobTask, eq(jobTask.jobId, jobId)));
  if (tasks.length)
    await tx.insert(jobTask).values(
      tasks.map((t, i) => {
        // A kept task keeps its id and whether it was done.
        const before = t.id ? previousTasks.find((p) => p.id === t.id) : undefined;
        return {
          ...(before ? { id: before.id, done: before.done, serviceStopId: before.serviceStopId } : {}),
          companyId: ctx.companyId,
          jobId,
          position: i,
          name: t.name,
        };
      }),
    );
}

export async function createJob(ctx: TenantContext, input: JobInput, repairRequestId: string | null = null) {
  requirePermission(ctx, "operations:write");
  const lines = await resolveInput(ctx, input);
  const who = await actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx.companyId, "job");
    const [created] = await tx
      .insert(job)
      .values({
        companyId: ctx.companyId,
        number,
        customerId: input.customerId,
        serviceLocationId: input.serviceLocationId,
        bodyOfWaterId: input.bodyOfWaterId,
        equipmentId: input.equipmentId,
        repairRequestId,
        type: input.type,
        title: input.title,
        description: input.description,
        taxRateBasisPoints: input.taxRateBasisPoints,
        createdBy: ctx.userId,
      })
      .returning();
    await writeLinesAndTasks(tx, ctx, created.id, lines, input.tasks);
    const totals = jobTotals(lines, input.taxRateBasisPoints);
    await recordJobHistory(tx, ctx, created.id, who, "created", [
      { field: "operation status", from: null, to: created.operationStatus },
      { field: "billing status", from: null, to: created.billingStatus },
      { field: "total", from: null, to: formatCents(totals.totalCents, ctx.currency) },
    ]);
    return created;
  });
}

/** Names for the place ids a history line mentions (an address, a body of water's name, equipment's make). */
async function placeLabels(ctx: TenantContext, ids: (string | null)[]) {
  const wanted = ids.filter((id): id is string => Boolean(id));
  const labels = new Map<string, string>();
  if (wanted.length === 0) return labels;
  const [locations, bodies, equipmentRows] = await Promise.all([
    ctx.db
      .select()
      .from(serviceLocation)
      .where(scoped(ctx, serviceLocation, inArray(serviceLocation.id, wanted))),
    ctx.db
      .select({ id: bodyOfWater.id, name: bodyOfWater.name })
      .from(bodyOfWater)
      .where(scoped(ctx, bodyOfWater, inArray(bodyOfWater.id, wanted))),
    ctx.db
      .select({
        id: equipment.id,
        category: equipment.category,
        make: equipment.make,
        model: equipment.model,
      })
      .from(equipment)
      .where(scoped(ctx, equipment, inArray(equipment.id, wanted))),
  ]);
  for (const l of locations) labels.set(l.id, formatAddress(l));
  for (const b of bodies) labels.set(b.id, b.name);
  for (const e of equipmentRows) labels.set(e.id, [e.category, e.make, e.model].filter(Boolean).join(" "));
  return labels;
}

const summarizeLines = (
  lines: { quantity: number; unitPriceCents: number; unitCostCents: number; taxable: boolean }[],
  bp: number,
  currency: string,
) =>
  `${lines.length} line${lines.length === 1 ? "" : "s"}, ${formatCents(jobTotals(lines, bp).totalCents, currency)}`;

/** Edits an open job (not finished or cancelled); the customer stays. Records each changed field from → to. */
export async function updateJob(ctx: TenantContext, jobId: string, input: JobInput) {
  requirePermission(ctx, "operations:write");
  const current = await findJob(ctx.db, ctx, jobId);
  if (!isJobOpen({ operation: current.operationStatus }))
    throw new RuleError(
      "form",
      keyed("reports.jobRules.notEditable", { status: statusCode(current.operationStatus) }),
    );
  if (input.customerId !== current.customerId)
    throw new RuleError("customerId", "reports.jobRules.customerFixed");
  const lines = await resolveInput(ctx, input);
  const [oldLines, oldTasks] = await Promise.all([
    linesOf(ctx.db, ctx, jobId),
    ctx.db
      .select()
      .from(jobTask)
      .where(scoped(ctx, jobTask, eq(jobTask.jobId, jobId)))
      .orderBy(asc(jobTask.position)),
  ]);
  const changes: JobChange[] = [];
  const compare = (field: string, from: string | null, to: string | null) => {
    if ((from ?? "") !== (to ?? "")) changes.push({ field, from, to });
  };
  compare("title", current.title, input.title);
  compare("type", jobTypeLabels[current.type], jobTypeLabels[input.type]);
  compare("description", current.description, input.description);
  const names = await placeLabels(ctx, [
    current.serviceLocationId,
    input.serviceLocationId,
    current.bodyOfWaterId,
    input.bodyOfWaterId,
    current.equipmentId,
    input.equipmentId,
  ]);
  const named = (id: string | null) => (id ? (names.get(id) ?? id) : null);
  compare("service location", named(current.serviceLocationId), named(input.serviceLocationId));
  compare("body of water", named(current.bodyOfWaterId), named(input.bodyOfWaterId));
  compare("equipment", named(current.equipmentId), named(input.equipmentId));
  compare("tax rate", `${current.taxRateBasisPoints / 100} %`, `${input.taxRateBasisPoints / 100} %`);
  const lineKey = (l: {
    kind: string;
    itemId: string | null;
    description: string;
    quantity: number;
    unitPriceCents: number;
    unitCostCents: number;
    taxable: boolean;
  }) =>
    JSON.stringify([
      l.kind,
      l.itemId,
      l.description,
      l.quantity,
      l.unitPriceCents,
      l.unitCostCents,
      l.taxable,
    ]);
  if (oldLines.map(lineKey).join("|") !== lines.map(lineKey).join("|"))
    changes.push({
      field: "lines",
      from: summarizeLines(oldLines, current.taxRateBasisPoints, ctx.currency),
      to: summarizeLines(lines, input.taxRateBasisPoints, ctx.currency),
    });
  compare("tasks", oldTasks.map((t) => t.name).join(", "), input.tasks.map((t) => t.name).join(", "));
  if (changes.length === 0) return current;
  const who = await actor(ctx);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(job)
      .set({
        serviceLocationId: input.serviceLocationId,
        bodyOfWaterId: input.bodyOfWaterId,
        equipmentId: input.equipmentId,
        type: input.type,
        title: input.title,
        description: input.description,
        taxRateBasisPoints: input.taxRateBasisPoints,
        updatedAt: new Date(),
      })
      .where(scoped(ctx, job, eq(job.id, jobId)))
      .returning();
    await writeLinesAndTasks(tx, ctx, jobId, lines, input.tasks, oldTasks);
    await recordJobHistory(tx, ctx, jobId, who, "edited", changes);
    return updated;
  });
}

// ---------------------------------------------------------------------------------------------------------------
// Actions and the estimate
// ---------------------------------------------------------------------------------------------------------------

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

export const estimateUrl = (token: string) => `${config.baseUrl}/estimate/${token}`;

/**
 * E-mails the customer the estimate with a link to accept or decline it (a fresh link each time; an earlier one
 * stops working). Nothing is saved when the e-mail can't be sent.
 */
export async function sendEstimate(ctx: TenantContext, jobId: string) {
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
  const { subject, text, html } = estimateMail({
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
    await sendMail({
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
  const now = new Date();
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
export async function getEstimateByToken(db: Db, token: string) {
  const row = await jobByToken(db, token);
  if (!row) return null;
  const [companyRow, [cust], lines] = await Promise.all([
    companyLetterhead(db, row.companyId),
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
  db: Db,
  token: string,
  decision: "accepted" | "declined",
  name: string,
  note = "",
  now = new Date(),
) {
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
  const tenant = { companyId: row.companyId };
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
    if (await isRuleEnabled(tx, row.companyId, `estimate-${decision}`))
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

// ---------------------------------------------------------------------------------------------------------------
// Visits
// ---------------------------------------------------------------------------------------------------------------

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

/** Options for the job form: the customer's locations, bodies of water and equipment (not archived). */
export async function jobPlaceOptions(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "operations:read");
  return customerPlaceOptions(ctx, customerId);
}

/** The company's catalog for the line editor (active items). */
export async function catalogOptions(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return ctx.db
    .select({
      value: item.id,
      label: item.name,
      priceCents: item.priceCents,
      costCents: item.costCents,
      taxable: item.taxable,
      unit: item.unit,
    })
    .from(item)
    .where(scoped(ctx, item, isNull(item.archivedAt)))
    .orderBy(asc(item.name));
}
