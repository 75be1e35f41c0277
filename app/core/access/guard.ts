/**
 * Who may see which family of routes, and where everyone else is sent. The rules are the original product's:
 * no session → `/`; an Admin outside admin routes → `/admin/dashboard`; a Company account outside company routes →
 * `/company/dashboard`; a Client outside client routes → `/dashboard`. Public pages are open to all; the sign-in and
 * sign-up pages send a signed-in user to their dashboard.
 */
export const accountTypes = ["admin", "company", "client"] as const;
export type AccountType = (typeof accountTypes)[number];

/** `open` pages (invite redemption) work for visitors and signed-in users alike. */
export type RouteFamily = "public" | "open" | "auth" | AccountType;

export const dashboardFor: Record<AccountType, string> = {
  admin: "/admin/dashboard",
  company: "/company/dashboard",
  client: "/dashboard",
};

export type AccessDecision = { allow: true } | { allow: false; redirectTo: string };

export function decideAccess(family: RouteFamily, visitor: AccountType | null): AccessDecision {
  switch (family) {
    case "public":
    case "open":
      return { allow: true };
    case "auth":
      return visitor ? { allow: false, redirectTo: dashboardFor[visitor] } : { allow: true };
    default:
      if (!visitor) return { allow: false, redirectTo: "/" };
      if (visitor !== family) return { allow: false, redirectTo: dashboardFor[visitor] };
      return { allow: true };
  }
}

export function isAccountType(value: unknown): value is AccountType {
  return typeof value === "string" && (accountTypes as readonly string[]).includes(value);
}
