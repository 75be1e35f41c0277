import { describe, expect, it } from "vitest";
import routes from "~/routes";
import { companyMenu } from "../navigation/menu";
import { accessFor, companyRouteAccess, mayOpenPage } from "./route-access";

function pathsOf(entries: { path?: string; children?: unknown[] }[]): string[] {
  return entries.flatMap((r) => [
    ...(r.path ? [r.path] : []),
    ...pathsOf((r.children ?? []) as { path?: string }[]),
  ]);
}

describe("company route access", () => {
  it("covers every company route of routes.ts, and only those", () => {
    const routed = pathsOf(routes as { path?: string }[]).filter((p) => p.startsWith("company/"));
    expect(Object.keys(companyRouteAccess).sort()).toEqual([...new Set(routed)].sort());
  });

  it("is recorded: a change of who may open what shows in review", () => {
    expect(companyRouteAccess).toMatchSnapshot();
  });

  it("finds a page's rule from its URL, a fixed segment winning over a parameter", () => {
    expect(accessFor("/company/jobs")).toBe("operations:read");
    expect(accessFor("/company/jobs/detail/3f2c")).toBe("operations:read");
    expect(accessFor("/company/repairRequests/createNew")).toBe("operations:write");
    expect(accessFor("/company/repairRequests/abc")).toBe("operations:read");
    expect(accessFor("/company/serviceStops/detail/s1/visit")).toBe("operations:work");
    expect(accessFor("/company/workLogs/w1")).toBe("member");
    expect(accessFor("/company/nothing-here")).toBeUndefined();
    expect(accessFor("/company/jobs/detail/")).toBeUndefined();
  });

  it("reads a path as the router does: an encoded fixed segment is the same page", () => {
    expect(accessFor("/company/%69nvoices")).toBe("money:read");
    expect(accessFor("/company/invoices/%E2%82%AC1")).toBe("money:read");
    expect(accessFor("/company/invoices/%E0%A4%A")).toBeUndefined();
  });

  it("fails closed: a page is opened only with its rule's permission, and a path without a rule never", () => {
    const technician = ["operations:work"] as const;
    expect(mayOpenPage("/company/workLogs/w1", technician)).toBe(true);
    expect(mayOpenPage("/company/serviceStops/detail/s1/visit", technician)).toBe(true);
    expect(mayOpenPage("/company/invoices", technician)).toBe(false);
    expect(mayOpenPage("/company/%69nvoices", technician)).toBe(false);
    expect(mayOpenPage("/company/invoices", ["money:read"])).toBe(true);
    expect(mayOpenPage("/company/accountantExports", technician)).toBe(false);
    expect(mayOpenPage("/company/accountantExports/quickbooks.iif", technician)).toBe(false);
    expect(mayOpenPage("/company/accountantExports/quickbooks.iif", ["money:read"])).toBe(true);
    expect(mayOpenPage("/company/nothing-here", ["money:write", "operations:write", "team:write"])).toBe(
      false,
    );
    expect(mayOpenPage("/company/invoices/%E0%A4%A", ["money:read"])).toBe(false);
  });

  it("the sidebar asks for the same permission as the page it opens", () => {
    const items = [...companyMenu.groups.flatMap((g) => g.items), ...companyMenu.ungrouped];
    for (const item of items) {
      const access = accessFor(item.to);
      expect({ to: item.to, permission: item.permission ?? "member" }).toEqual({
        to: item.to,
        permission: access,
      });
    }
  });
});
