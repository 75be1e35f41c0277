/**
 * A real S3-compatible server on loopback for tests: `@20minutes/s3rver` (a maintained fork of s3rver), which speaks
 * S3's HTTP API (signature v4, XML errors, ListObjectsV2) and keeps objects in a temporary folder. Nothing is mocked:
 * the app's S3 adapter talks to it through the AWS SDK as it would to any store. No container daemon is needed.
 *
 *   const s3 = await startS3Server();            // a free port on 127.0.0.1, bucket "dripdrop-test"
 *   Object.assign(process.env, s3.env);          // S3_URL, S3_BUCKET, S3_REGION, S3_ACCESS_KEY_ID, …
 *   …
 *   await s3.stop();                             // closes the server and removes its folder
 */
import fs from "node:fs";
import { createRequire } from "node:module";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";

interface KoaContext {
  path: string;
  mountPath?: string;
  state: { vhost?: boolean };
}
type KoaMiddleware = (ctx: KoaContext, next: () => Promise<void>) => Promise<void>;
interface S3rverInstance {
  /** Koa's middleware list; the last one is s3rver's router. */
  middleware: KoaMiddleware[];
  run(): Promise<AddressInfo>;
  close(): Promise<void>;
}
type S3rverClass = new (options: {
  address: string;
  port: number;
  directory: string;
  silent: boolean;
  configureBuckets: { name: string }[];
  vhostBuckets: boolean;
}) => S3rverInstance;

// s3rver is CommonJS without type declarations.
const S3rver = createRequire(import.meta.url)("@20minutes/s3rver") as S3rverClass;

/**
 * s3rver 5.0.0 checks a bucket-level request's signature against the path `/bucket`, but the AWS SDK v3 addresses the
 * bucket as `/bucket/` (ListObjectsV2 with path-style URLs), so every listing failed with SignatureDoesNotMatch.
 * s3rver builds the signed path as `/<bucket><mountPath>` for virtual-host requests, so marking such a request so makes
 * it check `/bucket/`, what the SDK signed; nothing else reads these two fields outside S3 website hosting.
 */
const signBucketPathWithSlash: KoaMiddleware = (ctx, next) => {
  if (!ctx.state.vhost && /^\/[^/]+\/$/.test(ctx.path)) {
    ctx.state.vhost = true;
    ctx.mountPath = "/";
  }
  return next();
};

export interface S3TestServer {
  /** `http://127.0.0.1:<port>` */
  url: string;
  bucket: string;
  /** The app's settings for this server (see app/server/config.server.ts): merge into process.env or a child's env. */
  env: {
    S3_URL: string;
    S3_BUCKET: string;
    S3_REGION: string;
    S3_ACCESS_KEY_ID: string;
    S3_SECRET_ACCESS_KEY: string;
    S3_FORCE_PATH_STYLE: string;
  };
  /** The folder s3rver keeps objects in (to look at what was stored). */
  directory: string;
  stop(): Promise<void>;
}

/**
 * Starts s3rver on 127.0.0.1 (port 0: a free one, unless `port` is given) with one empty bucket. s3rver accepts the
 * key pair S3RVER / S3RVER, which `env` carries.
 */
export async function startS3Server(
  options: { bucket?: string; port?: number; directory?: string } = {},
): Promise<S3TestServer> {
  const bucket = options.bucket ?? "dripdrop-test";
  const directory = options.directory ?? fs.mkdtempSync(path.join(os.tmpdir(), "dripdrop-s3-"));
  const server = new S3rver({
    address: "127.0.0.1",
    port: options.port ?? 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
    vhostBuckets: false,
  });
  server.middleware.splice(server.middleware.length - 1, 0, signBucketPathWithSlash);
  const { port } = await server.run();
  const url = `http://127.0.0.1:${port}`;
  return {
    url,
    bucket,
    directory,
    env: {
      S3_URL: url,
      S3_BUCKET: bucket,
      S3_REGION: "us-east-1",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
      S3_FORCE_PATH_STYLE: "true",
    },
    async stop() {
      await server.close();
      if (!options.directory) fs.rmSync(directory, { recursive: true, force: true });
    },
  };
}
