import { describe, expect, it } from "vitest";
import {
  areaLevels,
  areas,
  builtInRoles,
  hasPermission,
  levelOf,
  permissions,
  permissionsFromLevels,
} from "./permissions";

describe("permissions", () => {
  it("a higher level includes the lower ones of the same area only", () => {
    expect(hasPermission(["customers:manage"], "customers:read")).toBe(true);
    expect(hasPermission(["customers:manage"], "customers:write")).toBe(true);
    expect(hasPermission(["customers:read"], "customers:write")).toBe(false);
    expect(hasPermission(["customers:manage"], "operations:read")).toBe(false);
    expect(hasPermission(["operations:work"], "operations:read")).toBe(true);
    expect(hasPermission(["operations:work"], "operations:write")).toBe(false);
    expect(hasPermission(["operations:write"], "operations:work")).toBe(true);
  });

  it("ignores strings that are not permissions (an old or mistyped grant gives nothing)", () => {
    expect(hasPermission(["company:manage", "customers:admin", ""], "settings:read")).toBe(false);
    expect(hasPermission(["customers:admin"], "customers:read")).toBe(false);
  });

  it("reads and writes one level per area", () => {
    expect(levelOf(["team:read", "team:manage"], "team")).toBe("manage");
    expect(levelOf(["team:read"], "money")).toBeNull();
    expect(permissionsFromLevels({ money: "write", customers: "read", team: null })).toEqual([
      "customers:read",
      "money:write",
    ]);
    // A level the area does not offer is dropped.
    expect(permissionsFromLevels({ customers: "work" })).toEqual([]);
  });

  it("lists every area's levels", () => {
    expect(permissions).toHaveLength(areas.reduce((n, a) => n + areaLevels[a].length, 0));
  });

  it("built-in roles: the Owner manages everything; the Technician works stops but sees no money or team", () => {
    for (const p of permissions) expect(hasPermission(builtInRoles.owner.permissions, p)).toBe(true);
    const tech = builtInRoles.technician.permissions;
    expect(hasPermission(tech, "operations:work")).toBe(true);
    expect(hasPermission(tech, "operations:write")).toBe(false);
    expect(hasPermission(tech, "money:read")).toBe(false);
    expect(hasPermission(tech, "team:read")).toBe(false);
    const office = builtInRoles.office.permissions;
    expect(hasPermission(office, "team:write")).toBe(true);
    expect(hasPermission(office, "team:manage")).toBe(false);
    expect(hasPermission(office, "settings:read")).toBe(false);
  });
});
