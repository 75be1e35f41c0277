/**
 * What a migration import brings in, and the states of an import batch. Pure: the browser shows the same lists the
 * server checks.
 */

/**
 * Customers (with locations and pools), their equipment, service history, opening balances and recurring service;
 * one per wizard run.
 */
export const importKinds = ["customers", "equipment", "history", "balances", "recurring"] as const;
export type ImportKind = (typeof importKinds)[number];

export function isImportKind(value: unknown): value is ImportKind {
  return typeof value === "string" && (importKinds as readonly string[]).includes(value);
}

/**
 * checking: the dry run is reading the file; ready: checked, nothing written; importing: chunks being written;
 * done: every row written; undone: every record it made removed; failed: stopped (its written chunks stay, undo them).
 */
export const importBatchStatuses = ["checking", "ready", "importing", "done", "undone", "failed"] as const;
export type ImportBatchStatus = (typeof importBatchStatuses)[number];

/** Whether a batch can still be undone by its status (the records built on it are checked by the domain). */
export const canUndoStatus = (status: ImportBatchStatus) => status === "done" || status === "failed";

/** The kinds that are checked against the company's records and written in chunks by a batch run (not customers). */
export type RunKind = Exclude<ImportKind, "customers">;
export const isRunKind = (kind: ImportKind): kind is RunKind => kind !== "customers";

/**
 * Whether a batch is written in chunks by a run, and so can be resumed: every run kind, and a customer file committed
 * by the background job (it keeps its file; one committed inline has none, and is all or nothing).
 */
export const runsInChunks = (batch: { kind: ImportKind; fileRef: string | null }) =>
  isRunKind(batch.kind) || batch.fileRef !== null;
