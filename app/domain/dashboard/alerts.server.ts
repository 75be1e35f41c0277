import { count, isNull } from "drizzle-orm";
import { alert } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";
import { requireCard } from "./access.server";

export const alertSeverities = ["critical", "warning", "info"] as const;

/** Unresolved alerts (acknowledged ones still count: someone has yet to deal with them), by severity. */
export async function openAlerts(ctx: TenantContext) {
  requireCard(ctx, "alerts");
  const rows = await ctx.db
    .select({ severity: alert.severity, n: count() })
    .from(alert)
    .where(scoped(ctx, alert, isNull(alert.resolvedAt)))
    .groupBy(alert.severity);
  const bySeverity = alertSeverities.map((severity) => ({
    severity,
    count: rows.find((r) => r.severity === severity)?.n ?? 0,
  }));
  return { total: bySeverity.reduce((n, s) => n + s.count, 0), bySeverity };
}
