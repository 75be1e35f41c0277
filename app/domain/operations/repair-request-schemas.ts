import { z } from "zod";

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

/** A repair request raised by the office, or by a technician from the stop screen (photos come as stored URLs). */
export const repairRequestSchema = z.object({
  customerId: z.string().trim().min(1, "work.repairNew.customerRequired"),
  serviceLocationId: optionalId,
  bodyOfWaterId: optionalId,
  equipmentId: optionalId,
  description: z.string().trim().min(5, "work.repairNew.whatShort").max(2_000, "work.repairNew.whatLong"),
});
export type RepairRequestInput = z.infer<typeof repairRequestSchema>;

export const closeRepairRequestSchema = z
  .object({
    status: z.enum(["resolved", "dismissed"], { message: "work.repair.outcomeRequired" }),
    note: z.string().trim().max(2_000, "work.repair.noteLong").optional().default(""),
  })
  .refine((v) => v.status !== "dismissed" || v.note.length > 0, {
    path: ["note"],
    message: "work.repair.dismissWhy",
  });
export type CloseRepairRequestInput = z.infer<typeof closeRepairRequestSchema>;
