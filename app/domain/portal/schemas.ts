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
    .regex(/^(body|location):.+$/, "portal.report.placeRequired"),
  equipmentId: optionalId,
  description: z.string().trim().min(5, "portal.report.whatRequired").max(2_000, "portal.report.whatTooLong"),
});
export type OwnerRepairInput = z.infer<typeof ownerRepairSchema>;

/** An owner without a pool company describes their own pool. */
export const ownerPoolSchema = z.object({
  name: z.string().trim().min(1, "portal.ownPool.nameRequired").max(80, "portal.ownPool.nameTooLong"),
  kind: z.enum(["pool", "spa", "fountain", "water feature"], { message: "portal.ownPool.kindRequired" }),
  volumeGallons: z
    .string()
    .trim()
    .optional()
    .transform((v) => (v ? Number(v.replace(/,/g, "")) : null))
    .refine(
      (v) => v === null || (Number.isInteger(v) && v > 0 && v <= 2_000_000),
      "portal.ownPool.volumeInvalid",
    ),
  sanitizer: z.enum(sanitizers, { message: "portal.ownPool.sanitizerRequired" }),
  surface: z.enum(surfaces, { message: "portal.ownPool.surfaceRequired" }),
  address: z.string().trim().max(200, "portal.ownPool.addressTooLong").optional().default(""),
  postalCode: z
    .string()
    .trim()
    .toUpperCase()
    .max(10, "portal.ownPool.zipInvalid")
    .refine((v) => v === "" || /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/.test(v), "portal.ownPool.zipInvalid")
    .optional()
    .default(""),
  notes: z.string().trim().max(2_000, "portal.ownPool.notesTooLong").optional().default(""),
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
