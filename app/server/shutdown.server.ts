import type http from "node:http";
import { logger } from "./logger.server";

/** Work that must be stopped before the database closes (the job worker); each stop waits for its work in flight. */
type Stopper = { name: string; stop: () => Promise<unknown> | unknown };
const stoppers: Stopper[] = [];

/** Registers work to stop on shutdown, e.g. `onShutdown("job worker", () => worker.stop())`. */
export function onShutdown(name: string, stop: Stopper["stop"]) {
  stoppers.push({ name, stop });
}

export interface ShutdownOptions {
  /** The app's HTTP server: stops accepting at once, its requests in flight finish. */
  server: http.Server;
  /** Marks the process as draining, so /readyz answers 503 and a load balancer takes it out. */
  state: { draining: boolean };
  /** How long requests and jobs in flight get before their connections are cut. */
  timeoutMs: number;
  /** Closed once requests and jobs are done: other listeners (metrics), then the database. */
  close: () => Promise<unknown>;
}

/**
 * Graceful shutdown: stop accepting connections, let requests and jobs in flight finish (bounded by `timeoutMs`),
 * then close the database. Resolves `true` when everything finished in time.
 */
export async function shutdown({ server, state, timeoutMs, close }: ShutdownOptions): Promise<boolean> {
  state.draining = true;
  let inTime = true;
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<void>((resolve) => {
    timer = setTimeout(() => {
      inTime = false;
      resolve();
    }, timeoutMs);
  });
  const drained = new Promise<void>((resolve) => server.close(() => resolve()));
  // A keep-alive connection that finished its request would hold close() open until the client hangs up.
  server.closeIdleConnections();
  const idleSweep = setInterval(() => server.closeIdleConnections(), 250);
  const stopped = Promise.all(
    stoppers.map(async ({ name, stop }) => {
      try {
        await stop();
      } catch (error) {
        logger.error({ err: error }, `${name} failed to stop`);
      }
    }),
  );
  await Promise.race([Promise.all([drained, stopped]), deadline]);
  clearInterval(idleSweep);
  clearTimeout(timer);
  if (!inTime) {
    logger.warn({ timeoutMs }, "shutdown: work still in flight at the deadline; cutting connections");
    server.closeAllConnections();
  }
  try {
    await close();
  } catch (error) {
    logger.error({ err: error }, "shutdown: closing failed");
  }
  return inTime;
}

/** SIGTERM/SIGINT run `shutdown` once and exit; a second signal exits at once. */
export function exitGracefullyOnSignals(options: ShutdownOptions) {
  let started = false;
  const onSignal = async (signal: NodeJS.Signals) => {
    if (started) {
      logger.warn({ signal }, "second signal: exiting now");
      process.exit(1);
    }
    started = true;
    logger.info({ signal }, "shutting down: finishing requests and jobs in flight");
    const inTime = await shutdown(options);
    logger.info({ inTime }, "shut down");
    process.exit(0);
  };
  process.on("SIGTERM", onSignal);
  process.on("SIGINT", onSignal);
}
