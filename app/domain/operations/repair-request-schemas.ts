import { z } from "zod";
import type { repairRequestStatuses } from "~/db/schema/operations";

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

/** A repair request raised by the office, or by a technician from the stop screen (photos come as stored URLs). */
export const repairRequestSchema = z.object({
  customerId: z.string().trim().min(1, "Choose the customer."),
  serviceLocationId: optionalId,
  bodyOfWaterId: optionalId,
  equipmentId: optionalId,
  description: z
    .string()
    .trim()
    .min(5, "Say what is wrong (a few words at least).")
    .max(2_000, "Keep it under 2,000 characters."),
});
export type RepairRequestInput = z.infer<typeof repairRequestSchema>;

export const closeRepairRequestSchema = z
  .object({
    status: z.enum(["resolved", "dismissed"], { message: "Choose resolved or dismissed." }),
    note: z.string().trim().max(2_000, "Keep the note under 2,000 characters.").optional().default(""),
  })
  .refine((v) => v.status !== "dismissed" || v.note.length > 0, {
    path: ["note"],
    message: "Say why it is dismissed: the requester is told.",
  });
export type CloseRepairRequestInput = z.infer<typeof closeRepairRequestSchema>;

export const repairRequestStatusLabels: Record<(typeof repairRequestStatuses)[number], string> = {
  open: "Open",
  "in progress": "In progress",
  resolved: "Resolved",
  dismissed: "Dismissed",
};
