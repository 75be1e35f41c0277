import { z } from "zod";
import { companySettingsSchema } from "~/domain/companies/schemas";
import { phonePattern } from "~/domain/customers/schemas";

/** The listing fields a company edits on its Public Page (the rest of its settings stay in Settings). */
export const publicProfileSchema = companySettingsSchema.pick({
  name: true,
  email: true,
  phone: true,
  addressLine: true,
  city: true,
  region: true,
  postalCode: true,
  website: true,
  serviceZipCodes: true,
});
export type PublicProfileInput = z.infer<typeof publicProfileSchema>;

export const zipPattern = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** The visitor's "Request service" form on a company's public page. */
export const serviceRequestSchema = z.object({
  name: z.string().trim().min(1, "Enter your name.").max(100, "Keep the name under 100 characters."),
  email: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(v).success, "Enter a valid e-mail address.")
    .transform((v) => v.toLowerCase()),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || phonePattern.test(v), "Enter a phone number (digits, spaces, + ( ) - .).")
    .transform((v) => (v === "" ? null : v)),
  address: z
    .string()
    .trim()
    .min(1, "Enter the pool's street address.")
    .max(200, "Keep the address under 200 characters."),
  zip: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => zipPattern.test(v), "Enter the ZIP code, e.g. 85281."),
  message: z
    .string()
    .trim()
    .min(5, "Tell the company what you need (at least 5 characters).")
    .max(2000, "Keep the message under 2,000 characters."),
  /** Honeypot: hidden from people; a bot that fills every field gets a confirmation and nothing is stored. */
  fax: z.string().optional().default(""),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** The directory's search: a ZIP code and/or part of a name. */
export const directorySearchSchema = z.object({
  zip: z
    .string()
    .trim()
    .max(10)
    .transform((v) => v.toUpperCase())
    .catch(""),
  q: z.string().trim().max(100).catch(""),
});
