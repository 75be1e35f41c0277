/**
 * Which modules the technician's screens use, for vite.config.ts's chunks: what the shell (root, the company layouts)
 * and My day use goes to the `framework` chunk (Mantine) and the `field` chunk (the app's own code); what only the
 * stop page uses goes to a `stop` chunk, so My day, opened first, does not compile it. Read from the sources at build
 * time — each file's `import { … } from "@mantine/core"`, following the app's own imports — and mapped to Mantine's
 * module files through its `esm/index.mjs`, so a component a technician's screen starts to use joins its chunk by
 * itself. What only the office's pages use goes to a `mantine` chunk of its own (docs/ARCHITECTURE.md, "Field
 * performance").
 */
import fs from "node:fs";
import path from "node:path";

/** What every page renders around the technician's screens, and My day (the screen a technician opens first). */
const DAY_ENTRIES = [
  "app/root.tsx",
  "app/entry.client.tsx",
  "app/routes/company/layout.tsx",
  "app/routes/company/member-layout.tsx",
  "app/routes/company/page-access.tsx",
  "app/routes/company/service-stops/list.tsx",
];
/** The stop page: what only it uses goes to a `stop` chunk, which My day does not load. */
const STOP_ENTRIES = ["app/routes/company/service-stops/detail.tsx"];

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
 * Walks screens from their route modules through the app's own imports: the names they import from
 * `@mantine/core` and `@tabler/icons-react` (values, not types) and the app's files they reach (browser code only).
 */
function walkScreens(
  root: string,
  entries: string[],
): { mantineNames: Set<string>; iconNames: Set<string>; appFiles: Set<string> } {
  const mantineNames = new Set<string>();
  const iconNames = new Set<string>();
  const seen = new Set<string>();
  const queue = entries.map((file) => path.join(root, file));
  while (queue.length) {
    const file = queue.pop() as string;
    if (seen.has(file) || SERVER_ONLY.test(file)) continue;
    seen.add(file);
    const source = fs.readFileSync(file, "utf8");
    for (const [, typeOnly, clause, spec] of source.matchAll(IMPORT)) {
      if (typeOnly) continue;
      const names =
        spec === "@mantine/core" ? mantineNames : spec === "@tabler/icons-react" ? iconNames : null;
      if (names) {
        for (const part of /\{([^}]*)\}/.exec(clause ?? "")?.[1].split(",") ?? []) {
          const name = part.trim();
          if (name && !name.startsWith("type ")) names.add(name.split(/\s+as\s+/)[0]);
        }
        continue;
      }
      const local = resolveLocal(file, spec, root);
      if (local) queue.push(local);
    }
  }
  return { mantineNames, iconNames, appFiles: seen };
}

/** Turns names exported by `@mantine/core` into its module files (relative to `@mantine/core/esm/`), from its index. */
function mantineModuleFiles(root: string): (names: Iterable<string>) => Set<string> {
  const index = fs.readFileSync(path.join(root, "node_modules/@mantine/core/esm/index.mjs"), "utf8");
  const fileOf = new Map<string, string>();
  for (const [, clause, spec] of index.matchAll(/import\s*\{([^}]*)\}\s*from\s*"\.\/([^"]+)"/g))
    for (const part of clause.split(",")) {
      const local = part.trim().split(/\s+as\s+/);
      fileOf.set(local[local.length - 1], spec);
    }
  return (names) => {
    const files = new Set<string>();
    for (const name of names) {
      const file = fileOf.get(name);
      if (file) files.add(file);
    }
    return files;
  };
}

/** What goes into the technician's chunks (vite.config.ts), from one walk of each screen. */
export interface TechnicianChunks {
  /** The names the shell and My day import from `@mantine/core` (values, not types). */
  fieldMantineNames: Set<string>;
  /** Their Mantine module files (relative to `@mantine/core/esm/`): the `framework` chunk's. */
  fieldMantine: Set<string>;
  /**
   * The app's own modules the shell and My day import (absolute paths), without the route modules themselves
   * (React Router builds each route's module as an entry of its own): the `field` chunk's.
   */
  fieldApp: Set<string>;
  /**
   * The icons the shell and My day import (`IconPlus`; tabler's module of each is `dist/esm/icons/IconPlus.mjs`).
   * The `field` chunk takes them by name: an icon only a route module imports would otherwise go with the first
   * other chunk that imports it — the stop page's, which My day would then load.
   */
  fieldIcons: Set<string>;
  /** The app's own modules only the stop page imports (its cards, the chemistry, the forms): the `stop` chunk's. */
  stopApp: Set<string>;
  /** The Mantine modules only the stop page uses (number inputs, text areas, the photo grid): the `stop` chunk's. */
  stopMantine: Set<string>;
}

export function technicianChunks(root: string): TechnicianChunks {
  const day = walkScreens(root, DAY_ENTRIES);
  const stop = walkScreens(root, STOP_ENTRIES);
  const entries = new Set([...DAY_ENTRIES, ...STOP_ENTRIES].map((file) => path.join(root, file)));
  const notEntry = (file: string) => !entries.has(file);
  const mantineFiles = mantineModuleFiles(root);
  return {
    fieldMantineNames: day.mantineNames,
    fieldMantine: mantineFiles(day.mantineNames),
    fieldApp: new Set([...day.appFiles].filter(notEntry)),
    fieldIcons: day.iconNames,
    stopApp: new Set([...stop.appFiles].filter((file) => notEntry(file) && !day.appFiles.has(file))),
    stopMantine: mantineFiles([...stop.mantineNames].filter((name) => !day.mantineNames.has(name))),
  };
}
