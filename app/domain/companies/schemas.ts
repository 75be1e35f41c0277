import { z } from "zod";
import { payPeriodKinds } from "~/core/team/pay-period";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters.`)
    .transform((v) => (v === "" ? null : v));

export const PAY_PERIOD_MESSAGE = "Choose a pay period from the list.";

export const currencies = ["USD", "CAD", "AUD", "NZD", "EUR", "GBP", "MXN", "ZAR"] as const;

export const companySettingsSchema = z.object({
  name: z.string().trim().min(2, "Enter the company's name.").max(100, "Keep the name under 100 characters."),
  email: z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address.")
    .transform((v) => (v === "" ? null : v)),
  phone: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || /^[+()\d\s.-]{7,20}$/.test(v),
      "Enter a phone number (digits, spaces, + ( ) - .).",
    )
    .transform((v) => (v === "" ? null : v)),
  addressLine: optionalText(200, "address"),
  city: optionalText(100, "city"),
  region: optionalText(100, "state or region"),
  postalCode: optionalText(20, "postal code"),
  country: z.string().trim().length(2, "Use the two-letter country code, e.g. US."),
  website: z
    .string()
    .trim()
    .refine(
      (v) => v === "" || /^https?:\/\/\S+\.\S+/.test(v),
      "Enter a full web address, e.g. https://example.com.",
    )
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
    .refine((codes) => codes.length <= 300, "List at most 300 ZIP or postal codes.")
    .refine(
      (codes) => codes.every((code) => /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(code)),
      "Use ZIP or postal codes separated by commas, e.g. 92101, 92103.",
    ),
  timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
  units: z.enum(["us", "metric"], { message: "Choose US or metric units." }),
  currency: z.enum(currencies, { message: "Choose a currency from the list." }),
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
    kind: z.enum(["member", "client"], { message: "Choose who the code is for." }),
    roleId: z.string().optional(),
    customerName: z.string().trim().max(100, "Keep the name under 100 characters.").optional(),
    email: z
      .string()
      .trim()
      .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address.")
      .optional(),
    validDays: z.coerce
      .number({ message: "Enter a number of days." })
      .int("Whole days only.")
      .min(1, "At least 1 day.")
      .max(90, "At most 90 days."),
  })
  .refine((v) => v.kind !== "member" || Boolean(v.roleId), { path: ["roleId"], message: "Choose a role." })
  .refine((v) => v.kind !== "client" || Boolean(v.customerName), {
    path: ["customerName"],
    message: "Enter the pool owner's name.",
  });

export const newCompanySchema = z.object({
  companyName: z
    .string()
    .trim()
    .min(2, "Enter your company's name.")
    .max(100, "Keep the name under 100 characters."),
});

/** A company's request to be verified (its Seller page). The insurance date is checked against today by the domain. */
export const verificationRequestSchema = z.object({
  licenseNumber: z
    .string()
    .trim()
    .min(2, "Enter your contractor or pool-service license number.")
    .max(60, "Keep the license number under 60 characters."),
  licenseState: z.string().trim().max(40, "Keep the state under 40 characters."),
  insuranceCarrier: z.string().trim().max(100, "Keep the carrier's name under 100 characters."),
  insuranceExpiresOn: z
    .string()
    .trim()
    .refine((v) => v === "" || /^\d{4}-\d{2}-\d{2}$/.test(v), "Enter the date as YYYY-MM-DD.")
    .transform((v) => (v === "" ? null : v)),
  note: z.string().trim().max(1000, "Keep the note under 1,000 characters."),
});
export type VerificationRequestInput = z.infer<typeof verificationRequestSchema>;
