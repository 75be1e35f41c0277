/**
 * The service-agreement forms (the office's agreement form, ending, terms templates) and the pool owner's answers
 * (accept with a typed name, decline with a reason). Used by the actions on the server and by the forms in the
 * browser, so nothing here imports the server; the domain checks the rules that need the database (the customer's
 * locations, the company's chemicals, the company's today) again.
 */

import { z } from "zod";
import { keyed } from "~/core/i18n/keyed";
import { isCalendarDate } from "~/core/team/pay-period";
import { parseMoneyToCents } from "../service/task-group-schemas";

/** The schema's lists, repeated so the browser bundle does not pull in Drizzle (a test keeps them equal). */
export const agreementFrequencyOptions = [
  "weekly",
  "every two weeks",
  "monthly",
  "twice a week",
  "on call",
] as const;
export const rateIntervalOptions = ["month", "week", "visit", "year"] as const;
export const agreementChemicalOptions = [
  "included",
  "excluded",
  "specific included",
  "all-inclusive",
] as const;

export const chemicalLabels: Record<(typeof agreementChemicalOptions)[number], string> = {
  included: "Included in the rate",
  excluded: "Billed as used",
  "specific included": "Some included (the ones chosen below), others billed",
  "all-inclusive": "All-inclusive (chemicals and everything used)",
};

export const MAX_TERMS = 20_000;

const text = (v: unknown) => (typeof v === "string" ? v : "");
const list = (v: unknown) =>
  (Array.isArray(v) ? v : typeof v === "string" && v !== "" ? v.split(",") : [])
    .map((s) => String(s).trim())
    .filter(Boolean);
/** A real calendar date as YYYY-MM-DD ("2026-13-45" is not one, and must not throw). */
export const validDate = isCalendarDate;

const money = (messages: { required?: string; invalid: string; positive?: string }) =>
  z.preprocess(
    text,
    z.string().transform((v, ctx) => {
      const cents = parseMoneyToCents(v);
      if (cents === null && messages.required) ctx.addIssue({ code: "custom", message: messages.required });
      else if (cents === undefined) ctx.addIssue({ code: "custom", message: messages.invalid });
      else if (messages.positive && (cents ?? 0) <= 0)
        ctx.addIssue({ code: "custom", message: messages.positive });
      else return cents ?? 0;
      return z.NEVER;
    }),
  );

/** Catalog keys (the contracts area): the forms and the domain's rules say the same words. */
export const agreementMessages = {
  title: "contracts.validation.title",
  rateRequired: "contracts.validation.agreementRateRequired",
  rateInvalid: "contracts.validation.agreementRateInvalid",
  ratePositive: "contracts.validation.ratePositive",
  repairs: "contracts.validation.repairs",
  items: "contracts.validation.items",
  startsOn: "contracts.validation.startsOn",
  acceptBy: "contracts.validation.acceptBy",
  acceptByPast: "contracts.validation.acceptByPast",
  endsOn: "contracts.validation.endsOn",
  endsBeforeStart: "contracts.validation.endsBeforeStart",
} as const;

const termsTooLong = () => keyed("contracts.validation.termsTooLong", { max: MAX_TERMS });

/** The office's agreement form; `today` (the company's) bounds the accept-by date. */
export function agreementFormSchema(today: string) {
  return z
    .object({
      title: z.preprocess(
        text,
        z.string().trim().min(1, agreementMessages.title).max(120, "contracts.validation.titleTooLong"),
      ),
      serviceLocationIds: z.preprocess(list, z.array(z.string()).max(200)),
      frequency: z.preprocess(
        text,
        z.enum(agreementFrequencyOptions, { message: "contracts.validation.frequency" }),
      ),
      rateCents: money({
        required: agreementMessages.rateRequired,
        invalid: agreementMessages.rateInvalid,
        positive: agreementMessages.ratePositive,
      }),
      rateInterval: z.preprocess(
        text,
        z.enum(rateIntervalOptions, { message: "contracts.validation.rateInterval" }),
      ),
      chemicals: z.preprocess(
        text,
        z.enum(agreementChemicalOptions, { message: "contracts.validation.chemicals" }),
      ),
      includedItemIds: z.preprocess(list, z.array(z.string()).max(200)),
      repairsIncludedCents: money({ invalid: agreementMessages.repairs }),
      filterService: z.preprocess((v) => v === "on" || v === "true" || v === true, z.boolean()),
      termsTemplateId: z.preprocess(
        text,
        z
          .string()
          .trim()
          .transform((v) => v || null),
      ),
      terms: z.preprocess(text, z.string().trim().max(MAX_TERMS, termsTooLong())),
      startsOn: z.preprocess(text, z.string().trim().refine(validDate, agreementMessages.startsOn)),
      acceptBy: z.preprocess(
        text,
        z
          .string()
          .trim()
          .refine(validDate, agreementMessages.acceptBy)
          .refine((v) => !validDate(v) || v >= today, agreementMessages.acceptByPast),
      ),
      endsOn: z.preprocess(
        text,
        z
          .string()
          .trim()
          .refine((v) => v === "" || validDate(v), agreementMessages.endsOn)
          .transform((v) => (v === "" ? null : v)),
      ),
    })
    .superRefine((v, ctx) => {
      if (v.chemicals === "specific included" && v.includedItemIds.length === 0)
        ctx.addIssue({ code: "custom", path: ["includedItemIds"], message: agreementMessages.items });
      if (v.endsOn && v.startsOn && v.endsOn < v.startsOn)
        ctx.addIssue({ code: "custom", path: ["endsOn"], message: agreementMessages.endsBeforeStart });
    })
    .transform((v) => ({
      ...v,
      includedItemIds: v.chemicals === "specific included" ? [...new Set(v.includedItemIds)] : [],
      serviceLocationIds: [...new Set(v.serviceLocationIds)],
    }));
}
export type AgreementInput = z.infer<ReturnType<typeof agreementFormSchema>>;

/** A form's fields as the schema reads them: the repeated checkboxes and the multi-select as lists. */
export function agreementFormObject(formData: FormData): Record<string, unknown> {
  const raw: Record<string, unknown> = {};
  for (const [key, value] of formData.entries()) {
    if (typeof value !== "string") continue;
    if (key === "serviceLocationIds" || key === "includedItemIds")
      raw[key] = formData.getAll(key).flatMap((v) => list(v));
    else raw[key] = value;
  }
  return raw;
}

/** The pool owner accepts by typing their full name. */
export const acceptAgreementSchema = z.object({
  name: z.preprocess(
    text,
    z.string().trim().min(2, "portal.agreement.nameRequired").max(120, "portal.agreement.nameTooLong"),
  ),
});

/** …or declines, saying why. */
export const declineAgreementSchema = z.object({
  reason: z.preprocess(
    text,
    z.string().trim().min(1, "portal.agreement.reasonRequired").max(2_000, "portal.agreement.reasonTooLong"),
  ),
});

/** The office ends an accepted agreement: the last day of service and why. */
export const endAgreementSchema = z.object({
  endsOn: z.preprocess(text, z.string().trim().refine(validDate, "contracts.validation.endAgreementOn")),
  reason: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, "contracts.validation.endReason")
      .max(2_000, "contracts.validation.reasonTooLong"),
  ),
});

export const termsTemplateSchema = z.object({
  name: z.preprocess(
    text,
    z
      .string()
      .trim()
      .min(1, "contracts.validation.templateName")
      .max(120, "contracts.validation.nameTooLong"),
  ),
  body: z.preprocess(
    text,
    z.string().trim().min(1, "contracts.validation.templateBody").max(MAX_TERMS, termsTooLong()),
  ),
});
export type TermsTemplateInput = z.infer<typeof termsTemplateSchema>;
