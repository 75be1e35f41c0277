import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";

function newestMtime(dir: string): number {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (entry.isFile())
      newest = Math.max(newest, fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs);
  }
  return newest;
}

/** Builds (into BUILD_DIR, as react-router.config.ts reads it) when its server build is missing or older than the sources (npm start, the multi tests). */
export function buildIfNeeded(buildDir: string) {
  const serverBuild = path.join(buildDir, "server/index.js");
  const built = fs.existsSync(serverBuild) ? fs.statSync(serverBuild).mtimeMs : 0;
  const sources = Math.max(
    newestMtime("app"),
    newestMtime("public"),
    fs.statSync("package-lock.json").mtimeMs,
  );
  if (built > sources) return;
  console.log("Building Drip Drop…");
  execFileSync(process.execPath, [path.resolve("node_modules/@react-router/dev/bin.cjs"), "build"], {
    stdio: "inherit",
  });
}
