import { desc, eq, inArray, isNull, ne, or, type SQL, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import { canUndoStatus, type ImportBatchStatus, type ImportKind } from "~/core/import/kinds";
import { parseSavedColumns, type SavedColumns } from "~/core/import/presets";
import type { Db, Tx } from "~/db/client.server";
import {
  bodyOfWater,
  customer,
  customerContact,
  equipment,
  importBatch,
  importPreset,
  invoice,
  job,
  messageThread,
  payment,
  recurringServiceStop,
  repairRequest,
  serviceAgreement,
  serviceLocation,
  serviceStop,
  stopReading,
} from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

export type ImportBatch = typeof importBatch.$inferSelect;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface NewBatch {
  kind: ImportKind;
  fileName: string;
  fileId: string | null;
  mapping: Record<string, string | null>;
  rowCount: number;
  errorCount?: number;
  status?: ImportBatchStatus;
}

/** Opens a batch for a file (the dry run's figures, or "checking" until a background check has them). */
export async function createImportBatch(
  ctx: TenantContext,
  input: NewBatch,
  tx: Db | Tx = ctx.db,
): Promise<string> {
  requirePermission(ctx, "customers:write");
  const [row] = await tx
    .insert(importBatch)
    .values({
      companyId: ctx.companyId,
      kind: input.kind,
      fileName: input.fileName.slice(0, 200),
      fileRef: input.fileId,
      mapping: input.mapping,
      rowCount: input.rowCount,
      errorCount: input.errorCount ?? 0,
      status: input.status ?? "checking",
      createdByUserId: ctx.userId,
    })
    .returning({ id: importBatch.id });
  return row.id;
}

/** One of the company's batches; another company's id, or no id at all, is "not found". */
export async function getImportBatch(ctx: TenantContext, id: unknown): Promise<ImportBatch> {
  requirePermission(ctx, "customers:read");
  if (typeof id !== "string" || !UUID.test(id)) throw new NotFoundError("Import");
  const [row] = await ctx.db
    .select()
    .from(importBatch)
    .where(scoped(ctx, importBatch, eq(importBatch.id, id)));
  if (!row) throw new NotFoundError("Import");
  return row;
}

/** The company's latest imports, newest first, running ones too (the import page's "Past imports": leave, come back). */
export async function listImportBatches(ctx: TenantContext, limit = 20): Promise<ImportBatch[]> {
  requirePermission(ctx, "customers:read");
  return ctx.db
    .select()
    .from(importBatch)
    .where(scoped(ctx, importBatch))
    .orderBy(desc(importBatch.createdAt), desc(importBatch.id))
    .limit(Math.max(1, Math.min(limit, 100)));
}

/** Writes a run's state and figures (the job's progress after each chunk, its end, its failure). */
export async function updateImportBatch(
  ctx: TenantContext,
  id: string,
  patch: Partial<
    Pick<
      ImportBatch,
      | "status"
      | "doneRows"
      | "counts"
      | "failure"
      | "finishedAt"
      | "rowCount"
      | "errorCount"
      | "fileRef"
      | "problems"
    >
  >,
  tx: Db | Tx = ctx.db,
): Promise<void> {
  await tx
    .update(importBatch)
    .set({ ...patch, updatedAt: new Date() })
    .where(scoped(ctx, importBatch, eq(importBatch.id, id)));
}

// --- Undo ----------------------------------------------------------------------------------------------------------

/**
 * The records of another origin that would be lost with the batch's: for each, a table with a reference column, the
 * batch's table it points at, and the catalog key that says why the undo is refused. A record made later in the
 * product (a stop, an invoice, a message…) on an imported customer, location or pool means the data is in use.
 */
interface BuiltOn {
  table: PgTable & { companyId: PgColumn };
  column: PgColumn;
  parent: PgTable & { companyId: PgColumn; id: PgColumn; importBatchId: PgColumn };
  /** The table's own batch column: its records of the same batch are not "built on it". */
  own?: PgColumn;
  reason: UndoRefusal;
}

export const undoRefusals = [
  "places.importBatch.refused.stops",
  "places.importBatch.refused.invoices",
  "places.importBatch.refused.payments",
  "places.importBatch.refused.recurring",
  "places.importBatch.refused.records",
  "places.importBatch.refused.messages",
  "places.importBatch.refused.jobs",
] as const;
export type UndoRefusal = (typeof undoRefusals)[number];

const builtOn: BuiltOn[] = [
  {
    table: serviceStop,
    column: serviceStop.customerId,
    parent: customer,
    own: serviceStop.importBatchId,
    reason: "places.importBatch.refused.stops",
  },
  {
    table: serviceStop,
    column: serviceStop.serviceLocationId,
    parent: serviceLocation,
    own: serviceStop.importBatchId,
    reason: "places.importBatch.refused.stops",
  },
  {
    table: invoice,
    column: invoice.customerId,
    parent: customer,
    own: invoice.importBatchId,
    reason: "places.importBatch.refused.invoices",
  },
  {
    table: payment,
    column: payment.customerId,
    parent: customer,
    reason: "places.importBatch.refused.payments",
  },
  {
    table: payment,
    column: payment.invoiceId,
    parent: invoice,
    reason: "places.importBatch.refused.payments",
  },
  {
    table: recurringServiceStop,
    column: recurringServiceStop.customerId,
    parent: customer,
    own: recurringServiceStop.importBatchId,
    reason: "places.importBatch.refused.recurring",
  },
  {
    table: serviceLocation,
    column: serviceLocation.customerId,
    parent: customer,
    own: serviceLocation.importBatchId,
    reason: "places.importBatch.refused.records",
  },
  {
    table: bodyOfWater,
    column: bodyOfWater.serviceLocationId,
    parent: serviceLocation,
    own: bodyOfWater.importBatchId,
    reason: "places.importBatch.refused.records",
  },
  {
    table: equipment,
    column: equipment.bodyOfWaterId,
    parent: bodyOfWater,
    own: equipment.importBatchId,
    reason: "places.importBatch.refused.records",
  },
  {
    table: customerContact,
    column: customerContact.customerId,
    parent: customer,
    reason: "places.importBatch.refused.records",
  },
  {
    table: stopReading,
    column: stopReading.bodyOfWaterId,
    parent: bodyOfWater,
    reason: "places.importBatch.refused.stops",
  },
  {
    table: messageThread,
    column: messageThread.customerId,
    parent: customer,
    reason: "places.importBatch.refused.messages",
  },
  { table: job, column: job.customerId, parent: customer, reason: "places.importBatch.refused.jobs" },
  {
    table: repairRequest,
    column: repairRequest.customerId,
    parent: customer,
    reason: "places.importBatch.refused.jobs",
  },
  {
    table: serviceAgreement,
    column: serviceAgreement.customerId,
    parent: customer,
    reason: "places.importBatch.refused.invoices",
  },
];

/** Why the batch's records cannot be removed, or null when nothing of another origin hangs on them. */
export async function undoRefusal(
  ctx: TenantContext,
  batchId: string,
  tx: Db | Tx = ctx.db,
): Promise<UndoRefusal | null> {
  for (const check of builtOn) {
    const ofBatch = tx
      .select({ id: check.parent.id })
      .from(check.parent)
      .where(scoped(ctx, check.parent, eq(check.parent.importBatchId, batchId)));
    const conditions: SQL[] = [inArray(check.column, ofBatch)];
    // A stop (reading) of the same batch is the batch's own; the reading's stop tells.
    if (check.table === stopReading) {
      const batchStops = tx
        .select({ id: serviceStop.id })
        .from(serviceStop)
        .where(scoped(ctx, serviceStop, eq(serviceStop.importBatchId, batchId)));
      conditions.push(sql`${stopReading.serviceStopId} not in ${batchStops}`);
    }
    if (check.own) conditions.push(or(isNull(check.own), ne(check.own, batchId)) as SQL);
    const [found] = await tx
      .select({ one: sql<number>`1` })
      .from(check.table)
      .where(scoped(ctx, check.table, ...conditions))
      .limit(1);
    if (found) return check.reason;
  }
  // A stop of the batch billed since (an invoice of another origin).
  const [billed] = await tx
    .select({ one: sql<number>`1` })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.importBatchId, batchId),
        sql`${serviceStop.invoiceId} is not null`,
      ),
    )
    .limit(1);
  if (billed) return "places.importBatch.refused.invoices";
  // A visit the batch's recurring service generated that someone has worked on (started, finished, skipped, billed).
  const [worked] = await tx
    .select({ one: sql<number>`1` })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        inArray(serviceStop.recurringServiceStopId, batchRecurring(ctx, batchId, tx)),
        or(
          ne(serviceStop.status, "scheduled"),
          sql`${serviceStop.arrivedAt} is not null`,
          sql`${serviceStop.invoiceId} is not null`,
        ) as SQL,
      ),
    )
    .limit(1);
  if (worked) return "places.importBatch.refused.stops";
  return null;
}

/** The batch's recurring service stops (a subquery). */
const batchRecurring = (ctx: TenantContext, batchId: string, tx: Db | Tx) =>
  tx
    .select({ id: recurringServiceStop.id })
    .from(recurringServiceStop)
    .where(scoped(ctx, recurringServiceStop, eq(recurringServiceStop.importBatchId, batchId)));

/**
 * Removes every record the batch created, in one transaction, and marks it undone; refused (RuleError with the
 * reason's catalog key) when the batch is not finished or something of another origin is built on its records.
 * Customers an import only updated stay as they are now.
 */
export async function undoImportBatch(ctx: TenantContext, id: unknown): Promise<Record<string, number>> {
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, id);
  if (!canUndoStatus(batch.status)) throw new RuleError("batch", "places.importBatch.refused.status");
  return ctx.db.transaction(async (tx) => {
    // Locks the batch: a second undo (or a resumed run) waits, then sees it undone.
    const [locked] = await tx
      .select({ status: importBatch.status })
      .from(importBatch)
      .where(scoped(ctx, importBatch, eq(importBatch.id, batch.id)))
      .for("update");
    if (!locked || !canUndoStatus(locked.status))
      throw new RuleError("batch", "places.importBatch.refused.status");
    const refusal = await undoRefusal(ctx, batch.id, tx);
    if (refusal) throw new RuleError("batch", refusal);
    const removed: Record<string, number> = {};
    const remove = async (
      name: string,
      table: PgTable & { companyId: PgColumn; importBatchId: PgColumn },
    ) => {
      const rows = await tx
        .delete(table)
        .where(scoped(ctx, table, eq(table.importBatchId, batch.id)))
        .returning({ one: sql<number>`1` });
      removed[name] = rows.length;
    };
    // Children first: a stop takes its readings, doses and checklist with it (cascade).
    await remove("invoices", invoice);
    await remove("stops", serviceStop);
    // The visits its recurring service generated, none worked on (checked above), go with it.
    const visits = await tx
      .delete(serviceStop)
      .where(
        scoped(
          ctx,
          serviceStop,
          inArray(serviceStop.recurringServiceStopId, batchRecurring(ctx, batch.id, tx)),
        ),
      )
      .returning({ one: sql<number>`1` });
    removed.visits = visits.length;
    await remove("recurring", recurringServiceStop);
    await remove("equipment", equipment);
    await remove("bodies", bodyOfWater);
    await remove("locations", serviceLocation);
    await remove("customers", customer);
    await tx
      .update(importBatch)
      .set({ status: "undone", undoneAt: new Date(), updatedAt: new Date(), failure: null })
      .where(scoped(ctx, importBatch, eq(importBatch.id, batch.id)));
    return removed;
  });
}

// --- Saved presets -------------------------------------------------------------------------------------------------

export interface SavedPreset {
  id: string;
  name: string;
  columns: SavedColumns;
}

export async function listImportPresets(ctx: TenantContext, kind: ImportKind): Promise<SavedPreset[]> {
  requirePermission(ctx, "customers:read");
  const rows = await ctx.db
    .select({ id: importPreset.id, name: importPreset.name, columns: importPreset.columns })
    .from(importPreset)
    .where(scoped(ctx, importPreset, eq(importPreset.kind, kind)))
    .orderBy(importPreset.name);
  return rows.map((r) => ({ ...r, columns: parseSavedColumns(r.columns) }));
}

/** Saves the mapping under a name (the same name replaces the company's earlier preset of that name). */
export async function saveImportPreset(
  ctx: TenantContext,
  kind: ImportKind,
  name: string,
  columns: SavedColumns,
): Promise<string> {
  requirePermission(ctx, "customers:write");
  const clean = name.replace(/\s+/g, " ").trim().slice(0, 60);
  if (!clean) throw new RuleError("presetName", "places.import.presetNameMissing");
  const [row] = await ctx.db
    .insert(importPreset)
    .values({ companyId: ctx.companyId, kind, name: clean, columns })
    .onConflictDoUpdate({
      target: [importPreset.companyId, importPreset.kind, importPreset.name],
      set: { columns, updatedAt: new Date() },
    })
    .returning({ id: importPreset.id });
  return row.id;
}
