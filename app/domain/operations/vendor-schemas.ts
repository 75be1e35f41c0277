import { z } from "zod";
import { phonePattern } from "~/domain/customers/schemas";

/** Form fields arrive as strings; a missing field counts as empty. */
const blankIfMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), schema);
const optional = (max: number, label: string) =>
  blankIfMissing(
    z
      .string()
      .trim()
      .max(max, `Keep the ${label} under ${max} characters.`)
      .transform((v) => (v === "" ? null : v)),
  );

export const vendorSchema = z.object({
  name: blankIfMissing(
    z
      .string()
      .trim()
      .min(1, "Enter the vendor's name, e.g. Pool Supply Co.")
      .max(120, "Keep the name under 120 characters."),
  ),
  contactName: optional(100, "contact's name"),
  phone: blankIfMissing(
    z
      .string()
      .trim()
      .refine(
        (v) => v === "" || phonePattern.test(v),
        "Enter the phone as digits (spaces, + ( ) - . allowed).",
      )
      .transform((v) => (v === "" ? null : v)),
  ),
  email: blankIfMissing(
    z
      .string()
      .trim()
      .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address.")
      .transform((v) => (v === "" ? null : v.toLowerCase())),
  ),
  addressLine: optional(200, "address"),
  city: optional(100, "city"),
  region: optional(100, "state"),
  postalCode: optional(20, "ZIP code"),
  accountNumber: optional(60, "account number"),
  notes: blankIfMissing(z.string().trim().max(2_000, "Keep the notes under 2,000 characters.")),
});
export type VendorInput = z.infer<typeof vendorSchema>;
