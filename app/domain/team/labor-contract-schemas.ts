/**
 * The labor-contract forms (one-time for a job, recurring for standing stops) and their decisions. Used by the
 * actions on the server and by the forms in the browser; the domain checks the rules that need the database
 * (the job's tasks, the company's stops, the receiver, dates against the company's today) again.
 */
import { z } from "zod";
import { parseMoneyToCents } from "../service/task-group-schemas";

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown) =>
  (Array.isArray(v) ? v : typeof v === "string" && v !== "" ? v.split(",") : []).map(String).filter(Boolean);
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

const dateField = (message: string) => z.preprocess(text, z.string().trim().refine(validDate, message));
const optionalDate = (message: string) =>
  z.preprocess(
    text,
    z
      .string()
      .trim()
      .refine((v) => v === "" || validDate(v), message)
      .transform((v) => (v === "" ? null : v)),
  );

export const rateMessages = {
  required: "Enter the rate, e.g. 25.00.",
  positive: "The rate must be more than $0.",
  invalid: "Enter the rate as dollars and cents, e.g. 25.00.",
};

const rate = z.preprocess(
  text,
  z.string().transform((v, ctx) => {
    const cents = parseMoneyToCents(v);
    if (cents === null) ctx.addIssue({ code: "custom", message: rateMessages.required });
    else if (cents === undefined) ctx.addIssue({ code: "custom", message: rateMessages.invalid });
    else if (cents <= 0) ctx.addIssue({ code: "custom", message: rateMessages.positive });
    else return cents;
    return z.NEVER;
  }),
);

const receiver = {
  receiverKind: z.preprocess(
    text,
    z.enum(["member", "company"], { message: "Choose who the work is offered to: a member or a company." }),
  ),
  receiverMemberId: z.preprocess(
    text,
    z
      .string()
      .trim()
      .transform((v) => v || null),
  ),
  receiverCompanyId: z.preprocess(
    text,
    z
      .string()
      .trim()
      .transform((v) => v || null),
  ),
};

type ReceiverFields = {
  receiverKind: "member" | "company";
  receiverMemberId: string | null;
  receiverCompanyId: string | null;
};

function checkReceiver(v: ReceiverFields, ctx: z.RefinementCtx) {
  if (v.receiverKind === "member" && !v.receiverMemberId)
    ctx.addIssue({
      code: "custom",
      path: ["receiverMemberId"],
      message: "Choose the member who does the work.",
    });
  if (v.receiverKind === "company" && !v.receiverCompanyId)
    ctx.addIssue({
      code: "custom",
      path: ["receiverCompanyId"],
      message: "Find the company by its name or e-mail and choose it.",
    });
}

const terms = z.preprocess(text, z.string().trim().max(4_000, "Keep the terms under 4,000 characters."));

/** A job's work offered once: some of its tasks, at a rate per job or per hour, to be accepted by a date. */
export const oneTimeOfferSchema = z
  .object({
    ...receiver,
    taskIds: z.preprocess(list, z.array(z.string()).min(1, "Choose at least one of the job's tasks.")),
    rateUnit: z.preprocess(text, z.enum(["job", "hour"], { message: "Choose per job or per hour." })),
    rateCents: rate,
    terms,
    acceptBy: dateField("Enter the date the offer must be accepted by."),
  })
  .superRefine(checkReceiver);
export type OneTimeOfferInput = z.infer<typeof oneTimeOfferSchema>;

/** Standing stops offered at a rate per stop / hour / month, from a start to an end (or at will), with notice. */
export const recurringOfferSchema = z
  .object({
    ...receiver,
    recurringStopIds: z.preprocess(list, z.array(z.string()).min(1, "Choose at least one recurring stop.")),
    rateUnit: z.preprocess(
      text,
      z.enum(["stop", "hour", "month"], { message: "Choose per stop, per hour or per month." }),
    ),
    rateCents: rate,
    terms,
    startsOn: dateField("Enter the first day of the contract."),
    endsOn: optionalDate("Enter a valid last day, or leave it empty for at will."),
    noticeDays: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === undefined || v === "" ? 14 : v),
      z
        .number({ message: "Enter the notice in days, e.g. 14." })
        .int("Enter whole days.")
        .min(0, "Notice can't be negative.")
        .max(365, "Keep the notice within a year."),
    ),
    acceptBy: optionalDate("Enter a valid date, or leave it empty."),
  })
  .superRefine((v, ctx) => {
    checkReceiver(v, ctx);
    if (v.endsOn && v.startsOn && v.endsOn < v.startsOn)
      ctx.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "The last day can't be before the first day.",
      });
  });
export type RecurringOfferInput = z.infer<typeof recurringOfferSchema>;

export const rejectSchema = z.object({
  note: z.preprocess(text, z.string().trim().max(2_000, "Keep the note under 2,000 characters.")),
});

export const acceptSchema = z.object({
  technicianId: z.preprocess(
    text,
    z
      .string()
      .trim()
      .transform((v) => v || null),
  ),
});

export const endSchema = z.object({
  lastDay: optionalDate("Enter a valid date, or leave it empty for the notice period."),
  note: z.preprocess(text, z.string().trim().max(2_000, "Keep the note under 2,000 characters.")),
});

/** A form's fields as the schemas read them: repeated checkboxes (`taskIds`, `recurringStopIds`) as lists. */
export function formObject(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (key === "taskIds" || key === "recurringStopIds") raw[key] = formData.getAll(key).map(String);
    else raw[key] = value;
  }
  return raw;
}
