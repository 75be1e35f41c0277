import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { openTestQueue, PGLITE_QUEUE_SCHEMA } from "./job-queue";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) that each test file clones. */
    pgliteDump: string;
    /** Set when the suite runs against a PostgreSQL server (TEST_DATABASE_URL). */
    databaseUrl: string;
  }
}

/**
 * Migrates once per run. On PGlite: installs the job queue's schema and dumps the migrated data directory so every test file starts from a copy in
 * milliseconds. With TEST_DATABASE_URL: creates a fresh database for this run on that server and drops it after.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `dripdrop_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    await admin.end();
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    const handle = await openDatabase({ url: url.toString() });
    await migrate(handle);
    await handle.close();
    project.provide("databaseUrl", url.toString());
    project.provide("pgliteDump", "");
    return async () => {
      const cleanup = new pg.Client({ connectionString: serverUrl });
      await cleanup.connect();
      await cleanup.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await cleanup.end();
    };
  }
  const client = await createPglite();
  const handle = await openDatabase({ pglite: client });
  await migrate(handle);
  // Install the job queue's schema once, so no test file spends its start-up installing it again.
  await (await openTestQueue(handle, PGLITE_QUEUE_SCHEMA)).stop();
  const dump = await client.dumpDataDir("gzip");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-test-")), "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteDump", file);
  project.provide("databaseUrl", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
