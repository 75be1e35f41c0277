import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { company, companyMember, user } from "~/db/schema";
import { findNotBuiltPage } from "~/not-built";
import { newCompany } from "../../../tests/db/factories";
import { searchCompany } from "../search/search.server";
import {
  getCompany,
  listMemberships,
  listRoles,
  resolveTenant,
  selectCompany,
  setupChecklist,
  updateCompanySettings,
} from "./companies.server";

const settings = {
  name: "Renamed Pools",
  email: "office@renamed.example",
  phone: "+1 555 0100",
  addressLine: "1 Main St",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  country: "US",
  website: null,
  timeZone: "America/Chicago",
  units: "metric" as const,
  currency: "USD",
};

describe("company settings", () => {
  it("saves the company's details and the checklist follows", async () => {
    const { ctx } = await newCompany();
    const before = await setupChecklist(ctx);
    expect(before.find((s) => s.key === "details")?.done).toBe(false);
    await updateCompanySettings(ctx, settings);
    const saved = await getCompany(ctx);
    expect(saved).toMatchObject({ name: "Renamed Pools", timeZone: "America/Chicago", units: "metric" });
    expect((await setupChecklist(ctx)).find((s) => s.key === "details")?.done).toBe(true);
  });

  it("touches only the signed-in member's company", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    await updateCompanySettings(b.ctx, settings);
    const [untouched] = await a.ctx.db.select().from(company).where(eq(company.id, a.ctx.companyId));
    expect(untouched.name).toBe(a.ctx.companyName);
  });

  it("needs company:manage", async () => {
    const { ctx } = await newCompany();
    await expect(
      updateCompanySettings({ ...ctx, permissions: ["customers:read"] }, settings),
    ).rejects.toThrow(/company:manage/);
  });
});

describe("selecting a company", () => {
  it("resolves the tenant only for an active member, logging a missing company", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    expect(await resolveTenant(a.ctx.db, a.userId, b.ctx.companyId)).toBeNull();
    expect(await resolveTenant(a.ctx.db, a.userId, "no-such-company")).toBeNull();
    expect(await resolveTenant(a.ctx.db, a.userId, null)).toBeNull();
    await a.ctx.db.update(companyMember).set({ status: "past" }).where(eq(companyMember.id, a.ctx.memberId));
    expect(await resolveTenant(a.ctx.db, a.userId, a.ctx.companyId)).toBeNull();
  });

  it("remembers the choice only for a company the person belongs to", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    expect(await selectCompany(a.ctx.db, a.userId, b.ctx.companyId)).toBe(false);
    const [person] = await a.ctx.db.select().from(user).where(eq(user.id, a.userId));
    expect(person.recentlySelectedCompany).toBe(a.ctx.companyId);
    expect((await listMemberships(a.ctx.db, a.userId)).map((m) => m.companyId)).toEqual([a.ctx.companyId]);
  });

  it("lists roles of the company only", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const rolesOfA = await listRoles(a.ctx);
    expect(rolesOfA.every((r) => r.companyId === a.ctx.companyId)).toBe(true);
    expect(rolesOfA.map((r) => r.id)).not.toEqual(
      expect.arrayContaining((await listRoles(b.ctx)).map((r) => r.id)),
    );
  });
});

describe("search", () => {
  it("finds pages and the company's own people, never another company's", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const hits = await searchCompany(a.ctx, "olga");
    expect(hits.filter((h) => h.kind === "Team member").length).toBe(1);
    expect(hits.find((h) => h.kind === "Team member")?.detail).toContain(a.email);
    expect(JSON.stringify(hits)).not.toContain(b.email);
    expect((await searchCompany(a.ctx, "task gr")).map((h) => h.to)).toContain("/company/taskGroups");
    // Pages not built yet are not offered (their sidebar entries are hidden too).
    const pages = (await searchCompany(a.ctx, "")).filter((h) => h.kind === "Page");
    expect(pages.map((h) => h.to)).toContain("/company/customers");
    expect(pages.filter((h) => findNotBuiltPage(h.to!))).toEqual([]);
    // LIKE wildcards are matched literally.
    expect((await searchCompany(a.ctx, "%")).filter((h) => h.kind === "Team member")).toEqual([]);
  });
});
