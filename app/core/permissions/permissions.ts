/**
 * The permission model: a role grants each area of the product a level. Levels are ordered — manage includes write,
 * write includes read — so a role holds at most one `area:level` per area, and a check asks for the least level an
 * action needs. Operations has one more level, `work`, between read and write: a technician works their own stops in
 * the field, reports repairs and records what they buy, without editing jobs or the catalog. Pure.
 */

export const areas = [
  "customers",
  "operations",
  "routing",
  "team",
  "money",
  "reports",
  "settings",
  "messages",
] as const;
export type Area = (typeof areas)[number];

export const levels = ["read", "work", "write", "manage"] as const;
export type Level = (typeof levels)[number];

/** The levels each area offers, lowest first. */
export const areaLevels: Record<Area, readonly Level[]> = {
  customers: ["read", "write", "manage"],
  operations: ["read", "work", "write", "manage"],
  routing: ["read", "write", "manage"],
  team: ["read", "write", "manage"],
  money: ["read", "write", "manage"],
  reports: ["read", "write", "manage"],
  settings: ["read", "write", "manage"],
  messages: ["read", "write", "manage"],
};

export type Permission = {
  [A in Area]: `${A}:${(typeof areaLevels)[A][number]}`;
}[Area];

export const permissions: Permission[] = areas.flatMap((area) =>
  areaLevels[area].map((level) => `${area}:${level}` as Permission),
);

const rank = (area: Area, level: string) => (areaLevels[area] as readonly string[]).indexOf(level);

const split = (permission: string): [Area, string] | null => {
  const [area, level] = permission.split(":");
  return (areas as readonly string[]).includes(area) ? [area as Area, level] : null;
};

/** True when the role grants `needed`'s area at `needed`'s level or higher. */
export function hasPermission(granted: readonly string[], needed: Permission): boolean {
  const [area, level] = split(needed)!;
  const needRank = rank(area, level);
  return granted.some((g) => {
    const parts = split(g);
    return parts !== null && parts[0] === area && rank(area, parts[1]) >= needRank;
  });
}

/** The level a role grants an area, or null. */
export function levelOf(granted: readonly string[], area: Area): Level | null {
  let best: Level | null = null;
  for (const g of granted) {
    const parts = split(g);
    if (!parts || parts[0] !== area || rank(area, parts[1]) < 0) continue;
    if (best === null || rank(area, parts[1]) > rank(area, best)) best = parts[1] as Level;
  }
  return best;
}

/** A role's permission list from one chosen level per area (null = no access), in area order. */
export function permissionsFromLevels(chosen: Partial<Record<Area, Level | null>>): Permission[] {
  return areas.flatMap((area) => {
    const level = chosen[area];
    return level && areaLevels[area].includes(level) ? [`${area}:${level}` as Permission] : [];
  });
}

export type BuiltInRole = "owner" | "office" | "technician";

export const builtInRoles: Record<
  BuiltInRole,
  { name: string; description: string; color: string; permissions: Permission[] }
> = {
  owner: {
    name: "Owner",
    description: "Runs the company: every area, fully.",
    color: "grape",
    permissions: permissionsFromLevels(Object.fromEntries(areas.map((a) => [a, "manage"]))),
  },
  office: {
    name: "Office",
    description: "Office staff: customers, scheduling, billing, reports and work logs.",
    color: "blue",
    permissions: permissionsFromLevels({
      customers: "manage",
      operations: "manage",
      routing: "manage",
      team: "write",
      money: "manage",
      reports: "read",
      messages: "manage",
    }),
  },
  technician: {
    name: "Technician",
    description: "Works the route: sees customers, works their stops, records purchases.",
    color: "teal",
    permissions: permissionsFromLevels({
      customers: "read",
      operations: "work",
      routing: "read",
      messages: "write",
    }),
  },
};
