import type { Mapping } from "~/core/import/fields";
import { requirePermission, type TenantContext } from "../tenant.server";
import { createImportBatch, updateImportBatch } from "./batches.server";
import {
  type ImportCounts,
  type ImportPlan,
  type ImportProgress,
  importCustomers,
} from "./customers-import.server";

/**
 * A customer import as an import batch: the batch is opened, every customer, location and body of water the import
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
