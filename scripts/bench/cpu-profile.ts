/**
 * Where a process's CPU time went, from the `.cpuprofile` files `node --cpu-prof` writes: self time per function and
 * per package (node_modules/<name>, the app's own files, Node's internals), the biggest first. The profiles are
 * copied to data/profiles/ for Chrome DevTools (Performance → Load profile) or speedscope.
 */
import fs from "node:fs";
import path from "node:path";

interface CpuProfile {
  nodes: { id: number; callFrame: { functionName: string; url: string; lineNumber: number } }[];
  samples: number[];
  timeDeltas: number[];
}

function packageOf(url: string) {
  if (!url) return "(native / garbage collector / idle)";
  if (url.startsWith("node:")) return "node internals";
  const inModules = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/);
  if (inModules) return inModules[1];
  const inBuild = url.match(/\/(build[^/]*)\/server\//);
  if (inBuild) return "app (server build)";
  return url.replace(/^file:\/\//, "").replace(process.cwd(), ".");
}

export function summarizeCpuProfiles(dir: string) {
  if (!fs.existsSync(dir)) return;
  const kept = path.resolve("data/profiles");
  fs.mkdirSync(kept, { recursive: true });
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith(".cpuprofile"))) {
    fs.copyFileSync(path.join(dir, file), path.join(kept, file));
    const profile = JSON.parse(fs.readFileSync(path.join(dir, file), "utf8")) as CpuProfile;
    const byId = new Map(profile.nodes.map((n) => [n.id, n.callFrame]));
    const selfByFunction = new Map<string, number>();
    const selfByPackage = new Map<string, number>();
    let total = 0;
    profile.samples.forEach((id, i) => {
      const frame = byId.get(id)!;
      const micros = profile.timeDeltas[i] ?? 0;
      total += micros;
      const where = `${frame.functionName || "(anonymous)"} ${packageOf(frame.url)}:${frame.lineNumber + 1}`;
      selfByFunction.set(where, (selfByFunction.get(where) ?? 0) + micros);
      const pkg = frame.functionName === "(idle)" ? "(idle)" : packageOf(frame.url);
      selfByPackage.set(pkg, (selfByPackage.get(pkg) ?? 0) + micros);
    });
    const top = (m: Map<string, number>, n: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, n)
        .map(
          ([k, v]) =>
            `    ${((100 * v) / total).toFixed(1).padStart(5)} %  ${(v / 1e6).toFixed(1).padStart(6)} s  ${k}`,
        )
        .join("\n");
    console.log(`\nCPU profile ${path.join(kept, file)} (${(total / 1e6).toFixed(1)} s sampled)`);
    console.log(`  self time by package:\n${top(selfByPackage, 18)}`);
    console.log(`  self time by function:\n${top(selfByFunction, 30)}`);
  }
}
