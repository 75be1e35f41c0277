import fs from "node:fs";
import path from "node:path";
import { PGlite, type PGliteOptions } from "@electric-sql/pglite";
import { pg_trgm } from "@electric-sql/pglite/contrib/pg_trgm";
import type { ExtractTablesWithRelations } from "drizzle-orm";
import { drizzle as drizzleNodePg } from "drizzle-orm/node-postgres";
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import pg from "pg";
import { config } from "~/server/config.server";
import { logger } from "~/server/logger.server";
import * as schema from "./schema";
import { textGuard } from "./text-guard";

export type Schema = typeof schema;
/** The one database type the domain sees, whichever driver is underneath. */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;

export interface DbHandle {
  db: Db;
  kind: "pglite" | "postgres";
  /** The embedded instance (pglite) or the server's URL (postgres), for what shares the database: the job queue. */
  pglite?: PGlite;
  url?: string;
  close(): Promise<void>;
}

/**
 * A PGlite with the extensions the migrations use (pg_trgm for the customer search index). PostgreSQL ships them as
 * contrib; PGlite loads each at start, so every PGlite of the app, the tests and the scripts is made here.
 */
export function createPglite(options: Omit<PGliteOptions, "extensions"> = {}) {
  return PGlite.create({ ...options, extensions: { pg_trgm } });
}

export async function openDatabase(options: { url?: string; dataDir?: string; pglite?: PGlite } = {}) {
  if (options.url) {
    const pool = new pg.Pool({ connectionString: options.url, max: 10 });
    // An idle connection the server drops (restart, failover) must not crash the process; the pool replaces it.
    pool.on("error", (error) => logger.warn({ err: error }, "idle PostgreSQL connection lost"));
    const db = drizzleNodePg(pool, { schema, logger: textGuard }) as unknown as Db;
    return { db, kind: "postgres", url: options.url, close: () => pool.end() } satisfies DbHandle;
  }
  let client = options.pglite;
  if (!client) {
    const dir = options.dataDir ?? path.join(config.dataDir, "pglite");
    fs.mkdirSync(dir, { recursive: true });
    client = await createPglite({ dataDir: dir });
  }
  const db = drizzlePglite(client, { schema, logger: textGuard }) as unknown as Db;
  const owned = client;
  return { db, kind: "pglite", pglite: owned, close: () => owned.close() } satisfies DbHandle;
}

// One handle per process. Kept on globalThis because PGlite allows a single open instance per data directory and
// the dev server may load this module more than once.
const key = Symbol.for("dripdrop.db");
type Holder = { [key]?: Promise<DbHandle> };

export function getDatabase(): Promise<DbHandle> {
  const holder = globalThis as Holder;
  holder[key] ??= openDatabase({ url: config.databaseUrl });
  return holder[key];
}

/** Lets tests and scripts supply their own handle (a cloned PGlite, a per-run PostgreSQL database). */
export function setDatabase(handle: DbHandle) {
  (globalThis as Holder)[key] = Promise.resolve(handle);
}

export async function db(): Promise<Db> {
  return (await getDatabase()).db;
}
