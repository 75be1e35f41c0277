import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { clientLink, companyMember, customer, invite, user } from "~/db/schema";
import { userContext } from "~/domain/tenant.server";
import { asOwner } from "~/domain/testing/fake-ports";
import { listDevMailbox } from "~/server/mail.server";
import { customerInput, newClient, newCompany } from "../../../tests/db/factories";
import { listMemberships, listRoles, resolveTenant } from "../companies/companies.server";
import { createCustomer } from "../customers/customers.server";
import { NotFoundError } from "../errors";
import {
  createInvite,
  INVITE_MESSAGES,
  invitePoolOwner,
  listLinkedCompanies,
  listOpenInvites,
  lookUpInvite,
  redeemInvite,
  revokeInvite,
} from "./invites.server";

async function technicianRoleId(ctx: Awaited<ReturnType<typeof newCompany>>["ctx"]) {
  return (await listRoles(ctx)).find((r) => r.name === "Technician")!.id;
}

describe("member invites", () => {
  it("joins a person to the company with the code's role and selects that company", async () => {
    const { ctx } = await newCompany();
    const code = await createInvite(ctx, {
      kind: "member",
      roleId: await technicianRoleId(ctx),
      validDays: 7,
    });
    expect(code.code).toMatch(/^[A-Z2-9]{8}$/);
    const preview = await lookUpInvite(ctx, code.code.toLowerCase());
    expect(preview).toMatchObject({
      ok: true,
      kind: "member",
      roleName: "Technician",
      companyName: ctx.companyName,
    });

    const { ctx: other } = await newCompany("Other");
    await redeemInvite(userContext(ctx, other.userId), code.code);
    const memberships = await listMemberships(userContext(ctx, other.userId));
    expect(memberships.map((m) => m.companyName).sort()).toEqual([ctx.companyName, other.companyName].sort());
    const [person] = await ctx.db.select().from(user).where(eq(user.id, other.userId));
    expect(person.recentlySelectedCompany).toBe(ctx.companyId);
    const tenant = await resolveTenant(ctx, other.userId, ctx.companyId);
    expect(tenant?.roleName).toBe("Technician");
    expect(tenant?.permissions).not.toContain("settings:write");
  });

  it("works once: a used code is refused with a clear message", async () => {
    const { ctx } = await newCompany();
    const { code } = await createInvite(ctx, {
      kind: "member",
      roleId: await technicianRoleId(ctx),
      validDays: 7,
    });
    const first = await newCompany("First");
    await redeemInvite(userContext(ctx, first.userId), code);
    const second = await newCompany("Second");
    await expect(redeemInvite(userContext(ctx, second.userId), code)).rejects.toMatchObject({
      message: INVITE_MESSAGES.used,
    });
    expect(await lookUpInvite(ctx, code)).toEqual({ ok: false, message: INVITE_MESSAGES.used });
  });

  it("refuses unknown, expired and revoked codes", async () => {
    const { ctx } = await newCompany();
    expect(await lookUpInvite(ctx, "NOPE2345")).toEqual({ ok: false, message: INVITE_MESSAGES.unknown });
    const expired = await createInvite(ctx, {
      kind: "member",
      roleId: await technicianRoleId(ctx),
      validDays: 1,
    });
    await ctx.db
      .update(invite)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(invite.id, expired.id));
    expect(await lookUpInvite(ctx, expired.code)).toEqual({ ok: false, message: INVITE_MESSAGES.expired });
    const joiner = await newCompany("Joiner");
    await expect(redeemInvite(userContext(ctx, joiner.userId), expired.code)).rejects.toMatchObject({
      message: INVITE_MESSAGES.expired,
    });

    const revoked = await createInvite(ctx, {
      kind: "member",
      roleId: await technicianRoleId(ctx),
      validDays: 1,
    });
    expect(await revokeInvite(ctx, revoked.id)).toBe(true);
    expect(await lookUpInvite(ctx, revoked.code)).toEqual({ ok: false, message: INVITE_MESSAGES.unknown });
    expect((await listOpenInvites(ctx)).map((i) => i.id)).not.toContain(revoked.id);
  });

  it("does not let a Client account join as staff", async () => {
    const { ctx } = await newCompany();
    const { code } = await createInvite(ctx, {
      kind: "member",
      roleId: await technicianRoleId(ctx),
      validDays: 7,
    });
    const client = await newClient();
    await expect(redeemInvite(userContext(ctx, client.userId), code)).rejects.toMatchObject({
      field: "code",
    });
    expect(await ctx.db.select().from(companyMember).where(eq(companyMember.userId, client.userId))).toEqual(
      [],
    );
  });
});

describe("client invites", () => {
  it("links a pool owner's account to the company's customer", async () => {
    const { ctx } = await newCompany();
    const { code } = await createInvite(ctx, { kind: "client", customerName: "Sam Lee", validDays: 7 });
    const client = await newClient();
    await redeemInvite(userContext(ctx, client.userId), code);
    const linked = await listLinkedCompanies(asOwner(ctx.db, client.userId));
    expect(linked.map((c) => c.companyName)).toEqual([ctx.companyName]);
    const [link] = await ctx.db.select().from(clientLink).where(eq(clientLink.userId, client.userId));
    expect(link.customerRef).toBe("Sam Lee");
  });

  it("is refused for a company account", async () => {
    const { ctx } = await newCompany();
    const { code } = await createInvite(ctx, { kind: "client", customerName: "Sam Lee", validDays: 7 });
    const staff = await newCompany("Staff");
    await expect(redeemInvite(userContext(ctx, staff.userId), code)).rejects.toMatchObject({ field: "code" });
  });
});

describe("tenancy and permissions", () => {
  it("never lets one company see or revoke another company's codes", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const codeOfA = await createInvite(a.ctx, { kind: "client", customerName: "Sam", validDays: 7 });
    expect((await listOpenInvites(b.ctx)).map((i) => i.id)).not.toContain(codeOfA.id);
    expect(await revokeInvite(b.ctx, codeOfA.id)).toBe(false);
    expect((await lookUpInvite(a.ctx, codeOfA.code)).ok).toBe(true);
  });

  it("refuses a role of another company", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    await expect(
      createInvite(b.ctx, { kind: "member", roleId: await technicianRoleId(a.ctx), validDays: 7 }),
    ).rejects.toMatchObject({
      field: "roleId",
    });
  });

  it("needs the team:manage permission", async () => {
    const { ctx } = await newCompany();
    const technician = { ...ctx, permissions: ["customers:read"] };
    await expect(
      createInvite(technician, { kind: "client", customerName: "Sam", validDays: 7 }),
    ).rejects.toThrow(/team:manage/);
    await expect(listOpenInvites(technician)).rejects.toThrow(/team:manage/);
  });
});

describe("pool owner invite from the customer page", () => {
  it("needs customers:write, links the customer on redemption and e-mails the code", async () => {
    const { ctx } = await newCompany();
    const created = await createCustomer(ctx, customerInput({ email: "owner-of-pool@example.com" }));
    await expect(invitePoolOwner({ ...ctx, permissions: ["customers:read"] }, created.id)).rejects.toThrow(
      /customers:write/,
    );
    const { code } = await invitePoolOwner(ctx, created.id);
    const mail = (await listDevMailbox()).find((m) => m.to === "owner-of-pool@example.com");
    expect(mail?.text).toContain(code);
    const client = await newClient();
    await redeemInvite(userContext(ctx, client.userId), code);
    const [linked] = await ctx.db.select().from(customer).where(eq(customer.id, created.id));
    expect(linked.linkedUserId).toBe(client.userId);
  });

  it("is e-mailed in Spanish to a customer whose preferred language is Spanish, in English otherwise", async () => {
    const { ctx } = await newCompany();
    const spanish = await createCustomer(
      ctx,
      customerInput({ email: "dueno-es@example.com", preferredLanguage: "es" }),
    );
    const english = await createCustomer(ctx, customerInput({ email: "owner-en@example.com" }));
    const es = await invitePoolOwner(ctx, spanish.id);
    const en = await invitePoolOwner(ctx, english.id);
    const mails = await listDevMailbox();
    const toSpanish = mails.find((m) => m.to === "dueno-es@example.com")!;
    expect(toSpanish.subject).toBe(`${ctx.companyName} le invita a Drip Drop`);
    expect(toSpanish.text).toContain(`Regístrese (o inicie sesión) y canjee el código ${es.code}.`);
    const toEnglish = mails.find((m) => m.to === "owner-en@example.com")!;
    expect(toEnglish.subject).toBe(`${ctx.companyName} invites you to Drip Drop`);
    expect(toEnglish.text).toContain(`2. Sign up (or sign in) and redeem the code ${en.code}.`);
  });

  it("names the invited e-mail when the code is looked up (the redeem page starts with it)", async () => {
    const { ctx } = await newCompany();
    const created = await createCustomer(ctx, customerInput({ email: "invited-owner@example.com" }));
    const { code } = await invitePoolOwner(ctx, created.id);
    expect(await lookUpInvite(ctx, code)).toMatchObject({
      ok: true,
      kind: "client",
      email: "invited-owner@example.com",
    });
    const noEmail = await createCustomer(ctx, customerInput({ email: null }));
    const other = await invitePoolOwner(ctx, noEmail.id);
    expect(await lookUpInvite(ctx, other.code)).toMatchObject({ ok: true, email: null });
  });

  it("is not found for another company's customer", async () => {
    const a = await newCompany("A");
    const b = await newCompany("B");
    const ofA = await createCustomer(a.ctx, customerInput());
    await expect(invitePoolOwner(b.ctx, ofA.id)).rejects.toBeInstanceOf(NotFoundError);
  });
});
