/**
 * Who may see and work a stop: the stop as every other stop file finds it (another company's, or one a contractor's
 * member was not let in for, is not found), and the check that the member may work it.
 */
import { eq } from "drizzle-orm";
import { serviceStop } from "~/db/schema";
import { ForbiddenError, NotFoundError } from "../errors";
import { can, scoped, type TenantContext } from "../tenant.server";

export type StopRow = typeof serviceStop.$inferSelect;

/**
 * May this member work (arrive, record, finish, skip) this stop? The office may work any; a technician their own; a
 * contractor's member only the contracted stop it was let in for.
 */
export function canWork(ctx: TenantContext, stop: Pick<StopRow, "id" | "technicianId">) {
  if (ctx.contractor) return ctx.contractor.stopId === stop.id;
  return can(ctx, "operations:write") || (can(ctx, "operations:work") && stop.technicianId === ctx.memberId);
}

export function requireWork(ctx: TenantContext, stop: Pick<StopRow, "id" | "technicianId">) {
  if (!canWork(ctx, stop)) throw new ForbiddenError("operations:work");
}

export async function findStop(ctx: TenantContext, stopId: string) {
  const [stop] = await ctx.db
    .select()
    .from(serviceStop)
    .where(scoped(ctx, serviceStop, eq(serviceStop.id, stopId)));
  // A contractor's guest context knows one stop of this company; the others don't exist for it.
  if (!stop || (ctx.contractor && ctx.contractor.stopId !== stop.id)) throw new NotFoundError("Service stop");
  return stop;
}

/** Throws unless this member may work the stop (and it is the company's): for uploads made while working it. */
export async function requireWorkableStop(ctx: TenantContext, stopId: string) {
  const stop = await findStop(ctx, stopId);
  requireWork(ctx, stop);
  return stop;
}
