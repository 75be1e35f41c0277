import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./device-store";
import { pendingStatus, refusalOf } from "./pending";

const entry = (
  stopId: string,
  kind: OutboxEntry["kind"],
  state: OutboxEntry["state"] = "waiting",
): OutboxEntry => ({
  key: `${stopId}-${kind}`,
  kind,
  stopId,
  stopTitle: stopId,
  stopPath: `/company/serviceStops/detail/${stopId}`,
  body: { intent: kind, key: "k" },
  at: "2026-11-27T10:00:00Z",
  state,
  attempts: 0,
});

describe("pendingStatus", () => {
  it("is the status the newest waiting change moves the stop to", () => {
    expect(pendingStatus([entry("1", "arrive")], "1")).toBe("in progress");
    expect(pendingStatus([entry("1", "arrive"), entry("1", "save")], "1")).toBe("in progress");
    expect(pendingStatus([entry("1", "arrive"), entry("1", "finish")], "1")).toBe("finished");
    expect(pendingStatus([entry("1", "skip")], "1")).toBe("skipped");
  });
  it("leaves the server's status when nothing waits for the stop, or only a refused change", () => {
    expect(pendingStatus([], "1")).toBeNull();
    expect(pendingStatus(null, "1")).toBeNull();
    expect(pendingStatus([entry("2", "finish")], "1")).toBeNull();
    expect(pendingStatus([entry("1", "save")], "1")).toBeNull();
    expect(pendingStatus([entry("1", "finish", "refused")], "1")).toBeNull();
  });
  it("finds the stop's refusal", () => {
    expect(refusalOf([entry("1", "finish", "refused")], "1")?.kind).toBe("finish");
    expect(refusalOf([entry("1", "finish")], "1")).toBeNull();
  });
});
