import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { parseListQuery } from "~/core/listing/list-query";
import { company, verificationRequest } from "~/db/schema";
import { userContext } from "~/domain/tenant.server";
import { newClient, newCompany } from "../../../tests/db/factories";
import {
  deactivatedCompanyName,
  listMemberships,
  resolveTenant,
  selectCompany,
} from "../companies/companies.server";
import { getPublicCompany } from "../directory/directory.server";
import { NotFoundError, RuleError } from "../errors";
import { type AdminContext, adminContext } from "./admin.server";
import { decideVerification, listSellerRequests } from "./seller-requests.server";
import {
  approveSeller,
  deactivateSeller,
  getSeller,
  listDeactivatedSellers,
  listSellers,
  reactivateSeller,
  rejectSeller,
  sellerFilters,
  sellerSorts,
  setSellerVerified,
} from "./sellers.server";
import { auditRows, expectForbidden, newAdmin, sessionsOf, signInSession } from "./test-helpers";

const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: sellerSorts,
    defaultSort: "name",
    filters: sellerFilters,
  });

describe("admin context", () => {
  it("refuses anyone but a platform admin, and a hand-made context", async () => {
    const { ctx, userId } = await newCompany();
    const client = await newClient();
    await expectForbidden(adminContext(ctx, userId));
    await expectForbidden(adminContext(ctx, client.userId));
    await expectForbidden(adminContext(ctx, null));
    const forged = { db: ctx.db, userId, name: "Olga" } as AdminContext;
    await expectForbidden(listSellers(forged, query()));
    await expectForbidden(deactivateSeller(forged, ctx.companyId, "Because"));
    await expectForbidden(listSellerRequests(forged));
  });
});

describe("sellers", () => {
  it("lists with search and status filter; the detail shows owner, counts and history; unknown id is not found", async () => {
    const admin = await newAdmin();
    const { ctx } = await newCompany("Zebra Searchable");
    const found = await listSellers(admin, query({ q: ctx.companyName, status: "pending" }));
    expect(found.rows.map((r) => r.id)).toEqual([ctx.companyId]);
    expect(found.rows[0]).toMatchObject({ status: "pending", members: 1, ownerName: "Olga Owner" });
    expect((await listSellers(admin, query({ q: ctx.companyName, status: "active" }))).rows).toEqual([]);
    const detail = await getSeller(admin, ctx.companyId);
    expect(detail).toMatchObject({ members: 1, customers: 0, owner: { name: "Olga Owner" } });
    await expect(getSeller(admin, "no-such-company")).rejects.toBeInstanceOf(NotFoundError);
  });

  it("approves a pending company (listed in the directory), rejects another with a reason; both audited", async () => {
    const admin = await newAdmin();
    const a = await newCompany("Approve Me");
    const b = await newCompany("Reject Me");
    // Found by the owner's e-mail (a shared database may hold more waiting companies than the page shows).
    let requests = await listSellerRequests(admin, a.email);
    expect(requests.listings.map((l) => l.id)).toEqual([a.ctx.companyId]);
    expect((await listSellerRequests(admin, b.email)).listings.map((l) => l.id)).toEqual([b.ctx.companyId]);
    expect((await listSellerRequests(admin)).listingTotal).toBeGreaterThanOrEqual(2);
    await expect(getPublicCompany(a.ctx, a.ctx.companyId)).rejects.toBeInstanceOf(NotFoundError);

    await approveSeller(admin, a.ctx.companyId);
    expect((await getPublicCompany(a.ctx, a.ctx.companyId)).name).toBe(a.ctx.companyName);
    await expect(approveSeller(admin, a.ctx.companyId)).rejects.toBeInstanceOf(RuleError);

    await expect(rejectSeller(admin, b.ctx.companyId, " ")).rejects.toBeInstanceOf(RuleError);
    await rejectSeller(admin, b.ctx.companyId, "No license on file");
    requests = await listSellerRequests(admin, a.email);
    expect(requests.listings).toEqual([]);
    expect((await listSellerRequests(admin, b.email)).listings).toEqual([]);
    // Turned down, not locked out: the owner still works in the company.
    expect(await resolveTenant(b.ctx, b.userId, b.ctx.companyId)).not.toBeNull();
    expect((await getSeller(admin, b.ctx.companyId)).company).toMatchObject({
      status: "pending",
      reason: "No license on file",
    });

    const [approved] = await auditRows(a.ctx.companyId, "company.approve");
    expect(approved).toMatchObject({ actorUserId: admin.userId, targetKind: "company" });
    const [rejected] = await auditRows(b.ctx.companyId, "company.reject");
    expect(rejected.detail).toEqual({ reason: "No license on file" });
  });

  it("verifies and unverifies, audited", async () => {
    const admin = await newAdmin();
    const { ctx } = await newCompany();
    await setSellerVerified(admin, ctx.companyId, true);
    expect((await getSeller(admin, ctx.companyId)).company.verified).toBe(true);
    await setSellerVerified(admin, ctx.companyId, false);
    expect((await getSeller(admin, ctx.companyId)).company.verified).toBe(false);
    expect((await auditRows(ctx.companyId)).map((r) => r.action).sort()).toEqual([
      "company.unverify",
      "company.verify",
    ]);
    await expect(setSellerVerified(admin, "nope", true)).rejects.toBeInstanceOf(NotFoundError);
  });

  it("deactivating signs every member out, hides the public page and refuses the company; reactivating lets them back", async () => {
    const admin = await newAdmin();
    const a = await newCompany("Deactivate Me");
    const other = await newCompany("Other Co");
    await approveSeller(admin, a.ctx.companyId);
    const ownerSession = await signInSession(a.userId);
    const outsiderSession = await signInSession(other.userId);

    await expect(deactivateSeller(admin, a.ctx.companyId, "")).rejects.toBeInstanceOf(RuleError);
    const result = await deactivateSeller(admin, a.ctx.companyId, "Unpaid for 3 months");
    expect(result.sessionsEnded).toBeGreaterThanOrEqual(1);
    expect((await sessionsOf(a.userId)).map((s) => s.id)).not.toContain(ownerSession);
    expect((await sessionsOf(other.userId)).map((s) => s.id)).toContain(outsiderSession);
    await expect(getPublicCompany(a.ctx, a.ctx.companyId)).rejects.toBeInstanceOf(NotFoundError);
    // Signing in again does not get them into the company.
    expect(await resolveTenant(a.ctx, a.userId, a.ctx.companyId)).toBeNull();
    expect(await deactivatedCompanyName(a.ctx, a.ctx.companyId)).toBe(a.ctx.companyName);
    expect(await deactivatedCompanyName(a.ctx, other.ctx.companyId)).toBeNull();
    expect(await selectCompany(userContext(a.ctx, a.userId), a.ctx.companyId)).toBe(false);
    expect((await listMemberships(userContext(a.ctx, a.userId)))[0].platformStatus).toBe("deactivated");
    // The data stays.
    const [row] = await a.ctx.db.select().from(company).where(eq(company.id, a.ctx.companyId));
    expect(row).toMatchObject({ platformStatus: "deactivated", deactivationReason: "Unpaid for 3 months" });
    const deactivated = await listDeactivatedSellers(
      admin,
      parseListQuery(new URLSearchParams({ q: a.ctx.companyName }), {
        sorts: ["deactivated"],
        defaultSort: "deactivated",
      }),
    );
    expect(deactivated.rows.map((r) => r.reason)).toEqual(["Unpaid for 3 months"]);
    await expect(deactivateSeller(admin, a.ctx.companyId, "Again")).rejects.toBeInstanceOf(RuleError);

    await reactivateSeller(admin, a.ctx.companyId);
    expect(await resolveTenant(a.ctx, a.userId, a.ctx.companyId)).not.toBeNull();
    expect((await getPublicCompany(a.ctx, a.ctx.companyId)).name).toBe(a.ctx.companyName);
    await expect(reactivateSeller(admin, a.ctx.companyId)).rejects.toBeInstanceOf(RuleError);

    const actions = (await auditRows(a.ctx.companyId)).map((r) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["company.deactivate", "company.reactivate"]));
    const [deact] = await auditRows(a.ctx.companyId, "company.deactivate");
    expect(deact.detail).toMatchObject({ reason: "Unpaid for 3 months" });
  });

  it("decides verification requests through the company area's rule, audited", async () => {
    const admin = await newAdmin();
    const { ctx, email } = await newCompany();
    const [req] = await ctx.db
      .insert(verificationRequest)
      .values({ companyId: ctx.companyId, licenseNumber: "CPC-1", requestedByUserId: ctx.userId })
      .returning();
    expect((await listSellerRequests(admin, email)).verifications.map((v) => v.id)).toEqual([req.id]);
    await expect(decideVerification(admin, req.id, "rejected", "")).rejects.toBeInstanceOf(RuleError);
    await decideVerification(admin, req.id, "rejected", "License expired");
    await expect(decideVerification(admin, req.id, "approved", "")).rejects.toBeInstanceOf(NotFoundError);
    const [second] = await ctx.db
      .insert(verificationRequest)
      .values({ companyId: ctx.companyId, licenseNumber: "CPC-2", requestedByUserId: ctx.userId })
      .returning();
    await decideVerification(admin, second.id, "approved", "");
    expect((await getSeller(admin, ctx.companyId)).company.verified).toBe(true);
    expect((await auditRows(req.id, "verification.reject"))[0].detail).toMatchObject({
      note: "License expired",
    });
    expect(await auditRows(second.id, "verification.approve")).toHaveLength(1);
  });
});
