/**
 * Which of Mantine's core modules the technician's screens use, for vite.config.ts's `framework` chunk: the shell
 * (root, the company layouts), My day and the stop page. Read from the sources at build time — each file's
 * `import { … } from "@mantine/core"`, following the app's own imports — and mapped to Mantine's module files through
 * its `esm/index.mjs`, so a component a technician's screen starts to use joins the first chunk by itself. What only
 * the office's pages use goes to a `mantine` chunk of its own (docs/ARCHITECTURE.md, "Field performance").
 */
import fs from "node:fs";
import path from "node:path";

/** The technician's routes and what every page renders around them. */
const FIELD_ENTRIES = [
  "app/root.tsx",
  "app/entry.client.tsx",
  "app/routes/company/layout.tsx",
  "app/routes/company/member-layout.tsx",
  "app/routes/company/page-access.tsx",
  "app/routes/company/service-stops/list.tsx",
  "app/routes/company/service-stops/detail.tsx",
];

/** Server-only code is left out of the browser's build: its imports do not count. */
const SERVER_ONLY = /\.server\.tsx?$|[\\/]app[\\/](db|domain[\\/].*\.server)[\\/]/;

const IMPORT = /(?:import|export)\s+(type\s+)?(?:([\w*\s{},$]+?)\s+from\s+)?["']([^"']+)["']/g;

function resolveLocal(from: string, spec: string, root: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = path.join(root, "app", spec.slice(2));
  else if (spec.startsWith(".")) base = path.resolve(path.dirname(from), spec);
  else return null;
  for (const candidate of [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, "index.ts"),
    path.join(base, "index.tsx"),
  ])
    if (fs.existsSync(candidate) && fs.statSync(candidate).isFile()) return candidate;
  return null;
}

/**
 * Walks the technician's screens from FIELD_ENTRIES through the app's own imports: the names they import from
 * `@mantine/core` (values, not types) and the app's files they reach (browser code only).
 */
function walkFieldScreens(root: string): { mantineNames: Set<string>; appFiles: Set<string> } {
  const mantineNames = new Set<string>();
  const seen = new Set<string>();
  const queue = FIELD_ENTRIES.map((file) => path.join(root, file));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || SERVER_ONLY.test(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, typeOnly, clause, spec] of source.matchAll(IMPORT)) {
      if (typeOnly) continue;
      if (spec === "@mantine/core") {
        for (const part of /\{([^}]*)\}/.exec(clause ?? "")?.[1].split(",") ?? []) {
          const name = part.trim();
          if (name && !name.startsWith("type ")) mantineNames.add(name.split(/\s+as\s+/)[0]);
        }
        continue;
      }
      const local = resolveLocal(file, spec, root);
      if (local) queue.push(local);
    }
  }
  return { mantineNames, appFiles: seen };
}

/** The names the technician's screens import from `@mantine/core` (values, not types). */
export function fieldMantineNames(root: string): Set<string> {
  return walkFieldScreens(root).mantineNames;
}

/**
 * The app's own modules the technician's screens import (absolute paths), without the route modules themselves
 * (React Router builds each route's module as an entry of its own): vite.config.ts puts them in one `field` chunk.
 */
export function fieldAppModules(root: string): Set<string> {
  const entries = new Set(FIELD_ENTRIES.map((file) => path.join(root, file)));
  return new Set([...walkFieldScreens(root).appFiles].filter((file) => !entries.has(file)));
}

/** Mantine's module files (relative to `@mantine/core/esm/`) that export those names. */
export function fieldMantineModules(root: string): Set<string> {
  const index = fs.readFileSync(path.join(root, "node_modules/@mantine/core/esm/index.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, clause, spec] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g))
    for (const part of clause.split(",")) {
      const local = part.trim().split(/\s+as\s+/);
      fileOf.set(local[local.length - 1], spec);
    }
  const files = new Set<string>();
  for (const name of fieldMantineNames(root)) {
    const file = fileOf.get(name);
    if (file) files.add(file);
  }
  return files;
}
