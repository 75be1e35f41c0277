import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import type { ImportBatchStatus, ImportKind } from "../../core/import/kinds";
import { user } from "./auth";
import { companyId, createdAt, id, updatedAt } from "./columns";

/**
 * One run of the migration import (customers, or service history): its file, its column mapping, where it is
 * (checking → ready → importing → done, or failed; done → undone) and its figures. Every record it creates carries
 * its id (`import_batch_id`), so the whole run can be undone until something is built on it.
 */
export const importBatch = pgTable(
  "import_batch",
  {
    id: id(),
    companyId: companyId(),
    kind: text("kind").$type<ImportKind>().notNull(),
    fileName: text("file_name").notNull().default(""),
    /** The uploaded file (server/import-files), read again by a background run; null once the run is over. */
    fileRef: text("file_ref"),
    /** Our field → the file's column. */
    mapping: jsonb("mapping").$type<Record<string, string | null>>().notNull().default({}),
    status: text("status").$type<ImportBatchStatus>().notNull().default("checking"),
    rowCount: integer("row_count").notNull().default(0),
    errorCount: integer("error_count").notNull().default(0),
    /** Rows written so far (the progress bar), and the chunk a resumed run starts from. */
    doneRows: integer("done_rows").notNull().default(0),
    /** What the run made: { customers, locations, bodies, stops, readings, doses }. */
    counts: jsonb("counts").$type<Record<string, number>>().notNull().default({}),
    /** The dry run's problems by row (the first MAX_STORED_PROBLEMS), listed a page at a time. */
    problems: jsonb("problems")
      .$type<{ line: number; field: string; message: string }[]>()
      .notNull()
      .default([]),
    /** Why a run failed, or why an undo was refused last (a catalog key). */
    failure: text("failure"),
    createdByUserId: text("created_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdByName: text("created_by_name").notNull().default(""),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    undoneAt: timestamp("undone_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("import_batch_company_idx").on(t.companyId, t.createdAt)],
);

/** A company's own column mapping, saved from the wizard under a name and offered for the next file. */
export const importPreset = pgTable(
  "import_preset",
  {
    id: id(),
    companyId: companyId(),
    kind: text("kind").$type<ImportKind>().notNull(),
    name: text("name").notNull(),
    /** Our field → the column name it maps. */
    columns: jsonb("columns").$type<Record<string, string>>().notNull().default({}),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("import_preset_name_uq").on(t.companyId, t.kind, t.name)],
);
