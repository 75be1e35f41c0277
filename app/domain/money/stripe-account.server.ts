/**
 * The company's own Stripe account (Connect): connect, onboarding links, the status Stripe reports, disconnect.
 * What Stripe last said is kept on the company (`stripe_*` columns) with the time it was true (`stripe_status_at`),
 * so a webhook that arrives late never overwrites a newer fact. Without STRIPE_SECRET_KEY the page explains what to
 * set (manual-payments mode) and nothing here calls Stripe.
 */
import { and, eq, isNull, lte, or } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import type { Db } from "~/db/client.server";
import { company, user } from "~/db/schema";
import { config } from "~/server/config.server";
import { missingPaymentsSettings, stripeEnabled } from "~/server/payments/config.server";
import { resolveTenant } from "../companies/companies.server";
import { NotFoundError, RuleError } from "../errors";
import { PaymentsProviderError } from "../payments-errors";
import type { ConnectedAccountStatus } from "../ports";
import { requirePermission, type SystemContext, type TenantContext } from "../tenant.server";

/** Where Stripe sends the person back from onboarding: absolute URLs on the app's own address (decision 003). */
export function onboardingUrls(accountId: string) {
  const id = encodeURIComponent(accountId);
  return { refreshUrl: `${config.baseUrl}/refresh/${id}`, returnUrl: `${config.baseUrl}/return/${id}` };
}

export interface StoredStripeStatus {
  accountId: string | null;
  chargesEnabled: boolean;
  detailsSubmitted: boolean;
  statusAt: Date | null;
}

async function storedStatus(db: Db, companyId: string): Promise<StoredStripeStatus> {
  const [row] = await db
    .select({
      accountId: company.stripeAccountId,
      chargesEnabled: company.stripeChargesEnabled,
      detailsSubmitted: company.stripeDetailsSubmitted,
      statusAt: company.stripeStatusAt,
    })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row) throw new NotFoundError("Company");
  return row;
}

/**
 * Stores what Stripe said about the account at `at`, unless the company already holds a newer fact (an
 * account.updated event delivered out of order) or is no longer connected to that account. True when stored.
 */
export async function storeAccountStatus(
  { db }: SystemContext,
  accountId: string,
  status: Pick<ConnectedAccountStatus, "chargesEnabled" | "detailsSubmitted">,
  at: Date,
): Promise<boolean> {
  // Stripe's clock has whole seconds: a fact of the same second as the stored one still applies.
  const seconds = new Date(Math.floor(at.getTime() / 1000) * 1000);
  const updated = await db
    .update(company)
    .set({
      stripeChargesEnabled: status.chargesEnabled,
      stripeDetailsSubmitted: status.detailsSubmitted,
      stripeStatusAt: seconds,
      updatedAt: new Date(),
    })
    .where(
      and(
        eq(company.stripeAccountId, accountId),
        or(isNull(company.stripeStatusAt), lte(company.stripeStatusAt, seconds)),
      ),
    )
    .returning({ id: company.id });
  return updated.length > 0;
}

export type StripeProfile =
  | { mode: "manual"; missing: string[]; message: string }
  | { mode: "not connected"; webhookMissing: boolean }
  | {
      mode: "connected";
      webhookMissing: boolean;
      accountId: string;
      /** Fresh from Stripe, or the stored status with `live: false` when Stripe could not be asked. */
      status: ConnectedAccountStatus;
      live: boolean;
      problem: string | null;
      checkedAt: Date | null;
    };

/** Manual-payments mode, as a catalog key (PaymentsNotConfiguredError words it in English for logs). */
const manualMessage = "seller.stripe.notConfiguredSecretKey";

/** The Stripe Profile page: manual mode, not connected, or the account's status refreshed from Stripe. */
export async function getStripeProfile(ctx: TenantContext): Promise<StripeProfile> {
  requirePermission(ctx, "money:write");
  const missing = missingPaymentsSettings();
  if (!stripeEnabled()) return { mode: "manual", missing, message: manualMessage };
  const webhookMissing = missing.includes("STRIPE_WEBHOOK_SECRET");
  const stored = await storedStatus(ctx.db, ctx.companyId);
  if (!stored.accountId) return { mode: "not connected", webhookMissing };
  const fallback: ConnectedAccountStatus = {
    accountId: stored.accountId,
    chargesEnabled: stored.chargesEnabled,
    payoutsEnabled: false,
    detailsSubmitted: stored.detailsSubmitted,
    requirementsDue: [],
    disabledReason: null,
  };
  try {
    const asked = new Date();
    const status = await ctx.ports.payments.connectedAccountStatus(stored.accountId);
    await storeAccountStatus(ctx, stored.accountId, status, asked);
    return {
      mode: "connected",
      webhookMissing,
      accountId: stored.accountId,
      status,
      live: true,
      problem: null,
      checkedAt: asked,
    };
  } catch (error) {
    if (!(error instanceof PaymentsProviderError)) throw error;
    return {
      mode: "connected",
      webhookMissing,
      accountId: stored.accountId,
      status: fallback,
      live: false,
      problem: keyed("seller.stripe.statusUnknown", { message: error.message }),
      checkedAt: stored.statusAt,
    };
  }
}

function requireStripe() {
  if (!stripeEnabled()) throw new RuleError("form", manualMessage);
}

function providerRule(error: unknown): never {
  if (error instanceof PaymentsProviderError)
    throw new RuleError("form", keyed("seller.stripe.refusedRequest", { message: error.message }));
  throw error;
}

/**
 * Creates the company's Stripe account (once: a company already connected keeps its account) and returns the
 * onboarding link to send the person to.
 */
export async function connectStripeAccount(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "money:write");
  requireStripe();
  const stored = await storedStatus(ctx.db, ctx.companyId);
  if (stored.accountId) return continueOnboarding(ctx);
  const [row] = await ctx.db
    .select({ name: company.name, email: company.email, country: company.country, userEmail: user.email })
    .from(company)
    .innerJoin(user, eq(user.id, ctx.userId))
    .where(eq(company.id, ctx.companyId));
  if (!row) throw new NotFoundError("Company");
  try {
    const accountId = await ctx.ports.payments.createConnectedAccount({
      email: row.email || row.userEmail,
      companyName: row.name,
      country: row.country || "US",
      companyId: ctx.companyId,
    });
    // Only the first connect wins when two people press the button at once.
    const stored = await ctx.db
      .update(company)
      .set({
        stripeAccountId: accountId,
        stripeChargesEnabled: false,
        stripeDetailsSubmitted: false,
        stripeStatusAt: null,
        updatedAt: new Date(),
      })
      .where(and(eq(company.id, ctx.companyId), isNull(company.stripeAccountId)))
      .returning({ id: company.id });
    if (!stored.length) return continueOnboarding(ctx);
    return await ctx.ports.payments.createOnboardingLink(accountId, onboardingUrls(accountId));
  } catch (error) {
    providerRule(error);
  }
}

/** A fresh onboarding link for the company's connected account. */
export async function continueOnboarding(ctx: TenantContext): Promise<string> {
  requirePermission(ctx, "money:write");
  requireStripe();
  const stored = await storedStatus(ctx.db, ctx.companyId);
  if (!stored.accountId) throw new RuleError("form", "seller.stripe.connectFirst");
  try {
    return await ctx.ports.payments.createOnboardingLink(stored.accountId, onboardingUrls(stored.accountId));
  } catch (error) {
    providerRule(error);
  }
}

/**
 * Forgets the company's Stripe account: online payments stop, the account itself stays at Stripe (the company
 * keeps its Dashboard and payouts) and can be connected again later only by creating a new one.
 */
export async function disconnectStripeAccount(ctx: TenantContext): Promise<void> {
  requirePermission(ctx, "money:write");
  await ctx.db
    .update(company)
    .set({
      stripeAccountId: null,
      stripeChargesEnabled: false,
      stripeDetailsSubmitted: false,
      stripeStatusAt: null,
      updatedAt: new Date(),
    })
    .where(eq(company.id, ctx.companyId));
}

/**
 * The signed-in person's access to a connected account named in a URL (the public refresh and return pages): the
 * account must be the current account of a company where they are an active member with money:write. Anything else
 * is "not found", so a URL never tells whose account an id is.
 */
export async function memberAccountContext(
  system: SystemContext,
  userId: string | null,
  accountId: string,
): Promise<TenantContext> {
  const { db } = system;
  if (!userId || !accountId.startsWith("acct_")) throw new NotFoundError("Stripe account");
  const [owner] = await db
    .select({ id: company.id })
    .from(company)
    .where(eq(company.stripeAccountId, accountId));
  if (!owner) throw new NotFoundError("Stripe account");
  const ctx = await resolveTenant(system, userId, owner.id);
  if (!ctx) throw new NotFoundError("Stripe account");
  requirePermission(ctx, "money:write");
  return ctx;
}

/** `/refresh/:connectedAccountId`: Stripe's link expired or was used; a new one for the member's own account. */
export async function refreshOnboardingLink(system: SystemContext, userId: string | null, accountId: string) {
  const ctx = await memberAccountContext(system, userId, accountId);
  return continueOnboarding(ctx);
}

/** `/return/:connectedAccountId`: back from onboarding (finished or not): ask Stripe, store and show the status. */
export async function returnFromOnboarding(system: SystemContext, userId: string | null, accountId: string) {
  const ctx = await memberAccountContext(system, userId, accountId);
  requireStripe();
  try {
    const asked = new Date();
    const status = await ctx.ports.payments.connectedAccountStatus(accountId);
    await storeAccountStatus(system, accountId, status, asked);
    return { companyName: ctx.companyName, status };
  } catch (error) {
    providerRule(error);
  }
}
