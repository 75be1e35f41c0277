/**
 * The job queue in database tests: the real pg-boss queue on the file's own database, a copy of one where the global
 * setup already installed the queue's schema (`TEST_QUEUE_SCHEMA`), on PGlite and on PostgreSQL alike. Queueing only
 * (no worker): `runQueuedJobs()` runs what is ready, as a worker would, for tests that check an e-mail after the
 * action that queued it. Started before any test, as a server starts it before serving: on PGlite a first start
 * inside a caller's transaction would wait for that transaction forever.
 */
import { randomUUID } from "node:crypto";
import type { DbHandle } from "~/db/client.server";
import { jobCatalogue } from "~/domain/jobs/catalogue.server";
import { type JobQueue, jobQueue, setJobQueue } from "~/domain/jobs/queue";
import { startPgBossQueue } from "~/server/jobs/pg-boss-queue.server";

/** A schema name of its own, for a test that installs a queue beside the file's. */
export const testSchema = () => `pgboss_t${randomUUID().replaceAll("-", "").slice(0, 12)}`;

/** The queue schema installed once into the migrated database that each database test file copies. */
export const TEST_QUEUE_SCHEMA = "pgboss_test";

let started: JobQueue | undefined;

export async function startTestQueue(handle: DbHandle) {
  started = await openTestQueue(handle, TEST_QUEUE_SCHEMA);
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
