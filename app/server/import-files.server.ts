import fs from "node:fs/promises";
import path from "node:path";
import { config } from "./config.server";

/**
 * Uploaded import files, kept between the steps of an import (upload → map columns → preview → import) so the file
 * is sent once. Stored as data/imports/<companyId>-<uuid>.csv: only the company that uploaded a file can read it, and
 * only ids shaped like a UUID are ever turned into a path.
 */
const importsDir = () => path.join(config.dataDir, "imports");

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SAFE_COMPANY_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Files older than this are removed when the next file is stored. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isImportFileId(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

function fileOf(companyId: string, id: string): string | null {
  if (!SAFE_COMPANY_ID.test(companyId) || !isImportFileId(id)) return null;
  return path.join(importsDir(), `${companyId}-${id}.csv`);
}

/** Stores the file's text; returns its id. */
export async function saveImportFile(companyId: string, text: string): Promise<string> {
  const id = crypto.randomUUID();
  const file = fileOf(companyId, id);
  if (!file) throw new Error("Invalid company id for an import file");
  await fs.mkdir(importsDir(), { recursive: true });
  await fs.writeFile(file, text, "utf8");
  void removeStaleImportFiles();
  return id;
}

/** The file's text, or null when the id is malformed, unknown, or another company's. */
export async function readImportFile(companyId: string, id: unknown): Promise<string | null> {
  if (!isImportFileId(id)) return null;
  const file = fileOf(companyId, id);
  if (!file) return null;
  try {
    return await fs.readFile(file, "utf8");
  } catch {
    return null;
  }
}

export async function deleteImportFile(companyId: string, id: unknown): Promise<void> {
  if (!isImportFileId(id)) return;
  const file = fileOf(companyId, id);
  if (file) await fs.rm(file, { force: true });
}

async function removeStaleImportFiles() {
  try {
    const now = Date.now();
    for (const name of await fs.readdir(importsDir())) {
      if (!name.endsWith(".csv")) continue;
      const file = path.join(importsDir(), name);
      const stat = await fs.stat(file).catch(() => null);
      if (stat && now - stat.mtimeMs > MAX_AGE_MS) await fs.rm(file, { force: true });
    }
  } catch {
    // Best effort: a file left behind is removed next time.
  }
}

/**
 * A CSV file download. The byte-order mark makes Excel read the file as UTF-8 (the import strips it again); the
 * response is never cached, since it holds customer data.
 */
export function csvDownload(csv: string, filename: string) {
  return new Response(`\uFEFF${csv}`, {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${filename}"`,
      "cache-control": "no-store",
    },
  });
}
