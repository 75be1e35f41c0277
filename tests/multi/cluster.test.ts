import http from "node:http";
import { afterAll, beforeAll, expect, it } from "vitest";
import { AppProcess, basePort, createDatabase } from "./app-process";

/**
 * One process per core on PostgreSQL (WEB_CONCURRENCY, app/server/cluster.server.ts): the primary starts the web
 * processes, connections reach all of them, a process that dies is replaced while the others serve, and SIGTERM
 * stops them all cleanly.
 */
let app: AppProcess;
const port = basePort + 5;

beforeAll(async () => {
  const url = await createDatabase("cluster", { fromDemo: true });
  app = new AppProcess(port, {
    DATABASE_URL: url,
    APP_URL: `http://localhost:${port}`,
    SEED_DEMO: "false",
    WEB_CONCURRENCY: "2",
  });
  await app.ready();
});

afterAll(async () => {
  await app?.stop();
});

/** GET /healthz on a new connection each time (the primary hands out connections, not requests). */
function health(): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`http://127.0.0.1:${port}/healthz`, { agent: false, timeout: 10_000 }, (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
      })
      .on("timeout", function (this: http.ClientRequest) {
        this.destroy(new Error("no answer in 10 s"));
      })
      .on("error", reject);
  });
}

/** The processes that logged serving /healthz so far. */
const servingPids = () =>
  new Set(
    app
      .logLines()
      .filter((line) => line.msg === "request" && line.url === "/healthz")
      .map((line) => line.pid as number),
  );

it("serves from two processes, replaces one that dies while the other serves, and stops all on SIGTERM", async () => {
  await expect.poll(() => app.log.includes("web processes started"), { timeout: 60_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        await Promise.all(Array.from({ length: 6 }, health));
        return servingPids().size;
      },
      { timeout: 60_000 },
    )
    .toBe(2);
  const [victim, survivor] = [...servingPids()];

  process.kill(victim, "SIGKILL");
  await expect
    .poll(() => app.log.includes("web process died; starting another"), { timeout: 30_000 })
    .toBe(true);
  // Node's primary reports the exit a moment before it stops handing connections to the dead process (its IPC
  // channel closes just after): a connection handed over in that moment is lost with it, as with any crash, and the
  // load balancer's time-out and retry cover it. A second later, every request is answered by the survivor.
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const during = await Promise.all(Array.from({ length: 10 }, health));
  expect(during).toEqual(Array(10).fill(200));
  // Then the replacement serves too.
  await expect
    .poll(
      async () => {
        await Promise.all(Array.from({ length: 6 }, health));
        return [...servingPids()].filter((pid) => pid !== victim && pid !== survivor).length;
      },
      { timeout: 90_000 },
    )
    .toBe(1);

  expect(await app.kill("SIGTERM")).toBe(0);
  for (const pid of servingPids()) expect(() => process.kill(pid, 0)).toThrow();
});
