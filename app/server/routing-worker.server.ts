/**
 * Runs the route optimizer (app/core/routing) in a `node:worker_threads` Worker so the server never blocks.
 *
 * The production build bundles app code into build/server/index.js, so there is no worker file to point at. The
 * worker is therefore built from source text: the routing core's TypeScript files (embedded at build time by
 * Vite's `import.meta.glob(…, { query: "?raw" })`, or read from disk when running under plain tsx) have their
 * types stripped by Node (`module.stripTypeScriptTypes`), each becomes a `data:` ES module whose relative imports
 * point at the others' `data:` URLs, and a small entry module runs the requested solver and posts progress and
 * the result back. The routing core imports nothing outside its folder and uses erasable TypeScript only, which
 * is what makes this work; the source is generated once per process.
 */
import fs from "node:fs";
import * as nodeModule from "node:module";
import { Worker } from "node:worker_threads";
import type { BalanceWeekInput, BalanceWeekResult } from "~/core/routing/balance-week";
import type { OrderRouteInput, OrderRouteResult } from "~/core/routing/order-route";
import type { SolveOptions, VrpProblem, VrpResult } from "~/core/routing/vrp";

interface Kinds {
  orderRoute: { input: OrderRouteInput; result: OrderRouteResult };
  solveVrp: { input: VrpProblem; result: VrpResult };
  balanceWeek: { input: BalanceWeekInput; result: BalanceWeekResult };
}

export type OptimizerKind = keyof Kinds;

export interface RunOptimizerOptions extends Omit<SolveOptions, "onProgress"> {
  /** Called on the main thread about every 100 ms with the elapsed fraction and the best cost so far. */
  onProgress?: (fraction: number, bestCost: number) => void;
  /** Aborting terminates the worker and rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The routing core's modules, by file name without extension (tests and bench parsers excluded). */
function routingSources(): Record<string, string> {
  const out: Record<string, string> = {};
  let globbed: Record<string, string> | undefined;
  try {
    // Vite replaces this call by the files' text at build time; under plain tsx it does not exist and throws.
    globbed = import.meta.glob(["../core/routing/*.ts", "!../core/routing/*.test.ts"], {
      query: "?raw",
      import: "default",
      eager: true,
    });
  } catch {
    globbed = undefined;
  }
  if (globbed && Object.keys(globbed).length > 0) {
    for (const [file, text] of Object.entries(globbed)) out[file.replace(/^.*\/|\.ts$/g, "")] = text;
    return out;
  }
  const dir = new URL("../core/routing/", import.meta.url);
  for (const file of fs.readdirSync(dir)) {
    if (file.endsWith(".ts") && !file.endsWith(".test.ts")) {
      out[file.replace(/\.ts$/, "")] = fs.readFileSync(new URL(file, dir), "utf8");
    }
  }
  return out;
}

function stripTypes(code: string): string {
  const strip = (nodeModule as { stripTypeScriptTypes?: (code: string) => string }).stripTypeScriptTypes;
  if (!strip) throw new Error("this Node.js has no module.stripTypeScriptTypes (Node ≥ 22.13 is needed)");
  // It prints an ExperimentalWarning on first use; that is noise here.
  const emitWarning = process.emitWarning;
  process.emitWarning = (() => {}) as typeof process.emitWarning;
  try {
    return strip(code);
  } finally {
    process.emitWarning = emitWarning;
  }
}

const toDataUrl = (code: string) => `data:text/javascript,${encodeURIComponent(code)}`;

let workerUrl: URL | undefined;

/** Builds (once) the worker's entry module as a data: URL. */
function workerEntryUrl(): URL {
  if (workerUrl) return workerUrl;
  const sources = routingSources();
  const urls = new Map<string, string>();
  const visiting = new Set<string>();
  const urlOf = (name: string): string => {
    const known = urls.get(name);
    if (known) return known;
    const source = sources[name];
    if (source === undefined) throw new Error(`routing worker: module ./${name} not found`);
    if (visiting.has(name)) throw new Error(`routing worker: import cycle through ./${name}`);
    visiting.add(name);
    const js = stripTypes(source).replace(
      /(\bfrom\s*|\bimport\s*)(["'])\.\/([\w-]+)(?:\.ts)?\2/g,
      (_match, keyword: string, _quote: string, dep: string) => `${keyword}${JSON.stringify(urlOf(dep))}`,
    );
    visiting.delete(name);
    const url = toDataUrl(js);
    urls.set(name, url);
    return url;
  };
  const entry = `
import { parentPort, workerData } from "node:worker_threads";
import { balanceWeek, orderRoute, solveVrp } from ${JSON.stringify(urlOf("index"))};
const solvers = { balanceWeek, orderRoute, solveVrp };
const { kind, input, options } = workerData;
try {
  const onProgress = (fraction, bestCost) => parentPort.postMessage({ type: "progress", fraction, bestCost });
  const result = solvers[kind](input, { ...options, onProgress });
  parentPort.postMessage({ type: "result", result });
} catch (error) {
  parentPort.postMessage({ type: "error", message: String(error && error.message ? error.message : error), stack: error && error.stack });
}
`;
  workerUrl = new URL(toDataUrl(entry));
  return workerUrl;
}

/**
 * Runs `orderRoute`, `solveVrp` or `balanceWeek` in a worker thread and resolves with its result. Inputs are
 * structured-cloned (flat Float64Array matrices are cheapest). `onProgress` is relayed to the main thread.
 */
export async function runOptimizer<K extends OptimizerKind>(
  kind: K,
  input: Kinds[K]["input"],
  { onProgress, signal, ...options }: RunOptimizerOptions = {},
): Promise<Kinds[K]["result"]> {
  signal?.throwIfAborted();
  const worker = new Worker(workerEntryUrl(), { workerData: { kind, input, options } });
  return new Promise<Kinds[K]["result"]>((resolve, reject) => {
    let settled = false;
    const finish = (fn: () => void) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener("abort", onAbort);
      fn();
      void worker.terminate();
    };
    const onAbort = () => finish(() => reject(signal?.reason ?? new Error("aborted")));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", (message: { type: string; [key: string]: unknown }) => {
      if (message.type === "progress") onProgress?.(message.fraction as number, message.bestCost as number);
      else if (message.type === "result") finish(() => resolve(message.result as Kinds[K]["result"]));
      else if (message.type === "error") {
        const error = new Error(`route optimizer failed: ${message.message}`);
        if (typeof message.stack === "string") error.stack = message.stack;
        finish(() => reject(error));
      }
    });
    worker.on("error", (error) => finish(() => reject(error)));
    worker.on("exit", (code) =>
      finish(() => reject(new Error(`route optimizer worker exited with code ${code}`))),
    );
  });
}
