import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  NoSuchKey,
  NotFound,
  PutObjectCommand,
  paginateListObjectsV2,
  S3Client,
} from "@aws-sdk/client-s3";
import type { S3Settings } from "../config.server";
import type { FileStore, StoredObject } from "./file-store.server";
import { checkKey } from "./keys";

/** Files as objects of one bucket of any S3-compatible store (AWS S3, MinIO, Garage, Ceph, R2…), key for key. */
export function s3Store(settings: S3Settings): FileStore {
  const client = new S3Client({
    endpoint: settings.url,
    region: settings.region,
    credentials: settings.credentials,
    forcePathStyle: settings.forcePathStyle,
    // The SDK's default CRC checksums on every request are refused by several S3-compatible stores; the SHA-256 of
    // each body that SigV4 signs still guards the bytes.
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  const Bucket = settings.bucket;
  const absent = (error: unknown) =>
    error instanceof NoSuchKey ||
    error instanceof NotFound ||
    (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode === 404;
  return {
    description: `S3 bucket ${Bucket} at ${settings.url}`,
    async put(key, bytes) {
      await client.send(new PutObjectCommand({ Bucket, Key: checkKey(key), Body: bytes }));
    },
    async get(key) {
      try {
        const object = await client.send(new GetObjectCommand({ Bucket, Key: checkKey(key) }));
        return object.Body ? Buffer.from(await object.Body.transformToByteArray()) : Buffer.alloc(0);
      } catch (error) {
        if (absent(error)) return null;
        throw error;
      }
    },
    async exists(key) {
      try {
        await client.send(new HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return true;
      } catch (error) {
        if (absent(error)) return false;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list(prefix) {
      const found: StoredObject[] = [];
      for await (const page of paginateListObjectsV2({ client }, { Bucket, Prefix: prefix }))
        for (const object of page.Contents ?? [])
          if (object.Key) found.push({ key: object.Key, modifiedAt: object.LastModified ?? new Date(0) });
      return found;
    },
  };
}
