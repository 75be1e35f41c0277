/**
 * Starts this process's part of the background work, by role (ROLE): `all` (default) serves and works, `web` only
 * queues jobs, `worker` only works them. `stopJobs()` drains the jobs in flight for a graceful shutdown.
 */
import type { DbHandle } from "~/db/client.server";
import { jobCatalogue } from "~/domain/jobs/catalogue.server";
import { type JobQueue, setJobQueue } from "~/domain/jobs/queue";
import type { ProcessRole } from "../config.server";
import { logger } from "../logger.server";
import { startPgBossQueue } from "./pg-boss-queue.server";

let running: JobQueue | undefined;

export async function startJobs(handle: DbHandle, role: ProcessRole) {
  if (handle.kind === "pglite" && role !== "all")
    throw new Error(
      `ROLE=${role} needs DATABASE_URL: the embedded database belongs to one process, which must serve and work (ROLE=all).`,
    );
  running = await startPgBossQueue(handle, { definitions: jobCatalogue, work: role !== "web" });
  setJobQueue(running);
  logger.info({ role }, role === "web" ? "job queue ready (queueing only)" : "job worker started");
  return running;
}

/** Stops taking jobs and waits (up to 30 s) for those in flight. */
export async function stopJobs() {
  const queue = running;
  running = undefined;
  setJobQueue(undefined);
  await queue?.stop();
}
