/**
 * Part of `npm run bench:locations`: customer search at 50,000 customers, with and without the trigram index on
 * `search_text` (migration 0017). Seeds the customers, then times the customer list's search (name, e-mail, phone
 * digits, a street) with the index dropped and again with it back, and prints the plan of each query (a sequential
 * scan before, a bitmap scan of `customer_search_trgm_idx` after). On PGlite, and on PostgreSQL when DATABASE_URL
 * is set. Prints figures; asserts nothing.
 */
import { isNull, sql } from "drizzle-orm";
import { parseListQuery } from "~/core/listing/list-query";
import { analyzeTables } from "~/db/analyze.server";
import type { DbHandle } from "~/db/client.server";
import { customer } from "~/db/schema";
import { customerSearch, customerSorts, listCustomers } from "~/domain/customers/customers.server";
import { scoped } from "~/domain/tenant.server";
import { cities, streets } from "./customers";
import { benchCompany, inBatches, onEachDatabase, timeMedian } from "./databases";

const CUSTOMERS = 50_000;
const searches = ["Last42517", "customer31337@", "4805531337", "camelback"];

async function bench(handle: DbHandle, label: string) {
  const ctx = await benchCompany(handle);
  const db = handle.db;
  const seedStarted = performance.now();
  const rows = Array.from({ length: CUSTOMERS }, (_, i) => {
    const phone = `(480) 5${String(Math.floor(i / 10_000)).padStart(2, "5")}-${String(i % 10_000).padStart(4, "0")}`;
    const address = `${100 + i} ${streets[i % streets.length]}`;
    const city = cities[i % cities.length];
    return {
      companyId: ctx.companyId,
      firstName: `First${i}`,
      lastName: `Last${i}`,
      displayName: `Last${i}, First${i}`,
      email: `customer${i}@example.com`,
      phone,
      billingAddressLine: address,
      billingCity: city,
      // What refreshCustomerSearchText stores, computed here so 50,000 rows seed in seconds.
      searchText: [`Last${i}, First${i}`, `First${i}`, `Last${i}`, `customer${i}@example.com`, address, city]
        .join(" ")
        .concat(` ${phone.replace(/\D/g, "")}`)
        .toLowerCase(),
    };
  });
  await inBatches(rows, (batch) => db.insert(customer).values(batch), 1_000);
  await analyzeTables(db, [customer]);
  console.log(
    `\n${label}: ${CUSTOMERS.toLocaleString("en-US")} customers seeded in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const query = (q: string) =>
    parseListQuery(new URLSearchParams({ q }), {
      sorts: customerSorts,
      defaultSort: "name",
      filters: ["status", "tag", "archived"],
    });
  const plan = async (q: string) => {
    const select = db
      .select({ id: customer.id })
      .from(customer)
      .where(scoped(ctx, customer, isNull(customer.archivedAt), customerSearch(q)));
    const result = (await db.execute(sql`explain ${select}`)) as unknown as {
      rows: Record<string, string>[];
    };
    return result.rows
      .map((r) => Object.values(r)[0])
      .filter((line) => /Scan/.test(line))
      .map((line) => line.trim().replace(/\s+\(cost.*$/, ""))
      .join("; ");
  };
  const run = async (when: string) => {
    for (const q of searches) {
      await timeMedian(`${when}: search '${q}'`, 9, () => listCustomers(ctx, query(q)));
      console.log(`    plan: ${await plan(q)}`);
    }
  };

  await db.execute(sql`drop index customer_search_trgm_idx`);
  await run("no index");
  const started = performance.now();
  await db.execute(
    sql`create index customer_search_trgm_idx on customer using gin (search_text gin_trgm_ops)`,
  );
  await analyzeTables(db, [customer]);
  console.log(`  trigram index built in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await run("trigram index");
  await handle.close();
}

await onEachDatabase(bench);
