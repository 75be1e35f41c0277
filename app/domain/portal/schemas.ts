import { z } from "zod";
import { sanitizers, surfaces } from "~/core/water/targets";

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

/**
 * A pool owner's "Report a problem": where (`body:<id>` for a pool or spa, `location:<id>` for an address without
 * one), optionally which equipment, and what is wrong. Photos come as files beside it.
 */
export const ownerRepairSchema = z.object({
  place: z
    .string()
    .trim()
    .regex(/^(body|location):.+$/, "Choose the pool."),
  equipmentId: optionalId,
  description: z
    .string()
    .trim()
    .min(5, "Say what is wrong (a few words at least).")
    .max(2_000, "Keep it under 2,000 characters."),
});
export type OwnerRepairInput = z.infer<typeof ownerRepairSchema>;

/** An owner without a pool company describes their own pool. */
export const ownerPoolSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "Give the pool a name, e.g. Backyard pool.")
    .max(80, "Keep it under 80 characters."),
  kind: z.enum(["pool", "spa", "fountain", "water feature"], { message: "Choose the kind." }),
  volumeGallons: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v.replace(/,/g, "")) : null))
    .refine(
      (v) => v === null || (Number.isInteger(v) && v > 0 && v <= 2_000_000),
      "Enter whole gallons, e.g. 15000.",
    ),
  sanitizer: z.enum(sanitizers, { message: "Choose the sanitizer." }),
  surface: z.enum(surfaces, { message: "Choose the surface." }),
  address: z.string().trim().max(200, "Keep the address under 200 characters.").optional().default(""),
  postalCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(10, "Enter a ZIP code, e.g. 85281.")
    .refine((v) => v === "" || /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(v), "Enter a ZIP code, e.g. 85281.")
    .optional()
    .default(""),
  notes: z.string().trim().max(2_000, "Keep the notes under 2,000 characters.").optional().default(""),
});
export type OwnerPoolInput = z.infer<typeof ownerPoolSchema>;

const checkbox = z
  .string()
  .optional()
  .transform((v) => v === "on");

/** The pool owner's e-mail choices on /settings (an unchecked box is simply absent from the form). */
export const ownerNotificationsSchema = z.object({
  serviceReports: checkbox,
  invoices: checkbox,
  messages: checkbox,
});
