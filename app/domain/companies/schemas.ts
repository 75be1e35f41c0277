import { z } from "zod";

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters.`)
    .transform((v) => (v === "" ? null : v));

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
  timeZone: z.string().refine(isTimeZone, "Choose a time zone from the list."),
  units: z.enum(["us", "metric"], { message: "Choose US or metric units." }),
  currency: z.enum(currencies, { message: "Choose a currency from the list." }),
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
