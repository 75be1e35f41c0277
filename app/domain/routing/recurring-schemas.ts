import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { keyed } from "~/core/i18n/keyed";
import { frequencies, type RecurrenceRule, ruleProblems } from "~/core/recurrence/recurrence";
import { wholeNumber } from "../schema-fields";

/** core/recurrence words its rule problems in English; the form says them through the catalog. */
const ruleProblemKeys: Record<string, string> = {
  "Choose at least one day of the week.": "routing.recurring.validation.days",
  "Unknown day of the week.": "routing.recurring.validation.unknownDay",
  "Choose the one weekday of the month.": "routing.recurring.validation.monthWeekday",
  "Choose which week of the month (1st–4th or last).": "routing.recurring.validation.monthWeek",
  "Every 2 to 12 weeks.": "routing.recurring.validation.interval",
  "The end date is before the start date.": "routing.recurring.validation.endBeforeStart",
};

const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

const optionalDate = (message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null)
    .refine((v) => v === null || isValidDate(v), message);

const optionalTime = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null)
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "routing.recurring.validation.time");

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

/** Dates typed as "2026-12-24, 2026-12-31" (commas, spaces or new lines between them). */
export const dateList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const dates = (v ?? "").split(/[\s,;]+/).filter(Boolean);
    const wrong = dates.find((d) => !isValidDate(d));
    if (wrong) {
      ctx.addIssue({ code: "custom", message: keyed("builder.validation.notADate", { value: wrong }) });
      return z.NEVER;
    }
    return [...new Set(dates)].sort();
  });

const dayFields = Object.fromEntries([0, 1, 2, 3, 4, 5, 6].map((d) => [`day${d}`, checkbox])) as Record<
  `day${0 | 1 | 2 | 3 | 4 | 5 | 6}`,
  typeof checkbox
>;

/**
 * The recurring-stop form. Weekdays come as checkboxes `day0` (Sunday) … `day6`; monthly uses `monthWeek` and
 * `monthWeekday`. Money is typed in the currency's major unit and stored in cents.
 */
export const recurringStopFormSchema = z
  .object({
    serviceLocationId: z.string().trim().min(1, "routing.recurring.validation.location"),
    technicianId: optionalText,
    frequency: z.enum(frequencies, { message: "routing.recurring.validation.frequency" }),
    ...dayFields,
    interval: wholeNumber(2, 12, "routing.recurring.validation.interval"),
    monthWeek: z.string().trim().optional(),
    monthWeekday: z.string().trim().optional(),
    startDate: z
      .string()
      .trim()
      .min(1, "routing.recurring.validation.startRequired")
      .refine((v) => isValidDate(v), "routing.recurring.validation.realDate"),
    endDate: optionalDate("routing.recurring.validation.realDateOrEmpty"),
    timeWindowStart: optionalTime,
    timeWindowEnd: optionalTime,
    estimatedMinutes: wholeNumber(1, 600, "routing.recurring.validation.minutes"),
    taskGroupId: optionalText,
    includedInContract: checkbox,
    price: z
      .string()
      .trim()
      .optional()
      .transform((v, ctx) => {
        if (!v) return null;
        const n = Number(v.replace(/[$,\s]/g, ""));
        if (!Number.isFinite(n) || n < 0 || n > 100_000) {
          ctx.addIssue({ code: "custom", message: "routing.recurring.validation.price" });
          return z.NEVER;
        }
        return Math.round(n * 100);
      }),
    skipDates: dateList,
    requiredSkill: optionalText,
    lockDay: checkbox,
    lockTechnician: checkbox,
    notes: z.string().trim().max(2_000, "routing.recurring.validation.notes").optional().default(""),
  })
  .transform((v, ctx) => {
    const weekdays = [0, 1, 2, 3, 4, 5, 6].filter((d) => v[`day${d}` as keyof typeof dayFields]);
    const monthly = v.frequency === "monthly";
    const rule: RecurrenceRule = {
      frequency: v.frequency,
      days: monthly ? (v.monthWeekday ? [Number(v.monthWeekday)] : []) : weekdays,
      interval: v.frequency === "every N weeks" ? (v.interval ?? 0) : 1,
      monthWeek: monthly ? Number(v.monthWeek) : null,
      startDate: v.startDate,
      endDate: v.endDate,
    };
    const problems = ruleProblems(rule);
    const where: Record<string, string> = {
      days: monthly ? "monthWeekday" : "days",
      monthWeek: "monthWeek",
      interval: "interval",
      endDate: "endDate",
    };
    for (const [key, message] of Object.entries(problems))
      ctx.addIssue({
        code: "custom",
        path: [where[key] ?? key],
        message: ruleProblemKeys[message] ?? message,
      });
    if (v.timeWindowStart && v.timeWindowEnd && v.timeWindowEnd <= v.timeWindowStart)
      ctx.addIssue({
        code: "custom",
        path: ["timeWindowEnd"],
        message: "routing.recurring.validation.windowOrder",
      });
    if (Object.keys(problems).length) return z.NEVER;
    return {
      serviceLocationId: v.serviceLocationId,
      technicianId: v.technicianId,
      ...rule,
      timeWindowStart: v.timeWindowStart,
      timeWindowEnd: v.timeWindowEnd,
      estimatedMinutes: v.estimatedMinutes,
      taskGroupId: v.taskGroupId,
      includedInContract: v.includedInContract,
      priceCents: v.includedInContract ? null : v.price,
      skipDates: v.skipDates,
      requiredSkill: v.requiredSkill,
      lockDay: v.lockDay,
      lockTechnician: v.lockTechnician,
      notes: v.notes,
    };
  });
export type RecurringStopInput = z.output<typeof recurringStopFormSchema>;

export const endRecurringStopSchema = z.object({
  endDate: z
    .string()
    .trim()
    .min(1, "routing.recurring.validation.endRequired")
    .refine((v) => isValidDate(v), "routing.recurring.validation.realDate"),
});

/** Moving one visit: to a date (and technician), this visit only or this and the following ones. */
export const moveVisitSchema = z.object({
  serviceDate: z
    .string()
    .trim()
    .min(1, "routing.recurring.validation.newDate")
    .refine((v) => isValidDate(v), "routing.recurring.validation.realDate"),
  technicianId: optionalText,
  scope: z.enum(["this", "following"], { message: "routing.recurring.validation.scope" }),
});
export type MoveVisitInput = z.infer<typeof moveVisitSchema>;
