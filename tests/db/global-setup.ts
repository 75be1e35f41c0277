import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { createPglite, openDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { createDatabase, dropDatabases } from "../support/postgres-server";
import { openTestQueue, TEST_QUEUE_SCHEMA } from "./job-queue";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated PGlite data directory (tarball) that each test file clones. */
    pgliteDump: string;
    /**
     * Set when the suite runs against a PostgreSQL server (TEST_DATABASE_URL): the URL of the run's migrated template
     * database, which each test file copies into a database of its own (tests/db/per-file-setup.ts).
     */
    templateDatabaseUrl: string;
    /** The PostgreSQL server's own URL (TEST_DATABASE_URL), for creating the copies; empty on PGlite. */
    databaseServerUrl: string;
  }
}

/**
 * Migrates once per run and installs the job queue's schema, so every test file starts from a copy of a ready
 * database: on PGlite a dump of the data directory, loaded in milliseconds; with TEST_DATABASE_URL a template database
 * on that server (CREATE DATABASE … TEMPLATE copies it in a fraction of a second, where installing the queue's schema
 * in each file took about 2 s). The run's databases are dropped after it.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const template = `dripdrop_test_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
    const templateUrl = await createDatabase(serverUrl, template);
    const handle = await openDatabase({ url: templateUrl });
    await migrate(handle);
    await (await openTestQueue(handle, TEST_QUEUE_SCHEMA)).stop();
    await handle.close();
    project.provide("templateDatabaseUrl", templateUrl);
    project.provide("databaseServerUrl", serverUrl);
    project.provide("pgliteDump", "");
    // The template and every test file's copy of it (named after it).
    return () => dropDatabases(serverUrl, template);
  }
  const client = await createPglite();
  const handle = await openDatabase({ pglite: client });
  await migrate(handle);
  await (await openTestQueue(handle, TEST_QUEUE_SCHEMA)).stop();
  const dump = await client.dumpDataDir("gzip");
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-test-")), "migrated.tar.gz");
  fs.writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await client.close();
  project.provide("pgliteDump", file);
  project.provide("templateDatabaseUrl", "");
  project.provide("databaseServerUrl", "");
  return () => fs.rmSync(path.dirname(file), { recursive: true, force: true });
}
