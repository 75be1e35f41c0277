import { describe, expect, it } from "vitest";
import type { OutboxEntry } from "./device-store";
import { pendingStatus, refusalOf, statusOnPhone } from "./pending";

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
    expect(refusalOf([entry("1", "finish", "refused")], "1", "arrive")).toBeNull();
    expect(
      refusalOf([entry("1", "finish", "refused"), entry("1", "arrive", "refused")], "1", "arrive")?.kind,
    ).toBe("arrive");
  });
});

describe("statusOnPhone", () => {
  const scheduled = { id: "1", status: "scheduled" as const };
  it("shows a waiting change first, then an arrive made here, then the server's status", () => {
    expect(statusOnPhone([entry("1", "finish")], scheduled, true)).toBe("finished");
    expect(statusOnPhone([], scheduled, true)).toBe("in progress");
    expect(statusOnPhone([], scheduled, false)).toBe("scheduled");
    expect(statusOnPhone([], { id: "1", status: "finished" as const }, true)).toBe("finished");
  });
  it("keeps the stop in progress when a Finish tapped right after Arrive is refused (its Say why fields stay)", () => {
    expect(statusOnPhone([entry("1", "finish", "refused")], scheduled, true)).toBe("in progress");
  });
  it("goes back to the server's status when the arrive itself was refused", () => {
    expect(statusOnPhone([entry("1", "arrive", "refused")], scheduled, true)).toBe("scheduled");
  });
});
