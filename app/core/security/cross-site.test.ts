import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { type CrossSiteRequest, decideCrossSite, originOf } from "./cross-site";

const policy = { allowedOrigins: ["https://app.dripdrop.example"], exemptPaths: ["/stripe/webhook"] };
const post = (over: Partial<CrossSiteRequest>): CrossSiteRequest => ({
  method: "POST",
  path: "/company/serviceStops/detail/s1/visit",
  origin: null,
  secFetchSite: null,
  ...over,
});

describe("decideCrossSite", () => {
  it("lets reads through whatever their origin", () => {
    for (const method of ["GET", "HEAD", "OPTIONS", "get"])
      expect(decideCrossSite(post({ method, origin: "http://evil.example" }), policy)).toEqual({
        allow: true,
      });
  });

  it("accepts a write whose Origin is APP_URL's origin", () => {
    expect(decideCrossSite(post({ origin: "https://app.dripdrop.example" }), policy).allow).toBe(true);
    expect(decideCrossSite(post({ origin: "https://APP.dripdrop.example:443" }), policy).allow).toBe(true);
  });

  it("refuses a write from another origin, for every writing method", () => {
    for (const method of ["POST", "PUT", "PATCH", "DELETE"])
      expect(decideCrossSite(post({ method, origin: "http://evil.example" }), policy).allow).toBe(false);
  });

  it("refuses the same host on another scheme or port, a subdomain, and the opaque origin null", () => {
    for (const origin of [
      "http://app.dripdrop.example",
      "https://app.dripdrop.example:8443",
      "https://evil.app.dripdrop.example",
      "null",
      "not a url",
      "",
    ])
      expect(decideCrossSite(post({ origin }), policy).allow).toBe(false);
  });

  it("trusts Origin over Sec-Fetch-Site when both are sent", () => {
    expect(
      decideCrossSite(post({ origin: "http://evil.example", secFetchSite: "same-origin" }), policy).allow,
    ).toBe(false);
  });

  it("without Origin, accepts same-origin and user-typed (none) fetches and refuses same-site and cross-site ones", () => {
    expect(decideCrossSite(post({ secFetchSite: "same-origin" }), policy).allow).toBe(true);
    expect(decideCrossSite(post({ secFetchSite: "none" }), policy).allow).toBe(true);
    expect(decideCrossSite(post({ secFetchSite: "same-site" }), policy).allow).toBe(false);
    expect(decideCrossSite(post({ secFetchSite: "cross-site" }), policy).allow).toBe(false);
    expect(decideCrossSite(post({ secFetchSite: "something-new" }), policy).allow).toBe(false);
  });

  it("lets a client that is not a browser (neither header) through: it carries no victim's cookies", () => {
    expect(decideCrossSite(post({}), policy)).toEqual({ allow: true });
  });

  it("keeps the Stripe webhook reachable from anywhere, and only that exact path", () => {
    expect(
      decideCrossSite(post({ path: "/stripe/webhook", origin: "https://stripe.example" }), policy).allow,
    ).toBe(true);
    expect(
      decideCrossSite(post({ path: "/stripe/webhook/x", origin: "https://stripe.example" }), policy).allow,
    ).toBe(false);
  });

  it("refuses every foreign origin (property)", () => {
    fc.assert(
      fc.property(fc.webUrl(), fc.constantFrom("POST", "PUT", "PATCH", "DELETE"), (url, method) => {
        const foreign = originOf(url) !== "https://app.dripdrop.example";
        const decision = decideCrossSite(post({ method, origin: url }), policy);
        return decision.allow === !foreign;
      }),
    );
  });
});

describe("originOf", () => {
  it("normalises scheme, host and default port, and refuses what is not http(s)", () => {
    expect(originOf("https://Example.com:443/path?q=1")).toBe("https://example.com");
    expect(originOf("http://localhost:3210")).toBe("http://localhost:3210");
    expect(originOf("javascript:alert(1)")).toBeUndefined();
    expect(originOf("null")).toBeUndefined();
  });
});
