import Papa from "papaparse";
import { describe, expect, it } from "vitest";
import { laborContract, laborCost, memberRate } from "~/db/schema";
import { customerInput, locationInput, newCompany, newTechnician } from "../../../tests/db/factories";
import { advanceStop, makeJob } from "../../../tests/db/work-factories";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createServiceStop } from "../service/schedule-stop.server";
import type { TenantContext } from "../tenant.server";
import { exportPayrollCsv, payrollSummary } from "./payroll.server";
import { clockIn, clockOut, endBreak, startBreak } from "./work-logs.server";

// Companies default to America/Los_Angeles (UTC−8 in November).
const t = (iso: string) => new Date(`${iso}:00Z`);
const week = { kind: "weekly" as const, start: "2026-11-16", end: "2026-11-22" };

async function setUp() {
  const { ctx } = await newCompany();
  const tech = await newTechnician(ctx);
  const customer = await createCustomer(ctx, customerInput());
  const location = await createLocation(ctx, customer.id, locationInput());
  const rate = (kind: "hour" | "stop" | "job", amountCents: number, effectiveOn: string) =>
    ctx.db
      .insert(memberRate)
      .values({ companyId: ctx.companyId, memberId: tech.memberId, kind, amountCents, effectiveOn });
  const stop = async (serviceDate: string, status: "finished" | "scheduled" = "finished") => {
    const s = await createServiceStop(ctx, {
      customerId: customer.id,
      serviceLocationId: location.id,
      technicianId: tech.memberId,
      taskGroupId: null,
      serviceDate,
      estimatedMinutes: null,
      description: "",
    });
    if (status === "finished")
      await advanceStop(ctx, s.id, "finished", { at: new Date(`${serviceDate}T15:00:00Z`) });
    return s;
  };
  return { ctx, tech, customer, rate, stop };
}

async function shift(tech: TenantContext, from: string, to: string, lunch?: [string, string]) {
  await clockIn(tech, null, t(from));
  if (lunch) {
    await startBreak(tech, "lunch", t(lunch[0]));
    await endBreak(tech, t(lunch[1]));
  }
  await clockOut(tech, null, t(to));
}

describe("payroll summary", () => {
  it("pays hours less lunch at each day's rate, finished stops, finished jobs and contract labor", async () => {
    const { ctx, tech, customer, rate, stop } = await setUp();
    await rate("hour", 2000, "2026-01-01");
    await rate("hour", 2250, "2026-11-18"); // a raise mid-period
    await rate("stop", 450, "2026-01-01");
    await rate("job", 7500, "2026-01-01");
    // Mon 8:00–16:30 with 30 min lunch = 480 min at $20; Wed 8:00–12:10 = 250 min at $22.50.
    await shift(tech, "2026-11-16T16:00", "2026-11-17T00:30", ["2026-11-16T20:00", "2026-11-16T20:30"]);
    await shift(tech, "2026-11-18T16:00", "2026-11-18T20:10");
    // Overnight Sunday 22:00 → Monday 02:00 local counts on Sunday 22nd (in the period): 240 min at $22.50.
    await shift(tech, "2026-11-23T06:00", "2026-11-23T10:00");
    // Outside the period.
    await shift(tech, "2026-11-24T16:00", "2026-11-24T20:00");

    await stop("2026-11-16");
    await stop("2026-11-17");
    await stop("2026-11-18", "scheduled");
    await stop("2026-11-23");
    // A stop done under a labor contract given to the member is paid through the contract.
    const contracted = await stop("2026-11-19");
    const [contract] = await ctx.db
      .insert(laborContract)
      .values({
        companyId: ctx.companyId,
        number: 1,
        kind: "recurring",
        receiverMemberId: tech.memberId,
        rateCents: 3500,
        rateUnit: "stop",
        status: "accepted",
      })
      .returning();
    await ctx.db.insert(laborCost).values({
      companyId: ctx.companyId,
      contractId: contract.id,
      serviceStopId: contracted.id,
      amountCents: 3500,
      recordedAt: t("2026-11-19T22:00"),
    });

    // A job finished in the period by the technician's visit; one finished the week after; one the owner did. A job's
    // visit is paid with the job (per-job rate), not again as a stop: the technician's finished stops stay 2.
    const finishJob = (worker: TenantContext, finishedAt: string, visitDate: string) =>
      makeJob(ctx, {
        customerId: customer.id,
        stage: "finished",
        technicianId: worker.memberId,
        worker,
        visitDate,
        at: t(finishedAt),
      });
    await finishJob(tech, "2026-11-20T23:00", "2026-11-20");
    // Finished Sunday 23:30 local = Monday 07:30Z: still in the period.
    await finishJob(tech, "2026-11-23T07:30", "2026-11-22");
    await finishJob(tech, "2026-11-23T09:00", "2026-11-23");
    await finishJob(ctx, "2026-11-20T23:00", "2026-11-20");

    const { rows, totals } = await payrollSummary(ctx, week);
    const row = rows.find((r) => r.memberId === tech.memberId)!;
    expect(row).toMatchObject({
      shifts: 3,
      notApproved: 3,
      stillOpen: 0,
      workedMinutes: 970,
      stops: 2,
      jobs: 2,
      // 480 × 2000 / 60 = 16000; (250 + 240) × 2250 / 60 = 18375.
      hourCents: 34375,
      stopCents: 900,
      jobCents: 15000,
      contractCents: 3500,
      totalCents: 53775,
      missingRates: [],
    });
    expect(
      row.lines.filter((l) => l.kind === "hour").map((l) => [l.quantity, l.rateCents, l.amountCents]),
    ).toEqual([
      [480, 2000, 16000],
      [490, 2250, 18375],
    ]);
    const owner = rows.find((r) => r.memberId === ctx.memberId)!;
    expect(owner).toMatchObject({ jobs: 1, jobCents: 0, missingRates: ["job"] });
    expect(totals.totalCents).toBe(53775);

    const csv = await exportPayrollCsv(ctx, week);
    expect(csv.filename).toBe("payroll-2026-11-16-to-2026-11-22.csv");
    const parsed = Papa.parse<Record<string, string>>(csv.csv, { header: true, skipEmptyLines: true });
    // Both people are called Olga Owner in the factories; the technician is the one with stops.
    const line = parsed.data.find((r) => r["Finished stops"] === "2")!;
    expect(line.Member).toBe(row.name);
    expect(line).toMatchObject({
      "Hours worked": "16.17",
      "Hourly pay": "343.75",
      "Finished stops": "2",
      "Stop pay": "9.00",
      "Finished jobs": "2",
      "Job pay": "150.00",
      "Contract labor": "35.00",
      Total: "537.75",
      Currency: "USD",
    });
  });

  it("leaves running shifts out and reports them; needs team:read; other companies see nothing", async () => {
    const { ctx, tech, rate } = await setUp();
    await rate("hour", 2000, "2026-01-01");
    await clockIn(tech, null, t("2026-11-20T16:00"));
    const { rows } = await payrollSummary(ctx, week);
    expect(rows.find((r) => r.memberId === tech.memberId)).toMatchObject({
      stillOpen: 1,
      shifts: 0,
      totalCents: 0,
    });
    await expect(payrollSummary(tech, week)).rejects.toBeInstanceOf(ForbiddenError);
    const other = await newCompany("Other");
    expect((await payrollSummary(other.ctx, week)).rows).toEqual([]);
  });
});
