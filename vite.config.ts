import path from "node:path";
import { fileURLToPath } from "node:url";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { technicianChunks } from "./scripts/field-mantine";
import { MANTINE_GLOBAL_STYLES, mantineStylesPlugin } from "./scripts/mantine-styles";
import { precompressPlugin } from "./scripts/precompress-build";
import { serviceWorkerPlugin } from "./scripts/service-worker-build";

/**
 * What every page runs: React, React Router, Mantine's styles core and the Mantine components the shell and My day
 * use (scripts/field-mantine.ts), with the small packages they rest on. One
 * chunk instead of ~60 small ones cuts My day's scripts from about 106 files to about 50: on a phone over HTTP/1.1 (six
 * connections, 150 ms per round trip) the file count, not the bytes, held the page back (docs/ARCHITECTURE.md,
 * "Field performance"). Mantine's charts, dates and the map stay in the chunks of the pages that use them.
 */
const FRAMEWORK = new RegExp(
  `node_modules[\\\\/](${[
    "react",
    "react-dom",
    "scheduler",
    "react-router",
    "turbo-stream",
    "cookie",
    "set-cookie-parser",
    "@mantine[\\\\/](hooks|notifications|store)",
    // Mantine's styles core and utilities; its Floating utility (and @floating-ui, ~50 KB) only with a component
    // that uses it (the office's selects and popovers), not in every page's first chunk.
    "@mantine[\\\\/]core[\\\\/]esm[\\\\/](core|utils(?![\\\\/]Floating))",
    "clsx",
  ].join("|")})[\\\\/]`,
);
const CHUNKS = technicianChunks(path.dirname(fileURLToPath(import.meta.url)));
const MANTINE_MODULE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](.+)$/;
/** Whether `id` is one of `modules`, Mantine's module files relative to `@mantine/core/esm/`. */
const isMantineModule = (id: string, modules: Set<string>) => {
  const mantine = MANTINE_MODULE.exec(id);
  return mantine !== null && modules.has(mantine[1].replaceAll("\\", "/"));
};
/** Whether `id` is one of the app's `files` (a language's words keep their own chunks). */
const isAppModule = (id: string, files: Set<string>) =>
  files.has(path.normalize(id)) && wordsChunk(id) === null;
/** A module of the framework chunk; a field component brings the modules it imports along (rolldown's default). */
const inFramework = (id: string) => {
  // Stylesheets go with the modules that import them (scripts/mantine-styles.ts), never by this rule.
  if (id.endsWith(".css")) return false;
  // Mantine's global rules (root.tsx), so they come before the components' in the framework's stylesheet.
  return FRAMEWORK.test(id) || id === MANTINE_GLOBAL_STYLES || isMantineModule(id, CHUNKS.fieldMantine);
};

/**
 * The app's own modules the shell and My day import (components, hooks, the device store; scripts/field-mantine.ts)
 * and the small packages they rest on (icons, zod, the IndexedDB wrapper): one `field` chunk. Left to rolldown's
 * default they were ~35 files under 5 KB, each one more request and module record for My day on a slow phone.
 */
const ICON_MODULE = /node_modules[\\/]@tabler[\\/]icons-react[\\/]dist[\\/]esm[\\/]icons[\\/](\w+)\.mjs$/;
const inFieldApp = (id: string) =>
  isAppModule(id, CHUNKS.fieldApp) || CHUNKS.fieldIcons.has(ICON_MODULE.exec(id)?.[1] ?? "");

/**
 * What only the stop page uses — its own modules (the bodies of water, the chemistry, the forms) and its Mantine
 * components (number inputs, text areas, the photo grid) with what they rest on — is one `stop` chunk: My day, which
 * a technician opens first and most, no longer compiles it, and the stop page adds one file. Office and public
 * pages that use one of its modules (a form's validation, a number input) load it too: one more file, and no more
 * bytes than when all of it was in the chunks every page loads.
 */
const inStop = (id: string) =>
  !id.endsWith(".css") && (isAppModule(id, CHUNKS.stopApp) || isMantineModule(id, CHUNKS.stopMantine));

/**
 * The rest of Mantine's core and what it rests on, used only by the office's pages: one chunk of its own (one more
 * file for those pages, ~100 KB less for the technician's first load).
 */
const MANTINE_REST = new RegExp(
  `node_modules[\\\\/](${[
    "@mantine[\\\\/]core",
    "@floating-ui",
    "react-remove-scroll",
    "react-remove-scroll-bar",
    "react-style-singleton",
    "use-callback-ref",
    "use-sidecar",
    "get-nonce",
    "tslib",
    "detect-node-es",
    "react-number-format",
    "react-textarea-autosize",
    "use-composed-ref",
    "use-isomorphic-layout-effect",
    "use-latest",
    "react-transition-group",
  ].join("|")})[\\\\/]`,
);

/**
 * Each area of each language's words is a chunk of its own (`words-en-field-<hash>.js`): a page loads the areas its
 * render used (components/i18n/catalogs.ts), and the server finds the chunks by these names to preload them
 * (server/words-used.server.ts).
 */
const WORDS = /[\\/]core[\\/]i18n[\\/]catalogs[\\/](en|es)[\\/](\w+)\.ts$/;
const wordsChunk = (id: string) => {
  const match = WORDS.exec(id);
  return match && match[2] !== "index" ? `words-${match[1]}-${match[2]}` : null;
};

export default defineConfig(({ isSsrBuild }) => ({
  // precompressPlugin after serviceWorkerPlugin: both run after the build, in this order.
  plugins: [reactRouter(), mantineStylesPlugin(), serviceWorkerPlugin(), precompressPlugin()],
  resolve: { tsconfigPaths: true },
  // The server build keeps its default chunks: it loads from disk, where the number of files costs nothing.
  build: isSsrBuild
    ? {}
    : {
        // NO_MINIFY=1 keeps names readable in a CPU profile of the browser (BUILD_DIR=build-prof beside the real one).
        minify: process.env.NO_MINIFY ? false : undefined,
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: inFramework, priority: 4 },
                { name: "field", test: inFieldApp, priority: 3 },
                { name: "stop", test: inStop, priority: 2 },
                {
                  name: "mantine",
                  test: (id: string) => !id.endsWith(".css") && MANTINE_REST.test(id),
                  priority: 1,
                },
                { name: wordsChunk, test: (id: string) => wordsChunk(id) !== null },
              ],
            },
          },
        },
      },
  ssr: {
    // PGlite ships WASM and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer", "pino"],
  },
}));
