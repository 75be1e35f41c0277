import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createPglite, openDatabase, setDatabase } from "~/db/client.server";
import { onServer, startTestQueue, stopTestQueue } from "./job-queue";

// Each test file gets its own database, a copy of the run's migrated one: the PGlite dump, or the template database
// on the PostgreSQL server.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-data-"));
process.env.LOG_LEVEL = "silent";

const templateUrl = inject("templateDatabaseUrl");
// The file's own PostgreSQL database, for a test that opens more connections to it (app/db/readiness.test.ts).
if (templateUrl)
  process.env.TEST_FILE_DATABASE_URL = await copyOfTemplate(templateUrl, inject("databaseServerUrl"));
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

/** A new database on the server, copied from the run's template and named after it (the global setup drops both). */
async function copyOfTemplate(templateUrl: string, serverUrl: string): Promise<string> {
  const url = new URL(templateUrl);
  const template = url.pathname.slice(1);
  const copy = `${template}_${Math.random().toString(36).slice(2, 10)}`;
  await onServer(serverUrl, (admin) => admin.query(`CREATE DATABASE ${copy} TEMPLATE ${template}`));
  url.pathname = `/${copy}`;
  return url.toString();
}
