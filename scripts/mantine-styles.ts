/**
 * Mantine's CSS goes with the components that use it (production builds): each of `@mantine/core`'s component modules
 * imports its own stylesheet (`@mantine/core/styles/Button.css`), appended after its other imports so a component's
 * rules follow those of the components it is built from (Mantine's documented order), and `@mantine/dates` and
 * `@mantine/charts` bring theirs with each of their components. A page then loads the rules of the components its chunks
 * hold: the technician's screens only those of the framework chunk (vite.config.ts) instead of the whole 295 KB
 * `styles.css`; the office's pages the rest with the `mantine` chunk. root.tsx imports `virtual:mantine-styles`: the
 * global rules (baseline, CSS variables, global) in a build, the whole stylesheets under `npm run dev`, whose
 * pre-bundled Mantine this plugin does not see.
 */
import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";

const VIRTUAL = "virtual:mantine-styles";
/** The module's id once resolved (vite.config.ts puts it in the framework chunk). */
export const MANTINE_GLOBAL_STYLES = `\0${VIRTUAL}`;
const RESOLVED = MANTINE_GLOBAL_STYLES;

/** Mantine's stylesheet per component module (relative to `@mantine/core/esm/`), from its `styles/` folder. */
function componentStyles(root: string): Map<string, string> {
  const core = path.join(root, "node_modules/@mantine/core");
  const modules = new Map<string, string>();
  for (const entry of fs.readdirSync(path.join(core, "esm"), { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith(".mjs")) {
      // The shortest path of that name: `components/Input/Input.mjs`, not a part's file of the same name.
      const name = entry.name.slice(0, -".mjs".length);
      const file = path.relative(path.join(core, "esm"), path.join(entry.parentPath, entry.name));
      const known = modules.get(name);
      if (!known || file.length < known.length) modules.set(name, file);
    }
  const styles = new Map<string, string>();
  for (const file of fs.readdirSync(path.join(core, "styles"))) {
    if (!file.endsWith(".css") || file.endsWith(".layer.css")) continue;
    const module = modules.get(file.slice(0, -".css".length));
    if (module) styles.set(module.split(path.sep).join("/"), `@mantine/core/styles/${file}`);
  }
  return styles;
}

const GLOBAL_STYLES = [
  "@mantine/core/styles/baseline.css",
  "@mantine/core/styles/default-css-variables.css",
  "@mantine/core/styles/global.css",
  "@mantine/notifications/styles.css",
];
const WHOLE_STYLES = [
  "@mantine/core/styles.css",
  "@mantine/notifications/styles.css",
  "@mantine/dates/styles.css",
  "@mantine/charts/styles.css",
];

const CORE_MODULE = /node_modules[\\/]@mantine[\\/]core[\\/]esm[\\/](.+\.mjs)$/;
/** A component of Mantine's dates or charts (their one stylesheet each, imported once however many use it). */
const PACKAGE_COMPONENT = /node_modules[\\/]@mantine[\\/](dates|charts)[\\/]esm[\\/]/;

export function mantineStylesPlugin(): Plugin {
  let build = false;
  let styles = new Map<string, string>();
  return {
    name: "drip-drop:mantine-styles",
    configResolved(config) {
      build = config.command === "build";
      styles = componentStyles(config.root);
    },
    resolveId: (id) => (id === VIRTUAL ? RESOLVED : null),
    load(id) {
      if (id !== RESOLVED) return null;
      return (build ? GLOBAL_STYLES : WHOLE_STYLES).map((file) => `import "${file}";`).join("\n");
    },
    transform(code, id) {
      if (!build) return null;
      const core = CORE_MODULE.exec(id);
      const sheet = core ? styles.get(core[1].replaceAll("\\", "/")) : undefined;
      if (sheet) return { code: `${code}\nimport "${sheet}";\n`, map: null };
      const entry = PACKAGE_COMPONENT.exec(id);
      if (entry && id.endsWith(".mjs"))
        return { code: `${code}\nimport "@mantine/${entry[1]}/styles.css";\n`, map: null };
      return null;
    },
  };
}
