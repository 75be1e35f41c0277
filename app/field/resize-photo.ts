/**
 * A photo made small on the phone before it is sent (issue 19): a 12-megapixel camera file (1.6 MB, 18 s on a slow
 * network) becomes a JPEG of at most 2048 px on its longest side and about half a megabyte. The server still checks
 * and prepares what it gets (storage.server.ts), so this only saves the technician's time and data.
 *
 * browser-image-compression runs on the page's thread (`useWebWorker: false`): its worker is a `blob:` script that
 * loads the library from a CDN, which the app's Content-Security-Policy refuses (script-src 'self') and which would
 * not load offline anyway. The work is mostly the browser's own decoding and canvas drawing.
 */

/** The longest side, in pixels, a photo is sent at. */
export const PHOTO_MAX_SIDE = 2048;

/** Images a browser can redraw as a JPEG without losing what matters (an animated GIF or an SVG would). */
const RESIZABLE = /^image\/(jpeg|png|webp|heic|heif|avif|bmp)$/;

/** "IMG_2041.HEIC" → "IMG_2041.jpg". */
export const jpegName = (name: string) => `${name.replace(/\.[^./\\]*$/, "") || "photo"}.jpg`;

/**
 * The photo resized and compressed for upload, named like the original with `.jpg`; the original itself when it
 * cannot be (not an image the browser redraws, the library fails to load or to decode it) or when the result would
 * be no smaller.
 */
export async function resizePhoto(file: File): Promise<File> {
  if (!RESIZABLE.test(file.type)) return file;
  try {
    const { default: imageCompression } = await import("browser-image-compression");
    const compressed = await imageCompression(file, {
      maxWidthOrHeight: PHOTO_MAX_SIDE,
      maxSizeMB: 0.5,
      initialQuality: 0.8,
      fileType: "image/jpeg",
      useWebWorker: false,
    });
    if (compressed.size >= file.size) return file;
    return new File([compressed], jpegName(file.name), {
      type: "image/jpeg",
      lastModified: file.lastModified,
    });
  } catch {
    return file;
  }
}
