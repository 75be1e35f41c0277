import { asc, eq, inArray, isNull } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { formatCents, jobTotals } from "~/core/operations/job-money";
import { isJobOpen } from "~/core/operations/job-status";
import type { Tx } from "~/db/client.server";
import {
  bodyOfWater,
  customer,
  equipment,
  item,
  type JobChange,
  job,
  jobLine,
  jobTask,
  serviceLocation,
} from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { RuleError } from "../errors";
import { checkCustomerPlace, customerPlaceOptions } from "../locations/customer-place.server";
import { formatAddress } from "../locations/schemas";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { actor, findJob, linesOf, statusCode } from "./job-detail.server";
import { type JobInput, jobInputSchema, jobTypeLabels } from "./job-schemas";
import { recordJobHistory } from "./job-visits.server";

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
    const number = await nextNumber(tx, ctx, "job");
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
