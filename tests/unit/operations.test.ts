import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import express from "express";
import type { ServerBuild } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import routes from "~/routes";
import { requestMixin } from "~/server/logger.server";
import {
  httpRequestDuration,
  jobRuns,
  measureJob,
  registry,
  routePatternResolver,
  startMetricsServer,
} from "~/server/metrics.server";
import { installOperations } from "~/server/operations.server";
import {
  currentRequest,
  nameRequestRoute,
  requestIdFrom,
  runInRequest,
} from "~/server/request-context.server";
import { onShutdown, shutdown } from "~/server/shutdown.server";

const cleanups: (() => unknown)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

async function listen(server: http.Server) {
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** The route manifest of a server build, made from the app's own route table (ids as React Router makes them). */
function manifestOf(entries: RouteConfigEntry[], parentId = "root"): ServerBuild["routes"] {
  const manifest: ServerBuild["routes"] = {};
  for (const entry of entries) {
    const id = entry.id ?? entry.file;
    manifest[id] = { id, parentId, path: entry.path, index: entry.index, module: undefined as never };
    Object.assign(manifest, manifestOf(entry.children ?? [], id));
  }
  return manifest;
}

describe("request ids", () => {
  it("keeps a sane incoming X-Request-Id and replaces anything else with a new one", () => {
    expect(requestIdFrom("lb-7f3a9c2e-0001")).toBe("lb-7f3a9c2e-0001");
    expect(requestIdFrom(["abc12345:1", "second"])).toBe("abc12345:1");
    for (const bad of [
      undefined,
      "",
      "short",
      "a".repeat(129),
      'x"}{"level":60',
      "id\nforged line",
      "ü-12345678",
    ])
      expect(requestIdFrom(bad)).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdFrom(undefined)).not.toBe(requestIdFrom(undefined));
  });

  it("log lines written inside a request, however deep in awaits, carry its id; outside none", async () => {
    expect(requestMixin()).toEqual({});
    const seen = await runInRequest({ requestId: "req-00000001" }, async () => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      return new Promise((resolve) => setImmediate(() => resolve(requestMixin())));
    });
    expect(seen).toEqual({ reqId: "req-00000001" });
    expect(currentRequest()).toBeUndefined();
  });
});

describe("metrics", () => {
  const routeOf = routePatternResolver({
    root: { id: "root", path: "", module: undefined as never },
    ...manifestOf(routes),
  });

  it("labels a request by its route pattern, never by the ids in its URL", () => {
    expect(routeOf("/")).toBe("/");
    expect(routeOf("/company/customers")).toBe("/company/customers");
    expect(routeOf("/company/customers/details/5f0c2b9e-1111-4a7e-9d1a-0c7e3b2a9f10")).toBe(
      "/company/customers/details/:customerId",
    );
    expect(routeOf("/company/customers/details/abc.data")).toBe("/company/customers/details/:customerId");
    expect(routeOf("/_root.data")).toBe("/");
    expect(routeOf("/uploads/1234.jpg")).toBe("/uploads/:file");
    expect(routeOf("/no/such/page/42")).toBe("/*");
  });

  it("labels a page by the pattern React Router named, a static file under /assets as one label", async () => {
    const assets = mkdtempSync(path.join(os.tmpdir(), "operations-assets-"));
    cleanups.push(() => rmSync(assets, { recursive: true, force: true }));
    writeFileSync(path.join(assets, "app-abc123.js"), "console.log(1)");
    const app = express();
    installOperations(app, { handle: {} as never, build: { routes: manifestOf(routes) } as ServerBuild });
    app.use("/assets", express.static(assets));
    app.get("/company/customers/details/:id", (_req, res) => {
      // What the root middleware does once React Router has matched the page.
      nameRequestRoute("company/customers/details/:customerId");
      res.send("ok");
    });
    const server = http.createServer(app);
    cleanups.push(() => server.close());
    const base = await listen(server);
    expect((await fetch(`${base}/assets/app-abc123.js`)).status).toBe(200);
    expect(
      (await fetch(`${base}/company/customers/details/e2b1c0de-2222-4a7e-9d1a-0c7e3b2a9f10`)).status,
    ).toBe(200);
    const body = await registry.metrics();
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/assets\/\*",status="200"\} 1/,
    );
    expect(body).toMatch(
      /http_request_duration_seconds_count\{method="GET",route="\/company\/customers\/details\/:customerId",status="200"\} 1/,
    );
    expect(body).not.toContain("e2b1c0de");
    expect(body).not.toMatch(/route="\/\*"/);
  });

  it("serves the histogram and the process metrics on its own listener, and nothing else there", async () => {
    httpRequestDuration.observe({ method: "GET", route: "/company/customers", status: 200 }, 0.042);
    const server = startMetricsServer(0, "127.0.0.1");
    cleanups.push(() => server.close());
    await new Promise((resolve) => server.once("listening", resolve));
    const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    const response = await fetch(`${base}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe(registry.contentType);
    const body = await response.text();
    expect(body).toMatch(
      /http_request_duration_seconds_bucket\{le="0\.05",method="GET",route="\/company\/customers",status="200"\} [1-9]/,
    );
    expect(body).toContain("process_resident_memory_bytes");
    expect(body).toContain("nodejs_eventloop_lag_seconds");
    expect((await fetch(`${base}/`)).status).toBe(404);
  });

  it("counts each job by outcome and times it; a failed job's error still reaches the queue", async () => {
    const count = async (outcome: string) =>
      (await jobRuns.get()).values.find((v) => v.labels.name === "test.count" && v.labels.outcome === outcome)
        ?.value ?? 0;
    expect(await measureJob("test.count", async () => "done")).toBe("done");
    await expect(
      measureJob("test.count", async () => {
        throw new Error("mail server down");
      }),
    ).rejects.toThrow("mail server down");
    expect(await count("completed")).toBe(1);
    expect(await count("failed")).toBe(1);
    const body = await registry.metrics();
    expect(body).toMatch(/job_duration_seconds_count\{name="test\.count"\} 2/);
  });
});

describe("graceful shutdown", () => {
  it("refuses new connections, finishes the request in flight, stops jobs, then closes the database", async () => {
    const events: string[] = [];
    const app = express();
    app.get("/slow", (_req, res) => {
      setTimeout(() => {
        events.push("request finished");
        res.send("done");
      }, 400);
    });
    const server = http.createServer(app);
    const base = await listen(server);
    onShutdown("test worker", async () => {
      await new Promise((resolve) => setTimeout(resolve, 100));
      events.push("worker stopped");
    });
    const inFlight = fetch(`${base}/slow`);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const state = { draining: false };
    const done = shutdown({
      server,
      state,
      timeoutMs: 5000,
      close: async () => {
        events.push("database closed");
      },
    });
    expect(state.draining).toBe(true);
    await expect(fetch(`${base}/slow`)).rejects.toThrow();
    const response = await inFlight;
    expect(response.status).toBe(200);
    expect(await response.text()).toBe("done");
    expect(await done).toBe(true);
    expect(events).toEqual(["worker stopped", "request finished", "database closed"]);
  });

  it("cuts a request that outlives the bound, and still closes the database", async () => {
    const server = http.createServer(() => undefined); // never answers
    const base = await listen(server);
    const stuck = fetch(`${base}/`).catch((error: Error) => error);
    await new Promise((resolve) => setTimeout(resolve, 50));
    let closed = false;
    const inTime = await shutdown({
      server,
      state: { draining: false },
      timeoutMs: 300,
      close: async () => {
        closed = true;
      },
    });
    expect(inTime).toBe(false);
    expect(closed).toBe(true);
    expect(await stuck).toBeInstanceOf(Error);
  });
});
