/**
 * A company's standing on the platform (its Seller page): the public listing pool owners see, whether the platform
 * has verified it, and its requests to be verified. The company asks; the platform admin decides (the admin console
 * lists pending requests). One pending request at a time.
 */
import { and, desc, eq } from "drizzle-orm";
import { missingForVerification } from "~/core/companies/listing";
import { keyed } from "~/core/i18n/keyed";
import { missingListValues } from "~/core/i18n/listing-words";
import type { Db } from "~/db/client.server";
import { company, user, verificationRequest } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import type { AdminContext } from "../platform/admin.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import type { VerificationRequestInput } from "./schemas";

const todayIn = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone }).format(new Date());

async function listingOf(db: Db, companyId: string) {
  const [row] = await db
    .select({
      name: company.name,
      logoUrl: company.logoUrl,
      email: company.email,
      phone: company.phone,
      city: company.city,
      region: company.region,
      website: company.website,
      serviceZipCodes: company.serviceZipCodes,
      verified: company.verified,
      platformStatus: company.platformStatus,
      /** Why the platform deactivated the company, or turned its listing down (it then stays pending). */
      platformNote: company.deactivationReason,
      createdAt: company.createdAt,
    })
    .from(company)
    .where(eq(company.id, companyId));
  if (!row) throw new NotFoundError("Company");
  return row;
}

export async function getSellerStanding(ctx: TenantContext) {
  requirePermission(ctx, "settings:write");
  const [listing, requests] = await Promise.all([
    listingOf(ctx.db, ctx.companyId),
    ctx.db
      .select({
        id: verificationRequest.id,
        status: verificationRequest.status,
        licenseNumber: verificationRequest.licenseNumber,
        licenseState: verificationRequest.licenseState,
        insuranceCarrier: verificationRequest.insuranceCarrier,
        insuranceExpiresOn: verificationRequest.insuranceExpiresOn,
        note: verificationRequest.note,
        requestedAt: verificationRequest.requestedAt,
        requestedBy: user.name,
        decidedAt: verificationRequest.decidedAt,
        decisionNote: verificationRequest.decisionNote,
      })
      .from(verificationRequest)
      .leftJoin(user, eq(user.id, verificationRequest.requestedByUserId))
      .where(scoped(ctx, verificationRequest))
      .orderBy(desc(verificationRequest.requestedAt))
      .limit(50),
  ]);
  const pending = requests.find((r) => r.status === "pending") ?? null;
  const missing = missingForVerification(listing);
  return {
    listing,
    requests,
    pending,
    missing,
    canRequest: !listing.verified && !pending && listing.platformStatus !== "deactivated" && !missing.length,
  };
}

export async function requestVerification(ctx: TenantContext, input: VerificationRequestInput) {
  requirePermission(ctx, "settings:write");
  const listing = await listingOf(ctx.db, ctx.companyId);
  if (listing.verified) throw new RuleError("form", "people.verification.rules.alreadyVerified");
  if (listing.platformStatus === "deactivated")
    throw new RuleError("form", "people.verification.rules.deactivated");
  const missing = missingForVerification(listing);
  if (missing.length)
    throw new RuleError("form", keyed("people.verification.rules.incomplete", missingListValues(missing)));
  if (input.insuranceExpiresOn && input.insuranceExpiresOn <= todayIn(ctx.timeZone))
    throw new RuleError("insuranceExpiresOn", "people.verification.rules.insuranceExpired");
  // The partial unique index keeps one pending request per company, also against a double submit.
  const [created] = await ctx.db
    .insert(verificationRequest)
    .values({ companyId: ctx.companyId, requestedByUserId: ctx.userId, ...input })
    .onConflictDoNothing()
    .returning();
  if (!created) throw new RuleError("form", "people.verification.rules.pending");
  return created;
}

export async function withdrawVerificationRequest(ctx: TenantContext, requestId: string) {
  requirePermission(ctx, "settings:write");
  const [withdrawn] = await ctx.db
    .update(verificationRequest)
    .set({ status: "withdrawn", decidedAt: new Date() })
    .where(
      scoped(
        ctx,
        verificationRequest,
        eq(verificationRequest.id, requestId),
        eq(verificationRequest.status, "pending"),
      ),
    )
    .returning();
  if (!withdrawn) throw new NotFoundError("Pending verification request");
  return withdrawn;
}

/**
 * The platform admin's decision (admin console). Approving verifies the company; rejecting needs a reason the company
 * reads on its Seller page. The caller has checked that the person is a platform admin.
 */
export async function decideVerificationRequest(
  admin: Pick<AdminContext, "db" | "userId">,
  requestId: string,
  decision: "approved" | "rejected",
  note: string,
) {
  if (decision === "rejected" && !note.trim())
    throw new RuleError("decisionNote", "people.verification.rules.reasonRequired");
  const adminUserId = admin.userId;
  return admin.db.transaction(async (tx) => {
    // tenancy: system — platform admin decides a seller's verification request of any company
    const [decided] = await tx
      .update(verificationRequest)
      .set({
        status: decision,
        decidedAt: new Date(),
        decidedByUserId: adminUserId,
        decisionNote: note.trim(),
      })
      .where(and(eq(verificationRequest.id, requestId), eq(verificationRequest.status, "pending")))
      .returning();
    if (!decided) throw new NotFoundError("Pending verification request");
    if (decision === "approved")
      await tx
        .update(company)
        .set({ verified: true, updatedAt: new Date() })
        .where(eq(company.id, decided.companyId));
    return decided;
  });
}
