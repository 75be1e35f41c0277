import { parseCsv } from "~/core/import/csv";
import { guessMapping } from "~/core/import/fields";
import { validateRows } from "~/core/import/validate";
import { parseListQuery } from "~/core/listing/list-query";
import type { DbHandle } from "~/db/client.server";
import { customerSorts, getCustomer, listCustomers } from "~/domain/customers/customers.server";
import { importCustomers } from "~/domain/import/customers-import.server";
import { listLocations, listLocationsOfCustomer, locationSorts } from "~/domain/locations/locations.server";
import { searchCompany } from "~/domain/search/search.server";
import { seedCustomers } from "./customers";
import { benchCompany, onEachDatabase, timeMedian } from "./databases";

async function bench(handle: DbHandle, label: string) {
  const ctx = await benchCompany(handle);

  const seedStarted = performance.now();
  const { customers } = await seedCustomers(handle.db, ctx.companyId);
  console.log(
    `\n${label}: seeded 5,000 customers, 6,000 locations, 7,000 bodies of water, 15,000 equipment in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );

  const customersQuery = (params: string) =>
    parseListQuery(new URLSearchParams(params), {
      sorts: customerSorts,
      defaultSort: "name",
      filters: ["status", "tag", "archived"],
    });
  const middle = customers[2500];
  await timeMedian("customer list, first page (25, by name)", 15, () =>
    listCustomers(ctx, customersQuery("")),
  );
  await timeMedian("customer list, page 100 sorted by created", 15, () =>
    listCustomers(ctx, customersQuery("page=100&sort=created&dir=desc")),
  );
  await timeMedian("customer list, status + tag filter", 15, () =>
    listCustomers(ctx, customersQuery("status=lead&tag=salt")),
  );
  await timeMedian("customer search 'Last2500'", 15, () => listCustomers(ctx, customersQuery("q=Last2500")));
  await timeMedian("customer search by phone digits '5552500'", 15, () =>
    listCustomers(ctx, customersQuery("q=5552500")),
  );
  await timeMedian("top-bar search 'Camelback'", 15, () => searchCompany(ctx, "Camelback"));
  await timeMedian("customer detail (customer + locations)", 15, () =>
    Promise.all([getCustomer(ctx, middle.id), listLocationsOfCustomer(ctx, middle.id)]),
  );
  await timeMedian("locations list, first page", 15, () =>
    listLocations(
      ctx,
      parseListQuery(new URLSearchParams(""), { sorts: locationSorts, defaultSort: "address", filters: [] }),
    ),
  );
  await timeMedian("locations list, missing coordinates", 15, () =>
    listLocations(
      ctx,
      parseListQuery(new URLSearchParams("coordinates=missing"), {
        sorts: locationSorts,
        defaultSort: "address",
        filters: ["coordinates"],
      }),
    ),
  );
  // An import of 1,000 new rows (customer + location + pool each) into the 5,000-customer company, then the same
  // file again (all updates): parse, validate and commit, as the import page does.
  const header = "Customer ID,First name,Last name,Email,Address,City,Zip,Pool name,Gallons,Sanitizer";
  const importFile = (run: number) =>
    [
      header,
      ...Array.from(
        { length: 1000 },
        (_, i) =>
          `IMP-${run}-${i},Imp${i},Row${i},imp${run}-${i}@example.com,${i} Import Way,Mesa,85201,Pool,${15000 + i},chlorine`,
      ),
    ].join("\n");
  const importOnce = async (csv: string) => {
    const table = parseCsv(csv);
    if (!table.ok) throw new Error(table.message);
    const plan = validateRows(table.value.rows, guessMapping(table.value.headers), ctx.units);
    return importCustomers(ctx, plan);
  };
  for (const [label, csv] of [
    ["import 1,000 new rows", importFile(1)],
    ["re-import the same 1,000 rows (updates)", importFile(1)],
  ] as const) {
    const started = performance.now();
    const counts = await importOnce(csv);
    console.log(
      `  ${label.padEnd(44)} ${(performance.now() - started).toFixed(0).padStart(7)} ms   ${JSON.stringify(counts)}`,
    );
  }
  await handle.close();
}

await onEachDatabase(bench);
