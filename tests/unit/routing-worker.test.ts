import { describe, expect, it } from "vitest";
import { balanceWeek, haversineMatrix, orderRoute, solveVrp } from "~/core/routing";
import { runOptimizer } from "~/server/routing-worker.server";

const points = Array.from({ length: 30 }, (_, i) => ({
  lat: 33.3 + ((i * 37) % 40) / 100,
  lng: -112.3 + ((i * 53) % 55) / 100,
}));
const { size, durations, distances } = haversineMatrix(points, { roadFactor: 1.3, speedKmh: 56 });
const cost = { size, data: durations };

describe("runOptimizer (worker thread)", () => {
  it("orders a route off the main thread with the same result as in-process, relaying progress", async () => {
    const input = {
      cost,
      start: 0,
      end: "open" as const,
      stops: Array.from({ length: 29 }, (_, i) => i + 1),
    };
    const progress: number[] = [];
    const result = await runOptimizer("orderRoute", input, {
      seed: 3,
      maxIterations: 2000,
      onProgress: (fraction) => progress.push(fraction),
    });
    expect(result).toEqual(orderRoute(input, { seed: 3, maxIterations: 2000 }));
    expect(progress.at(-1)).toBe(1);
  });

  it("runs solveVrp and balanceWeek", async () => {
    const problem = {
      cost,
      vehicles: [
        { start: 0, capacity: 10 },
        { start: 0, capacity: 10 },
        { start: 0, capacity: 10 },
      ],
      stops: Array.from({ length: 20 }, (_, i) => ({ node: i + 1, demand: 1 + (i % 3) })),
    };
    expect(await runOptimizer("solveVrp", problem, { seed: 1, maxIterations: 100 })).toEqual(
      solveVrp(problem, { seed: 1, maxIterations: 100 }),
    );
    const week = {
      durations: cost,
      distances: { size, data: distances },
      technicians: [{ id: "a", startNode: 0, weekdays: [1, 2], dailyMinutes: 480 }],
      stops: Array.from({ length: 12 }, (_, i) => ({ id: `s${i}`, node: i + 1, serviceMinutes: 20 })),
    };
    expect(await runOptimizer("balanceWeek", week, { seed: 1, maxIterations: 100 })).toEqual(
      balanceWeek(week, { seed: 1, maxIterations: 100 }),
    );
  });

  it("keeps the main thread free while it optimizes", async () => {
    let ticks = 0;
    const timer = setInterval(() => ticks++, 10);
    const input = { cost, start: 0, stops: Array.from({ length: 29 }, (_, i) => i + 1) };
    await runOptimizer(
      "solveVrp",
      { cost, vehicles: [{ start: 0 }], stops: input.stops.map((node) => ({ node })) },
      {
        timeLimitMs: 600,
      },
    );
    clearInterval(timer);
    expect(ticks).toBeGreaterThan(20);
  });

  it("rejects on abort and on solver errors", async () => {
    const controller = new AbortController();
    const pending = runOptimizer(
      "solveVrp",
      { cost, vehicles: [{ start: 0 }], stops: [{ node: 1 }, { node: 2 }] },
      { timeLimitMs: 5000, signal: controller.signal },
    );
    controller.abort(new Error("stop"));
    await expect(pending).rejects.toThrow("stop");
    await expect(
      runOptimizer(
        "solveVrp",
        { cost, vehicles: [{ start: 0 }], stops: [{ node: 99 }] },
        { maxIterations: 1 },
      ),
    ).rejects.toThrow(/out of range/);
  });
});
