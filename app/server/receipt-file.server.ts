import { formFiles, type Prepared, type PreparedFile, prepareUpload, readUpload } from "./storage.server";

/** A receipt's photo or PDF: phone photos are large, 10 MB is plenty for either. */
export const MAX_RECEIPT_FILE_BYTES = 10 * 1024 * 1024;

/**
 * The receipt file a form sent in `field`, checked by its content (a photo decoded and re-encoded with a thumbnail, a
 * PDF by its structure) and not yet stored: the purchases domain stores it once the receipt passes its checks.
 * `value: null` when none was chosen.
 */
export async function prepareReceiptFileField(
  formData: FormData,
  field: string,
): Promise<Prepared<PreparedFile | null>> {
  const [file] = formFiles(formData, field);
  if (!file) return { ok: true, value: null };
  return prepareUpload(file, { style: "photo", accept: "image-or-pdf", maxBytes: MAX_RECEIPT_FILE_BYTES });
}

/** A stored receipt PDF by its name, or null. The route checks the receipt belongs to the company first. */
export async function readReceiptPdf(name: string) {
  return readUpload(name, "receipts");
}
