/**
 * The job queue as the domain sees it: put a job on the queue (optionally inside the caller's transaction, with an
 * idempotency key), read the dead letters and send one back. The adapter (pg-boss, on PostgreSQL or the embedded
 * PGlite) lives in app/server/jobs; the catalogue of jobs in ./catalogue.server.ts. See docs/decisions/010-job-queue.md.
 */
import type { Db, Tx } from "~/db/client.server";

export interface EnqueueOptions {
  /**
   * Idempotency key (`service-report:<stopId>`): a second enqueue with the same key is ignored while the first job
   * is kept, and once a job with this key has run, a redelivery does nothing (job_delivery).
   */
  key?: string;
  /** The caller's transaction: the job exists only if it commits (no lost job, no job for a rolled-back change). */
  tx?: Db | Tx;
  startAfter?: Date;
}

/** A job that failed every attempt, kept for the Admin's Jobs page. */
export interface DeadLetter {
  id: string;
  /** The job (queue) it failed in. */
  name: string;
  error: string;
  /** Attempts made, the first included. */
  attempts: number;
  failedAt: Date;
  key: string | null;
}

export interface JobQueue {
  /** Returns false when a job with the same key is already queued or kept. */
  enqueue(name: string, data: object, options?: EnqueueOptions): Promise<boolean>;
  /** Dead letters, oldest first, `limit` after the id `after` (keyset pagination). */
  deadLetters(page: { limit: number; after?: string }): Promise<DeadLetter[]>;
  /** Sends a dead letter back to its queue for a fresh set of attempts; false when it is not (or no longer) there. */
  retryDeadLetter(id: string): Promise<boolean>;
  /** Runs the jobs that are ready now in this process until none is left; returns how many ran (tests, scripts). */
  drain(): Promise<number>;
  /** Stops taking jobs and waits for those in flight (graceful shutdown). */
  stop(): Promise<void>;
}

const key = Symbol.for("dripdrop.jobQueue");
type Holder = { [key]?: JobQueue };

/** Installed once per process by app/server/jobs (and by tests). */
export function setJobQueue(queue: JobQueue | undefined) {
  (globalThis as Holder)[key] = queue;
}

export function jobQueue(): JobQueue {
  const queue = (globalThis as Holder)[key];
  if (!queue) throw new Error("The job queue is not started (app/server/jobs startJobs).");
  return queue;
}

/** Puts a job on the queue; see EnqueueOptions. */
export function enqueue(name: string, data: object, options?: EnqueueOptions) {
  return jobQueue().enqueue(name, data, options);
}
