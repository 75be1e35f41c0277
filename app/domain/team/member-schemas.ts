/** The company-users forms' schemas and choices (shared by the server and the browser). */
import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { rateKinds } from "~/core/team/rates";
import { routeColors } from "~/domain/routing/routing-schemas";
import { parseMoneyToCents } from "~/domain/service/task-group-schemas";

export const workerTypes = ["employee", "independent contractor"] as const;
export type WorkerType = (typeof workerTypes)[number];
export const workerTypeLabels: Record<WorkerType, string> = {
  employee: "Employee",
  "independent contractor": "Independent contractor",
};

/** How long a member invitation (and a resent one) stays valid. */
export const MEMBER_INVITE_DAYS = 14;

export const weekdayLabels = ["Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"];

/** Form fields arrive as strings; a missing field counts as empty. */
const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

const workerType = z.enum(workerTypes, { message: "Choose employee or independent contractor." });
const roleId = text(z.string().trim().min(1, "Choose a role."));

export const memberInviteSchema = z.object({
  email: text(
    z
      .string()
      .trim()
      .min(1, "Enter the person's e-mail address.")
      .max(254, "That e-mail address is too long.")
      .refine((v) => z.email().safeParse(v).success, "Enter a valid e-mail address, e.g. sam@example.com."),
  ).transform((v) => v.toLowerCase()),
  roleId,
  workerType,
});
export type MemberInviteInput = z.output<typeof memberInviteSchema>;

export const memberRoleSchema = z.object({ roleId, workerType });
export type MemberRoleInput = z.output<typeof memberRoleSchema>;

export const RATE_MESSAGES = {
  amount: "Enter an amount above 0, like 22.50.",
  date: "Enter the date the rate takes effect (YYYY-MM-DD).",
} as const;

export const memberRateSchema = z.object({
  kind: z.enum(rateKinds, { message: "Choose per hour, per stop or per job." }),
  amount: text(z.string()).transform((v, ctx) => {
    const cents = parseMoneyToCents(v);
    if (cents == null || cents <= 0) {
      ctx.addIssue({ code: "custom", message: RATE_MESSAGES.amount });
      return z.NEVER;
    }
    return cents;
  }),
  effectiveOn: text(z.string().trim().refine(isValidDate, RATE_MESSAGES.date)),
});
export type MemberRateForm = z.output<typeof memberRateSchema>;
/** What the domain takes: the amount already in cents. */
export interface MemberRateInput {
  kind: (typeof rateKinds)[number];
  amountCents: number;
  effectiveOn: string;
}

const coordinate = (min: number, max: number, label: string) =>
  text(z.string().trim()).transform((v, ctx) => {
    if (!v) return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: `${label} is a number from ${min} to ${max}.` });
      return z.NEVER;
    }
    return n;
  });

/** Route colour, where the day starts, work days and hours: what routing reads from the member. */
export const memberRoutingSchema = z
  .object({
    routeColor: z.enum(routeColors, { message: "Choose a colour." }),
    startFrom: z.enum(["shop", "home"], { message: "Choose where the day starts." }),
    homeAddress: text(z.string().trim().max(300, "Keep the address under 300 characters.")).transform(
      (v) => v || null,
    ),
    homeLatitude: coordinate(-90, 90, "Latitude"),
    homeLongitude: coordinate(-180, 180, "Longitude"),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`work${d}`, z.string().optional()])),
    dailyHours: z.coerce
      .number({ message: "Enter the hours of a working day." })
      .min(1, "At least 1 hour.")
      .max(16, "At most 16 hours."),
  })
  .refine((v) => (v.homeLatitude == null) === (v.homeLongitude == null), {
    path: ["homeLongitude"],
    message: "Enter both coordinates of the home, or neither.",
  })
  .refine((v) => v.startFrom === "shop" || v.homeAddress !== null || v.homeLatitude !== null, {
    path: ["homeAddress"],
    message: "A day that starts at home needs the home's address.",
  })
  .transform((v) => {
    const raw = v as Record<string, unknown>;
    return {
      routeColor: v.routeColor,
      startFrom: v.startFrom,
      homeAddress: v.homeAddress,
      homeLatitude: v.homeLatitude,
      homeLongitude: v.homeLongitude,
      workDays: [0, 1, 2, 3, 4, 5, 6].filter((d) => raw[`work${d}`] === "on"),
      dailyMinutes: Math.round(v.dailyHours * 60),
    };
  });
export type MemberRoutingInput = z.output<typeof memberRoutingSchema>;
