import { asc, desc, eq, gte, isNull, lte, ne, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { isValidDate } from "~/core/equipment/service";
import { containsPattern, type ListQuery, parseListQuery } from "~/core/listing/list-query";
import { customer, type StopStatus, serviceLocation, serviceStop } from "~/db/schema";
import { paginate } from "../paginate.server";
import { stopWorkerOptions } from "../team/workers.server";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";

export const stopSorts = ["date", "number", "customer", "status"] as const;
export type StopSort = (typeof stopSorts)[number];
export const stopFilters = ["from", "to", "technician", "status", "customer"] as const;

// Written out in full: Drizzle leaves columns unqualified in single-table selects, which a subquery can't have.
export const technicianName = sql<
  string | null
>`(select "u"."name" from "company_member" "m" join "user" "u" on "u"."id" = "m"."user_id" where "m"."id" = "service_stop"."technician_id")`;

export async function listServiceStops(ctx: TenantContext, query: ListQuery<StopSort>) {
  requirePermission(ctx, "operations:read");
  const { from, to, technician, status, customer: customerId } = query.filters;
  const pattern = query.q ? containsPattern(query.q) : null;
  const numberQuery = query.q?.replace(/^s-?/i, "");
  const where = scoped(
    ctx,
    serviceStop,
    from && isValidDate(from) ? gte(serviceStop.serviceDate, from) : undefined,
    to && isValidDate(to) ? lte(serviceStop.serviceDate, to) : undefined,
    technician === "none"
      ? isNull(serviceStop.technicianId)
      : technician
        ? eq(serviceStop.technicianId, technician)
        : undefined,
    status ? eq(serviceStop.status, status as StopStatus) : undefined,
    customerId ? eq(serviceStop.customerId, customerId) : undefined,
    pattern
      ? numberQuery && /^\d+$/.test(numberQuery)
        ? eq(serviceStop.number, Number(numberQuery))
        : sql`(${customer.displayName} ilike ${pattern} or ${serviceLocation.addressLine} ilike ${pattern})`
      : undefined,
  );
  const direction = query.dir === "asc" ? asc : desc;
  const orderBy = {
    date: [direction(serviceStop.serviceDate), asc(serviceStop.routePosition), asc(serviceStop.number)],
    number: [direction(serviceStop.number)],
    customer: [direction(customer.displayName), desc(serviceStop.serviceDate)],
    status: [direction(serviceStop.status), desc(serviceStop.serviceDate)],
  }[query.sort];
  return paginate(
    ctx.db,
    query,
    () =>
      ctx.db
        .select({
          id: serviceStop.id,
          number: serviceStop.number,
          serviceDate: serviceStop.serviceDate,
          status: serviceStop.status,
          skipReason: serviceStop.skipReason,
          routePosition: serviceStop.routePosition,
          customerId: serviceStop.customerId,
          customerName: customer.displayName,
          address: serviceLocation.addressLine,
          city: serviceLocation.city,
          technicianName,
        })
        .from(serviceStop)
        .innerJoin(customer, eq(customer.id, serviceStop.customerId))
        .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
        .where(where)
        .$dynamic(),
    orderBy,
  );
}

/** The customer page's Service tab: that customer's stops, newest first (the tab says so), the first page. */
export function listCustomerStops(ctx: TenantContext, customerId: string) {
  return listServiceStops(
    ctx,
    parseListQuery(new URLSearchParams({ customer: customerId }), {
      sorts: stopSorts,
      defaultSort: "date",
      defaultDir: "desc",
      filters: stopFilters,
    }),
  );
}

/** A technician's stops for one day in route order, with what they need at the gate. */
export async function listTechnicianDay(ctx: TenantContext, memberId: string, date: string) {
  if (memberId !== ctx.memberId) requirePermission(ctx, "operations:read");
  else if (!can(ctx, "operations:work")) requirePermission(ctx, "operations:read");
  return ctx.db
    .select({
      id: serviceStop.id,
      number: serviceStop.number,
      status: serviceStop.status,
      routePosition: serviceStop.routePosition,
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
      description: serviceStop.description,
    })
    .from(serviceStop)
    .innerJoin(customer, eq(customer.id, serviceStop.customerId))
    .innerJoin(serviceLocation, eq(serviceLocation.id, serviceStop.serviceLocationId))
    .where(
      scoped(
        ctx,
        serviceStop,
        eq(serviceStop.technicianId, memberId),
        eq(serviceStop.serviceDate, date),
        ne(serviceStop.status, "cancelled"),
      ),
    )
    .orderBy(sql`${serviceStop.routePosition} asc nulls last`, asc(serviceStop.number));
}

/** Members who can be sent on stops (their role has operations:work), for pickers and filters. */
export async function listTechnicianOptions(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  return stopWorkerOptions(ctx);
}

/** The company's today, for "today's stops". */
export const companyToday = (ctx: TenantContext, now = new Date()) => todayIn(ctx.timeZone, now);
