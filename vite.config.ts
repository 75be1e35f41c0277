import { reactRouter } from "@react-router/dev/vite";
import { defineConfig } from "vite";

export default defineConfig({
  plugins: [reactRouter()],
  resolve: { tsconfigPaths: true },
  ssr: {
    // PGlite ships WASM and data files that must be loaded from node_modules at run time.
    external: ["@electric-sql/pglite", "pg", "better-auth", "nodemailer", "pino"],
  },
});
