import { defineConfig } from "vitest/config";

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/core/**/*.test.ts",
            "app/field/**/*.test.ts",
            "app/server/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      {
        extends: true,
        test: {
          name: "db",
          include: ["app/domain/**/*.test.ts", "app/db/**/*.test.ts", "app/demo/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/db/global-setup.ts"],
          setupFiles: ["tests/db/per-file-setup.ts"],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: true,
        test: {
          // Real app processes against a PostgreSQL server (TEST_DATABASE_URL): `npm run test:multi`.
          name: "multi",
          include: ["tests/multi/**/*.test.ts"],
          environment: "node",
          globalSetup: ["tests/multi/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
