/**
 * Who drives the routes and from where: the technicians' routing profiles (colour, start point, working days and
 * minutes, skills) and the company's routing settings (shop, horizon, holidays, road factor, speed).
 */
import { and, asc, eq } from "drizzle-orm";
import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { holidayPolicies } from "~/core/recurrence/schedule";
import { company, companyMember, role, user } from "~/db/schema";
import { NotFoundError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";

/** Mantine colour names, in the order technicians without their own colour take them. */
export const routeColors = [
  "blue",
  "orange",
  "grape",
  "teal",
  "red",
  "cyan",
  "lime",
  "pink",
  "indigo",
  "yellow",
  "violet",
  "green",
] as const;

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
export async function routingTechnicians(ctx: TenantContext): Promise<RoutingTechnician[]> {
  requirePermission(ctx, "operations:read");
  const settings = await routingSettings(ctx);
  const rows = await ctx.db
    .select({ member: companyMember, name: user.name, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
    .orderBy(asc(user.name), asc(companyMember.id));
  return rows
    .filter((r) => r.permissions.includes("stops:work"))
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
        start: (m.startFrom === "home" ? home : settings.shop) ?? settings.shop ?? home,
        workDays: m.workDays,
        dailyMinutes: m.dailyMinutes,
        skills: m.skills,
      };
    });
}

const coordinate = (min: number, max: number, label: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message: `${label} is a number from ${min} to ${max}.` });
        return z.NEVER;
      }
      return n;
    });

const bothOrNeither = (v: { lat: number | null; lng: number | null }) => (v.lat == null) === (v.lng == null);

export const routingSettingsSchema = z
  .object({
    shopLatitude: coordinate(-90, 90, "Latitude"),
    shopLongitude: coordinate(-180, 180, "Longitude"),
    scheduleHorizonWeeks: z.coerce
      .number({ message: "Enter a number of weeks." })
      .int("Whole weeks.")
      .min(1, "At least 1 week.")
      .max(26, "At most 26 weeks."),
    holidayPolicy: z.enum(holidayPolicies, { message: "Choose what happens on a holiday." }),
    holidays: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const holidays = [];
        for (const line of (v ?? "")
          .split("\n")
          .map((l) => l.trim())
          .filter(Boolean)) {
          const [date, ...name] = line.split(/\s+/);
          if (!isValidDate(date)) {
            ctx.addIssue({ code: "custom", message: `"${line}": start each line with a date (YYYY-MM-DD).` });
            return z.NEVER;
          }
          holidays.push({ date, name: name.join(" ") || "Holiday" });
        }
        return holidays.sort((a, b) => a.date.localeCompare(b.date));
      }),
    roadFactor: z.coerce
      .number({ message: "Enter a number such as 1.3." })
      .min(1, "Roads are never shorter than a straight line (1 or more).")
      .max(3, "At most 3."),
    averageSpeed: z.coerce
      .number({ message: "Enter the average speed." })
      .min(5, "At least 5.")
      .max(120, "At most 120."),
  })
  .refine((v) => bothOrNeither({ lat: v.shopLatitude, lng: v.shopLongitude }), {
    path: ["shopLongitude"],
    message: "Enter both coordinates of the shop, or neither.",
  });
export type RoutingSettingsInput = z.output<typeof routingSettingsSchema>;

/** Saves the routing settings; the caller re-runs the schedule generator (horizon or holidays may change). */
export async function updateRoutingSettings(ctx: TenantContext, input: RoutingSettingsInput) {
  requirePermission(ctx, "routes:manage");
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

export const technicianRoutingSchema = z
  .object({
    memberId: z.string().trim().min(1),
    routeColor: z.enum(routeColors, { message: "Choose a colour." }),
    startFrom: z.enum(["shop", "home"], { message: "Choose where the day starts." }),
    homeAddress: z
      .string()
      .trim()
      .max(300)
      .optional()
      .transform((v) => v || null),
    homeLatitude: coordinate(-90, 90, "Latitude"),
    homeLongitude: coordinate(-180, 180, "Longitude"),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`work${d}`, z.string().optional()])),
    dailyHours: z.coerce
      .number({ message: "Enter the hours of a working day." })
      .min(1, "At least 1 hour.")
      .max(16, "At most 16 hours."),
    skills: z
      .string()
      .optional()
      .transform((v) => [
        ...new Set(
          (v ?? "")
            .split(",")
            .map((s) => s.trim().toLowerCase())
            .filter(Boolean),
        ),
      ]),
  })
  .refine((v) => bothOrNeither({ lat: v.homeLatitude, lng: v.homeLongitude }), {
    path: ["homeLongitude"],
    message: "Enter both coordinates of the home, or neither.",
  })
  .refine((v) => v.startFrom === "shop" || v.homeLatitude != null, {
    path: ["homeLatitude"],
    message: "A day that starts at home needs the home's coordinates.",
  })
  .transform((v) => {
    const raw = v as Record<string, unknown>;
    return {
      memberId: v.memberId,
      routeColor: v.routeColor,
      startFrom: v.startFrom,
      homeAddress: v.homeAddress,
      homeLatitude: v.homeLatitude,
      homeLongitude: v.homeLongitude,
      workDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => raw[`work${d}`] === "on"),
      dailyMinutes: Math.round(v.dailyHours * 60),
      skills: v.skills,
    };
  });
export type TechnicianRoutingInput = z.output<typeof technicianRoutingSchema>;

export async function updateTechnicianRouting(ctx: TenantContext, input: TechnicianRoutingInput) {
  requirePermission(ctx, "routes:manage");
  const { memberId, ...values } = input;
  const [updated] = await ctx.db
    .update(companyMember)
    .set(values)
    .where(and(scoped(ctx, companyMember, eq(companyMember.id, memberId))))
    .returning({ id: companyMember.id });
  if (!updated) throw new NotFoundError("Technician");
}
