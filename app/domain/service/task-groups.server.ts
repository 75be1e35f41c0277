import { and, asc, count, desc, eq, ilike, inArray, isNotNull, isNull, sql } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { containsPattern, type ListQuery } from "~/core/listing/list-query";
import { taskGroup, taskGroupTask } from "~/db/schema";
import { NotFoundError, RuleError, RuleErrors } from "../errors";
import { paginate } from "../paginate.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type TaskGroupInput, taskGroupInputSchema, taskTotals } from "./task-group-schemas";

export const taskGroupSorts = ["name", "created"] as const;
export type TaskGroupSort = (typeof taskGroupSorts)[number];
export const taskGroupFilters = ["archived"] as const;

/** The typed rules again (the form schema ran already in the action); broken ones keyed like the form's fields. */
function validated(input: TaskGroupInput): TaskGroupInput {
  const result = taskGroupInputSchema.safeParse(input);
  if (result.success) return result.data;
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join(".") || "form"] ??= issue.message;
  throw new RuleErrors(errors);
}

export async function listTaskGroups(ctx: TenantContext, query: ListQuery<TaskGroupSort>) {
  requirePermission(ctx, "operations:read");
  const where = scoped(
    ctx,
    taskGroup,
    query.filters.archived === "only" ? isNotNull(taskGroup.archivedAt) : isNull(taskGroup.archivedAt),
    query.q ? ilike(taskGroup.name, containsPattern(query.q)) : undefined,
  );
  const order = query.dir === "desc" ? desc : asc;
  const orderBy = {
    name: [order(sql`lower(${taskGroup.name})`), asc(taskGroup.id)],
    created: [order(taskGroup.createdAt), asc(taskGroup.id)],
  }[query.sort];
  const { rows, total } = await paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: taskGroup.id,
          name: taskGroup.name,
          description: taskGroup.description,
          archivedAt: taskGroup.archivedAt,
          createdAt: taskGroup.createdAt,
        })
        .from(taskGroup)
        .where(where)
        .$dynamic(),
    orderBy,
  );
  const totals = await totalsOf(
    ctx,
    rows.map((r) => r.id),
  );
  return {
    rows: rows.map((row) => ({
      ...row,
      ...(totals.get(row.id) ?? { taskCount: 0, totalMinutes: 0, billableCents: 0 }),
    })),
    total,
  };
}

/** Task count, minutes and billable amount per group, for one page of groups. */
async function totalsOf(ctx: TenantContext, groupIds: string[]) {
  if (groupIds.length === 0) return new Map<string, never>();
  const rows = await ctx.db
    .select({
      taskGroupId: taskGroupTask.taskGroupId,
      taskCount: count(),
      totalMinutes: sql<number>`coalesce(sum(${taskGroupTask.estimatedMinutes}), 0)::int`,
      billableCents: sql<number>`coalesce(sum(${taskGroupTask.billableRateCents}), 0)::int`,
    })
    .from(taskGroupTask)
    .where(scoped(ctx, taskGroupTask, inArray(taskGroupTask.taskGroupId, groupIds)))
    .groupBy(taskGroupTask.taskGroupId);
  return new Map(rows.map(({ taskGroupId, ...t }) => [taskGroupId, t]));
}

export async function getTaskGroup(ctx: TenantContext, taskGroupId: string) {
  requirePermission(ctx, "operations:read");
  const [group] = await ctx.db
    .select()
    .from(taskGroup)
    .where(scoped(ctx, taskGroup, eq(taskGroup.id, taskGroupId)));
  if (!group) throw new NotFoundError("Task group");
  const tasks = await ctx.db
    .select({
      id: taskGroupTask.id,
      position: taskGroupTask.position,
      name: taskGroupTask.name,
      kind: taskGroupTask.kind,
      required: taskGroupTask.required,
      estimatedMinutes: taskGroupTask.estimatedMinutes,
      billableRateCents: taskGroupTask.billableRateCents,
    })
    .from(taskGroupTask)
    .where(scoped(ctx, taskGroupTask, eq(taskGroupTask.taskGroupId, taskGroupId)))
    .orderBy(asc(taskGroupTask.position), asc(taskGroupTask.createdAt));
  return { ...group, tasks, totals: taskTotals(tasks) };
}
export type TaskGroupDetail = Awaited<ReturnType<typeof getTaskGroup>>;

function taskRows(ctx: TenantContext, taskGroupId: string, tasks: TaskGroupInput["tasks"]) {
  return tasks.map((task, position) => ({ ...task, position, companyId: ctx.companyId, taskGroupId }));
}

export async function createTaskGroup(ctx: TenantContext, input: TaskGroupInput) {
  requirePermission(ctx, "operations:write");
  const { name, description, tasks } = validated(input);
  return ctx.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(taskGroup)
      .values({ companyId: ctx.companyId, name, description })
      .returning({ id: taskGroup.id, name: taskGroup.name });
    await tx.insert(taskGroupTask).values(taskRows(ctx, created.id, tasks));
    return created;
  });
}

/**
 * Saves the group and its whole task list as the form had it (added, edited, removed, reordered): the old rows are
 * replaced in one transaction, so a stop never sees half a list. Stops copy their checklist when created, so
 * replacing the template's rows leaves past stops untouched.
 */
export async function updateTaskGroup(ctx: TenantContext, taskGroupId: string, input: TaskGroupInput) {
  requirePermission(ctx, "operations:write");
  const { name, description, tasks } = validated(input);
  return ctx.db.transaction(async (tx) => {
    const [updated] = await tx
      .update(taskGroup)
      .set({ name, description, updatedAt: new Date() })
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, taskGroupId)))
      .returning({ id: taskGroup.id, name: taskGroup.name });
    if (!updated) throw new NotFoundError("Task group");
    await tx
      .delete(taskGroupTask)
      .where(scoped(ctx, taskGroupTask, eq(taskGroupTask.taskGroupId, taskGroupId)));
    await tx.insert(taskGroupTask).values(taskRows(ctx, taskGroupId, tasks));
    return updated;
  });
}

export async function setTaskGroupArchived(ctx: TenantContext, taskGroupId: string, archived: boolean) {
  requirePermission(ctx, "operations:write");
  const [updated] = await ctx.db
    .update(taskGroup)
    // An archived group is offered nowhere, so it stops being the default.
    .set({
      archivedAt: archived ? new Date() : null,
      ...(archived ? { isDefault: false } : {}),
      updatedAt: new Date(),
    })
    .where(scoped(ctx, taskGroup, eq(taskGroup.id, taskGroupId)))
    .returning({ id: taskGroup.id, name: taskGroup.name, archivedAt: taskGroup.archivedAt });
  if (!updated) throw new NotFoundError("Task group");
  return updated;
}

/**
 * Makes the group the company's default checklist (the one new recurring stops and service stops start with); the
 * previous default stops being one. An archived group cannot be the default.
 */
export async function setDefaultTaskGroup(ctx: TenantContext, taskGroupId: string) {
  requirePermission(ctx, "operations:write");
  return ctx.db.transaction(async (tx) => {
    const [group] = await tx
      .select({ id: taskGroup.id, name: taskGroup.name, archivedAt: taskGroup.archivedAt })
      .from(taskGroup)
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, taskGroupId)))
      .for("update");
    if (!group) throw new NotFoundError("Task group");
    if (group.archivedAt)
      throw new RuleError("form", keyed("reports.serviceRules.taskGroupArchived", { name: group.name }));
    await tx
      .update(taskGroup)
      .set({ isDefault: false, updatedAt: new Date() })
      .where(scoped(ctx, taskGroup, eq(taskGroup.isDefault, true)));
    await tx
      .update(taskGroup)
      .set({ isDefault: true, updatedAt: new Date() })
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, taskGroupId)));
    return { id: group.id, name: group.name };
  });
}

/** The default of a picker's options: the company's default group, or none (never just the first by name). */
export function defaultTaskGroupOption<T extends { value: string; isDefault: boolean }>(options: T[]) {
  return options.find((o) => o.isDefault)?.value ?? "";
}

/** The active groups for a picker (a stop's or a recurring service's checklist), by name; `isDefault` marks the default. */
export async function listActiveTaskGroupOptions(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  const rows = await ctx.db
    .select({
      value: taskGroup.id,
      label: taskGroup.name,
      isDefault: taskGroup.isDefault,
      taskCount: count(taskGroupTask.id),
    })
    .from(taskGroup)
    .leftJoin(
      taskGroupTask,
      and(eq(taskGroupTask.taskGroupId, taskGroup.id), eq(taskGroupTask.companyId, ctx.companyId)),
    )
    .where(scoped(ctx, taskGroup, isNull(taskGroup.archivedAt)))
    .groupBy(taskGroup.id)
    .orderBy(asc(sql`lower(${taskGroup.name})`), asc(taskGroup.id));
  return rows;
}
