import { z } from "zod";
import { parseMoneyToCents } from "../service/task-group-schemas";

/**
 * Forms of the platform admin console and the company's "Requests to Drip Drop" (one schema per form). Messages are
 * catalog keys (catalogs/en/admin.ts): the forms show them in the reader's language.
 */

const reason = (message: string) => z.string().trim().min(3, message).max(1000, "admin.rules.tooLong");

/** Deactivating a company, rejecting a company's listing or a verification request: always with a reason. */
export const reasonSchema = z.object({ reason: reason("admin.rules.sayWhy") });
export type ReasonInput = z.infer<typeof reasonSchema>;

/** A decision's note: optional when approving, required when rejecting (checked by the use case too). */
export const decisionSchema = z
  .object({
    decision: z.enum(["approved", "rejected"], { message: "admin.rules.chooseDecision" }),
    note: z.string().trim().max(1000, "admin.rules.tooLong").default(""),
  })
  .superRefine((v, ctx) => {
    if (v.decision === "rejected" && v.note.length < 3)
      ctx.addIssue({ code: "custom", path: ["note"], message: "admin.rules.sayWhy" });
  });
export type DecisionInput = z.infer<typeof decisionSchema>;

const amount = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const cents = parseMoneyToCents(v ?? "");
    if (cents === null || cents === undefined || cents <= 0) {
      ctx.addIssue({ code: "custom", message: "admin.rules.amount" });
      return z.NEVER;
    }
    return cents;
  });

export const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

export const categorySchema = z.object({
  name: z.string().trim().min(2, "admin.rules.nameRequired").max(60, "admin.rules.nameTooLong"),
  slug: z
    .string()
    .trim()
    .toLowerCase()
    .min(2, "admin.rules.slugRequired")
    .max(40, "admin.rules.slugTooLong")
    .regex(slugPattern, "admin.rules.slugPattern"),
  description: z.string().trim().max(300, "admin.rules.descriptionTooLong").default(""),
});
export type CategoryInput = z.infer<typeof categorySchema>;

export const subscriptionPlans = ["Starter", "Pro", "Business"] as const;

export const subscriptionSchema = z.object({
  companyId: z.string().trim().min(1, "admin.rules.chooseCompany"),
  plan: z.enum(subscriptionPlans, { message: "admin.rules.choosePlan" }),
  amount,
  interval: z.enum(["month", "year"], { message: "admin.rules.chooseInterval" }),
  startedOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "admin.rules.date"),
});
export type SubscriptionInput = z.infer<typeof subscriptionSchema>;

export const platformPaymentSchema = z.object({
  subscriptionId: z.string().trim().min(1, "admin.rules.chooseSubscription"),
  amount,
  status: z.enum(["paid", "failed"], { message: "admin.rules.choosePaymentResult" }),
  reference: z.string().trim().max(100, "admin.rules.referenceTooLong").default(""),
  paidOn: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, "admin.rules.date"),
});
export type PlatformPaymentInput = z.infer<typeof platformPaymentSchema>;

/** The company's request to Drip Drop for a payout or a refund. */
export const paymentRequestSchema = z.object({
  kind: z.enum(["payout", "refund"], { message: "admin.rules.chooseKind" }),
  amount,
  reason: z.string().trim().min(10, "admin.rules.sayWhatFor").max(1000, "admin.rules.tooLong"),
});
export type PaymentRequestInput = z.infer<typeof paymentRequestSchema>;

/** Status lists the pages' filters show (here, not in the .server files, so the browser bundle may use them). */
export const sellerStatuses = ["pending", "active", "deactivated"] as const;
export const subscriptionStatuses = ["trialing", "active", "past due", "canceled"] as const;
export const paymentRequestStatuses = ["pending", "approved", "rejected"] as const;
