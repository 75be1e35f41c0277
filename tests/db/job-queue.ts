/**
 * The job queue in database tests: the real pg-boss queue on the file's own database (PGlite, or the run's
 * PostgreSQL database), in a pg-boss schema of the file's own so files running side by side never take each
 * other's jobs. Started on first use; `runQueuedJobs()` runs what is ready (as a worker would), for tests that
 * check an e-mail after the action that queued it.
 */
import { randomUUID } from "node:crypto";
import { getDatabase } from "~/db/client.server";
import { type JobQueue, jobQueue, setJobQueue } from "~/domain/jobs/queue";

export const testSchema = () => `pgboss_t${randomUUID().replaceAll("-", "").slice(0, 12)}`;

let started: Promise<JobQueue> | undefined;
const schema = testSchema();

/** Installs a queue that starts pg-boss (queueing only, no worker) the first time a test enqueues. */
export function installLazyTestQueue() {
  const start = () => {
    started ??= (async () => {
      const [{ startPgBossQueue }, { jobCatalogue }] = await Promise.all([
        import("~/server/jobs/pg-boss-queue.server"),
        import("~/domain/jobs/catalogue.server"),
      ]);
      return startPgBossQueue(await getDatabase(), {
        definitions: jobCatalogue,
        work: false,
        schema,
        retryDelaySeconds: 1,
      });
    })();
    return started;
  };
  setJobQueue({
    enqueue: async (...args) => (await start()).enqueue(...args),
    deadLetters: async (...args) => (await start()).deadLetters(...args),
    retryDeadLetter: async (...args) => (await start()).retryDeadLetter(...args),
    drain: async () => (await start()).drain(),
    stop: async () => (started ? (await started).stop() : undefined),
  });
}

/** Runs every queued job that is ready now, as the worker would; returns how many ran. */
export const runQueuedJobs = () => jobQueue().drain();

export async function stopTestQueue() {
  if (started) await (await started).stop();
}
