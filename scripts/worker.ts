/**
 * `ROLE=worker npm start`: the job worker alone (no HTTP server), beside web processes started with ROLE=web on
 * the same PostgreSQL database. Applies migrations like the web process (idempotent), then works the queue until
 * SIGTERM/SIGINT, when it finishes the jobs in flight.
 */
import { getDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { withStartupLock } from "~/db/startup-lock.server";
import { config } from "~/server/config.server";
import { startJobs, stopJobs } from "~/server/jobs/jobs.server";
import { logger } from "~/server/logger.server";

const handle = await getDatabase();
await withStartupLock(handle, () => migrate(handle));
await startJobs(handle, config.role);
logger.info("Drip Drop job worker running (ROLE=worker)");

async function shutdown() {
  await stopJobs();
  await handle.close();
  process.exit(0);
}
process.on("SIGINT", shutdown);
process.on("SIGTERM", shutdown);
