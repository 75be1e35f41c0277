import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { db } from "~/db/client.server";
import { company } from "~/db/schema";
import { ForbiddenError, NotFoundError, RuleError } from "~/domain/errors";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { buildEvent } from "../../../tests/support/stripe-webhooks";
import {
  connectStripeAccount,
  continueOnboarding,
  disconnectStripeAccount,
  getStripeProfile,
  refreshOnboardingLink,
  returnFromOnboarding,
} from "./stripe-account.server";
import {
  accountOf,
  connectedCompany,
  deliver,
  eventRow,
  setUpStripeStandIn,
  withoutStripe,
} from "./stripe-test-helpers";

const standIn = setUpStripeStandIn();

async function stored(companyId: string) {
  const [row] = await (await db()).select().from(company).where(eq(company.id, companyId));
  return row;
}

describe("Stripe profile", () => {
  it("says what to configure in manual-payments mode, and connecting is refused with the same words", async () => {
    const { ctx } = await newCompany();
    await withoutStripe(async () => {
      const profile = await getStripeProfile(ctx);
      expect(profile.mode).toBe("manual");
      if (profile.mode !== "manual") return;
      expect(profile.missing).toEqual(["STRIPE_SECRET_KEY", "STRIPE_WEBHOOK_SECRET"]);
      expect(translatorFor("en").text(profile.message)).toMatch(/Set STRIPE_SECRET_KEY/);
      await expect(connectStripeAccount(ctx)).rejects.toThrow(RuleError);
      await expect(connectStripeAccount(ctx)).rejects.toThrow(profile.message);
    });
  });

  it("connects: creates the company's own account, returns the onboarding link back to refresh/return", async () => {
    const { ctx } = await newCompany();
    expect((await getStripeProfile(ctx)).mode).toBe("not connected");
    const url = await connectStripeAccount(ctx);
    expect(url).toMatch(/\/connect\/onboarding\//);
    const accountId = await accountOf(ctx);
    expect(accountId).toMatch(/^acct_/);
    const link = [...standIn().state.accountLinks.values()].at(-1)!;
    expect(link.refreshUrl).toMatch(new RegExp(`^https?://[^/]+/refresh/${accountId}$`));
    expect(link.returnUrl).toMatch(new RegExp(`^https?://[^/]+/return/${accountId}$`));
    // Connecting again keeps the same account (a new onboarding link only).
    await connectStripeAccount(ctx);
    expect(await accountOf(ctx)).toBe(accountId);
    expect(standIn().state.accounts.size).toBeGreaterThan(0);

    const profile = await getStripeProfile(ctx);
    expect(profile.mode).toBe("connected");
    if (profile.mode !== "connected") return;
    expect(profile.status.chargesEnabled).toBe(false);
    expect(profile.status.detailsSubmitted).toBe(false);
    expect(profile.status.requirementsDue.length).toBeGreaterThan(0);
  });

  it("the return page reads the status from Stripe and stores it", async () => {
    const { ctx, userId } = await newCompany();
    await connectStripeAccount(ctx);
    const accountId = await accountOf(ctx);
    await standIn().setAccountStatus(accountId, {
      chargesEnabled: true,
      detailsSubmitted: true,
      requirementsDue: [],
    });
    const back = await returnFromOnboarding(ctx, userId, accountId);
    expect(back.status.chargesEnabled).toBe(true);
    const row = await stored(ctx.companyId);
    expect(row.stripeChargesEnabled).toBe(true);
    expect(row.stripeDetailsSubmitted).toBe(true);
    expect(row.stripeStatusAt).not.toBeNull();
    expect(await refreshOnboardingLink(ctx, userId, accountId)).toMatch(/\/connect\/onboarding\//);
  });

  it("account.updated stores the status; an older one arriving late changes nothing", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    expect((await stored(ctx.companyId)).stripeChargesEnabled).toBe(true);
    const account = standIn().state.accounts.get(accountId)!;
    const created = Math.floor(Date.now() / 1000);
    const newer = buildEvent(
      "account.updated",
      { ...account, charges_enabled: false, requirements: { ...account.requirements, disabled_reason: "x" } },
      { account: accountId, created: created + 60 },
    );
    const older = buildEvent(
      "account.updated",
      { ...account, charges_enabled: true },
      { account: accountId, created: created + 30 },
    );
    expect((await deliver(newer)).status).toBe(200);
    expect((await stored(ctx.companyId)).stripeChargesEnabled).toBe(false);
    const late = await deliver(older);
    expect(late.status).toBe(200);
    expect((await stored(ctx.companyId)).stripeChargesEnabled).toBe(false);
    expect((await eventRow(older.id)).outcome).toMatch(/^ignored/);
    expect((await eventRow(newer.id)).outcome).toBe("account status stored");
  });

  it("disconnect forgets the account id (the Stripe account stays) and online payments stop", async () => {
    const { ctx, accountId } = await connectedCompany(standIn());
    await disconnectStripeAccount(ctx);
    const row = await stored(ctx.companyId);
    expect(row.stripeAccountId).toBeNull();
    expect(row.stripeChargesEnabled).toBe(false);
    expect(standIn().state.accounts.has(accountId)).toBe(true);
    expect((await getStripeProfile(ctx)).mode).toBe("not connected");
    await expect(continueOnboarding(ctx)).rejects.toThrow("seller.stripe.connectFirst");
  });

  it("another company's account id in /refresh or /return is not found; so is no sign-in", async () => {
    const a = await connectedCompany(standIn(), { onboarded: false });
    const b = await newCompany();
    await expect(refreshOnboardingLink(a.ctx, b.userId, a.accountId)).rejects.toThrow(NotFoundError);
    await expect(returnFromOnboarding(a.ctx, b.userId, a.accountId)).rejects.toThrow(NotFoundError);
    await expect(refreshOnboardingLink(a.ctx, null, a.accountId)).rejects.toThrow(NotFoundError);
    await expect(refreshOnboardingLink(a.ctx, a.userId, "acct_nope")).rejects.toThrow(NotFoundError);
    await expect(refreshOnboardingLink(a.ctx, a.userId, "not-an-id")).rejects.toThrow(NotFoundError);
    // A member without money:write (a technician) may not either.
    const tech = await newTechnician(a.ctx);
    await expect(refreshOnboardingLink(a.ctx, tech.userId, a.accountId)).rejects.toThrow(ForbiddenError);
    await expect(getStripeProfile(tech)).rejects.toThrow(ForbiddenError);
    await expect(connectStripeAccount(tech)).rejects.toThrow(ForbiddenError);
  });
});
