import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { translatorFor } from "~/core/i18n/catalogs";
import { areas } from "~/core/permissions/permissions";
import { companyMember, role } from "~/db/schema";
import { newCompany, newTechnician } from "../../../tests/db/factories";
import { resolveTenant } from "../companies/companies.server";
import { ForbiddenError, NotFoundError, RuleError } from "../errors";
import { levelField, type RoleInput, roleSchema } from "./role-schemas";
import { createRole, deleteRole, getRole, listRolesWithMembers, updateRole } from "./roles.server";

/** A refused change's message as an English page shows it (the domain answers with a catalog key and values). */
const english = (p: Promise<unknown>) =>
  p.then(
    () => "",
    (error: Error) => translatorFor("en").text(error.message),
  );

const noAccess = Object.fromEntries(areas.map((a) => [levelField(a), null])) as unknown as RoleInput;
const input = (overrides: Partial<RoleInput> = {}): RoleInput => ({
  ...noAccess,
  name: "Bookkeeper",
  description: "Invoices and payments",
  color: "indigo",
  level_money: "write",
  level_customers: "read",
  ...overrides,
});

describe("roles", () => {
  it("reads one level per area from the form; an unknown level is refused", () => {
    const parsed = roleSchema.safeParse({
      name: "Lead tech",
      description: "",
      color: "teal",
      level_operations: "work",
    });
    expect(parsed.data).toMatchObject({ level_operations: "work", level_money: null });
    const bad = roleSchema.safeParse({ name: "X", description: "", color: "beige", level_customers: "work" });
    expect(bad.error?.issues.map((i) => i.path[0]).sort()).toEqual(["color", "level_customers", "name"]);
  });

  it("creates a role whose permissions follow the chosen levels; a member given it gets them on the next request", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const bookkeeper = await createRole(ctx, input());
    expect(bookkeeper.permissions).toEqual(["customers:read", "money:write"]);
    expect(await english(createRole(ctx, input()))).toMatch(/Another role has this name/);
    await ctx.db
      .update(companyMember)
      .set({ roleId: bookkeeper.id })
      .where(eq(companyMember.id, tech.memberId));
    const next = await resolveTenant(ctx, tech.userId, ctx.companyId);
    expect(next?.permissions).toEqual(["customers:read", "money:write"]);
    expect(next?.roleName).toBe("Bookkeeper");
    const listed = await listRolesWithMembers(ctx);
    expect(listed.map((r) => [r.name, r.members])).toEqual([
      ["Owner", 1],
      ["Office", 0],
      ["Technician", 0],
      ["Bookkeeper", 1],
    ]);
  });

  it("keeps the Owner role whole and built-in names fixed; Office and Technician levels may change", async () => {
    const { ctx } = await newCompany();
    const roles = await listRolesWithMembers(ctx);
    const owner = roles.find((r) => r.builtIn === "owner")!;
    const technician = roles.find((r) => r.builtIn === "technician")!;
    const demoted = updateRole(ctx, owner.id, input({ name: "Owner", level_settings: null }));
    expect(await english(demoted)).toMatch(/always has every permission/);
    expect(await english(updateRole(ctx, technician.id, input({ name: "Field" })))).toMatch(
      /built-in Technician role keeps its name/,
    );
    const changed = await updateRole(
      ctx,
      technician.id,
      input({ name: "Technician", level_money: null, level_operations: "work", level_routing: "read" }),
    );
    expect(changed.permissions).toEqual(["customers:read", "operations:work", "routing:read"]);
  });

  it("deletes a role only after its members move; built-in roles stay", async () => {
    const { ctx } = await newCompany();
    const tech = await newTechnician(ctx);
    const lead = await createRole(ctx, input({ name: "Lead tech" }));
    await ctx.db.update(companyMember).set({ roleId: lead.id }).where(eq(companyMember.id, tech.memberId));
    const error = await deleteRole(ctx, lead.id, null).catch((e) => e);
    expect(error).toBeInstanceOf(RuleError);
    expect((error as RuleError).field).toBe("moveToRoleId");
    const { otherRoles } = await getRole(ctx, lead.id);
    const technician = otherRoles.find((r) => r.label === "Technician")!;
    expect(await deleteRole(ctx, lead.id, technician.value)).toEqual({ moved: 1 });
    const [member] = await ctx.db.select().from(companyMember).where(eq(companyMember.id, tech.memberId));
    expect(member.roleId).toBe(technician.value);
    expect(await english(deleteRole(ctx, technician.value, null))).toMatch(/can't be deleted/);
  });

  it("needs team:manage, and another company's role is not found", async () => {
    const a = await newCompany();
    const b = await newCompany();
    const tech = await newTechnician(a.ctx);
    await expect(listRolesWithMembers(tech)).rejects.toBeInstanceOf(ForbiddenError);
    await expect(createRole(tech, input())).rejects.toBeInstanceOf(ForbiddenError);
    const theirs = await createRole(b.ctx, input());
    await expect(getRole(a.ctx, theirs.id)).rejects.toBeInstanceOf(NotFoundError);
    await expect(updateRole(a.ctx, theirs.id, input())).rejects.toBeInstanceOf(NotFoundError);
    await expect(deleteRole(a.ctx, theirs.id, null)).rejects.toBeInstanceOf(NotFoundError);
    const [still] = await b.ctx.db.select().from(role).where(eq(role.id, theirs.id));
    expect(still.name).toBe("Bookkeeper");
  });
});
