/**
 * Builds the service worker (app/field/service-worker.ts) into `<build>/client/sw.js`: esbuild bundles it with its
 * Workbox modules, then Workbox's `injectManifest` gives it the precache list of every file of the client build.
 *
 * `serviceWorkerPlugin()` (vite.config.ts) runs it once after React Router's whole build (client and server: the
 * server build may move assets into the client folder), so `react-router build`, `npm run build` and
 * scripts/build-if-needed.ts all produce it.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { build } from "esbuild";
import { injectManifest } from "workbox-build";
import { afterClientBuild } from "./after-client-build";

export async function buildServiceWorker(root: string, clientDir: string) {
  const started = performance.now();
  const temporary = fs.mkdtempSync(path.join(os.tmpdir(), "drip-drop-sw-"));
  const bundled = path.join(temporary, "sw.js");
  try {
    await build({
      entryPoints: [path.join(root, "app/field/service-worker.ts")],
      tsconfig: path.join(root, "tsconfig.json"),
      bundle: true,
      format: "iife",
      target: "es2022",
      minify: true,
      legalComments: "none",
      define: {
        // Workbox's development logging is left out.
        "process.env.NODE_ENV": '"production"',
        // The route manifest script of this build: offline, the worker answers route discovery from it
        // (app/field/route-manifest.ts).
        ROUTE_MANIFEST_SCRIPT: JSON.stringify(routeManifestScript(clientDir)),
      },
      outfile: bundled,
      logLevel: "warning",
    });
    const result = await injectManifest({
      swSrc: bundled,
      swDest: path.join(clientDir, "sw.js"),
      globDirectory: clientDir,
      globPatterns: ["**/*"],
      // Compressed copies (scripts/precompress-build.ts) are the server's business, never cached twice.
      globIgnores: ["sw.js", "sw.js.map", ".vite/**", "**/*.br", "**/*.gz"],
      // File names under assets/ carry their content hash: no revision needed.
      dontCacheBustURLsMatching: /^assets\//,
      // The Spanish catalog and the chart bundle are the largest files (~400 KB).
      maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
    });
    for (const warning of result.warnings) console.warn(`service worker: ${warning}`);
    const size = fs.statSync(path.join(clientDir, "sw.js")).size;
    console.log(
      `service worker: ${path.relative(root, path.join(clientDir, "sw.js"))} ${(size / 1024).toFixed(1)} KB, precaching ${result.count} files (${(result.size / 1024 / 1024).toFixed(1)} MB) in ${Math.round(performance.now() - started)} ms`,
    );
  } finally {
    fs.rmSync(temporary, { recursive: true, force: true });
  }
}

/** `/assets/manifest-<version>.js`: React Router writes one per client build. */
function routeManifestScript(clientDir: string): string {
  const scripts = fs
    .readdirSync(path.join(clientDir, "assets"))
    .filter((name) => /^manifest-\w+\.js$/.test(name));
  if (scripts.length !== 1)
    throw new Error(`expected one route manifest script in the build, found ${scripts.length}`);
  return `/assets/${scripts[0]}`;
}

/** Builds sw.js after the client and server builds. */
export const serviceWorkerPlugin = () => afterClientBuild("service-worker", buildServiceWorker);
