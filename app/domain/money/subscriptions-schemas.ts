/**
 * The subscription-management forms (start, change price, pause, cancel) and how statuses read. Used by the actions
 * on the server and the forms in the browser; the domain checks again what needs the database (the customer's
 * e-mail, the price being on sale, dates against the company's today).
 */
import { z } from "zod";
import type { subscriptionStatuses as schemaStatuses } from "~/db/schema/money";

export const subscriptionStatuses = [
  "active",
  "paused",
  "past due",
  "canceled",
  "incomplete",
] as const satisfies typeof schemaStatuses;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** Badge colours whose light variant reads at 4.5:1 (see components/layout/theme.ts). */
export const statusColors: Record<SubscriptionStatus, string> = {
  active: "green",
  paused: "blue",
  "past due": "orange",
  canceled: "gray",
  incomplete: "yellow",
};

const text = (v: unknown) => (typeof v === "string" ? v : "");
const id = (message: string) => z.preprocess(text, z.string().trim().min(1, message).max(100, message));
const isoDate = /^\d{4}-\d{2}-\d{2}$/;
const validDate = (v: string) => isoDate.test(v) && !Number.isNaN(Date.parse(`${v}T00:00:00Z`));

export const startSubscriptionSchema = z.object({
  customerId: id("seller.validation.customer"),
  priceId: id("seller.validation.subscribedPrice"),
  /** Made once per form: a double submit starts one subscription (Stripe's idempotency key). */
  requestKey: z.preprocess(text, z.string().trim().max(100)),
});
export type StartSubscriptionInput = z.infer<typeof startSubscriptionSchema>;

export const changePriceSchema = z.object({
  subscriptionId: id("seller.validation.subscription"),
  priceId: id("seller.validation.newPrice"),
});

export const pauseSchema = z.object({
  subscriptionId: id("seller.validation.subscription"),
  resumesOn: z.preprocess(text, z.string().trim().refine(validDate, "seller.validation.resumesOn")),
});

export const cancelSchema = z.object({
  subscriptionId: id("seller.validation.subscription"),
  when: z.preprocess(
    text,
    z.enum(["now", "period end"], {
      message: "seller.validation.when",
    }),
  ),
});

export const subscriptionIdSchema = z.object({ subscriptionId: id("seller.validation.subscription") });
