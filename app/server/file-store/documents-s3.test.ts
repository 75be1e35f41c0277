import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server";
import { discardAgreementPdf, readAgreementPdf, storeAgreementPdf } from "../agreement-pdf.server";
import { deleteImportFile, readImportFile, saveImportFile } from "../import-files.server";
import { readReceiptPdf } from "../receipt-file.server";
import { writeUpload } from "../storage.server";
import { fileStore } from "./file-store.server";

// Everything that used to be written under DATA_DIR goes to the bucket when S3_URL is set: import files between the
// steps of an import, signed agreement PDFs, and the PDFs of receipts and messages.
let s3: S3TestServer;
beforeAll(async () => {
  s3 = await startS3Server();
  Object.assign(process.env, s3.env);
});
afterAll(async () => {
  for (const name of Object.keys(s3.env)) delete process.env[name];
  await s3?.stop();
});

const bucketKeys = async (prefix: string) => (await (await fileStore()).list(prefix)).map((o) => o.key);
const pdf = Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n");

describe("files kept in S3 with S3_URL set", () => {
  it("an import file is read back by its company only, from the bucket, until deleted", async () => {
    const id = await saveImportFile("company-a", "Name,Email\nRené,rene@example.com\n");
    expect(await bucketKeys("imports/")).toContain(`imports/company-a-${id}.csv`);
    expect(await readImportFile("company-a", id)).toBe("Name,Email\nRené,rene@example.com\n");
    expect(await readImportFile("company-b", id)).toBeNull();
    await deleteImportFile("company-a", id);
    expect(await readImportFile("company-a", id)).toBeNull();
  });

  it("a signed agreement's PDF is kept in the bucket, read back, and discarded", async () => {
    const url = await storeAgreementPdf(pdf);
    expect(await bucketKeys("uploads/agreements/")).toContain(url.slice(1));
    expect((await readAgreementPdf(url))?.equals(pdf)).toBe(true);
    await discardAgreementPdf(url);
    expect(await readAgreementPdf(url)).toBeNull();
  });

  it("a receipt PDF is written to and read from the bucket's receipts folder", async () => {
    const name = await writeUpload("receipts", pdf, "pdf");
    expect(await bucketKeys("uploads/receipts/")).toEqual([`uploads/receipts/${name}`]);
    expect((await readReceiptPdf(name))?.body.equals(pdf)).toBe(true);
  });
});
