import fs from "node:fs/promises";
import path from "node:path";
import { config } from "./config.server";

const uploadsDir = () => path.join(config.dataDir, "uploads");

const imageTypes: Record<string, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
  "image/gif": "gif",
};
export const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/** Checks an uploaded image; returns the message to show next to the field, or null. */
export function imageProblem(file: File): string | null {
  if (!imageTypes[file.type]) return "Choose a PNG, JPEG, WebP or GIF image.";
  if (file.size > MAX_IMAGE_BYTES) return "The image is larger than 5 MB.";
  return null;
}

/** Stores an image under data/uploads/ and returns the URL it is served from. */
export async function saveImage(file: File): Promise<string> {
  const name = `${crypto.randomUUID()}.${imageTypes[file.type]}`;
  await fs.mkdir(uploadsDir(), { recursive: true });
  await fs.writeFile(path.join(uploadsDir(), name), Buffer.from(await file.arrayBuffer()));
  return `/uploads/${name}`;
}

const contentTypes: Record<string, string> = Object.fromEntries(
  Object.entries(imageTypes).map(([t, e]) => [e, t]),
);

export async function readUpload(name: string): Promise<{ body: Buffer; type: string } | null> {
  if (!/^[0-9a-f-]{36}\.(png|jpg|webp|gif)$/.test(name)) return null;
  try {
    const body = await fs.readFile(path.join(uploadsDir(), name));
    return { body, type: contentTypes[name.split(".").pop()!] };
  } catch {
    return null;
  }
}

export type ImageField = { ok: true; url: string | null } | { ok: false; error: string };

/**
 * The image a form sent in `field`: checked and stored, with its URL; `url: null` when none was chosen (an error
 * instead when one is required). Every photo and logo upload goes through here.
 */
export async function storeImageField(
  formData: FormData,
  field: string,
  options: { required?: boolean } = {},
): Promise<ImageField> {
  const file = formData.get(field);
  if (!(file instanceof File) || file.size === 0) {
    return options.required ? { ok: false, error: "Choose a photo." } : { ok: true, url: null };
  }
  const problem = imageProblem(file);
  if (problem) return { ok: false, error: problem };
  return { ok: true, url: await saveImage(file) };
}

export interface StoredPhoto {
  url: string;
  thumbnailUrl: string;
}

/**
 * Stores a photo from a phone camera: turned upright (EXIF orientation), at most 1,600 px on its long side as JPEG,
 * with a 320 px thumbnail for lists, reports and e-mails. Camera originals are large; the stored copy is not.
 */
export async function savePhotoWithThumbnail(file: File): Promise<StoredPhoto> {
  const { default: sharp } = await import("sharp");
  const input = Buffer.from(await file.arrayBuffer());
  const [photo, thumbnail] = await Promise.all([
    sharp(input)
      .rotate()
      .resize(1600, 1600, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 82 })
      .toBuffer(),
    sharp(input)
      .rotate()
      .resize(320, 320, { fit: "inside", withoutEnlargement: true })
      .jpeg({ quality: 75 })
      .toBuffer(),
  ]);
  await fs.mkdir(uploadsDir(), { recursive: true });
  const photoName = `${crypto.randomUUID()}.jpg`;
  const thumbnailName = `${crypto.randomUUID()}.jpg`;
  await Promise.all([
    fs.writeFile(path.join(uploadsDir(), photoName), photo),
    fs.writeFile(path.join(uploadsDir(), thumbnailName), thumbnail),
  ]);
  return { url: `/uploads/${photoName}`, thumbnailUrl: `/uploads/${thumbnailName}` };
}

/** The bytes of a stored upload by its URL (/uploads/…), or null. */
export async function readUploadUrl(url: string) {
  return readUpload(url.replace(/^\/uploads\//, ""));
}
