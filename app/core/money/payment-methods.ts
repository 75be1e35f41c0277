/** How money reaches an invoice: recorded by hand (cash, check, other) or through the company's Stripe account. */
export const paymentMethods = ["card", "ach", "cash", "check", "other"] as const;
export type PaymentMethod = (typeof paymentMethods)[number];
