import { type MiddlewareFunction, redirect } from "react-router";
import { clientInfoContext, memberContext, signedInContext, tenantContext } from "~/context";
import { type AccountType, decideAccess, type RouteFamily } from "~/core/access/guard";
import { db } from "~/db/client.server";
import { loadSignedInUser } from "~/domain/accounts/accounts.server";
import { deactivatedCompanyName, resolveTenant } from "~/domain/companies/companies.server";
import { redirectWithToast } from "./toast.server";

/** Root: who is signed in, known before anything renders. */
export const loadSession: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(clientInfoContext, {
    ip: request.headers.get("x-dripdrop-client-ip") ?? "127.0.0.1",
    userAgent: request.headers.get("user-agent") ?? undefined,
  });
  context.set(signedInContext, await loadSignedInUser(request));
};

/** Guards a subtree by the account-type rules of the original product (see core/access/guard). */
export function guardFamily(family: RouteFamily): MiddlewareFunction<Response> {
  return ({ context }) => {
    const visitor = context.get(signedInContext);
    const decision = decideAccess(family, visitor?.accountType ?? null);
    if (!decision.allow) throw redirect(decision.redirectTo);
  };
}

export const requireAccountType = (type: AccountType) => guardFamily(type);

/**
 * Company routes: resolves the selected company and the member's role once, for every loader and action below.
 * A missing company (or lost membership, or a company the platform deactivated) sends the person to pick or create one.
 */
export const requireCompanyMember: MiddlewareFunction<Response> = async ({ context }) => {
  const visitor = context.get(signedInContext);
  if (!visitor) throw redirect("/");
  const database = await db();
  const tenant = await resolveTenant(database, visitor.id, visitor.recentlySelectedCompany);
  if (!tenant) {
    const deactivated = await deactivatedCompanyName(database, visitor.recentlySelectedCompany);
    if (deactivated)
      throw await redirectWithToast("/company/select", {
        kind: "error",
        message: `${deactivated} has been deactivated on Drip Drop. Contact Drip Drop, or choose another company.`,
      });
    throw redirect("/company/select");
  }
  context.set(tenantContext, tenant);
  context.set(memberContext, tenant);
};
