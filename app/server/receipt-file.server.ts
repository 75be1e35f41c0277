import fs from "node:fs/promises";
import path from "node:path";
import type { ReceiptFile } from "~/db/schema";
import { config } from "./config.server";
import { savePhotoWithThumbnail } from "./storage.server";

/** A receipt's photo or PDF: phone photos are large, 10 MB is plenty for either. */
export const MAX_RECEIPT_FILE_BYTES = 10 * 1024 * 1024;
const imageTypes = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
]);

const receiptsDir = () => path.join(config.dataDir, "uploads", "receipts");
const PDF_NAME = /^[0-9a-f-]{36}\.pdf$/;

export const receiptFileMessages = {
  type: "Choose a photo (PNG, JPEG, WebP) or a PDF of the receipt.",
  size: "The file is larger than 10 MB. Take the photo again at a lower resolution, or scan to a smaller PDF.",
  unreadable: "The photo could not be read. Choose a PNG, JPEG or WebP image, or a PDF.",
};

export type ReceiptFileField = { ok: true; file: ReceiptFile | null } | { ok: false; error: string };

/** Checks a receipt upload without storing it: the message to show, or null. */
export async function receiptFileProblem(file: File): Promise<string | null> {
  if (file.size > MAX_RECEIPT_FILE_BYTES) return receiptFileMessages.size;
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  const isPdf = String.fromCharCode(...head) === "%PDF-";
  if (file.type === "application/pdf" || isPdf) return isPdf ? null : receiptFileMessages.type;
  if (!imageTypes.has(file.type)) return receiptFileMessages.type;
  return null;
}

/**
 * The receipt file a form sent in `field`: a photo is stored upright with a thumbnail (sharp), a PDF as it is after
 * checking its `%PDF-` header. `file: null` when none was chosen. Nothing is stored when the file is refused.
 */
export async function storeReceiptFileField(formData: FormData, field: string): Promise<ReceiptFileField> {
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) return { ok: true, file: null };
  const problem = await receiptFileProblem(file);
  if (problem) return { ok: false, error: problem };
  const head = new Uint8Array(await file.slice(0, 5).arrayBuffer());
  if (String.fromCharCode(...head) === "%PDF-") {
    const name = `${crypto.randomUUID()}.pdf`;
    await fs.mkdir(receiptsDir(), { recursive: true });
    await fs.writeFile(path.join(receiptsDir(), name), Buffer.from(await file.arrayBuffer()));
    return { ok: true, file: { url: `/company/receipts/file/${name}`, thumbnailUrl: null, kind: "pdf" } };
  }
  try {
    const stored = await savePhotoWithThumbnail(file);
    return { ok: true, file: { ...stored, kind: "image" } };
  } catch {
    return { ok: false, error: receiptFileMessages.unreadable };
  }
}

/** A stored receipt PDF's bytes by its name, or null. The route checks the receipt belongs to the company first. */
export async function readReceiptPdf(name: string): Promise<Buffer | null> {
  if (!PDF_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(receiptsDir(), name));
  } catch {
    return null;
  }
}
