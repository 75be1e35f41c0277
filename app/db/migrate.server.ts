import path from "node:path";
import { migrate as migrateNodePg } from "drizzle-orm/node-postgres/migrator";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import type { DbHandle } from "./client.server";

export const migrationsFolder = path.resolve(process.env.MIGRATIONS_DIR ?? "drizzle");

/** Applies the committed SQL migrations under drizzle/ (idempotent). */
export async function migrate(handle: DbHandle) {
  if (handle.kind === "postgres") {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migrateNodePg(handle.db as any, { migrationsFolder });
  } else {
    // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver-specific type
    await migratePglite(handle.db as any, { migrationsFolder });
  }
}
