import { z } from "zod";
import { billingPeriodKinds, chemicalBillingModes, paymentTerms } from "~/core/money";
import { parseMoneyToCents } from "../service/task-group-schemas";

const text = z.preprocess((v) => (typeof v === "string" ? v : ""), z.string().trim());

/** The billing settings form: the tax rate as a percent ("8.25"), the allowance in dollars. */
export const billingSettingsSchema = z
  .object({
    billingPeriod: z.enum(billingPeriodKinds, { message: "seller.validation.billingPeriod" }),
    invoiceTerms: z.enum(paymentTerms, { message: "seller.validation.invoiceTerms" }),
    taxRatePercent: text.pipe(
      z
        .string()
        .regex(/^\d{1,2}(\.\d{1,2})?$/, "seller.validation.taxRate")
        .or(z.literal("")),
    ),
    chemicalBillingMode: z.enum(chemicalBillingModes, { message: "seller.validation.chemicalBillingMode" }),
    chemicalAllowance: text,
  })
  .transform((v, ctx) => {
    const allowance = v.chemicalAllowance === "" ? 0 : parseMoneyToCents(v.chemicalAllowance);
    if (allowance === null || allowance === undefined || allowance < 0) {
      ctx.addIssue({
        code: "custom",
        path: ["chemicalAllowance"],
        message: "seller.validation.chemicalAllowance",
      });
      return z.NEVER;
    }
    return {
      billingPeriod: v.billingPeriod,
      invoiceTerms: v.invoiceTerms,
      taxRateBasisPoints: v.taxRatePercent === "" ? 0 : Math.round(Number(v.taxRatePercent) * 100),
      chemicalBillingMode: v.chemicalBillingMode,
      chemicalAllowanceCents: allowance,
    };
  });
export type BillingSettingsInput = z.output<typeof billingSettingsSchema>;
