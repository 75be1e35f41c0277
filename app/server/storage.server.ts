import { createHmac, timingSafeEqual } from "node:crypto";
import {
  contentTypeOf,
  isPdf,
  namedFileMessage,
  sniffImage,
  tooLargeMessage,
  uploadProblem,
} from "~/core/files/content";
import type { PreparedFile } from "~/domain/ports";
import { config } from "./config.server";
import { fileStore } from "./file-store/file-store.server";

/**
 * Files people upload. Nothing is trusted as sent: every image is decoded and encoded again with sharp (which drops
 * EXIF, GPS and any bytes hidden around the picture, and turns it upright), a PDF must be one by its content. Preparing
 * happens in memory; writing happens only once the domain has checked the person may add the file where it goes
 * (domain/files), so a refused post leaves nothing stored. Stored files go to the file store (the local disk, or an
 * S3 bucket with S3_URL: file-store/), under `uploads/`.
 */

export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** A checked file, ready to store (the domain's type: app/domain/ports.ts). */
export type { PreparedFile };

export type Prepared<T> = { ok: true; value: T } | { ok: false; error: string };

/**
 * How an image is kept. `photo`: camera pictures (stops, repairs, messages, receipts, public page) as JPEG of at most
 * 1,600 px with a 320 px thumbnail. `picture`: logos, profile and record pictures, at most 1,600 px, PNG kept PNG
 * (transparency) and the rest JPEG or WebP as sent.
 */
export type ImageStyle = "photo" | "picture";

const readBytes = async (file: File) => Buffer.from(await file.arrayBuffer());

async function encode(input: Buffer, style: ImageStyle): Promise<Omit<PreparedFile, "name">> {
  const { default: sharp } = await import("sharp");
  const format = sniffImage(input);
  // Decoding is the real check: sharp refuses what is not the image it claims to be. No `.withMetadata()`, so EXIF
  // (GPS included), XMP and ICC comments are not copied; `.rotate()` applies the EXIF orientation first.
  const image = () =>
    sharp(input, { limitInputPixels: 100_000_000 })
      .rotate()
      .resize(1600, 1600, { fit: "inside", withoutEnlargement: true });
  if (style === "photo") {
    const [bytes, thumbnail] = await Promise.all([
      image().jpeg({ quality: 82 }).toBuffer(),
      sharp(input, { limitInputPixels: 100_000_000 })
        .rotate()
        .resize(320, 320, { fit: "inside", withoutEnlargement: true })
        .jpeg({ quality: 75 })
        .toBuffer(),
    ]);
    return { kind: "image", bytes, ext: "jpg", thumbnail };
  }
  if (format === "png" || format === "gif")
    return { kind: "image", bytes: await image().png().toBuffer(), ext: "png", thumbnail: null };
  if (format === "webp")
    return { kind: "image", bytes: await image().webp().toBuffer(), ext: "webp", thumbnail: null };
  return {
    kind: "image",
    bytes: await image().jpeg({ quality: 85 }).toBuffer(),
    ext: "jpg",
    thumbnail: null,
  };
}

/**
 * Checks and prepares one upload: refused with the message to show when its content is not an accepted image (or
 * PDF, with `accept: "image-or-pdf"`), is too large, or does not decode.
 */
export async function prepareUpload(
  file: File,
  options: { style: ImageStyle; accept?: "image" | "image-or-pdf"; maxBytes?: number; named?: boolean },
): Promise<Prepared<PreparedFile>> {
  const name = file.name.slice(0, 120) || "file";
  const maxBytes = options.maxBytes ?? MAX_IMAGE_BYTES;
  // The refusal is a catalog key or a keyed message: the screen words it in the reader's language (t.text).
  if (file.size > maxBytes)
    return { ok: false, error: tooLargeMessage(options.named ? name : undefined, maxBytes / 1024 / 1024) };
  const bytes = await readBytes(file);
  const problem = uploadProblem(bytes, bytes.length, {
    accept: options.accept ?? "image",
    maxBytes,
    name: options.named ? name : undefined,
  });
  if (problem) return { ok: false, error: problem };
  if (!sniffImage(bytes))
    return { ok: true, value: { kind: "pdf", bytes, ext: "pdf", thumbnail: null, name } };
  try {
    return { ok: true, value: { ...(await encode(bytes, options.style)), name } };
  } catch {
    return { ok: false, error: namedFileMessage(options.named ? name : undefined, "unreadableImage") };
  }
}

/** Prepares several files of one field; the first refusal wins and nothing is kept. */
export async function prepareUploads(
  files: File[],
  options: Parameters<typeof prepareUpload>[1],
): Promise<Prepared<PreparedFile[]>> {
  const prepared: PreparedFile[] = [];
  for (const file of files) {
    const one = await prepareUpload(file, options);
    if (!one.ok) return one;
    prepared.push(one.value);
  }
  return { ok: true, value: prepared };
}

/** The files a form sent in `field` (empty file inputs left out). */
export const formFiles = (formData: FormData, field: string) =>
  formData.getAll(field).filter((f): f is File => f instanceof File && f.size > 0);

/**
 * The image a form sent in `field`, checked and prepared but not stored; `value: null` when none was chosen (an error
 * instead when one is required).
 */
export async function prepareImageField(
  formData: FormData,
  field: string,
  options: { required?: boolean; style?: ImageStyle } = {},
): Promise<Prepared<PreparedFile | null>> {
  const [file] = formFiles(formData, field);
  if (!file)
    return options.required ? { ok: false, error: "common.files.choosePhoto" } : { ok: true, value: null };
  return prepareUpload(file, { style: options.style ?? "picture" });
}

/** Where stored files live: images under uploads/, PDFs of messages and receipts in their own folders. */
export type UploadFolder = "" | "messages" | "receipts";

const uploadKey = (folder: UploadFolder, name: string) =>
  folder ? `uploads/${folder}/${name}` : `uploads/${name}`;

/** Writes prepared bytes under a new random name; returns that name. */
export async function writeUpload(folder: UploadFolder, bytes: Buffer, ext: string): Promise<string> {
  const name = `${crypto.randomUUID()}.${ext}`;
  await (await fileStore()).put(uploadKey(folder, name), bytes);
  return name;
}

export const UPLOAD_NAME = /^[0-9a-f-]{36}\.(png|jpg|webp|gif|pdf)$/;

/** A stored file's bytes and the content type its bytes say (not its name), or null. */
export async function readUpload(
  name: string,
  folder: UploadFolder = "",
): Promise<{ body: Buffer; type: string } | null> {
  if (!UPLOAD_NAME.test(name)) return null;
  const body = await (await fileStore()).get(uploadKey(folder, name));
  return body && { body, type: contentTypeOf(body) };
}

/** The bytes of a stored upload by its URL (/uploads/…), or null. */
export async function readUploadUrl(url: string) {
  return readUpload(url.replace(/^\/uploads\//, "").replace(/\?.*$/, ""));
}

/** The upload's name in a /uploads/ URL, or null. */
export const uploadName = (url: string) =>
  /^\/uploads\/([0-9a-f-]{36}\.[a-z]+)(?:\?.*)?$/.exec(url)?.[1] ?? null;

/**
 * Serves stored bytes: the type from the content, never sniffed by the browser, shown inline (images, PDFs) under a
 * neutral name; private files are kept out of shared caches.
 */
export function fileResponse(file: { body: Buffer; type: string }, visibility: "public" | "private") {
  const inline = file.type.startsWith("image/") || file.type === "application/pdf";
  return new Response(new Uint8Array(file.body), {
    headers: {
      "content-type": file.type,
      "content-length": String(file.body.length),
      "x-content-type-options": "nosniff",
      "content-disposition": inline ? "inline" : "attachment",
      "cache-control":
        visibility === "public" ? "public, max-age=31536000, immutable" : "private, max-age=3600",
    },
  });
}

/** A PDF kept as sent, after checking its content (for callers that only take PDFs). */
export const pdfOk = (bytes: Uint8Array) => isPdf(bytes);

// Signed links for e-mail: a report e-mail is read outside the app, so its photos carry a signature that opens that
// one file until it expires, instead of the file being public.
const sign = (name: string, expires: number) =>
  createHmac("sha256", config.authSecret).update(`upload:${name}:${expires}`).digest("base64url");

/** How long a photo link in an e-mail opens the photo without signing in. */
export const SIGNED_LINK_DAYS = 60;

/** `/uploads/<name>?exp=…&sig=…`, opening that file without a session until it expires. */
export function signedUploadUrl(url: string, now = new Date()): string {
  const name = uploadName(url);
  if (!name) return url;
  const expires = Math.floor(now.getTime() / 1000) + SIGNED_LINK_DAYS * 24 * 3600;
  return `/uploads/${name}?exp=${expires}&sig=${sign(name, expires)}`;
}

/** Whether a request's `exp` and `sig` sign this file and have not expired. */
export function validUploadSignature(name: string, exp: string | null, sig: string | null, now = new Date()) {
  if (!exp || !sig || !/^\d{1,12}$/.test(exp)) return false;
  const expires = Number(exp);
  if (expires * 1000 < now.getTime()) return false;
  const expected = Buffer.from(sign(name, expires));
  const given = Buffer.from(sig);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
