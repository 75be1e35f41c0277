import type { AddressInfo } from "node:net";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { clientInfoContext, cspNonceContext } from "~/context";
import { installSecurity, loadContextFor } from "~/server/http-security.server";

/** The front of start.ts's pipeline on a loopback port, with a route that shows what the app would see. */
async function serve(env: Record<string, string | undefined> = {}) {
  const saved = Object.fromEntries(Object.keys(env).map((k) => [k, process.env[k]]));
  Object.assign(process.env, env);
  for (const [k, v] of Object.entries(env)) if (v === undefined) delete process.env[k];
  const app = express();
  installSecurity(app);
  app.get("/seen", (req, res) => {
    // As React Router's adapter does with a file response's own headers.
    res.append("x-content-type-options", "nosniff");
    const context = loadContextFor()(req, res);
    res.json({ client: context.get(clientInfoContext), nonce: context.get(cspNonceContext) });
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  cleanups.push(async () => {
    await new Promise((resolve) => server.close(resolve));
    for (const [k, v] of Object.entries(saved))
      if (v === undefined) delete process.env[k];
      else process.env[k] = v;
  });
  return async (headers: Record<string, string> = {}) => {
    const response = await fetch(`${base}/seen`, { headers });
    return {
      headers: response.headers,
      body: (await response.json()) as { client: { ip: string }; nonce: string },
    };
  };
}

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0)) await cleanup();
});

const loopback = /^(::ffff:)?127\.0\.0\.1$/;

describe("the client's address", () => {
  it("is the socket's without TRUST_PROXY: a spoofed X-Forwarded-For or client-IP header is ignored", async () => {
    const get = await serve({ TRUST_PROXY: undefined });
    const seen = await get({ "x-forwarded-for": "203.0.113.66", "x-dripdrop-client-ip": "203.0.113.67" });
    expect(seen.body.client.ip).toMatch(loopback);
  });

  it("comes from X-Forwarded-For with TRUST_PROXY hops, counting proxies from the right", async () => {
    const oneHop = await serve({ TRUST_PROXY: "1" });
    // The browser claimed 203.0.113.1; the one trusted proxy appended the address it really saw.
    expect((await oneHop({ "x-forwarded-for": "203.0.113.1, 198.51.100.7" })).body.client.ip).toBe(
      "198.51.100.7",
    );
    const twoHops = await serve({ TRUST_PROXY: "2" });
    expect((await twoHops({ "x-forwarded-for": "203.0.113.1, 198.51.100.7, 10.0.0.2" })).body.client.ip).toBe(
      "198.51.100.7",
    );
  });
});

describe("security headers", () => {
  it("send a CSP with a fresh nonce per request, the one the page's scripts get", async () => {
    const get = await serve({ APP_URL: "http://localhost:3000" });
    const first = await get();
    const second = await get();
    expect(first.body.nonce).toMatch(/^[A-Za-z0-9+/=]{20,}$/);
    expect(first.body.nonce).not.toBe(second.body.nonce);
    const csp = first.headers.get("content-security-policy") ?? "";
    expect(csp).toContain(`script-src 'self' 'nonce-${first.body.nonce}'`);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("img-src 'self' data: blob: https://tile.openstreetmap.org");
    expect(csp).toContain("form-action 'self' https://checkout.stripe.com https://connect.stripe.com");
    expect(csp).not.toContain("upgrade-insecure-requests");
  });

  it("send nosniff, a strict referrer policy and no framing; no HSTS on http", async () => {
    const get = await serve({ APP_URL: "http://localhost:3000" });
    const { headers } = await get();
    // Once, although the route sent it too.
    expect(headers.get("x-content-type-options")).toBe("nosniff");
    expect(headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(headers.get("x-frame-options")).toBe("DENY");
    expect(headers.get("strict-transport-security")).toBeNull();
  });

  it("send HSTS, and upgrade insecure requests, when APP_URL is https", async () => {
    const get = await serve({ APP_URL: "https://pools.example.com" });
    const { headers } = await get();
    expect(headers.get("strict-transport-security")).toMatch(/^max-age=31536000/);
    expect(headers.get("content-security-policy")).toContain("upgrade-insecure-requests");
  });

  it("allow the Stripe test stand-in as a form target when the API host is overridden", async () => {
    const get = await serve({
      STRIPE_API_HOST: "127.0.0.1",
      STRIPE_API_PORT: "5410",
      STRIPE_API_PROTOCOL: "http",
    });
    expect((await get()).headers.get("content-security-policy")).toContain("http://127.0.0.1:5410");
  });
});
