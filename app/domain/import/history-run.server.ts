import { todayIn } from "~/core/calendar/dates";
import { sanitizeBalanceMapping, validateBalanceRows } from "~/core/import/balances";
import { parseCsv } from "~/core/import/csv";
import { sanitizeEquipmentMapping, validateEquipmentRows } from "~/core/import/equipment";
import type { Mapping } from "~/core/import/fields";
import { sanitizeHistoryMapping, validateHistoryRows } from "~/core/import/history";
import { type ImportKind, isRunKind, type RunKind, runsInChunks } from "~/core/import/kinds";
import { sanitizeRecurringMapping, validateRecurringRows } from "~/core/import/recurring";
import { analyzeTables } from "~/db/analyze.server";
import { equipment, invoice, recurringServiceStop, serviceStop, stopDose, stopReading } from "~/db/schema";
import { RuleError } from "../errors";
import { enqueue } from "../jobs/queue";
import { getReadingSet } from "../service/reading-set.server";
import { requirePermission, type TenantContext } from "../tenant.server";
import { type BalanceItem, writeBalanceChunk } from "./balances-import.server";
import { createImportBatch, getImportBatch, updateImportBatch } from "./batches.server";
import { runCustomerBatch } from "./customers-batch.server";
import {
  ChunkTakenError,
  customerOf,
  type EquipmentItem,
  HISTORY_CHUNK,
  type HistoryCounts,
  loadHistoryLookups,
  type ResolvedVisit,
  resolvePlace,
  resolveVisits,
  writeEquipmentChunk,
  writeHistoryChunk,
} from "./history-import.server";
import {
  loadRecurringLookups,
  RECURRING_CHUNK,
  type RecurringItem,
  resolveRecurringRows,
  writeRecurringChunk,
} from "./recurring-import.server";

/** Files with more rows than this are checked and imported by a background job; smaller ones right away. */
export const BACKGROUND_ROWS = 500;
/**
 * A customer file commits inline, streaming its progress to the page, up to this many rows (2,000 customers with a
 * location and a pool each take 5–16 s on PGlite, bench:import); a larger one could outlast a proxy's timeout and goes
 * to the import job in chunks.
 */
export const CUSTOMER_BACKGROUND_ROWS = 5000;
/** Problems kept on the batch for the dry run's list (the rest are counted). */
export const MAX_STORED_PROBLEMS = 5000;
export const IMPORT_RUN_JOB = "import.run";

export interface ImportRunJob {
  companyId: string;
  batchId: string;
  userId: string;
  mode: "check" | "import";
}

type Problem = { line: number; field: string; message: string };

type CheckedFile = { rowCount: number; errorCount: number; errors: Problem[] } & (
  | { kind: "history"; items: ResolvedVisit[] }
  | { kind: "equipment"; items: EquipmentItem[] }
  | { kind: "balances"; items: BalanceItem[] }
  | { kind: "recurring"; items: RecurringItem[] }
);

/**
 * The dry run: reads the batch's file again, checks every row (core/import/history, core/import/equipment) and finds
 * each row's customer, pool (and technician) among the company's records. Writes nothing.
 */
async function checkBatchFile(
  ctx: TenantContext,
  batch: { kind: RunKind; fileRef: string | null; mapping: Record<string, string | null> },
): Promise<CheckedFile> {
  const text = batch.fileRef ? await ctx.ports.files.readImportFile(ctx.companyId, batch.fileRef) : null;
  if (text === null) throw new RuleError("file", "places.historyImport.fileGone");
  const table = parseCsv(text);
  if (!table.ok) throw new RuleError("file", table.message);
  const today = todayIn(ctx.timeZone);
  const lookups = await loadHistoryLookups(ctx);
  const sorted = (errors: Problem[]) => errors.sort((a, b) => a.line - b.line);
  if (batch.kind === "recurring") {
    const check = validateRecurringRows(
      table.value.rows,
      sanitizeRecurringMapping(batch.mapping, table.value.headers),
      { today, maxErrors: MAX_STORED_PROBLEMS },
    );
    const found = resolveRecurringRows(
      check.valid,
      check.invalidRefs,
      lookups,
      await loadRecurringLookups(ctx, lookups),
    );
    return {
      kind: "recurring",
      rowCount: check.rowCount,
      errorCount: check.errorCount + found.problems.length,
      errors: sorted([...check.errors, ...found.problems]),
      items: found.items,
    };
  }
  if (batch.kind === "balances") {
    const check = validateBalanceRows(
      table.value.rows,
      sanitizeBalanceMapping(batch.mapping, table.value.headers),
      {
        today,
        maxErrors: MAX_STORED_PROBLEMS,
      },
    );
    const items: BalanceItem[] = [];
    const found: Problem[] = [];
    for (const row of check.valid) {
      const who = customerOf(row.place, lookups);
      if ("error" in who) found.push({ line: row.place.line, field: "customerName", message: who.error });
      else items.push({ ...row, line: row.place.line, customerId: who.id });
    }
    for (const row of check.invalidRefs) {
      const who = customerOf(row, lookups);
      if ("error" in who) found.push({ line: row.line, field: "customerName", message: who.error });
    }
    return {
      kind: "balances",
      rowCount: check.rowCount,
      errorCount: check.errorCount + found.length,
      errors: sorted([...check.errors, ...found]),
      items,
    };
  }
  if (batch.kind === "equipment") {
    const check = validateEquipmentRows(
      table.value.rows,
      sanitizeEquipmentMapping(batch.mapping, table.value.headers),
      { today, maxErrors: MAX_STORED_PROBLEMS },
    );
    const items: EquipmentItem[] = [];
    const found: Problem[] = [];
    for (const row of check.valid) {
      const place = resolvePlace(row.place, lookups);
      if ("field" in place) found.push({ line: row.place.line, ...place });
      else items.push({ ...row, line: row.place.line, customerId: place.customerId, bodyId: place.bodyId });
    }
    for (const row of check.invalidRefs) {
      const place = resolvePlace(row, lookups);
      if ("field" in place) found.push({ line: row.line, ...place });
    }
    return {
      kind: "equipment",
      rowCount: check.rowCount,
      errorCount: check.errorCount + found.length,
      errors: sorted([...check.errors, ...found]),
      items,
    };
  }
  const check = validateHistoryRows(
    table.value.rows,
    sanitizeHistoryMapping(batch.mapping, table.value.headers),
    {
      units: ctx.units,
      today,
      readings: await getReadingSet(ctx),
      maxErrors: MAX_STORED_PROBLEMS,
    },
  );
  const resolved = resolveVisits(check.valid, lookups);
  // The rows with problems are looked up too: every problem of a row is listed at once.
  const found = [...resolved.errors, ...resolveVisits(check.invalidRefs, lookups).errors];
  return {
    kind: "history",
    rowCount: check.rowCount,
    errorCount: check.errorCount + found.length,
    errors: sorted([...check.errors, ...found]),
    items: resolved.visits,
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
  const kind = batch.kind;
  if (batch.status === "done" || batch.status === "undone") return batch.status;
  // A customer file was checked by its preview: its run only imports.
  if (!isRunKind(kind))
    return mode === "import" && runsInChunks(batch) ? runCustomerBatch(ctx, batch) : batch.status;
  let checked: CheckedFile;
  try {
    checked = await checkBatchFile(ctx, { ...batch, kind });
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
  const stored = batch.counts as Partial<
    HistoryCounts & { equipment: number; invoices: number; cents: number; recurring: number; visits: number }
  >;
  // A resumed run starts after the last committed chunk (the chunk and the batch's progress commit together).
  let written = 0;
  if (checked.kind === "balances") {
    let counts = { invoices: stored.invoices ?? 0, cents: stored.cents ?? 0 };
    for (let start = batch.doneRows; start < checked.items.length; start += chunk) {
      counts = await writeBalanceChunk(ctx, batchId, checked.items.slice(start, start + chunk), {
        doneRows: start,
        counts,
      });
    }
    await updateImportBatch(ctx, batchId, { status: "done", finishedAt: new Date(), counts: { ...counts } });
    if (counts.invoices >= 500) await analyzeTables(ctx.db, [invoice]);
    return "done";
  }
  if (checked.kind === "recurring") {
    const step = Math.min(chunk, RECURRING_CHUNK);
    let counts = { recurring: stored.recurring ?? 0, visits: stored.visits ?? 0 };
    for (let start = batch.doneRows; start < checked.items.length; start += step) {
      counts = await writeRecurringChunk(ctx, batchId, checked.items.slice(start, start + step), {
        doneRows: start,
        counts,
      });
    }
    await updateImportBatch(ctx, batchId, { status: "done", finishedAt: new Date(), counts: { ...counts } });
    if (counts.visits >= 500) await analyzeTables(ctx.db, [recurringServiceStop, serviceStop]);
    return "done";
  }
  if (checked.kind === "equipment") {
    let counts = { equipment: stored.equipment ?? 0 };
    for (let start = batch.doneRows; start < checked.items.length; start += chunk) {
      counts = await writeEquipmentChunk(ctx, batchId, checked.items.slice(start, start + chunk), {
        doneRows: start,
        counts,
      });
    }
    written = counts.equipment;
    await updateImportBatch(ctx, batchId, { status: "done", finishedAt: new Date(), counts: { ...counts } });
    if (written >= 500) await analyzeTables(ctx.db, [equipment]);
    return "done";
  }
  let counts: HistoryCounts = {
    stops: stored.stops ?? 0,
    readings: stored.readings ?? 0,
    doses: stored.doses ?? 0,
  };
  for (let start = batch.doneRows; start < checked.items.length; start += chunk) {
    counts = await writeHistoryChunk(ctx, batchId, checked.items.slice(start, start + chunk), {
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
    try {
      await runHistoryBatch(ctx, batchId, mode);
    } catch (error) {
      // A run already under way for this batch goes on; the page follows it.
      if (!(error instanceof ChunkTakenError)) throw error;
    }
    return;
  }
  const job: ImportRunJob = { companyId: ctx.companyId, batchId, userId: ctx.userId, mode };
  await enqueue(IMPORT_RUN_JOB, job, { key: `import:${batchId}:${mode}:${Date.now()}` });
}

/** A new batch for an uploaded file, then its first run: here for a small file, else by the import job. */
async function openBatch(
  ctx: TenantContext,
  batch: {
    kind: ImportKind;
    fileId: string;
    fileName: string;
    mapping: Record<string, string | null>;
    rowCount: number;
  },
  mode: "check" | "import",
): Promise<string> {
  requirePermission(ctx, "customers:write");
  const id = await createImportBatch(ctx, { ...batch, status: mode === "check" ? "checking" : "importing" });
  await runOrQueue(ctx, id, batch.rowCount, mode);
  return id;
}

/** Starts the dry run of an uploaded history file: a batch in "checking", then "ready" with its problems. */
export function startHistoryCheck(
  ctx: TenantContext,
  input: {
    kind?: RunKind;
    fileId: string;
    fileName: string;
    mapping: Record<string, string | null>;
    rowCount: number;
  },
): Promise<string> {
  return openBatch(ctx, { ...input, kind: input.kind ?? "history" }, "check");
}

/**
 * Commits a customer file too large to import in one request (more than CUSTOMER_BACKGROUND_ROWS rows), its preview
 * without problems: a batch that keeps the file, written by the job in chunks; the page follows it.
 */
export function startCustomerImport(
  ctx: TenantContext,
  input: { fileId: string; fileName: string; mapping: Mapping; rowCount: number },
): Promise<string> {
  return openBatch(ctx, { ...input, kind: "customers" }, "import");
}

/** Imports a checked batch without problems (refused otherwise). */
export async function startHistoryImport(ctx: TenantContext, batchId: unknown): Promise<void> {
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, batchId);
  if (!isRunKind(batch.kind) || batch.status !== "ready" || batch.errorCount > 0)
    throw new RuleError("batch", "places.historyImport.notReady");
  await updateImportBatch(ctx, batch.id, { status: "importing" });
  await runOrQueue(ctx, batch.id, batch.rowCount, "import");
}

/** Picks up a run that failed (or whose worker died) from its last committed chunk. */
export async function resumeHistoryImport(ctx: TenantContext, batchId: unknown): Promise<void> {
  requirePermission(ctx, "customers:write");
  const batch = await getImportBatch(ctx, batchId);
  if (!runsInChunks(batch) || (batch.status !== "failed" && batch.status !== "importing"))
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
    // Another run has this batch in hand (or finished it): nothing to record, nothing to retry.
    if (error instanceof ChunkTakenError) return { skipped: "another run has this batch" };
    await updateImportBatch(ctx, data.batchId, { status: "failed", failure: "places.historyImport.failed" });
    throw error;
  }
}
