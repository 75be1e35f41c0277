import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { parseLocaleNumber } from "~/core/format/parse-number";
import { skipReasons } from "~/core/service/statuses";
import type { Units } from "~/core/water/volume";
import { wholeNumber } from "../schema-fields";
import { isStopReading, readingProblem, type StopReading } from "./readings";

const optionalId = () =>
  z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null);

/*
 * The schemas below are built on first use (`z.lazy`): this module is part of the technician's first chunk
 * (vite.config.ts, `field`), and building them when My day loads, where no form is checked, cost a phone tens of
 * milliseconds of zod work on every open (docs/ARCHITECTURE.md, "Field performance").
 */
const createStopObject = () =>
  z.object({
    customerId: z.string().trim().min(1, "field.create.customerRequired"),
    serviceLocationId: z.string().trim().min(1, "field.create.locationRequired"),
    technicianId: optionalId(),
    taskGroupId: optionalId(),
    serviceDate: z
      .string()
      .trim()
      .min(1, "field.create.dateRequired")
      .refine((v) => isValidDate(v), "field.create.dateInvalid"),
    estimatedMinutes: wholeNumber(0, 600, "field.create.minutesInvalid"),
    description: z.string().trim().max(2_000, "field.create.descriptionTooLong").optional().default(""),
  });

/** A one-off stop the office schedules (ad hoc or from a job). */
export const createStopSchema = z.lazy(createStopObject);
export type CreateStopInput = z.infer<typeof createStopSchema>;

/** The office's edit of a stop: its instructions for the technician and the time it should take. */
export const editStopSchema = z.lazy(() =>
  createStopObject().pick({ estimatedMinutes: true, description: true }),
);
export type EditStopInput = z.infer<typeof editStopSchema>;

/** How far back a phone's clock may date a change made offline (arrive, skip, finish). */
export const DEVICE_TIME_WINDOW_MS = 48 * 60 * 60 * 1000;

/**
 * When a change made on the phone is recorded as made: the device's time, within [now − 48 h, now], so a wrong
 * clock on the phone cannot move history far (a time in the future is now; older than two days, two days ago).
 */
export function deviceTime(at: string | Date | null | undefined, now = new Date()): Date {
  const time = at ? new Date(at).getTime() : Number.NaN;
  if (!Number.isFinite(time)) return now;
  return new Date(Math.min(now.getTime(), Math.max(now.getTime() - DEVICE_TIME_WINDOW_MS, time)));
}

/** A change that reaches the server later than this after it was made waited on the phone (no signal). */
export const SENT_LATE_MS = 2 * 60 * 1000;

/**
 * Whether a change from the phone's outbox was done offline, for the stop's history ("done offline, received …").
 * Every change goes through the outbox, online too, so the header alone does not say: one that arrives within two
 * minutes of being made was sent as it happened.
 */
export function madeOffline(fromOutbox: boolean, at: Date, now = new Date()): boolean {
  return fromOutbox && now.getTime() - at.getTime() > SENT_LATE_MS;
}

export const skipSchema = z.lazy(() =>
  z
    .object({
      reason: z.enum(skipReasons, { message: "field.skip.reasonRequired" }),
      note: z.string().trim().max(1_000, "field.skip.noteTooLong").optional().default(""),
      key: z.string().trim().min(8).max(100),
    })
    .refine((v) => v.reason !== "other" || v.note.length > 0, {
      path: ["note"],
      message: "field.skip.noteRequired",
    }),
);
export type SkipInput = z.infer<typeof skipSchema>;

const photoSchema = () =>
  z.object({
    url: z.string().regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/),
    thumbnailUrl: z.string().regex(/^\/uploads\/[0-9a-f-]{36}\.(png|jpg|webp|gif)$/),
  });

/**
 * A number as sent by the stop screen: a number, or the text the technician typed, read in the page's `locale`
 * ("7,4" in es-ES); text that is not a number becomes NaN, for the check that names it.
 */
const typedNumber = (locale: string) =>
  z
    .union([z.number(), z.string().max(40)])
    .transform((v) => (typeof v === "number" ? v : parseLocaleNumber(v, locale)));

/**
 * What a technician records at a stop (posted as JSON, so the phone can keep and resend it). Field errors are
 * keyed so the form can put them next to their inputs: `bodies.<bodyId>.<reading>`, `bodies.<bodyId>.doses.<i>`,
 * `tasks.<taskId>`, `internalNotes`, `customerNotes`. Numbers may come as typed, read in `locale`. Messages are
 * catalog keys, except a reading's problem: core/chemistry's English, with `params` (the key and its values) for
 * another language.
 */
export function visitSchema(units: Units, locale = "en") {
  const photo = photoSchema();
  const dose = z.object({
    itemId: z.string().nullish(),
    name: z.string().trim().min(1, "field.visit.doseName").max(120),
    amount: typedNumber(locale).pipe(z.number({ message: "field.visit.doseAmount" })),
    unit: z.string().trim().min(1, "field.visit.doseUnit").max(20),
    recommendedAmount: z.number().finite().nullish(),
    recommendedUnit: z.string().max(20).nullish(),
    /** The recommendation it was recorded from ("freeChlorine:raise"), null when added by hand. */
    recommendation: z.string().trim().max(60).nullish(),
  });
  return z
    .object({
      bodies: z
        .array(
          z.object({
            bodyOfWaterId: z.string().min(1),
            readings: z.record(z.string(), typedNumber(locale).nullable()),
            doses: z.array(dose).max(30),
          }),
        )
        .max(20),
      tasks: z
        .array(
          z.object({
            id: z.string().min(1),
            done: z.boolean(),
            numberValue: typedNumber(locale).nullish(),
            note: z.string().max(2_000).nullish(),
            /** Why a task was not done (a required one may be left undone only with a reason). */
            missedReason: z.string().max(500).nullish(),
            photo: photo.nullish(),
          }),
        )
        .max(100),
      internalNotes: z.string().max(5_000, "field.visit.officeNotesTooLong").default(""),
      customerNotes: z.string().max(5_000, "field.visit.customerNotesTooLong").default(""),
      photos: z.array(photo).max(30, "field.visit.tooManyPhotos").default([]),
    })
    .superRefine((visit, ctx) => {
      for (const body of visit.bodies) {
        for (const [reading, value] of Object.entries(body.readings)) {
          if (!isStopReading(reading)) {
            ctx.addIssue({
              code: "custom",
              path: ["bodies", body.bodyOfWaterId],
              message: "field.visit.unknownReading",
            });
            continue;
          }
          if (value === null) continue;
          const problem = readingProblem(reading as StopReading, value, units);
          // A keyed message (core words it): the page words it in its language.
          if (problem)
            ctx.addIssue({ code: "custom", path: ["bodies", body.bodyOfWaterId, reading], message: problem });
        }
        body.doses.forEach((d, i) => {
          if (!(d.amount > 0) || d.amount > 10_000)
            ctx.addIssue({
              code: "custom",
              path: ["bodies", body.bodyOfWaterId, "doses", String(i)],
              message: "field.visit.doseAmountPositive",
            });
        });
      }
      for (const task of visit.tasks)
        if (typeof task.numberValue === "number" && !Number.isFinite(task.numberValue))
          ctx.addIssue({ code: "custom", path: ["tasks", task.id], message: "field.visit.taskNumber" });
    });
}
export type VisitInput = z.infer<ReturnType<typeof visitSchema>>;

/**
 * Zod issues as { "bodies.<id>.pH": message }, the keys the stop form puts messages under; `word` turns an issue's
 * message (a key or a `keyed` message) into the page's language.
 */
export function visitErrors(
  error: z.ZodError,
  word: (message: string) => string = (message) => message,
): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.join(".");
    errors[key] ??= word(issue.message);
  }
  return errors;
}
