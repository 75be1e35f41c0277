import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";
import { serviceWorkerPlugin } from "./scripts/service-worker-build";

export default defineConfig({
  plugins: [reactRouter(), serviceWorkerPlugin()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // PGlite ships WASM and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer", "pino"],
  },
});
