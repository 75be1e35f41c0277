/**
 * Compresses the client build once, at build time, at the best ratio (`<file>.br`, brotli quality 11; `<file>.gz`,
 * gzip level 9), so the server sends those files as they are (express-static-gzip in scripts/serve.ts) instead of
 * compressing every response on the fly at a fast setting. Brotli 11 makes the technician's first load's scripts
 * about 16 % smaller than the on-the-fly brotli 4 or gzip 6: over a phone's 1.6 Mbps that is ~0.25 s of a cold stop
 * page (docs/ARCHITECTURE.md, "Field performance").
 *
 * `precompressPlugin()` (vite.config.ts) runs after the service worker's build (it is listed after it), so the
 * precache list never names a compressed copy. The worker's own script is left to on-the-fly compression: the
 * browser checks it for a new version on every visit, so what it gets must always be the file as it is on disk.
 */
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import zlib from "node:zlib";
import { afterClientBuild } from "./after-client-build";

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text files worth compressing; images and fonts are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg|txt|xml)$/;
/** Below this, a compressed copy saves less than its headers cost. */
const SMALLEST = 1024;

export async function precompress(clientDir: string) {
  const started = performance.now();
  const files = fs
    .readdirSync(clientDir, { recursive: true, withFileTypes: true })
    .filter(
      (entry) =>
        entry.isFile() &&
        COMPRESSIBLE.test(entry.name) &&
        entry.name !== "sw.js" &&
        !entry.parentPath.includes(".vite"),
    )
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => fs.statSync(file).size >= SMALLEST);
  let original = 0;
  let compressed = 0;
  // zlib's asynchronous calls run on libuv's thread pool: all files at once use every core.
  await Promise.all(
    files.map(async (file) => {
      const body = await fs.promises.readFile(file);
      const [br, gz] = await Promise.all([
        brotli(body, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
          },
        }),
        gzip(body, { level: zlib.constants.Z_BEST_COMPRESSION }),
      ]);
      await Promise.all([fs.promises.writeFile(`${file}.br`, br), fs.promises.writeFile(`${file}.gz`, gz)]);
      original += body.length;
      compressed += br.length;
    }),
  );
  console.log(
    `precompressed: ${files.length} files, ${(original / 1024 / 1024).toFixed(1)} MB → ${(compressed / 1024 / 1024).toFixed(1)} MB brotli, in ${Math.round(performance.now() - started)} ms`,
  );
}

/** Compresses the client build after the whole build (listed after serviceWorkerPlugin in vite.config.ts). */
export const precompressPlugin = () =>
  afterClientBuild("precompress", (_root, clientDir) => precompress(clientDir));
