import { and, count, eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { es as spanishCatalog } from "~/core/i18n/catalogs/es";
import { parseCsv } from "~/core/import/csv";
import { guessMapping } from "~/core/import/fields";
import { type ImportCustomer, validateRows } from "~/core/import/validate";
import { parseListQuery } from "~/core/listing/list-query";
import { bodyOfWater, customer, equipment, serviceLocation } from "~/db/schema";
import { importFieldLabels } from "~/routes/company/customers/import-labels";
import { newCompany } from "../../../tests/db/factories";
import {
  createCustomer,
  customerFilters,
  customerSorts,
  listCustomers,
  setCustomerArchived,
} from "../customers/customers.server";
import type { CustomerInput } from "../customers/schemas";
import { createLocation } from "../locations/locations.server";
import type { LocationInput } from "../locations/schemas";
import type { TenantContext } from "../tenant.server";
import {
  exportBodiesCsv,
  exportCustomersCsv,
  exportEquipmentCsv,
  exportLocationsCsv,
  IMPORT_BATCH_SIZE,
  type ImportProgress,
  importCustomers,
} from "./customers-import.server";

/** The words a reader of English (or Spanish) sees for a problem: messages are catalog keys or keyed messages. */
const en = translatorFor("en");
const es = translatorFor("es");

const listOptions = { sorts: customerSorts, defaultSort: "name" as const, filters: customerFilters };

/** What the import page does with a file: parse, guess the columns, check the rows. */
function check(ctx: TenantContext, csv: string) {
  const table = parseCsv(csv);
  if (!table.ok) throw new Error(table.message);
  return validateRows(table.value.rows, guessMapping(table.value.headers), ctx.units);
}

async function importCsv(ctx: TenantContext, csv: string) {
  const result = check(ctx, csv);
  expect(result.errors).toEqual([]);
  return importCustomers(ctx, result);
}

async function countsOf(ctx: TenantContext) {
  const [c] = await ctx.db.select({ n: count() }).from(customer).where(eq(customer.companyId, ctx.companyId));
  const [l] = await ctx.db
    .select({ n: count() })
    .from(serviceLocation)
    .where(eq(serviceLocation.companyId, ctx.companyId));
  const [b] = await ctx.db
    .select({ n: count() })
    .from(bodyOfWater)
    .where(eq(bodyOfWater.companyId, ctx.companyId));
  return { customers: c.n, locations: l.n, bodies: b.n };
}

const goodFile = [
  "Account #,First Name,Last Name,Company,E-mail Address,Home Phone,Service Address,City,State,Zip,Lat,Lng,Gate Code,Dog,Pool Name,Gallons,Chlorine type,Tags,Notes,Status",
  'A-1,Ann,Lee,,ANN@example.com,555-010-0100,12 Palm Street,Austin,TX,78701,30.27,-97.74,1234,Rex,Main pool,"20,000",salt water,VIP;weekly,Pays by check,active',
  "A-1,Ann,Lee,,ann@example.com,555-010-0100,12 Palm St.,Austin,TX,78701,30.27,-97.74,1234,Rex,Spa,400,SWG,,,active",
  "A-1,Ann,Lee,,ann@example.com,555-010-0100,9 Lake Road,Austin,TX,78702,,,,,,,,,,active",
  "A-2,,,Lone Star HOA,board@lonestar.example,,1 Club Way,Dallas,TX,75201,,,,,Community pool,90000,chlorine,hoa,,lead",
  "A-3,Bo,Diaz,,,,,,,,,,,,,,,,,inactive",
].join("\n");

const customerInput = (overrides: Partial<CustomerInput> = {}): CustomerInput => ({
  firstName: "Cara",
  lastName: "Nguyen",
  companyName: null,
  displayAsCompany: false,
  email: "cara@example.com",
  phone: "+1 (555) 010-0199",
  mobilePhone: null,
  billingAddressLine: "PO Box 7",
  billingCity: "Austin",
  billingRegion: "TX",
  billingPostalCode: "78701",
  status: "active",
  tags: ["vip", "gated"],
  billingNotes: 'Leave the invoice, say "thanks", and = nothing else',
  billingTerms: "net 15",
  rateType: "per stop",
  ...overrides,
});

const locationInput = (overrides: Partial<LocationInput> = {}): LocationInput => ({
  nickname: null,
  addressLine: "40 Oak Avenue",
  city: "Austin",
  region: "TX",
  postalCode: "78703",
  country: "US",
  latitude: 30.28,
  longitude: -97.75,
  gateCode: "#4321",
  accessNotes: "Side gate",
  dogName: null,
  mainContactId: null,
  estimatedMinutes: 45,
  geocode: false,
  ...overrides,
});

/** A customer made through the forms (no import key), with a location and a pool. */
async function seedManual(ctx: TenantContext, overrides: Partial<CustomerInput> = {}) {
  const c = await createCustomer(ctx, customerInput(overrides));
  const l = await createLocation(ctx, c.id, locationInput());
  await ctx.db.insert(bodyOfWater).values({
    companyId: ctx.companyId,
    customerId: c.id,
    serviceLocationId: l.id,
    name: "Pool",
    volume: 15000,
    sanitizer: "chlorine",
  });
  return { customer: c, location: l };
}

describe("importing a good file", () => {
  it("creates the customers with their locations and bodies of water", async () => {
    const { ctx } = await newCompany();
    const progress: ImportProgress[] = [];
    const result = check(ctx, goodFile);
    expect(result.errors).toEqual([]);
    const counts = await importCustomers(ctx, result, { onProgress: (p) => progress.push(p) });
    expect(counts).toEqual({
      customersCreated: 3,
      customersUpdated: 0,
      locationsCreated: 3,
      bodiesCreated: 3,
    });
    expect(progress.at(-1)).toEqual({ phase: "bodies", done: 3, total: 3 });

    const rows = await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));
    const ann = rows.find((r) => r.importKey === "A-1")!;
    expect(ann).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      displayName: "Lee, Ann",
      email: "ann@example.com",
      tags: ["vip", "weekly"],
      billingNotes: "Pays by check",
      status: "active",
    });
    expect(rows.find((r) => r.importKey === "A-2")).toMatchObject({
      displayName: "Lone Star HOA",
      displayAsCompany: true,
      status: "lead",
    });
    expect(rows.find((r) => r.importKey === "A-3")).toMatchObject({
      displayName: "Diaz, Bo",
      status: "inactive",
    });

    const locations = await ctx.db
      .select()
      .from(serviceLocation)
      .where(eq(serviceLocation.customerId, ann.id));
    expect(locations.map((l) => l.addressLine).sort()).toEqual(["12 Palm Street", "9 Lake Road"]);
    const palm = locations.find((l) => l.addressLine === "12 Palm Street")!;
    expect(palm).toMatchObject({
      latitude: 30.27,
      longitude: -97.74,
      geocodedBy: "import",
      gateCode: "1234",
    });
    expect(locations.find((l) => l.addressLine === "9 Lake Road")).toMatchObject({
      latitude: null,
      geocodedBy: null,
    });
    // Search knows the imported customers by name, phone digits and service address.
    for (const q of ["lone star", "5550100100", "9 lake road"]) {
      const found = await listCustomers(ctx, parseListQuery(new URLSearchParams({ q }), listOptions));
      expect(found.rows.map((r) => r.displayName)).toEqual([
        q === "lone star" ? "Lone Star HOA" : "Lee, Ann",
      ]);
    }
    const bodies = await ctx.db.select().from(bodyOfWater).where(eq(bodyOfWater.serviceLocationId, palm.id));
    expect(bodies.map((b) => [b.name, b.kind, b.volume, b.sanitizer]).sort()).toEqual([
      ["Main pool", "pool", 20000, "salt"],
      ["Spa", "spa", 400, "salt"],
    ]);
  });

  it("imports 1,000 rows in batches, quickly", async () => {
    const { ctx } = await newCompany();
    const header = "Customer ID,First name,Last name,Email,Address,City,Zip,Pool name,Gallons,Sanitizer";
    const lines = Array.from(
      { length: 1000 },
      (_, i) =>
        `C-${i},First${i},Last${i},c${i}@example.com,${i} Main Street,Springfield,${String(10000 + i)},Pool,${15000 + i},chlorine`,
    );
    const csv = [header, ...lines].join("\n");
    const t0 = performance.now();
    const result = check(ctx, csv);
    const t1 = performance.now();
    const progress: ImportProgress[] = [];
    const counts = await importCustomers(ctx, result, { onProgress: (p) => progress.push(p) });
    const t2 = performance.now();
    const again = await importCustomers(ctx, check(ctx, csv));
    const t3 = performance.now();
    console.info(
      `1,000 rows on ${process.env.TEST_DATABASE_URL ? "PostgreSQL" : "PGlite"}: validate ${(t1 - t0).toFixed(0)} ms, ` +
        `import ${(t2 - t1).toFixed(0)} ms, re-import ${(t3 - t2).toFixed(0)} ms`,
    );
    expect(counts).toEqual({
      customersCreated: 1000,
      customersUpdated: 0,
      locationsCreated: 1000,
      bodiesCreated: 1000,
    });
    expect(again).toEqual({
      customersCreated: 0,
      customersUpdated: 1000,
      locationsCreated: 0,
      bodiesCreated: 0,
    });
    // 1,000 of each, 500 per insert: two batches per phase.
    expect(progress.filter((p) => p.phase === "customers").map((p) => p.done)).toEqual([
      IMPORT_BATCH_SIZE,
      1000,
    ]);
    expect(progress.filter((p) => p.phase === "bodies").map((p) => p.done)).toEqual([
      IMPORT_BATCH_SIZE,
      1000,
    ]);
    expect(await countsOf(ctx)).toEqual({ customers: 1000, locations: 1000, bodies: 1000 });
  });
});

describe("a file with Spanish column names", () => {
  it("imports a file headed with the Spanish names of the fields, and words its problems in Spanish", async () => {
    const { ctx } = await newCompany("Albercas del Sol");
    const spanish = (field: keyof typeof importFieldLabels) => spanishCatalog[importFieldLabels[field]];
    const header = [
      spanish("externalId"),
      spanish("firstName"),
      spanish("lastName"),
      spanish("email"),
      spanish("phone"),
      spanish("status"),
      spanish("preferredLanguage"),
      spanish("addressLine"),
      spanish("city"),
      spanish("region"),
      spanish("postalCode"),
      spanish("gateCode"),
      spanish("bodyName"),
      spanish("volume"),
      spanish("sanitizer"),
    ];
    expect(header.slice(0, 4)).toEqual(["ID del cliente", "Nombre", "Apellido", "Correo electrónico"]);
    const csv = [
      header.join(","),
      'E-7,María,Gómez,maria@example.com,555-010-0177,active,es,4 Calle Luna,El Paso,TX,79901,2580,Alberca,"18,000",salt',
    ].join("\r\n");
    const result = check(ctx, csv);
    expect(result.errors).toEqual([]);
    expect(await importCustomers(ctx, result)).toMatchObject({
      customersCreated: 1,
      locationsCreated: 1,
      bodiesCreated: 1,
    });
    const [maria] = await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));
    expect(maria).toMatchObject({
      importKey: "E-7",
      firstName: "María",
      lastName: "Gómez",
      email: "maria@example.com",
      status: "active",
      preferredLanguage: "es",
    });
    const [place] = await ctx.db
      .select()
      .from(serviceLocation)
      .where(eq(serviceLocation.customerId, maria.id));
    expect(place).toMatchObject({ addressLine: "4 Calle Luna", city: "El Paso", gateCode: "2580" });
    const [pool] = await ctx.db.select().from(bodyOfWater).where(eq(bodyOfWater.serviceLocationId, place.id));
    expect(pool).toMatchObject({ name: "Alberca", volume: 18000 });

    const bad = check(ctx, [header.join(","), "E-8,Luis,Paz,luis-at-example.com,,gone,,,,,,,,,"].join("\n"));
    expect(bad.errors.map((e) => `${e.field}: ${es.text(e.message)}`)).toEqual([
      "status: El estado debe ser lead, active o inactive, no “gone”.",
      "email: Escriba un correo electrónico válido.",
    ]);
  });
});

describe("progress", () => {
  it("waits for an asynchronous onProgress after each batch (a streamed response flushes there)", async () => {
    const { ctx } = await newCompany();
    const header = "Customer ID,First name,Last name,Address,City,Pool name,Gallons";
    const csv = [
      header,
      ...Array.from({ length: 25 }, (_, i) => `P-${i},First${i},Last${i},${i} Elm St,Springfield,Pool,15000`),
    ].join("\n");
    const seen: string[] = [];
    let pending = 0;
    const counts = await importCustomers(ctx, check(ctx, csv), {
      batchSize: 10,
      onProgress: async (p) => {
        pending++;
        await new Promise((resolve) => setImmediate(resolve));
        seen.push(`${p.phase} ${p.done}/${p.total}`);
        pending--;
      },
    });
    // Every report finished before the next batch and before the import returned.
    expect(pending).toBe(0);
    expect(counts).toMatchObject({ customersCreated: 25, locationsCreated: 25, bodiesCreated: 25 });
    expect(seen).toEqual(
      ["customers", "locations", "bodies"].flatMap((phase) => [10, 20, 25].map((d) => `${phase} ${d}/25`)),
    );
  });
});

describe("re-importing", () => {
  it("the same file creates no duplicates", async () => {
    const { ctx } = await newCompany();
    await importCsv(ctx, goodFile);
    const before = await countsOf(ctx);
    const again = await importCsv(ctx, goodFile);
    expect(again).toEqual({
      customersCreated: 0,
      customersUpdated: 3,
      locationsCreated: 0,
      bodiesCreated: 0,
    });
    expect(await countsOf(ctx)).toEqual(before);
  });

  it("without IDs, finds customers by name and e-mail", async () => {
    const { ctx } = await newCompany();
    const csv =
      "First,Last,Email,Street,City\nAnn,Lee,ann@example.com,1 A St,Austin\nBo,Diaz,,2 B St,Austin\n";
    expect(await importCsv(ctx, csv)).toMatchObject({ customersCreated: 2, locationsCreated: 2 });
    const shouted =
      "First,Last,Email,Street,City\nANN,lee,Ann@Example.com,1 a street,AUSTIN\nBo,Diaz,,2 B St,Austin\n";
    expect(await importCsv(ctx, shouted)).toEqual({
      customersCreated: 0,
      customersUpdated: 2,
      locationsCreated: 0,
      bodiesCreated: 0,
    });
    expect(await countsOf(ctx)).toMatchObject({ customers: 2, locations: 2 });
  });

  it("updates the file's fields, keeps the others, and adds only new locations and bodies", async () => {
    const { ctx } = await newCompany();
    await importCsv(ctx, goodFile);
    const [ann] = await ctx.db
      .select()
      .from(customer)
      .where(and(eq(customer.companyId, ctx.companyId), eq(customer.importKey, "A-1")));
    await ctx.db.update(customer).set({ billingTerms: "net 30" }).where(eq(customer.id, ann.id));

    // A newer export of the other tool: new e-mail, a new pool at a known address, a new address; no tags column.
    const newer = [
      "Account #,First Name,Last Name,E-mail Address,Service Address,City,Pool Name,Gallons",
      "A-1,Ann,Lee-Park,ann.new@example.com,12 PALM ST,Austin,Main pool,20000",
      "A-1,Ann,Lee-Park,ann.new@example.com,12 Palm Street,Austin,Wading pool,800",
      "A-1,Ann,Lee-Park,ann.new@example.com,77 Hill Court,Austin,,",
    ].join("\n");
    expect(await importCsv(ctx, newer)).toEqual({
      customersCreated: 0,
      customersUpdated: 1,
      locationsCreated: 1,
      bodiesCreated: 1,
    });
    const [updated] = await ctx.db.select().from(customer).where(eq(customer.id, ann.id));
    expect(updated).toMatchObject({
      email: "ann.new@example.com",
      lastName: "Lee-Park",
      displayName: "Lee-Park, Ann",
      tags: ["vip", "weekly"],
      billingTerms: "net 30",
      phone: "555-010-0100",
    });
    expect(updated.updatedAt.getTime()).toBeGreaterThanOrEqual(ann.updatedAt.getTime());
    const locations = await ctx.db
      .select()
      .from(serviceLocation)
      .where(eq(serviceLocation.customerId, ann.id));
    expect(locations.map((l) => l.addressLine).sort()).toEqual([
      "12 Palm Street",
      "77 Hill Court",
      "9 Lake Road",
    ]);
  });
});

describe("a file with problems", () => {
  it("reports the bad row among good ones, and nothing is imported", async () => {
    const { ctx } = await newCompany();
    const csv = [
      "Customer ID,First name,Last name,Email,Address,City,Gallons",
      "1,Ann,Lee,ann@example.com,1 A St,Austin,20000",
      "2,Bo,Diaz,bo-at-example.com,2 B St,Austin,20000",
      "3,Cy,Ray,cy@example.com,3 C St,Austin,20000",
    ].join("\n");
    const result = check(ctx, csv);
    expect(result.errors.map((e) => ({ ...e, message: en.text(e.message) }))).toEqual([
      { row: 2, line: 3, field: "email", message: "Enter a valid e-mail address." },
    ]);
    expect(result.counts.customers).toBe(2);
    await expect(importCustomers(ctx, result)).rejects.toThrow(/Fix the 1 problems/);
    expect(await countsOf(ctx)).toEqual({ customers: 0, locations: 0, bodies: 0 });
  });

  it("writes nothing when the database refuses a row mid-way (all or nothing)", async () => {
    const { ctx } = await newCompany();
    const header = "Customer ID,First name,Address,City,Gallons";
    const lines = Array.from({ length: 600 }, (_, i) => `C-${i},Name${i},${i} Main St,Austin,20000`);
    const result = check(ctx, [header, ...lines].join("\n"));
    expect(result.errors).toEqual([]);
    // The last body is too large for the integer column: the 2nd batch of bodies fails after 600 customers,
    // 600 locations and 500 bodies were already inserted in the transaction.
    const customers: ImportCustomer[] = result.customers.map((c, i) =>
      i === 599
        ? {
            ...c,
            locations: [
              { ...c.locations[0], bodies: [{ ...c.locations[0].bodies[0], volume: 3_000_000_000 }] },
            ],
          }
        : c,
    );
    const progress: ImportProgress[] = [];
    await expect(
      importCustomers(ctx, { ...result, customers }, { onProgress: (p) => progress.push(p) }),
    ).rejects.toThrow();
    expect(progress.at(-1)).toEqual({ phase: "bodies", done: 500, total: 600 });
    expect(await countsOf(ctx)).toEqual({ customers: 0, locations: 0, bodies: 0 });

    // The same file without the bad value imports fine afterwards.
    expect(await importCustomers(ctx, result)).toMatchObject({ customersCreated: 600, bodiesCreated: 600 });
  });

  it("10,000 bad rows give a bounded report, without crashing", async () => {
    const { ctx } = await newCompany();
    const header = "First name,Email,Phone,Address,City,Lat,Lng,Gallons";
    const bad = Array.from({ length: 10_000 }, (_, i) => `,nope${i},x,${i} Main St,,95,,-3`);
    const result = check(ctx, [header, ...bad].join("\n"));
    expect(result.rowCount).toBe(10_000);
    expect(result.invalidRows).toBe(10_000);
    expect(result.errors).toHaveLength(500);
    expect(result.errorCount).toBeGreaterThan(50_000);
    expect(result.errors[0]).toMatchObject({ line: 2 });
    expect(JSON.stringify(result.errors).length).toBeLessThan(100_000);
    await expect(importCustomers(ctx, result)).rejects.toThrow(/Fix the/);
    expect(await countsOf(ctx)).toEqual({ customers: 0, locations: 0, bodies: 0 });
  });
});

describe("export and import back", () => {
  it("the customer export imports back without duplicates and unchanged", async () => {
    const { ctx } = await newCompany();
    await seedManual(ctx);
    await seedManual(ctx, {
      firstName: "",
      lastName: "",
      companyName: "=Acme Pools",
      displayAsCompany: true,
      email: null,
      phone: "-555 0100",
      tags: [],
    });
    await importCsv(ctx, goodFile);
    const before = await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));
    const csv = await exportCustomersCsv(ctx);
    expect(csv).toContain("'=Acme Pools"); // guarded against spreadsheet formulas

    const counts = await importCsv(ctx, csv);
    expect(counts).toEqual({
      customersCreated: 0,
      customersUpdated: 5,
      locationsCreated: 0,
      bodiesCreated: 0,
    });
    const after = await ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));
    const comparable = (rows: typeof before) =>
      rows.map(({ updatedAt: _u, importKey: _k, ...rest }) => rest).sort((a, b) => a.id.localeCompare(b.id));
    expect(comparable(after)).toEqual(comparable(before));
    // A manually created customer now carries its own id as import key, so the next round trip finds it again.
    const manual = after.find((c) => c.firstName === "Cara")!;
    expect(manual.importKey).toBe(manual.id);
    expect(await importCsv(ctx, await exportCustomersCsv(ctx))).toMatchObject({ customersCreated: 0 });
  });

  it("the location and body-of-water exports import back without duplicates", async () => {
    const { ctx } = await newCompany();
    await seedManual(ctx);
    await importCsv(ctx, goodFile);
    const before = await countsOf(ctx);
    expect(await importCsv(ctx, await exportLocationsCsv(ctx))).toMatchObject({
      customersCreated: 0,
      locationsCreated: 0,
    });
    expect(await importCsv(ctx, await exportBodiesCsv(ctx))).toMatchObject({
      customersCreated: 0,
      locationsCreated: 0,
      bodiesCreated: 0,
    });
    expect(await countsOf(ctx)).toEqual(before);
  });

  it("another company imports the export as new customers", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    await seedManual(a.ctx);
    await importCsv(a.ctx, goodFile);
    const bodies = await exportBodiesCsv(a.ctx);
    expect(await importCsv(b.ctx, bodies)).toEqual({
      customersCreated: 3,
      customersUpdated: 0,
      locationsCreated: 3,
      bodiesCreated: 4,
    });
    expect(await importCsv(b.ctx, bodies)).toMatchObject({ customersCreated: 0, customersUpdated: 3 });
    // A's customers are untouched.
    expect(await countsOf(a.ctx)).toEqual({ customers: 4, locations: 4, bodies: 4 });
  });
});

describe("exports", () => {
  it("contain only the company's active rows, with human headers", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const mine = await seedManual(a.ctx, { firstName: "Mine" });
    const gone = await seedManual(a.ctx, { firstName: "Archived", email: "gone@example.com" });
    await setCustomerArchived(a.ctx, gone.customer.id, true);
    const theirs = await seedManual(b.ctx, { firstName: "Theirs", email: "theirs@example.com" });
    for (const [ctx, owner] of [
      [a.ctx, mine],
      [b.ctx, theirs],
    ] as const) {
      const [body] = await ctx.db
        .select()
        .from(bodyOfWater)
        .where(eq(bodyOfWater.customerId, owner.customer.id));
      await ctx.db.insert(equipment).values({
        companyId: ctx.companyId,
        customerId: body.customerId,
        bodyOfWaterId: body.id,
        category: "pump",
        make: "Pentair",
        model: ctx === a.ctx ? "IntelliFlo" : "SuperFlo",
      });
    }

    const customers = await exportCustomersCsv(a.ctx);
    const locations = await exportLocationsCsv(a.ctx);
    const bodies = await exportBodiesCsv(a.ctx);
    const items = await exportEquipmentCsv(a.ctx);
    expect(customers.split("\r\n")[0]).toMatch(
      /^Customer ID,Display name,First name,Last name,Business name/,
    );
    expect(locations.split("\r\n")[0]).toContain("Service address,City,State,ZIP code");
    expect(bodies.split("\r\n")[0]).toContain("Body of water,Kind,Volume (gal),Sanitizer");
    expect(items.split("\r\n")[0]).toContain("Category,Make,Model,Serial number");

    for (const csv of [customers, locations, bodies, items]) {
      expect(csv).toContain(mine.customer.id);
      expect(csv).not.toContain(theirs.customer.id);
      expect(csv).not.toContain("Theirs");
      expect(csv).not.toContain(gone.customer.id);
      expect(csv.trim().split("\r\n")).toHaveLength(2); // header + the one active row
    }
    expect(items).toContain("IntelliFlo");
    expect(items).not.toContain("SuperFlo");
    expect(customers).toContain('"Leave the invoice, say ""thanks"", and = nothing else"');
    expect(customers).toContain("vip, gated");
    expect(locations).toContain("30.28,-97.75");
  });

  it("an import into one company never touches another's customers", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const theirs = await seedManual(b.ctx, { firstName: "Theirs" });
    // A file naming B's customer id: A gets a new customer of its own.
    const csv = `Customer ID,First name,Last name\n${theirs.customer.id},Hijack,Attempt\n`;
    expect(await importCsv(a.ctx, csv)).toMatchObject({ customersCreated: 1, customersUpdated: 0 });
    const [untouched] = await b.ctx.db.select().from(customer).where(eq(customer.id, theirs.customer.id));
    expect(untouched).toMatchObject({ firstName: "Theirs", importKey: null });
  });
});

describe("permissions", () => {
  it("customers:read cannot import, but can export", async () => {
    const { ctx } = await newCompany();
    const reader = { ...ctx, permissions: ["customers:read"] };
    await expect(importCustomers(reader, check(ctx, goodFile))).rejects.toThrow(/customers:write/);
    expect(await countsOf(ctx)).toEqual({ customers: 0, locations: 0, bodies: 0 });
    await expect(exportCustomersCsv(reader)).resolves.toContain("Customer ID");
  });

  it("exports need customers:read", async () => {
    const { ctx } = await newCompany();
    const nobody = { ...ctx, permissions: ["reports:read"] };
    for (const exporter of [exportCustomersCsv, exportLocationsCsv, exportBodiesCsv, exportEquipmentCsv]) {
      await expect(exporter(nobody)).rejects.toThrow(/customers:read/);
    }
  });

  it("refreshes the planner's statistics after a large import, so it knows the tables' new sizes", async () => {
    const { ctx } = await newCompany("Big Import Pools");
    const lastAnalyzed = async () => {
      const result = (await ctx.db.execute(
        sql`select now() as now, (select last_analyze from pg_stat_user_tables where relname = 'service_location') as at`,
      )) as unknown as { rows: { now: string; at: string | null }[] };
      return result.rows[0];
    };
    const { now: started } = await lastAnalyzed();
    const rows = Array.from(
      { length: 300 },
      (_, i) => `Big${i},Row,big${i}@example.com,${i} Large Way,Mesa,85201`,
    );
    const counts = await importCsv(ctx, ["First name,Last name,Email,Address,City,Zip", ...rows].join("\n"));
    expect(counts).toMatchObject({ customersCreated: 300, locationsCreated: 300 });
    // An explicit ANALYZE (not autovacuum's, which PGlite doesn't have) ran on the tables the import wrote.
    const { at } = await lastAnalyzed();
    expect(at && new Date(at).getTime()).toBeGreaterThanOrEqual(new Date(started).getTime());
  });
});
