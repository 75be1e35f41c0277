/**
 * The job queue's contract, on the database the db project runs on: the embedded PGlite locally, PostgreSQL with
 * TEST_DATABASE_URL. Each test uses a pg-boss schema of its own and jobs of its own.
 */
import { afterEach, describe, expect, it } from "vitest";
import { getDatabase } from "~/db/client.server";
import { startPgBossQueue } from "~/server/jobs/pg-boss-queue.server";
import { serverPorts } from "~/server/ports.server";
import { testSchema } from "../../../tests/db/job-queue";
import { type JobDefinition, runJob } from "./catalogue.server";
import type { JobQueue } from "./queue";

const running: JobQueue[] = [];
afterEach(async () => {
  await Promise.all(running.splice(0).map((q) => q.stop()));
});

async function start(definitions: JobDefinition[], options: { work: boolean; schema?: string } & object) {
  const queue = await startPgBossQueue(await getDatabase(), {
    definitions,
    schema: testSchema(),
    retryDelaySeconds: 1,
    cronIntervalSeconds: 1,
    idlePollSeconds: 1,
    ...options,
  });
  running.push(queue);
  return queue;
}

async function until(check: () => boolean | Promise<boolean>, seconds = 20) {
  for (let waited = 0; waited < seconds * 10; waited++) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error("waited in vain");
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** A job that counts its runs and fails its first `failures` attempts. */
function counting(name: string, failures = 0, extra: Partial<JobDefinition> = {}) {
  const runs: unknown[] = [];
  const definition: JobDefinition = {
    name,
    ...extra,
    run: async (_job, data) => {
      runs.push(data);
      if (runs.length <= failures) throw new Error(`attempt ${runs.length} failed`);
      return runs.length;
    },
  };
  return { definition, runs };
}

describe("the job queue", () => {
  it("runs a queued job once, in a worker, within moments", async () => {
    const job = counting("test.once");
    const queue = await start([job.definition], { work: true });
    expect(await queue.enqueue("test.once", { n: 1 })).toBe(true);
    await until(() => job.runs.length > 0);
    await pause(1500);
    expect(job.runs).toEqual([{ n: 1 }]);
  });

  it("takes a key once: a second enqueue is ignored, and a redelivery of done work does nothing", async () => {
    const job = counting("test.keyed");
    const queue = await start([job.definition], { work: false });
    expect(await queue.enqueue("test.keyed", { n: 1 }, { key: "thing:1" })).toBe(true);
    expect(await queue.enqueue("test.keyed", { n: 2 }, { key: "thing:1" })).toBe(false);
    expect(await queue.enqueue("test.keyed", { n: 3 }, { key: "thing:2" })).toBe(true);
    expect(await queue.drain()).toBe(2);
    expect(job.runs).toEqual([{ n: 1 }, { n: 3 }]);
    // The same job delivered again (a worker died after the work, before the queue heard): skipped.
    const db = (await getDatabase()).db;
    expect(await runJob(job.definition, { db, ports: serverPorts(), key: "thing:1" }, { n: 1 })).toEqual({
      skipped: "already done",
    });
    expect(job.runs).toHaveLength(2);
  });

  it("queues inside the caller's transaction: a rolled-back change leaves no job", async () => {
    const job = counting("test.tx");
    const queue = await start([job.definition], { work: false });
    const { db } = await getDatabase();
    await expect(
      db.transaction(async (tx) => {
        await queue.enqueue("test.tx", { n: 1 }, { tx });
        throw new Error("the change failed");
      }),
    ).rejects.toThrow("the change failed");
    await db.transaction(async (tx) => {
      await queue.enqueue("test.tx", { n: 2 }, { tx });
    });
    expect(await queue.drain()).toBe(1);
    expect(job.runs).toEqual([{ n: 2 }]);
  });

  it("retries a failing job with back-off until it succeeds", async () => {
    const job = counting("test.flaky", 2);
    const queue = await start([job.definition], { work: true });
    await queue.enqueue("test.flaky", { n: 1 });
    await until(() => job.runs.length === 3, 30);
    await pause(1000);
    expect(job.runs).toHaveLength(3);
    expect(await queue.deadLetters({ limit: 10 })).toEqual([]);
  });

  it("keeps a job that failed every attempt as a dead letter, and retries it from there", async () => {
    let broken = true;
    const runs: number[] = [];
    const definition: JobDefinition = {
      name: "test.broken",
      retryLimit: 1,
      run: async () => {
        runs.push(runs.length + 1);
        if (broken) throw new Error("the mail server said no");
      },
    };
    const queue = await start([definition], { work: true });
    await queue.enqueue("test.broken", { n: 1 }, { key: "broken:1" });
    await until(async () => (await queue.deadLetters({ limit: 10 })).length === 1, 30);
    const [dead] = await queue.deadLetters({ limit: 10 });
    expect(dead).toMatchObject({
      name: "test.broken",
      error: "the mail server said no",
      attempts: 2,
      key: "broken:1",
    });
    expect(dead.failedAt).toBeInstanceOf(Date);
    expect(runs).toHaveLength(2);

    broken = false;
    expect(await queue.retryDeadLetter(dead.id)).toBe(true);
    await until(() => runs.length === 3);
    expect(await queue.deadLetters({ limit: 10 })).toEqual([]);
    expect(await queue.retryDeadLetter(dead.id)).toBe(false);
  });

  it("pages the dead letters", async () => {
    const definition: JobDefinition = {
      name: "test.dead",
      retryLimit: 0,
      run: async () => {
        throw new Error("no");
      },
    };
    const queue = await start([definition], { work: false });
    for (let n = 0; n < 3; n++) await queue.enqueue("test.dead", { n });
    await queue.drain();
    const first = await queue.deadLetters({ limit: 2 });
    expect(first).toHaveLength(2);
    const rest = await queue.deadLetters({ limit: 2, after: first[1].id });
    expect(rest).toHaveLength(1);
    expect(new Set([...first, ...rest].map((d) => d.id)).size).toBe(3);
  });

  it("runs a cron job once per period however many workers run", { timeout: 100_000 }, async () => {
    const runMinutes: string[] = [];
    const definition: JobDefinition = {
      name: "test.cron",
      cron: "* * * * *",
      run: async () => {
        runMinutes.push(new Date().toISOString().slice(0, 16));
      },
    };
    const schema = testSchema();
    // A period's job runs within a second or two of the minute it was queued in; starting late in a minute would let
    // the next minute's (rightful) run fall inside the wait below, so start early in one.
    if (new Date().getUTCSeconds() > 40) await pause((61 - new Date().getUTCSeconds()) * 1000);
    // Two workers on one database, as two app processes would be.
    await start([definition], { work: true, schema });
    await start([definition], { work: true, schema });
    await until(() => runMinutes.length > 0, 75);
    await pause(5000);
    // Each minute ran once: a second run in the same minute is the duplicate this test is about.
    expect(runMinutes).toEqual([...new Set(runMinutes)]);
    expect(runMinutes.length).toBeGreaterThan(0);
  });

  it("stop() waits for the job in flight", async () => {
    const events: string[] = [];
    const definition: JobDefinition = {
      name: "test.slow",
      run: async () => {
        events.push("started");
        await pause(1500);
        events.push("finished");
      },
    };
    const queue = await start([definition], { work: true });
    await queue.enqueue("test.slow", {});
    await until(() => events.includes("started"));
    await running.splice(running.indexOf(queue), 1)[0].stop();
    expect(events).toEqual(["started", "finished"]);
  });
});
