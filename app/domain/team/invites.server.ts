import { and, desc, eq, gt, sql } from "drizzle-orm";
import { companyFormat, formatterFor } from "~/core/format/format";
import { customerWords, personWords } from "~/core/mail/customer-words";
import { MAIL_NOT_CONFIGURED } from "~/core/mail/mail-mode";
import { clientLink, company, companyMember, customer, invite, role, user } from "~/db/schema";
import { config } from "~/server/config.server";
import { NotFoundError, RuleError } from "../errors";
import {
  type OwnerContext,
  requirePermission,
  type SystemContext,
  scoped,
  type TenantContext,
  type UserContext,
} from "../tenant.server";
import {
  MEMBER_INVITE_DAYS,
  type MemberInviteInput,
  memberInviteSchema,
  type WorkerType,
} from "./member-schemas";

const CODE_ALPHABET = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: codes are read aloud and typed on phones

export function generateInviteCode(length = 8) {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => CODE_ALPHABET[b % CODE_ALPHABET.length]).join("");
}

export interface NewInvite {
  kind: "member" | "client";
  roleId?: string;
  customerName?: string;
  /** A client invite made from a customer's page links the account to that customer. */
  customerId?: string;
  email?: string;
  /** For member invites: how the person will work for the company (employee by default). */
  workerType?: WorkerType;
  validDays: number;
}

/** Invites from Settings: a team member with a role, or a pool owner by name. */
export async function createInvite(ctx: TenantContext, input: NewInvite) {
  requirePermission(ctx, "team:manage");
  return insertInvite(ctx, input);
}

/**
 * A pool-owner invite from the customer's own page: whoever may edit customers may give their owner access. The code
 * is e-mailed when the customer has an address and e-mail is configured (`mailed` says whether it was); the page
 * shows the code either way.
 */
export async function invitePoolOwner(ctx: TenantContext, customerId: string) {
  requirePermission(ctx, "customers:write");
  const [found] = await ctx.db
    .select()
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, customerId)));
  if (!found) throw new NotFoundError("Customer");
  const created = await insertInvite(ctx, {
    kind: "client",
    customerId: found.id,
    customerName: found.displayName,
    email: found.email ?? undefined,
    validDays: 30,
  });
  const mailed = Boolean(found.email) && ctx.ports.mailer.mode() !== "off";
  if (mailed && found.email) {
    // In the customer's preferred language: they have no account (nor a profile language) yet.
    const { t } = customerWords(found.preferredLanguage);
    const words = { company: ctx.companyName };
    await ctx.ports.mailer.send({
      to: found.email,
      subject: t("mail.ownerInvite.subject", words),
      text: t("mail.ownerInvite.body", {
        ...words,
        url: `${config.baseUrl}/reedemInviteCode?code=${created.code}`,
        code: created.code,
      }),
    });
  }
  return { ...created, mailed, mailOff: Boolean(found.email) && !mailed };
}

async function insertInvite(ctx: TenantContext, input: NewInvite) {
  if (input.kind === "member") {
    const [found] = await ctx.db
      .select({ id: role.id })
      .from(role)
      .where(scoped(ctx, role, eq(role.id, input.roleId ?? "")));
    if (!found) throw new RuleError("roleId", "profile.invite.chooseRole");
  }
  const [created] = await ctx.db
    .insert(invite)
    .values({
      companyId: ctx.companyId,
      code: generateInviteCode(),
      kind: input.kind,
      roleId: input.kind === "member" ? input.roleId : null,
      customerRef: input.kind === "client" ? (input.customerName ?? null) : null,
      customerId: input.kind === "client" ? (input.customerId ?? null) : null,
      email: input.email ? input.email.toLowerCase() : null,
      workerType: input.workerType ?? "employee",
      expiresAt: new Date(Date.now() + input.validDays * 24 * 3600 * 1000),
      createdBy: ctx.userId,
    })
    .returning();
  return created;
}

/** Open, unexpired codes; `kind` narrows to member or pool-owner codes. */
export async function listOpenInvites(ctx: TenantContext, kind?: "member" | "client") {
  requirePermission(ctx, "team:manage");
  return ctx.db
    .select({
      id: invite.id,
      code: invite.code,
      kind: invite.kind,
      roleName: role.name,
      customerRef: invite.customerRef,
      email: invite.email,
      expiresAt: invite.expiresAt,
    })
    .from(invite)
    .leftJoin(role, eq(role.id, invite.roleId))
    .where(
      scoped(
        ctx,
        invite,
        eq(invite.status, "open"),
        gt(invite.expiresAt, new Date()),
        kind ? eq(invite.kind, kind) : undefined,
      ),
    )
    .orderBy(desc(invite.createdAt));
}

export async function revokeInvite(ctx: TenantContext, inviteId: string) {
  requirePermission(ctx, "team:manage");
  const revoked = await ctx.db
    .update(invite)
    .set({ status: "revoked" })
    .where(scoped(ctx, invite, eq(invite.id, inviteId), eq(invite.status, "open")))
    .returning({ id: invite.id });
  return revoked.length > 0;
}

/** Catalog keys: the pages translate them where they show them (FormError, the form's fields). */
export const MEMBER_INVITE_MESSAGES = {
  member: "profile.invite.alreadyMember",
  pending: "profile.invite.pending",
} as const;

/**
 * Invites a person by e-mail to join the team with a role and worker type: the invite is saved and the e-mail with the
 * link and the code is sent. Refused (nothing saved) for an active member's e-mail or one with an open invitation.
 */
export async function inviteMember(ctx: TenantContext, input: MemberInviteInput) {
  requirePermission(ctx, "team:manage");
  // The invitation is its e-mail: without a way to send it, nothing is saved (and no code is written anywhere).
  if (ctx.ports.mailer.mode() === "off") throw new RuleError("email", MAIL_NOT_CONFIGURED);
  const parsed = memberInviteSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError(String(issue.path[0] ?? "email"), issue.message);
  }
  const { email, roleId, workerType } = parsed.data;
  const [member] = await ctx.db
    .select({ id: companyMember.id })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(
      scoped(ctx, companyMember, eq(companyMember.status, "active"), sql`lower(${user.email}) = ${email}`),
    );
  if (member) throw new RuleError("email", MEMBER_INVITE_MESSAGES.member);
  const [pending] = await ctx.db
    .select({ id: invite.id })
    .from(invite)
    .where(
      scoped(
        ctx,
        invite,
        eq(invite.kind, "member"),
        eq(invite.status, "open"),
        sql`lower(${invite.email}) = ${email}`,
      ),
    );
  if (pending) throw new RuleError("email", MEMBER_INVITE_MESSAGES.pending);
  const created = await insertInvite(ctx, {
    kind: "member",
    roleId,
    email,
    workerType,
    validDays: MEMBER_INVITE_DAYS,
  });
  try {
    await sendMemberInvite(ctx, created);
  } catch (error) {
    // An invitation that never left is not kept: nothing half-done (an open code nobody received) stays behind.
    await ctx.db.delete(invite).where(scoped(ctx, invite, eq(invite.id, created.id)));
    throw error;
  }
  const [sent] = await ctx.db
    .update(invite)
    .set({ sentAt: new Date() })
    .where(scoped(ctx, invite, eq(invite.id, created.id)))
    .returning();
  return sent;
}

/** Sends the invitation again: a new e-mail, `sentAt` now and the expiry moved out (an expired one works again). */
export async function resendInvite(ctx: TenantContext, inviteId: string) {
  requirePermission(ctx, "team:manage");
  if (ctx.ports.mailer.mode() === "off") throw new RuleError("form", MAIL_NOT_CONFIGURED);
  const [found] = await ctx.db
    .select()
    .from(invite)
    .where(
      scoped(ctx, invite, eq(invite.id, inviteId), eq(invite.kind, "member"), eq(invite.status, "open")),
    );
  if (!found?.email) throw new NotFoundError("Invitation");
  const expiresAt = new Date(Date.now() + MEMBER_INVITE_DAYS * 24 * 3600 * 1000);
  await sendMemberInvite(ctx, { ...found, expiresAt });
  const [updated] = await ctx.db
    .update(invite)
    .set({ sentAt: new Date(), expiresAt })
    .where(scoped(ctx, invite, eq(invite.id, found.id)))
    .returning();
  return updated;
}

/** Revokes an open member invitation; its code stops working. */
export async function revokeMemberInvite(ctx: TenantContext, inviteId: string) {
  requirePermission(ctx, "team:manage");
  const [revoked] = await ctx.db
    .update(invite)
    .set({ status: "revoked" })
    .where(scoped(ctx, invite, eq(invite.id, inviteId), eq(invite.kind, "member"), eq(invite.status, "open")))
    .returning({ id: invite.id, email: invite.email });
  if (!revoked) throw new NotFoundError("Invitation");
  return revoked;
}

/**
 * The language of a team invitation: the invitee's own profile language when the address already has an account
 * that chose one; else the inviter's (a team usually shares the office's language, and the inviter chose theirs), else English.
 */
async function inviteeLocale(ctx: TenantContext, email: string): Promise<string | null> {
  const [invitee] = await ctx.db
    .select({ locale: user.locale })
    .from(user)
    .where(sql`lower(${user.email}) = ${email.toLowerCase()}`);
  if (invitee?.locale) return invitee.locale;
  const [inviter] = await ctx.db.select({ locale: user.locale }).from(user).where(eq(user.id, ctx.userId));
  return inviter?.locale ?? null;
}

async function sendMemberInvite(
  ctx: TenantContext,
  found: { code: string; email: string | null; roleId: string | null; expiresAt: Date },
) {
  if (!found.email) return;
  const [granted] = await ctx.db
    .select({ name: role.name })
    .from(role)
    .where(scoped(ctx, role, eq(role.id, found.roleId ?? "")));
  const { t, locale } = personWords(await inviteeLocale(ctx, found.email));
  // English keeps the company's format as before ("en"); another language takes the person's region.
  const until = formatterFor(companyFormat(ctx, t.language === "en" ? "en" : locale)).date(
    found.expiresAt,
    "detail",
  );
  const link = `${config.baseUrl}/reedemInviteCode?code=${found.code}`;
  await ctx.ports.mailer.send({
    to: found.email,
    subject: t("profile.invite.subject", { company: ctx.companyName }),
    text: t("profile.invite.body", {
      company: ctx.companyName,
      hasRole: granted ? "yes" : "no",
      role: granted?.name ?? "",
      link,
      code: found.code,
      until,
    }),
  });
}

export type InviteLookup =
  | {
      ok: true;
      companyName: string;
      kind: "member" | "client";
      roleName: string | null;
      workerType: WorkerType;
      customerRef: string | null;
      /** The address the company sent the invite to: the redeem page starts with it. */
      email: string | null;
    }
  | { ok: false; message: string };

/** Catalog keys: the redeem page translates them (t.text, FormError). */
export const INVITE_MESSAGES = {
  unknown: "profile.invite.unknown",
  expired: "profile.invite.expired",
  used: "profile.invite.used",
} as const;

/** What a code grants, or why it can't be used. */
export async function lookUpInvite({ db }: SystemContext, code: string): Promise<InviteLookup> {
  // tenancy: system — invite lookup by its code, before the user belongs to the company
  const [row] = await db
    .select({ invite, companyName: company.name, roleName: role.name })
    .from(invite)
    .innerJoin(company, eq(company.id, invite.companyId))
    .leftJoin(role, eq(role.id, invite.roleId))
    .where(eq(invite.code, code.trim().toUpperCase()));
  if (!row || row.invite.status === "revoked") return { ok: false, message: INVITE_MESSAGES.unknown };
  if (row.invite.status === "used") return { ok: false, message: INVITE_MESSAGES.used };
  if (row.invite.expiresAt.getTime() <= Date.now()) return { ok: false, message: INVITE_MESSAGES.expired };
  return {
    ok: true,
    companyName: row.companyName,
    kind: row.invite.kind,
    roleName: row.roleName,
    workerType: row.invite.workerType,
    customerRef: row.invite.customerRef,
    email: row.invite.email,
  };
}

/**
 * Redeems a code for a signed-in person: a member code joins the company with its role (the account becomes a
 * Company account and the company is selected); a client code links the Client account to the company's customer.
 */
export async function redeemInvite(person: UserContext, code: string) {
  const { userId } = person;
  return person.db.transaction(async (tx) => {
    // tenancy: system — invite redemption by its code, before the user belongs to the company
    const [found] = await tx
      .select()
      .from(invite)
      .where(eq(invite.code, code.trim().toUpperCase()))
      .for("update");
    if (!found || found.status === "revoked") throw new RuleError("code", INVITE_MESSAGES.unknown);
    if (found.status === "used") throw new RuleError("code", INVITE_MESSAGES.used);
    if (found.expiresAt.getTime() <= Date.now()) throw new RuleError("code", INVITE_MESSAGES.expired);
    const [person] = await tx.select().from(user).where(eq(user.id, userId));

    if (found.kind === "member") {
      if (person.accountType === "admin") throw new RuleError("code", "profile.invite.adminCannotJoin");
      if (person.accountType === "client") {
        throw new RuleError("code", "profile.invite.staffOnly");
      }
      // tenancy: owner — filters companyMember.companyId = the invite's company
      const [existing] = await tx
        .select()
        .from(companyMember)
        .where(and(eq(companyMember.companyId, found.companyId), eq(companyMember.userId, userId)));
      if (existing?.status === "active") throw new RuleError("code", "profile.invite.alreadyBelong");
      if (existing) {
        // tenancy: owner — the membership found just above in the invite's company
        await tx
          .update(companyMember)
          .set({ status: "active", roleId: found.roleId!, workerType: found.workerType, endedAt: null })
          .where(eq(companyMember.id, existing.id));
      } else {
        await tx.insert(companyMember).values({
          companyId: found.companyId,
          userId,
          roleId: found.roleId!,
          workerType: found.workerType,
        });
      }
      await tx
        .update(user)
        .set({ accountType: "company", recentlySelectedCompany: found.companyId })
        .where(eq(user.id, userId));
    } else {
      if (person.accountType !== "client") {
        throw new RuleError("code", "profile.invite.ownerOnly");
      }
      await tx
        .insert(clientLink)
        .values({
          companyId: found.companyId,
          userId,
          customerRef: found.customerRef,
          customerId: found.customerId,
        })
        .onConflictDoUpdate({
          target: [clientLink.companyId, clientLink.userId],
          set: { customerRef: found.customerRef, customerId: found.customerId },
        });
      if (found.customerId) {
        // tenancy: owner — filters customer.companyId = the invite's company
        await tx
          .update(customer)
          .set({ linkedUserId: userId })
          .where(and(eq(customer.id, found.customerId), eq(customer.companyId, found.companyId)));
      }
    }
    // tenancy: owner — the invite found just above by its code
    await tx
      .update(invite)
      .set({ status: "used", usedBy: userId, usedAt: new Date() })
      .where(eq(invite.id, found.id));
    return { kind: found.kind, companyId: found.companyId };
  });
}

/** The companies a pool owner's account is linked to. */
export async function listLinkedCompanies({ db, userId }: OwnerContext) {
  // tenancy: owner — the client's own company links, by clientLink.userId
  return db
    .select({
      companyId: company.id,
      companyName: company.name,
      phone: company.phone,
      email: company.email,
      since: clientLink.createdAt,
      timeZone: company.timeZone,
    })
    .from(clientLink)
    .innerJoin(company, eq(company.id, clientLink.companyId))
    .where(eq(clientLink.userId, userId))
    .orderBy(company.name);
}
