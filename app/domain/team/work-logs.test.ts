import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { workLog } from "~/db/schema";
import { customerInput, locationInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import { arriveAtStop } from "../service/stop-visit.server";
import {
  addWorkLogBreak,
  approveWorkLog,
  editWorkLogTimes,
  removeWorkLogBreak,
  unapproveWorkLog,
} from "./work-log-edits.server";
import { addBreakSchema, clockSchema, editTimesSchema } from "./work-log-schemas";
import {
  clockIn,
  clockOut,
  currentShift,
  endBreak,
  getWorkLog,
  listWorkLogs,
  startBreak,
} from "./work-logs.server";

// Companies default to America/Los_Angeles: 16:00Z is 8:00 AM there in November.
const t = (hhmm: string, day = "2026-11-16") => new Date(`${day}T${hhmm}:00Z`);
const week = { start: "2026-11-16", end: "2026-11-22" };
const now = t("23:59", "2026-11-20");

async function rule(promise: Promise<unknown>) {
  const error = await promise.then(
    () => null,
    (e) => e,
  );
  expect(error).toBeInstanceOf(RuleError);
  return error as RuleError;
}

/** A technician's shift on Monday: 8:00–16:30 local with lunch 12:00–12:30 and a paid break 10:00–10:10. */
async function shift(tech: Awaited<ReturnType<typeof newTechnician>>, day = "2026-11-16") {
  await clockIn(tech, { latitude: 34.05, longitude: -118.25 }, t("16:00", day));
  await startBreak(tech, "break", t("18:00", day));
  await endBreak(tech, t("18:10", day));
  await startBreak(tech, "lunch", t("20:00", day));
  await endBreak(tech, t("20:30", day));
  return clockOut(tech, null, t("00:30", nextDay(day)));
}
const nextDay = (d: string) => new Date(Date.parse(`${d}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

describe("the clock", () => {
  it("clocks in and out with lunch unpaid and a short break paid, storing the location only when given", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    expect(await currentShift(tech)).toBeNull();
    const log = await shift(tech);
    expect(log.workDate).toBe("2026-11-16");
    expect(log.clockInLatitude).toBe(34.05);
    expect(log.clockOutLatitude).toBeNull();
    const detail = await getWorkLog(tech, log.id, now);
    expect(detail.breaks.map((b) => [b.kind, b.paid])).toEqual([
      ["break", true],
      ["lunch", false],
    ]);
    expect(detail.minutes).toEqual({
      totalMinutes: 510,
      paidBreakMinutes: 10,
      unpaidBreakMinutes: 30,
      workedMinutes: 480,
    });
  });

  it("refuses clocking in twice, a second break while one runs, and a break or clock-out when off the clock", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    expect((await rule(clockOut(tech, null, t("16:00")))).message).toBe("You are not on the clock.");
    expect((await rule(startBreak(tech, "lunch", t("16:00")))).message).toBe("Clock in first.");
    await clockIn(tech, null, t("16:00"));
    const twice = await rule(clockIn(tech, null, t("16:05")));
    expect(twice.field).toBe("clock");
    expect(twice.message).toMatch(/already on the clock since Nov 16, 8:00/);
    await startBreak(tech, "lunch", t("20:00"));
    expect((await rule(startBreak(tech, "break", t("20:05")))).message).toMatch(/lunch is still running/);
    // Clocking out ends the running lunch.
    const out = await clockOut(tech, null, t("21:00"));
    const detail = await getWorkLog(tech, out.id, now);
    expect(detail.breaks[0].endAt?.toISOString()).toBe(t("21:00").toISOString());
    expect(detail.minutes.workedMinutes).toBe(240);
    expect((await rule(endBreak(tech, t("21:05")))).message).toBe("You are not on the clock.");
  });

  it("the partial unique index keeps one open shift even when the check is bypassed", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await clockIn(tech, null, t("16:00"));
    await expect(
      ctx.db.insert(workLog).values({
        companyId: ctx.companyId,
        memberId: tech.memberId,
        workDate: "2026-11-16",
        clockInAt: t("17:00"),
      }),
    ).rejects.toThrow();
  });

  it("takes a location only with both coordinates on the map", () => {
    expect(clockSchema.parse({ latitude: "34.1", longitude: "-118.2" })).toEqual({
      latitude: 34.1,
      longitude: -118.2,
    });
    expect(clockSchema.parse({})).toBeNull();
    expect(clockSchema.parse({ latitude: "34.1", longitude: "" })).toBeNull();
    expect(clockSchema.safeParse({ latitude: "134", longitude: "0" }).success).toBe(false);
  });
});

describe("reading work logs", () => {
  it("a technician sees only their own logs; the owner sees everyone's with totals", async () => {
    const { ctx } = await newCompany();
    const tomas = await newTechnician(ctx);
    const ana = await newTechnician(ctx);
    const mine = await shift(tomas);
    const hers = await shift(ana, "2026-11-17");
    await clockIn(ana, null, t("16:00", "2026-11-18"));

    const own = await listWorkLogs(tomas, week, {}, now);
    expect(own.logs.map((l) => l.id)).toEqual([mine.id]);
    expect(own.everyone).toBe(false);
    await expect(listWorkLogs(tomas, week, { memberId: ana.memberId }, now)).rejects.toBeInstanceOf(
      ForbiddenError,
    );
    await expect(getWorkLog(tomas, hers.id)).rejects.toBeInstanceOf(ForbiddenError);

    const all = await listWorkLogs(ctx, week, {}, now);
    expect(all.logs).toHaveLength(3);
    const anaTotals = all.totals.find((p) => p.memberId === ana.memberId);
    // The running shift is listed but not added up.
    expect(anaTotals).toMatchObject({ minutes: 480, shifts: 2, open: 1, approved: 0 });
    expect((await listWorkLogs(ctx, week, { memberId: tomas.memberId }, now)).logs).toHaveLength(1);
    expect((await listWorkLogs(ctx, { start: "2026-11-23", end: "2026-11-29" }, {}, now)).logs).toHaveLength(
      0,
    );
  });

  it("shows the member's stops of the work date against the clock", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const customer = await createCustomer(ctx, customerInput());
    const location = await createLocation(ctx, customer.id, locationInput());
    const stop = await createServiceStop(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      serviceDate: "2026-11-16",
      estimatedMinutes: null,
      description: "",
    });
    await arriveAtStop(tech, stop.id, t("17:00"));
    const log = await shift(tech);
    const detail = await getWorkLog(ctx, log.id, now);
    expect(detail.stops).toHaveLength(1);
    expect(detail.stops[0]).toMatchObject({ number: stop.number, status: "in progress" });
    expect(detail.stops[0].arrivedAt?.toISOString()).toBe(t("17:00").toISOString());
  });

  it("another company's work log is not found, on read and write", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const log = await shift(tech);
    const other = await newCompany("Other");
    await expect(getWorkLog(other.ctx, log.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(approveWorkLog(other.ctx, log.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(
      editWorkLogTimes(
        other.ctx,
        log.id,
        { clockInAt: "2026-11-16T07:00", clockOutAt: "2026-11-16T16:00", reason: "x x x" },
        now,
      ),
    ).rejects.toBeInstanceOf(NotFoundError);
    expect((await listWorkLogs(other.ctx, week, {}, now)).logs).toHaveLength(0);
  });
});

describe("office edits and approval", () => {
  it("edits times with a reason, records who/when/what from → to, and moves the work date", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const log = await shift(tech);
    await expect(
      editWorkLogTimes(
        tech,
        log.id,
        { clockInAt: "2026-11-16T07:30", clockOutAt: "2026-11-16T16:30", reason: "Came early" },
        now,
      ),
    ).rejects.toBeInstanceOf(ForbiddenError);
    const updated = await editWorkLogTimes(
      ctx,
      log.id,
      {
        clockInAt: "2026-11-16T07:30",
        clockOutAt: "2026-11-16T16:30",
        reason: "Came early, forgot to clock in",
      },
      now,
    );
    expect(updated.clockInAt.toISOString()).toBe(t("15:30").toISOString());
    const detail = await getWorkLog(ctx, log.id, now);
    expect(detail.minutes.workedMinutes).toBe(510);
    expect(detail.edits).toHaveLength(1);
    expect(detail.edits[0]).toMatchObject({
      editorName: "Olga Owner",
      reason: "Came early, forgot to clock in",
      changes: [{ field: "clock in", from: "Nov 16, 8:00 AM", to: "Nov 16, 7:30 AM" }],
    });
    expect(
      (
        await rule(
          editWorkLogTimes(
            ctx,
            log.id,
            { clockInAt: "2026-11-16T07:30", clockOutAt: "2026-11-16T16:30", reason: "again" },
            now,
          ),
        )
      ).message,
    ).toMatch(/Nothing changed/);
  });

  it("refuses clock-out before clock-in, overlapping shifts and breaks outside the shift; nothing is saved", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const monday = await shift(tech);
    const tuesday = await shift(tech, "2026-11-17");
    const edit = (clockInAt: string, clockOutAt: string) =>
      editWorkLogTimes(ctx, tuesday.id, { clockInAt, clockOutAt, reason: "fix times" }, now);

    expect(
      editTimesSchema.safeParse({
        clockInAt: "2026-11-17T09:00",
        clockOutAt: "2026-11-17T08:00",
        reason: "fix",
      }).error?.issues[0],
    ).toMatchObject({
      path: ["clockOutAt"],
      message: "office.workLogForm.outAfterIn",
    });
    expect(translatorFor("en")("office.workLogForm.outAfterIn")).toBe("Clock-out must be after clock-in.");
    expect((await rule(edit("2026-11-17T09:00", "2026-11-17T08:00"))).field).toBe("clockOutAt");
    const overlap = await rule(edit("2026-11-16T16:00", "2026-11-17T16:00"));
    expect(overlap.field).toBe("clockInAt");
    expect(overlap.message).toMatch(/overlaps another shift/);
    const outside = await rule(edit("2026-11-17T12:15", "2026-11-17T16:30"));
    expect(outside.message).toMatch(/break 10:00 AM – 10:10 AM would fall outside the shift/);
    expect((await rule(edit("2026-11-17T08:00", "2026-11-25T08:00"))).message).toMatch(/future|24 hours/);

    const breakOutside = await rule(
      addWorkLogBreak(
        ctx,
        monday.id,
        { kind: "break", startAt: "2026-11-16T17:00", endAt: "2026-11-16T17:15", reason: "forgot" },
        now,
      ),
    );
    expect(breakOutside.field).toBe("endAt");
    expect(breakOutside.message).toMatch(/inside the shift \(8:00 AM – 4:30 PM\)/);
    const clash = await rule(
      addWorkLogBreak(
        ctx,
        monday.id,
        { kind: "break", startAt: "2026-11-16T12:15", endAt: "2026-11-16T12:45", reason: "forgot" },
        now,
      ),
    );
    expect(clash.message).toMatch(/overlaps the lunch/);
    expect(
      addBreakSchema.safeParse({
        kind: "lunch",
        startAt: "2026-11-16T12:00",
        endAt: "2026-11-16T12:00",
        reason: "x",
      }).success,
    ).toBe(false);

    const detail = await getWorkLog(ctx, tuesday.id, now);
    expect(detail.edits).toHaveLength(0);
    expect(detail.log.clockInAt.toISOString()).toBe(t("16:00", "2026-11-17").toISOString());
    expect((await getWorkLog(ctx, monday.id, now)).breaks).toHaveLength(2);
  });

  it("adds and removes breaks with a reason, each recorded", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const log = await shift(tech);
    await addWorkLogBreak(
      ctx,
      log.id,
      {
        kind: "break",
        startAt: "2026-11-16T14:00",
        endAt: "2026-11-16T14:15",
        reason: "Afternoon break not recorded",
      },
      now,
    );
    const lunch = (await getWorkLog(ctx, log.id, now)).breaks.find((b) => b.kind === "lunch")!;
    await removeWorkLogBreak(ctx, log.id, lunch.id, "Worked through lunch");
    const detail = await getWorkLog(ctx, log.id, now);
    expect(detail.breaks.map((b) => b.kind)).toEqual(["break", "break"]);
    expect(detail.minutes.workedMinutes).toBe(510);
    expect(detail.edits.map((e) => [e.reason, e.changes[0]])).toEqual([
      ["Worked through lunch", { field: "Lunch (unpaid) removed", from: "12:00 PM – 12:30 PM", to: null }],
      [
        "Afternoon break not recorded",
        { field: "Short break (paid) added", from: null, to: "2:00 PM – 2:15 PM" },
      ],
    ]);
    const otherLog = await shift(tech, "2026-11-17");
    await expect(removeWorkLogBreak(ctx, otherLog.id, lunch.id, "wrong log")).rejects.toBeInstanceOf(
      NotFoundError,
    );
  });

  it("approval locks the log until it is un-approved; a running shift can't be approved", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const log = await shift(tech);
    await expect(approveWorkLog(tech, log.id)).rejects.toBeInstanceOf(ForbiddenError);
    await approveWorkLog(ctx, log.id, now);
    const locked = await rule(
      editWorkLogTimes(
        ctx,
        log.id,
        { clockInAt: "2026-11-16T07:00", clockOutAt: "2026-11-16T16:30", reason: "late fix" },
        now,
      ),
    );
    expect(locked.message).toMatch(/approved and locked/);
    await rule(
      addWorkLogBreak(
        ctx,
        log.id,
        { kind: "lunch", startAt: "2026-11-16T13:00", endAt: "2026-11-16T13:10", reason: "x y z" },
        now,
      ),
    );
    expect((await rule(approveWorkLog(ctx, log.id, now))).message).toMatch(/approved and locked/);
    const approved = await getWorkLog(ctx, log.id, now);
    expect(approved).toMatchObject({ approvedByName: "Olga Owner", log: { status: "approved" } });

    await unapproveWorkLog(ctx, log.id, "Hours disputed", now);
    await editWorkLogTimes(
      ctx,
      log.id,
      { clockInAt: "2026-11-16T07:00", clockOutAt: "2026-11-16T16:30", reason: "late fix" },
      now,
    );
    const detail = await getWorkLog(ctx, log.id, now);
    expect(detail.edits.map((e) => e.changes[0].field)).toEqual(["clock in", "status", "status"]);

    await clockIn(tech, null, t("16:00", "2026-11-18"));
    const running = (await currentShift(tech))!.log;
    expect((await rule(approveWorkLog(ctx, running.id, now))).message).toMatch(/still running/);
  });
});

describe("minute precision", () => {
  it("keeps the seconds of a time the office left as shown, so a break at the very end stays inside", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await clockIn(tech, null, new Date("2026-11-16T16:00:40Z"));
    await startBreak(tech, "lunch", new Date("2026-11-16T16:05:10Z"));
    await endBreak(tech, new Date("2026-11-16T16:05:20Z"));
    const log = await clockOut(tech, null, new Date("2026-11-16T16:05:30Z"));
    // Shown as 8:00 → 8:05; only clock-in moves.
    const updated = await editWorkLogTimes(
      ctx,
      log.id,
      { clockInAt: "2026-11-16T06:00", clockOutAt: "2026-11-16T08:05", reason: "Forgot to clock in" },
      now,
    );
    expect(updated.clockOutAt?.toISOString()).toBe("2026-11-16T16:05:30.000Z");
    expect(updated.clockInAt.toISOString()).toBe("2026-11-16T14:00:00.000Z");
  });
});
