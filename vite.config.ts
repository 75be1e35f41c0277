import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { serviceWorkerPlugin } from "./scripts/service-worker-build";

/**
 * What every page runs: React, React Router and Mantine's core with the small packages they rest on. One chunk
 * instead of ~60 small ones cuts My day's scripts from about 106 files to about 50: on a phone over HTTP/1.1 (six
 * connections, 150 ms per round trip) the file count, not the bytes, held the page back (docs/ARCHITECTURE.md,
 * "The field app's figures"). Mantine's charts, dates and the map stay in the chunks of the pages that use them.
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
    "@mantine[\\\\/](core|hooks|notifications|store)",
    "@floating-ui",
    "clsx",
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
  plugins: [reactRouter(), serviceWorkerPlugin()],
  resolve: { tsconfigPaths: true },
  // The server build keeps its default chunks: it loads from disk, where the number of files costs nothing.
  build: isSsrBuild
    ? {}
    : {
        rolldownOptions: {
          output: {
            codeSplitting: {
              groups: [
                { name: "framework", test: FRAMEWORK },
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
