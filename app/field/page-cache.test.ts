import { describe, expect, it } from "vitest";
import { fieldPageUrls, isFieldPage, isKeepablePage, isSignOut, isStopPage } from "./page-cache";

const origin = "https://app.example";

describe("which pages the service worker keeps", () => {
  it("keeps My day and a stop's page", () => {
    expect(isFieldPage("/company/serviceStops")).toBe(true);
    expect(isFieldPage("/company/serviceStops/")).toBe(true);
    expect(isFieldPage("/company/serviceStops/detail/abc-123")).toBe(true);
    expect(isStopPage("/company/serviceStops/detail/abc-123")).toBe(true);
    expect(isStopPage("/company/serviceStops")).toBe(false);
  });

  it("not a stop's endpoints, data fetches, other pages or sign-in", () => {
    for (const path of [
      "/company/serviceStops/detail/abc/visit",
      "/company/serviceStops/detail/abc/photos",
      "/company/serviceStops/detail/abc/repairRequest",
      "/company/serviceStops.data",
      "/company/serviceStops/detail/abc.data",
      "/company/serviceStops/createNew/job-1",
      "/company/serviceStops/detail/",
      "/company/customers",
      "/signIn",
      "/api/auth/get-session",
      "/",
    ])
      expect(isFieldPage(path), path).toBe(false);
  });

  it("keeps only whole 200 HTML answers", () => {
    const html = new Headers({ "content-type": "text/html; charset=utf-8" });
    const base = { status: 200, redirected: false, type: "basic", headers: html };
    expect(isKeepablePage(base)).toBe(true);
    expect(isKeepablePage({ ...base, redirected: true })).toBe(false);
    expect(isKeepablePage({ ...base, status: 0, type: "opaqueredirect" })).toBe(false);
    expect(isKeepablePage({ ...base, status: 404 })).toBe(false);
    expect(isKeepablePage({ ...base, headers: new Headers({ "content-type": "application/json" }) })).toBe(
      false,
    );
  });

  it("the cache-pages message keeps same-origin technician pages only", () => {
    expect(
      fieldPageUrls(
        [
          "/company/serviceStops?view=day",
          `${origin}/company/serviceStops/detail/s1#top`,
          "/company/serviceStops/detail/s1",
          "https://elsewhere.example/company/serviceStops/detail/s1",
          "/company/customers",
          "http://[bad",
          42,
        ],
        origin,
      ),
    ).toEqual([`${origin}/company/serviceStops?view=day`, `${origin}/company/serviceStops/detail/s1`]);
  });

  it("recognises signing out", () => {
    expect(isSignOut("POST", "/signOut")).toBe(true);
    expect(isSignOut("POST", "/signOut.data")).toBe(true);
    expect(isSignOut("GET", "/signOut")).toBe(false);
    expect(isSignOut("POST", "/signIn")).toBe(false);
  });
});
