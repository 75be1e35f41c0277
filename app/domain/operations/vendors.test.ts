import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { purchase } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleErrors } from "../errors";
import { type VendorInput, vendorSchema } from "./vendor-schemas";
import {
  createVendor,
  getVendor,
  listVendorOptions,
  listVendors,
  setVendorArchived,
  updateVendor,
  vendorFilters,
  vendorSorts,
} from "./vendors.server";

/** The English words of a message key (or a keyed message): what the screen shows in English. */
const en = translatorFor("en");

const vendorInput = (overrides: Partial<VendorInput> = {}): VendorInput => ({
  name: "Pool Supply Co.",
  contactName: "Sam Seller",
  phone: "(555) 010-2000",
  email: "orders@poolsupply.example",
  addressLine: "1 Harbor Rd",
  city: "Tampa",
  region: "FL",
  postalCode: "33601",
  accountNumber: "ACC-42",
  notes: "",
  ...overrides,
});

const listQuery = (search = "") =>
  parseListQuery(new URLSearchParams(search), {
    sorts: vendorSorts,
    defaultSort: "name",
    filters: vendorFilters,
  });

describe("vendor form schema", () => {
  it("trims, blanks to null, lower-cases the e-mail, and checks e-mail and phone like customers", () => {
    const parsed = vendorSchema.safeParse({
      name: "  Leslie's  ",
      email: " Orders@Leslies.Example ",
      phone: "",
    });
    expect(parsed.success && parsed.data).toMatchObject({
      name: "Leslie's",
      email: "orders@leslies.example",
      phone: null,
      contactName: null,
      notes: "",
    });
    const bad = vendorSchema.safeParse({ name: "", email: "nope", phone: "call me" });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["email", "name", "phone"]);
  });
});

describe("vendors", () => {
  it("creates, updates, archives and restores", async () => {
    const { ctx } = await newCompany();
    const { id } = await createVendor(ctx, vendorInput());
    await updateVendor(ctx, id, vendorInput({ name: "Pool Supply Company", phone: null }));
    expect(await getVendor(ctx, id)).toMatchObject({
      name: "Pool Supply Company",
      phone: null,
      purchases: [],
    });

    await setVendorArchived(ctx, id, true);
    expect((await listVendors(ctx, listQuery())).total).toBe(0);
    expect((await listVendors(ctx, listQuery("archived=only"))).rows.map((r) => r.id)).toEqual([id]);
    expect(await listVendorOptions(ctx)).toEqual([]);
    expect((await listVendorOptions(ctx, id)).map((o) => o.value)).toEqual([id]);
    await setVendorArchived(ctx, id, false);
    expect((await listVendors(ctx, listQuery())).total).toBe(1);
  });

  it("rejects a bad e-mail or phone and saves nothing", async () => {
    const { ctx } = await newCompany();
    const refused = await createVendor(ctx, vendorInput({ email: "not-an-email" })).catch((e) => e);
    expect(refused).toBeInstanceOf(RuleErrors);
    expect(en.text((refused as RuleErrors).errors.email)).toBe("Enter a valid e-mail address.");
    await expect(createVendor(ctx, vendorInput({ phone: "abc" }))).rejects.toBeInstanceOf(RuleErrors);
    expect((await listVendors(ctx, listQuery())).total).toBe(0);
  });

  it("returns the vendor's purchases, newest first, and only its own", async () => {
    const { ctx } = await newCompany();
    const { id } = await createVendor(ctx, vendorInput());
    const other = await createVendor(ctx, vendorInput({ name: "Other" }));
    await ctx.db.insert(purchase).values([
      {
        companyId: ctx.companyId,
        vendorId: id,
        purchasedOn: "2026-03-01",
        receiptNumber: "R-1",
        totalCents: 4599,
      },
      {
        companyId: ctx.companyId,
        vendorId: id,
        purchasedOn: "2026-04-15",
        receiptNumber: null,
        totalCents: 1200,
      },
      { companyId: ctx.companyId, vendorId: other.id, purchasedOn: "2026-04-20", totalCents: 999 },
    ]);
    const detail = await getVendor(ctx, id);
    expect(detail.purchases.map((p) => [p.purchasedOn, p.receiptNumber, p.totalCents])).toEqual([
      ["2026-04-15", null, 1200],
      ["2026-03-01", "R-1", 4599],
    ]);
  });

  it("lists with search, sort and pagination", async () => {
    const { ctx } = await newCompany();
    await createVendor(ctx, vendorInput());
    await createVendor(
      ctx,
      vendorInput({ name: "acme Pumps", contactName: "Ann", email: null, accountNumber: "Z-9" }),
    );
    await createVendor(
      ctx,
      vendorInput({ name: "Best Chemicals", contactName: null, email: "hi@best.example" }),
    );
    expect((await listVendors(ctx, listQuery())).rows.map((r) => r.name)).toEqual([
      "acme Pumps",
      "Best Chemicals",
      "Pool Supply Co.",
    ]);
    expect((await listVendors(ctx, listQuery("sort=name&dir=desc"))).rows[0].name).toBe("Pool Supply Co.");
    expect((await listVendors(ctx, listQuery("q=z-9"))).rows.map((r) => r.name)).toEqual(["acme Pumps"]);
    expect((await listVendors(ctx, listQuery("q=best.example"))).rows.map((r) => r.name)).toEqual([
      "Best Chemicals",
    ]);
    for (let i = 0; i < 25; i++) await createVendor(ctx, vendorInput({ name: `Vendor ${i}` }));
    const page2 = await listVendors(ctx, listQuery("page=2"));
    expect(page2.total).toBe(28);
    expect(page2.rows).toHaveLength(3);
  });

  it("keeps another company's vendors out of reach: not found on read and write", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany("Rival Pools");
    const { id } = await createVendor(other.ctx, vendorInput({ name: "Their vendor" }));
    await expect(getVendor(ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateVendor(ctx, id, vendorInput())).rejects.toBeInstanceOf(NotFoundError);
    await expect(setVendorArchived(ctx, id, true)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listVendors(ctx, listQuery())).total).toBe(0);
    expect(await listVendorOptions(ctx, id)).toEqual([]);
    expect(await getVendor(other.ctx, id)).toMatchObject({ name: "Their vendor", archivedAt: null });
  });

  it("lets a technician read vendors but not change them", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const { id } = await createVendor(ctx, vendorInput());
    expect((await getVendor(tech, id)).name).toBe("Pool Supply Co.");
    await expect(createVendor(tech, vendorInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateVendor(tech, id, vendorInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setVendorArchived(tech, id, true)).rejects.toBeInstanceOf(ForbiddenError);
  });
});
