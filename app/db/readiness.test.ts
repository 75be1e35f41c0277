import { describe, expect, it } from "vitest";
import { expectedMigrations, readiness } from "~/server/health.server";
import { createPglite, getDatabase, openDatabase } from "./client.server";
import { withStartupLock } from "./startup-lock.server";

describe("readiness (/readyz)", () => {
  it("is ready when the database answers and every migration of the journal is applied", async () => {
    const handle = await getDatabase();
    expect(expectedMigrations().length).toBeGreaterThan(10);
    expect(await readiness(handle, { draining: false })).toEqual({ ready: true });
  });

  it("names a migration of the journal the database has not applied", async () => {
    const handle = await getDatabase();
    const expected = [...expectedMigrations(), { tag: "9999_next_release", when: 4_102_444_800_000 }];
    expect(await readiness(handle, { draining: false, expected })).toEqual({
      ready: false,
      reason: "migrations not applied: 9999_next_release",
    });
  });

  it("a database never migrated is not ready, with every migration pending", async () => {
    const empty = await openDatabase({ pglite: await createPglite() });
    const state = await readiness(empty, { draining: false });
    await empty.close();
    expect(state.ready).toBe(false);
    expect(!state.ready && state.reason).toMatch(
      /^migrations not applied: 0000_init, 0001_physical_locations/,
    );
  }, 90_000); // a fresh PGlite instance: slow to start on a loaded machine

  it("a database that does not answer, or a process shutting down, is not ready", async () => {
    const gone = await openDatabase({ url: "postgres://postgres@127.0.0.1:1/nothing" });
    const state = await readiness(gone, { draining: false, timeoutMs: 2000 });
    await gone.close();
    expect(state.ready).toBe(false);
    expect(!state.ready && state.reason).toMatch(/^database unreachable: /);
    expect(await readiness(await getDatabase(), { draining: true })).toEqual({
      ready: false,
      reason: "shutting down",
    });
  });
});

describe("start-up lock", () => {
  // Only PostgreSQL has several processes on one database; PGlite has one by nature.
  it.runIf(process.env.TEST_FILE_DATABASE_URL)(
    "runs the start-up work of processes starting together one at a time",
    async () => {
      const steps: string[] = [];
      const work = (name: string) => async () => {
        steps.push(`${name} starts`);
        await new Promise((resolve) => setTimeout(resolve, 150));
        steps.push(`${name} ends`);
        return name;
      };
      // Each "process" with its own connections to the same database.
      const first = await openDatabase({ url: process.env.TEST_FILE_DATABASE_URL });
      const second = await openDatabase({ url: process.env.TEST_FILE_DATABASE_URL });
      const results = await Promise.all([
        withStartupLock(first, work("a")),
        withStartupLock(second, work("b")),
      ]);
      await Promise.all([first.close(), second.close()]);
      expect(results.sort()).toEqual(["a", "b"]);
      expect(steps.map((step) => step.split(" ")[1])).toEqual(["starts", "ends", "starts", "ends"]);
    },
  );
});
