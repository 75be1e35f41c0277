import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseCsv } from "~/core/import/csv";
import { parseListQuery } from "~/core/listing/list-query";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import { listChemicalItems } from "../service/stop-visit.server";
import { type ItemInput, itemFormSchema } from "./item-schemas";
import {
  createItem,
  exportItemsCsv,
  getItem,
  itemCsvHeaders,
  itemFilters,
  itemSorts,
  listItems,
  setItemArchived,
  updateItem,
} from "./items.server";
import type { VendorInput } from "./vendor-schemas";
import { createVendor, setVendorArchived } from "./vendors.server";

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

const itemInput = (overrides: Partial<ItemInput> = {}): ItemInput => ({
  name: "Pump lid o-ring",
  sku: "OR-100",
  category: "parts",
  unit: "each",
  costCents: 450,
  priceCents: 1299,
  billable: true,
  taxable: true,
  chemical: null,
  strengthPercent: null,
  description: "",
  preferredVendorId: null,
  stockQuantity: null,
  lowStockThreshold: null,
  ...overrides,
});

const chlorine = (overrides: Partial<ItemInput> = {}) =>
  itemInput({
    name: "Liquid chlorine 12.5%",
    sku: "LC-125",
    category: "chemicals",
    unit: "gal",
    costCents: 399,
    priceCents: 899,
    chemical: "liquidChlorine",
    strengthPercent: 12.5,
    ...overrides,
  });

const listQuery = (search = "") =>
  parseListQuery(new URLSearchParams(search), {
    sorts: itemSorts,
    defaultSort: "name",
    filters: itemFilters,
  });

describe("item form schema", () => {
  it("turns typed dollars into cents, blanks into nulls and checkboxes into booleans", () => {
    const parsed = itemFormSchema.safeParse({
      name: "  Liquid chlorine 12.5%  ",
      sku: "",
      category: "chemicals",
      unit: "gal",
      cost: "$3.99",
      price: "8.9",
      billable: "on",
      chemical: "liquidChlorine",
      strengthPercent: "12.5 %",
      description: "",
      preferredVendorId: "",
      stockQuantity: "1,200",
      lowStockThreshold: "",
    });
    expect(parsed.success && parsed.data).toEqual({
      name: "Liquid chlorine 12.5%",
      sku: null,
      category: "chemicals",
      unit: "gal",
      costCents: 399,
      priceCents: 890,
      billable: true,
      taxable: false,
      chemical: "liquidChlorine",
      strengthPercent: 12.5,
      description: "",
      preferredVendorId: null,
      stockQuantity: 1200,
      lowStockThreshold: null,
    });
  });

  it("rejects a negative price or cost, a chemical without strength and an implausible strength", () => {
    const errorsOf = (fields: Record<string, string>) => {
      const parsed = itemFormSchema.safeParse({ name: "X", category: "chemicals", ...fields });
      return parsed.success
        ? {}
        : Object.fromEntries(parsed.error.issues.map((i) => [i.path.join("."), en.text(i.message)]));
    };
    expect(errorsOf({ price: "-5", cost: "-1" })).toMatchObject({
      price: expect.stringContaining("0 or more"),
      cost: expect.stringContaining("0 or more"),
    });
    expect(errorsOf({ price: "-5", chemical: "liquidChlorine" })).toEqual({
      price: expect.stringContaining("0 or more"),
      strengthPercent: "Enter the strength, the % of active ingredient on the label.",
    });
    expect(errorsOf({ chemical: "liquidChlorine", strengthPercent: "lots" })).toEqual({
      strengthPercent: "Enter the strength as a number, e.g. 12.5.",
    });
    expect(errorsOf({ chemical: "liquidChlorine" })).toEqual({
      strengthPercent: "Enter the strength, the % of active ingredient on the label.",
    });
    expect(errorsOf({ chemical: "liquidChlorine", strengthPercent: "125" })).toEqual({
      strengthPercent:
        "Liquid chlorine strength must be more than 0 % and at most 100 %; 125 % is not possible. It is sold at 1–15 %; check the label.",
    });
    expect(errorsOf({ chemical: "muriaticAcid", strengthPercent: "31.45" })).toEqual({});
    // A strength no product can have: 0, negative or above 100 %.
    for (const strength of ["0", "-5", "500"])
      expect(errorsOf({ chemical: "liquidChlorine", strengthPercent: strength })).toEqual({
        strengthPercent: `Liquid chlorine strength must be more than 0 % and at most 100 %; ${Number(strength)} % is not possible. It is sold at 1–15 %; check the label.`,
      });
    expect(errorsOf({ chemical: "liquidStabilizer", strengthPercent: "25" })).toEqual({});
    expect(errorsOf({ chemical: "unobtainium", strengthPercent: "5" })).toHaveProperty("chemical");
    expect(errorsOf({ strengthPercent: "5" })).toHaveProperty("chemical");
    expect(errorsOf({ category: "parts", chemical: "salt", strengthPercent: "99" })).toHaveProperty(
      "category",
    );
    expect(errorsOf({ lowStockThreshold: "4" })).toHaveProperty("lowStockThreshold");
    expect(errorsOf({ stockQuantity: "-2" })).toHaveProperty("stockQuantity");
  });
});

describe("items", () => {
  it("creates a chemical with its preferred vendor and reads it back", async () => {
    const { ctx } = await newCompany();
    const supplier = await createVendor(ctx, vendorInput());
    const created = await createItem(ctx, chlorine({ preferredVendorId: supplier.id, stockQuantity: 20 }));
    expect(await getItem(ctx, created.id)).toMatchObject({
      name: "Liquid chlorine 12.5%",
      category: "chemicals",
      chemical: "liquidChlorine",
      strengthPercent: 12.5,
      costCents: 399,
      priceCents: 899,
      preferredVendorId: supplier.id,
      vendorName: "Pool Supply Co.",
      stockQuantity: 20,
      archivedAt: null,
    });
  });

  it("offers a new chemical to the stop screen's dose recommendations, and stops offering it once archived", async () => {
    const { ctx } = await newCompany();
    const { id } = await createItem(ctx, chlorine());
    await createItem(ctx, itemInput());
    expect(await listChemicalItems(ctx)).toEqual([
      { id, name: "Liquid chlorine 12.5%", unit: "gal", chemical: "liquidChlorine", strengthPercent: 12.5 },
    ]);
    await setItemArchived(ctx, id, true);
    expect(await listChemicalItems(ctx)).toEqual([]);
  });

  it("updates, archives and restores", async () => {
    const { ctx } = await newCompany();
    const { id } = await createItem(ctx, itemInput());
    await updateItem(ctx, id, itemInput({ name: "Pump lid o-ring (large)", priceCents: 1499, sku: null }));
    expect(await getItem(ctx, id)).toMatchObject({
      name: "Pump lid o-ring (large)",
      priceCents: 1499,
      sku: null,
    });

    await setItemArchived(ctx, id, true);
    expect((await listItems(ctx, listQuery())).total).toBe(0);
    expect((await listItems(ctx, listQuery("archived=only"))).rows.map((r) => r.id)).toEqual([id]);
    await setItemArchived(ctx, id, false);
    expect((await listItems(ctx, listQuery())).rows.map((r) => r.id)).toEqual([id]);
  });

  it("saves nothing when the input breaks a rule", async () => {
    const { ctx } = await newCompany();
    const negative = await createItem(ctx, itemInput({ priceCents: -100 })).catch((e) => e);
    expect(negative).toBeInstanceOf(RuleErrors);
    expect(en.text((negative as RuleErrors).errors.priceCents)).toContain("0 or more");
    await expect(createItem(ctx, itemInput({ costCents: -1 }))).rejects.toBeInstanceOf(RuleErrors);
    await expect(createItem(ctx, chlorine({ strengthPercent: null }))).rejects.toMatchObject({
      errors: { strengthPercent: expect.any(String) },
    });
    await expect(createItem(ctx, chlorine({ strengthPercent: 0 }))).rejects.toBeInstanceOf(RuleErrors);
    await expect(createItem(ctx, chlorine({ strengthPercent: 100 }))).rejects.toBeInstanceOf(RuleErrors);
    expect((await listItems(ctx, listQuery())).total).toBe(0);
  });

  it("accepts only the company's own vendors, and an archived one only when the item had it", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany("Rival Pools");
    const theirs = await createVendor(other.ctx, vendorInput({ name: "Their supplier" }));
    await expect(createItem(ctx, itemInput({ preferredVendorId: theirs.id }))).rejects.toBeInstanceOf(
      RuleError,
    );

    const ours = await createVendor(ctx, vendorInput());
    const { id } = await createItem(ctx, itemInput({ preferredVendorId: ours.id }));
    await setVendorArchived(ctx, ours.id, true);
    await updateItem(ctx, id, itemInput({ preferredVendorId: ours.id, name: "Still from them" }));
    await expect(createItem(ctx, itemInput({ preferredVendorId: ours.id }))).rejects.toMatchObject({
      field: "preferredVendorId",
    });
  });

  it("lists with search on name and SKU, filters, sort and pagination", async () => {
    const { ctx } = await newCompany();
    await createItem(ctx, chlorine());
    await createItem(
      ctx,
      chlorine({
        name: "Muriatic acid",
        sku: "MA-3145",
        chemical: "muriaticAcid",
        strengthPercent: 31.45,
        priceCents: 1299,
      }),
    );
    await createItem(ctx, itemInput());
    await createItem(
      ctx,
      itemInput({ name: "50% off_special", sku: null, category: "misc", priceCents: null }),
    );

    const all = await listItems(ctx, listQuery());
    expect(all.rows.map((r) => r.name)).toEqual([
      "50% off_special",
      "Liquid chlorine 12.5%",
      "Muriatic acid",
      "Pump lid o-ring",
    ]);
    expect((await listItems(ctx, listQuery("q=ma-31"))).rows.map((r) => r.name)).toEqual(["Muriatic acid"]);
    expect((await listItems(ctx, listQuery("q=50%25"))).rows.map((r) => r.name)).toEqual(["50% off_special"]);
    expect((await listItems(ctx, listQuery("q=_"))).rows.map((r) => r.name)).toEqual(["50% off_special"]);
    expect((await listItems(ctx, listQuery("category=parts"))).rows.map((r) => r.name)).toEqual([
      "Pump lid o-ring",
    ]);
    expect((await listItems(ctx, listQuery("chemical=yes"))).total).toBe(2);
    expect((await listItems(ctx, listQuery("chemical=no"))).total).toBe(2);
    expect((await listItems(ctx, listQuery("category=nonsense"))).total).toBe(4);
    expect((await listItems(ctx, listQuery("sort=price&dir=desc"))).rows.map((r) => r.priceCents)).toEqual([
      1299,
      1299,
      899,
      null,
    ]);
    expect((await listItems(ctx, listQuery("sort=price&dir=asc"))).rows.map((r) => r.priceCents)).toEqual([
      899,
      1299,
      1299,
      null,
    ]);
    expect((await listItems(ctx, listQuery("sort=name&dir=desc"))).rows[0].name).toBe("Pump lid o-ring");

    for (let i = 0; i < 24; i++)
      await createItem(ctx, itemInput({ name: `Part ${String(i).padStart(2, "0")}` }));
    const page2 = await listItems(ctx, listQuery("page=2"));
    expect(page2.total).toBe(28);
    expect(page2.rows).toHaveLength(3);
  });

  it("keeps another company's items out of reach: not found on read and write", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany("Rival Pools");
    const { id } = await createItem(other.ctx, itemInput({ name: "Their item" }));
    await expect(getItem(ctx, id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateItem(ctx, id, itemInput())).rejects.toBeInstanceOf(NotFoundError);
    await expect(setItemArchived(ctx, id, true)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listItems(ctx, listQuery())).total).toBe(0);
    expect((await getItem(other.ctx, id)).name).toBe("Their item");
    expect((await getItem(other.ctx, id)).archivedAt).toBeNull();
  });

  it("lets a technician read the catalog but not change it", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const { id } = await createItem(ctx, itemInput());
    expect((await getItem(tech, id)).name).toBe("Pump lid o-ring");
    expect((await listItems(tech, listQuery())).total).toBe(1);
    await expect(createItem(tech, itemInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(updateItem(tech, id, itemInput())).rejects.toBeInstanceOf(ForbiddenError);
    await expect(setItemArchived(tech, id, true)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("exports the active items as CSV with money in dollars and the vendor's name", async () => {
    const { ctx } = await newCompany();
    const supplier = await createVendor(ctx, vendorInput());
    await createItem(ctx, chlorine({ preferredVendorId: supplier.id }));
    const archived = await createItem(ctx, itemInput({ name: "Old part" }));
    await setItemArchived(ctx, archived.id, true);
    const table = parseCsv(await exportItemsCsv(ctx));
    if (!table.ok) throw new Error("unreadable CSV");
    expect(table.value.headers).toEqual([...itemCsvHeaders]);
    expect(table.value.rows).toHaveLength(1);
    const {
      "Item ID": _id,
      Description: _d,
      Created: _c,
      "Stock on hand": _s,
      "Low stock at": _l,
      ...row
    } = table.value.rows[0];
    expect(Object.values(row)).toEqual([
      "Liquid chlorine 12.5%",
      "LC-125",
      "chemicals",
      "gal",
      "3.99",
      "8.99",
      "yes",
      "yes",
      "liquidChlorine",
      "12.5",
      "Pool Supply Co.",
    ]);
  });
});
