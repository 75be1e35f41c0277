import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { expectedMigrations } from "~/server/health.server";
import { AppProcess, basePort, createDatabase } from "./app-process";

/** A new deployment: several processes start at once on an empty database; one migrates, the others wait for it. */
const apps: AppProcess[] = [];
afterAll(async () => {
  await Promise.all(apps.map((app) => app.stop()));
});

it("two processes started together on an empty database both come up, with each migration applied once", async () => {
  const url = await createDatabase("fresh", { fromDemo: false });
  for (const port of [basePort + 3, basePort + 4])
    apps.push(
      new AppProcess(port, { DATABASE_URL: url, SEED_DEMO: "false", APP_URL: `http://localhost:${port}` }),
    );
  await Promise.all(apps.map((app) => app.ready()));

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ n: number }>(
    "select count(*)::int as n from drizzle.__drizzle_migrations",
  );
  await client.end();
  expect(rows[0].n).toBe(expectedMigrations().length);
});
