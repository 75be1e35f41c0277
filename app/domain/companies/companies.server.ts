import { and, asc, eq } from "drizzle-orm";
import { type BuiltInRole, builtInRoles } from "~/core/permissions/permissions";
import { isPayPeriodKind, type PayPeriodKind } from "~/core/team/pay-period";
import { convertDimensions, convertTemperature, convertVolume } from "~/core/water/convert-units";
import type { Units } from "~/core/water/volume";
import type { Db, Tx } from "~/db/client.server";
import { bodyOfWater, company, companyMember, role, stopReading, user } from "~/db/schema";
import type { PreparedFile } from "~/domain/ports";
import { logger } from "~/server/logger.server";
import { RuleError } from "../errors";
import { storeFile } from "../files/stored-files.server";
import {
  requirePermission,
  type SystemContext,
  scoped,
  type TenantContext,
  type UserContext,
} from "../tenant.server";
import { PAY_PERIOD_MESSAGE } from "./schemas";

/** A new company with its built-in roles and the given user as Owner; it becomes the user's selected company. */
export async function createCompanyWithOwner(db: Db | Tx, owner: Pick<UserContext, "userId">, name: string) {
  const ownerUserId = owner.userId;
  const [created] = await db.insert(company).values({ name, ownerId: ownerUserId }).returning();
  const roles = await db
    .insert(role)
    .values(
      (Object.keys(builtInRoles) as BuiltInRole[]).map((builtIn) => ({
        companyId: created.id,
        builtIn,
        name: builtInRoles[builtIn].name,
        description: builtInRoles[builtIn].description,
        color: builtInRoles[builtIn].color,
        permissions: builtInRoles[builtIn].permissions,
      })),
    )
    .returning();
  const ownerRole = roles.find((r) => r.builtIn === "owner")!;
  await db.insert(companyMember).values({ companyId: created.id, userId: ownerUserId, roleId: ownerRole.id });
  await db.update(user).set({ recentlySelectedCompany: created.id }).where(eq(user.id, ownerUserId));
  return created;
}

/** The companies a person works for (active memberships), for the company switcher. */
export async function listMemberships({ db, userId }: UserContext) {
  // tenancy: system — the signed-in user's own memberships across companies (company switcher), by user id
  return db
    .select({
      companyId: company.id,
      companyName: company.name,
      roleName: role.name,
      platformStatus: company.platformStatus,
    })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(and(eq(companyMember.userId, userId), eq(companyMember.status, "active")))
    .orderBy(asc(company.name));
}

/**
 * Remembers the chosen company as `recentlySelectedCompany`; only a company the person belongs to and that the
 * platform has not deactivated.
 */
export async function selectCompany(person: UserContext, companyId: string) {
  const memberships = await listMemberships(person);
  if (!memberships.some((m) => m.companyId === companyId && m.platformStatus !== "deactivated")) return false;
  await person.db.update(user).set({ recentlySelectedCompany: companyId }).where(eq(user.id, person.userId));
  return true;
}

/**
 * Resolves the signed-in member's tenant from `recentlySelectedCompany`. Returns null (after logging the original's
 * "No such document!") when the company is gone or the person no longer belongs to it.
 */
export async function resolveTenant(
  system: SystemContext,
  userId: string,
  companyId: string | null,
): Promise<TenantContext | null> {
  if (!companyId) return null;
  // tenancy: system — builds the tenant context itself: the user's active membership of companyId
  const [row] = await system.db
    .select({ company, memberId: companyMember.id, roleName: role.name, permissions: role.permissions })
    .from(companyMember)
    .innerJoin(company, eq(company.id, companyMember.companyId))
    .innerJoin(role, eq(role.id, companyMember.roleId))
    .where(
      and(
        eq(companyMember.userId, userId),
        eq(companyMember.companyId, companyId),
        eq(companyMember.status, "active"),
      ),
    )
    .limit(1);
  if (!row) {
    logger.warn({ userId, companyId }, "No such document!");
    return null;
  }
  // The platform admin deactivated the company: nobody works in it until it is reactivated (its data stays).
  if (row.company.platformStatus === "deactivated") return null;
  return {
    db: system.db,
    ports: system.ports,
    companyId: row.company.id,
    companyName: row.company.name,
    userId,
    memberId: row.memberId,
    roleName: row.roleName,
    permissions: row.permissions,
    timeZone: row.company.timeZone,
    units: row.company.units,
    currency: row.company.currency,
  };
}

/** The company's name when the platform has deactivated it (for the message on /company/select), else null. */
export async function deactivatedCompanyName({ db }: SystemContext, companyId: string | null) {
  if (!companyId) return null;
  const [row] = await db
    .select({ name: company.name })
    .from(company)
    .where(and(eq(company.id, companyId), eq(company.platformStatus, "deactivated")));
  return row?.name ?? null;
}

export async function getCompany(ctx: TenantContext) {
  const [row] = await ctx.db.select().from(company).where(eq(company.id, ctx.companyId));
  return row;
}

export interface CompanySettingsInput {
  name: string;
  email: string | null;
  phone: string | null;
  addressLine: string | null;
  city: string | null;
  region: string | null;
  postalCode: string | null;
  country: string;
  website: string | null;
  timeZone: string;
  units: "us" | "metric";
  currency: string;
  /** How work logs and payroll are cut; left as it is when not given. */
  payPeriod?: PayPeriodKind;
  logoUrl?: string | null;
}

/** The company's pay period: what work logs and payroll show when the URL names none. Any member may read it. */
export async function companyPayPeriod(ctx: TenantContext): Promise<PayPeriodKind> {
  const [row] = await ctx.db
    .select({ payPeriod: company.payPeriod })
    .from(company)
    .where(eq(company.id, ctx.companyId));
  return row?.payPeriod ?? "weekly";
}

/**
 * Saves the company's settings. Switching units converts what is stored in them (volumes, dimensions, temperature
 * readings) in the same transaction, so a 15,000 gal pool becomes a 56,781 L pool, not a 15,000 L one.
 */
export async function updateCompanySettings(
  ctx: TenantContext,
  settings: CompanySettingsInput,
  logo?: PreparedFile | null,
) {
  requirePermission(ctx, "settings:write");
  // The form's schema refuses it first; this guards every other caller (the column is plain text).
  if (settings.payPeriod !== undefined && !isPayPeriodKind(settings.payPeriod))
    throw new RuleError("payPeriod", PAY_PERIOD_MESSAGE);
  // A new logo is stored only now that the person may change the settings.
  const input = logo
    ? {
        ...settings,
        logoUrl: (
          await storeFile(ctx, logo, { kind: "logo", companyId: ctx.companyId, uploadedBy: ctx.userId })
        ).url,
      }
    : settings;
  return ctx.db.transaction(async (tx) => {
    const [before] = await tx
      .select({ units: company.units })
      .from(company)
      .where(eq(company.id, ctx.companyId));
    const [updated] = await tx
      .update(company)
      .set({ ...input, updatedAt: new Date() })
      .where(eq(company.id, ctx.companyId))
      .returning();
    if (before && before.units !== input.units) await convertStoredUnits(tx, ctx, before.units, input.units);
    return updated;
  });
}

async function convertStoredUnits(tx: Tx, ctx: TenantContext, from: Units, to: Units) {
  const bodies = await tx
    .select({ id: bodyOfWater.id, volume: bodyOfWater.volume, dimensions: bodyOfWater.dimensions })
    .from(bodyOfWater)
    .where(scoped(ctx, bodyOfWater));
  for (const body of bodies) {
    await tx
      .update(bodyOfWater)
      .set({
        volume: convertVolume(body.volume, from, to),
        dimensions: body.dimensions ? convertDimensions(body.dimensions, from, to) : null,
      })
      .where(eq(bodyOfWater.id, body.id));
  }
  const temperatures = await tx
    .select({ id: stopReading.id, value: stopReading.value })
    .from(stopReading)
    .where(scoped(ctx, stopReading, eq(stopReading.reading, "temperature")));
  for (const reading of temperatures) {
    await tx
      .update(stopReading)
      .set({ value: convertTemperature(reading.value, from, to) })
      .where(eq(stopReading.id, reading.id));
  }
}

export async function listRoles(ctx: TenantContext) {
  return ctx.db.select().from(role).where(scoped(ctx, role)).orderBy(asc(role.createdAt));
}

/** What a new company still has to do; each step is read from real data. */
export async function setupChecklist(ctx: TenantContext) {
  const current = await getCompany(ctx);
  const members = await ctx.db
    .select({ id: companyMember.id })
    .from(companyMember)
    .where(scoped(ctx, companyMember));
  const [me] = await ctx.db.select({ image: user.image }).from(user).where(eq(user.id, ctx.userId));
  return [
    {
      key: "details",
      label: "Add your company's phone, e-mail and address",
      done: Boolean(current.phone && current.email && current.addressLine),
      to: "/company/settings",
    },
    { key: "logo", label: "Upload your logo", done: Boolean(current.logoUrl), to: "/company/settings" },
    { key: "photo", label: "Add your profile photo", done: Boolean(me?.image), to: "/company/profile" },
    { key: "team", label: "Invite your team", done: members.length > 1, to: "/company/settings#invites" },
  ];
}
