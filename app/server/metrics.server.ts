import http from "node:http";
import client from "prom-client";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { logger } from "./logger.server";

/**
 * Prometheus metrics of this process: Node's default process metrics, the duration of every HTTP request by
 * method, route pattern and status, and the background jobs its worker ran. Labels carry the route's pattern (`/company/customers/:customerId`), never the
 * raw URL, so ids never become label values and the series stay few.
 */
export const registry = new client.Registry();
client.collectDefaultMetrics({ register: registry });

export const httpRequestDuration = new client.Histogram({
  name: "http_request_duration_seconds",
  help: "Duration of HTTP requests by method, route pattern and status",
  labelNames: ["method", "route", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});

/** Background jobs run by this process's worker, by job name and outcome (`completed` or `failed`). */
export const jobRuns = new client.Counter({
  name: "jobs_run_total",
  help: "Background jobs run by this process, by job name and outcome",
  labelNames: ["name", "outcome"] as const,
  registers: [registry],
});

export const jobDuration = new client.Histogram({
  name: "job_duration_seconds",
  help: "Duration of background jobs run by this process, by job name",
  labelNames: ["name"] as const,
  buckets: [0.01, 0.05, 0.1, 0.5, 1, 5, 15, 60, 300],
  registers: [registry],
});

/** Runs one job and counts it: how long it took and whether it completed or failed (errors propagate). */
export async function measureJob<T>(name: string, run: () => Promise<T>): Promise<T> {
  const stop = jobDuration.startTimer({ name });
  try {
    const result = await run();
    jobRuns.inc({ name, outcome: "completed" });
    return result;
  } catch (error) {
    jobRuns.inc({ name, outcome: "failed" });
    throw error;
  } finally {
    stop();
  }
}

/**
 * Maps a request path to the pattern of the React Router route that serves it, from the server build's route
 * manifest. Data requests (`/path.data`) count under their page's pattern; unknown paths are one label, `unmatched`.
 */
export function routePatternResolver(routes: ServerBuild["routes"]): (pathname: string) => string {
  type Node = RouteObject & { children?: Node[] };
  const nodes = new Map<string, Node>();
  for (const route of Object.values(routes)) {
    if (!route) continue;
    nodes.set(
      route.id,
      route.index
        ? { id: route.id, path: route.path, index: true }
        : { id: route.id, path: route.path, children: [] },
    );
  }
  const roots: Node[] = [];
  for (const route of Object.values(routes)) {
    if (!route) continue;
    const node = nodes.get(route.id)!;
    const parent = route.parentId ? nodes.get(route.parentId) : undefined;
    // Only non-index routes have children (an empty list from above).
    if (parent?.children) parent.children.push(node);
    else roots.push(node);
  }
  const resolve = (pathname: string) => {
    const page = pathname === "/_root.data" ? "/" : pathname.replace(/\.data$/, "");
    const matches = matchRoutes(roots, page);
    if (!matches) return "unmatched";
    const pattern = matches
      .map((match) => match.route.path)
      .filter((segment): segment is string => Boolean(segment))
      .join("/")
      .replace(/\/+/g, "/");
    return pattern.startsWith("/") ? pattern : `/${pattern}`;
  };
  // matchRoutes ranks every route on each call; the paths asked here (static files, /__manifest) repeat.
  const known = new Map<string, string>();
  return (pathname) => {
    let pattern = known.get(pathname);
    if (pattern === undefined) {
      if (known.size >= 1000) known.clear();
      pattern = resolve(pathname);
      known.set(pathname, pattern);
    }
    return pattern;
  };
}

/**
 * Serves `/metrics` on its own port, bound to loopback by default: a scraper on the same host or network namespace
 * reads it, the public never does (the app's port has no /metrics).
 */
export function startMetricsServer(port: number, host: string): http.Server {
  const server = http.createServer(async (req, res) => {
    if (req.url !== "/metrics") {
      res.writeHead(404).end();
      return;
    }
    try {
      const body = await registry.metrics();
      res.writeHead(200, { "content-type": registry.contentType }).end(body);
    } catch (error) {
      logger.error({ err: error }, "metrics failed");
      res.writeHead(500).end();
    }
  });
  server.on("error", (error) => logger.error({ err: error }, "metrics server failed"));
  server.listen(port, host, () => logger.info({ port, host }, "metrics served"));
  return server;
}
