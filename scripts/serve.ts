/**
 * The server behind `npm start` (scripts/start.ts sets NODE_ENV first): builds when the build is missing or older
 * than the sources, applies migrations, creates the demo on first start, prints the demo sign-ins and serves it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import { mailBanner } from "~/core/mail/mail-mode";
import { getDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { DEMO_PASSWORD, demoSignIns, seedDemo } from "~/db/seed-demo.server";
import { withStartupLock } from "~/db/startup-lock.server";
import { sendAlertDigests } from "~/domain/alerts/digest.server";
import { evaluateAlertRules } from "~/domain/alerts/evaluate.server";
import { pruneLimitCounters } from "~/domain/limits/limits.server";
import { expireOverdueAgreements } from "~/domain/money/agreement-answers.server";
import { raiseOverdueAlerts } from "~/domain/money/overdue.server";
import { runAutopay } from "~/domain/money/stripe-autopay.server";
import { generateSchedule } from "~/domain/routing/schedule.server";
import { config } from "~/server/config.server";
import { installSecurity, loadContextFor } from "~/server/http-security.server";
import { logger } from "~/server/logger.server";
import { startMetricsServer } from "~/server/metrics.server";
import { installOperations, processState } from "~/server/operations.server";
import { exitGracefullyOnSignals } from "~/server/shutdown.server";
import { buildIfNeeded } from "./build-if-needed";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");

buildIfNeeded(buildDir);
const handle = await getDatabase();
// Several processes may start at once on one PostgreSQL database: one at a time migrates and seeds.
const seeded = await withStartupLock(handle, async () => {
  await migrate(handle);
  return config.seedDemo ? await seedDemo(handle.db) : false;
});

/**
 * The schedule generator keeps every company's recurring visits created for its horizon: now, then every hour (a
 * new day brings a new day at the far end of the horizon). It is idempotent, so several app processes may run it.
 * Edits of a recurring stop re-sync that stop at once; see docs/decisions/005-schedule-generator-in-process.md.
 */
async function runScheduleGenerator() {
  try {
    const result = await generateSchedule(handle.db);
    logger.info(result, "schedule generator ran");
  } catch (error) {
    logger.error({ err: error }, "schedule generator failed");
  }
}
await runScheduleGenerator();
setInterval(runScheduleGenerator, 60 * 60 * 1000).unref();

/**
 * Money's hourly upkeep, for every company: agreements past their accept-by date expire, open invoices past due get
 * their one overdue alert, and autopay charges saved cards (with retries after a decline). Each step is idempotent.
 */
async function runMoneyJobs() {
  for (const [name, job] of [
    ["agreement expiry", () => expireOverdueAgreements(handle.db)],
    ["overdue invoices", () => raiseOverdueAlerts(handle.db)],
    ["autopay", () => runAutopay(handle.db)],
  ] as const) {
    try {
      logger.info({ result: await job() }, `${name} ran`);
    } catch (error) {
      logger.error({ err: error }, `${name} failed`);
    }
  }
}
await runMoneyJobs();
setInterval(runMoneyJobs, 60 * 60 * 1000).unref();

/**
 * Alerts, hourly and on start, for every company: the rule evaluator raises each condition once and resolves what
 * cleared; then members who asked for it get their daily digest of open alerts (from 7:00 in the company's zone).
 * Rate-limit counters of windows long past are pruned on the same beat.
 */
async function runAlertJobs() {
  for (const [name, job] of [
    ["alert rules", () => evaluateAlertRules(handle.db)],
    ["alert digests", () => sendAlertDigests(handle.db)],
    ["limit counters pruned", () => pruneLimitCounters(handle.db)],
  ] as const) {
    try {
      logger.info({ result: await job() }, `${name} ran`);
    } catch (error) {
      logger.error({ err: error }, `${name} failed`);
    }
  }
}
await runAlertJobs();
setInterval(runAlertJobs, 60 * 60 * 1000).unref();

const build = await import(pathToFileURL(serverBuild).href);
const app = express();
app.disable("x-powered-by");
// Client address (TRUST_PROXY), CSP nonce and security headers, before anything answers.
installSecurity(app);
// Request id, request log and metrics, /healthz and /readyz (server/operations.server.ts).
installOperations(app, { handle, build });
app.use(compression());
app.use("/assets", express.static(path.join(buildDir, "client/assets"), { immutable: true, maxAge: "1y" }));
app.use(express.static(path.join(buildDir, "client"), { maxAge: "1h" }));
app.use(createRequestHandler({ build, getLoadContext: loadContextFor(build.entry.module) }));

const server = app.listen(config.port, () => {
  const lines = [
    "",
    `Drip Drop is running at http://localhost:${config.port}`,
    `Database: ${handle.kind === "pglite" ? `embedded PGlite in ${path.join(config.dataDir, "pglite")}` : "PostgreSQL (DATABASE_URL)"}${seeded ? " — demo data created" : ""}`,
    "",
    `Demo sign-ins (password for all: ${DEMO_PASSWORD})`,
    ...demoSignIns.map(
      (d) => `  ${d.kind.padEnd(20)} ${d.email.padEnd(24)} at http://localhost:${config.port}${d.signInAt}`,
    ),
    "  Invite codes: DEMO-TECH (join Blue Wave as a technician), DEMO-POOL (link a pool owner account)",
    "",
    ...mailBanner(
      config.mailMode,
      config.baseUrl,
      config.seedDemo ? demoSignIns.find((d) => d.kind === "Admin")?.email : undefined,
    ),
    "",
  ];
  console.log(lines.join("\n"));
});

const metrics = config.metricsPort ? startMetricsServer(config.metricsPort, config.metricsHost) : null;

// SIGTERM/SIGINT: stop accepting, finish requests and jobs in flight (bounded), then close the database.
exitGracefullyOnSignals({
  server,
  state: processState,
  timeoutMs: config.shutdownTimeoutMs,
  close: async () => {
    metrics?.close();
    await handle.close();
  },
});
