import { getTableName, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

/**
 * Refreshes the planner's statistics after a bulk write (an import, the demo seed, bench data). PGlite runs no
 * autovacuum at all and PostgreSQL's waits for its threshold, so without this the planner keeps guessing from an
 * empty table (14 pools instead of 5,050) and picks nested loops over thousands of rows. No tables means every table
 * of the database.
 */
export async function analyzeTables(db: Db | Tx, tables: readonly PgTable[] = []) {
  if (tables.length === 0) {
    await db.execute(sql`analyze`);
    return;
  }
  await db.execute(sql.raw(`analyze ${tables.map((t) => `"${getTableName(t)}"`).join(", ")}`));
}
