/**
 * CSV import of the items catalog. A file is read once into rows (readItemsFile: pure), checked against the
 * company's items and vendors (checkItemsImport: the preview) and written in one transaction (importItems), which
 * checks again and writes nothing when any row is wrong — the same all-or-nothing rule as the customer import.
 *
 * Rules (shown on the import page too):
 * - Columns are recognised by name; the export's own columns all are ("Item ID" and "Created" are not read).
 * - Each row goes through the item form's schema (itemFormSchema), so a row is held to the same rules as the form.
 * - A row updates the company's item with the same SKU, else the one with the same name (a SKU-less one first, never
 *   one with a different SKU); otherwise it adds an item. A matched archived item is restored.
 * - On an update, a column the file lacks keeps the item's value; a blank cell clears it (Billable, Taxable and
 *   Category keep theirs, as they cannot be empty).
 * - "Preferred vendor" names one of the company's vendors (case and spacing aside). An unknown name is a row
 *   problem, not a silent blank: add the vendor first, or clear the cell.
 */

import { asc, eq } from "drizzle-orm";
import { safeParseChecked } from "~/components/forms/validation";
import { keyed } from "~/core/i18n/keyed";
import { NO_ROWS_MESSAGE, type Outcome, parseCsv } from "~/core/import/csv";
import { MAX_REPORTED_ERRORS } from "~/core/import/validate";
import { analyzeTables } from "~/db/analyze.server";
import type { Db } from "~/db/client.server";
import { item, vendor } from "~/db/schema";
import {
  centsToMoneyText,
  chemicalKinds,
  chemicalLabels,
  type ItemInput,
  itemCategories,
  itemCategoryLabels,
  itemFormSchema,
  itemInputSchema,
} from "../operations/item-schemas";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

/** A catalog is hundreds of items; the cap keeps one import's transaction short. */
export const MAX_ITEM_IMPORT_ROWS = 5_000;
const INSERT_BATCH = 500;

/**
 * The columns read, each with its label and the headers that name it (lower case, letters and digits only, accents
 * dropped): English, then Spanish (the Spanish catalog's column names, purchasing.itemColumn.*, first).
 */
const columnDefs = {
  name: ["Name", "name", "itemname", "item", "product", "productname", "nombre", "articulo", "producto"],
  sku: ["SKU", "sku", "itemcode", "productcode", "partnumber", "partno", "code", "codigo"],
  category: ["Category", "category", "itemcategory", "categoria"],
  unit: ["Unit", "unit", "units", "uom", "unitofmeasure", "unidad", "unidaddemedida"],
  cost: ["Cost", "cost", "unitcost", "ourcost", "costprice", "purchaseprice", "costo", "coste"],
  price: ["Price", "price", "sellprice", "sellingprice", "saleprice", "unitprice", "retailprice", "precio"],
  billable: ["Billable", "billable", "facturable"],
  taxable: ["Taxable", "taxable", "conimpuesto", "gravable"],
  chemical: ["Chemical", "chemical", "activeingredient", "ingredient", "quimico"],
  strengthPercent: [
    "Strength %",
    "strength",
    "strengthpercent",
    "activestrength",
    "concentration",
    "concentracion",
  ],
  vendor: [
    "Preferred vendor",
    "preferredvendor",
    "vendor",
    "supplier",
    "preferredsupplier",
    "proveedorpreferido",
    "proveedor",
  ],
  stockQuantity: [
    "Stock on hand",
    "stockonhand",
    "stock",
    "onhand",
    "qtyonhand",
    "quantityonhand",
    "quantity",
    "existencias",
    "cantidad",
  ],
  lowStockThreshold: [
    "Low stock at",
    "lowstockat",
    "lowstockthreshold",
    "lowstock",
    "reorderpoint",
    "reorderat",
    "existenciasbajasen",
    "existenciasbajas",
  ],
  description: ["Description", "description", "notes", "details", "descripcion", "notas"],
} as const;
export type ItemColumn = keyof typeof columnDefs;
const itemColumns = Object.keys(columnDefs) as ItemColumn[];
/** The columns' labels as catalog keys (the English is each column's first name above, the export's header). */
export const itemColumnKeys = {
  name: "purchasing.itemColumn.name",
  sku: "purchasing.itemColumn.sku",
  category: "purchasing.itemColumn.category",
  unit: "purchasing.itemColumn.unit",
  cost: "purchasing.itemColumn.cost",
  price: "purchasing.itemColumn.price",
  billable: "purchasing.itemColumn.billable",
  taxable: "purchasing.itemColumn.taxable",
  chemical: "purchasing.itemColumn.chemical",
  strengthPercent: "purchasing.itemColumn.strengthPercent",
  vendor: "purchasing.itemColumn.vendor",
  stockQuantity: "purchasing.itemColumn.stockQuantity",
  lowStockThreshold: "purchasing.itemColumn.lowStockThreshold",
  description: "purchasing.itemColumn.description",
} as const satisfies Record<ItemColumn, string>;

const headerKey = (h: string) =>
  h
    .replace(/\(.*?\)/g, "")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[^a-z0-9]/g, "");
const norm = (s: string) => s.trim().replace(/\s+/g, " ").toLowerCase();

export interface ItemsFile {
  /** Our column → the file's header that holds it. */
  columns: Partial<Record<ItemColumn, string>>;
  /** Headers not read (unknown, a second column for the same field, or the export's Item ID and Created). */
  unused: string[];
  rows: Record<string, string>[];
  rowCount: number;
}

const isBlankRow = (row: Record<string, string>) => Object.values(row).every((v) => !v.trim());

/** Parses the file and finds its columns; a file without a name column, or too long, is refused. */
export function readItemsFile(text: string): Outcome<ItemsFile> {
  const table = parseCsv(text);
  if (!table.ok)
    return {
      ok: false,
      message: table.message === NO_ROWS_MESSAGE ? "common.csv.noItemRows" : table.message,
    };
  const columns: ItemsFile["columns"] = {};
  const unused: string[] = [];
  for (const header of table.value.headers) {
    const key = headerKey(header);
    const column = itemColumns.find((c) => (columnDefs[c] as readonly string[]).slice(1).includes(key));
    if (column && !columns[column]) columns[column] = header;
    else unused.push(header);
  }
  if (!columns.name) {
    return {
      ok: false,
      message: keyed("purchasing.itemImport.needsName", { columns: table.value.headers.join(", ") }),
    };
  }
  const rowCount = table.value.rows.filter((r) => !isBlankRow(r)).length;
  if (rowCount > MAX_ITEM_IMPORT_ROWS) {
    return {
      ok: false,
      message: keyed("purchasing.itemImport.tooManyRows", { rows: rowCount, max: MAX_ITEM_IMPORT_ROWS }),
    };
  }
  return { ok: true, value: { columns, unused, rows: table.value.rows, rowCount } };
}

export type RowAction = "create" | "update" | "restore" | "unchanged";

export interface ItemProblem {
  line: number;
  /** The file's header for the column, or a catalog key: our label when the file lacks it, or "Row". */
  column: string;
  /** A catalog key, or a key with its values (`keyed`): t.text words it. */
  message: string;
}

export interface ItemsImportCheck {
  rowCount: number;
  /** Every problem; `problems` lists the first MAX_REPORTED_ERRORS. */
  errorCount: number;
  problems: ItemProblem[];
  invalidRows: number;
  /** What the rows without problems do. */
  counts: Record<RowAction, number>;
  /** Every non-blank row in file order: what it does, or null when it has a problem. */
  rows: { line: number; action: RowAction | null }[];
}

interface PlannedRow {
  action: RowAction;
  itemId: string | null;
  input: ItemInput;
}

type ItemRow = typeof item.$inferSelect;

/** A number as plain decimal text (never "1e-7"), exactly as stored. */
const plain = (n: number | null) =>
  n === null ? "" : n.toLocaleString("en-US", { useGrouping: false, maximumFractionDigits: 20 });
const EXPONENT = /^[-+]?(\d+\.?\d*|\.\d+)e[-+]?\d+$/i;
const TRUE = new Set(["yes", "y", "true", "1", "x", "on", "sí", "si"]);
const FALSE = new Set(["no", "n", "false", "0", "off"]);

/** The form's fields for an item as it is (an update starts from it) or as a new item starts. */
function formOf(current: ItemRow | null): Record<string, string> {
  return {
    name: current?.name ?? "",
    sku: current?.sku ?? "",
    category: current?.category ?? "",
    unit: current?.unit ?? "",
    cost: centsToMoneyText(current?.costCents ?? null),
    price: centsToMoneyText(current?.priceCents ?? null),
    billable: current && !current.billable ? "false" : "true",
    taxable: current && !current.taxable ? "false" : "true",
    chemical: current?.chemical ?? "",
    strengthPercent: plain(current?.strengthPercent ?? null),
    description: current?.description ?? "",
    stockQuantity: plain(current?.stockQuantity ?? null),
    lowStockThreshold: plain(current?.lowStockThreshold ?? null),
  };
}

const categoryByText = new Map(
  itemCategories.flatMap((c) => [
    [norm(c), c],
    [norm(itemCategoryLabels[c]), c],
  ]),
);
const chemicalByText = new Map(
  chemicalKinds.flatMap((k) => [
    [norm(k), k],
    [norm(chemicalLabels[k]), k],
  ]),
);

const sameItem = (a: ItemRow, b: ItemInput) =>
  (Object.keys(b) as (keyof ItemInput)[]).every((k) => a[k] === b[k]);

function indexBy<T>(list: readonly T[], key: (t: T) => string | null) {
  const map = new Map<string, T[]>();
  for (const t of list) {
    const k = key(t);
    if (k) map.set(k, [...(map.get(k) ?? []), t]);
  }
  return map;
}

/** The company's items by SKU and by name, and its vendors by name (all normalised). */
async function loadCatalog(db: Db, ctx: TenantContext) {
  const [items, vendors] = await Promise.all([
    db.select().from(item).where(scoped(ctx, item)).orderBy(asc(item.createdAt), asc(item.id)),
    db
      .select({ id: vendor.id, name: vendor.name, archivedAt: vendor.archivedAt })
      .from(vendor)
      .where(scoped(ctx, vendor)),
  ]);
  // Where two items share a SKU or name, an active one is matched before an archived one, then the oldest.
  items.sort((a, b) => Number(a.archivedAt !== null) - Number(b.archivedAt !== null));
  return {
    bySku: indexBy(items, (i) => (i.sku ? norm(i.sku) : null)),
    byName: indexBy(items, (i) => norm(i.name)),
    vendorsByName: indexBy(vendors, (v) => norm(v.name)),
  };
}
type Catalog = Awaited<ReturnType<typeof loadCatalog>>;

/** The item a row updates: same SKU; else same name, SKU-less first and never one with another SKU. */
function matchItem(catalog: Catalog, name: string, sku: string | undefined): ItemRow | null {
  const skuMatch = sku ? catalog.bySku.get(norm(sku))?.[0] : undefined;
  if (skuMatch) return skuMatch;
  const named = catalog.byName.get(norm(name)) ?? [];
  if (sku) return named.find((c) => !c.sku || norm(c.sku) === norm(sku)) ?? null;
  return named.find((c) => !c.sku) ?? named[0] ?? null;
}

type Cell = (c: ItemColumn) => string | undefined;
type Report = (c: ItemColumn | "row", message: string) => void;

/**
 * The item form's fields for a row: the current item's values (or a new item's), overlaid with the file's cells.
 * Returns the fields whose problem is reported already, so the schema's message for them is not repeated.
 */
function formFor(cell: Cell, current: ItemRow | null, problem: Report) {
  const form = formOf(current);
  const reported = new Set<string>();
  for (const field of textFields) {
    const value = cell(field);
    if (value !== undefined) form[field] = EXPONENT.test(value) ? plain(Number(value)) : value;
  }
  for (const column of ["billable", "taxable"] as const) {
    const value = norm(cell(column) ?? "");
    if (TRUE.has(value)) form[column] = "true";
    else if (FALSE.has(value)) form[column] = "false";
    else if (value) {
      problem(column, keyed("purchasing.itemImport.yesNo", { value: cell(column) ?? "" }));
      reported.add(column);
    }
  }
  const chemical = cell("chemical");
  if (chemical !== undefined) {
    form.chemical = chemical ? (chemicalByText.get(norm(chemical)) ?? chemical) : "";
    if (chemical && !chemicalByText.has(norm(chemical))) {
      const names = Object.values(chemicalLabels).join(", ");
      problem("chemical", keyed("purchasing.itemImport.notChemical", { value: chemical, names }));
      reported.add("chemical");
    }
  }
  const category = cell("category");
  if (category) {
    form.category = categoryByText.get(norm(category)) ?? category;
    if (!categoryByText.has(norm(category))) {
      const names = Object.values(itemCategoryLabels).join(", ");
      problem("category", keyed("purchasing.itemImport.notCategory", { value: category, names }));
      reported.add("category");
    }
  }
  // A new item's category, when the file gives none: where the item form puts it.
  if (!form.category) form.category = form.chemical ? "chemicals" : "misc";
  return { form, reported };
}
const textFields = [
  "name",
  "sku",
  "unit",
  "cost",
  "price",
  "description",
  "strengthPercent",
  "stockQuantity",
  "lowStockThreshold",
] as const;

/** The preferred vendor a row names: one of the company's by name; an archived one only if the item has it. */
function vendorFor(cell: Cell, catalog: Catalog, current: ItemRow | null, problem: Report) {
  const text = cell("vendor");
  if (text === undefined) return current?.preferredVendorId ?? null;
  if (!text) return null;
  const matches = catalog.vendorsByName.get(norm(text)) ?? [];
  const active = matches.filter((v) => !v.archivedAt);
  const kept = matches.find((v) => v.id === current?.preferredVendorId);
  const id = kept?.id ?? (active.length === 1 ? active[0].id : null);
  if (!id) {
    problem(
      "vendor",
      keyed(
        matches.length === 0
          ? "purchasing.itemImport.noVendor"
          : active.length > 1
            ? "purchasing.itemImport.severalVendors"
            : "purchasing.itemImport.vendorArchived",
        { name: text },
      ),
    );
  }
  return id;
}

/** One row through the item form's schema (and the typed one): the item to save, or null with its problems. */
function inputFor(cell: Cell, catalog: Catalog, current: ItemRow | null, problem: Report): ItemInput | null {
  const { form, reported } = formFor(cell, current, problem);
  const vendorId = vendorFor(cell, catalog, current, problem);
  const parsed = safeParseChecked(itemFormSchema, form);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const field = String(issue.path[0] ?? "");
      if (reported.has(field)) continue;
      reported.add(field);
      problem(itemColumns.includes(field as ItemColumn) ? (field as ItemColumn) : "row", issue.message);
    }
    return null;
  }
  const typed = itemInputSchema.safeParse({ ...parsed.data, preferredVendorId: vendorId });
  if (!typed.success) for (const issue of typed.error.issues) problem("row", issue.message);
  return typed.success ? typed.data : null;
}

/** Checks every row against the company's items and vendors; the rows without problems come with what they do. */
async function planItems(db: Db, ctx: TenantContext, file: ItemsFile) {
  const catalog = await loadCatalog(db, ctx);
  const check: ItemsImportCheck = {
    rowCount: 0,
    errorCount: 0,
    problems: [],
    invalidRows: 0,
    counts: { create: 0, update: 0, restore: 0, unchanged: 0 },
    rows: [],
  };
  const planned: PlannedRow[] = [];
  const seen = new Map<string, number>(); // item identity → first line

  file.rows.forEach((raw, i) => {
    if (isBlankRow(raw)) return;
    const line = i + 2;
    check.rowCount++;
    const problems: ItemProblem[] = [];
    const problem: Report = (c, message) =>
      problems.push({
        line,
        column: c === "row" ? "purchasing.itemImport.row" : (file.columns[c] ?? itemColumnKeys[c]),
        message,
      });
    const cell: Cell = (c) => {
      const h = file.columns[c];
      return h === undefined ? undefined : (raw[h] ?? "").trim();
    };

    const name = cell("name") ?? "";
    const sku = cell("sku");
    const current = matchItem(catalog, name, sku);
    const identity = current ? `item:${current.id}` : sku ? `sku:${norm(sku)}` : `name:${norm(name)}`;
    const first = seen.get(identity);
    if (first === undefined) seen.set(identity, line);
    else if (name) {
      problem(
        sku ? "sku" : "name",
        keyed("purchasing.itemImport.duplicate", { line: first, by: sku ? "sku" : "name" }),
      );
    }
    const input = inputFor(cell, catalog, current, problem);

    if (problems.length > 0 || !input) {
      check.invalidRows++;
      check.errorCount += problems.length;
      for (const p of problems) if (check.problems.length < MAX_REPORTED_ERRORS) check.problems.push(p);
      check.rows.push({ line, action: null });
      return;
    }
    const action: RowAction = !current
      ? "create"
      : current.archivedAt
        ? "restore"
        : sameItem(current, input)
          ? "unchanged"
          : "update";
    check.counts[action]++;
    check.rows.push({ line, action });
    planned.push({ action, itemId: current?.id ?? null, input });
  });
  return { check, planned };
}

/** The preview: what importing the file would do, and every problem by line. Writes nothing. */
export async function checkItemsImport(ctx: TenantContext, file: ItemsFile): Promise<ItemsImportCheck> {
  requirePermission(ctx, "operations:write");
  return (await planItems(ctx.db, ctx, file)).check;
}

export type ItemsImportResult =
  | { ok: true; counts: ItemsImportCheck["counts"] }
  | { ok: false; check: ItemsImportCheck };

/** Imports the file in one transaction, checked again inside it; with any problem nothing is written. */
export async function importItems(ctx: TenantContext, file: ItemsFile): Promise<ItemsImportResult> {
  requirePermission(ctx, "operations:write");
  const result = await ctx.db.transaction(async (tx): Promise<ItemsImportResult> => {
    const { check, planned } = await planItems(tx, ctx, file);
    if (check.errorCount > 0) return { ok: false, check };
    const created = planned.filter((p) => p.action === "create");
    for (let i = 0; i < created.length; i += INSERT_BATCH) {
      await tx
        .insert(item)
        .values(created.slice(i, i + INSERT_BATCH).map((p) => ({ ...p.input, companyId: ctx.companyId })));
    }
    for (const p of planned) {
      if (!p.itemId || p.action === "unchanged") continue;
      await tx
        .update(item)
        .set({ ...p.input, ...(p.action === "restore" ? { archivedAt: null } : {}), updatedAt: new Date() })
        .where(scoped(ctx, item, eq(item.id, p.itemId)));
    }
    return { ok: true, counts: check.counts };
  });
  // A catalog loaded at once (up to 5,000 items) would leave the planner guessing the item table's size.
  if (result.ok && result.counts.create + result.counts.update + result.counts.restore >= ANALYZE_AFTER_ROWS)
    await analyzeTables(ctx.db, [item]);
  return result;
}

/** Items written by one import past which the item table is analyzed. */
const ANALYZE_AFTER_ROWS = 500;
