/**
 * The server behind `npm start` (scripts/start.ts sets NODE_ENV first): builds when the build is missing or older
 * than the sources, applies migrations, creates the demo on first start, prints the demo sign-ins and serves it.
 */
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import expressStaticGzip from "express-static-gzip";
import { mailBanner } from "~/core/mail/mail-mode";
import { getDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { withStartupLock } from "~/db/startup-lock.server";
import { DEMO_PASSWORD, demoSignIns, seedDemo } from "~/demo/seed-demo.server";
import { config } from "~/server/config.server";
import { installSecurity, loadContextFor } from "~/server/http-security.server";
import { startJobs, stopJobs } from "~/server/jobs/jobs.server";
import { startMetricsServer } from "~/server/metrics.server";
import { installOperations, processState } from "~/server/operations.server";
import { exitGracefullyOnSignals, onShutdown } from "~/server/shutdown.server";
import { buildIfNeeded } from "./build-if-needed";

const buildDir = path.resolve(process.env.BUILD_DIR ?? "build");
const serverBuild = path.join(buildDir, "server/index.js");

// SERVE_BUILD_AS_IS: serve a kept build unchanged (bench:field --build DIR compares a build from before a change).
if (!process.env.SERVE_BUILD_AS_IS) buildIfNeeded(buildDir);
const handle = await getDatabase();
// Several processes may start at once on one PostgreSQL database: one at a time migrates and seeds.
const seeded = await withStartupLock(handle, async () => {
  await migrate(handle);
  return config.seedDemo ? await seedDemo(handle.db) : false;
});

// Background jobs (schedule generator, money and alert upkeep, e-mails, autopay) run on the job queue: worked in
// this process unless ROLE=web (ROLE=worker starts scripts/worker.ts instead); docs/decisions/010-job-queue.md.
await startJobs(handle, config.role);
// On shutdown, jobs in flight finish (or go back to the queue) before the database closes.
onShutdown("job worker", stopJobs);

const build = await import(pathToFileURL(serverBuild).href);
const app = express();
app.disable("x-powered-by");
// Client address (TRUST_PROXY), CSP nonce and security headers, before anything answers.
installSecurity(app);
// Request id, request log and metrics, /healthz and /readyz (server/operations.server.ts).
installOperations(app, { handle, build });
// Pages and data are compressed as they are sent; the build's files were compressed once at the best ratio
// (scripts/precompress-build.ts) and go out as they are (the `.br` or `.gz` copy the browser accepts).
app.use(compression());
const precompressed = (
  dir: string,
  serveStatic: expressStaticGzip.ExpressStaticGzipOptions["serveStatic"],
) => {
  const files = expressStaticGzip(path.join(buildDir, dir), {
    enableBrotli: true,
    orderPreference: ["br", "gz"],
    serveStatic,
  });
  // It answers 400 to any path it cannot decode (a broken escape); no file has such a name, and the app's own rule
  // answers those (refuseBadUrls: 404 for a path, 400 for a query).
  return (req: express.Request, res: express.Response, next: express.NextFunction) => {
    try {
      decodeURIComponent(req.path);
    } catch {
      return next();
    }
    return files(req, res, next);
  };
};
app.use("/assets", precompressed("client/assets", { immutable: true, maxAge: "1y" }));
app.use(
  precompressed("client", {
    maxAge: "1h",
    // The service worker and the web app manifest are checked for a new version on every visit.
    setHeaders: (res, file) => {
      const name = path.basename(file).replace(/\.(br|gz)$/, "");
      if (name === "sw.js" || name === "manifest.webmanifest") res.setHeader("Cache-Control", "no-cache");
    },
  }),
);
app.use(createRequestHandler({ build, getLoadContext: loadContextFor(build.entry.module) }));

const server = app.listen(config.port, () => {
  const lines = [
    "",
    `Drip Drop is running at http://localhost:${config.port}`,
    `Database: ${handle.kind === "pglite" ? `embedded PGlite in ${path.join(config.dataDir, "pglite")}` : "PostgreSQL (DATABASE_URL)"}${seeded ? " — demo data created" : ""}`,
    `Files: ${config.s3 ? `S3 bucket ${config.s3.bucket} at ${config.s3.url}` : `local disk in ${path.join(config.dataDir, "uploads")}`}`,
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
