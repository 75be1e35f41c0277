import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase, setDatabase } from "~/db/client.server";
import { migrate } from "~/db/migrate.server";
import { seedDemo } from "~/demo/seed-demo.server";
import { buildIfNeeded } from "../../scripts/build-if-needed";
import { createDatabase, dropDatabases } from "../support/postgres-server";

declare module "vitest" {
  export interface ProvidedContext {
    /** The PostgreSQL server (TEST_DATABASE_URL) the app processes of these tests run against. */
    serverUrl: string;
    /** A migrated database with the demo, which each test file copies (CREATE DATABASE … TEMPLATE). */
    demoTemplate: string;
    /** Prefix of every database this run creates; all are dropped at the end. */
    runPrefix: string;
  }
}

/**
 * The multi-process tests start real app processes (scripts/start.ts) against a PostgreSQL server: they need one,
 * and fail — never skip — without it. The build is made once here, so processes started together never build at once.
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl)
    throw new Error(
      "The multi-process tests need a PostgreSQL server: TEST_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run test:multi",
    );
  buildIfNeeded(path.resolve(process.env.BUILD_DIR ?? "build"));

  const runPrefix = `dripdrop_multi_${Date.now()}_${Math.floor(Math.random() * 1e6)}`;
  const demoTemplate = `${runPrefix}_demo`;
  const dropAll = () => dropDatabases(serverUrl, runPrefix);
  try {
    await seedDemoDatabase(serverUrl, demoTemplate);
  } catch (error) {
    await dropAll();
    throw error;
  }
  project.provide("serverUrl", serverUrl);
  project.provide("demoTemplate", demoTemplate);
  project.provide("runPrefix", runPrefix);
  return dropAll;
}

async function seedDemoDatabase(serverUrl: string, name: string) {
  const url = await createDatabase(serverUrl, name);
  process.env.LOG_LEVEL = "silent";
  const handle = await openDatabase({ url });
  // The demo's accounts are made through the auth library, which uses the process's database.
  setDatabase(handle);
  try {
    await migrate(handle);
    await seedDemo(handle.db);
  } finally {
    await handle.close();
  }
}
