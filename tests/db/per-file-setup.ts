import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createPglite, openDatabase, setDatabase } from "~/db/client.server";
import { createDatabase } from "../support/postgres-server";
import { startTestQueue, stopTestQueue } from "./job-queue";

// Each test file gets its own database, a copy of the run's migrated one: the PGlite dump, or the template database
// on the PostgreSQL server.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-data-"));

const templateUrl = inject("templateDatabaseUrl");
// The file's own PostgreSQL database, for a test that opens more connections to it (app/db/readiness.test.ts).
if (templateUrl) {
  // Named after the template, so the global setup drops it with the template.
  const template = new URL(templateUrl).pathname.slice(1);
  const copy = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  process.env.TEST_FILE_DATABASE_URL = await createDatabase(inject("databaseServerUrl"), copy, template);
}
const handle = templateUrl
  ? await openDatabase({ url: process.env.TEST_FILE_DATABASE_URL })
  : await openDatabase({
      pglite: await createPglite({ loadDataDir: new Blob([fs.readFileSync(inject("pgliteDump"))]) }),
    });
setDatabase(handle);
// Domain code that queues a job (an invoice e-mail) finds the real queue.
await startTestQueue(handle);

afterAll(async () => {
  await stopTestQueue();
  await handle.close();
  fs.rmSync(process.env.DATA_DIR!, { recursive: true, force: true });
});
