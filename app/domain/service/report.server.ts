import { and, asc, eq, gt } from "drizzle-orm";
import { type FlagStatus, formatRange, markReadings } from "~/core/chemistry/ranges";
import { company, serviceStop } from "~/db/schema";
import { scoped, type TenantContext } from "../tenant.server";
import { stopReadingLabels, stopReadingUnit } from "./readings";
import { getServiceStop } from "./stops.server";

export interface ReportReading {
  label: string;
  value: string;
  /**
   * "ok", "low" or "high" against the body of water's target (free chlorine by this visit's CYA, as the stop screen
   * judged it), "retest" for a value pool water cannot have; null when the reading has no target.
   */
  mark: FlagStatus | null;
  target: string | null;
}

/** Everything the service report shows, in words and numbers ready to print (e-mail and PDF share it). */
export async function serviceReportData(ctx: TenantContext, stopId: string) {
  const stop = await getServiceStop(ctx, stopId);
  const [companyRow] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  const [next] = await ctx.db
    .select({ serviceDate: serviceStop.serviceDate })
    .from(serviceStop)
    .where(
      scoped(
        ctx,
        serviceStop,
        and(
          eq(serviceStop.serviceLocationId, stop.serviceLocationId),
          gt(serviceStop.serviceDate, stop.serviceDate),
          eq(serviceStop.status, "scheduled"),
        ),
      ),
    )
    .orderBy(asc(serviceStop.serviceDate))
    .limit(1);

  const bodies = stop.bodies
    .map((body) => {
      const readings: ReportReading[] = markReadings({
        readings: body.readings,
        sanitizer: body.sanitizer,
        surface: body.surface,
        targets: body.targets,
        units: ctx.units,
      }).map(({ reading, value, status, range }) => {
        const unit = stopReadingUnit(reading, ctx.units);
        return {
          label: stopReadingLabels[reading],
          value: `${value}${unit ? ` ${unit}` : ""}`,
          mark: status,
          target: range ? formatRange(range, unit) : null,
        };
      });
      const doses = body.doses.map((d) => `${d.name}: ${formatAmount(d.amount)} ${d.unit}`);
      return { name: body.name, readings, doses };
    })
    .filter((b) => b.readings.length > 0 || b.doses.length > 0);

  return {
    stopId: stop.id,
    label: stop.label,
    status: stop.status,
    date: stop.serviceDate,
    technician: stop.technicianName,
    customer: stop.customer,
    address: stop.location.address,
    company: {
      name: companyRow.name,
      email: companyRow.email,
      phone: companyRow.phone,
      logoUrl: companyRow.logoUrl,
    },
    bodies,
    checklist: stop.tasks.map((t) => ({
      name: t.name,
      done: t.done,
      detail: t.kind === "number" && t.numberValue !== null ? String(t.numberValue) : (t.note ?? null),
    })),
    customerNotes: stop.customerNotes,
    photos: [...stop.photos, ...stop.tasks.flatMap((t) => (t.photo ? [t.photo] : []))],
    skipReason: stop.skipReason,
    skipNote: stop.skipNote,
    nextVisit: next?.serviceDate ?? null,
  };
}
export type ServiceReportData = Awaited<ReturnType<typeof serviceReportData>>;

function formatAmount(n: number) {
  return Number.isInteger(n) ? String(n) : n.toFixed(2).replace(/0+$/, "").replace(/\.$/, "");
}
