import { describe, expect, it } from "vitest";
import { cspDirectives, STRIPE_FORM_TARGETS, serializeCsp, tileSource } from "./headers";

const osm = "https://tile.openstreetmap.org/{z}/{x}/{y}.png";

describe("tileSource", () => {
  it("takes the scheme and host of the tile template", () => {
    expect(tileSource(osm)).toBe("https://tile.openstreetmap.org");
    expect(tileSource("http://tiles.local:8080/{z}/{x}/{y}.png")).toBe("http://tiles.local:8080");
  });
  it("turns {s} subdomains into a wildcard", () => {
    expect(tileSource("https://{s}.tile.openstreetmap.fr/hot/{z}/{x}/{y}.png")).toBe(
      "https://*.tile.openstreetmap.fr",
    );
  });
  it("refuses relative templates and hosts with other placeholders or CSP syntax", () => {
    expect(tileSource("/tiles/{z}/{x}/{y}.png")).toBeUndefined();
    expect(tileSource("https://{r}.tiles.example/{z}")).toBeUndefined();
    expect(tileSource("https://a.example;script-src *")).toBeUndefined();
  });
});

describe("cspDirectives", () => {
  const base = { mapTileUrl: osm, formTargets: STRIPE_FORM_TARGETS, https: false };

  it("allows scripts from the app only (the nonce is added per request), and no inline handlers or eval", () => {
    const d = cspDirectives(base);
    expect(d["script-src"]).toEqual(["'self'"]);
    expect(d["script-src-attr"]).toEqual(["'none'"]);
    expect(serializeCsp(d)).not.toContain("unsafe-eval");
  });

  it("lets Mantine's inline styles through without a nonce, which would cancel 'unsafe-inline'", () => {
    expect(cspDirectives(base)["style-src"]).toEqual(["'self'", "'unsafe-inline'"]);
  });

  it("loads images from the app, data: and blob: previews, and the tile server", () => {
    expect(cspDirectives(base)["img-src"]).toEqual([
      "'self'",
      "data:",
      "blob:",
      "https://tile.openstreetmap.org",
    ]);
  });

  it("forbids framing and plugins, and posts anywhere but the app and Stripe's hosted pages", () => {
    const d = cspDirectives(base);
    expect(d["frame-ancestors"]).toEqual(["'none'"]);
    expect(d["object-src"]).toEqual(["'none'"]);
    expect(d["form-action"]).toEqual(["'self'", "https://checkout.stripe.com", "https://connect.stripe.com"]);
  });

  it("upgrades insecure requests only on https", () => {
    expect(cspDirectives(base)).not.toHaveProperty("upgrade-insecure-requests");
    expect(cspDirectives({ ...base, https: true })).toHaveProperty("upgrade-insecure-requests", []);
  });

  it("serializes to a header value", () => {
    expect(serializeCsp({ "default-src": ["'self'"], "upgrade-insecure-requests": [] })).toBe(
      "default-src 'self'; upgrade-insecure-requests",
    );
  });
});
