import { describe, expect, it } from "vitest";
import { isManifestRequest, offlineManifestAnswer, routesOfManifestScript } from "./route-manifest";

const script = `window.__reactRouterManifest={"entry":{"module":"/assets/entry.client-A.js","imports":[]},"routes":{"root":{"id":"root","path":""},"routes/company/service-stops/detail":{"id":"routes/company/service-stops/detail","parentId":"root","path":"company/serviceStops/detail/:id"}},"url":"/assets/manifest-91b784ed.js","version":"91b784ed"};`;

describe("routesOfManifestScript", () => {
  it("reads the routes and the version of the build's manifest script", () => {
    const held = routesOfManifestScript(script);
    expect(held?.version).toBe("91b784ed");
    expect(Object.keys(held?.routes ?? {})).toEqual(["root", "routes/company/service-stops/detail"]);
  });

  it("is null for anything else", () => {
    expect(routesOfManifestScript("")).toBeNull();
    expect(routesOfManifestScript("<!doctype html><html></html>")).toBeNull();
    expect(routesOfManifestScript('window.x={"routes":{}};')).toBeNull();
    expect(routesOfManifestScript("window.x={not json};")).toBeNull();
  });
});

describe("offlineManifestAnswer", () => {
  const held = routesOfManifestScript(script);
  const ask = (version: string) =>
    new URL(`https://app.test/__manifest?paths=%2Fcompany%2FserviceStops%2Fdetail%2Fs1&version=${version}`);

  it("answers every route the worker holds, for a page of the same version", async () => {
    const answer = offlineManifestAnswer(ask("91b784ed"), held);
    expect(answer.status).toBe(200);
    expect(Object.keys(await answer.json())).toEqual(["root", "routes/company/service-stops/detail"]);
  });

  it("tells a page of another version to load itself again, as the server does", () => {
    const answer = offlineManifestAnswer(ask("0000aaaa"), held);
    expect(answer.status).toBe(204);
    expect(answer.headers.get("X-Remix-Reload-Document")).toBe("true");
    expect(offlineManifestAnswer(ask("91b784ed"), null).status).toBe(204);
  });
});

describe("isManifestRequest", () => {
  const origin = "https://app.test";
  it("is React Router's manifest question on this origin, and nothing else", () => {
    expect(isManifestRequest("GET", new URL(`${origin}/__manifest?paths=%2F&version=1`), origin)).toBe(true);
    expect(isManifestRequest("POST", new URL(`${origin}/__manifest`), origin)).toBe(false);
    expect(isManifestRequest("GET", new URL(`${origin}/company/__manifest`), origin)).toBe(false);
    expect(isManifestRequest("GET", new URL("https://other.test/__manifest"), origin)).toBe(false);
  });
});
