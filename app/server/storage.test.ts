import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { fileMessages } from "~/core/files/content";
import { translatorFor } from "~/core/i18n/catalogs";
import {
  fileResponse,
  prepareImageField,
  prepareUpload,
  prepareUploads,
  signedUploadUrl,
  uploadName,
  validUploadSignature,
} from "./storage.server";

const field = (file: File) => {
  const form = new FormData();
  form.set("photo", file);
  return form;
};

/** A phone photo: JPEG, turned by EXIF (orientation 6), with the camera's make and a GPS position. */
const phonePhoto = () =>
  sharp({ create: { width: 60, height: 40, channels: 3, background: "#3a7bd5" } })
    .jpeg()
    .withMetadata({ orientation: 6 })
    .withExifMerge({
      IFD0: { Make: "PhoneCo", Model: "Pocket 12" },
      IFD3: {
        GPSLatitudeRef: "N",
        GPSLatitude: "51/1 30/1 0/1",
        GPSLongitudeRef: "W",
        GPSLongitude: "0/1 7/1 0/1",
      },
    })
    .toBuffer();

// The EXIF tag that points to the GPS directory, in either byte order.
const hasGpsPointer = (exif: Buffer) =>
  exif.includes(Buffer.from([0x88, 0x25])) || exif.includes(Buffer.from([0x25, 0x88]));

describe("prepareUpload", () => {
  it("refuses an HTML page named .png and labelled image/png", async () => {
    const file = new File(["<html><script>alert(document.cookie)</script></html>"], "cat.png", {
      type: "image/png",
    });
    expect(await prepareImageField(field(file), "photo")).toEqual({
      ok: false,
      error: fileMessages.notImage,
    });
  });

  it("refuses a program (MZ header) labelled image/png", async () => {
    const exe = new Uint8Array(512);
    exe.set([0x4d, 0x5a, 0x90, 0x00, 0x03]);
    const file = new File([exe], "photo.png", { type: "image/png" });
    expect(await prepareImageField(field(file), "photo")).toEqual({
      ok: false,
      error: fileMessages.notImage,
    });
  });

  it("refuses a PNG header glued on bytes that don't decode", async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64)]);
    const file = new File([broken], "broken.png", { type: "image/png" });
    expect(await prepareUpload(file, { style: "photo" })).toEqual({
      ok: false,
      error: fileMessages.unreadableImage,
    });
  });

  it("names the refused file of several, in the reader's language, and asks for a required photo", async () => {
    const broken = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Uint8Array(64)]);
    const files = [new File([broken], "pool.png", { type: "image/png" })];
    const named = await prepareUploads(files, { style: "photo", named: true });
    if (named.ok) throw new Error("a broken image was taken");
    expect(translatorFor("en").text(named.error)).toBe(
      "pool.png: This image could not be read. Choose a PNG, JPEG, WebP or GIF image.",
    );
    expect(translatorFor("es").text(named.error)).toBe(
      "pool.png: No se pudo leer esta imagen. Elija una imagen PNG, JPEG, WebP o GIF.",
    );
    const big = new File([new Uint8Array(2 * 1024 * 1024 + 1)], "big.jpg", { type: "image/jpeg" });
    const tooBig = await prepareUpload(big, { style: "photo", maxBytes: 2 * 1024 * 1024, named: true });
    expect(!tooBig.ok && translatorFor("es").text(tooBig.error)).toBe(
      "big.jpg: El archivo pesa más de 2 MB.",
    );
    const none = await prepareImageField(new FormData(), "photo", { required: true });
    expect(!none.ok && translatorFor("es").text(none.error)).toBe("Elija una foto.");
  });

  it("re-encodes a phone photo upright, without its EXIF and GPS", async () => {
    const input = await phonePhoto();
    const before = await sharp(input).metadata();
    expect(before.exif && hasGpsPointer(before.exif)).toBe(true);
    expect(before.orientation).toBe(6);
    // Labelled as something else: the content decides.
    const prepared = await prepareUpload(
      new File([new Uint8Array(input)], "IMG_0001.png", { type: "image/png" }),
      {
        style: "photo",
      },
    );
    if (!prepared.ok) throw new Error(prepared.error);
    for (const stored of [prepared.value.bytes, prepared.value.thumbnail!]) {
      const after = await sharp(stored).metadata();
      expect(after.format).toBe("jpeg");
      expect(after.exif).toBeUndefined();
      expect(after.orientation).toBeUndefined();
      expect(stored.toString("latin1")).not.toContain("PhoneCo");
      // Turned upright: 60 × 40 taken sideways is 40 × 60.
      expect([after.width, after.height]).toEqual([40, 60]);
    }
  });

  it("drops what hides after the picture (an HTML tail on a real PNG)", async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: "#0000" } })
      .png()
      .toBuffer();
    const polyglot = Buffer.concat([png, Buffer.from("<script>alert(1)</script>")]);
    const prepared = await prepareUpload(new File([new Uint8Array(polyglot)], "logo.png"), {
      style: "picture",
    });
    if (!prepared.ok) throw new Error(prepared.error);
    expect(prepared.value.ext).toBe("png");
    expect(prepared.value.bytes.toString("latin1")).not.toContain("<script>");
  });

  it("takes a PDF only where PDFs are allowed, and only a real one", async () => {
    const fake = new File(["%PDF-1.4\n<html></html>\n%%EOF"], "r.pdf", { type: "application/pdf" });
    expect(await prepareUpload(fake, { style: "photo", accept: "image-or-pdf" })).toEqual({
      ok: false,
      error: fileMessages.notPdf,
    });
  });
});

describe("signed upload links", () => {
  const now = new Date("2026-06-01T12:00:00Z");
  const url = "/uploads/0b6f1f5e-3c55-4f0e-9a53-6a3f7c1d2e4f.jpg";

  it("open the one file they sign until they expire", () => {
    const signed = new URL(signedUploadUrl(url, now), "http://x");
    const name = uploadName(url)!;
    const [exp, sig] = [signed.searchParams.get("exp"), signed.searchParams.get("sig")];
    expect(validUploadSignature(name, exp, sig, now)).toBe(true);
    expect(validUploadSignature("1b6f1f5e-3c55-4f0e-9a53-6a3f7c1d2e4f.jpg", exp, sig, now)).toBe(false);
    expect(validUploadSignature(name, String(Number(exp) + 1), sig, now)).toBe(false);
    expect(validUploadSignature(name, exp, `${sig}x`, now)).toBe(false);
    expect(validUploadSignature(name, null, null, now)).toBe(false);
    const later = new Date(Number(exp) * 1000 + 1000);
    expect(validUploadSignature(name, exp, sig, later)).toBe(false);
  });
});

describe("fileResponse", () => {
  it("sends nosniff, the type from the content, and keeps private files out of shared caches", async () => {
    const response = fileResponse({ body: Buffer.from("x"), type: "image/png" }, "private");
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("content-type")).toBe("image/png");
    expect(response.headers.get("cache-control")).toMatch(/^private/);
    expect(response.headers.get("content-disposition")).toBe("inline");
    const other = fileResponse({ body: Buffer.from("x"), type: "application/octet-stream" }, "public");
    expect(other.headers.get("content-disposition")).toBe("attachment");
  });
});
