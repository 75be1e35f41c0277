/**
 * THE one way a subcontractor sees another company's stops: the stops of accepted labor contracts assigned to one of
 * its technicians, with only what the contract shares — the place (address, gate code, dog, access notes), the
 * customer's display name, the stop's tasks and the readings to take. Never the offering company's billing, prices,
 * contacts or other customers.
 */
import { and, asc, eq, inArray, isNull, ne, sql } from "drizzle-orm";
import { stopLabel } from "~/core/service/stop-label";
import { laborContractLabel } from "~/core/team/labor-contract-status";
import {
  bodyOfWater,
  company,
  customer,
  laborContract,
  serviceLocation,
  serviceStop,
  stopTask,
} from "~/db/schema";
import { readingsFor, stopReadingLabels } from "../service/readings";
import { can, requirePermission, type TenantContext } from "../tenant.server";
import { contractsOfParty } from "./labor-contract-party.server";

/** One technician's contracted stops (from other companies) on one date, in route order. */
export async function contractedStopsForTechnician(ctx: TenantContext, memberId: string, date: string) {
  if (memberId !== ctx.memberId || !can(ctx, "operations:work")) requirePermission(ctx, "operations:read");
  const stops = await contractedStopRows(ctx, date, memberId);
  if (!stops.length) return [];

  const stopIds = stops.map((s) => s.id);
  const locationIds = [...new Set(stops.map((s) => s.serviceLocationId))];
  // tenancy: owner — tasks and bodies of the stops contractedStopRows() found for this contractor company
  const [tasks, bodies] = await Promise.all([
    ctx.db
      .select({
        stopId: stopTask.serviceStopId,
        name: stopTask.name,
        kind: stopTask.kind,
        required: stopTask.required,
      })
      .from(stopTask)
      .where(inArray(stopTask.serviceStopId, stopIds))
      .orderBy(asc(stopTask.position)),
    ctx.db
      .select({
        locationId: bodyOfWater.serviceLocationId,
        companyId: bodyOfWater.companyId,
        name: bodyOfWater.name,
        kind: bodyOfWater.kind,
        sanitizer: bodyOfWater.sanitizer,
      })
      .from(bodyOfWater)
      .where(and(inArray(bodyOfWater.serviceLocationId, locationIds), isNull(bodyOfWater.archivedAt)))
      .orderBy(asc(bodyOfWater.createdAt)),
  ]);
  return stops.map((s) => ({
    id: s.id,
    label: stopLabel(s.number),
    status: s.status,
    serviceDate: s.serviceDate,
    routePosition: s.routePosition,
    estimatedMinutes: s.estimatedMinutes,
    contractId: s.contractId,
    contractLabel: laborContractLabel(s.contractNumber),
    offeredBy: s.offeredBy,
    customerName: s.customerName,
    addressLine: s.addressLine,
    city: s.city,
    region: s.region,
    postalCode: s.postalCode,
    latitude: s.latitude,
    longitude: s.longitude,
    gateCode: s.gateCode,
    dogName: s.dogName,
    accessNotes: s.accessNotes,
    tasks: tasks
      .filter((t) => t.stopId === s.id)
      .map(({ name, kind, required }) => ({ name, kind, required })),
    bodies: bodies
      .filter((b) => b.locationId === s.serviceLocationId && b.companyId === s.offeringCompanyId)
      .map((b) => ({
        name: b.name,
        kind: b.kind,
        readings: readingsFor(b.sanitizer, s.readingSet ?? []).map((r) => stopReadingLabels[r]),
      })),
  }));
}
export type ContractedStop = Awaited<ReturnType<typeof contractedStopsForTechnician>>[number];

/**
 * The stops other companies subcontracted to this company's technicians on one date, shaped like the route
 * dashboard's own stops and marked with their contract: they show in the technician's lane (read-only: the
 * offering company plans them) and open on the contracted stop page.
 */
export async function contractedDayStops(ctx: TenantContext, date: string) {
  requirePermission(ctx, "routing:read");
  const rows = await contractedStopRows(ctx, date);
  return rows.map((r) => ({
    id: r.id,
    number: r.number,
    status: r.status,
    skipReason: r.skipReason,
    technicianId: r.contractorTechnicianId,
    routePosition: r.routePosition,
    customerName: r.customerName,
    address: [r.addressLine, r.city].filter(Boolean).join(", "),
    lat: r.latitude,
    lng: r.longitude,
    minutes: r.estimatedMinutes ?? r.locationMinutes ?? 30,
    arrivedAt: r.arrivedAt?.toISOString() ?? null,
    finishedAt: r.finishedAt?.toISOString() ?? null,
    recurring: true,
    detached: r.detached,
    timeWindowStart: null,
    timeWindowEnd: null,
    contract: { label: laborContractLabel(r.contractNumber), offeredBy: r.offeredBy },
  }));
}

/**
 * The accepted (or ended) contracts' stops other companies gave this company on one date (one technician's, or all
 * of them), in route order, with the contract and the shared fields of the place and customer.
 */
async function contractedStopRows(ctx: TenantContext, date: string, memberId?: string) {
  // tenancy: owner — another company's stops shared with this one: contractsOfParty() + contractorCompanyId = ctx.companyId
  return ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      status: serviceStop.status,
      skipReason: serviceStop.skipReason,
      serviceDate: serviceStop.serviceDate,
      routePosition: serviceStop.routePosition,
      estimatedMinutes: serviceStop.estimatedMinutes,
      locationMinutes: serviceLocation.estimatedMinutes,
      arrivedAt: serviceStop.arrivedAt,
      finishedAt: serviceStop.finishedAt,
      detached: serviceStop.detached,
      contractorTechnicianId: serviceStop.contractorTechnicianId,
      offeringCompanyId: serviceStop.companyId,
      serviceLocationId: serviceStop.serviceLocationId,
      contractId: laborContract.id,
      contractNumber: laborContract.number,
      offeredBy: company.name,
      readingSet: company.readingSet,
      customerName: customer.displayName,
      addressLine: serviceLocation.addressLine,
      city: serviceLocation.city,
      region: serviceLocation.region,
      postalCode: serviceLocation.postalCode,
      latitude: serviceLocation.latitude,
      longitude: serviceLocation.longitude,
      gateCode: serviceLocation.gateCode,
      dogName: serviceLocation.dogName,
      accessNotes: serviceLocation.accessNotes,
    })
    .from(serviceStop)
    .innerJoin(
      laborContract,
      and(
        eq(laborContract.id, serviceStop.laborContractId),
        eq(laborContract.companyId, serviceStop.companyId),
      ),
    )
    .innerJoin(company, eq(company.id, serviceStop.companyId))
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
    .where(
      contractsOfParty(
        ctx,
        eq(laborContract.receiverCompanyId, ctx.companyId),
        inArray(laborContract.status, ["accepted", "ended"]),
        eq(serviceStop.contractorCompanyId, ctx.companyId),
        memberId ? eq(serviceStop.contractorTechnicianId, memberId) : undefined,
        eq(serviceStop.serviceDate, date),
        ne(serviceStop.status, "cancelled"),
      ),
    )
    .orderBy(sql`${serviceStop.routePosition} asc nulls last`, asc(serviceStop.number));
}
