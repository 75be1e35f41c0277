import { describe, expect, it } from "vitest";
import { db } from "~/db/client.server";
import { RateLimitedError } from "../errors";
import { hit, limitPublicForm, peek, pruneLimitCounters } from "./limits.server";

const rule = (max = 3) => ({ name: `test-${crypto.randomUUID()}`, max, windowSeconds: 600 });
const start = new Date("2026-03-01T10:00:00Z");
const later = (seconds: number) => new Date(start.getTime() + seconds * 1000);

describe("the database-backed limiter", () => {
  it("allows the maximum in a window, refuses the next, and counts each subject apart", async () => {
    const system = { db: await db() };
    const r = rule(3);
    const states = [];
    for (let i = 0; i < 4; i++) states.push(await hit(system, r, "203.0.113.1", later(i)));
    expect(states.map((s) => s.allowed)).toEqual([true, true, true, false]);
    expect(states.map((s) => s.count)).toEqual([1, 2, 3, 4]);
    expect((await hit(system, r, "203.0.113.2", later(5))).allowed).toBe(true);
    expect(await peek(system, r, "203.0.113.1", later(6))).toMatchObject({ count: 4, allowed: false });
    expect(await peek(system, r, "203.0.113.3", later(6))).toMatchObject({ count: 0, allowed: true });
  });

  it("starts a new window once the old one has passed", async () => {
    const system = { db: await db() };
    const r = rule(1);
    await hit(system, r, "a", start);
    expect((await hit(system, r, "a", later(599))).allowed).toBe(false);
    expect(await hit(system, r, "a", later(600))).toMatchObject({ count: 1, allowed: true });
  });

  it("counts concurrent hits exactly once each (one atomic upsert)", async () => {
    const system = { db: await db() };
    const r = rule(10);
    const states = await Promise.all(Array.from({ length: 20 }, () => hit(system, r, "burst", start)));
    expect(states.map((s) => s.count).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 20 }, (_, i) => i + 1),
    );
    expect(states.filter((s) => s.allowed)).toHaveLength(10);
  });

  it("prunes counters of old windows", async () => {
    const system = { db: await db() };
    const r = rule(1);
    await hit(system, r, "old", start);
    await pruneLimitCounters(system, later(1));
    expect((await peek(system, r, "old", later(2))).count).toBe(0);
  });
});

describe("public forms", () => {
  it("refuse the 11th post of a form from one address in an hour with a clear 429 message", async () => {
    const system = { db: await db() };
    const ip = `192.0.2.${Math.floor(Math.random() * 250)}`;
    for (let i = 0; i < 10; i++) await limitPublicForm(system, "contact", ip, later(i));
    const refused = limitPublicForm(system, "contact", ip, later(11));
    await expect(refused).rejects.toBeInstanceOf(RateLimitedError);
    await expect(limitPublicForm(system, "contact", ip, later(12))).rejects.toMatchObject({
      field: "form",
      status: 429,
      message: expect.stringMatching(
        /^Too many submissions from your network in a short time\. Try again in/,
      ),
    });
    // Each form and each address has its own count.
    await expect(limitPublicForm(system, "sign-up", ip, later(13))).resolves.toBeUndefined();
    await expect(limitPublicForm(system, "service-request", ip, later(13))).resolves.toBeUndefined();
    await expect(limitPublicForm(system, "contact", "192.0.2.251", later(13))).resolves.toBeUndefined();
    // An hour later the address may post again.
    await expect(limitPublicForm(system, "contact", ip, later(3600))).resolves.toBeUndefined();
  });
});
