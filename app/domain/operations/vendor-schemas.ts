import { z } from "zod";
import { phonePattern } from "~/domain/customers/schemas";

/** Form fields arrive as strings; a missing field counts as empty. */
const blankIfMissing = <T extends z.ZodType>(schema: T) =>
  z.preprocess((v) => (typeof v === "string" ? v : ""), schema);
/** `message`: the catalog key saying the field is too long (each field's own sentence). */
const optional = (max: number, message: string) =>
  blankIfMissing(
    z
      .string()
      .trim()
      .max(max, message)
      .transform((v) => (v === "" ? null : v)),
  );

export const vendorSchema = z.object({
  name: blankIfMissing(
    z
      .string()
      .trim()
      .min(1, "purchasing.vendorRules.nameRequired")
      .max(120, "purchasing.vendorRules.nameTooLong"),
  ),
  contactName: optional(100, "purchasing.vendorRules.contactTooLong"),
  phone: blankIfMissing(
    z
      .string()
      .trim()
      .refine((v) => v === "" || phonePattern.test(v), "purchasing.vendorRules.phone")
      .transform((v) => (v === "" ? null : v)),
  ),
  email: blankIfMissing(
    z
      .string()
      .trim()
      .refine((v) => v === "" || z.email().safeParse(v).success, "purchasing.vendorRules.email")
      .transform((v) => (v === "" ? null : v.toLowerCase())),
  ),
  addressLine: optional(200, "purchasing.vendorRules.addressTooLong"),
  city: optional(100, "purchasing.vendorRules.cityTooLong"),
  region: optional(100, "purchasing.vendorRules.stateTooLong"),
  postalCode: optional(20, "purchasing.vendorRules.zipTooLong"),
  accountNumber: optional(60, "purchasing.vendorRules.accountTooLong"),
  notes: blankIfMissing(z.string().trim().max(2_000, "purchasing.vendorRules.notesTooLong")),
});
export type VendorInput = z.infer<typeof vendorSchema>;
