import { z } from "zod";
import { keyed } from "~/core/i18n/keyed";
import { payPeriodKinds } from "~/core/team/pay-period";

const optionalText = (
  max: number,
  key:
    | "people.company.validation.addressTooLong"
    | "people.company.validation.cityTooLong"
    | "people.company.validation.regionTooLong"
    | "people.company.validation.postalCodeTooLong",
) =>
  z
    .string()
    .trim()
    .max(max, keyed(key, { max }))
    .transform((v) => (v === "" ? null : v));

export const PAY_PERIOD_MESSAGE = "people.company.validation.payPeriod";

export const currencies = ["USD", "CAD", "AUD", "NZD", "EUR", "GBP", "MXN", "ZAR"] as const;

export const companySettingsSchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "people.company.validation.nameRequired")
    .max(100, "people.company.validation.nameTooLong"),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, "people.company.validation.email")
    .transform((v) => (v === "" ? null : v)),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v), "people.company.validation.phone")
    .transform((v) => (v === "" ? null : v)),
  addressLine: optionalText(200, "people.company.validation.addressTooLong"),
  city: optionalText(100, "people.company.validation.cityTooLong"),
  region: optionalText(100, "people.company.validation.regionTooLong"),
  postalCode: optionalText(20, "people.company.validation.postalCodeTooLong"),
  country: z.string().trim().length(2, "people.company.validation.country"),
  website: z
    .string()
    .trim()
    .refine((v) => v === "" || /^https?:\/\/\S+\.\S+/.test(v), "people.company.validation.website")
    .transform((v) => (v === "" ? null : v)),
  /** Typed as one text, separated by commas or new lines (a postal code may hold a space: "SW1A 1AA"). */
  serviceZipCodes: z
    .string()
    .default("")
    .transform((v) => [
      ...new Set(
        v
          .split(/[,;\n]+/)
          .map((code) => code.trim().toUpperCase())
          .filter(Boolean),
      ),
    ])
    .refine((codes) => codes.length <= 300, "people.company.validation.zipCodesTooMany")
    .refine(
      (codes) => codes.every((code) => /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(code)),
      "people.company.validation.zipCodes",
    ),
  timeZone: z.string().refine(isTimeZone, "people.company.validation.timeZone"),
  units: z.enum(["us", "metric"], { message: "people.company.validation.units" }),
  currency: z.enum(currencies, { message: "people.company.validation.currency" }),
  payPeriod: z.enum(payPeriodKinds, { message: PAY_PERIOD_MESSAGE }),
});

export function isTimeZone(value: string) {
  try {
    new Intl.DateTimeFormat("en-US", { timeZone: value });
    return value.length > 0;
  } catch {
    return false;
  }
}

export const inviteSchema = z
  .object({
    kind: z.enum(["member", "client"], { message: "people.invites.validation.kind" }),
    roleId: z.string().optional(),
    customerName: z.string().trim().max(100, "people.invites.validation.nameTooLong").optional(),
    email: z
      .string()
      .trim()
      .refine((v) => v === "" || z.email().safeParse(v).success, "people.company.validation.email")
      .optional(),
    validDays: z.coerce
      .number({ message: "people.invites.validation.days" })
      .int("people.invites.validation.wholeDays")
      .min(1, "people.invites.validation.daysMin")
      .max(90, "people.invites.validation.daysMax"),
  })
  .refine((v) => v.kind !== "member" || Boolean(v.roleId), {
    path: ["roleId"],
    message: "people.validation.role",
  })
  .refine((v) => v.kind !== "client" || Boolean(v.customerName), {
    path: ["customerName"],
    message: "people.invites.validation.nameRequired",
  });

export const newCompanySchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, "people.select.validation.nameRequired")
    .max(100, "people.company.validation.nameTooLong"),
});

/** A company's request to be verified (its Seller page). The insurance date is checked against today by the domain. */
export const verificationRequestSchema = z.object({
  licenseNumber: z
    .string()
    .trim()
    .min(2, "people.verification.validation.licenseRequired")
    .max(60, "people.verification.validation.licenseTooLong"),
  licenseState: z.string().trim().max(40, "people.verification.validation.stateTooLong"),
  insuranceCarrier: z.string().trim().max(100, "people.verification.validation.carrierTooLong"),
  insuranceExpiresOn: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "people.verification.validation.date")
    .transform((v) => (v === "" ? null : v)),
  note: z.string().trim().max(1000, "people.verification.validation.noteTooLong"),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;
