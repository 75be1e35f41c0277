/**
 * The service reports (reports:read): chemical usage and cost, technician productivity, readings compliance and
 * customer churn. The arithmetic is core/reports; decisions in ARCHITECTURE.md ("Reports").
 */
import { and, eq, gte, inArray, isNotNull, lte, sql } from "drizzle-orm";
import { convertAmount } from "~/core/operations/stock";
import { chemicalsReport, type DoseRow } from "~/core/reports/chemicals";
import { type CustomerLife, churnReport } from "~/core/reports/churn";
import { complianceReport, type VisitReadings } from "~/core/reports/compliance";
import { doseCostCents, onSiteMinutes } from "~/core/reports/costs";
import { productivityReport, type TechnicianDay } from "~/core/reports/productivity";
import { shiftMinutes } from "~/core/team/payroll";
import { bodyOfWater, customer, serviceStop, stopReading, workLog } from "~/db/schema";
import { breaksOf } from "../team/work-logs.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { effectiveTargets } from "../water/bodies.server";
import {
  companySettings,
  doseFact,
  dosesOf,
  driveLegs,
  type FinishedStop,
  finishedStops,
  memberNames,
  type Range,
} from "./facts.server";

/**
 * The range's doses as the chemicals report counts them: in the item's unit when convertible, costed at the item's
 * cost. No permission check: the report below and the accountant's export (money:read) both read it.
 */
export async function costedDoses(ctx: TenantContext, range: Range): Promise<(DoseRow & { date: string })[]> {
  const doses = await dosesOf(ctx, range);
  return doses.map((d) => {
    const inItemUnit = d.itemUnit ? convertAmount(d.amount, d.unit, d.itemUnit) : null;
    return {
      stopId: d.stopId,
      date: d.serviceDate,
      bodyOfWaterId: d.bodyOfWaterId,
      bodyName: d.bodyName,
      customerName: d.customerName,
      technicianId: d.technicianId,
      productKey: d.itemId ?? `name:${d.name}`,
      productName: d.itemName ?? d.name,
      amount: inItemUnit ?? d.amount,
      unit: inItemUnit !== null ? (d.itemUnit as string) : d.unit,
      costCents: doseCostCents(doseFact(d)),
    };
  });
}

export async function chemicalUsage(ctx: TenantContext, range: Range) {
  requirePermission(ctx, "reports:read");
  const [rows, names] = await Promise.all([costedDoses(ctx, range), memberNames(ctx)]);
  return chemicalsReport(rows, names);
}

export async function productivity(ctx: TenantContext, range: Range) {
  requirePermission(ctx, "reports:read");
  const settings = await companySettings(ctx);
  const [stops, skipped, logs, names] = await Promise.all([
    finishedStops(ctx, range),
    ctx.db
      .select({
        technicianId: serviceStop.technicianId,
        date: serviceStop.serviceDate,
        n: sql<number>`count(*)::int`,
      })
      .from(serviceStop)
      .where(
        scoped(
          ctx,
          serviceStop,
          eq(serviceStop.status, "skipped"),
          isNotNull(serviceStop.technicianId),
          gte(serviceStop.serviceDate, range.from),
          lte(serviceStop.serviceDate, range.to),
        ),
      )
      .groupBy(serviceStop.technicianId, serviceStop.serviceDate),
    ctx.db
      .select()
      .from(workLog)
      .where(
        scoped(
          ctx,
          workLog,
          isNotNull(workLog.clockOutAt),
          gte(workLog.workDate, range.from),
          lte(workLog.workDate, range.to),
        ),
      ),
    memberNames(ctx),
  ]);
  const own = stops.filter((s) => s.technicianId && !s.contractorCompanyId);
  const legs = await driveLegs(ctx, own, settings);
  const breaks = await breaksOf(
    ctx.db,
    ctx,
    logs.map((l) => l.id),
  );
  const days = new Map<string, TechnicianDay>();
  const dayOf = (technicianId: string, date: string) => {
    const key = `${technicianId}|${date}`;
    let day = days.get(key);
    if (!day) {
      day = {
        technicianId,
        date,
        finished: 0,
        skipped: 0,
        timedStops: 0,
        onSiteMinutes: 0,
        driveMeters: 0,
        driveMinutes: 0,
        clockedMinutes: null,
      };
      days.set(key, day);
    }
    return day;
  };
  const metersPerMinute = (settings.averageSpeedKmh * 1000) / 60;
  for (const s of own) {
    const day = dayOf(s.technicianId as string, s.date);
    day.finished += 1;
    if (s.arrivedAt && s.finishedAt) {
      day.timedStops += 1;
      day.onSiteMinutes += onSiteMinutes(s);
    }
    const meters = legs.get(s.id) ?? 0;
    day.driveMeters += meters;
    day.driveMinutes += meters / metersPerMinute;
  }
  for (const s of skipped) dayOf(s.technicianId as string, s.date).skipped += Number(s.n);
  for (const log of logs) {
    // Shifts count only on days the member worked stops: this is stop productivity, not payroll.
    const day = days.get(`${log.memberId}|${log.workDate}`);
    if (!day) continue;
    const worked = shiftMinutes({
      clockInAt: log.clockInAt,
      clockOutAt: log.clockOutAt,
      breaks: breaks.filter((b) => b.workLogId === log.id),
    }).workedMinutes;
    day.clockedMinutes = (day.clockedMinutes ?? 0) + worked;
  }
  return productivityReport([...days.values()], names);
}

export async function readingsCompliance(ctx: TenantContext, range: Range) {
  requirePermission(ctx, "reports:read");
  const [settings, stops, names] = await Promise.all([
    companySettings(ctx),
    finishedStops(ctx, range),
    memberNames(ctx),
  ]);
  return complianceOf(ctx, range, stops, settings, names);
}

/** Compliance of these finished visits of the range (already read by the caller: the overview reads them once). */
export async function complianceOf(
  ctx: TenantContext,
  range: Range,
  stops: readonly FinishedStop[],
  settings: Pick<Awaited<ReturnType<typeof companySettings>>, "targetDefaults">,
  names: ReadonlyMap<string, string>,
) {
  const readings = await ctx.db
    .select({
      stopId: stopReading.serviceStopId,
      bodyOfWaterId: stopReading.bodyOfWaterId,
      reading: stopReading.reading,
      value: stopReading.value,
    })
    .from(stopReading)
    .innerJoin(serviceStop, eq(serviceStop.id, stopReading.serviceStopId))
    .where(
      scoped(
        ctx,
        stopReading,
        eq(serviceStop.companyId, ctx.companyId),
        eq(serviceStop.status, "finished"),
        gte(serviceStop.serviceDate, range.from),
        lte(serviceStop.serviceDate, range.to),
      ),
    );
  const bodyIds = [...new Set(readings.map((r) => r.bodyOfWaterId))];
  const bodies = bodyIds.length
    ? await ctx.db
        .select({
          id: bodyOfWater.id,
          sanitizer: bodyOfWater.sanitizer,
          surface: bodyOfWater.surface,
          targetOverrides: bodyOfWater.targetOverrides,
        })
        .from(bodyOfWater)
        .where(scoped(ctx, bodyOfWater, inArray(bodyOfWater.id, bodyIds)))
    : [];
  const targets = new Map(bodies.map((b) => [b.id, effectiveTargets(b, settings.targetDefaults)]));
  const bodyById = new Map(bodies.map((b) => [b.id, b]));
  const byStop = new Map<string, typeof readings>();
  for (const r of readings) {
    const bucket = byStop.get(r.stopId);
    if (bucket) bucket.push(r);
    else byStop.set(r.stopId, [r]);
  }
  const visits: VisitReadings[] = stops.map((s) => {
    const own = byStop.get(s.id) ?? [];
    const perBody = new Map<string, typeof own>();
    for (const r of own) {
      const bucket = perBody.get(r.bodyOfWaterId);
      if (bucket) bucket.push(r);
      else perBody.set(r.bodyOfWaterId, [r]);
    }
    return {
      stopId: s.id,
      technicianId: s.contractorCompanyId ? null : s.technicianId,
      bodies: [...perBody].map(([bodyId, list]) => ({
        targets: targets.get(bodyId) ?? {},
        sanitizer: bodyById.get(bodyId)?.sanitizer,
        surface: bodyById.get(bodyId)?.surface,
        readings: list.map((r) => ({ reading: r.reading, value: r.value })),
      })),
      units: ctx.units,
    };
  });
  return complianceReport(visits, names);
}

export async function customerChurn(ctx: TenantContext, range: Range) {
  requirePermission(ctx, "reports:read");
  const local = (column: unknown) =>
    sql<string>`to_char((${column} at time zone ${ctx.timeZone})::date, 'YYYY-MM-DD')`;
  const rows = await ctx.db
    .select({
      id: customer.id,
      name: customer.displayName,
      status: customer.status,
      createdOn: local(customer.createdAt),
      archivedOn: sql<
        string | null
      >`case when ${customer.archivedAt} is null then null else ${local(customer.archivedAt)} end`,
      inactiveOn: sql<
        string | null
      >`case when ${customer.status} = 'inactive' then ${local(customer.updatedAt)} end`,
    })
    .from(customer)
    .where(
      and(
        scoped(ctx, customer),
        sql`(${customer.createdAt} at time zone ${ctx.timeZone})::date <= ${range.to}::date`,
      ),
    );
  return churnReport(rows as CustomerLife[], range);
}
