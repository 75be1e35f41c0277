import { type ChildProcess, spawn } from "node:child_process";
import http from "node:http";
import { inject } from "vitest";
import { createDatabase as createServerDatabase } from "../support/postgres-server";

/** A fresh database on the test server: an empty one, or a copy of the run's migrated demo database. */
export async function createDatabase(name: string, options: { fromDemo: boolean }): Promise<string> {
  const database = `${inject("runPrefix")}_${name}`;
  return createServerDatabase(
    inject("serverUrl"),
    database,
    options.fromDemo ? inject("demoTemplate") : undefined,
  );
}

/** Port of the first app process the multi tests start (MULTI_PORT); the others follow it. */
export const basePort = Number(process.env.MULTI_PORT ?? 3700);

/** An app process as a deployment runs it: scripts/start.ts with the given environment, its log captured. */
export class AppProcess {
  readonly origin: string;
  log = "";
  private readonly child: ChildProcess;
  readonly exited: Promise<number | null>;

  constructor(
    readonly port: number,
    env: Record<string, string>,
  ) {
    this.origin = `http://localhost:${port}`;
    // The test runner's own settings (NODE_ENV=test, the test database…) are not the app's.
    const inherited = Object.fromEntries(
      Object.entries(process.env).filter(
        ([name]) =>
          !/^(VITEST|NODE_ENV$|TEST_|SMTP_URL|DEV_MAILBOX|STRIPE_|DATABASE_URL|PORT$|APP_URL$|DATA_DIR$|METRICS_|LOG_LEVEL$)/.test(
            name,
          ),
      ),
    );
    // One process, as `tsx scripts/start.ts` runs it but without tsx's watcher parent: a signal reaches the server itself.
    this.child = spawn(process.execPath, ["--import", "tsx", "scripts/start.ts"], {
      env: { ...inherited, PORT: String(port), LOG_LEVEL: "info", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    this.child.stdout?.on("data", (chunk) => {
      this.log += chunk.toString();
    });
    this.child.stderr?.on("data", (chunk) => {
      this.log += chunk.toString();
    });
    this.exited = new Promise((resolve) => this.child.once("exit", (code) => resolve(code)));
  }

  /** Waits until /readyz answers 200 (the process migrated, seeded and listens). */
  async ready(timeoutMs = 180_000) {
    const until = Date.now() + timeoutMs;
    while (Date.now() < until) {
      if (this.child.exitCode !== null)
        throw new Error(`app on ${this.port} exited:\n${this.log.slice(-3000)}`);
      try {
        if ((await fetch(`${this.origin}/readyz`)).status === 200) return;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
    throw new Error(`app on ${this.port} not ready in ${timeoutMs} ms:\n${this.log.slice(-3000)}`);
  }

  /** Log lines (pino JSON) written so far; a line still being written is left for next time. */
  logLines(): Record<string, unknown>[] {
    return this.log
      .split("\n")
      .slice(0, -1)
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as Record<string, unknown>);
  }

  kill(signal: NodeJS.Signals) {
    this.child.kill(signal);
    return this.exited;
  }

  /** Stops it if it still runs (after a test). */
  async stop() {
    if (this.child.exitCode === null && this.child.signalCode === null) await this.kill("SIGKILL");
  }
}

/**
 * A browser's worth of state against any of the app processes, as behind one load balancer: every request carries
 * the public host (APP_URL, shared by all processes) as `Host` and `Origin`, whichever process it reaches; a cookie
 * jar; redirects not followed. (fetch cannot set `Host`, hence node:http.)
 */
export class Visitor {
  private readonly cookies = new Map<string, string>();
  constructor(private readonly publicOrigin: string) {}

  /**
   * `hold` sends all of a request's body but its last byte, calls `onHeld`, and sends the last byte once `release`
   * settles: the server has begun that request (it is in flight, not an idle connection) and cannot finish it before.
   */
  async request(
    origin: string,
    pathname: string,
    init: RequestInit & { hold?: Hold } = {},
  ): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set("origin", this.publicOrigin);
    headers.set("host", new URL(this.publicOrigin).host);
    if (this.cookies.size > 0)
      headers.set("cookie", [...this.cookies].map(([name, value]) => `${name}=${value}`).join("; "));
    let body: Buffer | undefined;
    if (init.body) {
      // Let fetch's own encoder make the bytes and content type of a form.
      const encoded = new Request("http://encode/", { method: "POST", body: init.body });
      body = Buffer.from(await encoded.arrayBuffer());
      headers.set("content-type", encoded.headers.get("content-type")!);
      headers.set("content-length", String(body.length));
    }
    const response = await send(new URL(pathname, origin), init.method ?? "GET", headers, body, init.hold);
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(";");
      const at = pair.indexOf("=");
      this.cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
    return response;
  }

  post(
    origin: string,
    pathname: string,
    form: Record<string, string> | FormData,
    options: { headers?: HeadersInit; hold?: Hold } = {},
  ) {
    const body = form instanceof FormData ? form : new URLSearchParams(form);
    return this.request(origin, pathname, { method: "POST", body, ...options });
  }

  async signIn(origin: string, signInPath: string, email: string, password: string) {
    const response = await this.post(origin, signInPath, { email, password });
    if (response.status !== 302)
      throw new Error(
        `sign-in as ${email} answered ${response.status}: ${(await response.text()).slice(0, 500)}`,
      );
  }
}

function send(url: URL, method: string, headers: Headers, body?: Buffer, hold?: Hold): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, headers: Object.fromEntries(headers), agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          const responseHeaders = new Headers();
          for (const [name, value] of Object.entries(incoming.headers))
            for (const one of Array.isArray(value) ? value : [value ?? ""]) responseHeaders.append(name, one);
          resolve(
            new Response(incoming.statusCode === 204 ? null : Buffer.concat(chunks), {
              status: incoming.statusCode,
              headers: responseHeaders,
            }),
          );
        });
      },
    );
    request.on("error", reject);
    if (!hold || !body || body.length < 2) {
      request.end(body);
      return;
    }
    request.write(body.subarray(0, body.length - 1), () => hold.onHeld());
    hold.release.then(() => request.end(body.subarray(body.length - 1)));
  });
}

export type Hold = { onHeld: () => void; release: Promise<unknown> };
