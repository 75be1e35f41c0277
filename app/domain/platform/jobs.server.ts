/**
 * The Admin console's Jobs page: background jobs that failed every attempt (dead letters), with a retry. Admin
 * only; every view and retry is audit-logged like the other admin pages.
 */
import { NotFoundError } from "../errors";
import { jobQueue } from "../jobs/queue";
import { type AdminContext, audit, requireAdmin } from "./admin.server";

export const DEAD_LETTERS_PAGE_SIZE = 25;

/** One page of dead letters, oldest first; `next` is the id to continue after, or null on the last page. */
export async function readDeadLetters(ctx: AdminContext, input: { after?: string } = {}) {
  requireAdmin(ctx);
  const after = input.after && /^[0-9a-f-]{36}$/i.test(input.after) ? input.after : undefined;
  let found: Awaited<ReturnType<ReturnType<typeof jobQueue>["deadLetters"]>>;
  try {
    found = await jobQueue().deadLetters({ limit: DEAD_LETTERS_PAGE_SIZE + 1, after });
  } catch (error) {
    // pg-boss refuses an `after` that no longer exists (retried meanwhile): start over from the first page.
    if (!after) throw error;
    return readDeadLetters(ctx, {});
  }
  const items = found.slice(0, DEAD_LETTERS_PAGE_SIZE);
  await audit(ctx.db, ctx, "jobs.view", "job", null, {
    after: after ?? null,
    shown: items.map((d) => ({ id: d.id, name: d.name })),
  });
  return {
    items,
    after: after ?? null,
    next: found.length > DEAD_LETTERS_PAGE_SIZE ? items[items.length - 1].id : null,
  };
}

/** Sends a dead letter back to its queue for a fresh set of attempts. */
export async function retryDeadLetter(ctx: AdminContext, id: string) {
  requireAdmin(ctx);
  if (!/^[0-9a-f-]{36}$/i.test(id) || !(await jobQueue().retryDeadLetter(id))) throw new NotFoundError("Job");
  await audit(ctx.db, ctx, "jobs.retry", "job", id);
}
