import { asc, eq, isNull, sql } from "drizzle-orm";
import { serviceLocation, serviceStop, stopTask, taskGroup, taskGroupTask } from "~/db/schema";
import { RuleError } from "../errors";
import { nextNumber } from "../numbering.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { listTechnicianOptions } from "./stop-lists.server";
import type { CreateStopInput } from "./stop-schemas";

/** Schedules a one-off stop (ad hoc, or from a job) and copies its task group's checklist onto it. */
export async function createServiceStop(
  ctx: TenantContext,
  input: CreateStopInput,
  jobId: string | null = null,
) {
  requirePermission(ctx, "operations:write");
  const [location] = await ctx.db
    .select({ id: serviceLocation.id, estimatedMinutes: serviceLocation.estimatedMinutes })
    .from(serviceLocation)
    .where(
      scoped(
        ctx,
        serviceLocation,
        eq(serviceLocation.id, input.serviceLocationId),
        eq(serviceLocation.customerId, input.customerId),
        isNull(serviceLocation.archivedAt),
      ),
    );
  if (!location) throw new RuleError("serviceLocationId", "reports.placeRules.chooseServiceLocation");
  if (input.technicianId) {
    const technicians = await listTechnicianOptions(ctx);
    if (!technicians.some((t) => t.value === input.technicianId))
      throw new RuleError("technicianId", "reports.serviceRules.chooseTechnician");
  }
  let tasks: (typeof taskGroupTask.$inferSelect)[] = [];
  if (input.taskGroupId) {
    const [group] = await ctx.db
      .select({ id: taskGroup.id })
      .from(taskGroup)
      .where(scoped(ctx, taskGroup, eq(taskGroup.id, input.taskGroupId), isNull(taskGroup.archivedAt)));
    if (!group) throw new RuleError("taskGroupId", "reports.serviceRules.chooseTaskGroup");
    tasks = await ctx.db
      .select()
      .from(taskGroupTask)
      .where(scoped(ctx, taskGroupTask, eq(taskGroupTask.taskGroupId, group.id)))
      .orderBy(asc(taskGroupTask.position));
  }

  return ctx.db.transaction(async (tx) => {
    const number = await nextNumber(tx, ctx, "service stop");
    let routePosition: number | null = null;
    if (input.technicianId) {
      const [{ last }] = await tx
        .select({ last: sql<number | null>`max(${serviceStop.routePosition})` })
        .from(serviceStop)
        .where(
          scoped(
            ctx,
            serviceStop,
            eq(serviceStop.technicianId, input.technicianId),
            eq(serviceStop.serviceDate, input.serviceDate),
          ),
        );
      routePosition = (last ?? 0) + 1;
    }
    const [created] = await tx
      .insert(serviceStop)
      .values({
        companyId: ctx.companyId,
        number,
        jobId,
        customerId: input.customerId,
        serviceLocationId: location.id,
        technicianId: input.technicianId,
        serviceDate: input.serviceDate,
        routePosition,
        taskGroupId: input.taskGroupId,
        description: input.description,
        estimatedMinutes: input.estimatedMinutes ?? location.estimatedMinutes,
      })
      .returning();
    if (tasks.length) {
      await tx.insert(stopTask).values(
        tasks.map((t, i) => ({
          companyId: ctx.companyId,
          serviceStopId: created.id,
          taskId: t.id,
          position: i,
          name: t.name,
          kind: t.kind,
          required: t.required,
          billableRateCents: t.billableRateCents,
        })),
      );
    }
    return created;
  });
}
