import { sql } from "drizzle-orm";
import type { DbHandle } from "./client.server";

/** Any fixed number: the PostgreSQL advisory lock that start-up work of every app process takes in turn. */
const STARTUP_LOCK = 7_242_022;

/**
 * Runs start-up work (migrations, the demo seed) in one process at a time. Several app processes started together
 * on one PostgreSQL database would otherwise apply the same migration twice and fail; the lock is held by an open
 * transaction, so a process that dies releases it. The embedded database has one process by nature.
 */
export async function withStartupLock<T>(handle: DbHandle, work: () => Promise<T>): Promise<T> {
  if (handle.kind !== "postgres") return work();
  return handle.db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STARTUP_LOCK})`);
    return work();
  });
}
