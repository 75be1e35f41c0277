/**
 * Stored uploads and who may open them (issue 18 §4). A use case stores a prepared file only after its own permission
 * and tenancy checks (so a refused post writes nothing), through `storeFile`, which records what the file is for.
 * `/uploads/:file` then serves public kinds to anyone and private ones only to people who may see the record
 * (file-access.server.ts).
 */
import type { Db, Tx } from "~/db/client.server";
import { type FileKind, storedFile } from "~/db/schema";
import type { Ports, PreparedFile, UploadFolder } from "../ports";

export const publicKinds: ReadonlySet<FileKind> = new Set(["logo", "public_photo", "profile"]);

/** What a file is for: the company and (when there is one) the customer of its record, and who sent it. */
export interface FileOwner {
  kind: FileKind;
  companyId: string | null;
  customerId?: string | null;
  uploadedBy: string | null;
}

export interface StoredUpload {
  url: string;
  /** For photos; PDFs and pictures have none. */
  thumbnailUrl: string | null;
  kind: "image" | "pdf";
  name: string;
}

/** The path a message PDF is stored under; each family serves it at its own prefix after checking the reader. */
export const MESSAGE_PDF_PREFIX = "/messages/files/";

/** Where a PDF of each kind lives and is served from (each by a route that checks its record). */
const pdfHomes: Partial<Record<FileKind, { folder: UploadFolder; prefix: string }>> = {
  message: { folder: "messages", prefix: MESSAGE_PDF_PREFIX },
  receipt: { folder: "receipts", prefix: "/company/receipts/file/" },
};

/**
 * Where a file is stored: the database handle that records it (a transaction's, when the caller is in one) and the
 * ports whose `FileStore` writes the bytes. Every store goes through the port (decision 015).
 */
export interface StoreTarget {
  db: Db | Tx;
  ports: Pick<Ports, "files">;
}

/** Writes a prepared file and records what it is for. Call only after checking the person may add it there. */
export async function storeFile(
  target: StoreTarget,
  file: PreparedFile,
  owner: FileOwner,
): Promise<StoredUpload> {
  const { db, ports } = target;
  if (file.kind === "pdf") {
    const home = pdfHomes[owner.kind];
    if (!home) throw new Error(`A ${owner.kind} file cannot be a PDF.`);
    const name = await ports.files.write(home.folder, file.bytes, "pdf");
    return { url: `${home.prefix}${name}`, thumbnailUrl: null, kind: "pdf", name: file.name };
  }
  const names = [await ports.files.write("", file.bytes, file.ext)];
  if (file.thumbnail) names.push(await ports.files.write("", file.thumbnail, "jpg"));
  await db.insert(storedFile).values(
    names.map((name) => ({
      name,
      companyId: owner.companyId,
      customerId: owner.customerId ?? null,
      kind: owner.kind,
      visibility: publicKinds.has(owner.kind) ? ("public" as const) : ("private" as const),
      uploadedByUserId: owner.uploadedBy,
    })),
  );
  return {
    url: `/uploads/${names[0]}`,
    thumbnailUrl: names[1] ? `/uploads/${names[1]}` : null,
    kind: "image",
    name: file.name,
  };
}

/** Stores several prepared files of one record. */
export async function storeFiles(target: StoreTarget, files: PreparedFile[], owner: FileOwner) {
  const stored: StoredUpload[] = [];
  for (const file of files) stored.push(await storeFile(target, file, owner));
  return stored;
}

/** A stored photo as the records keep it (url and thumbnail). */
export const asPhoto = (s: StoredUpload) => ({ url: s.url, thumbnailUrl: s.thumbnailUrl ?? s.url });
