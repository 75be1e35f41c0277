/**
 * Seller Request: companies waiting to be listed (platform_status pending, not yet turned down) and companies asking
 * to be verified (verification_request pending). The admin approves or rejects each, with a reason when rejecting.
 */
import { and, asc, count, eq, ilike, or, type SQL } from "drizzle-orm";
import { containsPattern } from "~/core/listing/list-query";
import { company, user, verificationRequest } from "~/db/schema";
import { decideVerificationRequest } from "../companies/verification.server";
import { RuleError } from "../errors";
import { type AdminContext, audit, requireAdmin } from "./admin.server";

/** The most requests of each kind the page lists (the oldest first); a search narrows them. */
export const SELLER_REQUESTS_SHOWN = 100;

const waitingListing = eq(company.platformStatus, "pending");
const notTurnedDown = eq(company.deactivationReason, "");
const pendingVerification = eq(verificationRequest.status, "pending");

/** Matches the company's name or its owner's / requester's e-mail. */
function matching(q: string): SQL | undefined {
  const term = q.trim();
  if (!term) return undefined;
  const pattern = containsPattern(term);
  return or(ilike(company.name, pattern), ilike(user.email, pattern));
}

export async function listSellerRequests(ctx: AdminContext, q = "") {
  requireAdmin(ctx);
  // tenancy: system — platform admin's seller requests, every company
  const [listings, verifications, totals] = await Promise.all([
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
      .where(and(waitingListing, notTurnedDown, matching(q)))
      .orderBy(asc(company.createdAt))
      .limit(SELLER_REQUESTS_SHOWN),
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
      .where(and(pendingVerification, matching(q)))
      .orderBy(asc(verificationRequest.requestedAt))
      .limit(SELLER_REQUESTS_SHOWN),
    q.trim() ? null : countSellerRequestsByKind(ctx),
  ]);
  return {
    listings,
    verifications,
    // Without a search: every waiting request, shown or not; with one: what matched (at most the shown number).
    listingTotal: totals?.listings ?? listings.length,
    verificationTotal: totals?.verifications ?? verifications.length,
  };
}

async function countSellerRequestsByKind(ctx: AdminContext) {
  // tenancy: system — platform admin's counts, every company
  const [[listings], [verifications]] = await Promise.all([
    ctx.db.select({ n: count() }).from(company).where(and(waitingListing, notTurnedDown)),
    ctx.db.select({ n: count() }).from(verificationRequest).where(pendingVerification),
  ]);
  return { listings: listings?.n ?? 0, verifications: verifications?.n ?? 0 };
}

/** How many requests wait, for the sidebar badge. */
export async function countSellerRequests(ctx: AdminContext) {
  requireAdmin(ctx);
  const { listings, verifications } = await countSellerRequestsByKind(ctx);
  return listings + verifications;
}

/** Approves or rejects a verification request (through the company area's decideVerificationRequest), audited. */
export async function decideVerification(
  ctx: AdminContext,
  requestId: string,
  decision: "approved" | "rejected",
  note: string,
) {
  requireAdmin(ctx);
  if (decision === "rejected" && note.trim().length < 3) throw new RuleError("note", "admin.rules.sayWhy");
  const decided = await decideVerificationRequest(ctx, requestId, decision, note);
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
