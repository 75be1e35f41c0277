import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { frequencies, type RecurrenceRule, ruleProblems } from "~/core/recurrence/recurrence";

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
  .refine((v) => v === null || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), "Enter a time as HH:MM.");

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on" || v === "true");

const wholeNumber = (min: number, max: number, message: string) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, ctx) => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isInteger(n) || n < min || n > max) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return n;
    });

/** Dates typed as "2026-12-24, 2026-12-31" (commas, spaces or new lines between them). */
export const dateList = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const dates = (v ?? "").split(/[\s,;]+/).filter(Boolean);
    const wrong = dates.find((d) => !isValidDate(d));
    if (wrong) {
      ctx.addIssue({ code: "custom", message: `"${wrong}" is not a date (YYYY-MM-DD).` });
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
    serviceLocationId: z.string().trim().min(1, "Choose the service location."),
    technicianId: optionalText,
    frequency: z.enum(frequencies, { message: "Choose how often." }),
    ...dayFields,
    interval: wholeNumber(2, 12, "Every 2 to 12 weeks."),
    monthWeek: z.string().trim().optional(),
    monthWeekday: z.string().trim().optional(),
    startDate: z
      .string()
      .trim()
      .min(1, "Enter the first day of service.")
      .refine((v) => isValidDate(v), "Enter a real date (YYYY-MM-DD)."),
    endDate: optionalDate("Enter a real date (YYYY-MM-DD), or leave it empty."),
    timeWindowStart: optionalTime,
    timeWindowEnd: optionalTime,
    estimatedMinutes: wholeNumber(1, 600, "Enter whole minutes between 1 and 600."),
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
          ctx.addIssue({ code: "custom", message: "Enter a price between 0 and 100,000." });
          return z.NEVER;
        }
        return Math.round(n * 100);
      }),
    skipDates: dateList,
    requiredSkill: optionalText,
    lockDay: checkbox,
    lockTechnician: checkbox,
    notes: z.string().trim().max(2_000, "Keep the notes under 2,000 characters.").optional().default(""),
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
      ctx.addIssue({ code: "custom", path: [where[key] ?? key], message });
    if (v.timeWindowStart && v.timeWindowEnd && v.timeWindowEnd <= v.timeWindowStart)
      ctx.addIssue({ code: "custom", path: ["timeWindowEnd"], message: "The window ends before it starts." });
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
    .min(1, "Enter the last day of service.")
    .refine((v) => isValidDate(v), "Enter a real date (YYYY-MM-DD)."),
});

/** Moving one visit: to a date (and technician), this visit only or this and the following ones. */
export const moveVisitSchema = z.object({
  serviceDate: z
    .string()
    .trim()
    .min(1, "Enter the new date.")
    .refine((v) => isValidDate(v), "Enter a real date (YYYY-MM-DD)."),
  technicianId: optionalText,
  scope: z.enum(["this", "following"], { message: "Choose this visit only or from now on." }),
});
export type MoveVisitInput = z.infer<typeof moveVisitSchema>;
