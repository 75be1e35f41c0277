/** The routing forms' schemas and choices (shared by the server and the browser). */
import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { holidayPolicies } from "~/core/recurrence/schedule";

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

/**
 * How much even days matter against driving (the solver's balance weight; see core/routing/balance-week.ts). On the
 * demo week, "even" brings the busiest and lightest day within ~1.5 h of each other for about twice the driving of
 * "driving", which empties whole days.
 */
export const balancePriorities = { even: 3, mix: 1, driving: 0.2 } as const;
export type BalancePriority = keyof typeof balancePriorities;
export const balancePriorityLabels: Record<BalancePriority, string> = {
  even: "Even days",
  mix: "A mix of both",
  driving: "Least driving",
};
