import { and, count, gte, isNull, lte, ne } from "drizzle-orm";
import { weekOf } from "~/core/dashboard/dashboard";
import { serviceStop } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";
import { requireCard, todayOf } from "./access.server";

/**
 * This week's stops (Monday–Sunday) per day: finished, skipped, and still to do (scheduled or in progress). The
 * company's own stops, as on its routes: cancelled ones and those subcontracted to another company are left out.
 */
export async function weekStops(ctx: TenantContext, now = new Date()) {
  requireCard(ctx, "week");
  const today = todayOf(ctx, now);
  const week = weekOf(today);
  const rows = await ctx.db
    .select({ date: serviceStop.serviceDate, status: serviceStop.status, n: count() })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        and(gte(serviceStop.serviceDate, week.start), lte(serviceStop.serviceDate, week.end)),
        ne(serviceStop.status, "cancelled"),
        isNull(serviceStop.contractorCompanyId),
      ),
    )
    .groupBy(serviceStop.serviceDate, serviceStop.status);
  const days = week.days.map((date) => {
    const of = (status: string) =>
      rows.filter((r) => r.date === date && r.status === status).reduce((n, r) => n + r.n, 0);
    return {
      date,
      finished: of("finished"),
      skipped: of("skipped"),
      toDo: of("scheduled") + of("in progress"),
    };
  });
  const total = (key: "finished" | "skipped" | "toDo") => days.reduce((n, d) => n + d[key], 0);
  return {
    start: week.start,
    end: week.end,
    today,
    days,
    totals: { finished: total("finished"), skipped: total("skipped"), toDo: total("toDo") },
  };
}
