import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, customer } from "~/db/schema";
import { asOwner } from "~/domain/testing/fake-ports";
import { newClient, newCompany, newTechnician } from "../../../tests/db/factories";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { ownerThread, ownerThreads } from "../messaging/owner-threads.server";
import { listThreads, readThread } from "../messaging/threads.server";
import type { TenantContext } from "../tenant.server";
import {
  getOwnListing,
  getPublicCompany,
  REQUESTS_PER_HOUR,
  requestService,
  searchCompanies,
  updatePublicProfile,
} from "./directory.server";
import { publicProfileSchema, serviceRequestSchema } from "./schemas";

const tag = () => Math.random().toString(36).slice(2, 7).toUpperCase();

async function listed(status: "active" | "pending" | "deactivated", zips: string[], verified = false) {
  const { ctx } = await newCompany("Directory Pools");
  await ctx.db
    .update(company)
    .set({ platformStatus: status, serviceZipCodes: zips, verified })
    .where(eq(company.id, ctx.companyId));
  return ctx;
}

const request = (overrides: Record<string, string> = {}) =>
  serviceRequestSchema.parse({
    name: "Jamie Lee Carter",
    email: "Jamie@Example.com",
    phone: "(480) 555-0199",
    address: "12 Palm Ave",
    zip: "85281",
    message: "Green pool, weekly service please.",
    ...overrides,
  });

const leadsOf = (ctx: TenantContext) =>
  ctx.db.select().from(customer).where(eq(customer.companyId, ctx.companyId));

describe("the companies directory", () => {
  it("finds only active companies serving the ZIP code, verified first, then by name", async () => {
    const zip = `9${tag().slice(0, 4)}`;
    const plain = await listed("active", [zip]);
    const verified = await listed("active", ["11111", zip], true);
    const pending = await listed("pending", [zip]);
    const deactivated = await listed("deactivated", [zip]);
    await listed("active", ["00000"]);
    const found = await searchCompanies(plain, { zip: zip.toLowerCase() });
    expect(found.map((c) => c.id)).toEqual([verified.companyId, plain.companyId]);
    expect(found.map((c) => c.id)).not.toContain(pending.companyId);
    expect(found.map((c) => c.id)).not.toContain(deactivated.companyId);
  });

  it("searches by name among active companies", async () => {
    const ctx = await listed("active", []);
    const [row] = await ctx.db
      .select({ name: company.name })
      .from(company)
      .where(eq(company.id, ctx.companyId));
    const found = await searchCompanies(ctx, { q: row.name.slice(-8) });
    expect(found.map((c) => c.id)).toEqual([ctx.companyId]);
    expect(await searchCompanies(ctx, { q: "no such company at all" })).toEqual([]);
  });

  it("shows an active company's page; a pending, deactivated or unknown one is not found", async () => {
    const active = await listed("active", ["85281"]);
    expect((await getPublicCompany(active, active.companyId)).id).toBe(active.companyId);
    for (const status of ["pending", "deactivated"] as const) {
      const other = await listed(status, ["85281"]);
      await expect(getPublicCompany(other, other.companyId)).rejects.toBeInstanceOf(NotFoundError);
    }
    await expect(getPublicCompany(active, "nope")).rejects.toBeInstanceOf(NotFoundError);
  });
});

describe("a service request", () => {
  it("files a lead in that company only", async () => {
    const target = await listed("active", ["85281"]);
    const bystander = await listed("active", ["85281"]);
    const lead = await requestService(target, target.companyId, request());
    expect(lead).toMatchObject({
      companyId: target.companyId,
      status: "lead",
      firstName: "Jamie Lee",
      lastName: "Carter",
      email: "jamie@example.com",
      billingPostalCode: "85281",
      tags: ["web request"],
    });
    expect(lead?.billingNotes).toContain("Green pool");
    expect(await leadsOf(target)).toHaveLength(1);
    expect(await leadsOf(bystander)).toHaveLength(0);
  });

  it("opens a Service request thread in that company's inbox, signed with the lead's name", async () => {
    const target = await listed("active", ["85281"]);
    const bystander = await listed("active", ["85281"]);
    const lead = await requestService(target, target.companyId, request());
    const inbox = await listThreads(target, { view: "all", q: "", page: 1 });
    expect(inbox.rows).toHaveLength(1);
    expect(inbox.rows[0]).toMatchObject({ subject: "Service request" });
    const opened = await readThread(target, inbox.rows[0].id);
    expect(opened.thread.customerId).toBe(lead?.id);
    expect(opened.messages).toHaveLength(1);
    expect(opened.messages[0]).toMatchObject({
      side: "client",
      senderName: "Carter, Jamie Lee",
      mine: false,
    });
    expect(opened.messages[0].body).toContain("Green pool");
    expect(opened.messages[0].body).toContain("jamie@example.com");
    expect((await listThreads(bystander, { view: "all", q: "", page: 1 })).rows).toHaveLength(0);
  });

  it("from a signed-in pool owner: the lead is linked to them and the thread is theirs; a second request files no second record", async () => {
    const target = await listed("active", ["85281"]);
    const owner = await newClient();
    const other = await newClient();
    const lead = await requestService(target, target.companyId, request(), owner.userId);
    expect(lead?.linkedUserId).toBe(owner.userId);
    const mine = await ownerThreads(asOwner(target.db, owner.userId));
    expect(mine.map((t) => t.subject)).toEqual(["Service request"]);
    expect(await ownerThreads(asOwner(target.db, other.userId))).toEqual([]);
    await expect(ownerThread(asOwner(target.db, other.userId), mine[0].id)).rejects.toBeInstanceOf(
      NotFoundError,
    );
    const again = await requestService(
      target,
      target.companyId,
      request({ message: "Also a leak near the pump." }),
      owner.userId,
    );
    expect(again?.id).toBe(lead?.id);
    expect(await leadsOf(target)).toHaveLength(1);
    expect(await ownerThreads(asOwner(target.db, owner.userId))).toHaveLength(2);
  });

  it("is refused for a deactivated or pending company", async () => {
    for (const status of ["pending", "deactivated"] as const) {
      const ctx = await listed(status, ["85281"]);
      await expect(requestService(ctx, ctx.companyId, request())).rejects.toBeInstanceOf(NotFoundError);
      expect(await leadsOf(ctx)).toHaveLength(0);
    }
  });

  it("refuses bad input with a message per field", () => {
    const result = serviceRequestSchema.safeParse({
      name: "",
      email: "not-an-email",
      phone: "call me",
      address: "",
      zip: "!",
      message: "",
    });
    expect(result.success).toBe(false);
    const fields = new Set(result.error?.issues.map((i) => i.path[0]));
    expect([...fields].sort()).toEqual(["address", "email", "message", "name", "phone", "zip"]);
  });

  it("stores nothing when the honeypot is filled, and stops a flood from one address", async () => {
    const ctx = await listed("active", ["85281"]);
    expect(await requestService(ctx, ctx.companyId, request({ fax: "spam" }))).toBeNull();
    expect(await leadsOf(ctx)).toHaveLength(0);
    for (let i = 0; i < REQUESTS_PER_HOUR; i++) await requestService(ctx, ctx.companyId, request());
    await expect(requestService(ctx, ctx.companyId, request())).rejects.toBeInstanceOf(RuleError);
    expect(await leadsOf(ctx)).toHaveLength(REQUESTS_PER_HOUR);
    await requestService(ctx, ctx.companyId, request({ email: "other@example.com" }));
  });
});

describe("the company's Public Page", () => {
  it("edits the listing fields and needs settings:write", async () => {
    const { ctx } = await newCompany();
    const input = publicProfileSchema.parse({
      name: "Sparkle Pools",
      email: "hi@sparkle.example",
      phone: "480 555 0100",
      addressLine: "",
      city: "Tempe",
      region: "AZ",
      postalCode: "85281",
      website: "https://sparkle.example",
      serviceZipCodes: "85281, 85282\n85281",
    });
    const updated = await updatePublicProfile(ctx, input);
    expect(updated).toMatchObject({
      name: "Sparkle Pools",
      serviceZipCodes: ["85281", "85282"],
      addressLine: null,
    });
    expect((await getOwnListing(ctx)).city).toBe("Tempe");
    const tech = await newTechnician(ctx);
    await expect(updatePublicProfile(tech, input)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(getOwnListing(tech)).rejects.toBeInstanceOf(ForbiddenError);
  });

  it("refuses a bad website and ZIP codes", () => {
    const result = publicProfileSchema.safeParse({
      name: "X Pools",
      email: "",
      phone: "",
      addressLine: "",
      city: "",
      region: "",
      postalCode: "",
      website: "sparkle",
      serviceZipCodes: "85281, ***",
    });
    expect(result.success).toBe(false);
    expect(new Set(result.error?.issues.map((i) => i.path[0]))).toEqual(
      new Set(["website", "serviceZipCodes"]),
    );
  });
});
