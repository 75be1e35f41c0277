import { describe, expect, it } from "vitest";
import { clockPoints, type ShiftLog, shiftTimeline, stopOffClock } from "./shift-timeline";

const at = (hm: string) => new Date(`2026-11-27T${hm}:00Z`);

const log: ShiftLog = {
  clockInAt: at("08:00"),
  clockOutAt: at("16:00"),
  clockInLatitude: 33.4,
  clockInLongitude: -112.1,
  clockOutLatitude: null,
  clockOutLongitude: null,
};

describe("shiftTimeline", () => {
  it("puts clock-in, breaks, stops and clock-out in time order with their colours", () => {
    const events = shiftTimeline(
      log,
      [{ kind: "lunch", startAt: at("12:00"), endAt: at("12:30") }],
      [
        { number: 7, customerName: "Ana", arrivedAt: at("09:00"), finishedAt: at("09:40") },
        { number: 8, customerName: "Ben", arrivedAt: at("13:00"), finishedAt: null },
      ],
    );
    expect(events.map((e) => e.what)).toEqual([
      "in",
      "arrived",
      "finished",
      "breakStart",
      "breakEnd",
      "arrived",
      "out",
    ]);
    expect(events[0]).toEqual({ what: "in", at: at("08:00"), color: "teal" });
    expect(events[1]).toEqual({
      what: "arrived",
      number: 7,
      customer: "Ana",
      at: at("09:00"),
      color: "blue",
    });
    expect(events[3]).toEqual({ what: "breakStart", kind: "lunch", at: at("12:00"), color: "yellow" });
    expect(events.at(-1)).toEqual({ what: "out", at: at("16:00"), color: "red" });
  });

  it("leaves out what has not happened yet: a running shift, a running break, a stop not reached", () => {
    const events = shiftTimeline(
      { clockInAt: at("08:00"), clockOutAt: null },
      [{ kind: "break", startAt: at("10:00"), endAt: null }],
      [{ number: 1, customerName: "Cy", arrivedAt: null, finishedAt: null }],
    );
    expect(events.map((e) => e.what)).toEqual(["in", "breakStart"]);
  });

  it("keeps the order of events at the same moment (in before a stop arrived at the same minute)", () => {
    const events = shiftTimeline(
      log,
      [],
      [{ number: 2, customerName: "Di", arrivedAt: at("08:00"), finishedAt: at("16:00") }],
    );
    expect(events.map((e) => e.what)).toEqual(["in", "arrived", "finished", "out"]);
  });

  it("sorts stops recorded out of order", () => {
    const events = shiftTimeline(
      log,
      [],
      [
        { number: 9, customerName: "Late", arrivedAt: at("15:00"), finishedAt: null },
        { number: 3, customerName: "Early", arrivedAt: at("09:00"), finishedAt: null },
      ],
    );
    expect(events.filter((e) => e.what === "arrived").map((e) => ("number" in e ? e.number : 0))).toEqual([
      3, 9,
    ]);
  });
});

describe("stopOffClock", () => {
  it("is false for a stop inside the shift, bounds included", () => {
    expect(stopOffClock(log, { arrivedAt: at("08:00"), finishedAt: at("16:00") })).toBe(false);
    expect(stopOffClock(log, { arrivedAt: null, finishedAt: null })).toBe(false);
  });

  it("is true when the arrival is before clock-in or the finish after clock-out", () => {
    expect(stopOffClock(log, { arrivedAt: at("07:59"), finishedAt: at("09:00") })).toBe(true);
    expect(stopOffClock(log, { arrivedAt: at("15:00"), finishedAt: at("16:01") })).toBe(true);
  });

  it("judges a running shift up to now", () => {
    const running = { clockInAt: at("08:00"), clockOutAt: null };
    expect(stopOffClock(running, { arrivedAt: at("11:00"), finishedAt: null }, at("12:00"))).toBe(false);
    expect(stopOffClock(running, { arrivedAt: at("11:00"), finishedAt: at("12:30") }, at("12:00"))).toBe(
      true,
    );
  });
});

describe("clockPoints", () => {
  it("keeps only the ends the phone gave a position for", () => {
    expect(clockPoints(log)).toEqual([{ id: "in", latitude: 33.4, longitude: -112.1 }]);
    expect(
      clockPoints({ ...log, clockInLatitude: null, clockOutLatitude: 33.5, clockOutLongitude: -112.2 }),
    ).toEqual([{ id: "out", latitude: 33.5, longitude: -112.2 }]);
  });

  it("needs both coordinates, and keeps 0 as a coordinate", () => {
    expect(clockPoints({ ...log, clockInLongitude: null })).toEqual([]);
    expect(clockPoints({ ...log, clockInLatitude: 0, clockInLongitude: 0 })).toEqual([
      { id: "in", latitude: 0, longitude: 0 },
    ]);
  });
});
