import { z } from "zod";

/** The "Cost assumptions" form: what a mile of driving costs, in dollars with up to two decimals ("0.70"). */
export const vehicleCostSchema = z.object({
  intent: z.literal("vehicle-cost"),
  vehicleCost: z.preprocess(
    (v) => (typeof v === "string" ? v.trim().replace(/^\$/, "") : ""),
    z
      .string()
      .regex(/^\d{1,3}(\.\d{1,2})?$/, "reports.costs.invalid")
      .transform((s) => Math.round(Number(s) * 100)),
  ),
});
export type VehicleCostInput = z.output<typeof vehicleCostSchema>;
