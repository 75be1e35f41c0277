import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import { osrmTable } from "~/server/osrm.server";

/** A stand-in OSRM on loopback: distance = 1000 × |i − j| metres, duration = 60 × |i − j| seconds by coordinate index. */
let server: http.Server;
let requests: URL[] = [];
let failing = false;

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://localhost");
    requests.push(url);
    if (failing) {
      res.writeHead(500).end();
      return;
    }
    const coordinates = url.pathname.split("/").pop()!.split(";");
    const sources = url.searchParams.get("sources")!.split(";").map(Number);
    const destinations = url.searchParams.get("destinations")!.split(";").map(Number);
    // The test's points carry their index in the longitude.
    const index = (k: number) => Number(coordinates[k].split(",")[0]);
    const table = (unit: number) =>
      sources.map((s) => destinations.map((d) => unit * Math.abs(index(s) - index(d))));
    res.writeHead(200, { "content-type": "application/json" });
    res.end(JSON.stringify({ code: "Ok", distances: table(1000), durations: table(60) }));
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  process.env.OSRM_URL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
});

afterEach(() => {
  requests = [];
  failing = false;
});

afterAll(async () => {
  delete process.env.OSRM_URL;
  await new Promise((resolve) => server.close(resolve));
});

const points = (n: number) => Array.from({ length: n }, (_, i) => ({ lat: 33.4, lng: i }));

describe("the OSRM table client", () => {
  it("fills the whole matrix from batched requests", async () => {
    const table = await osrmTable(points(120));
    expect(table).not.toBeNull();
    const size = 120;
    expect(table!.distances[3 * size + 117]).toBe(114_000);
    expect(table!.durations[117 * size + 3]).toBe(114 * 60);
    expect(table!.distances[5 * size + 5]).toBe(0);
    // 120 points in blocks of 50 sources × 50 destinations: 3 × 3 requests, each under OSRM's default 100.
    expect(requests).toHaveLength(9);
    expect(requests[0].searchParams.get("annotations")).toBe("distance,duration");
  });

  it("answers null when OSRM fails, so the caller falls back to straight lines", async () => {
    failing = true;
    expect(await osrmTable(points(3))).toBeNull();
  });

  it("asks nothing for fewer than two points or without OSRM_URL", async () => {
    expect(await osrmTable(points(1))).toBeNull();
    const url = process.env.OSRM_URL;
    delete process.env.OSRM_URL;
    expect(await osrmTable(points(3))).toBeNull();
    process.env.OSRM_URL = url;
    expect(requests).toHaveLength(0);
  });
});
