import { parseCsv } from "~/core/import/csv";
import { customerChunks } from "~/core/import/customer-chunks";
import { type FieldKey, type Mapping, sanitizeMapping } from "~/core/import/fields";
import type { ImportBatchStatus } from "~/core/import/kinds";
import { type ImportCustomer, validateRows } from "~/core/import/validate";
import { analyzeTables } from "~/db/analyze.server";
import type { Tx } from "~/db/client.server";
import { bodyOfWater, customer, serviceLocation } from "~/db/schema";
import { getCompany } from "../companies/companies.server";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { createImportBatch, type ImportBatch, updateImportBatch } from "./batches.server";
import {
  IMPORT_BATCH_SIZE,
  type ImportCounts,
  type ImportPlan,
  type ImportProgress,
  importCustomers,
  writeCustomers,
} from "./customers-import.server";
import { claimChunk } from "./history-import.server";

/**
 * A customer import committed inline (a file of CUSTOMER_BACKGROUND_ROWS rows or fewer) as an import batch: the batch is opened, every customer, location and body of water the import
 * creates carries it (so the whole import can be undone), and it ends "done" with its figures — or "failed" with
 * nothing written (the import is one transaction).
 */
export async function importCustomersAsBatch(
  ctx: TenantContext,
  input: { fileName: string; mapping: Mapping; plan: ImportPlan & { rowCount?: number } },
  options: { onProgress?: (progress: ImportProgress) => unknown; batchSize?: number } = {},
): Promise<{ batchId: string; counts: ImportCounts }> {
  requirePermission(ctx, "customers:write");
  const batchId = await createImportBatch(ctx, {
    kind: "customers",
    fileName: input.fileName,
    fileId: null,
    mapping: input.mapping,
    rowCount: input.plan.rowCount ?? 0,
    status: "importing",
  });
  try {
    const counts = await importCustomers(ctx, input.plan, { ...options, batchId });
    await updateImportBatch(ctx, batchId, {
      status: "done",
      finishedAt: new Date(),
      doneRows: input.plan.rowCount ?? 0,
      counts: {
        customers: counts.customersCreated,
        updated: counts.customersUpdated,
        locations: counts.locationsCreated,
        bodies: counts.bodiesCreated,
      },
    });
    return { batchId, counts };
  } catch (error) {
    await updateImportBatch(ctx, batchId, { status: "failed", failure: "places.import.failed" });
    throw error;
  }
}

/** What a customer batch keeps of its figures (its progress, then its result). */
export interface CustomerBatchCounts {
  customers: number;
  updated: number;
  locations: number;
  bodies: number;
}

/**
 * Writes one chunk of a background customer import and the batch's progress in one transaction: a run that dies
 * resumes after its last committed chunk, and a second run at the same chunk stops (ChunkTakenError). Customers are
 * upserted by import key, so a customer some earlier chunk wrote is updated, not added again, and keeps that chunk's
 * locations and pools.
 */
export async function writeCustomerChunk(
  ctx: TenantContext,
  batchId: string,
  chunk: { customers: readonly ImportCustomer[]; mappedFields?: readonly FieldKey[] },
  progress: { doneRows: number; rows: number; counts: CustomerBatchCounts },
): Promise<CustomerBatchCounts> {
  requirePermission(ctx, "customers:write");
  return ctx.db.transaction(async (tx: Tx) => {
    await claimChunk(tx, ctx, batchId, progress.doneRows);
    const written = await writeCustomers(tx, ctx, chunk, {
      batchSize: IMPORT_BATCH_SIZE,
      report: () => undefined,
      batchId,
    });
    const counts: CustomerBatchCounts = {
      customers: progress.counts.customers + written.customersCreated,
      updated: progress.counts.updated + written.customersUpdated,
      locations: progress.counts.locations + written.locationsCreated,
      bodies: progress.counts.bodies + written.bodiesCreated,
    };
    await updateImportBatch(
      ctx,
      batchId,
      { doneRows: progress.doneRows + progress.rows, counts: { ...counts } },
      tx,
    );
    return counts;
  });
}

/**
 * The background run of a customer file: reads the batch's file again, checks it as the preview did, then writes the
 * customers in chunks (core/import/customer-chunks) from where the last run stopped, then "done". A file that no
 * longer passes the check (or is no longer kept) ends "failed" without writing more.
 */
export async function runCustomerBatch(ctx: TenantContext, batch: ImportBatch): Promise<ImportBatchStatus> {
  requirePermission(ctx, "customers:write");
  let checked: ReturnType<typeof validateRows>;
  try {
    checked = await checkCustomerFile(ctx, batch);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    await updateImportBatch(ctx, batch.id, { status: "failed", failure: error.message });
    return "failed";
  }
  await updateImportBatch(ctx, batch.id, { status: "importing", rowCount: checked.rowCount, failure: null });
  const stored = batch.counts as Partial<CustomerBatchCounts>;
  let counts: CustomerBatchCounts = {
    customers: stored.customers ?? 0,
    updated: stored.updated ?? 0,
    locations: stored.locations ?? 0,
    bodies: stored.bodies ?? 0,
  };
  for (const chunk of customerChunks(checked.customers)) {
    // Chunks before the batch's progress were committed by an earlier run.
    if (chunk.start < batch.doneRows) continue;
    counts = await writeCustomerChunk(
      ctx,
      batch.id,
      { customers: chunk.customers, mappedFields: checked.mappedFields },
      { doneRows: chunk.start, rows: chunk.rows, counts },
    );
  }
  await updateImportBatch(ctx, batch.id, { status: "done", finishedAt: new Date(), counts: { ...counts } });
  // A large import changes the tables' sizes enough to mislead the planner until statistics are refreshed.
  if (counts.customers + counts.updated >= 500)
    await analyzeTables(ctx.db, [customer, serviceLocation, bodyOfWater]);
  return "done";
}

async function checkCustomerFile(ctx: TenantContext, batch: ImportBatch) {
  const text = batch.fileRef ? await ctx.ports.files.readImportFile(ctx.companyId, batch.fileRef) : null;
  if (text === null) throw new RuleError("file", "places.historyImport.fileGone");
  const table = parseCsv(text);
  if (!table.ok) throw new RuleError("file", table.message);
  const company = await getCompany(ctx);
  const checked = validateRows(
    table.value.rows,
    sanitizeMapping(batch.mapping, table.value.headers),
    ctx.units,
    {
      defaultCountry: company?.country,
    },
  );
  if (checked.errorCount > 0) throw new RuleError("file", "places.import.changedSinceCheck");
  return checked;
}
