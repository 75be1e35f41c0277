import { z } from "zod";

/**
 * Forms of the work-log pages. Times are the company's wall clock as a `datetime-local` input gives them
 * ("YYYY-MM-DDTHH:MM"); the domain turns them into instants in the company's time zone.
 */

const wallTime = (label: string) =>
  z
    .string({ message: `Enter the ${label}.` })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, `Enter the ${label} as a date and time.`);

const optionalCoordinate = (min: number, max: number) =>
  z
    .string()
    .trim()
    .optional()
    .transform((v, c) => {
      if (!v) return null;
      const n = Number(v);
      if (!Number.isFinite(n) || n < min || n > max) {
        c.addIssue({ code: "custom", message: "The device gave a position that is not on the map." });
        return z.NEVER;
      }
      return n;
    });

export const breakKinds = ["break", "lunch"] as const;
export type BreakKind = (typeof breakKinds)[number];

/** Lunch is unpaid; a short break is paid (counts as worked time). */
export const breakKindLabels: Record<BreakKind, string> = {
  break: "Short break (paid)",
  lunch: "Lunch (unpaid)",
};
export const isPaidBreak = (kind: BreakKind) => kind === "break";

/** Clock in or out with the device's position when the person allowed it. */
export const clockSchema = z
  .object({
    latitude: optionalCoordinate(-90, 90),
    longitude: optionalCoordinate(-180, 180),
  })
  .transform((v) =>
    v.latitude !== null && v.longitude !== null ? { latitude: v.latitude, longitude: v.longitude } : null,
  );
export type ClockLocation = z.infer<typeof clockSchema>;

export const startBreakSchema = z.object({
  kind: z.enum(breakKinds, { message: "Choose a short break or lunch." }),
});

const reason = z
  .string({ message: "Say why you change it." })
  .trim()
  .min(3, "Say why you change it (the member sees it).")
  .max(500, "Keep the reason under 500 characters.");

/** The office corrects a shift's times. */
export const editTimesSchema = z
  .object({
    clockInAt: wallTime("clock-in time"),
    clockOutAt: wallTime("clock-out time"),
    reason,
  })
  .refine((v) => v.clockOutAt > v.clockInAt, {
    path: ["clockOutAt"],
    message: "Clock-out must be after clock-in.",
  });
export type EditTimesInput = z.infer<typeof editTimesSchema>;

/** The office adds a break the member forgot to record. */
export const addBreakSchema = z
  .object({
    kind: z.enum(breakKinds, { message: "Choose a short break or lunch." }),
    startAt: wallTime("start of the break"),
    endAt: wallTime("end of the break"),
    reason,
  })
  .refine((v) => v.endAt > v.startAt, { path: ["endAt"], message: "The break must end after it starts." });
export type AddBreakInput = z.infer<typeof addBreakSchema>;

export const removeBreakSchema = z.object({
  breakId: z.string().trim().min(1, "Choose the break to remove."),
  reason,
});

export const unapproveSchema = z.object({ reason });
