import { z } from "zod";
import { optionalNumberIn } from "../schema-fields";

/**
 * Forms of the work-log pages. Times are the company's wall clock as a `datetime-local` input gives them
 * ("YYYY-MM-DDTHH:MM"); the domain turns them into instants in the company's time zone.
 */

/** Messages are catalog keys (the form and the toast say them in the reader's language). */
const wallTime = (required: string, format: string) =>
  z
    .string({ message: required })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, format);

const optionalCoordinate = (min: number, max: number) =>
  optionalNumberIn(min, max, "office.workLogForm.position");

export const breakKinds = ["break", "lunch"] as const;
export type BreakKind = (typeof breakKinds)[number];

/** Lunch is unpaid; a short break is paid (counts as worked time). English: the log's history stores these words. */
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
  kind: z.enum(breakKinds, { message: "office.workLogForm.kindRequired" }),
});

const reason = z
  .string({ message: "office.workLogForm.reasonRequired" })
  .trim()
  .min(3, "office.workLogForm.reasonShort")
  .max(500, "office.workLogForm.reasonLong");

/** The office corrects a shift's times. */
export const editTimesSchema = z
  .object({
    clockInAt: wallTime("office.workLogForm.clockInRequired", "office.workLogForm.clockInFormat"),
    clockOutAt: wallTime("office.workLogForm.clockOutRequired", "office.workLogForm.clockOutFormat"),
    reason,
  })
  .refine((v) => v.clockOutAt > v.clockInAt, {
    path: ["clockOutAt"],
    message: "office.workLogForm.outAfterIn",
  });
export type EditTimesInput = z.infer<typeof editTimesSchema>;

/** The office adds a break the member forgot to record. */
export const addBreakSchema = z
  .object({
    kind: z.enum(breakKinds, { message: "office.workLogForm.kindRequired" }),
    startAt: wallTime("office.workLogForm.startRequired", "office.workLogForm.startFormat"),
    endAt: wallTime("office.workLogForm.endRequired", "office.workLogForm.endFormat"),
    reason,
  })
  .refine((v) => v.endAt > v.startAt, { path: ["endAt"], message: "office.workLogForm.endAfterStart" });
export type AddBreakInput = z.infer<typeof addBreakSchema>;

export const removeBreakSchema = z.object({
  breakId: z.string().trim().min(1, "office.workLogForm.breakRequired"),
  reason,
});

export const unapproveSchema = z.object({ reason });
