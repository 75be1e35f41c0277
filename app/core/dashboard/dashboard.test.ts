import { describe, expect, it } from "vitest";
import { builtInRoles } from "../permissions/permissions";
import {
  currentOrNext,
  donePercent,
  monthsOf,
  percentChange,
  progressOf,
  sumProgress,
  visibleCards,
  weekOf,
} from "./dashboard";

describe("visibleCards", () => {
  it("gives the owner and the office every card, the office without the company set-up", () => {
    expect(visibleCards(builtInRoles.owner.permissions)).toEqual([
      "myDay",
      "team",
      "week",
      "revenue",
      "overdueInvoices",
      "jobs",
      "alerts",
      "equipment",
      "setup",
    ]);
    expect(visibleCards(builtInRoles.office.permissions)).not.toContain("setup");
    expect(visibleCards(builtInRoles.office.permissions)).toContain("revenue");
  });

  it("gives a technician their day only: no office cards, no money", () => {
    expect(visibleCards(builtInRoles.technician.permissions)).toEqual(["myDay"]);
  });

  it("follows permissions, not role names: money alone shows the money cards", () => {
    expect(visibleCards(["money:read"])).toEqual(["revenue", "overdueInvoices"]);
    expect(visibleCards(["operations:write"])).toEqual(["myDay", "jobs", "alerts"]);
    expect(visibleCards([])).toEqual([]);
  });
});

describe("a day's progress", () => {
  const day = [
    { id: "a", status: "finished" as const },
    { id: "b", status: "skipped" as const },
    { id: "c", status: "in progress" as const },
    { id: "d", status: "scheduled" as const },
    { id: "e", status: "cancelled" as const },
    { id: "f", status: "scheduled" as const },
  ];

  it("counts each state and leaves cancelled stops out", () => {
    expect(progressOf(day)).toEqual({ total: 5, finished: 1, inProgress: 1, remaining: 2, skipped: 1 });
    expect(donePercent(progressOf(day))).toBe(40);
    expect(donePercent(progressOf([]))).toBe(0);
  });

  it("adds technicians up", () => {
    expect(sumProgress([progressOf(day), progressOf(day.slice(0, 1))])).toEqual({
      total: 6,
      finished: 2,
      inProgress: 1,
      remaining: 2,
      skipped: 1,
    });
  });

  it("names the stop in progress, else the next one in route order, else none", () => {
    expect(currentOrNext(day)).toEqual({ stop: day[2], state: "at" });
    expect(currentOrNext(day.filter((s) => s.id !== "c"))).toEqual({ stop: day[3], state: "next" });
    expect(currentOrNext(day.slice(0, 2))).toBeNull();
  });
});

describe("spans", () => {
  it("takes the week from Monday to Sunday", () => {
    const week = weekOf("2026-11-25");
    expect(week.start).toBe("2026-11-23");
    expect(week.end).toBe("2026-11-29");
    expect(week.days).toHaveLength(7);
    expect(weekOf("2026-11-29").start).toBe("2026-11-23");
    expect(weekOf("2026-11-30").start).toBe("2026-11-30");
  });

  it("takes this month and the one before, across a year", () => {
    expect(monthsOf("2026-03-31")).toEqual({
      thisMonth: { start: "2026-03-01", end: "2026-03-31" },
      lastMonth: { start: "2026-02-01", end: "2026-02-28" },
    });
    expect(monthsOf("2027-01-01").lastMonth).toEqual({ start: "2026-12-01", end: "2026-12-31" });
  });

  it("compares with last month only when there was something", () => {
    expect(percentChange(150, 100)).toBe(50);
    expect(percentChange(50, 200)).toBe(-75);
    expect(percentChange(10, 0)).toBeNull();
  });
});
