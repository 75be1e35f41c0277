import { describe, expect, it } from "vitest";
import { type AccountType, accountTypes, dashboardFor, decideAccess, isAccountType } from "./guard";

const visitors: (AccountType | null)[] = [null, ...accountTypes];

describe("decideAccess", () => {
  it("opens public and open pages to everyone", () => {
    for (const visitor of visitors) {
      expect(decideAccess("public", visitor)).toEqual({ allow: true });
      expect(decideAccess("open", visitor)).toEqual({ allow: true });
    }
  });

  it("sends a visitor without a session to / from every signed-in family", () => {
    for (const family of accountTypes)
      expect(decideAccess(family, null)).toEqual({ allow: false, redirectTo: "/" });
  });

  it("lets each account type into its own family only", () => {
    for (const visitor of accountTypes) {
      for (const family of accountTypes) {
        const decision = decideAccess(family, visitor);
        if (visitor === family) expect(decision).toEqual({ allow: true });
        else expect(decision).toEqual({ allow: false, redirectTo: dashboardFor[visitor] });
      }
    }
  });

  it("redirects to the original product's dashboards", () => {
    expect(decideAccess("company", "admin")).toEqual({ allow: false, redirectTo: "/admin/dashboard" });
    expect(decideAccess("client", "company")).toEqual({ allow: false, redirectTo: "/company/dashboard" });
    expect(decideAccess("admin", "client")).toEqual({ allow: false, redirectTo: "/dashboard" });
  });

  it("sends signed-in users away from sign-in and sign-up pages, and lets visitors in", () => {
    expect(decideAccess("auth", null)).toEqual({ allow: true });
    for (const visitor of accountTypes) {
      expect(decideAccess("auth", visitor)).toEqual({ allow: false, redirectTo: dashboardFor[visitor] });
    }
  });
});

describe("isAccountType", () => {
  it("accepts the three account types only", () => {
    expect(accountTypes.every(isAccountType)).toBe(true);
    expect(isAccountType("seller")).toBe(false);
    expect(isAccountType(undefined)).toBe(false);
  });
});
