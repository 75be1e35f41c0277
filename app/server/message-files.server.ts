import fs from "node:fs/promises";
import path from "node:path";
import type { MessageAttachment } from "~/db/schema";
import { config } from "./config.server";
import { savePhotoWithThumbnail } from "./storage.server";

/** Files sent with a message: photos (stored like stop photos, with a thumbnail) and PDFs (served to readers only). */
export const MAX_MESSAGE_FILES = 5;
export const MAX_MESSAGE_FILE_BYTES = 10 * 1024 * 1024;
const imageTypes = new Set([
  "image/png",
  "image/jpeg",
  "image/webp",
  "image/gif",
  "image/heic",
  "image/heif",
]);
const PDF_NAME = /^[0-9a-f-]{36}\.pdf$/;
const messagesDir = () => path.join(config.dataDir, "uploads", "messages");

/** The path a message PDF is stored under; each family serves it at its own prefix after checking the reader. */
export const MESSAGE_PDF_PREFIX = "/messages/files/";

export type MessageFilesField = { ok: true; files: MessageAttachment[] } | { ok: false; error: string };

const isPdf = async (file: File) =>
  String.fromCharCode(...new Uint8Array(await file.slice(0, 5).arrayBuffer())) === "%PDF-";

async function problemOf(file: File): Promise<string | null> {
  if (file.size > MAX_MESSAGE_FILE_BYTES) return `${file.name} is larger than 10 MB.`;
  if (await isPdf(file)) return null;
  if (file.type === "application/pdf") return `${file.name} is not a readable PDF.`;
  if (!imageTypes.has(file.type)) return `${file.name}: attach photos (PNG, JPEG, WebP, GIF) or PDFs only.`;
  return null;
}

/**
 * The files a form sent in `field`, all checked before any is stored: a refused file stores nothing. Photos are
 * turned upright and shrunk, with a thumbnail; PDFs are kept as they are after checking their `%PDF-` header.
 */
export async function storeMessageFiles(formData: FormData, field = "files"): Promise<MessageFilesField> {
  const files = formData.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);
  if (files.length > MAX_MESSAGE_FILES)
    return { ok: false, error: `Attach at most ${MAX_MESSAGE_FILES} files to one message.` };
  for (const file of files) {
    const problem = await problemOf(file);
    if (problem) return { ok: false, error: problem };
  }
  const stored: MessageAttachment[] = [];
  for (const file of files) {
    const name = file.name.slice(0, 120) || "file";
    if (await isPdf(file)) {
      const fileName = `${crypto.randomUUID()}.pdf`;
      await fs.mkdir(messagesDir(), { recursive: true });
      await fs.writeFile(path.join(messagesDir(), fileName), Buffer.from(await file.arrayBuffer()));
      stored.push({ url: `${MESSAGE_PDF_PREFIX}${fileName}`, thumbnailUrl: null, name, kind: "pdf" });
      continue;
    }
    try {
      const photo = await savePhotoWithThumbnail(file);
      stored.push({ ...photo, name, kind: "image" });
    } catch {
      return {
        ok: false,
        error: `${file.name} could not be read as a photo. Choose a PNG, JPEG or WebP image.`,
      };
    }
  }
  return { ok: true, files: stored };
}

/** A stored message PDF by its file name, or null. The route checks the reader may see the message first. */
export async function readMessagePdf(name: string): Promise<Buffer | null> {
  if (!PDF_NAME.test(name)) return null;
  try {
    return await fs.readFile(path.join(messagesDir(), name));
  } catch {
    return null;
  }
}

/** Serves a message PDF (the family's route checked access). */
export async function messagePdfResponse(name: string, allowed: boolean): Promise<Response | null> {
  const body = allowed ? await readMessagePdf(name) : null;
  if (!body) return null;
  return new Response(new Uint8Array(body), {
    headers: {
      "content-type": "application/pdf",
      "content-disposition": "inline",
      "cache-control": "private, max-age=3600",
    },
  });
}
