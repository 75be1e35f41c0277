/**
 * The job queue in database tests: the real pg-boss queue on the file's own database. On PGlite every file has a
 * database of its own, copied from one where the global setup already installed the queue's schema
 * (`PGLITE_QUEUE_SCHEMA`); on the run's PostgreSQL database each file installs a schema of its own so files running
 * side by side never take each other's jobs. Queueing only (no worker): `runQueuedJobs()` runs what is ready, as a worker would, for tests that
 * check an e-mail after the action that queued it. Started before any test, as a server starts it before serving:
 * on PGlite a first start inside a caller's transaction would wait for that transaction forever.
 */
import { randomUUID } from "node:crypto";
import type { DbHandle } from "~/db/client.server";
import { jobCatalogue } from "~/domain/jobs/catalogue.server";
import { type JobQueue, jobQueue, setJobQueue } from "~/domain/jobs/queue";
import { startPgBossQueue } from "~/server/jobs/pg-boss-queue.server";

export const testSchema = () => `pgboss_t${randomUUID().replaceAll("-", "").slice(0, 12)}`;

/** The queue schema installed once into the migrated PGlite that each database test file copies. */
export const PGLITE_QUEUE_SCHEMA = "pgboss_test";

let started: JobQueue | undefined;

export async function startTestQueue(handle: DbHandle) {
  started = await openTestQueue(handle, handle.kind === "pglite" ? PGLITE_QUEUE_SCHEMA : testSchema());
  setJobQueue(started);
}

/** Opens (installing on first use) the queue in `schema`, queueing only. */
export const openTestQueue = (handle: DbHandle, schema: string) =>
  startPgBossQueue(handle, { definitions: jobCatalogue, work: false, schema, retryDelaySeconds: 1 });

/** Runs every queued job that is ready now, as the worker would; returns how many ran. */
export const runQueuedJobs = () => jobQueue().drain();

export async function stopTestQueue() {
  await started?.stop();
  setJobQueue(undefined);
}
