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

/** Catalog keys (the contracts area). */
export const rateMessages = {
  required: "contracts.validation.rateRequired",
  positive: "contracts.validation.ratePositive",
  invalid: "contracts.validation.rateInvalid",
} as const;

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
    z.enum(["member", "company"], { message: "contracts.validation.receiverKind" }),
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
      message: "contracts.validation.receiverMember",
    });
  if (v.receiverKind === "company" && !v.receiverCompanyId)
    ctx.addIssue({
      code: "custom",
      path: ["receiverCompanyId"],
      message: "contracts.validation.receiverCompany",
    });
}

const terms = z.preprocess(text, z.string().trim().max(4_000, "contracts.validation.laborTermsTooLong"));

/** A job's work offered once: some of its tasks, at a rate per job or per hour, to be accepted by a date. */
export const oneTimeOfferSchema = z
  .object({
    ...receiver,
    taskIds: z.preprocess(list, z.array(z.string()).min(1, "contracts.validation.tasks")),
    rateUnit: z.preprocess(
      text,
      z.enum(["job", "hour"], { message: "contracts.validation.oneTimeRateUnit" }),
    ),
    rateCents: rate,
    terms,
    acceptBy: dateField("contracts.validation.offerAcceptBy"),
  })
  .superRefine(checkReceiver);
export type OneTimeOfferInput = z.infer<typeof oneTimeOfferSchema>;

/** Standing stops offered at a rate per stop / hour / month, from a start to an end (or at will), with notice. */
export const recurringOfferSchema = z
  .object({
    ...receiver,
    recurringStopIds: z.preprocess(list, z.array(z.string()).min(1, "contracts.validation.recurringStops")),
    rateUnit: z.preprocess(
      text,
      z.enum(["stop", "hour", "month"], { message: "contracts.validation.recurringRateUnit" }),
    ),
    rateCents: rate,
    terms,
    startsOn: dateField("contracts.validation.firstDay"),
    endsOn: optionalDate("contracts.validation.lastDay"),
    noticeDays: z.preprocess(
      (v) => (typeof v === "string" && v.trim() !== "" ? Number(v) : v === undefined || v === "" ? 14 : v),
      z
        .number({ message: "contracts.validation.notice" })
        .int("contracts.validation.noticeWhole")
        .min(0, "contracts.validation.noticeNegative")
        .max(365, "contracts.validation.noticeTooLong"),
    ),
    acceptBy: optionalDate("contracts.validation.optionalDate"),
  })
  .superRefine((v, ctx) => {
    checkReceiver(v, ctx);
    if (v.endsOn && v.startsOn && v.endsOn < v.startsOn)
      ctx.addIssue({
        code: "custom",
        path: ["endsOn"],
        message: "contracts.validation.endsBeforeStart",
      });
  });
export type RecurringOfferInput = z.infer<typeof recurringOfferSchema>;

export const rejectSchema = z.object({
  note: z.preprocess(text, z.string().trim().max(2_000, "contracts.validation.noteTooLong")),
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
  lastDay: optionalDate("contracts.validation.endLastDay"),
  note: z.preprocess(text, z.string().trim().max(2_000, "contracts.validation.noteTooLong")),
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
