/**
 * The company dashboard: each card the member's permissions allow (core/dashboard `visibleCards`), read in
 * parallel. A card the member may not see is not read at all (null), so no money figure is loaded for a technician.
 */
import { isOfficeView, visibleCards } from "~/core/dashboard/dashboard";
import { setupChecklist } from "../companies/companies.server";
import type { TenantContext } from "../tenant.server";
import { openAlerts } from "./alerts.server";
import { equipmentDue } from "./equipment.server";
import { openJobs } from "./jobs.server";
import { overdueInvoices, revenueByMonth } from "./money.server";
import { myDay } from "./my-day.server";
import { teamToday } from "./team-today.server";
import { weekStops } from "./week.server";

export async function companyDashboard(ctx: TenantContext, now = new Date()) {
  const cards = new Set(visibleCards(ctx.permissions));
  const when = <T>(card: Parameters<typeof cards.has>[0], read: () => Promise<T>) =>
    cards.has(card) ? read() : Promise.resolve(null);
  const [day, team, week, revenue, overdue, jobs, alerts, equipment, checklist] = await Promise.all([
    when("myDay", () => myDay(ctx, now)),
    when("team", () => teamToday(ctx, now)),
    when("week", () => weekStops(ctx, now)),
    when("revenue", () => revenueByMonth(ctx, now)),
    when("overdueInvoices", () => overdueInvoices(ctx, now)),
    when("jobs", () => openJobs(ctx)),
    when("alerts", () => openAlerts(ctx)),
    when("equipment", () => equipmentDue(ctx, now)),
    when("setup", () => setupChecklist(ctx)),
  ]);
  // The office sees its own stops only on a day it has some (an owner who also runs a route); a technician always.
  return {
    myDay: day && (!isOfficeView(ctx.permissions) || day.stops.length > 0) ? day : null,
    team,
    week,
    revenue,
    overdueInvoices: overdue,
    jobs,
    alerts,
    equipment,
    checklist,
  };
}
export type CompanyDashboard = Awaited<ReturnType<typeof companyDashboard>>;
