import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/core/listing/list-query";
import { customerInput, locationInput, newCompany } from "../../../tests/db/factories";
import { NotFoundError } from "../errors";
import {
  createLocation,
  getLocation,
  listLocations,
  locationSorts,
  setLocationArchived,
  updateLocation,
} from "../locations/locations.server";
import { searchCompany } from "../search/search.server";
import {
  addContact,
  createCustomer,
  customerSorts,
  getCustomer,
  listCustomers,
  listCustomerTags,
  removeContact,
  setCustomerArchived,
  updateCustomer,
} from "./customers.server";
import { customerSchema } from "./schemas";

const query = (params = "") =>
  parseListQuery(new URLSearchParams(params), {
    sorts: customerSorts,
    defaultSort: "name",
    filters: ["status", "tag", "archived"],
  });

describe("customers", () => {
  it("creates, reads, edits, archives and restores a customer", async () => {
    const { ctx } = await newCompany();
    const created = await createCustomer(ctx, customerInput());
    expect(created.displayName).toBe("Reed, Dana");
    await updateCustomer(
      ctx,
      created.id,
      customerInput({ companyName: "Reed Holdings", displayAsCompany: true }),
    );
    expect((await getCustomer(ctx, created.id)).displayName).toBe("Reed Holdings");

    await setCustomerArchived(ctx, created.id, true);
    expect((await listCustomers(ctx, query())).rows.map((r) => r.id)).not.toContain(created.id);
    expect((await listCustomers(ctx, query("archived=only"))).rows.map((r) => r.id)).toEqual([created.id]);
    expect((await getCustomer(ctx, created.id)).archivedAt).not.toBeNull();
    await setCustomerArchived(ctx, created.id, false);
    expect((await listCustomers(ctx, query())).rows.map((r) => r.id)).toContain(created.id);
  });

  it("searches by name, e-mail, phone digits and address; filters by status and tag; sorts and pages", async () => {
    const { ctx } = await newCompany();
    const a = await createCustomer(
      ctx,
      customerInput({
        firstName: "Ann",
        lastName: "Alpha",
        email: "ann@a.example",
        phone: "512-555-1111",
        tags: ["salt"],
      }),
    );
    const b = await createCustomer(
      ctx,
      customerInput({
        firstName: "Bob",
        lastName: "Bravo",
        email: "bob@b.example",
        phone: "+1 (737) 555 2222",
        status: "lead",
        tags: [],
      }),
    );
    const c = await createCustomer(
      ctx,
      customerInput({
        firstName: "Cy",
        lastName: "Charlie",
        email: null,
        phone: null,
        billingAddressLine: "9 Lake Dr",
      }),
    );
    const ids = async (params: string) => (await listCustomers(ctx, query(params))).rows.map((r) => r.id);
    expect(await ids("q=bravo")).toEqual([b.id]);
    expect(await ids("q=ann@a")).toEqual([a.id]);
    expect(await ids("q=7375552222")).toEqual([b.id]);
    expect(await ids("q=555-1111")).toEqual([a.id]);
    // With the US country code in front, whether the customer's number was stored with it or without.
    expect(await ids(`q=${encodeURIComponent("+1 512-555-1111")}`)).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent("1 (512) 555 1111")}`)).toEqual([a.id]);
    expect(await ids(`q=${encodeURIComponent("+1 737-555-2222")}`)).toEqual([b.id]);
    // The top bar's search too.
    expect(
      (await searchCompany(ctx, "+1 512-555-1111")).filter((h) => h.kind === "Customer").map((h) => h.to),
    ).toEqual([`/company/customers/details/${a.id}`]);
    expect(await ids("q=lake")).toEqual([c.id]);
    expect(await ids("status=lead")).toEqual([b.id]);
    expect(await ids("tag=salt")).toEqual([a.id]);
    expect(await ids("sort=name&dir=desc")).toEqual([c.id, b.id, a.id]);
    const firstPage = await listCustomers(ctx, query("pageSize=25"));
    expect(firstPage.total).toBe(3);
    expect(await ids("page=2")).toEqual([]);
    expect(await listCustomerTags(ctx)).toEqual(["salt", "weekly"]);
  });

  it("keeps contacts with the customer", async () => {
    const { ctx } = await newCompany();
    const created = await createCustomer(ctx, customerInput());
    const contact = await addContact(ctx, created.id, {
      name: "Sam Reed",
      phone: "512 555 0199",
      email: null,
      notes: "spouse",
    });
    expect((await getCustomer(ctx, created.id)).contacts.map((x) => x.name)).toEqual(["Sam Reed"]);
    await removeContact(ctx, created.id, contact.id);
    expect((await getCustomer(ctx, created.id)).contacts).toEqual([]);
  });

  it("validates input: e-mail and phone formats, a name, display as company needs a business name", () => {
    const base = {
      firstName: "A",
      lastName: "B",
      companyName: "",
      email: "",
      phone: "",
      mobilePhone: "",
      status: "active",
      billingTerms: "net 15",
      rateType: "per stop",
    };
    const paths = (raw: Record<string, string>) =>
      customerSchema.safeParse(raw).error?.issues.map((i) => i.path.join(".")) ?? [];
    expect(paths({ ...base, email: "nope", phone: "abc" })).toEqual(["email", "phone"]);
    expect(paths({ ...base, firstName: "", lastName: "" })).toEqual(["lastName"]);
    expect(paths({ ...base, displayAsCompany: "on" })).toEqual(["companyName"]);
    expect(paths({ ...base, status: "vip" })).toEqual(["status"]);
    expect(paths(base)).toEqual([]);
  });

  it("never shows or changes another company's customers (404)", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const ofA = await createCustomer(a.ctx, customerInput());
    await expect(getCustomer(b.ctx, ofA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      updateCustomer(b.ctx, ofA.id, customerInput({ firstName: "Hacked" })),
    ).rejects.toBeInstanceOf(NotFoundError);
    await expect(setCustomerArchived(b.ctx, ofA.id, true)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      addContact(b.ctx, ofA.id, { name: "X", phone: "5125550100", email: null, notes: null }),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await listCustomers(b.ctx, query())).rows).toEqual([]);
    expect((await searchCompany(b.ctx, "Reed")).filter((h) => h.kind === "Customer")).toEqual([]);
    expect((await getCustomer(a.ctx, ofA.id)).firstName).toBe("Dana");
  });

  it("lets a Technician read but not write", async () => {
    const { ctx } = await newCompany();
    const created = await createCustomer(ctx, customerInput());
    const technician = { ...ctx, permissions: ["customers:read"] };
    expect((await getCustomer(technician, created.id)).id).toBe(created.id);
    await expect(createCustomer(technician, customerInput())).rejects.toThrow(/customers:write/);
    await expect(setCustomerArchived(technician, created.id, true)).rejects.toThrow(/customers:write/);
    await expect(listCustomers({ ...ctx, permissions: [] }, query())).rejects.toThrow(/customers:read/);
  });
});

describe("service locations", () => {
  const locationQuery = (params = "") =>
    parseListQuery(new URLSearchParams(params), {
      sorts: locationSorts,
      defaultSort: "address",
      filters: ["customer", "coordinates", "archived"],
    });

  it("creates, edits, flags missing coordinates and archives", async () => {
    const { ctx } = await newCompany();
    const owner = await createCustomer(ctx, customerInput());
    const located = await createLocation(ctx, owner.id, locationInput());
    expect(located).toMatchObject({ latitude: 30.2672, geocodedBy: "typed" });
    const unlocated = await createLocation(
      ctx,
      owner.id,
      locationInput({ addressLine: "99 Hill Rd", latitude: null, longitude: null }),
    );
    expect(unlocated.latitude).toBeNull();
    const [row] = (await listCustomers(ctx, query())).rows.filter((r) => r.id === owner.id);
    expect(row).toMatchObject({ locations: 2, unrouted: 1 });
    expect((await listLocations(ctx, locationQuery("coordinates=missing"))).rows.map((r) => r.id)).toEqual([
      unlocated.id,
    ]);
    await updateLocation(
      ctx,
      unlocated.id,
      locationInput({ addressLine: "99 Hill Rd", latitude: 30.3, longitude: -97.8 }),
    );
    expect((await getLocation(ctx, unlocated.id)).latitude).toBe(30.3);
    await setLocationArchived(ctx, located.id, true);
    expect((await listLocations(ctx, locationQuery())).rows.map((r) => r.id)).toEqual([unlocated.id]);
    expect(
      (await searchCompany(ctx, "Hill Rd")).filter((h) => h.kind === "Service location").map((h) => h.title),
    ).toEqual(["99 Hill Rd"]);
  });

  it("never reads or writes another company's location, nor adds one to its customer", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const ownerA = await createCustomer(a.ctx, customerInput());
    const locationA = await createLocation(a.ctx, ownerA.id, locationInput());
    await expect(getLocation(b.ctx, locationA.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateLocation(b.ctx, locationA.id, locationInput())).rejects.toBeInstanceOf(NotFoundError);
    await expect(setLocationArchived(b.ctx, locationA.id, true)).rejects.toBeInstanceOf(NotFoundError);
    await expect(createLocation(b.ctx, ownerA.id, locationInput())).rejects.toBeInstanceOf(NotFoundError);
    expect((await listLocations(b.ctx, locationQuery())).total).toBe(0);
  });

  it("accepts as main contact only a contact of the same customer", async () => {
    const { ctx } = await newCompany();
    const one = await createCustomer(ctx, customerInput());
    const other = await createCustomer(ctx, customerInput({ firstName: "Other" }));
    const contactOfOther = await addContact(ctx, other.id, {
      name: "Z",
      phone: "5125550100",
      email: null,
      notes: null,
    });
    await expect(
      createLocation(ctx, one.id, locationInput({ mainContactId: contactOfOther.id })),
    ).rejects.toMatchObject({ field: "mainContactId" });
  });
});
