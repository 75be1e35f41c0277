/**
 * The money reports (reports:read and money:read): revenue by month and by customer, profit per account and per
 * route, outstanding balances by age. The arithmetic is core/reports; decisions in ARCHITECTURE.md ("Reports").
 */

import { and, eq, gte, inArray, lte, sql } from "drizzle-orm";
import { todayIn } from "~/core/calendar/dates";
import { type AgingBucket, agingBucket, agingSummary } from "~/core/money";
import { profitPerAccount, profitPerRoute, totalsOf } from "~/core/reports/profit";
import { revenueByMonth } from "~/core/reports/revenue";
import { company, customer, invoice, payment } from "~/db/schema";
import { balanceOf } from "../money/invoices.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import {
  companySettings,
  customerNames,
  memberNames,
  moneyPerCustomer,
  type Range,
  revenueStatuses,
  visitCosts,
} from "./facts.server";

function requireMoneyReports(ctx: TenantContext) {
  requirePermission(ctx, "reports:read");
  requirePermission(ctx, "money:read");
}

export async function revenueReport(ctx: TenantContext, range: Range) {
  requireMoneyReports(ctx);
  const issuedMonth = sql<string>`to_char(${invoice.issuedOn}, 'YYYY-MM')`;
  const receivedMonth = sql<string>`to_char(${payment.receivedOn}, 'YYYY-MM')`;
  const [invoiced, collected, perCustomer] = await Promise.all([
    ctx.db
      .select({ month: issuedMonth, cents: sql<number>`sum(${invoice.subtotalCents})::int` })
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
      .groupBy(issuedMonth),
    ctx.db
      .select({
        month: receivedMonth,
        cents: sql<number>`sum(${payment.amountCents} - ${payment.refundedCents})::int`,
      })
      .from(payment)
      .where(scoped(ctx, payment, gte(payment.receivedOn, range.from), lte(payment.receivedOn, range.to)))
      .groupBy(receivedMonth),
    moneyPerCustomer(ctx, range),
  ]);
  const names = await customerNames(
    ctx,
    perCustomer.map((r) => r.customerId),
  );
  const customers = perCustomer
    .map((r) => ({ ...r, name: names.get(r.customerId) ?? "Unknown customer" }))
    .sort((a, b) => b.invoicedCents - a.invoicedCents || a.name.localeCompare(b.name));
  return {
    months: revenueByMonth(
      range,
      invoiced.map((r) => ({ month: r.month, cents: Number(r.cents) })),
      collected.map((r) => ({ month: r.month, cents: Number(r.cents) })),
    ),
    customers,
    totals: {
      invoicedCents: customers.reduce((s, c) => s + c.invoicedCents, 0),
      collectedCents: customers.reduce((s, c) => s + c.collectedCents, 0),
    },
  };
}

async function profitFacts(ctx: TenantContext, range: Range) {
  const [{ visits, settings }, money] = await Promise.all([
    visitCosts(ctx, range),
    moneyPerCustomer(ctx, range),
  ]);
  return { visits, settings, money };
}

/**
 * Profit per account for the range, without the permission check: the profit report below and the accountant's
 * export (money:read, domain/accounting) both read it, so the file and the report hold the same figures.
 */
export async function profitAccounts(ctx: TenantContext, range: Range) {
  const { visits, settings, money } = await profitFacts(ctx, range);
  const names = await customerNames(ctx, [
    ...new Set([...money.map((m) => m.customerId), ...visits.map((v) => v.customerId)]),
  ]);
  return { rows: profitPerAccount(names, money, visits), visits, settings };
}

export async function profitReport(ctx: TenantContext, range: Range) {
  requireMoneyReports(ctx);
  const { rows, visits, settings } = await profitAccounts(ctx, range);
  return {
    rows,
    totals: {
      ...totalsOf(rows),
      collectedCents: rows.reduce((s, r) => s + r.collectedCents, 0),
      visits: visits.length,
    },
    vehicleCostCentsPerMile: settings.vehicleCostCentsPerMile,
  };
}

export async function routesReport(ctx: TenantContext, range: Range) {
  requireMoneyReports(ctx);
  const [{ visits, settings, money }, names] = await Promise.all([profitFacts(ctx, range), memberNames(ctx)]);
  const { rows, unroutedRevenueCents } = profitPerRoute(names, money, visits);
  return {
    rows,
    totals: { ...totalsOf(rows), stops: visits.length },
    unroutedRevenueCents,
    vehicleCostCentsPerMile: settings.vehicleCostCentsPerMile,
  };
}

/** Open invoices' balances today by age, per customer (the range does not apply: a balance is owed now). */
export async function agingReport(ctx: TenantContext, now = new Date()) {
  requireMoneyReports(ctx);
  const today = todayIn(ctx.timeZone, now);
  const open = await ctx.db
    .select({
      customerId: invoice.customerId,
      name: customer.displayName,
      dueOn: invoice.dueOn,
      issuedOn: invoice.issuedOn,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      creditedCents: invoice.creditedCents,
    })
    .from(invoice)
    .innerJoin(customer, eq(customer.id, invoice.customerId))
    .where(scoped(ctx, invoice, eq(invoice.status, "open")));
  const invoices = open
    .map((r) => ({ ...r, dueOn: r.dueOn ?? r.issuedOn ?? today, balanceCents: balanceOf(r) }))
    .filter((r) => r.balanceCents > 0);
  const perCustomer = new Map<string, { customerId: string; name: string; invoices: typeof invoices }>();
  for (const inv of invoices) {
    const entry = perCustomer.get(inv.customerId) ?? {
      customerId: inv.customerId,
      name: inv.name,
      invoices: [],
    };
    entry.invoices.push(inv);
    perCustomer.set(inv.customerId, entry);
  }
  const rows = [...perCustomer.values()]
    .map((c) => ({
      customerId: c.customerId,
      name: c.name,
      invoices: c.invoices.length,
      oldest: c.invoices
        .map((i) => agingBucket(i.dueOn, today))
        .sort(byAge)
        .at(-1) as AgingBucket,
      ...agingSummary(c.invoices, today),
    }))
    .sort((a, b) => b.totalCents - a.totalCents || a.name.localeCompare(b.name));
  return { today, rows, totals: agingSummary(invoices, today) };
}

const bucketOrder: AgingBucket[] = ["current", "1-30", "31-60", "61-90", "over 90"];
const byAge = (a: AgingBucket, b: AgingBucket) => bucketOrder.indexOf(a) - bucketOrder.indexOf(b);

/** The cost assumptions the profit reports use (settings:write). */
export async function updateVehicleCost(ctx: TenantContext, centsPerMile: number) {
  requirePermission(ctx, "settings:write");
  await ctx.db
    .update(company)
    .set({ vehicleCostCentsPerMile: centsPerMile, updatedAt: new Date() })
    .where(and(eq(company.id, ctx.companyId)));
}

export async function vehicleCost(ctx: TenantContext) {
  requirePermission(ctx, "reports:read");
  return (await companySettings(ctx)).vehicleCostCentsPerMile;
}
