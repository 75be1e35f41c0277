import type { Express } from "express";
import type { ServerBuild } from "react-router";
import type { DbHandle } from "~/db/client.server";
import { expectedMigrations, readiness } from "./health.server";
import { logger } from "./logger.server";
import { httpRequestDuration, routePatternResolver } from "./metrics.server";
import { type RequestContext, requestIdFrom, runInRequest } from "./request-context.server";

/** Whether this process is shutting down (set by server/shutdown.server.ts; /readyz then answers 503). */
export const processState = { draining: false };

/**
 * The operations part of the request pipeline (scripts/serve.ts), installed after the security headers and before
 * static files and React Router:
 *
 * - a request id: a sane incoming `X-Request-Id` (from the proxy) or a new one, sent back in the response and carried
 *   through the request with AsyncLocalStorage, so every log line written meanwhile has it (logger.server.ts);
 * - one log line per request and its duration in the `http_request_duration_seconds` histogram, by route pattern;
 * - `/healthz` (the process serves) and `/readyz` (the database answers and every migration of this build is applied;
 *   503 with the reason otherwise, and while shutting down). Neither needs a session.
 */
export function installOperations(app: Express, options: { handle: DbHandle; build: ServerBuild }) {
  const routeOf = routePatternResolver(options.build.routes);
  const expected = expectedMigrations();

  app.use((req, res, next) => {
    const requestId = requestIdFrom(req.headers["x-request-id"]);
    res.setHeader("X-Request-Id", requestId);
    const request: RequestContext = { requestId };
    // Read now: a static-file handler mounted at /assets leaves req.url without its mount path once it answers.
    const path = req.path;
    const started = process.hrtime.bigint();
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      // Named by the root middleware when React Router ran it; otherwise (static files, React Router's own
      // /__manifest) matched here.
      const route = path.startsWith("/assets/")
        ? "/assets/*"
        : path === "/__manifest"
          ? path
          : (request.route ?? routeOf(path));
      httpRequestDuration.observe({ method: req.method, route, status: res.statusCode }, seconds);
      // Static assets are measured, not logged: a page load fetches a dozen.
      if (route === "/assets/*") return;
      runInRequest(request, () =>
        logger.info(
          {
            method: req.method,
            url: req.originalUrl,
            route,
            status: res.statusCode,
            ms: Math.round(seconds * 1000),
          },
          "request",
        ),
      );
    });
    runInRequest(request, next);
  });

  app.get("/healthz", (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    res.json({ status: "alive" });
  });
  app.get("/readyz", async (_req, res) => {
    const state = await readiness(options.handle, { draining: processState.draining, expected });
    res.setHeader("Cache-Control", "no-store");
    if (state.ready) res.json({ status: "ready" });
    else res.status(503).json({ status: "not ready", reason: state.reason });
  });
}
