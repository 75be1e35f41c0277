/**
 * The built-in roles are stored with core's English name and description (core/permissions builtInRoles), and a
 * role's name is unique in its company and fixed for a built-in one: a role named "Owner", "Office" or "Technician" is
 * that built-in role. These word them in the page's language; a company's own role, or a description its Owner
 * rewrote, is shown as written.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { type Area, type BuiltInRole, builtInRoles } from "~/core/permissions/permissions";
import type { T } from "./i18n-provider";

const builtInRoleKeys = {
  owner: { name: "team.builtInRole.owner", description: "team.builtInRole.ownerDescription" },
  office: { name: "team.builtInRole.office", description: "team.builtInRole.officeDescription" },
  technician: { name: "team.builtInRole.technician", description: "team.builtInRole.technicianDescription" },
} as const satisfies Record<BuiltInRole, { name: MessageKey; description: MessageKey }>;

const roles = Object.keys(builtInRoleKeys) as BuiltInRole[];

/** A role's name in the page's language (a built-in one's), else as written. */
export function roleNameIn(t: T, name: string): string {
  const role = roles.find((r) => builtInRoles[r].name === name);
  return role ? t(builtInRoleKeys[role].name) : name;
}

/** A role's description in the page's language when it is a built-in role's own, else as written. */
export function roleDescriptionIn(t: T, description: string): string {
  const role = roles.find((r) => builtInRoles[r].description === description);
  return role ? t(builtInRoleKeys[role].description) : description;
}

/** An area's short name for a role's badges ("Customers: manage"). */
export const areaShortKeys = {
  customers: "team.roles.areaShort.customers",
  operations: "team.roles.areaShort.operations",
  routing: "team.roles.areaShort.routing",
  team: "team.roles.areaShort.team",
  money: "team.roles.areaShort.money",
  reports: "team.roles.areaShort.reports",
  settings: "team.roles.areaShort.settings",
  messages: "team.roles.areaShort.messages",
} as const satisfies Record<Area, MessageKey>;
