/** The routing forms' schemas and choices (shared by the server and the browser). */
import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import { holidayPolicies } from "~/core/recurrence/schedule";
import { optionalNumberIn } from "../schema-fields";

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

/** Each route colour's name, as a catalog key. */
export const routeColorLabels = {
  blue: "builder.color.blue",
  orange: "builder.color.orange",
  grape: "builder.color.grape",
  teal: "builder.color.teal",
  red: "builder.color.red",
  cyan: "builder.color.cyan",
  lime: "builder.color.lime",
  pink: "builder.color.pink",
  indigo: "builder.color.indigo",
  yellow: "builder.color.yellow",
  violet: "builder.color.violet",
  green: "builder.color.green",
} as const satisfies Record<(typeof routeColors)[number], string>;

const coordinate = (
  min: number,
  max: number,
  key: "builder.validation.latitudeRange" | "builder.validation.longitudeRange",
) => optionalNumberIn(min, max, keyed(key, { min, max }));

const bothOrNeither = (v: { lat: number | null; lng: number | null }) => (v.lat == null) === (v.lng == null);

export const routingSettingsSchema = z
  .object({
    shopLatitude: coordinate(-90, 90, "builder.validation.latitudeRange"),
    shopLongitude: coordinate(-180, 180, "builder.validation.longitudeRange"),
    scheduleHorizonWeeks: z.coerce
      .number({ message: "builder.validation.weeksNumber" })
      .int("builder.validation.wholeWeeks")
      .min(1, "builder.validation.weeksMin")
      .max(26, "builder.validation.weeksMax"),
    holidayPolicy: z.enum(holidayPolicies, { message: "builder.validation.holidayPolicy" }),
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
            ctx.addIssue({ code: "custom", message: keyed("builder.validation.holidayLine", { line }) });
            return z.NEVER;
          }
          holidays.push({ date, name: name.join(" ") || "Holiday" });
        }
        return holidays.sort((a, b) => a.date.localeCompare(b.date));
      }),
    roadFactor: z.coerce
      .number({ message: "builder.validation.roadFactorNumber" })
      .min(1, "builder.validation.roadFactorMin")
      .max(3, "builder.validation.roadFactorMax"),
    averageSpeed: z.coerce
      .number({ message: "builder.validation.speedNumber" })
      .min(5, "builder.validation.speedMin")
      .max(120, "builder.validation.speedMax"),
  })
  .refine((v) => bothOrNeither({ lat: v.shopLatitude, lng: v.shopLongitude }), {
    path: ["shopLongitude"],
    message: "builder.validation.shopBoth",
  });
export type RoutingSettingsInput = z.output<typeof routingSettingsSchema>;

export const technicianRoutingSchema = z
  .object({
    memberId: z.string().trim().min(1),
    routeColor: z.enum(routeColors, { message: "builder.validation.color" }),
    startFrom: z.enum(["shop", "home"], { message: "builder.validation.startFrom" }),
    homeAddress: z
      .string()
      .trim()
      .max(300)
      .optional()
      .transform((v) => v || null),
    homeLatitude: coordinate(-90, 90, "builder.validation.latitudeRange"),
    homeLongitude: coordinate(-180, 180, "builder.validation.longitudeRange"),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`work${d}`, z.string().optional()])),
    dailyHours: z.coerce
      .number({ message: "builder.validation.hoursNumber" })
      .min(1, "builder.validation.hoursMin")
      .max(16, "builder.validation.hoursMax"),
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
    message: "builder.validation.homeBoth",
  })
  .refine((v) => v.startFrom === "shop" || v.homeLatitude != null, {
    path: ["homeLatitude"],
    message: "builder.validation.homeNeeded",
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

/**
 * How much even days matter against driving (the solver's balance weight; see core/routing/balance-week.ts). On the
 * demo week, "even" brings the busiest and lightest day within ~1.5 h of each other for about twice the driving of
 * "driving", which empties whole days.
 */
export const balancePriorities = { even: 3, mix: 1, driving: 0.2 } as const;
export type BalancePriority = keyof typeof balancePriorities;
export const balancePriorityLabels = {
  even: "builder.plan.priorityEven",
  mix: "builder.plan.priorityMix",
  driving: "builder.plan.priorityDriving",
} as const satisfies Record<BalancePriority, string>;
