import { describe, expect, it } from "vitest";
import { limitState, waitMinutes, windowCutoff } from "./limit-window";

const rule = { name: "contact", max: 3, windowSeconds: 600 };
const start = new Date("2026-03-01T10:00:00Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("limitState", () => {
  it("allows hits up to the maximum and refuses the one after", () => {
    expect(limitState(rule, { count: 3, windowStartedAt: start }, later(10), true).allowed).toBe(true);
    expect(limitState(rule, { count: 4, windowStartedAt: start }, later(10), true).allowed).toBe(false);
  });

  it("on a peek, says whether one more would still be allowed", () => {
    expect(limitState(rule, { count: 2, windowStartedAt: start }, later(10), false).allowed).toBe(true);
    expect(limitState(rule, { count: 3, windowStartedAt: start }, later(10), false).allowed).toBe(false);
  });

  it("says how long until the window ends", () => {
    expect(limitState(rule, { count: 4, windowStartedAt: start }, later(100), true).retryAfterSeconds).toBe(
      500,
    );
    expect(limitState(rule, { count: 4, windowStartedAt: start }, later(99.5), true).retryAfterSeconds).toBe(
      501,
    );
  });

  it("treats an ended window, or no counter, as empty", () => {
    expect(limitState(rule, { count: 9, windowStartedAt: start }, later(600), false)).toEqual({
      count: 0,
      allowed: true,
      retryAfterSeconds: 0,
    });
    expect(limitState(rule, undefined, later(1), false).allowed).toBe(true);
  });

  it("allows nothing when the maximum is 0", () => {
    expect(limitState({ ...rule, max: 0 }, undefined, start, false).allowed).toBe(false);
    expect(limitState({ ...rule, max: 0 }, { count: 1, windowStartedAt: start }, start, true).allowed).toBe(
      false,
    );
  });
});

describe("windowCutoff and waitMinutes", () => {
  it("puts the cutoff one window before now", () => {
    expect(windowCutoff(rule, later(600)).getTime()).toBe(start.getTime());
  });
  it("rounds the wait up to whole minutes", () => {
    expect(waitMinutes(1)).toBe("1 minute");
    expect(waitMinutes(61)).toBe("2 minutes");
    expect(waitMinutes(900)).toBe("15 minutes");
  });
});
