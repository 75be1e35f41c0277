/**
 * The app a bench script measures: `scripts/start.ts` on loopback in a child process (production build, its own data
 * folder), a free port to put it on, and a wait until it answers. Shared by bench:load and bench:field.
 */
import { type ChildProcess, spawn } from "node:child_process";
import net from "node:net";

/** Starts the app with `env` added to this process's (NODE_ENV unset: start.ts serves production). */
export function spawnApp(env: NodeJS.ProcessEnv, nodeArgs: string[] = []): ChildProcess {
  const childEnv: NodeJS.ProcessEnv = { ...process.env, ...env };
  delete childEnv.NODE_ENV;
  for (const [name, value] of Object.entries(env)) if (value === undefined) delete childEnv[name];
  const child = spawn(process.execPath, [...nodeArgs, "--import", "tsx", "scripts/start.ts"], {
    env: childEnv,
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr = (stderr + chunk).slice(-4000);
  });
  child.on("exit", (code, signal) => {
    if (code && code !== 0) console.error(`server exited with ${code ?? signal}:\n${stderr}`);
  });
  return child;
}

/** Resolves once the app answers its home page; fails if it exits first or takes longer than `minutes`. */
export async function waitUntilServing(base: string, child: ChildProcess, minutes: number) {
  const deadline = Date.now() + minutes * 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error("the server stopped before it served");
    try {
      if ((await fetch(`${base}/`)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`the server did not start in ${minutes} minutes`);
}

/** A port nothing listens on now, on loopback. */
export function freePort() {
  return new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}
