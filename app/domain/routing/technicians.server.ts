/**
 * Who drives the routes and from where: the technicians' routing profiles (colour, start point, working days and
 * minutes, skills) and the company's routing settings (shop, horizon, holidays, road factor, speed).
 */

import { and, asc, eq } from "drizzle-orm";
import { hasPermission } from "~/core/permissions/permissions";
import { company, companyMember, role, user } from "~/db/schema";
import { NotFoundError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { type RoutingSettingsInput, routeColors, type TechnicianRoutingInput } from "./routing-schemas";

export interface Point {
  lat: number;
  lng: number;
}

export interface RoutingTechnician {
  id: string;
  name: string;
  color: string;
  startFrom: "shop" | "home";
  homeAddress: string | null;
  home: Point | null;
  /** Where the day starts and ends; null when neither the home nor the shop has coordinates. */
  start: Point | null;
  workDays: number[];
  dailyMinutes: number;
  skills: string[];
}

export async function routingSettings(ctx: TenantContext) {
  requirePermission(ctx, "operations:read");
  const [c] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  if (!c) throw new NotFoundError("Company");
  return {
    shop:
      c.shopLatitude != null && c.shopLongitude != null
        ? { lat: c.shopLatitude, lng: c.shopLongitude }
        : null,
    scheduleHorizonWeeks: c.scheduleHorizonWeeks,
    holidays: c.holidays,
    holidayPolicy: c.holidayPolicy,
    roadFactor: c.roadFactor,
    averageSpeedKmh: c.averageSpeedKmh,
    units: ctx.units,
  };
}
export type RoutingSettings = Awaited<ReturnType<typeof routingSettings>>;

/** Active members who work stops, with their routing profile, in name order. */
export async function routingTechnicians(
  ctx: TenantContext,
  known?: Pick<RoutingSettings, "shop">,
): Promise<RoutingTechnician[]> {
  requirePermission(ctx, "operations:read");
  const settings = known ?? (await routingSettings(ctx));
  const rows = await ctx.db
    .select({ member: companyMember, name: user.name, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(asc(user.name), asc(companyMember.id));
  return rows
    .filter((r) => hasPermission(r.permissions, "operations:work"))
    .map(({ member: m, name }, i) => {
      const home =
        m.homeLatitude != null && m.homeLongitude != null
          ? { lat: m.homeLatitude, lng: m.homeLongitude }
          : null;
      return {
        id: m.id,
        name,
        color: m.routeColor ?? routeColors[i % routeColors.length],
        startFrom: m.startFrom,
        homeAddress: m.homeAddress,
        home,
        start: (m.startFrom === "home" ? home : settings.shop) ?? settings.shop ?? home,
        workDays: m.workDays,
        dailyMinutes: m.dailyMinutes,
        skills: m.skills,
      };
    });
}

/** Saves the routing settings; the caller re-runs the schedule generator (horizon or holidays may change). */
export async function updateRoutingSettings(ctx: TenantContext, input: RoutingSettingsInput) {
  requirePermission(ctx, "routing:manage");
  const kmh = ctx.units === "us" ? input.averageSpeed * 1.609344 : input.averageSpeed;
  await ctx.db
    .update(company)
    .set({
      shopLatitude: input.shopLatitude,
      shopLongitude: input.shopLongitude,
      scheduleHorizonWeeks: input.scheduleHorizonWeeks,
      holidays: input.holidays,
      holidayPolicy: input.holidayPolicy,
      roadFactor: input.roadFactor,
      averageSpeedKmh: kmh,
      updatedAt: new Date(),
    })
    .where(eq(company.id, ctx.companyId));
}

export async function updateTechnicianRouting(ctx: TenantContext, input: TechnicianRoutingInput) {
  requirePermission(ctx, "routing:manage");
  const { memberId, ...values } = input;
  const [updated] = await ctx.db
    .update(companyMember)
    .set(values)
    .where(and(scoped(ctx, companyMember, eq(companyMember.id, memberId))))
    .returning({ id: companyMember.id });
  if (!updated) throw new NotFoundError("Technician");
}
