/**
 * Roles: the built-in Owner, Office and Technician, and the company's own. A role grants each area a level
 * (core/permissions). The Owner role always keeps every permission, so a company can never lock itself out; a role in
 * use is deleted only after its members move to another role. A change applies on each member's next request (the
 * tenant is resolved per request).
 */
import { and, asc, count, eq, ne, sql } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { permissionsFromLevels } from "~/core/permissions/permissions";
import { companyMember, invite, role, user } from "~/db/schema";
import { NotFoundError, RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { levelsOf, type RoleInput } from "./role-schemas";

/**
 * Built-in roles first, Owner, Office, Technician, then the company's own by age and name. The built-in three are
 * created in one transaction with the same timestamp, so creation time alone leaves their order to the database.
 */
const roleOrder = [
  sql`case ${role.builtIn} when 'owner' then 0 when 'office' then 1 when 'technician' then 2 else 3 end`,
  asc(role.createdAt),
  asc(role.name),
];

export async function listRolesWithMembers(ctx: TenantContext) {
  requirePermission(ctx, "team:manage");
  const [roles, counts] = await Promise.all([
    ctx.db
      .select()
      .from(role)
      .where(scoped(ctx, role))
      .orderBy(...roleOrder),
    ctx.db
      .select({ roleId: companyMember.roleId, members: count() })
      .from(companyMember)
      .where(scoped(ctx, companyMember, eq(companyMember.status, "active")))
      .groupBy(companyMember.roleId),
  ]);
  const members = new Map(counts.map((c) => [c.roleId, c.members]));
  return roles.map((r) => ({ ...r, members: members.get(r.id) ?? 0 }));
}

async function roleOf(ctx: TenantContext, roleId: string) {
  const [found] = await ctx.db
    .select()
    .from(role)
    .where(scoped(ctx, role, eq(role.id, roleId)));
  if (!found) throw new NotFoundError("Role");
  return found;
}

export async function getRole(ctx: TenantContext, roleId: string) {
  requirePermission(ctx, "team:manage");
  const found = await roleOf(ctx, roleId);
  const members = await ctx.db
    .select({ id: companyMember.id, name: user.name, email: user.email, status: companyMember.status })
    .from(companyMember)
    .innerJoin(user, eq(user.id, companyMember.userId))
    .where(scoped(ctx, companyMember, eq(companyMember.roleId, roleId)))
    .orderBy(asc(user.name));
  const others = await ctx.db
    .select({ value: role.id, label: role.name })
    .from(role)
    .where(scoped(ctx, role, ne(role.id, roleId)))
    .orderBy(...roleOrder);
  return { role: found, members, otherRoles: others };
}

async function nameTaken(ctx: TenantContext, name: string, exceptId?: string) {
  const [taken] = await ctx.db
    .select({ id: role.id })
    .from(role)
    .where(scoped(ctx, role, eq(role.name, name), exceptId ? ne(role.id, exceptId) : undefined));
  return Boolean(taken);
}

export async function createRole(ctx: TenantContext, input: RoleInput) {
  requirePermission(ctx, "team:manage");
  if (await nameTaken(ctx, input.name)) throw new RuleError("name", "people.rules.roleNameTaken");
  const [created] = await ctx.db
    .insert(role)
    .values({
      companyId: ctx.companyId,
      name: input.name,
      description: input.description,
      color: input.color,
      permissions: permissionsFromLevels(levelsOf(input)),
    })
    .returning();
  return created;
}

export async function updateRole(ctx: TenantContext, roleId: string, input: RoleInput) {
  requirePermission(ctx, "team:manage");
  const current = await roleOf(ctx, roleId);
  if (current.builtIn && input.name !== current.name)
    throw new RuleError("name", keyed("people.rules.builtInRoleName", { name: current.name }));
  if (await nameTaken(ctx, input.name, roleId)) throw new RuleError("name", "people.rules.roleNameTaken");
  const permissions = permissionsFromLevels(levelsOf(input));
  if (current.builtIn === "owner" && permissions.join() !== current.permissions.join())
    throw new RuleError("form", "people.rules.ownerPermissions");
  const [updated] = await ctx.db
    .update(role)
    .set({ name: input.name, description: input.description, color: input.color, permissions })
    .where(scoped(ctx, role, eq(role.id, roleId)))
    .returning();
  return updated;
}

/** Deletes a company-defined role; its members (active or past) and invitations move to `moveToRoleId` first. */
export async function deleteRole(ctx: TenantContext, roleId: string, moveToRoleId: string | null) {
  requirePermission(ctx, "team:manage");
  const current = await roleOf(ctx, roleId);
  if (current.builtIn)
    throw new RuleError("form", keyed("people.rules.builtInRoleDelete", { name: current.name }));
  return ctx.db.transaction(async (tx) => {
    const [[{ members }], [{ invites }]] = await Promise.all([
      tx
        .select({ members: count() })
        .from(companyMember)
        .where(scoped(ctx, companyMember, eq(companyMember.roleId, roleId))),
      tx
        .select({ invites: count() })
        .from(invite)
        .where(scoped(ctx, invite, eq(invite.roleId, roleId))),
    ]);
    if (members > 0 || invites > 0) {
      if (!moveToRoleId || moveToRoleId === roleId)
        throw new RuleError("moveToRoleId", "people.rules.roleMoveTo");
      const [target] = await tx
        .select({ id: role.id })
        .from(role)
        .where(scoped(ctx, role, eq(role.id, moveToRoleId)));
      if (!target) throw new RuleError("moveToRoleId", "people.rules.roleMoveToUnknown");
      await tx
        .update(companyMember)
        .set({ roleId: moveToRoleId })
        .where(scoped(ctx, companyMember, eq(companyMember.roleId, roleId)));
      // Invitations made with it (open or used) keep pointing at a role that exists.
      await tx
        .update(invite)
        .set({ roleId: moveToRoleId })
        .where(scoped(ctx, invite, eq(invite.roleId, roleId)));
    }
    await tx.delete(role).where(and(scoped(ctx, role, eq(role.id, roleId))));
    return { moved: members };
  });
}
