/**
 * Issue 18 §1, as an attacker tries it: the demo's default (no SMTP_URL) must not hand a stranger the Admin's reset
 * link, and production without SMTP_URL must refuse instead of keeping secrets. The run's own server always has SMTP,
 * so this spec starts a second server of the same build without it (and then with NODE_ENV=production).
 */
import { type ChildProcess, spawn } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { type APIRequestContext, request as playwrightRequest } from "@playwright/test";
import { DEMO_PASSWORD, demo, expect, test } from "./fixtures";
import { mailboxServerPort } from "./ports";

const port = mailboxServerPort();
const origin = `http://localhost:${port}`;
const dataDir = path.resolve(`data/e2e-mailbox-${port}`);
const RESET_LINK = /resetPassword\?token=/;

let server: ChildProcess | null = null;
let banner = "";

async function startServer(env: Record<string, string>) {
  banner = "";
  const clean = Object.fromEntries(
    Object.entries(process.env).filter(
      ([name]) =>
        !/^(SMTP_URL|DEV_MAILBOX|NODE_ENV|STRIPE_|DATABASE_URL|PORT$|APP_URL$|DATA_DIR$)/.test(name),
    ),
  );
  server = spawn(path.resolve("node_modules/.bin/tsx"), ["scripts/start.ts"], {
    env: { ...clean, PORT: String(port), APP_URL: origin, DATA_DIR: dataDir, LOG_LEVEL: "warn", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  server.stdout?.on("data", (chunk) => {
    banner += chunk.toString();
  });
  // A server that could not start (its port taken, say) fails the test at once with its output, not after 150 s.
  const child = server;
  let stderr = "";
  child.stderr?.on("data", (chunk) => {
    stderr += chunk.toString();
  });
  let ready = false;
  const exitedEarly = new Promise<never>((_, reject) =>
    child.once("exit", (code) => {
      if (!ready) reject(new Error(`the second server exited with ${code} before answering:\n${stderr}`));
    }),
  );
  const answered = (async () => {
    await expect
      .poll(
        async () => {
          try {
            return (await fetch(`${origin}/`)).status;
          } catch {
            return 0;
          }
        },
        { timeout: 150_000, intervals: [500] },
      )
      .toBe(200);
  })();
  await Promise.race([answered, exitedEarly]);
  ready = true;
  await expect.poll(() => banner, { timeout: 10_000 }).toContain("E-mail:");
}

async function stopServer() {
  const running = server;
  server = null;
  if (!running || running.exitCode !== null) return;
  const exited = new Promise((resolve) => running.once("exit", resolve));
  running.kill("SIGTERM");
  await exited;
}

/** A visitor of the second server; `account` signs in through the sign-in form first. */
async function visitor(account?: keyof typeof demo): Promise<APIRequestContext> {
  const context = await playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: { origin } });
  if (account) {
    const signedIn = await context.post(demo[account].path, {
      form: { email: demo[account].email, password: DEMO_PASSWORD },
      maxRedirects: 0,
    });
    expect(signedIn.status(), `sign-in as ${account}`).toBe(302);
  }
  return context;
}

const mailFiles = () => {
  try {
    return fs.readdirSync(path.join(dataDir, "mail"));
  } catch {
    return [];
  }
};

test.describe.configure({ mode: "serial", timeout: 240_000 });

test.beforeAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));
test.afterAll(async () => {
  await stopServer();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

test("the demo without SMTP: a stranger's reset request for the Admin is readable by the Admin only", async () => {
  await startServer({});
  expect(banner).toContain(`${origin}/admin/mailbox`);

  const stranger = await visitor();
  const asked = await stranger.post("/forgotPassword", { form: { email: demo.admin.email } });
  expect(asked.status()).toBe(200);
  expect(await asked.text()).toContain("If an account uses that address");
  expect(mailFiles().length).toBeGreaterThan(0);

  // Signed out: the old public mailbox is gone and the Admin page sends the visitor home, revealing nothing.
  const old = await stranger.get("/dev/mailbox");
  expect(old.status()).toBe(404);
  expect(await old.text()).not.toMatch(RESET_LINK);
  const adminPage = await stranger.get("/admin/mailbox", { maxRedirects: 0 });
  expect(adminPage.status()).toBe(302);
  expect(adminPage.headers().location).toBe("/");
  expect(await adminPage.text()).not.toMatch(RESET_LINK);
  await stranger.dispose();

  // Signed in, but not the platform Admin: no access either.
  for (const account of ["owner", "client"] as const) {
    const user = await visitor(account);
    for (const url of ["/dev/mailbox", "/admin/mailbox", "/admin/mailbox?q=admin"]) {
      const response = await user.get(url, { maxRedirects: 0 });
      expect([302, 404], `${account} ${url}`).toContain(response.status());
      expect(await response.text(), `${account} ${url}`).not.toMatch(RESET_LINK);
    }
    await user.dispose();
  }

  // The Admin reads it, searches it.
  const admin = await visitor("admin");
  const page = await admin.get("/admin/mailbox");
  expect(page.status()).toBe(200);
  const html = await page.text();
  expect(html).toContain("Reset your Drip Drop password");
  expect(html).toMatch(RESET_LINK);
  expect(await (await admin.get("/admin/mailbox?q=no-such-recipient-anywhere")).text()).toContain(
    "No e-mail matches",
  );
  await admin.dispose();
});

test("production without SMTP: reset links are refused for every address and nothing is kept", async () => {
  await stopServer();
  await startServer({ NODE_ENV: "production" });
  expect(banner).toContain("E-mail: OFF");

  const before = mailFiles();
  const stranger = await visitor();
  for (const email of [demo.admin.email, "nobody-at-all@example.com"]) {
    const asked = await stranger.post("/forgotPassword", { form: { email } });
    expect(asked.status(), email).toBe(400);
    const html = await asked.text();
    expect(html).toContain("E-mail is not configured on this server");
    expect(html).not.toContain("If an account uses that address");
  }
  await stranger.dispose();
  expect(mailFiles()).toEqual(before);

  const admin = await visitor("admin");
  expect(await (await admin.get("/admin/dashboard")).text()).toContain("E-mail is not configured");
  await admin.dispose();
});
