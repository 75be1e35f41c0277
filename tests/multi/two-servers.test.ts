import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../support/s3-server";
import { AppProcess, basePort, createDatabase, Visitor } from "./app-process";

/**
 * Two app processes on one PostgreSQL database, as behind a load balancer: the same APP_URL (the public origin the
 * browser posts from), the same AUTH_SECRET and one S3-compatible bucket (s3rver on loopback); each process has a
 * DATA_DIR of its own, so nothing is shared through a local disk.
 */
const PASSWORD = "drip-drop-demo";
const PNG = Buffer.from(
  "iVBORw0KGgoAAAANSUhEUgAAAAQAAAAECAIAAAAmkwkpAAAAEUlEQVR4nGOQm/AfjhiI4wAAq2Ia0R/PIxIAAAAASUVORK5CYII=",
  "base64",
);
const publicOrigin = `http://localhost:${basePort}`;
const metricsPort = basePort + 10;
let databaseUrl = "";
let dataDirs: string[] = [];
let s3: S3TestServer;
let a: AppProcess;
let b: AppProcess;

async function query<T extends pg.QueryResultRow>(sql: string, values: unknown[] = []) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}

/** Pat Morgan, the demo pool owner, signed in through `origin`, and the customer record their messages go to. */
async function pat(origin: string) {
  const visitor = new Visitor(publicOrigin);
  await visitor.signIn(origin, "/homeOwnerSignIn", "pat@poolowner.demo", PASSWORD);
  const [{ id }] = await query<{ id: string }>(
    `select c.id from customer c join "user" u on u.id = c.linked_user_id where u.email = 'pat@poolowner.demo' limit 1`,
  );
  return { visitor, customerId: id };
}

beforeAll(async () => {
  databaseUrl = await createDatabase("two", { fromDemo: true });
  // The demo's copy has run its start-up jobs already; clear the schedule generator's so that both processes starting
  // below try to queue it (the check that it then runs once).
  const [{ queue }] = await query<{ queue: string | null }>(
    `select to_regclass('pgboss.job')::text as queue`,
  );
  if (queue) await query(`delete from pgboss.job where name = 'schedule.generate'`);
  await query(`delete from job_delivery where key like 'schedule.generate%'`);
  dataDirs = [0, 1].map(() => fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-multi-")));
  s3 = await startS3Server();
  const env = {
    DATABASE_URL: databaseUrl,
    APP_URL: publicOrigin,
    AUTH_SECRET: "multi-process-test-secret-of-enough-length",
    // One process each (no cluster), so that killing one kills what serves its port.
    WEB_CONCURRENCY: "1",
    // Sign-ins from one address all through the file; the limit itself is tested in the domain suite.
    SIGN_IN_RATE_LIMIT: "1000",
    ...s3.env,
  };
  a = new AppProcess(basePort, { ...env, DATA_DIR: dataDirs[0], METRICS_PORT: String(metricsPort + 1) });
  b = new AppProcess(basePort + 1, { ...env, DATA_DIR: dataDirs[1], METRICS_PORT: String(metricsPort) });
  await Promise.all([a.ready(), b.ready()]);
});

afterAll(async () => {
  if (process.env.MULTI_LOGS) fs.writeFileSync(process.env.MULTI_LOGS, `${a?.log}\n----\n${b?.log}`);
  await Promise.all([a?.stop(), b?.stop()]);
  await s3?.stop();
  for (const dir of dataDirs) fs.rmSync(dir, { recursive: true, force: true });
});

describe("two app processes on one PostgreSQL database", () => {
  it("a session made on one works on the other", async () => {
    const owner = new Visitor(publicOrigin);
    await owner.signIn(a.origin, "/signIn", "owner@bluewave.demo", PASSWORD);
    const onB = await owner.request(b.origin, "/company/dashboard");
    expect(onB.status).toBe(200);
    expect(await onB.text()).toContain("Blue Wave");
    // Without the session, B sends the visitor away: the 200 above is the session's doing.
    const stranger = await new Visitor(publicOrigin).request(b.origin, "/company/dashboard");
    expect(stranger.status).toBe(302);
  });

  it("a photo uploaded through one is served by the other (from the bucket, not a local disk)", async () => {
    const { visitor, customerId } = await pat(a.origin);
    const form = new FormData();
    form.set("customerId", customerId);
    form.set("subject", "Photo across servers");
    form.set("body", "The stain, photographed.");
    form.set("files", new Blob([PNG], { type: "image/png" }), "stain.png");
    const sent = await visitor.post(a.origin, "/messages/new", form);
    expect(sent.status).toBe(302);
    const threadId = sent.headers.get("location")!.split("/").pop();
    const [{ attachments }] = await query<{ attachments: { url?: string; name?: string }[] }>(
      `select m.attachments from message m where m.thread_id = $1`,
      [threadId],
    );
    const photo = JSON.stringify(attachments).match(/\/uploads\/[0-9a-f-]{36}\.jpg/)?.[0];
    expect(photo, JSON.stringify(attachments)).toBeTruthy();
    for (const dir of dataDirs)
      expect(fs.existsSync(path.join(dir, "uploads", path.basename(photo!))), dir).toBe(false);

    const fromB = await visitor.request(b.origin, photo!);
    expect(fromB.status).toBe(200);
    expect(fromB.headers.get("content-type")).toBe("image/jpeg");
    expect((await fromB.arrayBuffer()).byteLength).toBeGreaterThan(100);
    expect((await new Visitor(publicOrigin).request(b.origin, photo!)).status).toBe(404);
  });

  it("every response has a request id, and the log lines written while serving it carry the same id", async () => {
    const visitor = new Visitor(publicOrigin);
    const asked = await visitor.post(
      b.origin,
      "/forgotPassword",
      { email: "admin@dripdrop.demo" },
      { headers: { "x-request-id": "multi-test-forgot-0001" } },
    );
    expect(asked.status).toBe(200);
    expect(asked.headers.get("x-request-id")).toBe("multi-test-forgot-0001");
    // An id that is not a plain token is replaced by a fresh one.
    const forged = await visitor.request(b.origin, "/healthz", {
      headers: { "x-request-id": "forged id, with spaces" },
    });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);

    await expect
      .poll(() =>
        b
          .logLines()
          .filter((line) => line.reqId === "multi-test-forgot-0001")
          .map((line) => line.msg),
      )
      .toEqual(expect.arrayContaining([expect.stringMatching(/^mail /), "request"]));
  });

  it("health and readiness need no session; metrics are labelled by route pattern on their own port", async () => {
    const health = await fetch(`${b.origin}/healthz`);
    expect(health.status).toBe(200);
    expect(await health.json()).toEqual({ status: "alive" });
    const ready = await fetch(`${b.origin}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toEqual({ status: "ready" });
    // Through the security headers like every response.
    expect(ready.headers.get("x-frame-options")).toBe("DENY");

    const owner = new Visitor(publicOrigin);
    await owner.signIn(b.origin, "/signIn", "owner@bluewave.demo", PASSWORD);
    const [{ id }] = await query<{ id: string }>(
      `select id from customer where display_name is not null limit 1`,
    );
    expect((await owner.request(b.origin, `/company/customers/details/${id}`)).status).toBe(200);
    const metrics = await (await fetch(`http://127.0.0.1:${metricsPort}/metrics`)).text();
    expect(metrics).toContain(
      'http_request_duration_seconds_count{method="GET",route="/company/customers/details/:customerId",status="200"} 1',
    );
    expect(metrics).not.toContain(id);
    expect(metrics).toContain("process_cpu_seconds_total");
    // Not on the app's public port.
    expect((await fetch(`${b.origin}/metrics`)).status).toBe(404);
  });

  it("a scheduled job runs once across both processes", async () => {
    // Both processes queued the schedule generator on start (one key per hour); the queue keeps one, one worker runs it.
    await expect
      .poll(
        async () =>
          (
            await query<{ state: string }>(
              `select state from pgboss.job where name = 'schedule.generate' order by created_on`,
            )
          ).map((job) => job.state),
        { timeout: 60_000, interval: 500 },
      )
      .toEqual(["completed"]);
    const done = await query<{ key: string }>(
      `select key from job_delivery where key like 'schedule.generate%'`,
    );
    expect(done).toHaveLength(1);
    expect(`${a.log}${b.log}`).toContain("job worker started");
    // Each process counts the jobs its worker ran: between them, the one run.
    const runs = await Promise.all(
      [metricsPort + 1, metricsPort].map(async (port) => {
        const text = await (await fetch(`http://127.0.0.1:${port}/metrics`)).text();
        const line = text
          .split("\n")
          .find((l) => l.startsWith('jobs_run_total{name="schedule.generate",outcome="completed"}'));
        return line ? Number(line.split(" ").at(-1)) : 0;
      }),
    );
    expect(runs[0] + runs[1]).toBe(1);
  });

  it("killing one mid-request (SIGKILL) loses no acknowledged write", async () => {
    const { visitor, customerId } = await pat(a.origin);
    const outcomes: { subject: string; server: "a" | "b"; status: number | "cut" }[] = [];
    let acknowledgedByA = 0;
    let killed: Promise<unknown> | null = null;
    const write = async (i: number, app: AppProcess, server: "a" | "b") => {
      const subject = `Kill test ${server} ${i}`;
      try {
        const response = await visitor.post(app.origin, "/messages/new", {
          customerId,
          subject,
          body: "Counted after a crash.",
        });
        outcomes.push({ subject, server, status: response.status });
        if (server === "a" && response.status === 302 && ++acknowledgedByA === 3)
          killed ??= a.kill("SIGKILL");
      } catch {
        outcomes.push({ subject, server, status: "cut" });
      }
    };
    await Promise.all(Array.from({ length: 40 }, (_, i) => [write(i, a, "a"), write(i, b, "b")]).flat());
    await killed;

    const acknowledged = outcomes.filter((o) => o.status === 302).map((o) => o.subject);
    const stored = new Set(
      (
        await query<{ subject: string }>(
          `select subject from message_thread where subject like 'Kill test %'`,
        )
      ).map((row) => row.subject),
    );
    expect(acknowledged.filter((subject) => !stored.has(subject))).toEqual([]);
    // The kill really came mid-request: A had writes in flight, and B answered all of its own.
    expect(outcomes.filter((o) => o.server === "a" && o.status === "cut").length).toBeGreaterThan(0);
    expect(outcomes.filter((o) => o.server === "b").map((o) => o.status)).toEqual(Array(40).fill(302));
    expect((await fetch(`${b.origin}/readyz`)).status).toBe(200);
  });

  it("SIGTERM finishes the requests in flight, then the process exits cleanly", async () => {
    const { visitor, customerId } = await pat(b.origin);
    const held: Promise<void>[] = [];
    let release!: () => void;
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    const answeredAt: number[] = [];
    const inFlight = Array.from({ length: 20 }, (_, i) => {
      const form = new FormData();
      form.set("customerId", customerId);
      form.set("subject", `Drain test ${i}`);
      form.set("body", "Finished before exit.");
      form.set("files", new Blob([PNG], { type: "image/png" }), "drain.png");
      let onHeld!: () => void;
      held.push(
        new Promise((resolve) => {
          onHeld = resolve;
        }),
      );
      return visitor
        .post(b.origin, "/messages/new", form, { hold: { onHeld, release: released } })
        .then((response) => {
          answeredAt.push(Date.now());
          return response.status;
        });
    });
    // Every request has all but its last byte on the wire, so the server has begun it and is waiting for the rest:
    // it is in flight, not an idle connection (which a draining server closes at once, as a load balancer expects).
    await Promise.all(held);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const signalledAt = Date.now();
    const exit = b.kill("SIGTERM");
    await new Promise((resolve) => setTimeout(resolve, 200));
    release();
    expect(await Promise.all(inFlight)).toEqual(Array(20).fill(302));
    expect(await exit).toBe(0);
    // Every request was answered after the signal: none could finish before its last byte came.
    expect(answeredAt.every((at) => at > signalledAt)).toBe(true);
    await expect(fetch(`${b.origin}/healthz`)).rejects.toThrow();
    expect(b.logLines().map((line) => line.msg)).toContain("shut down");
  });
});
