import { eq, inArray, isNull } from "drizzle-orm";
import { analyzeWater, type Readings, readingUnit } from "~/core/chemistry";
import { keyed } from "~/core/i18n/keyed";
import { readingNameKeys } from "~/core/i18n/water-words";
import type { Tx } from "~/db/client.server";
import { alert } from "~/db/schema";
import { enabledAlertKinds } from "../alerts/rule-settings.server";
import { scoped, type TenantContext } from "../tenant.server";
import type { StopRow } from "./stop-access.server";
import type { ServiceStopDetail } from "./stop-detail.server";
import type { VisitInput } from "./stop-schemas";

type AlertValues = Omit<typeof alert.$inferInsert, "companyId">;

/**
 * One alert per reading outside its target, judged by the chemistry engine as the stop screen showed it (free
 * chlorine by CYA, combined chlorine at most 0.5 ppm, the body of water's own ranges for the rest).
 */
export function rangeAlerts(
  detail: ServiceStopDetail,
  visit: VisitInput,
  units: TenantContext["units"],
): AlertValues[] {
  const alerts: AlertValues[] = [];
  for (const entry of visit.bodies) {
    const body = detail.bodies.find((b) => b.id === entry.bodyOfWaterId);
    if (!body) continue;
    const { flags } = analyzeWater({
      readings: entry.readings as Readings,
      sanitizer: body.sanitizer,
      surface: body.surface,
      volume: body.volume,
      units,
      targets: body.targets,
    });
    for (const flag of flags.filter((f) => f.status !== "ok")) {
      const reading = { word: readingNameKeys[flag.reading] };
      const measured = {
        reading,
        value: flag.value,
        // With its space, so a reading without a unit (pH) reads "pH 8.2".
        unit: readingUnit(flag.reading, units) ? ` ${readingUnit(flag.reading, units)}` : "",
        date: { date: detail.serviceDate },
        stop: detail.label,
      };
      alerts.push({
        kind: "reading out of range",
        severity: "warning",
        title: keyed("team.alertText.readingFlag", {
          reading,
          status: flag.status,
          customer: detail.customer.name,
          body: body.name,
        }),
        detail:
          flag.status === "retest"
            ? keyed("team.alertText.readingRetestDetail", measured)
            : keyed("team.alertText.readingOutDetail", {
                ...measured,
                min: flag.range.min,
                max: flag.range.max,
              }),
        customerId: detail.customer.id,
        serviceStopId: detail.id,
        bodyOfWaterId: body.id,
      });
    }
  }
  return alerts;
}

/** One alert per required task the technician could not do (they said why). */
export function missedTaskAlerts(detail: ServiceStopDetail, visit: VisitInput): AlertValues[] {
  const recorded = new Map(visit.tasks.map((t) => [t.id, t]));
  return detail.tasks
    .filter((t) => t.required && !recorded.get(t.id)?.done)
    .map((t) => ({
      kind: "required task missed" as const,
      severity: "warning" as const,
      title: keyed("team.alertText.taskMissed", { customer: detail.customer.name, task: t.name }),
      detail: keyed("team.alertText.taskMissedDetail", {
        stop: detail.label,
        date: { date: detail.serviceDate },
        reason: recorded.get(t.id)?.missedReason?.trim() || { word: "team.alertText.noReason" },
      }),
      customerId: detail.customer.id,
      serviceStopId: detail.id,
    }));
}

/** A stop's alerts are its latest outcome: a re-finish or re-skip replaces them (resolved ones stay). */
/** The alerts a finish judges; others about the stop (a repair request, low stock) stay. */
const visitAlertKinds = ["reading out of range", "required task missed"] as const;

export async function replaceStopAlerts(tx: Tx, ctx: TenantContext, stop: StopRow, alerts: AlertValues[]) {
  await tx
    .delete(alert)
    .where(
      scoped(
        ctx,
        alert,
        eq(alert.serviceStopId, stop.id),
        inArray(alert.kind, [...visitAlertKinds]),
        isNull(alert.resolvedAt),
      ),
    );
  // Rules a company turned off (alert settings) raise nothing.
  const enabled = await enabledAlertKinds(tx, ctx);
  const rows = alerts
    .filter((a) => a && enabled.has(a.kind))
    .map((a) => ({ ...a, companyId: ctx.companyId }));
  if (rows.length) await tx.insert(alert).values(rows);
}
