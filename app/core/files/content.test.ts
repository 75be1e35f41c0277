import fs from "node:fs";
import path from "node:path";
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import { contentTypeOf, fileMessages, isPdf, sniffImage, uploadProblem } from "./content";

const bytes = (s: string) => new TextEncoder().encode(s);
const html = bytes("<!doctype html><html><script>alert(document.cookie)</script></html>");
// The start of a Windows program: "MZ", then the DOS stub.
const exe = new Uint8Array([
  0x4d, 0x5a, 0x90, 0x00, 0x03, 0x00, 0x00, 0x00, 0x04, 0x00, 0x00, 0x00, 0xff, 0xff,
]);
const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const jpeg = new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const pdf = new Uint8Array(
  fs.readFileSync(path.join(import.meta.dirname, "../../../tests/fixtures/minimal.pdf")),
);
const image = { accept: "image" as const, maxBytes: 5 * 1024 * 1024 };
/** A refusal as a reader of English and of Spanish sees it (the messages are catalog keys or keyed messages). */
const en = translatorFor("en");
const es = translatorFor("es");

describe("sniffImage", () => {
  it("knows PNG, JPEG, GIF, WebP and HEIF by their first bytes", () => {
    expect(sniffImage(png)).toBe("png");
    expect(sniffImage(jpeg)).toBe("jpeg");
    expect(sniffImage(bytes("GIF89a\x01\x00"))).toBe("gif");
    expect(sniffImage(bytes("RIFF\x10\x00\x00\x00WEBPVP8 "))).toBe("webp");
    expect(sniffImage(bytes("\x00\x00\x00\x18ftypheic\x00\x00"))).toBe("heif");
  });

  it("is not fooled by an HTML page or a program, whatever they are called", () => {
    expect(sniffImage(html)).toBeNull();
    expect(sniffImage(exe)).toBeNull();
    expect(sniffImage(bytes("RIFF\x10\x00\x00\x00AVI LIST"))).toBeNull();
    expect(sniffImage(new Uint8Array())).toBeNull();
  });
});

describe("isPdf", () => {
  it("takes a well-formed PDF", () => {
    expect(isPdf(pdf)).toBe(true);
    // A trailing newline or two after %%EOF, as many writers leave.
    expect(isPdf(new Uint8Array([...pdf, 0x0d, 0x0a]))).toBe(true);
  });

  it("refuses a header glued on anything else, HTML, and a PDF cut short", () => {
    expect(isPdf(bytes("%PDF-1.4\n%%EOF"))).toBe(false);
    expect(isPdf(bytes("%PDF-1.7\n<html><script>alert(1)</script></html>\n%%EOF"))).toBe(false);
    expect(isPdf(html)).toBe(false);
    expect(isPdf(pdf.subarray(0, pdf.length - 30))).toBe(false);
    expect(isPdf(bytes(`junk${new TextDecoder("latin1").decode(pdf)}`))).toBe(false);
  });
});

describe("uploadProblem", () => {
  it("refuses an HTML file named .png and an EXE labelled image/png, with the field's message", () => {
    expect(uploadProblem(html, html.length, image)).toBe(fileMessages.notImage);
    expect(uploadProblem(exe, exe.length, image)).toBe(fileMessages.notImage);
  });

  it("takes images, and PDFs where the field takes them", () => {
    expect(uploadProblem(png, png.length, image)).toBeNull();
    expect(uploadProblem(pdf, pdf.length, image)).toBe(fileMessages.notImage);
    expect(uploadProblem(pdf, pdf.length, { ...image, accept: "image-or-pdf" })).toBeNull();
    const fake = bytes("%PDF-1.4\n%%EOF");
    expect(uploadProblem(fake, fake.length, { ...image, accept: "image-or-pdf" })).toBe(fileMessages.notPdf);
    expect(uploadProblem(html, html.length, { ...image, accept: "image-or-pdf" })).toBe(
      fileMessages.notImageOrPdf,
    );
  });

  it("refuses a file over the size, naming it when the field takes several", () => {
    expect(uploadProblem(png, 6 * 1024 * 1024, image)).toBe(fileMessages.tooLarge(5));
    expect(en.text(uploadProblem(png, 6 * 1024 * 1024, image)!)).toBe("The file is larger than 5 MB.");
    expect(en.text(uploadProblem(html, html.length, { ...image, name: "pool.png" })!)).toBe(
      "pool.png: This file isn't a PNG, JPEG, WebP or GIF image. Choose a photo or picture file.",
    );
    expect(en.text(uploadProblem(png, 6 * 1024 * 1024, { ...image, name: "big.png" })!)).toBe(
      "big.png: The file is larger than 5 MB.",
    );
  });

  it("words every refusal in the reader's language", () => {
    expect(en.text(fileMessages.notPdf)).toBe("This file isn't a readable PDF.");
    expect(en.text(fileMessages.notImageOrPdf)).toBe(
      "This file isn't a photo (PNG, JPEG, WebP, GIF) or a PDF.",
    );
    expect(en.text(fileMessages.unreadableImage)).toBe(
      "This image could not be read. Choose a PNG, JPEG, WebP or GIF image.",
    );
    expect(es.text(uploadProblem(png, 6 * 1024 * 1024, image)!)).toBe("El archivo pesa más de 5 MB.");
    const named = es.text(uploadProblem(html, html.length, { ...image, name: "pool.png" })!);
    expect(named).toBe(
      "pool.png: Este archivo no es una imagen PNG, JPEG, WebP ni GIF. Elija una foto o una imagen.",
    );
    expect(named).not.toMatch(/isn't|Choose/);
    expect(es.text(fileMessages.notPdf)).toBe("Este archivo no es un PDF legible.");
  });

  it("never throws and accepts nothing that is not an image or a PDF, for any bytes", () => {
    fc.assert(
      fc.property(fc.uint8Array({ maxLength: 64 }), (data) => {
        const problem = uploadProblem(data, data.length, { ...image, accept: "image-or-pdf" });
        if (problem === null) expect(sniffImage(data) !== null || isPdf(data)).toBe(true);
      }),
    );
  });
});

describe("contentTypeOf", () => {
  it("names the type by the content, not the name", () => {
    expect(contentTypeOf(png)).toBe("image/png");
    expect(contentTypeOf(jpeg)).toBe("image/jpeg");
    expect(contentTypeOf(pdf)).toBe("application/pdf");
    expect(contentTypeOf(html)).toBe("application/octet-stream");
  });
});
