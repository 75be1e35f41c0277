import { asc, eq, isNull } from "drizzle-orm";
import type { HistoryError, HistoryRow } from "~/core/import/history";
import { normalizeAddress, normalizeText } from "~/core/import/validate";
import type { Tx } from "~/db/client.server";
import {
  bodyOfWater,
  companyMember,
  customer,
  equipment,
  importBatch,
  item,
  serviceLocation,
  serviceStop,
  stopDose,
  stopReading,
  user,
} from "~/db/schema";
import { nextNumber } from "../numbering.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { insertJson } from "./customers-import.server";

/** Visits written per transaction: a chunk is all or nothing, and the batch's progress moves with it. */
export const HISTORY_CHUNK = 1000;

/** A visit with the company's records it belongs to. */
export interface ResolvedVisit {
  line: number;
  date: string;
  customerId: string;
  locationId: string;
  bodyId: string;
  technicianId: string | null;
  readings: HistoryRow["readings"];
  doses: { itemId: string | null; name: string; amount: number; unit: string }[];
  notes: string;
}

export interface Lookups {
  byExternalId: Map<string, string[]>;
  byEmail: Map<string, string[]>;
  byName: Map<string, string[]>;
  locations: Map<string, { id: string; address: string }[]>;
  bodies: Map<string, { id: string; locationId: string; name: string }[]>;
  members: Map<string, string[]>;
  items: Map<string, { id: string; unit: string }>;
}

function push(map: Map<string, string[]>, key: string, id: string) {
  if (!key) return;
  const list = map.get(key);
  if (!list) map.set(key, [id]);
  else if (!list.includes(id)) list.push(id);
}

export const streetOnly = (addressLine: string) => normalizeAddress(addressLine, "").split("|")[0];

/** The company's customers, locations, pools, members and chemicals, indexed the ways a file names them. */
export async function loadHistoryLookups(ctx: TenantContext): Promise<Lookups> {
  requirePermission(ctx, "customers:read");
  const [customers, locations, bodies, members, items] = await Promise.all([
    ctx.db
      .select({
        id: customer.id,
        importKey: customer.importKey,
        displayName: customer.displayName,
        firstName: customer.firstName,
        lastName: customer.lastName,
        companyName: customer.companyName,
        email: customer.email,
      })
      .from(customer)
      .where(scoped(ctx, customer)),
    ctx.db
      .select({
        id: serviceLocation.id,
        customerId: serviceLocation.customerId,
        addressLine: serviceLocation.addressLine,
      })
      .from(serviceLocation)
      .where(scoped(ctx, serviceLocation, isNull(serviceLocation.archivedAt)))
      .orderBy(asc(serviceLocation.createdAt), asc(serviceLocation.id)),
    ctx.db
      .select({
        id: bodyOfWater.id,
        customerId: bodyOfWater.customerId,
        locationId: bodyOfWater.serviceLocationId,
        name: bodyOfWater.name,
      })
      .from(bodyOfWater)
      .where(scoped(ctx, bodyOfWater, isNull(bodyOfWater.archivedAt)))
      .orderBy(asc(bodyOfWater.createdAt), asc(bodyOfWater.id)),
    ctx.db
      .select({ id: companyMember.id, name: user.name, email: user.email })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, companyMember)),
    ctx.db
      .select({ id: item.id, name: item.name, unit: item.unit })
      .from(item)
      .where(scoped(ctx, item, isNull(item.archivedAt))),
  ]);
  const lookups: Lookups = {
    byExternalId: new Map(),
    byEmail: new Map(),
    byName: new Map(),
    locations: new Map(),
    bodies: new Map(),
    members: new Map(),
    items: new Map(),
  };
  for (const c of customers) {
    push(lookups.byExternalId, c.id, c.id);
    if (c.importKey) push(lookups.byExternalId, c.importKey, c.id);
    if (c.email) push(lookups.byEmail, c.email.trim().toLowerCase(), c.id);
    push(lookups.byName, normalizeText(c.displayName), c.id);
    push(lookups.byName, normalizeText(`${c.firstName} ${c.lastName}`), c.id);
    push(lookups.byName, normalizeText(`${c.lastName}, ${c.firstName}`), c.id);
    if (c.companyName) push(lookups.byName, normalizeText(c.companyName), c.id);
  }
  for (const l of locations) {
    const list = lookups.locations.get(l.customerId) ?? [];
    list.push({ id: l.id, address: streetOnly(l.addressLine) });
    lookups.locations.set(l.customerId, list);
  }
  for (const b of bodies) {
    const list = lookups.bodies.get(b.customerId) ?? [];
    list.push({ id: b.id, locationId: b.locationId, name: normalizeText(b.name) });
    lookups.bodies.set(b.customerId, list);
  }
  for (const m of members) {
    push(lookups.members, m.email.trim().toLowerCase(), m.id);
    push(lookups.members, normalizeText(m.name), m.id);
  }
  for (const i of items) {
    const key = normalizeText(i.name);
    if (!lookups.items.has(key)) lookups.items.set(key, { id: i.id, unit: i.unit });
  }
  return lookups;
}

/** The one customer a row names: by ID, then e-mail, then name; several or none is the row's problem. */
export function customerOf(row: HistoryRow, l: Lookups): { id: string } | { error: string } {
  const tries: [string[] | undefined, boolean][] = [
    [
      row.customer.externalId ? l.byExternalId.get(row.customer.externalId) : undefined,
      !!row.customer.externalId,
    ],
    [row.customer.email ? l.byEmail.get(row.customer.email) : undefined, !!row.customer.email],
    [row.customer.name ? l.byName.get(normalizeText(row.customer.name)) : undefined, !!row.customer.name],
  ];
  let ambiguous = false;
  for (const [ids] of tries) {
    if (ids?.length === 1) return { id: ids[0] };
    if (ids && ids.length > 1) ambiguous = true;
  }
  return {
    error: ambiguous ? "places.historyImport.customerAmbiguous" : "places.historyImport.customerUnknown",
  };
}

/**
 * Finds each valid row's customer, pool and technician in the company's records (never another company's: the
 * lookups are scoped). A row whose customer, pool or technician is not found, or is ambiguous, is a problem of that
 * row; an unknown chemical is kept by its name (as the stop screen keeps a product added by hand).
 */
export function resolveVisits(rows: readonly HistoryRow[], lookups: Lookups) {
  const visits: ResolvedVisit[] = [];
  const errors: HistoryError[] = [];
  for (const row of rows) {
    const place = resolvePlace(row, lookups);
    if ("field" in place) {
      errors.push({ line: row.line, field: place.field, message: place.message });
      continue;
    }
    let technicianId: string | null = null;
    if (row.technician) {
      const key = row.technician.includes("@") ? row.technician.toLowerCase() : normalizeText(row.technician);
      const ids = lookups.members.get(key);
      if (ids?.length !== 1) {
        errors.push({
          line: row.line,
          field: "technician",
          message: "places.historyImport.technicianUnknown",
        });
        continue;
      }
      technicianId = ids[0];
    }
    visits.push({
      line: row.line,
      date: row.date,
      ...place,
      technicianId,
      readings: row.readings,
      doses: row.doses.map((d) => {
        const known = lookups.items.get(normalizeText(d.name));
        return { itemId: known?.id ?? null, name: d.name, amount: d.amount, unit: d.unit };
      }),
      notes: row.notes,
    });
  }
  return { visits, errors };
}

/**
 * The customer, location and pool a row names (history or equipment alike): the customer by ID, e-mail or name, the
 * location by its street when given, the pool by its name when given (else the first). Or the row's problem.
 */
export function resolvePlace(
  row: HistoryRow,
  lookups: Lookups,
):
  | { customerId: string; locationId: string; bodyId: string }
  | { field: "customerName" | "addressLine" | "bodyName"; message: string } {
  const found = customerOf(row, lookups);
  if ("error" in found) return { field: "customerName", message: found.error };
  let bodies = lookups.bodies.get(found.id) ?? [];
  if (row.addressLine) {
    const street = streetOnly(row.addressLine);
    const location = (lookups.locations.get(found.id) ?? []).find((l) => l.address === street);
    if (!location) return { field: "addressLine", message: "places.historyImport.addressUnknown" };
    bodies = bodies.filter((b) => b.locationId === location.id);
  }
  const body = row.bodyName ? bodies.find((b) => b.name === normalizeText(row.bodyName ?? "")) : bodies[0];
  if (!body)
    return {
      field: "bodyName",
      message: row.bodyName ? "places.historyImport.poolUnknown" : "places.historyImport.noPool",
    };
  return { customerId: found.id, locationId: body.locationId, bodyId: body.id };
}

/**
 * Another run of the same batch wrote this chunk already (a redelivered job while the first was still alive, or a
 * resume clicked during a slow run): this run stops, the other one goes on.
 */
export class ChunkTakenError extends Error {
  constructor() {
    super("This chunk of the import was written by another run");
  }
}

/** Locks the batch and checks that its progress is where this run thinks it is (see ChunkTakenError). */
export async function claimChunk(tx: Tx, ctx: TenantContext, batchId: string, doneRows: number) {
  const [row] = await tx
    .select({ doneRows: importBatch.doneRows, status: importBatch.status })
    .from(importBatch)
    .where(scoped(ctx, importBatch, eq(importBatch.id, batchId)))
    .for("update");
  if (!row || row.doneRows !== doneRows || row.status === "undone" || row.status === "done")
    throw new ChunkTakenError();
}

export interface HistoryCounts {
  stops: number;
  readings: number;
  doses: number;
}

/**
 * Writes one chunk of visits as finished service stops with their readings and doses, and the batch's progress, in
 * one transaction: a run that dies resumes after its last committed chunk. The stops are marked billed (history is
 * not billed again by a billing run) and carry the batch.
 */
export async function writeHistoryChunk(
  ctx: TenantContext,
  batchId: string,
  visits: readonly ResolvedVisit[],
  progress: { doneRows: number; counts: HistoryCounts },
): Promise<HistoryCounts> {
  requirePermission(ctx, "customers:write");
  const counts = { ...progress.counts };
  if (visits.length === 0) return counts;
  await ctx.db.transaction(async (tx: Tx) => {
    await claimChunk(tx, ctx, batchId, progress.doneRows);
    const first = await nextNumber(tx, ctx, "service stop", visits.length);
    const stops = visits.map((v, i) => ({
      id: crypto.randomUUID(),
      companyId: ctx.companyId,
      number: first + i,
      customerId: v.customerId,
      serviceLocationId: v.locationId,
      technicianId: v.technicianId,
      serviceDate: v.date,
      status: "finished",
      finishedAt: `${v.date}T12:00:00Z`,
      billed: true,
      internalNotes: v.notes,
      importBatchId: batchId,
    }));
    await tx.execute(insertJson(serviceStop, stops));
    const readings = visits.flatMap((v, i) =>
      Object.entries(v.readings).map(([reading, value]) => ({
        companyId: ctx.companyId,
        serviceStopId: stops[i].id,
        bodyOfWaterId: v.bodyId,
        reading,
        value,
      })),
    );
    if (readings.length) await tx.execute(insertJson(stopReading, readings));
    const doses = visits.flatMap((v, i) =>
      v.doses.map((d, position) => ({
        companyId: ctx.companyId,
        serviceStopId: stops[i].id,
        bodyOfWaterId: v.bodyId,
        itemId: d.itemId,
        name: d.name,
        amount: d.amount,
        unit: d.unit,
        position,
      })),
    );
    if (doses.length) await tx.execute(insertJson(stopDose, doses));
    counts.stops += stops.length;
    counts.readings += readings.length;
    counts.doses += doses.length;
    await tx
      .update(importBatch)
      .set({
        doneRows: progress.doneRows + visits.length,
        counts: { ...counts },
        updatedAt: new Date(),
      })
      .where(scoped(ctx, importBatch, eq(importBatch.id, batchId)));
  });
  return counts;
}

export interface EquipmentItem {
  line: number;
  customerId: string;
  bodyId: string;
  category: string;
  make: string | null;
  model: string | null;
  serialNumber: string | null;
  installedOn: string | null;
  notes: string | null;
}

/** Writes one chunk of equipment onto the pools it names, with the batch's progress, in one transaction. */
export async function writeEquipmentChunk(
  ctx: TenantContext,
  batchId: string,
  items: readonly EquipmentItem[],
  progress: { doneRows: number; counts: { equipment: number } },
): Promise<{ equipment: number }> {
  requirePermission(ctx, "customers:write");
  const counts = { equipment: progress.counts.equipment };
  if (items.length === 0) return counts;
  await ctx.db.transaction(async (tx: Tx) => {
    await claimChunk(tx, ctx, batchId, progress.doneRows);
    await tx.execute(
      insertJson(
        equipment,
        items.map((e) => ({
          companyId: ctx.companyId,
          customerId: e.customerId,
          bodyOfWaterId: e.bodyId,
          category: e.category,
          make: e.make,
          model: e.model,
          serialNumber: e.serialNumber,
          installedOn: e.installedOn,
          notes: e.notes,
          importBatchId: batchId,
        })),
      ),
    );
    counts.equipment += items.length;
    await tx
      .update(importBatch)
      .set({ doneRows: progress.doneRows + items.length, counts: { ...counts }, updatedAt: new Date() })
      .where(scoped(ctx, importBatch, eq(importBatch.id, batchId)));
  });
  return counts;
}
