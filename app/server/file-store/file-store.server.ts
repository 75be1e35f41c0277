import { config } from "../config.server";
import { diskStore } from "./disk.server";

/**
 * Where stored files live: the local disk under DATA_DIR (one process, the default), or an S3-compatible bucket when
 * S3_URL is set, so that every app process reads the files any of them wrote (docs/decisions/011-object-storage.md).
 * Keys are relative paths such as `uploads/<uuid>.jpg`, the same on both: the disk keeps the folders it always had.
 * Nothing here decides who may read a file; callers check access first (domain/files).
 */
export interface FileStore {
  /** Where files go, for the start-up line: "local disk in …" or "S3 bucket … at …". */
  readonly description: string;
  /** Writes the bytes under `key`, replacing what was there. */
  put(key: string, bytes: Uint8Array): Promise<void>;
  /** The bytes under `key`, or null when there are none. */
  get(key: string): Promise<Buffer | null>;
  exists(key: string): Promise<boolean>;
  /** Removes `key`; removing a missing key is not an error. */
  delete(key: string): Promise<void>;
  /** The keys starting with `prefix` and when each was last written. */
  list(prefix: string): Promise<StoredObject[]>;
}

export interface StoredObject {
  key: string;
  modifiedAt: Date;
}

let current: { settings: string; store: Promise<FileStore> } | null = null;

/** The store the configuration asks for (made once per configuration; the S3 client is loaded only when used). */
export function fileStore(): Promise<FileStore> {
  const s3 = config.s3;
  const settings = JSON.stringify(s3 ?? config.dataDir);
  if (current?.settings !== settings)
    current = {
      settings,
      store: s3
        ? import("./s3.server").then((m) => m.s3Store(s3))
        : Promise.resolve(diskStore(config.dataDir)),
    };
  return current.store;
}
