import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, expect, it } from "vitest";
import { AppProcess, basePort, createDatabase, Visitor } from "./app-process";

/**
 * docs/DEPLOY.md's backup and restore, as written there: `pg_dump --format=custom` of a database with the demo,
 * `pg_restore` into a new empty database, and the app started on the copy (without seeding) serves it.
 */
const port = basePort + 2;
const publicOrigin = `http://localhost:${port}`;
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-backup-"));
let app: AppProcess | undefined;

afterAll(async () => {
  await app?.stop();
  fs.rmSync(workDir, { recursive: true, force: true });
});

async function counts(url: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const { rows } = await client.query<{ tables: Record<string, number> }>(`
    select json_build_object(
      'companies', (select count(*) from company), 'users', (select count(*) from "user"),
      'customers', (select count(*) from customer), 'stops', (select count(*) from service_stop),
      'invoices', (select count(*) from invoice), 'migrations', (select count(*) from drizzle.__drizzle_migrations)
    ) as tables`);
  await client.end();
  return rows[0].tables;
}

it("a pg_dump of a demo database restores into a new database and the app starts on it", async () => {
  const source = await createDatabase("backup_source", { fromDemo: true });
  const dump = path.join(workDir, "dripdrop.dump");
  execFileSync("pg_dump", ["--format=custom", "--no-owner", `--file=${dump}`, source], { stdio: "pipe" });
  const restored = await createDatabase("backup_restored", { fromDemo: false });
  execFileSync("pg_restore", ["--no-owner", "--exit-on-error", `--dbname=${restored}`, dump], {
    stdio: "pipe",
  });
  const before = await counts(source);
  expect(before.customers).toBeGreaterThan(10);
  expect(await counts(restored)).toEqual(before);

  app = new AppProcess(port, {
    DATABASE_URL: restored,
    DATA_DIR: path.join(workDir, "data"),
    APP_URL: publicOrigin,
    SEED_DEMO: "false",
  });
  await app.ready();
  expect(await (await fetch(`${app.origin}/readyz`)).json()).toEqual({ status: "ready" });

  const owner = new Visitor(publicOrigin);
  await owner.signIn(app.origin, "/signIn", "owner@bluewave.demo", "drip-drop-demo");
  const dashboard = await owner.request(app.origin, "/company/dashboard");
  expect(dashboard.status).toBe(200);
  expect(await dashboard.text()).toContain("Blue Wave");
  const pat = new Visitor(publicOrigin);
  await pat.signIn(app.origin, "/homeOwnerSignIn", "pat@poolowner.demo", "drip-drop-demo");
  expect((await pat.request(app.origin, "/dashboard")).status).toBe(200);
});
