import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type S3TestServer, startS3Server } from "../../../tests/support/s3-server";
import type { S3Settings } from "../config.server";
import { diskStore } from "./disk.server";
import type { FileStore } from "./file-store.server";
import { s3Store } from "./s3.server";

// The same cases on both adapters: the disk in a temporary folder, S3 on a real S3-compatible server (s3rver) on
// loopback, reached through the AWS SDK as in production.
let s3: S3TestServer;
let diskRoot: string;
const settingsOf = (server: S3TestServer, secret = server.env.S3_SECRET_ACCESS_KEY): S3Settings => ({
  url: server.url,
  bucket: server.bucket,
  region: server.env.S3_REGION,
  credentials: { accessKeyId: server.env.S3_ACCESS_KEY_ID, secretAccessKey: secret },
  forcePathStyle: true,
});

beforeAll(async () => {
  s3 = await startS3Server();
  diskRoot = fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-disk-store-"));
});
afterAll(async () => {
  await s3?.stop();
  fs.rmSync(diskRoot, { recursive: true, force: true });
});

const adapters: [string, () => FileStore][] = [
  ["disk", () => diskStore(diskRoot)],
  ["S3", () => s3Store(settingsOf(s3))],
];

describe.each(adapters)("the %s file store", (_name, makeStore) => {
  const key = (name: string) => `uploads/${crypto.randomUUID()}-${name}`;

  it("gives back what was put, and says it exists", async () => {
    const store = makeStore();
    const k = key("a.txt");
    await store.put(k, Buffer.from("chlorine 3 ppm"));
    expect((await store.get(k))?.toString()).toBe("chlorine 3 ppm");
    expect(await store.exists(k)).toBe(true);
  });

  it("answers null and false for a key never written", async () => {
    const store = makeStore();
    const k = key("missing.jpg");
    expect(await store.get(k)).toBeNull();
    expect(await store.exists(k)).toBe(false);
  });

  it("replaces a file written again under the same key", async () => {
    const store = makeStore();
    const k = key("b.txt");
    await store.put(k, Buffer.from("first version, the longer one"));
    await store.put(k, Buffer.from("second"));
    expect((await store.get(k))?.toString()).toBe("second");
  });

  it("keeps every byte of a binary file (all 256 values, and a 2 MB photo-sized body)", async () => {
    const store = makeStore();
    const allBytes = Buffer.from(Array.from({ length: 512 }, (_, i) => i % 256));
    const large = Buffer.alloc(2 * 1024 * 1024);
    for (let i = 0; i < large.length; i++) large[i] = (i * 7919) % 251;
    const [k1, k2] = [key("bytes.bin"), key("large.bin")];
    await store.put(k1, allBytes);
    await store.put(k2, new Uint8Array(large));
    expect((await store.get(k1))?.equals(allBytes)).toBe(true);
    expect((await store.get(k2))?.equals(large)).toBe(true);
  });

  it("deletes a file, and deleting a missing one is no error", async () => {
    const store = makeStore();
    const k = key("c.txt");
    await store.put(k, Buffer.from("x"));
    await store.delete(k);
    expect(await store.get(k)).toBeNull();
    expect(await store.exists(k)).toBe(false);
    await expect(store.delete(k)).resolves.toBeUndefined();
  });

  it("lists the keys under a prefix with when they were written, and nothing else", async () => {
    const store = makeStore();
    const folder = `imports-${crypto.randomUUID()}`;
    const before = Date.now() - 2000; // S3 keeps whole seconds
    await store.put(`${folder}/one.csv`, Buffer.from("a"));
    await store.put(`${folder}/two.csv`, Buffer.from("b"));
    await store.put(`${folder}-other/three.csv`, Buffer.from("c"));
    const listed = await store.list(`${folder}/`);
    expect(listed.map((o) => o.key).sort()).toEqual([`${folder}/one.csv`, `${folder}/two.csv`]);
    for (const o of listed) expect(o.modifiedAt.getTime()).toBeGreaterThanOrEqual(before);
    expect(await store.list(`${folder}-none/`)).toEqual([]);
  });

  it("refuses keys that could point outside the store", async () => {
    const store = makeStore();
    for (const bad of ["../x", "uploads/../../etc/passwd", "/abs", "a//b", "", "uploads/.hidden"])
      await expect(store.put(bad, Buffer.from("x"))).rejects.toThrow(/Not a file-store key/);
  });
});

describe("the S3 file store", () => {
  it("fails loudly with wrong credentials instead of losing the file", async () => {
    const store = s3Store(settingsOf(s3, "not-the-secret"));
    await expect(store.put("uploads/refused.txt", Buffer.from("x"))).rejects.toThrow();
    expect(await s3Store(settingsOf(s3)).exists("uploads/refused.txt")).toBe(false);
  });
});
