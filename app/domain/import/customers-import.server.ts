import { and, asc, eq, getTableColumns, inArray, isNull, type SQL, sql } from "drizzle-orm";
import type { PgTable } from "drizzle-orm/pg-core";
import { toCsv } from "~/core/import/csv";
import type { FieldKey } from "~/core/import/fields";
import {
  type ImportCustomer,
  type ImportLocation,
  normalizeAddress,
  normalizeText,
} from "~/core/import/validate";
import { analyzeTables } from "~/db/analyze.server";
import type { Tx } from "~/db/client.server";
import { bodyOfWater, customer, equipment, serviceLocation } from "~/db/schema";
import { refreshCustomerSearchText } from "../customers/customers.server";
import { displayNameOf } from "../customers/schemas";
import { RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

/** Rows written by one import past which the written tables are analyzed. */
const ANALYZE_AFTER_ROWS = 500;
/** Rows per INSERT (each batch is one statement with one JSON parameter, and one progress report). */
export const IMPORT_BATCH_SIZE = 500;
/** Ids per `in (…)` lookup. */
const LOOKUP_CHUNK = 1000;

export interface ImportPlan {
  customers: readonly ImportCustomer[];
  /** Customer fields the file has; a re-import updates only these (all when absent). */
  mappedFields?: readonly FieldKey[];
  /** Problems found by validateRows: an import with any is refused. */
  errorCount?: number;
}

export interface ImportProgress {
  phase: "customers" | "locations" | "bodies";
  done: number;
  total: number;
}

export interface ImportCounts {
  customersCreated: number;
  customersUpdated: number;
  locationsCreated: number;
  bodiesCreated: number;
}

const noCounts = (): ImportCounts => ({
  customersCreated: 0,
  customersUpdated: 0,
  locationsCreated: 0,
  bodiesCreated: 0,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Which customer columns each import field writes. */
const customerColumnsOf: Partial<Record<FieldKey, CustomerColumn[]>> = {
  firstName: ["firstName"],
  lastName: ["lastName"],
  companyName: ["companyName"],
  displayAsCompany: ["displayAsCompany"],
  email: ["email"],
  phone: ["phone"],
  mobilePhone: ["mobilePhone"],
  billingAddressLine: ["billingAddressLine"],
  billingCity: ["billingCity"],
  billingRegion: ["billingRegion"],
  billingPostalCode: ["billingPostalCode"],
  status: ["status"],
  tags: ["tags"],
  notes: ["billingNotes"],
  billingTerms: ["billingTerms"],
  rateType: ["rateType"],
  preferredLanguage: ["preferredLanguage"],
};
type CustomerColumn = keyof typeof customer.$inferInsert;

const customerColumns = getTableColumns(customer);
const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * The update half of the customer upsert: the file's columns take the file's values, the others keep theirs, and
 * the display name is recomputed from the result (the same rule as displayNameOf).
 */
function upsertSet(mappedFields: readonly FieldKey[] | undefined): SQL {
  const mapped = new Set(
    (mappedFields ?? (Object.keys(customerColumnsOf) as FieldKey[])).flatMap(
      (f) => customerColumnsOf[f] ?? [],
    ),
  );
  const name = (key: CustomerColumn) => quoted(customerColumns[key].name);
  // The name columns decide the display name; those the file lacks keep their stored value.
  const value = (key: CustomerColumn) =>
    sql.raw(mapped.has(key) ? `excluded.${name(key)}` : `"customer".${name(key)}`);
  const assignments = [...mapped].map((key) => sql.raw(`${name(key)} = excluded.${name(key)}`));
  const [first, last, business, asBusiness] = [
    value("firstName"),
    value("lastName"),
    value("companyName"),
    value("displayAsCompany"),
  ];
  assignments.push(
    sql`${sql.raw(name("displayName"))} = case when ${asBusiness} and ${business} is not null then ${business}
      else coalesce(nullif(concat_ws(', ', nullif(${last}, ''), nullif(${first}, '')), ''), ${business}, 'Unnamed customer') end`,
    sql`${sql.raw(name("updatedAt"))} = now()`,
  );
  return sql.join(assignments, sql`, `);
}

/**
 * One INSERT of many rows, sent as a single JSON parameter and unpacked by json_populate_recordset: thousands of
 * bind parameters are several times slower (on PGlite especially). Every row must carry the same keys; the
 * columns not given take their defaults.
 */
export function insertJson(
  table: PgTable,
  rows: readonly Record<string, unknown>[],
  suffix: SQL = sql``,
): SQL {
  const columns = getTableColumns(table);
  const keys = Object.keys(rows[0] ?? {}).filter((k) => k in columns);
  const names = sql.join(
    keys.map((k) => sql.identifier(columns[k].name)),
    sql`, `,
  );
  const records = rows.map((r) => Object.fromEntries(keys.map((k) => [columns[k].name, r[k] ?? null])));
  return sql`insert into ${table} (${names})
    select ${names} from json_populate_recordset(null::${table}, ${JSON.stringify(records)}::json) ${suffix}`;
}

async function rowsOf<T>(query: Promise<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}

/** Merges plan entries that turn out to be the same customer (a file ID that is one of our own customer ids). */
function mergeByKey(entries: ImportCustomer[]): ImportCustomer[] {
  const byKey = new Map<string, ImportCustomer>();
  for (const entry of entries) {
    const existing = byKey.get(entry.importKey);
    if (!existing) {
      byKey.set(entry.importKey, {
        ...entry,
        lines: [...entry.lines],
        locations: entry.locations.map((l) => ({ ...l, bodies: [...l.bodies] })),
      });
      continue;
    }
    existing.lines.push(...entry.lines);
    for (const location of entry.locations) {
      const same = existing.locations.find((l) => l.key === location.key);
      if (!same) existing.locations.push({ ...location, bodies: [...location.bodies] });
      else {
        for (const body of location.bodies) {
          if (!same.bodies.some((b) => normalizeText(b.name) === normalizeText(body.name)))
            same.bodies.push(body);
        }
      }
    }
  }
  return [...byKey.values()];
}

/**
 * A file exported from Drip Drop names customers by their id. Those customers are found by id: one never imported
 * before takes its id as its import key, one imported before keeps its key (and the plan uses it).
 */
async function resolveOwnIds(tx: Tx, ctx: TenantContext, plan: ImportCustomer[]): Promise<ImportCustomer[]> {
  const ids = [...new Set(plan.map((c) => c.externalId).filter((id): id is string => !!id && UUID.test(id)))];
  if (ids.length === 0) return plan;
  const keyOfId = new Map<string, string | null>();
  for (const part of chunks(ids, LOOKUP_CHUNK)) {
    const rows = await tx
      .select({ id: customer.id, importKey: customer.importKey })
      .from(customer)
      .where(scoped(ctx, customer, inArray(customer.id, part)));
    for (const r of rows) keyOfId.set(r.id, r.importKey);
  }
  const unkeyed = [...keyOfId].filter(([, key]) => key === null).map(([id]) => id);
  for (const part of chunks(unkeyed, LOOKUP_CHUNK)) {
    // Only a customer whose id no other customer of the company already uses as its key.
    await tx
      .update(customer)
      .set({ importKey: sql`${customer.id}` })
      .where(
        scoped(
          ctx,
          customer,
          inArray(customer.id, part),
          isNull(customer.importKey),
          sql`not exists (select 1 from customer c2 where c2.company_id = ${ctx.companyId} and c2.import_key = ${customer.id})`,
        ),
      );
  }
  const remapped = plan.map((c) => {
    const key = c.externalId ? keyOfId.get(c.externalId) : undefined;
    return key ? { ...c, importKey: key } : c;
  });
  return mergeByKey(remapped);
}

/**
 * Writes customers with their locations and bodies of water in the caller's transaction (the whole inline import, or
 * one chunk of a background run): customers upserted by import key, a location only where the customer has none at
 * the same address, a body of water only where the location has none of the same name.
 */
export async function writeCustomers(
  tx: Tx,
  ctx: TenantContext,
  parsed: Pick<ImportPlan, "customers" | "mappedFields">,
  options: {
    batchSize: number;
    report: (progress: ImportProgress) => unknown;
    batchId: string | null;
  },
): Promise<ImportCounts> {
  const { batchSize, report, batchId } = options;
  const counts = noCounts();
  if (parsed.customers.length === 0) return counts;
  const plan = await resolveOwnIds(tx, ctx, mergeByKey([...parsed.customers]));

  // 1. Customers: insert, or update the one with the same import key.
  const set = upsertSet(parsed.mappedFields);
  const idOfKey = new Map<string, string>();
  const updatedIds: string[] = [];
  for (const batch of chunks(plan, batchSize)) {
    const values: (typeof customer.$inferInsert)[] = batch.map((c) => ({
      ...c.customer,
      companyId: ctx.companyId,
      importKey: c.importKey,
      displayName: displayNameOf(c.customer),
      importBatchId: batchId,
    }));
    const rows = await rowsOf<{ id: string; import_key: string; created: boolean }>(
      tx.execute(
        insertJson(
          customer,
          values,
          sql`on conflict (company_id, import_key) do update set ${set}
            returning id, import_key, (xmax = 0) as created`,
        ),
      ),
    );
    for (const r of rows) {
      idOfKey.set(r.import_key, r.id);
      if (r.created) counts.customersCreated++;
      else {
        counts.customersUpdated++;
        updatedIds.push(r.id);
      }
    }
    await report({ phase: "customers", done: idOfKey.size, total: plan.length });
  }

  // 2. Service locations the customers don't have yet (new customers have none).
  const existingLocations = new Map<string, string>(); // customerId + normalised address → location id
  for (const part of chunks(updatedIds, LOOKUP_CHUNK)) {
    const rows = await tx
      .select({
        id: serviceLocation.id,
        customerId: serviceLocation.customerId,
        addressLine: serviceLocation.addressLine,
        city: serviceLocation.city,
      })
      .from(serviceLocation)
      .where(scoped(ctx, serviceLocation, inArray(serviceLocation.customerId, part)))
      .orderBy(asc(serviceLocation.createdAt));
    for (const r of rows) {
      const key = `${r.customerId}\u0000${normalizeAddress(r.addressLine, r.city)}`;
      if (!existingLocations.has(key)) existingLocations.set(key, r.id);
    }
  }
  const newLocations: (typeof serviceLocation.$inferInsert)[] = [];
  const bodyTargets: {
    locationId: string;
    customerId: string;
    existing: boolean;
    location: ImportLocation;
  }[] = [];
  for (const c of plan) {
    const customerId = idOfKey.get(c.importKey)!;
    for (const location of c.locations) {
      const found = existingLocations.get(`${customerId}\u0000${location.key}`);
      if (found) {
        bodyTargets.push({ locationId: found, customerId, existing: true, location });
        continue;
      }
      const id = crypto.randomUUID();
      const hasCoordinates = location.fields.latitude !== null && location.fields.longitude !== null;
      newLocations.push({
        id,
        companyId: ctx.companyId,
        customerId,
        ...location.fields,
        geocodedBy: hasCoordinates ? "import" : null,
        importBatchId: batchId,
      });
      bodyTargets.push({ locationId: id, customerId, existing: false, location });
    }
  }
  for (const batch of chunks(newLocations, batchSize)) {
    await tx.execute(insertJson(serviceLocation, batch));
    counts.locationsCreated += batch.length;
    await report({ phase: "locations", done: counts.locationsCreated, total: newLocations.length });
  }

  // 3. Bodies of water the locations don't have yet.
  const existingBodies = new Set<string>(); // location id + normalised name
  const existingLocationIds = bodyTargets.filter((t) => t.existing).map((t) => t.locationId);
  for (const part of chunks([...new Set(existingLocationIds)], LOOKUP_CHUNK)) {
    const rows = await tx
      .select({ locationId: bodyOfWater.serviceLocationId, name: bodyOfWater.name })
      .from(bodyOfWater)
      .where(scoped(ctx, bodyOfWater, inArray(bodyOfWater.serviceLocationId, part)));
    for (const r of rows) existingBodies.add(`${r.locationId}\u0000${normalizeText(r.name)}`);
  }
  const newBodies: (typeof bodyOfWater.$inferInsert)[] = [];
  for (const target of bodyTargets) {
    for (const body of target.location.bodies) {
      const key = `${target.locationId}\u0000${normalizeText(body.name)}`;
      if (existingBodies.has(key)) continue;
      existingBodies.add(key);
      newBodies.push({
        companyId: ctx.companyId,
        customerId: target.customerId,
        serviceLocationId: target.locationId,
        name: body.name,
        kind: body.kind,
        volume: body.volume,
        volumeSource: "entered",
        sanitizer: body.sanitizer ?? "chlorine",
        importBatchId: batchId,
      });
    }
  }
  for (const batch of chunks(newBodies, batchSize)) {
    await tx.execute(insertJson(bodyOfWater, batch));
    counts.bodiesCreated += batch.length;
    await report({ phase: "bodies", done: counts.bodiesCreated, total: newBodies.length });
  }
  // 4. Search follows names, contact details and addresses.
  for (const part of chunks([...idOfKey.values()], LOOKUP_CHUNK)) {
    await refreshCustomerSearchText(tx, ctx, part);
  }
  return counts;
}

/**
 * Imports customers with their service locations and bodies of water, all or nothing: everything is written in one
 * transaction. Customers are upserted by their import key, so importing the same file again updates them instead of
 * adding duplicates; a location is added only when the customer has none at the same (normalised) address, and a
 * body of water only when that location has none of the same name.
 */
export async function importCustomers(
  ctx: TenantContext,
  parsed: ImportPlan,
  options: {
    /** Called after each batch; a returned promise is awaited (e.g. to let a streamed response flush). */
    onProgress?: (progress: ImportProgress) => unknown;
    batchSize?: number;
    /** The import batch the created records carry (undone with it); customers only updated keep theirs. */
    batchId?: string;
  } = {},
): Promise<ImportCounts> {
  requirePermission(ctx, "customers:write");
  if (parsed.errorCount) {
    throw new RuleError("file", `Fix the ${parsed.errorCount} problems in the file before importing it.`);
  }
  const batchSize = Math.max(1, Math.min(options.batchSize ?? IMPORT_BATCH_SIZE, IMPORT_BATCH_SIZE));
  const report = options.onProgress ?? (() => undefined);
  const batchId = options.batchId ?? null;
  if (parsed.customers.length === 0) return noCounts();

  const result = await ctx.db.transaction((tx) =>
    writeCustomers(tx, ctx, parsed, { batchSize, report, batchId }),
  );
  // A large import changes the tables' sizes enough to mislead the planner until statistics are refreshed.
  const written =
    result.customersCreated + result.customersUpdated + result.locationsCreated + result.bodiesCreated;
  if (written >= ANALYZE_AFTER_ROWS) await analyzeTables(ctx.db, [customer, serviceLocation, bodyOfWater]);
  return result;
}

// --- Exports ----------------------------------------------------------------------------------------------------

const dateOnly = (d: Date | null) => (d ? d.toISOString().slice(0, 10) : "");
const yesNo = (b: boolean) => (b ? "yes" : "no");

/** Customer columns that the import reads back (guessMapping recognises every header). */
const customerIdentityHeaders = ["Customer ID", "First name", "Last name", "Business name", "Email"];

/** Every active customer of the company, one row each; the import accepts this file back. */
export async function exportCustomersCsv(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select()
    .from(customer)
    .where(scoped(ctx, customer, isNull(customer.archivedAt)))
    .orderBy(asc(customer.displayName), asc(customer.id));
  return toCsv(
    [
      "Customer ID",
      "Display name",
      "First name",
      "Last name",
      "Business name",
      "Display as business",
      "Email",
      "Phone",
      "Mobile phone",
      "Billing address",
      "Billing city",
      "Billing state",
      "Billing ZIP code",
      "Status",
      "Tags",
      "Billing notes",
      "Billing terms",
      "Rate type",
      "Preferred language",
      "Created",
    ],
    rows.map((c) => [
      c.id,
      c.displayName,
      c.firstName,
      c.lastName,
      c.companyName,
      yesNo(c.displayAsCompany),
      c.email,
      c.phone,
      c.mobilePhone,
      c.billingAddressLine,
      c.billingCity,
      c.billingRegion,
      c.billingPostalCode,
      c.status,
      c.tags.join(", "),
      c.billingNotes,
      c.billingTerms,
      c.rateType,
      // "en" or "es"; blank when the customer has none (their mail is in English).
      c.preferredLanguage ?? "",
      dateOnly(c.createdAt),
    ]),
  );
}

const activeLocation = (ctx: TenantContext) =>
  scoped(ctx, serviceLocation, isNull(serviceLocation.archivedAt), isNull(customer.archivedAt));

/** Every active service location (of active customers), with its customer's name; importable too. */
export async function exportLocationsCsv(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select({ location: serviceLocation, customer })
    .from(serviceLocation)
    .innerJoin(customer, eq(customer.id, serviceLocation.customerId))
    .where(activeLocation(ctx))
    .orderBy(asc(customer.displayName), asc(serviceLocation.addressLine), asc(serviceLocation.id));
  return toCsv(
    [
      ...customerIdentityHeaders,
      "Customer",
      "Location ID",
      "Location nickname",
      "Service address",
      "City",
      "State",
      "ZIP code",
      "Country",
      "Latitude",
      "Longitude",
      "Gate code",
      "Access notes",
      "Dog's name",
      "Minutes on site",
    ],
    rows.map(({ location: l, customer: c }) => [
      c.id,
      c.firstName,
      c.lastName,
      c.companyName,
      c.email,
      c.displayName,
      l.id,
      l.nickname,
      l.addressLine,
      l.city,
      l.region,
      l.postalCode,
      l.country,
      l.latitude,
      l.longitude,
      l.gateCode,
      l.accessNotes,
      l.dogName,
      l.estimatedMinutes,
    ]),
  );
}

/** Every active body of water (at active locations of active customers); importable too. */
export async function exportBodiesCsv(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select({ body: bodyOfWater, location: serviceLocation, customer })
    .from(bodyOfWater)
    .innerJoin(serviceLocation, eq(serviceLocation.id, bodyOfWater.serviceLocationId))
    .innerJoin(customer, eq(customer.id, bodyOfWater.customerId))
    .where(and(scoped(ctx, bodyOfWater, isNull(bodyOfWater.archivedAt)), activeLocation(ctx)))
    .orderBy(asc(customer.displayName), asc(serviceLocation.addressLine), asc(bodyOfWater.name));
  const volumeHeader = ctx.units === "metric" ? "Volume (L)" : "Volume (gal)";
  return toCsv(
    [
      ...customerIdentityHeaders,
      "Customer",
      "Service address",
      "City",
      "State",
      "ZIP code",
      "Body of water",
      "Kind",
      volumeHeader,
      "Sanitizer",
      "Surface",
      "Shape",
      "Indoor",
      "Last filled on",
    ],
    rows.map(({ body: b, location: l, customer: c }) => [
      c.id,
      c.firstName,
      c.lastName,
      c.companyName,
      c.email,
      c.displayName,
      l.addressLine,
      l.city,
      l.region,
      l.postalCode,
      b.name,
      b.kind,
      b.volume,
      b.sanitizer,
      b.surface,
      b.shape,
      yesNo(b.indoor),
      b.lastFilledOn,
    ]),
  );
}

/** Every active piece of equipment (on active bodies of water of active customers). Not importable. */
export async function exportEquipmentCsv(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select({ item: equipment, body: bodyOfWater, location: serviceLocation, customer })
    .from(equipment)
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, equipment.bodyOfWaterId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, bodyOfWater.serviceLocationId))
    .innerJoin(customer, eq(customer.id, equipment.customerId))
    .where(
      and(
        scoped(ctx, equipment, isNull(equipment.archivedAt)),
        isNull(bodyOfWater.archivedAt),
        activeLocation(ctx),
      ),
    )
    .orderBy(
      asc(customer.displayName),
      asc(serviceLocation.addressLine),
      asc(bodyOfWater.name),
      asc(equipment.category),
    );
  return toCsv(
    [
      "Customer ID",
      "Customer",
      "Service address",
      "City",
      "Body of water",
      "Equipment ID",
      "Category",
      "Make",
      "Model",
      "Serial number",
      "Status",
      "Installed on",
      "Uninstalled on",
      "Warranty until",
      "Clean pressure (psi)",
      "Current pressure (psi)",
      "Service every",
      "Service unit",
      "Last service on",
      "Next service on",
      "Notes",
    ],
    rows.map(({ item: e, body: b, location: l, customer: c }) => [
      c.id,
      c.displayName,
      l.addressLine,
      l.city,
      b.name,
      e.id,
      e.category,
      e.make,
      e.model,
      e.serialNumber,
      e.status,
      e.installedOn,
      e.uninstalledOn,
      e.warrantyUntil,
      e.cleanPressurePsi,
      e.currentPressurePsi,
      e.serviceEvery,
      e.serviceUnit,
      e.lastServiceOn,
      e.nextServiceOn,
      e.notes,
    ]),
  );
}
