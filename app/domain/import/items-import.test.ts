import { asc, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { es as spanishCatalog } from "~/core/i18n/catalogs/es";
import { parseCsv } from "~/core/import/csv";
import { item } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError } from "../errors";
import type { ItemInput } from "../operations/item-schemas";
import { createItem, exportItemsCsv, setItemArchived } from "../operations/items.server";
import type { VendorInput } from "../operations/vendor-schemas";
import { createVendor, setVendorArchived } from "../operations/vendors.server";
import type { TenantContext } from "../tenant.server";
import {
  checkItemsImport,
  type ItemsFile,
  importItems,
  itemColumnKeys,
  MAX_ITEM_IMPORT_ROWS,
  readItemsFile,
} from "./items-import.server";

/** The English words of a message key (or a keyed message): what the screen shows in English. */
const en = translatorFor("en");

const vendorInput = (overrides: Partial<VendorInput> = {}): VendorInput => ({
  name: "Pool Supply Co.",
  contactName: null,
  phone: null,
  email: null,
  addressLine: null,
  city: null,
  region: null,
  postalCode: null,
  accountNumber: null,
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

function file(csv: string): ItemsFile {
  const read = readItemsFile(csv);
  if (!read.ok) throw new Error(read.message);
  return read.value;
}

/** The company's items (archived too), oldest first, without ids and timestamps. */
async function catalog(ctx: TenantContext) {
  const rows = await ctx.db
    .select()
    .from(item)
    .where(eq(item.companyId, ctx.companyId))
    .orderBy(asc(item.createdAt), asc(item.name));
  return rows.map(({ id: _id, companyId: _c, createdAt: _a, updatedAt: _u, ...rest }) => rest);
}

async function importOk(ctx: TenantContext, csv: string) {
  const result = await importItems(ctx, file(csv));
  if (!result.ok) throw new Error(JSON.stringify(result.check.problems));
  return result.counts;
}

const otherToolFile = [
  "Item name,SKU,Category,Unit,Cost,Sell price,Billable,Taxable,Chemical,Strength %,Vendor,Stock on hand,Low stock at,Description",
  'Liquid chlorine 12.5%,LC-125,Chemicals,gal,$3.99,8.99,yes,no,Liquid chlorine,12.5,pool supply co.,"1,200",100,Sodium hypochlorite',
  "Muriatic acid,MA-3145,chemicals,gal,5,11.5,Y,N,muriaticAcid,31.45%,,,,",
  "Pump lid o-ring,,Parts,,4.5,12.99,,,,,Pool Supply Co.,,,",
  "Labor (hour),,Labor,hr,,95,true,false,,,,,,",
].join("\r\n");

describe("reading the file", () => {
  it("finds the columns by name, ignoring case, spacing and a unit in brackets; notes the columns not read", () => {
    const read = file("Item ID,NAME,Sell Price (USD),Supplier,Created,Colour\nx,Tabs,5,,2024-01-01,blue\n");
    expect(read.columns).toEqual({ name: "NAME", price: "Sell Price (USD)", vendor: "Supplier" });
    expect(read.unused).toEqual(["Item ID", "Created", "Colour"]);
    expect(read.rowCount).toBe(1);
  });

  it("refuses a file without a name column, one with only a header, and one that is too long", () => {
    const noName = readItemsFile("SKU,Price\nA-1,5\n");
    expect(!noName.ok && en.text(noName.message)).toBe(
      'The file needs a "Name" column with each item\'s name. Its columns are: SKU, Price.',
    );
    const headerOnly = readItemsFile("Name,Price\r\n");
    expect(!headerOnly.ok && en.text(headerOnly.message)).toBe(
      "This file has a header row but no data rows. Add one row per item and try again.",
    );
    const rows = Array.from({ length: MAX_ITEM_IMPORT_ROWS + 1 }, (_, i) => `Item ${i}`);
    const tooLong = readItemsFile(["Name", ...rows].join("\n"));
    expect(tooLong.ok).toBe(false);
    expect(!tooLong.ok && en.text(tooLong.message)).toContain("import at most 5,000 items at a time");
  });
});

describe("a file with Spanish column names", () => {
  it("reads every column by its Spanish name (accents or not) and imports the items", async () => {
    const { ctx } = await newCompany();
    await createVendor(ctx, vendorInput());
    const columns = Object.keys(itemColumnKeys) as (keyof typeof itemColumnKeys)[];
    const headers = columns.map((c) => spanishCatalog[itemColumnKeys[c]]);
    expect(headers.slice(0, 3)).toEqual(["Nombre", "SKU", "Categoría"]);
    const read = file(
      `${headers.join(",")}\nCloro líquido,LC-1,chemicals,gal,3.99,8.99,sí,no,,,Pool Supply Co.,10,2,Hipoclorito\n`,
    );
    expect(read.columns).toEqual(Object.fromEntries(columns.map((c, i) => [c, headers[i]])));
    expect(read.unused).toEqual([]);
    expect(file("Descripcion,Categoria,Nombre\nx,parts,Tapa\n").columns).toEqual({
      description: "Descripcion",
      category: "Categoria",
      name: "Nombre",
    });
    const result = await importItems(ctx, read);
    expect(result.ok && result.counts.create).toBe(1);
    expect(await catalog(ctx)).toEqual([
      expect.objectContaining({
        name: "Cloro líquido",
        sku: "LC-1",
        costCents: 399,
        billable: true,
        taxable: false,
        stockQuantity: 10,
      }),
    ]);
  });
});

describe("importing a good file", () => {
  it("previews, then adds every item with money in cents, the vendor resolved by name and the form's defaults", async () => {
    const { ctx } = await newCompany();
    const supplier = await createVendor(ctx, vendorInput());
    const check = await checkItemsImport(ctx, file(otherToolFile));
    expect(check).toMatchObject({
      rowCount: 4,
      errorCount: 0,
      invalidRows: 0,
      counts: { create: 4, update: 0, restore: 0, unchanged: 0 },
    });
    expect(check.rows.map((r) => r.line)).toEqual([2, 3, 4, 5]);
    expect(await catalog(ctx)).toEqual([]); // the preview writes nothing

    expect(await importOk(ctx, otherToolFile)).toEqual({ create: 4, update: 0, restore: 0, unchanged: 0 });
    const items = await catalog(ctx);
    const byName = Object.fromEntries(items.map((i) => [i.name, i]));
    expect(byName["Liquid chlorine 12.5%"]).toEqual({
      name: "Liquid chlorine 12.5%",
      sku: "LC-125",
      category: "chemicals",
      unit: "gal",
      costCents: 399,
      priceCents: 899,
      billable: true,
      taxable: false,
      chemical: "liquidChlorine",
      strengthPercent: 12.5,
      description: "Sodium hypochlorite",
      preferredVendorId: supplier.id,
      stockQuantity: 1200,
      lowStockThreshold: 100,
      archivedAt: null,
    });
    expect(byName["Muriatic acid"]).toMatchObject({
      chemical: "muriaticAcid",
      strengthPercent: 31.45,
      costCents: 500,
      priceCents: 1150,
      taxable: false,
      preferredVendorId: null,
    });
    // Blank cells take the form's defaults: unit "each", billable and taxable on, no SKU.
    expect(byName["Pump lid o-ring"]).toMatchObject({
      sku: null,
      unit: "each",
      billable: true,
      taxable: true,
      category: "parts",
      preferredVendorId: supplier.id,
    });
    expect(byName["Labor (hour)"]).toMatchObject({ category: "labor", costCents: null, priceCents: 9500 });
  });

  it("puts an item with a chemical but no category under Chemicals, and one with neither under Miscellaneous", async () => {
    const { ctx } = await newCompany();
    await importOk(ctx, "Name,Chemical,Strength\nShock,Cal-hypo,65\nBucket,,\n");
    const items = await catalog(ctx);
    expect(items.map((i) => [i.name, i.category, i.chemical])).toEqual([
      ["Bucket", "misc", null],
      ["Shock", "chemicals", "calHypo"],
    ]);
  });
});

describe("bad rows", () => {
  it("lists every problem by line of the file (blank lines counted) and imports nothing", async () => {
    const { ctx } = await newCompany();
    await createVendor(ctx, vendorInput());
    const csv = [
      "Name,SKU,Category,Cost,Price,Billable,Chemical,Strength %,Preferred vendor,Stock on hand,Low stock at",
      "Good item,G-1,parts,1,2,yes,,,Pool Supply Co.,,",
      ",N-1,parts,1,2,,,,,,", // line 3: no name
      "",
      "Cheap,C-1,parts,-1,2.999,maybe,,,,,", // line 5: cost, price, billable
      "Acid,A-1,chemicals,1,2,,Muriatic acid,,,,", // line 6: strength needed
      "Strong,S-1,parts,1,2,,Liquid chlorine,125,,,", // line 7: chemical outside Chemicals, strength out of range
      "Mystery,M-1,Widgets,1,2,,Unobtainium,,,,", // line 8: category and chemical unknown
      "Vended,V-1,parts,1,2,,,,Nobody Supplies,,", // line 9: unknown vendor
      "Counted,K-1,parts,1,2,,,,,,5", // line 10: threshold without stock
      "Good item again,G-1,parts,1,2,,,,,,", // line 11: same SKU as line 2
    ].join("\n");
    const check = await checkItemsImport(ctx, file(csv));
    expect(check.problems.map((p) => [p.line, p.column, en.text(p.message)])).toEqual([
      [3, "Name", "Enter the item's name, e.g. Liquid chlorine 12.5%."],
      [5, "Billable", 'Write yes or no (not "maybe").'],
      [5, "Cost", "Enter the cost like 12.50 (0 or more, at most 2 decimals), or leave it blank."],
      [5, "Price", "Enter the price like 12.50 (0 or more, at most 2 decimals), or leave it blank."],
      [6, "Strength %", "Enter the strength, the % of active ingredient on the label."],
      [7, "Category", "A chemical goes in the Chemicals category: the stop screen doses from it."],
      [
        7,
        "Strength %",
        "Liquid chlorine strength must be more than 0 % and at most 100 %; 125 % is not possible. It is sold at 1–15 %; check the label.",
      ],
      [
        8,
        "Chemical",
        expect.stringMatching(/^"Unobtainium" is not a chemical we dose\. Use one of: Liquid chlorine, /),
      ],
      [8, "Category", expect.stringMatching(/^"Widgets" is not a category\. Use one of: Chemicals, Parts, /)],
      [
        9,
        "Preferred vendor",
        'No vendor is named "Nobody Supplies". Add the vendor under Vendors first, or leave the cell blank.',
      ],
      [10, "Low stock at", "Track the stock on hand to get a low-stock alert."],
      [11, "SKU", "Line 2 is the same item (same SKU). Keep one row per item."],
    ]);
    expect(check).toMatchObject({ rowCount: 9, invalidRows: 8, errorCount: 12 });
    expect(check.counts.create).toBe(1);
    expect(check.rows.find((r) => r.line === 2)?.action).toBe("create");
    expect(check.rows.find((r) => r.line === 3)?.action).toBeNull();

    const result = await importItems(ctx, file(csv));
    expect(result.ok).toBe(false);
    expect(!result.ok && result.check.errorCount).toBe(12);
    expect(await catalog(ctx)).toEqual([]);
  });

  it("refuses an archived vendor for an item that does not have it yet", async () => {
    const { ctx } = await newCompany();
    const old = await createVendor(ctx, vendorInput({ name: "Old Supply" }));
    await createItem(ctx, itemInput({ preferredVendorId: old.id }));
    await setVendorArchived(ctx, old.id, true);
    const check = await checkItemsImport(
      ctx,
      file("Name,SKU,Preferred vendor\nPump lid o-ring,OR-100,Old Supply\nNew thing,NT-1,old supply\n"),
    );
    // The item that has it keeps it; a new item may not take it.
    expect(check.problems.map((p) => ({ ...p, message: en.text(p.message) }))).toEqual([
      {
        line: 3,
        column: "Preferred vendor",
        message: 'The vendor "old supply" is archived: restore it first, or leave the cell blank.',
      },
    ]);
  });

  it("needs operations:write to preview or import", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await expect(checkItemsImport(tech, file("Name\nTabs\n"))).rejects.toBeInstanceOf(ForbiddenError);
    await expect(importItems(tech, file("Name\nTabs\n"))).rejects.toBeInstanceOf(ForbiddenError);
    expect(await catalog(ctx)).toEqual([]);
  });
});

describe("updating the items the company has", () => {
  it("matches by SKU (whatever the name), else by name; the file's columns change, the others stay", async () => {
    const { ctx } = await newCompany();
    const supplier = await createVendor(ctx, vendorInput());
    await createItem(ctx, itemInput({ preferredVendorId: supplier.id, stockQuantity: 40 }));
    await createItem(ctx, itemInput({ name: "Skimmer basket", sku: null, costCents: 800, priceCents: 1999 }));
    await createItem(ctx, itemInput({ name: "Filter cartridge", sku: "FC-1", priceCents: 9000 }));
    const csv = [
      "SKU,Name,Price",
      "or-100,Pump lid O-ring (large),14.99", // by SKU, case aside: renamed and repriced
      "SB-7,  skimmer  BASKET ,21.00", // by name (the item has no SKU): gets the SKU
      "FC-2,Filter cartridge,95", // same name, another SKU: a different product
      "NEW-1,Brand new,1",
    ].join("\n");
    const check = await checkItemsImport(ctx, file(csv));
    expect(check.counts).toEqual({ create: 2, update: 2, restore: 0, unchanged: 0 });
    await importOk(ctx, csv);

    const items = await catalog(ctx);
    expect(items).toHaveLength(5);
    const o = items.find((i) => i.sku?.toUpperCase() === "OR-100");
    // Renamed and repriced (the SKU as the file writes it); cost, vendor and stock (not in the file) kept.
    expect(o).toMatchObject({
      sku: "or-100",
      name: "Pump lid O-ring (large)",
      priceCents: 1499,
      costCents: 450,
      preferredVendorId: supplier.id,
      stockQuantity: 40,
    });
    expect(items.find((i) => i.sku === "SB-7")).toMatchObject({
      name: "skimmer  BASKET",
      priceCents: 2100,
      costCents: 800,
    });
    expect(items.filter((i) => i.name === "Filter cartridge").map((i) => [i.sku, i.priceCents])).toEqual([
      ["FC-1", 9000],
      ["FC-2", 9500],
    ]);

    // The same file again changes nothing.
    expect(await importOk(ctx, csv)).toEqual({ create: 0, update: 0, restore: 0, unchanged: 4 });
    expect(await catalog(ctx)).toHaveLength(5);
  });

  it("clears a value whose cell is blank, and restores an archived item the file names", async () => {
    const { ctx } = await newCompany();
    const supplier = await createVendor(ctx, vendorInput());
    const o = await createItem(ctx, itemInput({ preferredVendorId: supplier.id, description: "Fits most" }));
    await setItemArchived(ctx, o.id, true);
    const counts = await importOk(
      ctx,
      "SKU,Name,Cost,Preferred vendor,Description\nOR-100,Pump lid o-ring,,,\n",
    );
    expect(counts).toEqual({ create: 0, update: 0, restore: 1, unchanged: 0 });
    expect(await catalog(ctx)).toEqual([
      expect.objectContaining({
        sku: "OR-100",
        costCents: null,
        preferredVendorId: null,
        description: "",
        priceCents: 1299,
        archivedAt: null,
      }),
    ]);
  });
});

describe("round trip with the export", () => {
  it("an export imported into an empty company (with the same vendors) gives the same catalog", async () => {
    const { ctx: a } = await newCompany("Exporter");
    const supplier = await createVendor(a, vendorInput());
    await createItem(
      a,
      itemInput({
        name: "Liquid chlorine 12.5%",
        sku: "LC-125",
        category: "chemicals",
        unit: "gal",
        costCents: 399,
        priceCents: 899,
        chemical: "liquidChlorine",
        strengthPercent: 12.5,
        preferredVendorId: supplier.id,
        stockQuantity: 12.345,
        lowStockThreshold: 3,
        description: 'Says "=SUM(A1)", and,\nspans lines',
      }),
    );
    await createItem(a, itemInput({ taxable: false, billable: false, costCents: null, priceCents: 0 }));
    await createItem(a, itemInput({ name: "=cmd|' /C calc'!A0", sku: "-5+3", category: "PVC" }));
    const archived = await createItem(a, itemInput({ name: "Old part", sku: "OLD-1" }));
    await setItemArchived(a, archived.id, true);
    const csv = await exportItemsCsv(a);

    const { ctx: b } = await newCompany("Importer");
    await createVendor(b, vendorInput());
    expect(await importOk(b, csv)).toEqual({ create: 3, update: 0, restore: 0, unchanged: 0 });

    // Everything but the ids, the dates and the vendor's id (each company has its own) is the same.
    const rowsOf = (text: string) => {
      const parsed = parseCsv(text);
      if (!parsed.ok) throw new Error(parsed.message);
      return parsed.value.rows.map(({ "Item ID": _id, Created: _c, ...rest }) => rest);
    };
    expect(rowsOf(await exportItemsCsv(b))).toEqual(rowsOf(csv));
    expect(rowsOf(csv)).toHaveLength(3);

    // And the company's own export, imported back, changes nothing.
    expect(await importOk(a, csv)).toEqual({ create: 0, update: 0, restore: 0, unchanged: 3 });
  });
});

describe("tenancy", () => {
  it("never matches another company's vendors or items", async () => {
    const { ctx: a } = await newCompany("Company A");
    const { ctx: b } = await newCompany("Company B");
    const bVendor = await createVendor(b, vendorInput({ name: "B Only Supply" }));
    await createItem(b, itemInput({ preferredVendorId: bVendor.id }));
    const before = await catalog(b);

    const check = await checkItemsImport(a, file("Name,SKU,Vendor\nPump lid o-ring,OR-100,B Only Supply\n"));
    expect(check.problems.map((p) => en.text(p.message))).toEqual([
      'No vendor is named "B Only Supply". Add the vendor under Vendors first, or leave the cell blank.',
    ]);

    // The same SKU and name as B's item: A gets its own item, B's is untouched.
    expect(await importOk(a, "Name,SKU,Price\nPump lid o-ring,OR-100,1.00\n")).toEqual({
      create: 1,
      update: 0,
      restore: 0,
      unchanged: 0,
    });
    expect(await catalog(a)).toEqual([expect.objectContaining({ sku: "OR-100", priceCents: 100 })]);
    expect(await catalog(b)).toEqual(before);
  });
});
