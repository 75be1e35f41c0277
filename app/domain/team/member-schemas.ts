/** The company-users forms' schemas and choices (shared by the server and the browser). */
import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import { rateKinds } from "~/core/team/rates";
import { routeColors } from "~/domain/routing/routing-schemas";
import { parseMoneyToCents } from "~/domain/service/task-group-schemas";

export const workerTypes = ["employee", "independent contractor"] as const;
export type WorkerType = (typeof workerTypes)[number];
/** A worker type's name as a catalog key: `t(workerTypeKeys[w])`. */
export const workerTypeKeys = {
  employee: "people.workerType.employee",
  "independent contractor": "people.workerType.contractor",
} as const satisfies Record<WorkerType, string>;

/** How long a member invitation (and a resent one) stays valid. */
export const MEMBER_INVITE_DAYS = 14;

/** Form fields arrive as strings; a missing field counts as empty. */
const text = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), schema);

const workerType = z.enum(workerTypes, { message: "people.validation.workerType" });
const roleId = text(z.string().trim().min(1, "people.validation.role"));

export const memberInviteSchema = z.object({
  email: text(
    z
      .string()
      .trim()
      .min(1, "people.validation.emailRequired")
      .max(254, "people.validation.emailTooLong")
      .refine((v) => z.email().safeParse(v).success, "people.validation.emailInvalid"),
  ).transform((v) => v.toLowerCase()),
  roleId,
  workerType,
});
export type MemberInviteInput = z.output<typeof memberInviteSchema>;

export const memberRoleSchema = z.object({ roleId, workerType });
export type MemberRoleInput = z.output<typeof memberRoleSchema>;

export const RATE_MESSAGES = {
  kind: "people.validation.rateKind",
  amount: "people.validation.rateAmount",
  date: "people.validation.rateDate",
} as const;

export const memberRateSchema = z.object({
  kind: z.enum(rateKinds, { message: RATE_MESSAGES.kind }),
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

const coordinate = (
  min: number,
  max: number,
  key: "people.validation.latitudeRange" | "people.validation.longitudeRange",
) =>
  text(z.string().trim()).transform((v, ctx) => {
    if (!v) return null;
    const n = Number(v);
    if (!Number.isFinite(n) || n < min || n > max) {
      ctx.addIssue({ code: "custom", message: keyed(key, { min, max }) });
      return z.NEVER;
    }
    return n;
  });

/** Route colour, where the day starts, work days and hours: what routing reads from the member. */
export const memberRoutingSchema = z
  .object({
    routeColor: z.enum(routeColors, { message: "people.validation.routeColor" }),
    startFrom: z.enum(["shop", "home"], { message: "people.validation.startFrom" }),
    homeAddress: text(z.string().trim().max(300, "people.validation.homeAddressTooLong")).transform(
      (v) => v || null,
    ),
    homeLatitude: coordinate(-90, 90, "people.validation.latitudeRange"),
    homeLongitude: coordinate(-180, 180, "people.validation.longitudeRange"),
    ...Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`work${d}`, z.string().optional()])),
    dailyHours: z.coerce
      .number({ message: "people.validation.dailyHours" })
      .min(1, "people.validation.dailyHoursMin")
      .max(16, "people.validation.dailyHoursMax"),
  })
  .refine((v) => (v.homeLatitude == null) === (v.homeLongitude == null), {
    path: ["homeLongitude"],
    message: "people.validation.bothCoordinates",
  })
  .refine((v) => v.startFrom === "shop" || v.homeAddress !== null || v.homeLatitude !== null, {
    path: ["homeAddress"],
    message: "people.validation.homeNeedsAddress",
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
