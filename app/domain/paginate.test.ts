import { asc, desc, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { customer, serviceLocation } from "~/db/schema";
import { customerInput, locationInput, newCompany } from "../../tests/db/factories";
import { createCustomer, setCustomerArchived } from "./customers/customers.server";
import { createLocation } from "./locations/locations.server";
import { paginate } from "./paginate.server";
import { scoped, type TenantContext } from "./tenant.server";

/** A company with customers "C01".."C07" (C07 archived), each with one location; C01..C03 carry the tag "salt". */
async function companyWithCustomers() {
  const { ctx } = await newCompany();
  for (let n = 1; n <= 7; n++) {
    const name = `C${String(n).padStart(2, "0")}`;
    const created = await createCustomer(
      ctx,
      customerInput({
        firstName: name,
        lastName: "Pool",
        companyName: name,
        displayAsCompany: true,
        tags: n <= 3 ? ["salt"] : [],
      }),
    );
    await createLocation(ctx, created.id, locationInput({ addressLine: `${n} Main St` }));
    if (n === 7) await setCustomerArchived(ctx, created.id, true);
  }
  return ctx;
}

/** Customers joined to their locations: both tables have `id` and `company_id`, and a correlated subquery column. */
const customersWithPlaces = (ctx: TenantContext, only?: "salt") => () =>
  ctx.db
    .select({
      id: customer.id,
      name: customer.displayName,
      locationId: serviceLocation.id,
      address: serviceLocation.addressLine,
      places: sql<number>`(select count(*)::int from service_location sl where sl.customer_id = ${customer.id})`,
    })
    .from(customer)
    .innerJoin(serviceLocation, eq(serviceLocation.customerId, customer.id))
    .where(
      scoped(
        ctx,
        customer,
        sql`${customer.archivedAt} is null`,
        only ? sql`${customer.tags} @> array['salt']::text[]` : undefined,
      ),
    )
    .$dynamic();

describe("paginate", () => {
  it("returns the page's rows in order and the whole list's total", async () => {
    const ctx = await companyWithCustomers();
    const first = await paginate(ctx.db, { page: 1, pageSize: 4 }, customersWithPlaces(ctx), [
      asc(customer.displayName),
    ]);
    expect(first.total).toBe(6);
    expect(first.rows.map((r) => r.name)).toEqual(["C01", "C02", "C03", "C04"]);
    expect(first.rows[0]).toMatchObject({ address: "1 Main St", places: 1 });
    expect(first.rows[0].locationId).not.toBe(first.rows[0].id);

    const second = await paginate(ctx.db, { page: 2, pageSize: 4 }, customersWithPlaces(ctx), [
      desc(customer.displayName),
    ]);
    expect(second).toEqual({
      total: 6,
      rows: [expect.objectContaining({ name: "C02" }), expect.objectContaining({ name: "C01" })],
    });
  });

  it("a page past the end has no rows and still the total; a page below 1 is the first", async () => {
    const ctx = await companyWithCustomers();
    const past = await paginate(ctx.db, { page: 3, pageSize: 4 }, customersWithPlaces(ctx), [
      asc(customer.displayName),
    ]);
    expect(past).toEqual({ rows: [], total: 6 });
    const zero = await paginate(ctx.db, { page: 0, pageSize: 4 }, customersWithPlaces(ctx), [
      asc(customer.displayName),
    ]);
    expect(zero.rows.map((r) => r.name)).toEqual(["C01", "C02", "C03", "C04"]);
  });

  it("counts only what the filters keep, and nothing of another company", async () => {
    const ctx = await companyWithCustomers();
    const salt = await paginate(ctx.db, { page: 1, pageSize: 2 }, customersWithPlaces(ctx, "salt"), [
      asc(customer.displayName),
    ]);
    expect(salt.total).toBe(3);
    expect(salt.rows.map((r) => r.name)).toEqual(["C01", "C02"]);

    const { ctx: other } = await newCompany();
    expect(
      await paginate(other.db, { page: 1, pageSize: 25 }, customersWithPlaces(other), [customer.id]),
    ).toEqual({
      rows: [],
      total: 0,
    });
  });
});
