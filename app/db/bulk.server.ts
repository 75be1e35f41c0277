import { getTableColumns, getTableName, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db, Tx } from "./client.server";

/**
 * `insert into <table> (…) select * from unnest($1::type[], $2::type[], …)`: many rows with one array parameter per
 * column. A multi-row `values` list has one parameter per cell (15,000 for 1,000 invoice lines), which Drizzle builds
 * and the driver sends one by one; this stays a dozen parameters at any size, and PostgreSQL's 65,535-parameter
 * limit never applies. `keys` are the table's property names; the caller adds `on conflict`/`returning`.
 */
export function unnestInsert<T extends PgTable, K extends keyof T["_"]["columns"] & string>(
  table: T,
  keys: readonly K[],
  rows: readonly { [P in K]: unknown }[],
): SQL {
  const columns = getTableColumns(table);
  const names = keys.map((k) => sql.identifier(columns[k].name));
  const arrays = keys.map((k) => {
    const values = rows.map((row) => {
      const value = row[k];
      return value instanceof Date ? value.toISOString() : (value ?? null);
    });
    return sql`${sql.param(values)}::${sql.raw(columns[k].getSQLType())}[]`;
  });
  return sql`insert into ${sql.identifier(getTableName(table))} (${sql.join(names, sql`, `)})
    select * from unnest(${sql.join(arrays, sql`, `)})`;
}

/** The rows of a raw statement, whichever driver ran it (both return `{ rows }`). */
export async function rowsOf<T>(db: Db | Tx, query: SQL): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}
