import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

const DB_TESTS = ["app/domain/**/*.test.ts", "app/db/**/*.test.ts", "app/demo/**/*.test.ts"];
const DB_TESTS_WITH_MOCKS = ["app/domain/**/*-atomic.test.ts"];

/** A project of database tests: each file on a copy of the run's migrated database (tests/db/). */
function dbProject(name: string, options: { include: string[]; exclude?: string[]; isolate: boolean }) {
  return {
    extends: true as const,
    test: {
      name,
      ...options,
      environment: "node" as const,
      // Set before any module loads: the files of a worker share one logger.
      env: { LOG_LEVEL: "silent" },
      globalSetup: ["tests/db/global-setup.ts"],
      setupFiles: ["tests/db/per-file-setup.ts"],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  };
}

export default defineConfig({
  resolve: { tsconfigPaths: true },
  test: {
    // A file per core: Vitest leaves one core free by default, which is one file at a time on a 2-core machine. Each
    // database test file has a database of its own; on PostgreSQL the server's work overlaps the tests'.
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        extends: true,
        test: {
          name: "unit",
          include: [
            "app/components/**/*.test.ts",
            "app/core/**/*.test.ts",
            "app/field/**/*.test.ts",
            "app/server/**/*.test.ts",
            "tests/unit/**/*.test.ts",
          ],
          environment: "node",
        },
      },
      // The database suite, in two projects that differ only in module isolation (`npm run test:db` runs both).
      dbProject("db", {
        include: DB_TESTS,
        exclude: DB_TESTS_WITH_MOCKS,
        // The files of a worker share their modules: importing the domain anew for each file took ~2 s of the ~3 s a
        // file's setup cost. Each file still gets a database of its own (tests/db/per-file-setup.ts).
        isolate: false,
      }),
      // Files that replace a module (vi.mock) keep modules of their own, so the replacement reaches no other file.
      dbProject("db-mocked", { include: DB_TESTS_WITH_MOCKS, isolate: true }),
      {
        extends: true,
        test: {
          // Real app processes against a PostgreSQL server (TEST_DATABASE_URL): `npm run test:multi`.
          name: "multi",
          include: ["tests/multi/**/*.test.ts"],
          // One file at a time: each starts app processes of its own.
          maxWorkers: 1,
          sequence: { groupOrder: 1 },
          environment: "node",
          globalSetup: ["tests/multi/global-setup.ts"],
          testTimeout: 120_000,
          hookTimeout: 240_000,
        },
      },
    ],
  },
});
