import { fileStore } from "./file-store/file-store.server";

/**
 * Uploaded import files, kept between the steps of an import (upload → map columns → preview → import) so the file
 * is sent once; in the file store, so the next step may reach any app process. Stored as imports/<companyId>-<uuid>.csv:
 * only the company that uploaded a file can read it, and only ids shaped like a UUID are ever turned into a key.
 */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const SAFE_COMPANY_ID = /^[A-Za-z0-9_-]{1,100}$/;
/** Files older than this are removed when the next file is stored. */
const MAX_AGE_MS = 24 * 60 * 60 * 1000;

export function isImportFileId(id: unknown): id is string {
  return typeof id === "string" && UUID.test(id);
}

function keyOf(companyId: string, id: string): string | null {
  if (!SAFE_COMPANY_ID.test(companyId) || !isImportFileId(id)) return null;
  return `imports/${companyId}-${id}.csv`;
}

/** Stores the file's text; returns its id. */
export async function saveImportFile(companyId: string, text: string): Promise<string> {
  const id = crypto.randomUUID();
  const key = keyOf(companyId, id);
  if (!key) throw new Error("Invalid company id for an import file");
  await (await fileStore()).put(key, Buffer.from(text, "utf8"));
  void removeStaleImportFiles();
  return id;
}

/** The file's text, or null when the id is malformed, unknown, or another company's. */
export async function readImportFile(companyId: string, id: unknown): Promise<string | null> {
  if (!isImportFileId(id)) return null;
  const key = keyOf(companyId, id);
  if (!key) return null;
  return (await (await fileStore()).get(key))?.toString("utf8") ?? null;
}

export async function deleteImportFile(companyId: string, id: unknown): Promise<void> {
  if (!isImportFileId(id)) return;
  const key = keyOf(companyId, id);
  if (key) await (await fileStore()).delete(key);
}

async function removeStaleImportFiles() {
  try {
    const store = await fileStore();
    const now = Date.now();
    for (const file of await store.list("imports/"))
      if (file.key.endsWith(".csv") && now - file.modifiedAt.getTime() > MAX_AGE_MS)
        await store.delete(file.key);
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
