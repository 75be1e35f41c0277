import { keyed } from "~/core/i18n/keyed";
import {
  fileResponse,
  formFiles,
  type Prepared,
  type PreparedFile,
  prepareUploads,
  readUpload,
} from "./storage.server";

/**
 * Files sent with a message: photos (re-encoded like stop photos, with a thumbnail) and PDFs (checked by content,
 * served to readers only). They are prepared here and stored by the messaging domain once the thread is known to be
 * the sender's (domain/files).
 */
export const MAX_MESSAGE_FILES = 5;
export const MAX_MESSAGE_FILE_BYTES = 10 * 1024 * 1024;

/** The path a message PDF is stored under (the domain's: domain/files/stored-files.server.ts). */
export { MESSAGE_PDF_PREFIX } from "~/domain/files/stored-files.server";

/** The files a form sent in `field`, all checked (a refused file refuses the post), none stored yet. */
export async function prepareMessageFiles(
  formData: FormData,
  field = "files",
): Promise<Prepared<PreparedFile[]>> {
  const files = formFiles(formData, field);
  if (files.length > MAX_MESSAGE_FILES)
    return { ok: false, error: keyed("common.files.tooManyFiles", { max: MAX_MESSAGE_FILES }) };
  return prepareUploads(files, {
    style: "photo",
    accept: "image-or-pdf",
    maxBytes: MAX_MESSAGE_FILE_BYTES,
    named: true,
  });
}

/** Serves a message PDF (the family's route checked access). */
export async function messagePdfResponse(name: string, allowed: boolean): Promise<Response | null> {
  const file = allowed ? await readUpload(name, "messages") : null;
  return file ? fileResponse(file, "private") : null;
}
