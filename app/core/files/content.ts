/**
 * What an uploaded file really is, from its bytes, never from the type or name the browser sent (issue 18 §4): an
 * HTML page or a program labelled `image/png` is refused here before anything decodes or stores it. Pure.
 */

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

/** The words shown next to a file field when a file is refused. */
export const fileMessages = {
  notImage: "This file isn't a PNG, JPEG, WebP or GIF image. Choose a photo or picture file.",
  unreadableImage: "This image could not be read. Choose a PNG, JPEG, WebP or GIF image.",
  notPdf: "This file isn't a readable PDF.",
  notImageOrPdf: "This file isn't a photo (PNG, JPEG, WebP, GIF) or a PDF.",
  tooLarge: (mb: number) => `The file is larger than ${mb} MB.`,
} as const;

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
  const prefix = options.name ? `${options.name}: ` : "";
  if (size > options.maxBytes)
    return prefix + fileMessages.tooLarge(Math.round(options.maxBytes / (1024 * 1024)));
  if (sniffImage(bytes)) return null;
  if (options.accept === "image") return prefix + fileMessages.notImage;
  if (startsWith(bytes, ascii("%PDF-"))) return isPdf(bytes) ? null : prefix + fileMessages.notPdf;
  return prefix + fileMessages.notImageOrPdf;
}
