import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { parseListQuery } from "~/core/listing/list-query";
import { alert, stopDose, taskGroup, taskGroupTask } from "~/db/schema";
import { reportHtml, reportText } from "~/server/service-report.server";
import {
  bodyInput,
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
} from "../../../tests/db/factories";
import { preparedPhoto } from "../../../tests/db/uploads";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError, RuleErrors } from "../errors";
import { createLocation } from "../locations/locations.server";
import { scoped } from "../tenant.server";
import { createBodyOfWater } from "../water/bodies.server";
import type { BodyOfWaterInput } from "../water/schemas";
import { readingHistory } from "./reading-history.server";
import { serviceReportData } from "./report.server";
import { createServiceStop } from "./schedule-stop.server";
import { getServiceStop } from "./stop-detail.server";
import {
  listCustomerStops,
  listServiceStops,
  listTechnicianDay,
  listTechnicianOptions,
  stopFilters,
  stopSorts,
} from "./stop-lists.server";
import {
  type CreateStopInput,
  createStopSchema,
  skipSchema,
  type VisitInput,
  visitSchema,
} from "./stop-schemas";
import { arriveAtStop, recordVisit, skipStop } from "./stop-visit.server";
import { listVisitPhotos, storeStopPhoto, visitPhotosOf } from "./visit-photos.server";

const body = (name: string, overrides: Partial<BodyOfWaterInput> = {}) => bodyInput({ name, ...overrides });

/** A company with a technician, a customer with a pool and a spa, and a weekly task group. */
async function setUp() {
  const { ctx } = await newCompany();
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
  const location = await createLocation(ctx, customer.id, locationInput({ addressLine: "12 Oak St" }));
  const pool = await createBodyOfWater(ctx, customer.id, location.id, body("Pool"));
  const spa = await createBodyOfWater(
    ctx,
    customer.id,
    location.id,
    body("Spa", { kind: "spa", volume: 500 }),
  );
  const [group] = await ctx.db
    .insert(taskGroup)
    .values({ companyId: ctx.companyId, name: "Weekly" })
    .returning();
  await ctx.db.insert(taskGroupTask).values([
    {
      companyId: ctx.companyId,
      taskGroupId: group.id,
      position: 0,
      name: "Skim surface",
      kind: "checkbox",
      required: true,
    },
    {
      companyId: ctx.companyId,
      taskGroupId: group.id,
      position: 1,
      name: "Photo after",
      kind: "photo",
      required: true,
    },
    { companyId: ctx.companyId, taskGroupId: group.id, position: 2, name: "Filter psi", kind: "number" },
  ]);
  const stopInput = (overrides: Partial<CreateStopInput> = {}): CreateStopInput => ({
    customerId: customer.id,
    serviceLocationId: location.id,
    technicianId: tech.memberId,
    taskGroupId: group.id,
    serviceDate: "2026-11-20",
    estimatedMinutes: null,
    description: "",
    ...overrides,
  });
  return { ctx, tech, customer, location, pool, spa, group, stopInput };
}

const photo = {
  url: `/uploads/${crypto.randomUUID()}.jpg`,
  thumbnailUrl: `/uploads/${crypto.randomUUID()}.jpg`,
};

function visitFor(
  stop: Awaited<ReturnType<typeof getServiceStop>>,
  readings: Record<string, Partial<Record<string, number>>>,
): VisitInput {
  return {
    bodies: stop.bodies.map((b) => ({
      bodyOfWaterId: b.id,
      readings: (readings[b.name] ?? {}) as Record<string, number>,
      doses: b.name === "Pool" ? [{ name: "Liquid chlorine 12.5%", amount: 64, unit: "fl oz" }] : [],
    })),
    tasks: stop.tasks.map((t) => ({
      id: t.id,
      done: true,
      numberValue: t.kind === "number" ? 12 : null,
      photo: t.kind === "photo" ? photo : null,
    })),
    internalNotes: "Pump is loud.",
    customerNotes: "Brushed the steps.",
    photos: [photo],
  };
}

describe("service stops", () => {
  it("creates a stop with a number, route position and the task group's checklist copied on", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const first = await createServiceStop(ctx, stopInput());
    const second = await createServiceStop(ctx, stopInput());
    expect(second.number).toBe(first.number + 1);
    expect([first.routePosition, second.routePosition]).toEqual([1, 2]);
    const detail = await getServiceStop(ctx, first.id);
    expect(detail.label).toBe(`S-${first.number}`);
    expect(detail.tasks.map((t) => [t.name, t.kind, t.required])).toEqual([
      ["Skim surface", "checkbox", true],
      ["Photo after", "photo", true],
      ["Filter psi", "number", false],
    ]);
    expect(detail.bodies.map((b) => b.name)).toEqual(["Pool", "Spa"]);
    expect(detail.bodies[0].readingKeys).toContain("pH");
    expect(detail.bodies[0].readingKeys).not.toContain("salt");
    expect(detail.technicianName).toBeTruthy();
    expect(detail.location).toMatchObject({ gateCode: "1234", dogName: "Rex" });

    const day = await listTechnicianDay(tech, tech.memberId, "2026-11-20");
    expect(day.map((s) => s.number)).toEqual([first.number, second.number]);
    expect((await listTechnicianOptions(ctx)).map((t) => t.value)).toContain(tech.memberId);
  });

  it("refuses a location of another customer, a technician or task group not of the company", async () => {
    const { ctx, stopInput } = await setUp();
    const other = await newCompany();
    const theirCustomer = await createCustomer(other.ctx, customerInput());
    const theirLocation = await createLocation(other.ctx, theirCustomer.id, locationInput());
    await expect(
      createServiceStop(ctx, stopInput({ serviceLocationId: theirLocation.id })),
    ).rejects.toMatchObject({
      field: "serviceLocationId",
    });
    await expect(
      createServiceStop(ctx, stopInput({ technicianId: other.ctx.memberId })),
    ).rejects.toMatchObject({
      field: "technicianId",
    });
    await expect(createServiceStop(ctx, stopInput({ taskGroupId: "nope" }))).rejects.toBeInstanceOf(
      RuleError,
    );
  });

  it("a technician works their stop: arrive, save progress, finish; readings, doses and notes are kept", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const arrived = await arriveAtStop(tech, created.id, new Date("2026-11-20T15:00:00Z"));
    expect(arrived.status).toBe("in progress");

    let detail = await getServiceStop(tech, created.id);
    const visit = visitFor(detail, { Pool: { pH: 7.5, freeChlorine: 3 }, Spa: { pH: 7.6 } });
    await recordVisit(tech, created.id, { ...visit, tasks: [] }, { finish: false, key: "progress-1" });
    detail = await getServiceStop(tech, created.id);
    expect(detail.status).toBe("in progress");
    expect(detail.bodies[0].readings).toEqual({ pH: 7.5, freeChlorine: 3 });

    const outcome = await recordVisit(tech, created.id, visit, {
      finish: true,
      key: "finish-key-1",
      now: new Date("2026-11-20T15:25:00Z"),
    });
    expect(outcome.finishedNow).toBe(true);
    detail = await getServiceStop(ctx, created.id);
    expect(detail).toMatchObject({
      status: "finished",
      durationMinutes: 25,
      internalNotes: "Pump is loud.",
      customerNotes: "Brushed the steps.",
    });
    expect(detail.bodies[0].doses.map((d) => [d.name, d.amount, d.unit])).toEqual([
      ["Liquid chlorine 12.5%", 64, "fl oz"],
    ]);
    expect(detail.tasks.every((t) => t.done)).toBe(true);
    expect(detail.tasks.find((t) => t.kind === "number")?.numberValue).toBe(12);

    // The retry of the same finish changes nothing and duplicates nothing.
    const retry = await recordVisit(tech, created.id, visit, { finish: true, key: "finish-key-1" });
    expect(retry.finishedNow).toBe(false);
    const doses = await ctx.db
      .select()
      .from(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, created.id)));
    expect(doses).toHaveLength(1);

    // The next visit shows these readings as "last visit".
    const next = await createServiceStop(ctx, stopInput({ serviceDate: "2026-11-27" }));
    const nextDetail = await getServiceStop(tech, next.id);
    expect(nextDetail.bodies[0].previous).toEqual({
      date: "2026-11-20",
      readings: { pH: 7.5, freeChlorine: 3 },
    });
    expect(nextDetail.history.map((h) => h.id)).toEqual([created.id]);
    expect((await readingHistory(ctx, detail.bodies[0].id)).map((h) => h.readings.pH)).toEqual([7.5]);
  });

  it("records a recommended dose once: a second Record of it, or two saves at once, never doubles it", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    await arriveAtStop(tech, created.id);
    const detail = await getServiceStop(tech, created.id);
    const recommended = {
      name: "Liquid chlorine",
      amount: 76.8,
      unit: "fl oz",
      recommendedAmount: 76.8,
      recommendedUnit: "fl oz",
      recommendation: "freeChlorine:raise",
    };
    const byHand = { name: "Muriatic acid", amount: 16, unit: "fl oz" };
    const base = visitFor(detail, { Pool: { freeChlorine: 1, pH: 7.5 } });
    // The phone sends the recommendation twice (the button tapped twice), and a chemical added by hand twice.
    const visit: VisitInput = {
      ...base,
      bodies: base.bodies.map((b) =>
        b.bodyOfWaterId === detail.bodies[0].id
          ? { ...b, doses: [recommended, byHand, { ...recommended }, { ...byHand }] }
          : b,
      ),
    };
    // A double tap of Save sends it twice at once.
    await Promise.all([
      recordVisit(tech, created.id, visit, { finish: false, key: "double-tap-1" }),
      recordVisit(tech, created.id, visit, { finish: false, key: "double-tap-1" }),
    ]);
    await recordVisit(tech, created.id, visit, { finish: true, key: "double-tap-1" });

    const doses = await ctx.db
      .select()
      .from(stopDose)
      .where(scoped(ctx, stopDose, eq(stopDose.serviceStopId, created.id)));
    expect(doses.filter((d) => d.recommendation === "freeChlorine:raise")).toHaveLength(1);
    expect(doses.map((d) => d.name).sort()).toEqual(["Liquid chlorine", "Muriatic acid", "Muriatic acid"]);
    const after = await getServiceStop(ctx, created.id);
    expect(after.bodies[0].doses.map((d) => [d.name, d.amount, d.recommendation])).toEqual([
      ["Liquid chlorine", 76.8, "freeChlorine:raise"],
      ["Muriatic acid", 16, null],
      ["Muriatic acid", 16, null],
    ]);
    // The report e-mail lists the dose once.
    const report = await serviceReportData(ctx, created.id);
    expect(report.bodies[0].doses.filter((d) => d.startsWith("Liquid chlorine"))).toEqual([
      "Liquid chlorine: 76.8 fl oz",
    ]);
    // The database itself holds a recommendation once per stop and body of water.
    await expect(
      ctx.db.insert(stopDose).values({ ...doses.find((d) => d.recommendation)!, id: crypto.randomUUID() }),
    ).rejects.toThrow();
  });

  it("a checklist photo shows with the finished stop, on its pools' photos and in the report e-mail", async () => {
    const { ctx, tech, location, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    await arriveAtStop(tech, created.id);
    const detail = await getServiceStop(tech, created.id);
    // Taken with the stop screen's camera button: stored, then sent with the visit as the task's photo.
    const taskPhoto = await storeStopPhoto(tech, created.id, await preparedPhoto());
    const visit = visitFor(detail, { Pool: { pH: 7.5 } });
    await recordVisit(
      tech,
      created.id,
      {
        ...visit,
        tasks: visit.tasks.map((t) => ({ ...t, photo: t.photo ? taskPhoto : null })),
        photos: [],
      },
      { finish: true, key: "photo-finish-1" },
    );

    // The finished stop (technician and office alike) lists it, named by its task.
    for (const viewer of [tech, ctx])
      expect((await getServiceStop(viewer, created.id)).visitPhotos).toEqual([
        { ...taskPhoto, task: "Photo after" },
      ]);
    // The pool's Photos (every body of water at the place), with the stop it was taken at.
    const finished = await getServiceStop(ctx, created.id);
    expect(await listVisitPhotos(ctx, location.id)).toEqual([
      { ...taskPhoto, task: "Photo after", stopId: created.id, label: finished.label, date: "2026-11-20" },
    ]);
    // A visit not finished yet shows nothing there; nor does the pool show stop photos to someone who can't see stops.
    const open = await createServiceStop(ctx, stopInput({ serviceDate: "2026-11-27" }));
    await recordVisit(
      tech,
      open.id,
      { ...visitFor(detail, {}), tasks: [] },
      { finish: false, key: "open-1" },
    );
    expect(await listVisitPhotos(ctx, location.id)).toHaveLength(1);
    expect(await listVisitPhotos({ ...ctx, permissions: ["customers:read"] }, location.id)).toEqual([]);

    // The report e-mail: its text links it and its HTML shows its thumbnail.
    const report = await serviceReportData(ctx, created.id);
    expect(report.photos.map((p) => p.url)).toEqual([taskPhoto.url]);
    const name = (url: string) => url.replace("/uploads/", "");
    expect(reportText(report)).toContain(`/uploads/${name(taskPhoto.url)}?exp=`);
    expect(reportHtml(report)).toContain(`/uploads/${name(taskPhoto.thumbnailUrl)}?exp=`);
  });

  it("a visit's photos: the general ones first, then the checklist's, each once", () => {
    const shot = (n: number) => ({ url: `/uploads/${n}.jpg`, thumbnailUrl: `/uploads/${n}t.jpg` });
    expect(
      visitPhotosOf(
        [shot(1), shot(2)],
        [
          { name: "Skim", photo: null },
          { name: "Photo after", photo: shot(3) },
          { name: "Same again", photo: shot(2) },
        ],
      ).map((p) => [p.url, p.task]),
    ).toEqual([
      ["/uploads/1.jpg", null],
      ["/uploads/2.jpg", null],
      ["/uploads/3.jpg", "Photo after"],
    ]);
  });

  it("won't finish with a required task undone or a photo task without its photo; a missed task needs a reason and raises an alert", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const detail = await getServiceStop(tech, created.id);
    const visit = visitFor(detail, { Pool: { pH: 7.5 } });
    const [skim, photoTask] = detail.tasks;
    const withoutPhoto = {
      ...visit,
      tasks: visit.tasks.map((t) =>
        t.id === photoTask.id ? { ...t, photo: null } : t.id === skim.id ? { ...t, done: false } : t,
      ),
    };
    const error = await recordVisit(tech, created.id, withoutPhoto, { finish: true, key: "k-000001" }).catch(
      (e) => e,
    );
    expect(error).toBeInstanceOf(RuleErrors);
    // The domain's messages are catalog keys with the task's name; in English they read as before.
    const en = translatorFor("en");
    expect(
      Object.fromEntries(
        Object.entries(error.errors as Record<string, string>).map(([k, v]) => [k, en.text(v)]),
      ),
    ).toEqual({
      [`tasks.${skim.id}`]: "“Skim surface” is required: do it, or say why it was missed.",
      [`tasks.${photoTask.id}`]: "Add the photo for “Photo after”.",
    });
    expect((await getServiceStop(ctx, created.id)).status).toBe("scheduled");

    const missed = {
      ...visit,
      tasks: visit.tasks.map((t) =>
        t.id === skim.id ? { ...t, done: false, missedReason: "Net broken" } : t,
      ),
    };
    await recordVisit(tech, created.id, missed, { finish: true, key: "k-000002" });
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.serviceStopId, created.id)));
    expect(alerts.map((a) => a.kind)).toEqual(["required task missed"]);
    expect(translatorFor("en").text(alerts[0].detail)).toContain("Net broken");
  });

  it("raises an alert per reading out of its target range, replaced (not duplicated) when re-finished", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const detail = await getServiceStop(tech, created.id);
    const visit = visitFor(detail, { Pool: { pH: 8.2, freeChlorine: 3 }, Spa: { pH: 7.0 } });
    const outcome = await recordVisit(tech, created.id, visit, { finish: true, key: "k-range-1" });
    expect(outcome.alerts).toBe(2);
    await recordVisit(ctx, created.id, visit, { finish: true, key: "k-range-2" });
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.serviceStopId, created.id)));
    const english = translatorFor("en");
    expect(alerts.map((a) => english.text(a.title)).sort()).toEqual([
      "pH high at Reed, Dana (Pool)",
      "pH low at Reed, Dana (Spa)",
    ]);
    const pool = alerts.find((a) => a.title.includes("Pool"));
    expect(english.text(pool?.detail ?? "")).toMatch(/^pH 8.2 \(target 7.2–7.8\) on /);
    expect(translatorFor("es", "es-ES").text(pool?.title ?? "")).toBe("pH: alto en Reed, Dana (Pool)");
  });

  it("judges free chlorine by CYA, as the stop screen does: FC 2 is low at CYA 60", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const detail = await getServiceStop(tech, created.id);
    await recordVisit(tech, created.id, visitFor(detail, { Pool: { freeChlorine: 2, cyanuricAcid: 60 } }), {
      finish: true,
      key: "k-fc-cya-1",
    });
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.serviceStopId, created.id)));
    expect(alerts.map((a) => translatorFor("en").text(a.title))).toContain(
      "Free chlorine low at Reed, Dana (Pool)",
    );
  });

  it("skips with a reason (idempotent by key), raising an alert; a skipped stop can't be finished", async () => {
    const { ctx, tech, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const first = await skipStop(tech, created.id, { reason: "gate locked", note: "", key: "skip-key-1" });
    expect(first.skippedNow).toBe(true);
    const again = await skipStop(tech, created.id, { reason: "gate locked", note: "", key: "skip-key-1" });
    expect(again.skippedNow).toBe(false);
    const alerts = await ctx.db
      .select()
      .from(alert)
      .where(scoped(ctx, alert, eq(alert.serviceStopId, created.id)));
    expect(alerts.map((a) => a.kind)).toEqual(["stop skipped"]);
    const detail = await getServiceStop(ctx, created.id);
    await expect(
      recordVisit(tech, created.id, visitFor(detail, {}), { finish: true, key: "k-after-skip" }),
    ).rejects.toBeInstanceOf(RuleError);
    expect(skipSchema.safeParse({ reason: "other", note: "", key: "skip-key-2" }).success).toBe(false);
  });

  it("only the assigned technician (or the office) works a stop", async () => {
    const { ctx, stopInput } = await setUp();
    const otherTech = await newTechnician(ctx);
    const created = await createServiceStop(ctx, stopInput());
    await expect(arriveAtStop(otherTech, created.id)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createServiceStop(otherTech, stopInput())).rejects.toBeInstanceOf(ForbiddenError);
    expect((await arriveAtStop(ctx, created.id)).status).toBe("in progress");
  });

  it("another company's stop is not found, for reading and for working it", async () => {
    const { ctx, stopInput } = await setUp();
    const created = await createServiceStop(ctx, stopInput());
    const other = await newCompany();
    await expect(getServiceStop(other.ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(arriveAtStop(other.ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      skipStop(other.ctx, created.id, { reason: "weather", note: "", key: "k-cross-1" }),
    ).rejects.toBeInstanceOf(NotFoundError);
    const list = await listServiceStops(
      other.ctx,
      parseListQuery(new URLSearchParams(""), {
        sorts: stopSorts,
        defaultSort: "date",
        filters: stopFilters,
      }),
    );
    expect(list.total).toBe(0);
  });

  it("lists by date range, technician, status, customer and number", async () => {
    const { ctx, tech, customer, stopInput } = await setUp();
    const a = await createServiceStop(ctx, stopInput({ serviceDate: "2026-11-02" }));
    await createServiceStop(ctx, stopInput({ serviceDate: "2026-11-20", technicianId: null }));
    const query = (search: string) =>
      listServiceStops(
        ctx,
        parseListQuery(new URLSearchParams(search), {
          sorts: stopSorts,
          defaultSort: "date",
          filters: stopFilters,
        }),
      );
    expect((await query("")).total).toBe(2);
    expect((await query("from=2026-11-01&to=2026-11-10")).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await query(`technician=${tech.memberId}`)).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await query("technician=none")).total).toBe(1);
    expect((await query("status=finished")).total).toBe(0);
    expect((await query(`customer=${customer.id}`)).total).toBe(2);
    expect((await query(`q=S-${a.number}`)).rows.map((r) => r.id)).toEqual([a.id]);
    expect((await query("q=oak")).total).toBe(2);
  });

  it("lists a customer's stops newest first, as their Service tab says", async () => {
    const { ctx, customer, stopInput } = await setUp();
    for (const serviceDate of ["2026-11-02", "2026-11-20", "2026-10-15"])
      await createServiceStop(ctx, stopInput({ serviceDate }));
    const other = await createCustomer(ctx, customerInput({ lastName: "Other" }));
    const { rows, total } = await listCustomerStops(ctx, customer.id);
    expect(total).toBe(3);
    expect(rows.map((r) => r.serviceDate)).toEqual(["2026-11-20", "2026-11-02", "2026-10-15"]);
    expect((await listCustomerStops(ctx, other.id)).total).toBe(0);
  });
});

describe("visit input", () => {
  it("reads numbers as typed in the page's locale, and names text that is not one", () => {
    const visit = (pH: string, amount: string, locale: string) =>
      visitSchema("us", locale).safeParse({
        bodies: [{ bodyOfWaterId: "b1", readings: { pH }, doses: [{ name: "Acid", amount, unit: "fl oz" }] }],
        tasks: [],
      });
    const spanish = visit("7,4", "12,5", "es-ES");
    expect(spanish.success && spanish.data.bodies[0]).toMatchObject({
      readings: { pH: 7.4 },
      doses: [{ amount: 12.5 }],
    });
    const dotted = visit("7.4", "1.000,5", "es-ES");
    expect(dotted.success && dotted.data.bodies[0]).toMatchObject({
      readings: { pH: 7.4 },
      doses: [{ amount: 1000.5 }],
    });
    // "7,4" in an English locale is refused, not read as 74 or 7.4.
    const english = visit("7,4", "2", "en-US");
    expect(english.success).toBe(false);
    const words = translatorFor("en");
    expect(english.error!.issues.map((i) => [i.path.join("."), words.text(i.message)])).toEqual([
      ["bodies.b1.pH", "Enter the pH as a number."],
    ]);
  });

  it("refuses a pH of 15, a negative amount, and unknown readings; keys errors by field", () => {
    const result = visitSchema("us").safeParse({
      bodies: [
        {
          bodyOfWaterId: "b1",
          readings: { pH: 15, temperature: 84, freeChlorine: null },
          doses: [{ name: "Acid", amount: -2, unit: "fl oz" }],
        },
      ],
      tasks: [],
    });
    expect(result.success).toBe(false);
    const t = translatorFor("en");
    const messages = Object.fromEntries(
      result.error!.issues.map((i) => [i.path.join("."), t.text(i.message)]),
    );
    expect(messages).toEqual({
      "bodies.b1.pH": "pH must be between 0 and 14.",
      "bodies.b1.doses.0": "The amount added must be more than 0.",
    });
    expect(
      visitSchema("metric").safeParse({
        bodies: [{ bodyOfWaterId: "b", readings: { temperature: 84 }, doses: [] }],
        tasks: [],
      }).success,
    ).toBe(false);
  });

  it("needs a date, customer and location to create a stop", () => {
    const result = createStopSchema.safeParse({
      customerId: "",
      serviceLocationId: "",
      serviceDate: "2026-02-30",
    });
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      "customerId",
      "serviceDate",
      "serviceLocationId",
    ]);
  });
});
