/**
 * The money cards (`money:read`): invoiced and collected this month against last month, and what is overdue.
 * Invoiced = totals of invoices issued in the month that still stand (open, paid or written off; drafts and voided
 * ones are not revenue). Collected = payments received in the month less what was refunded of them.
 */
import { eq, gte, inArray, lt, lte, sql } from "drizzle-orm";
import { monthsOf, percentChange } from "~/core/dashboard/dashboard";
import { isOverdue } from "~/core/money";
import { invoice, payment } from "~/db/schema";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { requireCard, todayOf } from "./access.server";

const between = (
  column: typeof invoice.issuedOn | typeof payment.receivedOn,
  s: { start: string; end: string },
) => sql`${column} between ${s.start} and ${s.end}`;

export async function revenueByMonth(ctx: TenantContext, now = new Date()) {
  requireCard(ctx, "revenue");
  requirePermission(ctx, "money:read");
  const { thisMonth, lastMonth } = monthsOf(todayOf(ctx, now));
  const [[invoiced], [collected]] = await Promise.all([
    ctx.db
      .select({
        thisMonth: sql<number>`coalesce(sum(${invoice.totalCents}) filter (where ${between(invoice.issuedOn, thisMonth)}), 0)::int`,
        lastMonth: sql<number>`coalesce(sum(${invoice.totalCents}) filter (where ${between(invoice.issuedOn, lastMonth)}), 0)::int`,
      })
      .from(invoice)
      .where(
        scoped(
          ctx,
          invoice,
          inArray(invoice.status, ["open", "paid", "uncollectible"]),
          gte(invoice.issuedOn, lastMonth.start),
          lte(invoice.issuedOn, thisMonth.end),
        ),
      ),
    ctx.db
      .select({
        thisMonth: sql<number>`coalesce(sum(${payment.amountCents} - ${payment.refundedCents}) filter (where ${between(payment.receivedOn, thisMonth)}), 0)::int`,
        lastMonth: sql<number>`coalesce(sum(${payment.amountCents} - ${payment.refundedCents}) filter (where ${between(payment.receivedOn, lastMonth)}), 0)::int`,
      })
      .from(payment)
      .where(
        scoped(
          ctx,
          payment,
          gte(payment.receivedOn, lastMonth.start),
          lte(payment.receivedOn, thisMonth.end),
        ),
      ),
  ]);
  return {
    thisMonth: { ...thisMonth, invoicedCents: invoiced.thisMonth, collectedCents: collected.thisMonth },
    lastMonth: { ...lastMonth, invoicedCents: invoiced.lastMonth, collectedCents: collected.lastMonth },
    invoicedChange: percentChange(invoiced.thisMonth, invoiced.lastMonth),
    collectedChange: percentChange(collected.thisMonth, collected.lastMonth),
  };
}

/** Open invoices past their due date with something left to pay (core/money's `isOverdue`): count and balance. */
export async function overdueInvoices(ctx: TenantContext, now = new Date()) {
  requireCard(ctx, "overdueInvoices");
  requirePermission(ctx, "money:read");
  const today = todayOf(ctx, now);
  // The query narrows to candidates; the rule itself is core/money's, so the list's "overdue" filter agrees.
  const rows = await ctx.db
    .select({
      status: invoice.status,
      dueOn: invoice.dueOn,
      totalCents: invoice.totalCents,
      paidCents: invoice.paidCents,
      creditedCents: invoice.creditedCents,
    })
    .from(invoice)
    .where(scoped(ctx, invoice, eq(invoice.status, "open"), lt(invoice.dueOn, today)));
  const overdue = rows
    .map((r) => ({ ...r, balanceCents: r.totalCents - r.paidCents - r.creditedCents }))
    .filter((r) => isOverdue(r, today));
  return {
    count: overdue.length,
    balanceCents: overdue.reduce((n, r) => n + r.balanceCents, 0),
    oldestDueOn: overdue.map((r) => r.dueOn!).sort()[0] ?? null,
  };
}
