import { createContext } from "react-router";
import type { SignedInUser } from "~/domain/accounts/accounts.server";
import type { OwnerContext, TenantContext } from "~/domain/tenant.server";

/** Set by the root middleware on every request: the signed-in user, or null. */
export const signedInContext = createContext<SignedInUser | null>(null);
/**
 * Set by the company-member middleware on every company route: what loaders and actions act as. On a page the role may
 * not open it carries no permissions (see routes/company/page-access.tsx), so nothing of that page's data loads.
 */
export const tenantContext = createContext<TenantContext>();
/** Set by the client area's middleware: the signed-in pool owner, for the portal's use cases. */
export const ownerContext = createContext<OwnerContext>();
/** The member as they are, whatever page they opened: the shell draws their menu from it. */
export const memberContext = createContext<TenantContext>();
/** Set when the page's rule (core/permissions/route-access.ts) is not met: the page answers 403 inside the shell. */
export const pageDeniedContext = createContext<boolean>(false);
/**
 * The client's address and agent, set by the server adapter (http-security.server.ts: the socket's address, or the
 * proxy's report with TRUST_PROXY). Under `npm run dev` every visitor is 127.0.0.1.
 */
export const clientInfoContext = createContext<{ ip: string; userAgent?: string }>({ ip: "127.0.0.1" });
/**
 * The request's Content-Security-Policy nonce (app/server/http-security.server.ts), for inline scripts; "" under
 * `npm run dev`, which sends no CSP.
 */
export const cspNonceContext = createContext<string>("");
