/**
 * The reports overview: one headline figure per report the member may open, from the facts read once (the finished
 * visits with their costs, the money per customer, the readings) and aggregate queries (churn counts, the balance
 * owed) instead of running every full report. The figures are the full reports' own: the same core functions over
 * the same facts (a test holds them equal).
 */
import { and, eq, ne, sql } from "drizzle-orm";
import { profitPerAccount, profitPerRoute, totalsOf } from "~/core/reports/profit";
import { customer, invoice } from "~/db/schema";
import { can, requirePermission, scoped, type TenantContext } from "../tenant.server";
import { chemicalCostCents, moneyPerCustomer, type Range, visitCosts } from "./facts.server";
import { complianceOf } from "./service-reports.server";

export async function reportsOverview(ctx: TenantContext, range: Range, _now = new Date()) {
  requirePermission(ctx, "reports:read");
  const money = can(ctx, "money:read");
  // The visits without their chemicals: those come as one total, which every profit figure below subtracts.
  const [{ visits, stops, settings }, chemicalCents, perCustomer, churn, outstandingCents] =
    await Promise.all([
      visitCosts(ctx, range, { chemicals: false }),
      chemicalCostCents(ctx, range),
      money ? moneyPerCustomer(ctx, range) : null,
      churnCounts(ctx, range),
      money ? outstandingBalance(ctx) : null,
    ]);
  const compliance = await complianceOf(ctx, range, stops, settings, new Map());
  const noNames = new Map<string, string>();
  const routes = perCustomer ? profitPerRoute(noNames, perCustomer, visits) : null;
  return {
    revenue: perCustomer
      ? {
          invoicedCents: perCustomer.reduce((s, c) => s + c.invoicedCents, 0),
          collectedCents: perCustomer.reduce((s, c) => s + c.collectedCents, 0),
        }
      : null,
    profitCents: perCustomer
      ? totalsOf(profitPerAccount(noNames, perCustomer, visits)).profitCents - chemicalCents
      : null,
    routes: routes
      ? { count: routes.rows.length, profitCents: totalsOf(routes.rows).profitCents - chemicalCents }
      : null,
    chemicalCents,
    // Productivity counts the company's own technicians' visits (a subcontracted one is the other company's work).
    finishedStops: stops.filter((s) => s.technicianId && !s.contractorCompanyId).length,
    complianceShare: compliance.overall.sharePercent,
    churn,
    outstandingCents,
  };
}

/**
 * Churn's headline (core/reports/churn over counts): customers active at the start, gained and lost in the range.
 * The range's days become instants once — local midnights in the company's zone, folded to constants by the
 * planner — so the customer rows are compared as stored, never converted one by one.
 */
async function churnCounts(ctx: TenantContext, range: Range) {
  const midnight = (day: string, plusDays = 0) =>
    sql`((${day}::date + ${plusDays}::int)::timestamp at time zone ${ctx.timeZone})`;
  const start = midnight(range.from);
  const dayAfterStart = midnight(range.from, 1);
  const end = midnight(range.to, 1);
  // The day a customer was lost: archived, or its last change while inactive, whichever came first.
  const lostAt = sql`least(${customer.archivedAt}, case when ${customer.status} = 'inactive' then ${customer.updatedAt} end)`;
  const activeAtStart = sql`${customer.createdAt} < ${start} and (${lostAt} is null or ${lostAt} >= ${dayAfterStart})`;
  const lostInRange = sql`${lostAt} >= ${start} and ${lostAt} < ${end}`;
  const [row] = await ctx.db
    .select({
      activeAtStart: sql<number>`count(*) filter (where ${activeAtStart})::int`,
      gained: sql<number>`count(*) filter (where ${customer.createdAt} >= ${start})::int`,
      lost: sql<number>`count(*) filter (where ${lostInRange})::int`,
      lostFromStart: sql<number>`count(*) filter (where ${activeAtStart} and ${lostInRange})::int`,
    })
    .from(customer)
    .where(and(scoped(ctx, customer, ne(customer.status, "lead")), sql`${customer.createdAt} < ${end}`));
  const active = Number(row.activeAtStart);
  return {
    percent: active ? Math.round((Number(row.lostFromStart) / active) * 1000) / 10 : null,
    gained: Number(row.gained),
    lost: Number(row.lost),
  };
}

/** What open invoices still owe today (the aging report's total: positive balances only). */
async function outstandingBalance(ctx: TenantContext) {
  const [row] = await ctx.db
    .select({
      cents: sql<number>`coalesce(sum(greatest(${invoice.totalCents} - ${invoice.paidCents} - ${invoice.creditedCents}, 0)), 0)::bigint`,
    })
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.status, "open")));
  return Number(row.cents);
}
