import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { company } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import type { TenantContext } from "../tenant.server";
import type { VerificationRequestInput } from "./schemas";
import { verificationRequestSchema } from "./schemas";
import {
  decideVerificationRequest,
  getSellerStanding,
  requestVerification,
  withdrawVerificationRequest,
} from "./verification.server";

const request = (overrides: Partial<VerificationRequestInput> = {}): VerificationRequestInput => ({
  licenseNumber: "CPC-123456",
  licenseState: "CA",
  insuranceCarrier: "Pool Pro Mutual",
  insuranceExpiresOn: "2099-06-30",
  note: "",
  ...overrides,
});

async function listedCompany() {
  const { ctx } = await newCompany();
  await completeListing(ctx);
  return ctx;
}

async function completeListing(ctx: TenantContext) {
  await ctx.db
    .update(company)
    .set({ phone: "555-0100", email: "office@test.example", city: "San Diego", serviceZipCodes: ["92101"] })
    .where(eq(company.id, ctx.companyId));
}

const ruleMessage = async (p: Promise<unknown>) => {
  const error = await p.catch((e) => e);
  expect(error).toBeInstanceOf(RuleError);
  // The domain answers with a catalog key (and values): the message as an English page shows it.
  return translatorFor("en").text((error as RuleError).message);
};

describe("seller standing and verification", () => {
  it("a new company is pending and unverified; an incomplete listing cannot ask to be verified", async () => {
    const { ctx } = await newCompany();
    const standing = await getSellerStanding(ctx);
    expect(standing.listing).toMatchObject({ verified: false, platformStatus: "pending" });
    expect(standing.canRequest).toBe(false);
    expect(standing.missing.map((m) => m.key)).toEqual(["phone", "email", "city", "serviceZipCodes"]);
    expect(await ruleMessage(requestVerification(ctx, request()))).toBe(
      "Complete your listing first: a phone number, an e-mail address, the city you work from, the ZIP codes you serve (in Settings).",
    );
    // Worded where shown: a Spanish page lists the same items in Spanish.
    const refused = await requestVerification(ctx, request()).catch((e: unknown) => e);
    expect(translatorFor("es").text((refused as RuleError).message)).toBe(
      "Primero complete su ficha: un número de teléfono, una dirección de correo electrónico, la ciudad desde la que trabaja, los códigos postales que atiende (en Configuración).",
    );
    expect((await getSellerStanding(ctx)).requests).toEqual([]);
  });

  it("asks once, can withdraw, and the admin's approval verifies the company", async () => {
    const ctx = await listedCompany();
    expect((await getSellerStanding(ctx)).canRequest).toBe(true);
    const first = await requestVerification(ctx, request());
    expect(first.status).toBe("pending");
    expect(await ruleMessage(requestVerification(ctx, request()))).toMatch(/already have a request waiting/);
    let standing = await getSellerStanding(ctx);
    expect(standing.pending?.id).toBe(first.id);
    expect(standing.canRequest).toBe(false);
    expect(standing.requests[0].requestedBy).toBe("Olga Owner");

    await withdrawVerificationRequest(ctx, first.id);
    await expect(withdrawVerificationRequest(ctx, first.id)).rejects.toBeInstanceOf(NotFoundError);
    const second = await requestVerification(ctx, request({ note: "Second try" }));

    await expect(decideVerificationRequest(ctx, second.id, "rejected", " ")).rejects.toBeInstanceOf(
      RuleError,
    );
    await decideVerificationRequest(ctx, second.id, "approved", "License checked.");
    standing = await getSellerStanding(ctx);
    expect(standing.listing.verified).toBe(true);
    expect(standing.requests.map((r) => r.status)).toEqual(["approved", "withdrawn"]);
    expect(standing.requests[0].decisionNote).toBe("License checked.");
    expect(await ruleMessage(requestVerification(ctx, request()))).toMatch(/already verified/);
    // A decided request cannot be decided again.
    await expect(
      decideVerificationRequest(ctx, second.id, "rejected", "Changed my mind"),
    ).rejects.toBeInstanceOf(NotFoundError);
  });

  it("a rejection keeps the company unverified with the reason, and it may ask again", async () => {
    const ctx = await listedCompany();
    const asked = await requestVerification(ctx, request());
    await decideVerificationRequest(ctx, asked.id, "rejected", "The license number is not on file.");
    const standing = await getSellerStanding(ctx);
    expect(standing.listing.verified).toBe(false);
    expect(standing.requests[0]).toMatchObject({
      status: "rejected",
      decisionNote: "The license number is not on file.",
    });
    expect(standing.canRequest).toBe(true);
  });

  it("refuses an expired insurance, a deactivated company, and bad fields", async () => {
    const ctx = await listedCompany();
    expect(
      await ruleMessage(requestVerification(ctx, request({ insuranceExpiresOn: "2020-01-01" }))),
    ).toMatch(/expired/);
    const parsed = verificationRequestSchema.safeParse({
      licenseNumber: " ",
      licenseState: "",
      insuranceCarrier: "",
      insuranceExpiresOn: "30/06/2099",
      note: "",
    });
    expect(parsed.error?.issues.map((i) => i.path[0]).sort()).toEqual([
      "insuranceExpiresOn",
      "licenseNumber",
    ]);
    await ctx.db.update(company).set({ platformStatus: "deactivated" }).where(eq(company.id, ctx.companyId));
    expect(await ruleMessage(requestVerification(ctx, request()))).toMatch(/deactivated/);
    expect((await getSellerStanding(ctx)).requests).toEqual([]);
  });

  it("only a member who manages the company sees or changes its standing", async () => {
    const ctx = await listedCompany();
    const tech = await newTechnician(ctx);
    await expect(getSellerStanding(tech)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(requestVerification(tech, request())).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("cross-tenant: another company cannot see or withdraw this company's request", async () => {
    const a = await listedCompany();
    const b = await listedCompany();
    const asked = await requestVerification(a, request());
    expect((await getSellerStanding(b)).requests).toEqual([]);
    await expect(withdrawVerificationRequest(b, asked.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await getSellerStanding(a)).pending?.id).toBe(asked.id);
  });
});
