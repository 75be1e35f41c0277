/**
 * Seller Request: companies waiting to be listed (platform_status pending, not yet turned down) and companies asking
 * to be verified (verification_request pending). The admin approves or rejects each, with a reason when rejecting.
 */
import { and, asc, eq } from "drizzle-orm";
import { company, user, verificationRequest } from "~/db/schema";
import { decideVerificationRequest } from "../companies/verification.server";
import { RuleError } from "../errors";
import { type AdminContext, audit, requireAdmin } from "./admin.server";

export async function listSellerRequests(ctx: AdminContext) {
  requireAdmin(ctx);
  const [listings, verifications] = await Promise.all([
    ctx.db
      .select({
        id: company.id,
        name: company.name,
        email: company.email,
        phone: company.phone,
        city: company.city,
        region: company.region,
        createdAt: company.createdAt,
        ownerName: user.name,
        ownerEmail: user.email,
      })
      .from(company)
      .leftJoin(user, eq(user.id, company.ownerId))
      .where(and(eq(company.platformStatus, "pending"), eq(company.deactivationReason, "")))
      .orderBy(asc(company.createdAt))
      .limit(100),
    ctx.db
      .select({
        id: verificationRequest.id,
        companyId: verificationRequest.companyId,
        companyName: company.name,
        licenseNumber: verificationRequest.licenseNumber,
        licenseState: verificationRequest.licenseState,
        insuranceCarrier: verificationRequest.insuranceCarrier,
        insuranceExpiresOn: verificationRequest.insuranceExpiresOn,
        note: verificationRequest.note,
        requestedAt: verificationRequest.requestedAt,
        requestedBy: user.name,
      })
      .from(verificationRequest)
      .innerJoin(company, eq(company.id, verificationRequest.companyId))
      .leftJoin(user, eq(user.id, verificationRequest.requestedByUserId))
      .where(eq(verificationRequest.status, "pending"))
      .orderBy(asc(verificationRequest.requestedAt))
      .limit(100),
  ]);
  return { listings, verifications };
}

/** How many requests wait, for the sidebar badge. */
export async function countSellerRequests(ctx: AdminContext) {
  const { listings, verifications } = await listSellerRequests(ctx);
  return listings.length + verifications.length;
}

/** Approves or rejects a verification request (through the company area's decideVerificationRequest), audited. */
export async function decideVerification(
  ctx: AdminContext,
  requestId: string,
  decision: "approved" | "rejected",
  note: string,
) {
  requireAdmin(ctx);
  if (decision === "rejected" && note.trim().length < 3)
    throw new RuleError("note", "Say why (at least 3 characters).");
  const decided = await decideVerificationRequest(ctx.db, ctx.userId, requestId, decision, note);
  await audit(
    ctx.db,
    ctx,
    decision === "approved" ? "verification.approve" : "verification.reject",
    "verification_request",
    decided.id,
    { companyId: decided.companyId, note: note.trim() },
  );
  return decided;
}
