/**
 * The payroll summary of a pay period (team:read): per member the hours worked (unpaid lunch excluded) at the hourly
 * rate of each day, finished stops × per-stop rate, finished jobs × per-job rate and contract labor; arithmetic in
 * `core/team/payroll.ts`. A stop that carries labor cost under a contract is paid through the contract, not again
 * per stop. Shifts still running are not counted (and are reported).
 */
import { and, asc, eq, gte, isNotNull, isNull, lte, sql } from "drizzle-orm";
import { toCsv } from "~/core/import/csv";
import { centsToDecimal } from "~/core/money/rounding";
import { formatPeriod, type PayPeriod } from "~/core/team/pay-period";
import { type MemberPay, memberPay, minutesToHours, shiftMinutes } from "~/core/team/payroll";
import {
  companyMember,
  job,
  jobHistory,
  laborContract,
  laborCost,
  memberRate,
  serviceStop,
  user,
  workLog,
} from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { breaksOf } from "./work-logs.server";

export interface PayrollRow extends MemberPay {
  memberId: string;
  name: string;
  workerType: string;
  shifts: number;
  notApproved: number;
  stillOpen: number;
}

const localDate = (ctx: TenantContext, column: unknown) =>
  sql<string>`to_char((${column} at time zone ${ctx.timeZone})::date, 'YYYY-MM-DD')`;

export async function payrollSummary(ctx: TenantContext, period: Pick<PayPeriod, "start" | "end">) {
  requirePermission(ctx, "team:read");
  const inRange = (column: unknown) =>
    and(
      sql`(${column} at time zone ${ctx.timeZone})::date >= ${period.start}::date`,
      sql`(${column} at time zone ${ctx.timeZone})::date <= ${period.end}::date`,
    );

  const [members, logs, rates, stops, finishes, labor] = await Promise.all([
    ctx.db
      .select({
        memberId: companyMember.id,
        name: user.name,
        status: companyMember.status,
        workerType: companyMember.workerType,
      })
      .from(companyMember)
      .innerJoin(user, eq(user.id, companyMember.userId))
      .where(scoped(ctx, companyMember))
      .orderBy(asc(user.name)),
    ctx.db
      .select()
      .from(workLog)
      .where(scoped(ctx, workLog, gte(workLog.workDate, period.start), lte(workLog.workDate, period.end))),
    ctx.db
      .select({
        memberId: memberRate.memberId,
        kind: memberRate.kind,
        amountCents: memberRate.amountCents,
        effectiveOn: memberRate.effectiveOn,
      })
      .from(memberRate)
      .where(scoped(ctx, memberRate, lte(memberRate.effectiveOn, period.end))),
    ctx.db
      .select({ memberId: serviceStop.technicianId, date: serviceStop.serviceDate })
      .from(serviceStop)
      .leftJoin(laborCost, eq(laborCost.serviceStopId, serviceStop.id))
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.status, "finished"),
          isNotNull(serviceStop.technicianId),
          // A job's visit is paid with its job (per-job rate), not a second time as a stop.
          isNull(serviceStop.jobId),
          gte(serviceStop.serviceDate, period.start),
          lte(serviceStop.serviceDate, period.end),
          isNull(laborCost.id),
        ),
      ),
    // A job counts when its operation status became finished in the period (once, even if finished again).
    ctx.db
      .select({
        jobId: job.id,
        assigned: job.assignedTechnicianIds,
        date: sql<string>`min(${localDate(ctx, jobHistory.at)})`,
      })
      .from(jobHistory)
      .innerJoin(job, eq(job.id, jobHistory.jobId))
      .where(
        scoped(
          ctx,
          jobHistory,
          eq(job.companyId, ctx.companyId),
          sql`${jobHistory.changes} @> '[{"field":"operation status","to":"finished"}]'::jsonb`,
          inRange(jobHistory.at),
        ),
      )
      .groupBy(job.id, job.assignedTechnicianIds),
    ctx.db
      .select({ memberId: laborContract.receiverMemberId, amountCents: laborCost.amountCents })
      .from(laborCost)
      .innerJoin(laborContract, eq(laborContract.id, laborCost.contractId))
      .where(
        scoped(
          ctx,
          laborCost,
          eq(laborContract.companyId, ctx.companyId),
          isNotNull(laborContract.receiverMemberId),
          inRange(laborCost.recordedAt),
        ),
      ),
  ]);

  const breaks = await breaksOf(
    ctx.db,
    ctx,
    logs.map((l) => l.id),
  );
  const rows: PayrollRow[] = [];
  for (const m of members) {
    const own = logs.filter((l) => l.memberId === m.memberId);
    const closed = own.filter((l) => l.clockOutAt);
    const pay = memberPay({
      shifts: closed.map((l) => ({
        workDate: l.workDate,
        workedMinutes: shiftMinutes({
          clockInAt: l.clockInAt,
          clockOutAt: l.clockOutAt,
          breaks: breaks.filter((b) => b.workLogId === l.id),
        }).workedMinutes,
      })),
      stops: stops.filter((s) => s.memberId === m.memberId),
      jobs: finishes.filter((f) => f.assigned.includes(m.memberId)).map((f) => ({ date: f.date })),
      contractLabor: labor.filter((c) => c.memberId === m.memberId),
      rates: rates.filter((r) => r.memberId === m.memberId),
    });
    const anything = own.length > 0 || pay.stops > 0 || pay.jobs > 0 || pay.contractCents > 0;
    if (!anything) continue;
    rows.push({
      ...pay,
      memberId: m.memberId,
      name: m.name,
      workerType: m.workerType,
      shifts: closed.length,
      notApproved: closed.filter((l) => l.status !== "approved").length,
      stillOpen: own.length - closed.length,
    });
  }
  const total = (
    key:
      | "workedMinutes"
      | "stops"
      | "jobs"
      | "hourCents"
      | "stopCents"
      | "jobCents"
      | "contractCents"
      | "totalCents",
  ) => rows.reduce((a, r) => a + r[key], 0);
  return {
    rows,
    totals: {
      workedMinutes: total("workedMinutes"),
      stops: total("stops"),
      jobs: total("jobs"),
      hourCents: total("hourCents"),
      stopCents: total("stopCents"),
      jobCents: total("jobCents"),
      contractCents: total("contractCents"),
      totalCents: total("totalCents"),
    },
  };
}

export const payrollCsvHeaders = [
  "Member",
  "Worker type",
  "Period start",
  "Period end",
  "Shifts",
  "Not approved",
  "Hours worked",
  "Hourly pay",
  "Finished stops",
  "Stop pay",
  "Finished jobs",
  "Job pay",
  "Contract labor",
  "Total",
  "Currency",
  "Missing rates",
] as const;

/** The summary as CSV: one line per member, hours as decimals, money as plain decimals in the company's currency. */
export async function exportPayrollCsv(ctx: TenantContext, period: PayPeriod) {
  const { rows } = await payrollSummary(ctx, period);
  return {
    filename: `payroll-${period.start}-to-${period.end}.csv`,
    title: formatPeriod(period),
    csv: toCsv(
      payrollCsvHeaders,
      rows.map((r) => [
        r.name,
        r.workerType,
        period.start,
        period.end,
        r.shifts,
        r.notApproved,
        minutesToHours(r.workedMinutes),
        centsToDecimal(r.hourCents),
        r.stops,
        centsToDecimal(r.stopCents),
        r.jobs,
        centsToDecimal(r.jobCents),
        centsToDecimal(r.contractCents),
        centsToDecimal(r.totalCents),
        ctx.currency,
        r.missingRates.join(" "),
      ]),
    ),
  };
}
