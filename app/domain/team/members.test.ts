import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { todayIn } from "~/core/calendar/dates";
import { parseListQuery } from "~/core/listing/list-query";
import { companyMember, invite, memberRate, serviceStop, user } from "~/db/schema";
import { listDevMailbox } from "~/server/mail.server";
import {
  customerInput,
  locationInput,
  newCompany,
  newTechnician,
  recurringInput,
} from "../../../tests/db/factories";
import { listRoles, resolveTenant } from "../companies/companies.server";
import { createCustomer } from "../customers/customers.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { createLocation } from "../locations/locations.server";
import { createRecurringStop } from "../routing/recurring-stops.server";
import { type TenantContext, userContext } from "../tenant.server";
import {
  INVITE_MESSAGES,
  inviteMember,
  lookUpInvite,
  MEMBER_INVITE_MESSAGES,
  redeemInvite,
  resendInvite,
  revokeMemberInvite,
} from "./invites.server";
import { addMemberRate, memberRates } from "./member-rates.server";
import type { MemberRoutingInput } from "./member-schemas";
import {
  deactivateMember,
  getMember,
  listPeople,
  MEMBER_MESSAGES,
  memberFilters,
  memberSorts,
  memberWorkAhead,
  reactivateMember,
  updateMemberRole,
  updateMemberRouting,
} from "./members.server";

const roleId = async (ctx: TenantContext, name: string) =>
  (await listRoles(ctx)).find((r) => r.name === name)!.id;
const query = (params: Record<string, string> = {}) =>
  parseListQuery(new URLSearchParams(params), {
    sorts: memberSorts,
    defaultSort: "name",
    filters: memberFilters,
  });
const email = () => `sam-${Math.random().toString(36).slice(2, 9)}@test.example`;

async function invited(
  ctx: TenantContext,
  over: { role?: string; workerType?: "employee" | "independent contractor" } = {},
) {
  const address = email();
  const created = await inviteMember(ctx, {
    email: address,
    roleId: await roleId(ctx, over.role ?? "Technician"),
    workerType: over.workerType ?? "independent contractor",
  });
  return { created, address };
}

const routing = (over: Partial<MemberRoutingInput> = {}): MemberRoutingInput => ({
  routeColor: "teal",
  startFrom: "shop",
  homeAddress: null,
  homeLatitude: null,
  homeLongitude: null,
  workDays: [1, 2, 3, 4, 5],
  dailyMinutes: 480,
  ...over,
});

describe("inviting members by e-mail", () => {
  it("sends the link and code; redeeming gives the invite's role and worker type", async () => {
    const { ctx } = await newCompany();
    const { created, address } = await invited(ctx, { role: "Office", workerType: "independent contractor" });
    expect(created.sentAt).toBeInstanceOf(Date);
    expect(created.email).toBe(address);
    const mails = (await listDevMailbox(500)).filter((m) => m.to === address);
    expect(mails[0]?.text).toContain(`/reedemInviteCode?code=${created.code}`);
    expect(mails[0]?.subject).toContain(ctx.companyName);
    expect(await lookUpInvite(ctx, created.code)).toMatchObject({
      ok: true,
      roleName: "Office",
      workerType: "independent contractor",
    });

    const joiner = await newCompany("Joiner's own");
    await redeemInvite(userContext(ctx, joiner.userId), created.code);
    const tenant = await resolveTenant(ctx, joiner.userId, ctx.companyId);
    expect(tenant?.roleName).toBe("Office");
    const [member] = await ctx.db.select().from(companyMember).where(eq(companyMember.id, tenant!.memberId));
    expect(member.workerType).toBe("independent contractor");

    const { rows } = await listPeople(ctx, query({ q: "Olga" }));
    expect(
      rows
        .filter((r) => r.kind === "member")
        .map((r) => r.roleName)
        .sort(),
    ).toEqual(["Office", "Owner"]);
  });

  it("refuses an active member's e-mail and one with an open invitation, saving nothing", async () => {
    const { ctx, email: ownerEmail } = await newCompany();
    const before = await ctx.db.select().from(invite).where(eq(invite.companyId, ctx.companyId));
    await expect(
      inviteMember(ctx, {
        email: ownerEmail.toUpperCase(),
        roleId: await roleId(ctx, "Office"),
        workerType: "employee",
      }),
    ).rejects.toMatchObject({ field: "email", message: MEMBER_INVITE_MESSAGES.member });
    const { address } = await invited(ctx);
    await expect(
      inviteMember(ctx, { email: address, roleId: await roleId(ctx, "Office"), workerType: "employee" }),
    ).rejects.toMatchObject({ field: "email", message: MEMBER_INVITE_MESSAGES.pending });
    const after = await ctx.db.select().from(invite).where(eq(invite.companyId, ctx.companyId));
    expect(after).toHaveLength(before.length + 1);
  });

  it("refuses a bad e-mail and another company's role", async () => {
    const { ctx } = await newCompany();
    const other = await newCompany("Other");
    await expect(
      inviteMember(ctx, {
        email: "not-an-email",
        roleId: await roleId(ctx, "Office"),
        workerType: "employee",
      }),
    ).rejects.toBeInstanceOf(RuleError);
    await expect(
      inviteMember(ctx, {
        email: email(),
        roleId: await roleId(other.ctx, "Office"),
        workerType: "employee",
      }),
    ).rejects.toMatchObject({ field: "roleId" });
  });

  it("lists pending invitations; resend mails again, updates sentAt and extends the expiry", async () => {
    const { ctx } = await newCompany();
    const { created, address } = await invited(ctx);
    const pending = await listPeople(ctx, query({ status: "pending" }));
    expect(pending.rows.map((r) => r.email)).toEqual([address]);
    expect(pending.rows[0].expiresAt!.getTime()).toBeGreaterThan(Date.now());

    await ctx.db
      .update(invite)
      .set({ expiresAt: new Date(Date.now() - 1000), sentAt: new Date(Date.now() - 20 * 86_400_000) })
      .where(eq(invite.id, created.id));
    expect(await lookUpInvite(ctx, created.code)).toEqual({ ok: false, message: INVITE_MESSAGES.expired });
    const joiner = await newCompany("Late");
    await expect(redeemInvite(userContext(ctx, joiner.userId), created.code)).rejects.toMatchObject({
      message: INVITE_MESSAGES.expired,
    });

    const mailsBefore = (await listDevMailbox(500)).filter((m) => m.to === address).length;
    const resent = await resendInvite(ctx, created.id);
    expect(resent.code).toBe(created.code);
    expect(resent.expiresAt.getTime()).toBeGreaterThan(Date.now() + 13 * 86_400_000);
    expect(resent.sentAt!.getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect((await listDevMailbox(500)).filter((m) => m.to === address).length).toBe(mailsBefore + 1);
    await redeemInvite(userContext(ctx, joiner.userId), created.code);
    expect(await resolveTenant(ctx, joiner.userId, ctx.companyId)).not.toBeNull();
  });

  it("revoking stops the code and frees the e-mail for a new invitation", async () => {
    const { ctx } = await newCompany();
    const { created, address } = await invited(ctx);
    await revokeMemberInvite(ctx, created.id);
    expect(await lookUpInvite(ctx, created.code)).toEqual({ ok: false, message: INVITE_MESSAGES.unknown });
    await expect(revokeMemberInvite(ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(resendInvite(ctx, created.id)).rejects.toBeInstanceOf(NotFoundError);
    expect((await listPeople(ctx, query({ status: "pending" }))).total).toBe(0);
    await expect(
      inviteMember(ctx, { email: address, roleId: await roleId(ctx, "Technician"), workerType: "employee" }),
    ).resolves.toBeTruthy();
  });
});

describe("the members list", () => {
  it("searches, filters by status, role and worker type, and pages", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await invited(ctx, { role: "Office", workerType: "employee" });
    const all = await listPeople(ctx, query());
    expect(all.total).toBe(3);
    expect((await listPeople(ctx, query({ status: "active" }))).total).toBe(2);
    expect((await listPeople(ctx, query({ role: await roleId(ctx, "Office") }))).total).toBe(1);
    expect((await listPeople(ctx, query({ workerType: "employee" }))).total).toBe(3);
    expect((await listPeople(ctx, query({ q: "sam-" }))).rows[0].kind).toBe("invite");
    const paged = await listPeople(ctx, { ...query({ sort: "status" }), pageSize: 2 });
    expect(paged.rows.map((r) => r.status)).toEqual(["active", "active"]);
    expect(paged.total).toBe(3);

    await deactivateMember(ctx, tech.memberId);
    expect((await listPeople(ctx, query({ status: "past" }))).rows.map((r) => r.id)).toEqual([tech.memberId]);
  });
});

describe("roles and the last Owner", () => {
  it("changes role and worker type; the last active Owner can't be demoted or deactivated", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await updateMemberRole(ctx, tech.memberId, {
      roleId: await roleId(ctx, "Office"),
      workerType: "independent contractor",
    });
    const detail = await getMember(ctx, tech.memberId);
    expect(detail.role.name).toBe("Office");
    expect(detail.member.workerType).toBe("independent contractor");

    await expect(
      updateMemberRole(ctx, ctx.memberId, { roleId: await roleId(ctx, "Office"), workerType: "employee" }),
    ).rejects.toMatchObject({ field: "roleId", message: MEMBER_MESSAGES.lastOwner });

    // With a second Owner, the first may step down; the second is then the last and can't be deactivated.
    await updateMemberRole(ctx, tech.memberId, {
      roleId: await roleId(ctx, "Owner"),
      workerType: "employee",
    });
    const second = await resolveTenant(ctx, tech.userId, ctx.companyId);
    await updateMemberRole(ctx, ctx.memberId, {
      roleId: await roleId(ctx, "Office"),
      workerType: "employee",
    });
    await expect(deactivateMember(second!, tech.memberId)).rejects.toMatchObject({
      message: MEMBER_MESSAGES.self,
    });
    const office = await resolveTenant(ctx, ctx.userId, ctx.companyId);
    expect(office?.roleName).toBe("Office");
    await expect(deactivateMember(second!, second!.memberId)).rejects.toBeInstanceOf(RuleError);
  });

  it("refuses deactivating the last Owner even by another manager", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    // A custom manager role with team:manage but not Owner.
    const { role } = await import("~/db/schema");
    const [manager] = await ctx.db
      .insert(role)
      .values({ companyId: ctx.companyId, name: "Team lead", permissions: ["team:manage"] })
      .returning();
    await ctx.db.update(companyMember).set({ roleId: manager.id }).where(eq(companyMember.id, tech.memberId));
    const lead = (await resolveTenant(ctx, tech.userId, ctx.companyId))!;
    await expect(deactivateMember(lead, ctx.memberId)).rejects.toMatchObject({
      message: MEMBER_MESSAGES.lastOwner,
    });
  });
});

describe("rates", () => {
  it("refuses amounts of 0 or less; a new rate keeps the history", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    for (const amountCents of [0, -500, 12.5])
      await expect(
        addMemberRate(ctx, tech.memberId, { kind: "hour", amountCents, effectiveOn: "2026-01-01" }),
      ).rejects.toMatchObject({ field: "amount" });
    await addMemberRate(ctx, tech.memberId, { kind: "hour", amountCents: 2000, effectiveOn: "2026-01-01" });
    await addMemberRate(ctx, tech.memberId, { kind: "hour", amountCents: 2200, effectiveOn: "2026-06-01" });
    await addMemberRate(ctx, tech.memberId, { kind: "stop", amountCents: 1500, effectiveOn: "2026-02-01" });
    await expect(
      addMemberRate(ctx, tech.memberId, { kind: "hour", amountCents: 2300, effectiveOn: "2026-06-01" }),
    ).rejects.toMatchObject({ field: "effectiveOn" });
    const rates = await memberRates(ctx, tech.memberId);
    expect(rates.current.hour?.amountCents).toBe(2200);
    expect(rates.current.stop?.amountCents).toBe(1500);
    expect(rates.current.job).toBeNull();
    expect(rates.history.map((h) => [h.rate.amountCents, h.status])).toEqual([
      [2200, "current"],
      [1500, "current"],
      [2000, "past"],
    ]);
  });
});

describe("routing profile", () => {
  it("saves colour, start, work days; a home start needs coordinates", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    await updateMemberRouting(ctx, tech.memberId, routing({ workDays: [2, 4], dailyMinutes: 360 }));
    let detail = await getMember(ctx, tech.memberId);
    expect(detail.member).toMatchObject({
      routeColor: "teal",
      startFrom: "shop",
      workDays: [2, 4],
      dailyMinutes: 360,
    });
    await expect(
      updateMemberRouting(ctx, tech.memberId, routing({ startFrom: "home", homeAddress: "1 Nowhere Rd" })),
    ).rejects.toMatchObject({ field: "homeAddress", message: MEMBER_MESSAGES.geocode });
    await updateMemberRouting(
      ctx,
      tech.memberId,
      routing({ startFrom: "home", homeAddress: "9 Elm St", homeLatitude: 30.3, homeLongitude: -97.7 }),
    );
    detail = await getMember(ctx, tech.memberId);
    expect(detail.member).toMatchObject({ startFrom: "home", homeLatitude: 30.3, homeLongitude: -97.7 });
  });
});

describe("deactivating and reactivating", () => {
  it("sets past with endedAt, keeps history, lists future stops and recurring stops; they can't sign in to it", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const customer = await createCustomer(ctx, customerInput({ lastName: "Reed" }));
    const location = await createLocation(ctx, customer.id, locationInput());
    const today = todayIn(ctx.timeZone);
    const { recurringStop } = await createRecurringStop(
      ctx,
      customer.id,
      recurringInput({ serviceLocationId: location.id, startDate: today, technicianId: tech.memberId }),
    );
    await addMemberRate(ctx, tech.memberId, { kind: "stop", amountCents: 1800, effectiveOn: "2026-01-01" });
    const before = await memberWorkAhead(ctx, tech.memberId);
    expect(before.upcomingStops.length).toBeGreaterThan(0);

    const result = await deactivateMember(ctx, tech.memberId);
    expect(result.recurringStops.map((r) => r.id)).toEqual([recurringStop.id]);
    expect(result.upcomingTotal).toBe(before.upcomingTotal);
    const [member] = await ctx.db.select().from(companyMember).where(eq(companyMember.id, tech.memberId));
    expect(member.status).toBe("past");
    expect(member.endedAt).toBeInstanceOf(Date);
    // History stays: stops still name them, rates remain.
    const stops = await ctx.db.select().from(serviceStop).where(eq(serviceStop.technicianId, tech.memberId));
    expect(stops.length).toBe(before.upcomingTotal);
    expect(await ctx.db.select().from(memberRate).where(eq(memberRate.memberId, tech.memberId))).toHaveLength(
      1,
    );
    expect(await resolveTenant(ctx, tech.userId, ctx.companyId)).toBeNull();
    const detail = await getMember(ctx, tech.memberId);
    expect(detail.recurringStops).toHaveLength(1);
    await expect(deactivateMember(ctx, tech.memberId)).rejects.toMatchObject({
      message: MEMBER_MESSAGES.notActive,
    });

    await reactivateMember(ctx, tech.memberId);
    expect((await resolveTenant(ctx, tech.userId, ctx.companyId))?.roleName).toBe("Technician");
    const [back] = await ctx.db.select().from(companyMember).where(eq(companyMember.id, tech.memberId));
    expect(back.endedAt).toBeNull();
    await expect(reactivateMember(ctx, tech.memberId)).rejects.toMatchObject({
      message: MEMBER_MESSAGES.notPast,
    });
  });
});

describe("tenancy and permissions", () => {
  it("another company's member or invitation is not found, for every function", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const { created } = await invited(ctx);
    const { ctx: other } = await newCompany("Other");
    const id = tech.memberId;
    const otherOffice = await roleId(other, "Office");
    const calls: (() => Promise<unknown>)[] = [
      () => getMember(other, id),
      () => updateMemberRole(other, id, { roleId: otherOffice, workerType: "employee" }),
      () => updateMemberRouting(other, id, routing()),
      () => deactivateMember(other, id),
      () => reactivateMember(other, id),
      () => memberRates(other, id),
      () => addMemberRate(other, id, { kind: "hour", amountCents: 1000, effectiveOn: "2026-01-01" }),
      () => resendInvite(other, created.id),
      () => revokeMemberInvite(other, created.id),
    ];
    for (const call of calls) await expect(call()).rejects.toBeInstanceOf(NotFoundError);
    const { rows } = await listPeople(other, query());
    expect(rows.map((r) => r.id)).not.toContain(id);
    expect(rows.map((r) => r.id)).not.toContain(created.id);
    expect((await memberWorkAhead(other, id)).upcomingTotal).toBe(0);
  });

  it("a technician (no team permission) is refused; team:read may look but not manage", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const { created } = await invited(ctx);
    const officeRole = await roleId(ctx, "Office");
    const techCalls: (() => Promise<unknown>)[] = [
      () => listPeople(tech, query()),
      () => getMember(tech, ctx.memberId),
      () => memberWorkAhead(tech, ctx.memberId),
      () => memberRates(tech, ctx.memberId),
      () => inviteMember(tech, { email: email(), roleId: officeRole, workerType: "employee" }),
      () => resendInvite(tech, created.id),
      () => revokeMemberInvite(tech, created.id),
      () => updateMemberRole(tech, ctx.memberId, { roleId: officeRole, workerType: "employee" }),
      () => updateMemberRouting(tech, ctx.memberId, routing()),
      () => addMemberRate(tech, ctx.memberId, { kind: "hour", amountCents: 1000, effectiveOn: "2026-01-01" }),
      () => deactivateMember(tech, ctx.memberId),
      () => reactivateMember(tech, ctx.memberId),
    ];
    for (const call of techCalls) await expect(call()).rejects.toBeInstanceOf(ForbiddenError);

    await updateMemberRole(ctx, tech.memberId, {
      roleId: await roleId(ctx, "Office"),
      workerType: "employee",
    });
    const office = (await resolveTenant(ctx, tech.userId, ctx.companyId))!;
    expect((await listPeople(office, query())).total).toBe(3);
    await expect(getMember(office, ctx.memberId)).resolves.toBeTruthy();
    await expect(deactivateMember(office, ctx.memberId)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(
      addMemberRate(office, ctx.memberId, { kind: "hour", amountCents: 1000, effectiveOn: "2026-01-01" }),
    ).rejects.toBeInstanceOf(ForbiddenError);
    // The person record is untouched by all of this.
    const [owner] = await ctx.db.select().from(user).where(eq(user.id, ctx.userId));
    expect(owner.accountType).toBe("company");
  });
});
