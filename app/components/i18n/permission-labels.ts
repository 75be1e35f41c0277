/**
 * The words of core/permissions/permissions.ts's areas and of what each level allows (the role editor), in the
 * page's language: `t(permissionAreaKeys[area])`, `t(permissionLevelKeys[area][level])`.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Area, Level } from "~/core/permissions/permissions";

export const permissionAreaKeys = {
  customers: "builder.permission.area.customers",
  operations: "builder.permission.area.operations",
  routing: "builder.permission.area.routing",
  team: "builder.permission.area.team",
  money: "builder.permission.area.money",
  reports: "builder.permission.area.reports",
  settings: "builder.permission.area.settings",
  messages: "builder.permission.area.messages",
} as const satisfies Record<Area, MessageKey>;

/** What each level allows, per area (the levels an area offers: core/permissions areaLevels). */
export const permissionLevelKeys = {
  customers: {
    read: "builder.permission.customers.read",
    write: "builder.permission.customers.write",
    manage: "builder.permission.customers.manage",
  },
  operations: {
    read: "builder.permission.operations.read",
    work: "builder.permission.operations.work",
    write: "builder.permission.operations.write",
    manage: "builder.permission.operations.manage",
  },
  routing: {
    read: "builder.permission.routing.read",
    write: "builder.permission.routing.write",
    manage: "builder.permission.routing.manage",
  },
  team: {
    read: "builder.permission.team.read",
    write: "builder.permission.team.write",
    manage: "builder.permission.team.manage",
  },
  money: {
    read: "builder.permission.money.read",
    write: "builder.permission.money.write",
    manage: "builder.permission.money.manage",
  },
  reports: {
    read: "builder.permission.reports.read",
    write: "builder.permission.reports.write",
    manage: "builder.permission.reports.manage",
  },
  settings: {
    read: "builder.permission.settings.read",
    write: "builder.permission.settings.write",
    manage: "builder.permission.settings.manage",
  },
  messages: {
    read: "builder.permission.messages.read",
    write: "builder.permission.messages.write",
    manage: "builder.permission.messages.manage",
  },
} as const satisfies Record<Area, Partial<Record<Level, MessageKey>>>;
