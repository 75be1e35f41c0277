/** One page of a list and the size of the whole list, from one definition of the list's query. */
import { count, type SQL, type Subquery } from "drizzle-orm";
import type { PgColumn, PgSelect } from "drizzle-orm/pg-core";
import { offsetOf } from "~/core/listing/list-query";
import type { Db } from "~/db/client.server";

export interface PageRequest {
  /** 1-based; a page below 1 reads as the first. A page past the end has no rows (the total still counts them all). */
  page: number;
  pageSize: number;
}

export type ListOrder = (PgColumn | SQL | SQL.Aliased)[];

/**
 * `list` builds the list's query once per call — select, from, joins, where, in dynamic mode (`.$dynamic()`), without
 * its order — and is called twice: the rows are that query ordered by `orderBy` and cut to the page; the total counts
 * that same query as a subquery, so it always counts the rows the pages show. PostgreSQL flattens the subquery: the
 * columns the count does not read (correlated subqueries included) are not computed, and an unused left join on a
 * key is removed.
 */
export async function paginate<Q extends PgSelect>(
  db: Db,
  page: PageRequest,
  list: () => Q,
  orderBy: ListOrder,
): Promise<{ rows: Q["_"]["result"]; total: number }> {
  const [rows, [{ total }]] = await Promise.all([
    list()
      .orderBy(...orderBy)
      .limit(page.pageSize)
      .offset(offsetOf({ page: Math.max(1, page.page), pageSize: page.pageSize })),
    // A generic Q's subquery type is too deep for from()'s check; any select is a valid subquery.
    db.select({ total: count() }).from(list().as("listed") as unknown as Subquery),
  ]);
  return { rows, total };
}
