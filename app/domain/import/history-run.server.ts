import { todayIn } from "~/core/calendar/dates";
import { parseCsv } from "~/core/import/csv";
import {
  type HistoryError,
  type HistoryMapping,
  sanitizeHistoryMapping,
  validateHistoryRows,
} from "~/core/import/history";
import { analyzeTables } from "~/db/analyze.server";
import { serviceStop, stopDose, stopReading } from "~/db/schema";
import { RuleError } from "../errors";
import { enqueue } from "../jobs/queue";
import { getReadingSet } from "../service/reading-set.server";
import { requirePermission, type TenantContext } from "../tenant.server";
import { createImportBatch, getImportBatch, updateImportBatch } from "./batches.server";
import {
  HISTORY_CHUNK,
  type HistoryCounts,
  loadHistoryLookups,
  type ResolvedVisit,
  resolveVisits,
  writeHistoryChunk,
} from "./history-import.server";

/** Files with more rows than this are checked and imported by a background job; smaller ones right away. */
export const BACKGROUND_ROWS = 500;
/** Problems kept on the batch for the dry run's list (the rest are counted). */
export const MAX_STORED_PROBLEMS = 5000;
export const IMPORT_RUN_JOB = "import.run";

export interface ImportRunJob {
  companyId: string;
  batchId: string;
  userId: string;
  mode: "check" | "import";
}

interface CheckedFile {
  rowCount: number;
  errorCount: number;
  errors: HistoryError[];
  visits: ResolvedVisit[];
}

/**
 * The dry run: reads the batch's file again, checks every row (core/import/history) and finds each visit's customer,
 * pool and technician among the company's records. Writes nothing.
 */
async function checkBatchFile(
  ctx: TenantContext,
  batch: { fileRef: string | null; mapping: Record<string, string | null> },
): Promise<CheckedFile> {
  const text = batch.fileRef ? await ctx.ports.files.readImportFile(ctx.companyId, batch.fileRef) : null;
  if (text === null) throw new RuleError("file", "places.historyImport.fileGone");
  const table = parseCsv(text);
  if (!table.ok) throw new RuleError("file", table.message);
  const mapping = sanitizeHistoryMapping(batch.mapping, table.value.headers);
  const check = validateHistoryRows(table.value.rows, mapping, {
    units: ctx.units,
    today: todayIn(ctx.timeZone),
    readings: await getReadingSet(ctx),
    maxErrors: MAX_STORED_PROBLEMS,
  });
  const lookups = await loadHistoryLookups(ctx);
  const resolved = resolveVisits(check.valid, lookups);
  // The rows with problems are looked up too: every problem of a row is listed at once.
  const alsoUnresolved = resolveVisits(check.invalidRefs, lookups).errors;
  const found = [...resolved.errors, ...alsoUnresolved];
  const errors = [...check.errors, ...found].sort((a, b) => a.line - b.line);
  return {
    rowCount: check.rowCount,
    errorCount: check.errorCount + found.length,
    errors,
    visits: resolved.visits,
  };
}

/**
 * Runs a batch's dry run ("check": its problems by row, then "ready") or its import ("import": the check again,
 * then the visits in chunks from where the last run stopped, then "done"). A file with problems never writes.
 */
export async function runHistoryBatch(
  ctx: TenantContext,
  batchId: string,
  mode: ImportRunJob["mode"],
  options: { chunkSize?: number } = {},
) {
  const chunk = Math.max(1, Math.min(options.chunkSize ?? HISTORY_CHUNK, HISTORY_CHUNK));
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, batchId);
  if (batch.kind !== "history" || batch.status === "done" || batch.status === "undone") return batch.status;
  let checked: CheckedFile;
  try {
    checked = await checkBatchFile(ctx, batch);
  } catch (error) {
    if (!(error instanceof RuleError)) throw error;
    await updateImportBatch(ctx, batchId, { status: "failed", failure: error.message });
    return "failed";
  }
  if (mode === "check" || checked.errorCount > 0) {
    await updateImportBatch(ctx, batchId, {
      status: "ready",
      rowCount: checked.rowCount,
      errorCount: checked.errorCount,
      problems: checked.errors.slice(0, MAX_STORED_PROBLEMS),
      failure: null,
    });
    return "ready";
  }
  await updateImportBatch(ctx, batchId, { status: "importing", rowCount: checked.rowCount, failure: null });
  const stored = batch.counts as Partial<HistoryCounts>;
  let counts: HistoryCounts = {
    stops: stored.stops ?? 0,
    readings: stored.readings ?? 0,
    doses: stored.doses ?? 0,
  };
  // A resumed run starts after the last committed chunk (the chunk and the batch's progress commit together).
  for (let start = batch.doneRows; start < checked.visits.length; start += chunk) {
    counts = await writeHistoryChunk(ctx, batchId, checked.visits.slice(start, start + chunk), {
      doneRows: start,
      counts,
    });
  }
  await updateImportBatch(ctx, batchId, { status: "done", finishedAt: new Date(), counts: { ...counts } });
  if (counts.stops >= 500) await analyzeTables(ctx.db, [serviceStop, stopReading, stopDose]);
  return "done";
}

/** Runs now (a small file) or queues the job (a large one); the page follows the batch either way. */
async function runOrQueue(ctx: TenantContext, batchId: string, rowCount: number, mode: ImportRunJob["mode"]) {
  if (rowCount <= BACKGROUND_ROWS) {
    await runHistoryBatch(ctx, batchId, mode);
    return;
  }
  const job: ImportRunJob = { companyId: ctx.companyId, batchId, userId: ctx.userId, mode };
  await enqueue(IMPORT_RUN_JOB, job, { key: `import:${batchId}:${mode}:${Date.now()}` });
}

/** Starts the dry run of an uploaded history file: a batch in "checking", then "ready" with its problems. */
export async function startHistoryCheck(
  ctx: TenantContext,
  input: { fileId: string; fileName: string; mapping: HistoryMapping; rowCount: number },
): Promise<string> {
  requirePermission(ctx, "customers:write");
  const id = await createImportBatch(ctx, {
    kind: "history",
    fileName: input.fileName,
    fileId: input.fileId,
    mapping: input.mapping,
    rowCount: input.rowCount,
    status: "checking",
  });
  await runOrQueue(ctx, id, input.rowCount, "check");
  return id;
}

/** Imports a checked batch without problems (refused otherwise). */
export async function startHistoryImport(ctx: TenantContext, batchId: unknown): Promise<void> {
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, batchId);
  if (batch.kind !== "history" || batch.status !== "ready" || batch.errorCount > 0)
    throw new RuleError("batch", "places.historyImport.notReady");
  await updateImportBatch(ctx, batch.id, { status: "importing" });
  await runOrQueue(ctx, batch.id, batch.rowCount, "import");
}

/** Picks up a run that failed (or whose worker died) from its last committed chunk. */
export async function resumeHistoryImport(ctx: TenantContext, batchId: unknown): Promise<void> {
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, batchId);
  if (batch.kind !== "history" || (batch.status !== "failed" && batch.status !== "importing"))
    throw new RuleError("batch", "places.historyImport.notResumable");
  await updateImportBatch(ctx, batch.id, { status: "importing", failure: null });
  await runOrQueue(ctx, batch.id, batch.rowCount, "import");
}

/** The job: runs the batch as the person who started it; a failure is written on the batch, then retried. */
export async function runImportJob(ctx: TenantContext | null, data: ImportRunJob) {
  if (!ctx) return { skipped: "company gone" };
  try {
    return { status: await runHistoryBatch(ctx, data.batchId, data.mode) };
  } catch (error) {
    await updateImportBatch(ctx, data.batchId, { status: "failed", failure: "places.historyImport.failed" });
    throw error;
  }
}
