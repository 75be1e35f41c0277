import { z } from "zod";
import { parseMoneyToCents } from "../service/task-group-schemas";

/** Forms of the platform admin console and the company's "Requests to Drip Drop" (one schema per form). */

const reason = (message: string) =>
  z.string().trim().min(3, message).max(1000, "Keep it under 1,000 characters.");

/** Deactivating a company, rejecting a company's listing or a verification request: always with a reason. */
export const reasonSchema = z.object({ reason: reason("Say why (at least 3 characters).") });
export type ReasonInput = z.infer<typeof reasonSchema>;

/** A decision's note: optional when approving, required when rejecting (checked by the use case too). */
export const decisionSchema = z
  .object({
    decision: z.enum(["approved", "rejected"], { message: "Choose approve or reject." }),
    note: z.string().trim().max(1000, "Keep it under 1,000 characters.").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "rejected" && v.note.length < 3)
      ctx.addIssue({ code: "custom", path: ["note"], message: "Say why (at least 3 characters)." });
  });
export type DecisionInput = z.infer<typeof decisionSchema>;

const amount = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const cents = parseMoneyToCents(v ?? "");
    if (cents === null || cents === undefined || cents <= 0) {
      ctx.addIssue({
        code: "custom",
        message: "Enter an amount like 49.00 (more than 0, at most 2 decimals).",
      });
      return z.NEVER;
    }
    return cents;
  });

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categorySchema = z.object({
  name: z
    .string()
    .trim()
    .min(2, "Enter a name (at least 2 characters).")
    .max(60, "Keep the name under 60 characters."),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, "Enter a slug (at least 2 characters).")
    .max(40, "Keep the slug under 40 characters.")
    .regex(slugPattern, "Use lowercase letters, digits and single hyphens, e.g. green-pool-cleanup."),
  description: z.string().trim().max(300, "Keep the description under 300 characters.").default(""),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const subscriptionPlans = ["Starter", "Pro", "Business"] as const;

export const subscriptionSchema = z.object({
  companyId: z.string().trim().min(1, "Choose a company."),
  plan: z.enum(subscriptionPlans, { message: "Choose a plan." }),
  amount,
  interval: z.enum(["month", "year"], { message: "Choose monthly or yearly." }),
  startedOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD."),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

export const platformPaymentSchema = z.object({
  subscriptionId: z.string().trim().min(1, "Choose a subscription."),
  amount,
  status: z.enum(["paid", "failed"], { message: "Choose paid or failed." }),
  reference: z.string().trim().max(100, "Keep the reference under 100 characters.").default(""),
  paidOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "Enter the date as YYYY-MM-DD."),
});
export type PlatformPaymentInput = z.infer<typeof platformPaymentSchema>;

/** The company's request to Drip Drop for a payout or a refund. */
export const paymentRequestSchema = z.object({
  kind: z.enum(["payout", "refund"], { message: "Choose payout or refund." }),
  amount,
  reason: z
    .string()
    .trim()
    .min(10, "Say what it is for (at least 10 characters).")
    .max(1000, "Keep it under 1,000 characters."),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

/** Status lists the pages' filters show (here, not in the .server files, so the browser bundle may use them). */
export const sellerStatuses = ["pending", "active", "deactivated"] as const;
export const subscriptionStatuses = ["trialing", "active", "past due", "canceled"] as const;
export const paymentRequestStatuses = ["pending", "approved", "rejected"] as const;
