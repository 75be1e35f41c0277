import cluster, { type Worker } from "node:cluster";
import { config } from "./config.server";
import { logger } from "./logger.server";

/**
 * One web process per core with PostgreSQL (config.webConcurrency). Node's cluster module lets every process listen
 * on the same port and the primary hands each new connection to the next one, so the primary itself loads no app: it
 * starts the first process, which builds if needed, migrates, creates the demo and runs the background jobs; once
 * that one serves, it starts the others as web-only (`ROLE=web`, unless a ROLE was given) and replaces any that die.
 *
 * Returns true in a primary that supervises (it must not serve), false in a process that goes on to serve: every
 * process when there is one (PGlite, or WEB_CONCURRENCY=1), and each cluster worker.
 */
export function superviseWebProcesses(): boolean {
  if (cluster.isWorker) return false;
  const count = config.webConcurrency;
  if (count <= 1) return false;

  let stopping = false;
  const envOf = new Map<Worker, NodeJS.ProcessEnv>();
  const start = (env: NodeJS.ProcessEnv) => {
    const worker = cluster.fork(env);
    envOf.set(worker, env);
    return worker;
  };
  cluster.on("exit", (worker, code, signal) => {
    const env = envOf.get(worker) ?? {};
    envOf.delete(worker);
    if (stopping) {
      if (envOf.size === 0) process.exit(0);
      return;
    }
    logger.error({ pid: worker.process.pid, code, signal }, "web process died; starting another");
    // A second later, so that a process that cannot start does not spin the machine.
    setTimeout(() => start(env), 1000).unref();
  });

  const first = start({ ...process.env });
  first.once("listening", () => {
    const web = process.env.ROLE ? {} : { ROLE: "web" };
    for (let i = 1; i < count; i++) start({ ...process.env, ...web });
    logger.info({ processes: count }, "web processes started");
  });

  const stop = () => {
    if (stopping) return;
    stopping = true;
    // Each process finishes its requests and closes its database pool on SIGTERM (scripts/serve.ts).
    for (const worker of envOf.keys()) worker.process.kill("SIGTERM");
    setTimeout(() => process.exit(1), 30_000).unref();
  };
  process.on("SIGINT", stop);
  process.on("SIGTERM", stop);
  return true;
}
