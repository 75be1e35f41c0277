/**
 * Is the company able to sell subscriptions through Stripe? Two things must be there: the platform's secret key
 * (STRIPE_SECRET_KEY, else manual-payments mode) and the company's own connected account. The subscription pages
 * show what is missing and link to the Stripe profile page; the use cases refuse with the same words.
 */
import { eq } from "drizzle-orm";
import { company } from "~/db/schema";
import { stripeEnabled } from "~/server/payments/config.server";
import { PaymentsNotConfiguredError } from "../payments-errors";
import type { TenantContext } from "../tenant.server";

export const STRIPE_PROFILE_PATH = "/company/stripe-profile";

export type StripeGap = "secret key" | "account" | "charges";

/** The company has no connected Stripe account yet, or Stripe has not enabled charges on it. */
export class StripeAccountNotReadyError extends Error {
  override name = "StripeAccountNotReadyError";
  constructor(readonly gap: Exclude<StripeGap, "secret key">) {
    super(gapMessages[gap]);
  }
}

/** Catalog keys (en/seller.ts): the pages translate them where they show them. */
export const gapMessages = {
  "secret key": "seller.stripe.notConfiguredSecretKey",
  account: "seller.stripe.noAccount",
  charges: "seller.stripe.noCharges",
} as const satisfies Record<StripeGap, string>;

export interface StripeSetup {
  /** What is missing, first things first; empty when the company can sell subscriptions. */
  gaps: StripeGap[];
  messages: string[];
  accountId: string | null;
  chargesEnabled: boolean;
}

/** What stands between the company and Stripe subscriptions (for the pages' notice). */
export async function stripeSetup(ctx: TenantContext, options: { needCharges?: boolean } = {}) {
  const [row] = await ctx.db
    .select({ accountId: company.stripeAccountId, chargesEnabled: company.stripeChargesEnabled })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  const accountId = row?.accountId ?? null;
  const chargesEnabled = row?.chargesEnabled ?? false;
  const gaps: StripeGap[] = [];
  if (!stripeEnabled()) gaps.push("secret key");
  if (!accountId) gaps.push("account");
  else if (options.needCharges && !chargesEnabled) gaps.push("charges");
  return {
    gaps,
    messages: gaps.map((gap) => gapMessages[gap]),
    accountId,
    chargesEnabled,
  } satisfies StripeSetup;
}

/**
 * The company's connected account id, or the error that says what is missing: `PaymentsNotConfiguredError` in
 * manual-payments mode, `StripeAccountNotReadyError` without an account (or, with `needCharges`, before Stripe
 * enabled charges).
 */
export async function requireStripeAccount(ctx: TenantContext, options: { needCharges?: boolean } = {}) {
  const setup = await stripeSetup(ctx, options);
  const gap = setup.gaps[0];
  if (gap === "secret key") throw new PaymentsNotConfiguredError("STRIPE_SECRET_KEY");
  if (gap) throw new StripeAccountNotReadyError(gap);
  return setup.accountId as string;
}
