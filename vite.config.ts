import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { serviceWorkerPlugin } from "./scripts/service-worker-build";

export default defineConfig({
  plugins: [reactRouter(), serviceWorkerPlugin()],
  resolve: { tsconfigPaths: true },
  build: {
    rolldownOptions: {
      onwarn(warning, warn) {
        // The server imports every catalog statically (core/i18n/catalogs/index.ts, for e-mails and any page); the
        // browser's import of each area file on its own (components/i18n/catalogs.ts) is meant for the client build.
        if (warning.code === "INEFFECTIVE_DYNAMIC_IMPORT" && warning.message.includes("/core/i18n/catalogs/"))
          return;
        warn(warning);
      },
    },
  },
  ssr: {
    // PGlite ships WASM and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer", "pino"],
  },
});
