import { createContext } from "react-router";
import type { SignedInUser } from "~/domain/accounts/accounts.server";
import type { TenantContext } from "~/domain/tenant.server";

/** Set by the root middleware on every request: the signed-in user, or null. */
export const signedInContext = createContext<SignedInUser | null>(null);
/** Set by the company-member middleware on every company route. */
export const tenantContext = createContext<TenantContext>();
/** The client's address and agent, from the server adapter. */
export const clientInfoContext = createContext<{ ip: string; userAgent?: string }>({ ip: "127.0.0.1" });
