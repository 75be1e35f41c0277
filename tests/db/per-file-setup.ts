import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, inject } from "vitest";
import { createPglite, openDatabase, setDatabase } from "~/db/client.server";
import { startTestQueue, stopTestQueue } from "./job-queue";

// Each test file gets its own database: a copy of the migrated PGlite, or the run's PostgreSQL database.
process.env.DATA_DIR = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-data-"));
process.env.LOG_LEVEL = "silent";

const databaseUrl = inject("databaseUrl");
const handle = databaseUrl
  ? await openDatabase({ url: databaseUrl })
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
