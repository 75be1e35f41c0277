import { sql } from "drizzle-orm";
import { it } from "vitest";
import { serviceLocation, customer } from "~/db/schema";
import { newCompany } from "../../../tests/db/factories";
it("perf", async () => {
  const { ctx } = await newCompany();
  const [c] = await ctx.db.insert(customer).values({ companyId: ctx.companyId, displayName: "x" }).returning();
  const rows = (n: number, tag: string) => Array.from({ length: n }, (_, i) => ({ id: crypto.randomUUID(), companyId: ctx.companyId, customerId: c.id, addressLine: `${tag}${i} Main`, city: "X", region: "TX", postalCode: "1", nickname: null, latitude: null, longitude: null, gateCode: null, accessNotes: null, dogName: null, country: "US" }));
  for (const size of [500, 100, 500]) {
    const data = rows(size, `s${size}`);
    let t = performance.now();
    const q = ctx.db.insert(serviceLocation).values(data);
    const built = q.toSQL();
    const tb = performance.now() - t;
    t = performance.now();
    await q;
    console.log("drizzle", size, "build", tb.toFixed(0), "exec", (performance.now() - t).toFixed(0), built.params.length);
  }
  for (const size of [500, 500]) {
    const data = rows(size, `j${size}`);
    const t = performance.now();
    await ctx.db.execute(sql`insert into service_location (id, company_id, customer_id, address_line, city, region, postal_code, country)
      select id, company_id, customer_id, address_line, city, region, postal_code, country from json_populate_recordset(null::service_location, ${JSON.stringify(data.map(d => ({ id: d.id, company_id: d.companyId, customer_id: d.customerId, address_line: d.addressLine, city: d.city, region: d.region, postal_code: d.postalCode, country: d.country })))}::json)`);
    console.log("json", size, (performance.now() - t).toFixed(0));
  }
});
