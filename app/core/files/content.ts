/**
 * What an uploaded file really is, from its bytes, never from the type or name the browser sent (issue 18 §4): an
 * HTML page or a program labelled `image/png` is refused here before anything decodes or stores it. Pure.
 */
import { keyed } from "../i18n/keyed";

export type ImageFormat = "png" | "jpeg" | "gif" | "webp" | "heif";

const startsWith = (bytes: Uint8Array, prefix: readonly number[], at = 0) =>
  bytes.length >= at + prefix.length && prefix.every((b, i) => bytes[at + i] === b);
const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

/** HEIF/AVIF brands a phone camera writes (`ftyp` box). */
const heifBrands = ["heic", "heix", "hevc", "hevx", "heim", "heis", "mif1", "msf1", "avif", "avis"];

/** The image format the bytes start with, or null when they are not one of the photo formats we take. */
export function sniffImage(bytes: Uint8Array): ImageFormat | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(bytes, ascii("GIF87a")) || startsWith(bytes, ascii("GIF89a"))) return "gif";
  if (startsWith(bytes, ascii("RIFF")) && startsWith(bytes, ascii("WEBP"), 8)) return "webp";
  if (startsWith(bytes, ascii("ftyp"), 4)) {
    const brand = String.fromCharCode(...bytes.slice(8, 12));
    if (heifBrands.includes(brand)) return "heif";
  }
  return null;
}

const latin1 = (bytes: Uint8Array) => {
  let s = "";
  for (let i = 0; i < bytes.length; i += 8192) s += String.fromCharCode(...bytes.subarray(i, i + 8192));
  return s;
};

/**
 * Whether the bytes are a PDF with a sane outline: the `%PDF-1.x` header first, at least one object, and a
 * cross-reference pointer (`startxref`) followed by `%%EOF` at the end (a trailing newline or a little garbage after
 * it is tolerated, as readers do). A page of HTML renamed to `.pdf`, or a header glued on other bytes, is not.
 */
export function isPdf(bytes: Uint8Array): boolean {
  if (!/^%PDF-[12]\.\d/.test(latin1(bytes.subarray(0, 8)))) return false;
  const tail = latin1(bytes.subarray(Math.max(0, bytes.length - 1024)));
  const eof = tail.lastIndexOf("%%EOF");
  if (eof < 0 || !/startxref\s+\d+\s*$/.test(tail.slice(0, eof))) return false;
  return /\d+\s+\d+\s+obj\b/.test(latin1(bytes.subarray(0, Math.min(bytes.length, 1024 * 1024))));
}

/** The content type of stored bytes, for serving: from the content, whatever the name says. */
export function contentTypeOf(bytes: Uint8Array): string {
  const image = sniffImage(bytes);
  if (image) return image === "heif" ? "image/heif" : `image/${image}`;
  if (isPdf(bytes)) return "application/pdf";
  return "application/octet-stream";
}

/**
 * The words shown next to a file field when a file is refused: catalog keys, and `keyed` messages for those with
 * data (core/i18n/keyed.ts), worded in the reader's language where shown (`t.text`).
 */
export const fileMessages = {
  notImage: "common.files.notImage",
  unreadableImage: "common.files.unreadableImage",
  notPdf: "common.files.notPdf",
  notImageOrPdf: "common.files.notImageOrPdf",
  tooLarge: (mb: number) => keyed("common.files.tooLarge", { mb }),
} as const;

type FileProblem = Exclude<keyof typeof fileMessages, "tooLarge">;

/** A refusal of one file among several: its name before the problem ("pool.png: This file isn't …"). */
export function namedFileMessage(name: string | undefined, problem: FileProblem): string {
  return name
    ? keyed("common.files.named", { name, problem: { word: fileMessages[problem] } })
    : fileMessages[problem];
}

/** A file over the size limit, named when the field takes several files. */
export function tooLargeMessage(name: string | undefined, mb: number): string {
  return name ? keyed("common.files.tooLargeNamed", { name, mb }) : fileMessages.tooLarge(mb);
}

export type UploadKind = "image" | "image-or-pdf";

/**
 * The first check of an upload, on its first bytes and size: the message to show, or null when it may go on to be
 * decoded (images) or stored (PDFs). `name` prefixes the message when a field takes several files.
 */
export function uploadProblem(
  bytes: Uint8Array,
  size: number,
  options: { accept: UploadKind; maxBytes: number; name?: string },
): string | null {
  if (size > options.maxBytes)
    return tooLargeMessage(options.name, Math.round(options.maxBytes / (1024 * 1024)));
  if (sniffImage(bytes)) return null;
  if (options.accept === "image") return namedFileMessage(options.name, "notImage");
  if (startsWith(bytes, ascii("%PDF-")))
    return isPdf(bytes) ? null : namedFileMessage(options.name, "notPdf");
  return namedFileMessage(options.name, "notImageOrPdf");
}
