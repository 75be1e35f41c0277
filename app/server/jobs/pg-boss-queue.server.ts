/**
 * The job queue on pg-boss, in its own schema of the app's database: PostgreSQL through its own small pool, or the
 * embedded PGlite through pg-boss's PGlite adapter (the same instance the app uses; one process). pg-boss gives
 * the cron pass that queues each period once across processes, retries with back-off, the dead letter queue and
 * LISTEN/NOTIFY wake-ups (a queued e-mail starts within a second). docs/decisions/010-job-queue.md.
 */
import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import { type DrizzleTransactionLike, fromDrizzle, fromPglite, type JobWithMetadata, PgBoss } from "pg-boss";
import type { DbHandle } from "~/db/client.server";
import { type JobDefinition, runJob } from "~/domain/jobs/catalogue.server";
import type { DeadLetter, EnqueueOptions, JobQueue } from "~/domain/jobs/queue";
import { logger } from "../logger.server";
import { measureJob } from "../metrics.server";
import { serverPorts } from "../ports.server";

export const DEAD_LETTER_QUEUE = "jobs.dead-letter";
const DAY = 24 * 60 * 60;

export interface QueueOptions {
  definitions: JobDefinition[];
  /** Run the jobs and the cron pass here (the worker role); false only queues (the web role). */
  work: boolean;
  /** pg-boss's schema (tests use one of their own). */
  schema?: string;
  /** Seconds between cron passes (tests shorten it); pg-boss's default otherwise. */
  cronIntervalSeconds?: number;
  /** First retry delay in seconds, doubled each attempt (tests shorten it). */
  retryDelaySeconds?: number;
  /**
   * How often an idle worker looks for jobs no notification announced, such as a retry whose delay has passed
   * (default 10 s; tests shorten it). A newly queued job wakes the worker at once.
   */
  idlePollSeconds?: number;
}

/** A stable job id from an idempotency key (a name-based UUID), so a second enqueue of the key is a no-op. */
export function jobIdOf(key: string) {
  const hash = createHash("sha1").update(`dripdrop-job:${key}`).digest();
  hash[6] = (hash[6] & 0x0f) | 0x50;
  hash[8] = (hash[8] & 0x3f) | 0x80;
  const hex = hash.subarray(0, 16).toString("hex");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

const errorText = (output: unknown) => {
  if (output && typeof output === "object" && "message" in output) return String(output.message);
  return output ? JSON.stringify(output).slice(0, 500) : "(no error recorded)";
};

export async function startPgBossQueue(handle: DbHandle, options: QueueOptions): Promise<JobQueue> {
  const connection =
    handle.kind === "pglite"
      ? { db: fromPglite(handle.pglite!), backend: "pglite" as const }
      : { connectionString: handle.url!, max: options.work ? 4 : 2 };
  const boss = new PgBoss({
    ...connection,
    schema: options.schema ?? "pgboss",
    supervise: options.work,
    schedule: options.work,
    useListenNotify: options.work,
    ...(options.cronIntervalSeconds
      ? {
          cronMonitorIntervalSeconds: options.cronIntervalSeconds,
          cronWorkerIntervalSeconds: options.cronIntervalSeconds,
        }
      : {}),
  });
  boss.on("error", (error) => logger.error({ err: error }, "job queue error"));
  await boss.start();

  await boss.createQueue(DEAD_LETTER_QUEUE, { retentionSeconds: 90 * DAY });
  for (const definition of options.definitions)
    await boss.createQueue(definition.name, {
      retryLimit: definition.retryLimit ?? 4,
      retryDelay: options.retryDelaySeconds ?? 10,
      retryBackoff: true,
      retryDelayMax: 30 * 60,
      expireInSeconds: 15 * 60,
      deadLetter: DEAD_LETTER_QUEUE,
      notify: true,
    });

  const runOne = (definition: JobDefinition, job: Pick<JobWithMetadata<object>, "singletonKey" | "data">) =>
    measureJob(definition.name, () =>
      runJob(definition, { db: handle.db, ports: serverPorts(), key: job.singletonKey }, job.data),
    );

  if (options.work) {
    for (const definition of options.definitions) {
      await boss.work(
        definition.name,
        {
          includeMetadata: true as const,
          pollingIntervalSeconds: 1,
          notifyPollingIntervalSeconds: options.idlePollSeconds ?? 10,
        },
        async ([job]: JobWithMetadata<object>[]) => {
          try {
            return await runOne(definition, job);
          } catch (error) {
            logger.warn(
              { err: error, job: definition.name, id: job.id, retry: job.retryCount },
              "job failed",
            );
            throw error;
          }
        },
      );
      if (definition.cron) await boss.schedule(definition.name, definition.cron, {}, { tz: "UTC" });
    }
    const hour = new Date().toISOString().slice(0, 13);
    for (const definition of options.definitions.filter((d) => d.onStart))
      await enqueueJob(definition.name, {}, { key: `${definition.name}:start:${hour}` });
  }

  async function enqueueJob(name: string, data: object, opts: EnqueueOptions = {}) {
    const id = await boss.send(name, data, {
      ...(opts.key ? { id: jobIdOf(opts.key), singletonKey: opts.key } : {}),
      ...(opts.startAfter ? { startAfter: opts.startAfter } : {}),
      // The drizzle adapter runs pg-boss's insert through the caller's transaction.
      ...(opts.tx ? { db: fromDrizzle(opts.tx as unknown as DrizzleTransactionLike, sql) } : {}),
    });
    return id !== null;
  }

  const queue: JobQueue = {
    enqueue: enqueueJob,

    async deadLetters({ limit, after }) {
      const jobs = await boss.findJobs<object>(DEAD_LETTER_QUEUE, { queued: true, limit, after });
      return jobs.map(
        (job): DeadLetter => ({
          id: job.id,
          name: job.sourceName ?? "(unknown)",
          error: errorText(job.sourceOutput),
          attempts: (job.sourceRetryCount ?? 0) + 1,
          failedAt: job.createdOn,
          key: job.singletonKey,
        }),
      );
    },

    async retryDeadLetter(id) {
      return (await boss.redrive(DEAD_LETTER_QUEUE, { ids: [id], limit: 1 })) > 0;
    },

    async drain() {
      let ran = 0;
      for (let more = true; more; ) {
        more = false;
        for (const definition of options.definitions) {
          const jobs = await boss.fetch<object>(definition.name, { batchSize: 10, includeMetadata: true });
          for (const job of jobs) {
            more = true;
            ran++;
            try {
              await boss.complete(definition.name, job, { result: (await runOne(definition, job)) ?? null });
            } catch (error) {
              await boss.fail(definition.name, job, { message: (error as Error).message });
            }
          }
        }
      }
      return ran;
    },

    async stop() {
      await boss.stop({ graceful: true, timeout: 30_000, close: handle.kind === "postgres" });
    },
  };
  return queue;
}
