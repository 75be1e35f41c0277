/**
 * The phone's outbox against the stop's one JSON endpoint (visitPost): intents, device times, exactly-once replays,
 * refusals that tell the office, the office's edits kept beside offline work, and a repair report sent twice.
 */
import fs from "node:fs";
import path from "node:path";
import { and, eq, inArray } from "drizzle-orm";
import { RouterContextProvider } from "react-router";
import { beforeEach, describe, expect, it } from "vitest";
import { tenantContext } from "~/context";
import { translatorFor } from "~/core/i18n/catalogs";
import { alert, repairRequest, serviceStop, stopDose, taskGroup, taskGroupTask, user } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { runQueuedJobs } from "../../../tests/db/job-queue";
import { action as repairRequestAction } from "../../routes/company/service-stops/repair-request";
import { visitPost } from "../../routes/company/service-stops/visit-post.server";
import { createCustomer } from "../customers/customers.server";
import { createLocation } from "../locations/locations.server";
import { reportRepairFromStop } from "../operations/repair-requests.server";
import { dayRoutes, saveDayRoutes } from "../routing/day-routes.server";
import { scoped, type TenantContext } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import { createServiceStop } from "./schedule-stop.server";
import { getServiceStop } from "./stop-detail.server";
import { editServiceStop } from "./stop-history.server";
import { deviceTime, madeOffline } from "./stop-schemas";

const dataDir = () => process.env.DATA_DIR!;
beforeEach(() => {
  fs.rmSync(path.join(dataDir(), "mail"), { recursive: true, force: true });
});

const HOUR = 60 * 60 * 1000;
const t = translatorFor("en", "en-US");

/** A company, its technician, a customer with a pool (and an e-mail for the report), and one of today's stops. */
async function setUp(options: { requiredPhoto?: boolean } = {}) {
  const { ctx } = await newCompany("Outbox Pools");
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed", email: "dana@example.com" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, bodyInput({ name: "Pool" }));
  let taskGroupId: string | null = null;
  if (options.requiredPhoto) {
    const [group] = await ctx.db
      .insert(taskGroup)
      .values({ companyId: ctx.companyId, name: "Weekly" })
      .returning();
    await ctx.db.insert(taskGroupTask).values({
      companyId: ctx.companyId,
      taskGroupId: group.id,
      position: 0,
      name: "Photo after",
      kind: "photo",
      required: true,
    });
    taskGroupId = group.id;
  }
  const stop = await createServiceStop(ctx, {
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId,
    serviceDate: new Date().toISOString().slice(0, 10),
    estimatedMinutes: 30,
    description: "Check the pump basket.",
  });
  return { ctx, tech, customer, pool, stop };
}

const visit = (poolId: string, taskId?: string) => ({
  bodies: [
    {
      bodyOfWaterId: poolId,
      readings: { pH: 7.5, freeChlorine: 3 },
      doses: [
        {
          name: "Liquid chlorine 12.5%",
          amount: 76.8,
          unit: "fl oz",
          recommendation: "freeChlorine:raise",
        },
      ],
    },
  ],
  tasks: taskId ? [{ id: taskId, done: true, photo: null }] : [],
  internalNotes: "Pump is loud.",
  customerNotes: "Brushed the steps.",
  photos: [],
});

/** One request of the phone: `outbox` marks it as replayed from the device (the X-Field-Outbox header). */
async function post(
  who: TenantContext,
  stopId: string,
  body: Record<string, unknown>,
  outbox = true,
): Promise<{ status: number; json: Record<string, unknown> }> {
  const request = new Request(`http://test/company/serviceStops/detail/${stopId}/visit`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(outbox ? { "X-Field-Outbox": "1" } : {}) },
    body: JSON.stringify(body),
  });
  const response = await visitPost(request, stopId, async () => ({ work: who, report: who }), "en");
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

const alertsOf = (ctx: TenantContext, kind: "offline change refused" | "stop skipped") =>
  ctx.db
    .select()
    .from(alert)
    .where(scoped(ctx, alert, eq(alert.kind, kind)));

describe("the phone's outbox endpoint", () => {
  it("arrive then finish in order, at the phone's times; replays change nothing: one finish, doses once, one e-mail", async () => {
    const { ctx, tech, pool, stop } = await setUp();
    const arrivedAt = new Date(Date.now() - 2 * HOUR);
    const finishedAt = new Date(Date.now() - HOUR);
    const arrive = { intent: "arrive", key: "arrive-key-1", at: arrivedAt.toISOString() };
    expect(await post(tech, stop.id, arrive)).toEqual({
      status: 200,
      json: { ok: true, status: "in progress" },
    });
    expect((await post(tech, stop.id, arrive)).json).toEqual({ ok: true, status: "in progress" });

    const finish = {
      intent: "finish",
      key: "finish-key-1",
      at: finishedAt.toISOString(),
      visit: visit(pool.id),
    };
    const first = await post(tech, stop.id, finish);
    expect(first).toMatchObject({
      status: 200,
      json: { ok: true, status: "finished", report: { sent: true } },
    });
    // The answer was lost: the outbox sends the same finish again, twice.
    const again = await post(tech, stop.id, finish);
    expect(again).toMatchObject({ status: 200, json: { ok: true, status: "finished" } });
    await post(tech, stop.id, finish);
    // And the arrive, replayed late, is harmless too.
    expect((await post(tech, stop.id, arrive)).json).toEqual({ ok: true, status: "finished" });

    const rows = await ctx.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ status: "finished", arrivedAt, finishedAt, durationMinutes: 60 });
    const doses = await ctx.db
      .select()
      .from(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, stop.id)));
    expect(doses.map((d) => [d.name, d.amount])).toEqual([["Liquid chlorine 12.5%", 76.8]]);

    await runQueuedJobs();
    const reports = (await listDevMailbox()).filter((m) => m.subject.startsWith("Your pool service report"));
    expect(reports).toHaveLength(1);

    const detail = await getServiceStop(ctx, stop.id);
    expect(detail.events.map((e) => [e.kind, e.at, e.offline])).toEqual([
      ["arrived", arrivedAt, true],
      ["finished", finishedAt, true],
    ]);
    expect(detail.events[0].actorName).toBeTruthy();
  });

  it("the same finish sent twice at once finishes once: one report, doses once", async () => {
    const { ctx, tech, pool, stop } = await setUp();
    const finish = { intent: "finish", key: "finish-key-9", visit: visit(pool.id) };
    const answers = await Promise.all([post(tech, stop.id, finish), post(tech, stop.id, finish)]);
    expect(answers.map((a) => a.json.status)).toEqual(["finished", "finished"]);
    // One of them finished the stop and queued the report; the other waited for it and is its replay.
    expect(answers.filter((a) => a.json.report === null)).toHaveLength(1);
    const doses = await ctx.db
      .select()
      .from(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, stop.id)));
    expect(doses).toHaveLength(1);
    expect((await getServiceStop(ctx, stop.id)).events.map((e) => e.kind)).toEqual(["finished"]);
    await runQueuedJobs();
    const reports = (await listDevMailbox()).filter((m) => m.subject.startsWith("Your pool service report"));
    expect(reports).toHaveLength(1);
  });

  it("history marks a change done offline only when it waited on the phone, not when the outbox sent it at once", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(madeOffline(true, new Date("2026-11-27T11:59:00Z"), now)).toBe(false);
    expect(madeOffline(true, new Date("2026-11-27T11:50:00Z"), now)).toBe(true);
    expect(madeOffline(false, new Date("2026-11-27T11:50:00Z"), now)).toBe(false);

    const { ctx, tech, stop } = await setUp();
    await post(tech, stop.id, { intent: "arrive", key: "arrive-key-now", at: new Date().toISOString() });
    const [arrived] = (await getServiceStop(ctx, stop.id)).events;
    expect(arrived).toMatchObject({ kind: "arrived", offline: false });
  });

  it("clamps the phone's time to the last 48 hours: a wrong clock cannot move history far", async () => {
    const now = new Date("2026-11-27T12:00:00Z");
    expect(deviceTime("2026-11-27T11:00:00Z", now)).toEqual(new Date("2026-11-27T11:00:00Z"));
    expect(deviceTime("2026-11-20T11:00:00Z", now)).toEqual(new Date("2026-11-25T12:00:00Z"));
    expect(deviceTime("2027-01-01T00:00:00Z", now)).toEqual(now);
    expect(deviceTime(undefined, now)).toEqual(now);

    const { tech, stop } = await setUp();
    const before = Date.now();
    await post(tech, stop.id, {
      intent: "arrive",
      key: "arrive-key-2",
      at: new Date(before - 10 * 24 * HOUR).toISOString(),
    });
    const [row] = await tech.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    const back = before - row.arrivedAt!.getTime();
    expect(back).toBeGreaterThanOrEqual(48 * HOUR - 60_000);
    expect(back).toBeLessThanOrEqual(48 * HOUR + 60_000);
    // Not an instant: refused as unreadable, nothing recorded.
    expect(
      (await post(tech, stop.id, { intent: "arrive", key: "arrive-key-3", at: "yesterday" })).status,
    ).toBe(400);
  });

  it("skips through the endpoint at the phone's time: the customer is told once, a replay answers ok", async () => {
    const { ctx, tech, stop } = await setUp();
    const at = new Date(Date.now() - 30 * 60_000);
    const skip = {
      intent: "skip",
      key: "skip-key-1",
      at: at.toISOString(),
      skip: { reason: "gate locked", note: "Code didn't work" },
    };
    expect((await post(tech, stop.id, skip)).json).toEqual({
      ok: true,
      status: "skipped",
      notice: { sent: true },
    });
    expect((await post(tech, stop.id, skip)).json).toEqual({ ok: true, status: "skipped", notice: null });
    const [row] = await ctx.db.select().from(serviceStop).where(eq(serviceStop.id, stop.id));
    expect(row).toMatchObject({ status: "skipped", skipReason: "gate locked", skippedAt: at });
    expect(await alertsOf(ctx, "stop skipped")).toHaveLength(1);
    await runQueuedJobs();
    const notices = (await listDevMailbox()).filter((m) => m.subject.startsWith("We missed"));
    expect(notices).toHaveLength(1);
    expect((await getServiceStop(ctx, stop.id)).events.map((e) => [e.kind, e.at])).toEqual([["skipped", at]]);

    // "Other" needs a note; a skip without its reason, a save without its visit: 400, worded for the field.
    const { stop: next, tech: tech2 } = await setUp();
    const bad = await post(tech2, next.id, { intent: "skip", key: "skip-key-2", skip: { reason: "other" } });
    expect(bad.status).toBe(400);
    expect(bad.json).toEqual({ ok: false, errors: { note: t("field.skip.noteRequired") } });
    expect((await post(tech2, next.id, { intent: "save", key: "save-key-2" })).status).toBe(400);
  });

  it("a reassigned stop refuses the offline finish (403) and the office gets exactly one alert, even when sent twice", async () => {
    const { ctx, tech, pool, stop } = await setUp();
    await post(tech, stop.id, { intent: "arrive", key: "arrive-key-4" });
    // The office gives the stop to someone else while the technician is offline.
    const other = await newTechnician(ctx);
    // By hand: the office's tools move only unstarted stops, and the finish must meet a started one given away.
    await ctx.db.update(serviceStop).set({ technicianId: other.memberId }).where(eq(serviceStop.id, stop.id));

    const finish = {
      intent: "finish",
      key: "finish-key-4",
      at: new Date().toISOString(),
      visit: visit(pool.id),
    };
    const first = await post(tech, stop.id, finish);
    expect(first).toEqual({ status: 403, json: { ok: false, errors: { form: t("field.error.forbidden") } } });
    expect((await post(tech, stop.id, finish)).status).toBe(403);
    const alerts = await alertsOf(ctx, "offline change refused");
    expect(alerts).toHaveLength(1);
    const [raised] = alerts;
    expect(raised).toMatchObject({ serviceStopId: stop.id, memberId: tech.memberId });
    const detail = await getServiceStop(ctx, stop.id);
    const title = t.text(raised.title);
    expect(title).toContain(detail.label);
    expect(title).toContain("finish");
    expect(t.text(raised.detail)).toContain(t("team.alertText.offlineReason.reassigned"));
    const [{ name }] = await ctx.db.select({ name: user.name }).from(user).where(eq(user.id, tech.userId));
    expect(title).toContain(name);
    // Resolved by the office, then replayed once more: still no second alert for that change.
    await ctx.db.update(alert).set({ resolvedAt: new Date() }).where(eq(alert.id, raised.id));
    await post(tech, stop.id, finish);
    expect(await alertsOf(ctx, "offline change refused")).toHaveLength(1);

    // The page itself (no outbox header) is refused the same way but raises nothing.
    await post(tech, stop.id, { ...finish, key: "finish-key-5" }, false);
    expect(await alertsOf(ctx, "offline change refused")).toHaveLength(1);
    // Nothing of the refused finish was saved.
    expect((await getServiceStop(ctx, stop.id)).status).toBe("in progress");
  });

  it("a deleted stop refuses with 404 and alerts without a stop; a 400 (a required photo missing) alerts nobody", async () => {
    const { ctx, tech, pool, stop } = await setUp({ requiredPhoto: true });
    const [task] = (await getServiceStop(tech, stop.id)).tasks;
    const missing = await post(tech, stop.id, {
      intent: "finish",
      key: "finish-key-6",
      visit: visit(pool.id, task.id),
    });
    expect(missing.status).toBe(400);
    expect(missing.json.errors).toHaveProperty(`tasks.${task.id}`);
    expect(await alertsOf(ctx, "offline change refused")).toHaveLength(0);

    await ctx.db.delete(serviceStop).where(eq(serviceStop.id, stop.id));
    const save = { intent: "save", key: "save-key-6", visit: visit(pool.id) };
    expect((await post(tech, stop.id, save)).status).toBe(404);
    expect((await post(tech, stop.id, save)).status).toBe(404);
    const alerts = await alertsOf(ctx, "offline change refused");
    expect(alerts).toHaveLength(1);
    expect(alerts[0].serviceStopId).toBeNull();
    expect(t.text(alerts[0].title)).toContain("no longer exists");
    expect(t.text(alerts[0].detail)).toContain(t("team.alertText.offlineReason.deleted"));
  });

  it("the office's edit stays beside the technician's offline finish, and the stop's history shows both", async () => {
    const { ctx, tech, pool, stop } = await setUp();
    const arrivedAt = new Date(Date.now() - 2 * HOUR);
    const finishedAt = new Date(Date.now() - HOUR);
    await post(tech, stop.id, { intent: "arrive", key: "arrive-key-7", at: arrivedAt.toISOString() });
    // Meanwhile (the phone is offline) the office changes the instructions and the time it should take.
    await editServiceStop(ctx, stop.id, { description: "Gate code changed to 4321.", estimatedMinutes: 45 });

    const finish = await post(tech, stop.id, {
      intent: "finish",
      key: "finish-key-7",
      at: finishedAt.toISOString(),
      visit: visit(pool.id),
    });
    expect(finish.status).toBe(200);
    const detail = await getServiceStop(ctx, stop.id);
    expect(detail).toMatchObject({
      status: "finished",
      description: "Gate code changed to 4321.",
      estimatedMinutes: 45,
      internalNotes: "Pump is loud.",
      customerNotes: "Brushed the steps.",
      finishedAt,
    });
    expect(detail.bodies[0].readings).toEqual({ pH: 7.5, freeChlorine: 3 });
    expect(detail.bodies[0].doses).toHaveLength(1);
    const edited = detail.events.find((e) => e.kind === "edited");
    expect(edited?.changes).toEqual({
      description: { from: "Check the pump basket.", to: "Gate code changed to 4321." },
      estimatedMinutes: { from: 30, to: 45 },
    });
    expect(edited?.offline).toBe(false);
    expect(detail.events.map((e) => e.kind)).toEqual(["arrived", "finished", "edited"]);
    expect(detail.events.find((e) => e.kind === "finished")).toMatchObject({ at: finishedAt, offline: true });
    // An edit that changes nothing writes no history.
    await editServiceStop(ctx, stop.id, { description: "Gate code changed to 4321.", estimatedMinutes: 45 });
    expect((await getServiceStop(ctx, stop.id)).events).toHaveLength(3);
  });

  it("the stop's history says who the office gave it to (the route builder's move)", async () => {
    const { ctx, tech, stop } = await setUp();
    const other = await newTechnician(ctx);
    const day = await dayRoutes(ctx, stop.serviceDate);
    const lanes = day.lanes.map((lane) => ({
      technicianId: lane.technicianId,
      stopIds:
        lane.technicianId === other.memberId
          ? [...lane.stopIds, stop.id]
          : lane.stopIds.filter((id) => id !== stop.id),
    }));
    await saveDayRoutes(ctx, stop.serviceDate, lanes);
    const names = await ctx.db
      .select({ id: user.id, name: user.name })
      .from(user)
      .where(inArray(user.id, [tech.userId, other.userId]));
    const nameOf = (id: string) => names.find((n) => n.id === id)?.name;
    const events = (await getServiceStop(ctx, stop.id)).events;
    expect(events.map((e) => [e.kind, e.changes])).toEqual([
      ["edited", { technician: { from: nameOf(tech.userId), to: nameOf(other.userId) } }],
    ]);
  });

  it("a repair report kept on the phone, refused because the stop was reassigned, alerts the office once", async () => {
    const { ctx, tech, stop } = await setUp();
    await post(tech, stop.id, { intent: "arrive", key: "arrive-key-9" });
    const other = await newTechnician(ctx);
    // By hand: the office's tools move only unstarted stops, and the report must meet a started one given away.
    await ctx.db.update(serviceStop).set({ technicianId: other.memberId }).where(eq(serviceStop.id, stop.id));

    // What the outbox (app/field/sync.ts) posts: the report as a form, with its key and the outbox header.
    const send = async (outbox: boolean) => {
      const form = new FormData();
      form.set("key", "repair-key-9");
      form.set("description", "Heater will not light.");
      const request = new Request(`http://test/company/serviceStops/detail/${stop.id}/repairRequest`, {
        method: "POST",
        headers: outbox ? { "X-Field-Outbox": "1" } : {},
        body: form,
      });
      const context = new RouterContextProvider();
      context.set(tenantContext, tech);
      const args = { request, params: { serviceStopId: stop.id }, context };
      try {
        return (await repairRequestAction(args as unknown as Parameters<typeof repairRequestAction>[0]))
          .status;
      } catch (thrown) {
        return (thrown as { init?: ResponseInit | null }).init?.status ?? (thrown as Response).status;
      }
    };
    expect(await send(true)).toBe(403);
    expect(await send(true)).toBe(403);
    const alerts = await alertsOf(ctx, "offline change refused");
    expect(alerts).toHaveLength(1);
    expect(t.text(alerts[0].title)).toContain("offline repair report");
    // The page itself (no outbox header) is refused too, and raises nothing more.
    expect(await send(false)).toBe(403);
    expect(await alertsOf(ctx, "offline change refused")).toHaveLength(1);
    expect(await ctx.db.select().from(repairRequest).where(eq(repairRequest.serviceStopId, stop.id))).toEqual(
      [],
    );
  });

  it("a repair reported offline and sent twice with its key makes one request and one alert", async () => {
    const { ctx, tech, stop } = await setUp();
    const input = { description: "Pump leaks at the lid.", bodyOfWaterId: null, equipmentId: null };
    const first = await reportRepairFromStop(tech, stop.id, input, [], "repair-key-1");
    const again = await reportRepairFromStop(tech, stop.id, input, [], "repair-key-1");
    expect(again.id).toBe(first.id);
    const rows = await ctx.db
      .select()
      .from(repairRequest)
      .where(and(eq(repairRequest.companyId, ctx.companyId), eq(repairRequest.serviceStopId, stop.id)));
    expect(rows).toHaveLength(1);
    expect(rows[0].idempotencyKey).toBe("repair-key-1");
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.kind, "repair request received")));
    expect(alerts).toHaveLength(1);
    // Without a key (the page online), each report is its own.
    await reportRepairFromStop(tech, stop.id, input, []);
    await reportRepairFromStop(tech, stop.id, input, []);
    const all = await ctx.db.select().from(repairRequest).where(eq(repairRequest.serviceStopId, stop.id));
    expect(all).toHaveLength(3);
  });
});
