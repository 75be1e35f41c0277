import path from "node:path";
import type { Plugin } from "vite";

/**
 * A Vite plugin that runs `step` once after React Router's whole build (client and server: the server build may move
 * assets into the client folder), with the project root and the client build's folder. Vite's `buildApp` hook, so
 * `react-router build`, `npm run build` and scripts/build-if-needed.ts all run it; plugins listed later run later.
 */
export function afterClientBuild(
  name: string,
  step: (root: string, clientDir: string) => Promise<void>,
): Plugin {
  return {
    name: `drip-drop:${name}`,
    apply: "build",
    buildApp: {
      order: "post",
      async handler(builder) {
        const client = builder.environments.client;
        if (!client?.isBuilt) return;
        const root = builder.config.root;
        await step(root, path.resolve(root, client.config.build.outDir));
      },
    },
  };
}
