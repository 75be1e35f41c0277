/**
 * The facts the reports are computed from, read once per report for a date range: finished visits with their
 * costs (chemicals at cost, labor, drive), doses, technicians' names, invoiced and collected money per customer.
 * Every query is scoped to the tenant; sums are taken in SQL where they need no unit conversion.
 */
import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import {
  type DoseFact,
  dayLegs,
  doseCostCents,
  driveCostCents,
  type LatLng,
  onSiteMinutes,
  stopLaborCents,
} from "~/core/reports/costs";
import type { VisitCost } from "~/core/reports/profit";
import type { Rate } from "~/core/team/payroll";
import {
  bodyOfWater,
  company,
  companyMember,
  customer,
  type InvoiceStatus,
  invoice,
  item,
  laborCost,
  memberRate,
  payment,
  serviceLocation,
  serviceStop,
  stopDose,
  user,
} from "~/db/schema";
import { NotFoundError } from "../errors";
import { scoped, type TenantContext } from "../tenant.server";

export interface Range {
  from: string;
  to: string;
}

/** Invoices that count as revenue: sent and kept (open, paid, written off); drafts and void ones don't. */
export const revenueStatuses: InvoiceStatus[] = ["open", "paid", "uncollectible"];

/** Stops finished on a day of the period: the visits every service report (and the accountant's doses) counts. */
export const finishedIn = (range: Range) => [
  eq(serviceStop.status, "finished"),
  gte(serviceStop.serviceDate, range.from),
  lte(serviceStop.serviceDate, range.to),
];

export async function companySettings(ctx: TenantContext) {
  const [c] = await ctx.db
    .select({
      vehicleCostCentsPerMile: company.vehicleCostCentsPerMile,
      roadFactor: company.roadFactor,
      averageSpeedKmh: company.averageSpeedKmh,
      shopLatitude: company.shopLatitude,
      shopLongitude: company.shopLongitude,
      targetDefaults: company.targetDefaults,
    })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  if (!c) throw new NotFoundError("Company");
  return c;
}

/** Every member's name (past members too: their old visits still count). */
export async function memberNames(ctx: TenantContext) {
  const rows = await ctx.db
    .select({ id: companyMember.id, name: user.name })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember));
  return new Map(rows.map((r) => [r.id, r.name]));
}

/** The finished visits of the range (the company's own; stops done for another company are that company's). */
export async function finishedStops(ctx: TenantContext, range: Range) {
  return ctx.db
    .select({
      id: serviceStop.id,
      customerId: serviceStop.customerId,
      technicianId: serviceStop.technicianId,
      contractorCompanyId: serviceStop.contractorCompanyId,
      date: serviceStop.serviceDate,
      routePosition: serviceStop.routePosition,
      arrivedAt: serviceStop.arrivedAt,
      finishedAt: serviceStop.finishedAt,
      durationMinutes: serviceStop.durationMinutes,
      lat: serviceLocation.latitude,
      lng: serviceLocation.longitude,
    })
    .from(serviceStop)
    .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
    .where(scoped(ctx, serviceStop, ...finishedIn(range)));
}
export type FinishedStop = Awaited<ReturnType<typeof finishedStops>>[number];

/** The doses of the range's finished visits with their item's unit and cost, and the body of water they went in. */
export async function dosesOf(ctx: TenantContext, range: Range) {
  return ctx.db
    .select({
      stopId: stopDose.serviceStopId,
      serviceDate: serviceStop.serviceDate,
      technicianId: serviceStop.technicianId,
      bodyOfWaterId: stopDose.bodyOfWaterId,
      bodyName: bodyOfWater.name,
      customerName: customer.displayName,
      itemId: stopDose.itemId,
      name: stopDose.name,
      itemName: item.name,
      amount: stopDose.amount,
      unit: stopDose.unit,
      itemUnit: item.unit,
      itemCostCents: item.costCents,
    })
    .from(stopDose)
    .innerJoin(serviceStop, eq(serviceStop.id, stopDose.serviceStopId))
    .innerJoin(bodyOfWater, eq(bodyOfWater.id, stopDose.bodyOfWaterId))
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .leftJoin(item, and(eq(item.id, stopDose.itemId), eq(item.companyId, stopDose.companyId)))
    .where(scoped(ctx, stopDose, eq(serviceStop.companyId, ctx.companyId), ...finishedIn(range)));
}
export type DoseFactRow = Awaited<ReturnType<typeof dosesOf>>[number];

export const doseFact = (d: DoseFactRow): DoseFact => ({
  amount: d.amount,
  unit: d.unit,
  itemUnit: d.itemUnit,
  itemCostCents: d.itemCostCents,
});

/** Where each technician's day starts and ends: home or the shop, as routing plans it (their current setting). */
async function startPoints(ctx: TenantContext, shop: LatLng | null) {
  const rows = await ctx.db
    .select({
      id: companyMember.id,
      startFrom: companyMember.startFrom,
      lat: companyMember.homeLatitude,
      lng: companyMember.homeLongitude,
    })
    .from(companyMember)
    .where(scoped(ctx, companyMember));
  return new Map(
    rows.map((r) => {
      const home = r.lat != null && r.lng != null ? { lat: r.lat, lng: r.lng } : null;
      return [r.id, (r.startFrom === "home" ? home : shop) ?? shop ?? home];
    }),
  );
}

/** Meters driven to each visit (see core/reports/costs dayLegs), for the company's own technicians' days. */
export async function driveLegs(
  ctx: TenantContext,
  stops: readonly FinishedStop[],
  settings: Awaited<ReturnType<typeof companySettings>>,
) {
  const shop =
    settings.shopLatitude != null && settings.shopLongitude != null
      ? { lat: settings.shopLatitude, lng: settings.shopLongitude }
      : null;
  const starts = await startPoints(ctx, shop);
  const days = new Map<string, FinishedStop[]>();
  for (const s of stops) {
    // A subcontracted visit is driven by the other company: no driving of ours.
    if (!s.technicianId || s.contractorCompanyId) continue;
    const key = `${s.technicianId}|${s.date}`;
    {
      const bucket = days.get(key);
      if (bucket) bucket.push(s);
      else days.set(key, [s]);
    }
  }
  const legs = new Map<string, number>();
  for (const own of days.values()) {
    const day = dayLegs(
      starts.get(own[0].technicianId as string) ?? null,
      own.map((s) => ({
        id: s.id,
        point: s.lat != null && s.lng != null ? { lat: s.lat, lng: s.lng } : null,
        order: s.arrivedAt?.getTime() ?? s.finishedAt?.getTime() ?? (s.routePosition ?? 0) * 1e15,
      })),
      settings.roadFactor,
    );
    for (const [id, meters] of day) legs.set(id, meters);
  }
  return legs;
}

/**
 * The chemicals' cost of the range's finished visits in one figure: the doses grouped by what their cost depends on,
 * so a few rows come back instead of one per dose, each costed once (per dose, as the reports round) × its count.
 */
export async function chemicalCostCents(ctx: TenantContext, range: Range) {
  const rows = await ctx.db
    .select({
      amount: stopDose.amount,
      unit: stopDose.unit,
      itemUnit: item.unit,
      itemCostCents: item.costCents,
      doses: sql<number>`count(*)::int`,
    })
    .from(stopDose)
    .innerJoin(
      serviceStop,
      and(eq(serviceStop.id, stopDose.serviceStopId), eq(serviceStop.companyId, stopDose.companyId)),
    )
    .innerJoin(item, and(eq(item.id, stopDose.itemId), eq(item.companyId, stopDose.companyId)))
    .where(scoped(ctx, stopDose, ...finishedIn(range)))
    .groupBy(stopDose.amount, stopDose.unit, item.unit, item.costCents);
  return rows.reduce((sum, r) => sum + (doseCostCents(r) ?? 0) * Number(r.doses), 0);
}

/**
 * Each finished visit's costs in the range. Without `chemicals` the visits carry no chemical cost (the overview
 * takes the total from chemicalCostCents instead of reading every dose).
 */
export async function visitCosts(ctx: TenantContext, range: Range, { chemicals: withChemicals = true } = {}) {
  const settings = await companySettings(ctx);
  const [stops, doses, labor, rates] = await Promise.all([
    finishedStops(ctx, range),
    withChemicals ? dosesOf(ctx, range) : [],
    ctx.db
      .select({ stopId: laborCost.serviceStopId, cents: sql<number>`sum(${laborCost.amountCents})::int` })
      .from(laborCost)
      .innerJoin(serviceStop, eq(serviceStop.id, laborCost.serviceStopId))
      .where(
        scoped(
          ctx,
          laborCost,
          eq(serviceStop.companyId, ctx.companyId),
          gte(serviceStop.serviceDate, range.from),
          lte(serviceStop.serviceDate, range.to),
        ),
      )
      .groupBy(laborCost.serviceStopId),
    ctx.db
      .select({
        memberId: memberRate.memberId,
        kind: memberRate.kind,
        amountCents: memberRate.amountCents,
        effectiveOn: memberRate.effectiveOn,
      })
      .from(memberRate)
      .where(scoped(ctx, memberRate, lte(memberRate.effectiveOn, range.to))),
  ]);
  const legs = await driveLegs(ctx, stops, settings);
  const chemicals = new Map<string, number>();
  for (const d of doses)
    chemicals.set(d.stopId, (chemicals.get(d.stopId) ?? 0) + (doseCostCents(doseFact(d)) ?? 0));
  const contract = new Map(labor.map((l) => [l.stopId, Number(l.cents)]));
  const ratesOf = new Map<string, Rate[]>();
  for (const r of rates) {
    const bucket = ratesOf.get(r.memberId);
    if (bucket) bucket.push(r);
    else ratesOf.set(r.memberId, [r]);
  }
  const visits: VisitCost[] = stops.map((s) => {
    const meters = legs.get(s.id) ?? 0;
    return {
      stopId: s.id,
      customerId: s.customerId,
      technicianId: s.contractorCompanyId ? null : s.technicianId,
      date: s.date,
      chemicalCents: chemicals.get(s.id) ?? 0,
      laborCents: stopLaborCents(
        { date: s.date, minutes: onSiteMinutes(s), contractLaborCents: contract.get(s.id) ?? null },
        s.technicianId && !s.contractorCompanyId ? (ratesOf.get(s.technicianId) ?? []) : [],
      ),
      driveMeters: meters,
      driveCents: driveCostCents(meters, settings.vehicleCostCentsPerMile),
    };
  });
  return { visits, stops, settings, legs };
}

/** Invoiced (issued in the range, before tax) and collected (received in the range, less refunds) per customer. */
export async function moneyPerCustomer(ctx: TenantContext, range: Range) {
  const [invoiced, collected] = await Promise.all([
    ctx.db
      .select({ customerId: invoice.customerId, cents: sql<number>`sum(${invoice.subtotalCents})::int` })
      .from(invoice)
      .where(
        scoped(
          ctx,
          invoice,
          inArray(invoice.status, revenueStatuses),
          gte(invoice.issuedOn, range.from),
          lte(invoice.issuedOn, range.to),
        ),
      )
      .groupBy(invoice.customerId),
    ctx.db
      .select({
        customerId: payment.customerId,
        cents: sql<number>`sum(${payment.amountCents} - ${payment.refundedCents})::int`,
      })
      .from(payment)
      .where(scoped(ctx, payment, gte(payment.receivedOn, range.from), lte(payment.receivedOn, range.to)))
      .groupBy(payment.customerId),
  ]);
  const ids = new Set([...invoiced, ...collected].map((r) => r.customerId));
  const inv = new Map(invoiced.map((r) => [r.customerId, Number(r.cents)]));
  const col = new Map(collected.map((r) => [r.customerId, Number(r.cents)]));
  return [...ids].map((customerId) => ({
    customerId,
    invoicedCents: inv.get(customerId) ?? 0,
    collectedCents: col.get(customerId) ?? 0,
  }));
}

/** Display names of these customers. */
export async function customerNames(ctx: TenantContext, ids: string[]) {
  if (!ids.length) return new Map<string, string>();
  const rows = await ctx.db
    .select({ id: customer.id, name: customer.displayName })
    .from(customer)
    .where(scoped(ctx, customer, inArray(customer.id, ids)));
  return new Map(rows.map((r) => [r.id, r.name]));
}
