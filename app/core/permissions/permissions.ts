/**
 * The permission table. A company role holds a list of these; every company loader and action checks the one it
 * needs on the server. The original declared ability lists and never checked them.
 */
export const permissions = [
  "company:manage",
  "team:manage",
  "customers:read",
  "customers:write",
  "operations:read",
  "operations:write",
  "stops:work",
  "routes:manage",
  "money:read",
  "money:write",
  "reports:read",
] as const;
export type Permission = (typeof permissions)[number];

export const permissionLabels: Record<Permission, string> = {
  "company:manage": "Manage company settings",
  "team:manage": "Manage roles, users and invitations",
  "customers:read": "View customers and locations",
  "customers:write": "Edit customers and locations",
  "operations:read": "View jobs, stops and items",
  "operations:write": "Edit jobs, stops and items",
  "stops:work": "Work service stops in the field",
  "routes:manage": "Manage routes and recurring service",
  "money:read": "View contracts, invoices and payments",
  "money:write": "Edit contracts, invoices and payments",
  "reports:read": "View reports",
};

export type BuiltInRole = "owner" | "office" | "technician";

export const builtInRoles: Record<
  BuiltInRole,
  { name: string; description: string; color: string; permissions: Permission[] }
> = {
  owner: {
    name: "Owner",
    description: "Runs the company: every permission.",
    color: "grape",
    permissions: [...permissions],
  },
  office: {
    name: "Office",
    description: "Office staff: customers, scheduling, billing and reports.",
    color: "blue",
    permissions: permissions.filter((p) => p !== "company:manage" && p !== "team:manage"),
  },
  technician: {
    name: "Technician",
    description: "Works the route: sees customers and works service stops.",
    color: "teal",
    permissions: ["customers:read", "operations:read", "stops:work"],
  },
};

export function hasPermission(granted: readonly string[], needed: Permission): boolean {
  return granted.includes(needed);
}
