import { type MiddlewareFunction, redirect } from "react-router";
import { memberContext, ownerContext, signedInContext, tenantContext } from "~/context";
import { type AccountType, decideAccess, type RouteFamily } from "~/core/access/guard";
import { decideCrossSite } from "~/core/security/cross-site";
import { loadSignedInUser } from "~/domain/accounts/accounts.server";
import { deactivatedCompanyName, resolveTenant } from "~/domain/companies/companies.server";
import { config } from "./config.server";
import { logger } from "./logger.server";
import { ownerContextFor, systemContext } from "./ports.server";
import { nameRequestRoute } from "./request-context.server";
import { redirectWithToast } from "./toast.server";

/** Authenticated by Stripe's signature, posted by Stripe's servers: the one path open to writes from anywhere. */
const SELF_AUTHENTICATED_PATHS = ["/stripe/webhook"];

/** Root, first: the request's log line and metrics are labelled by the route pattern React Router matched. */
export const nameRoute: MiddlewareFunction<Response> = ({ pattern }) => {
  nameRequestRoute(pattern);
};

/**
 * Root: refuses a write (any method but GET/HEAD/OPTIONS) that another site made the browser send, on every
 * route — pages, `.data` requests and resource routes alike (see core/security/cross-site for the rule). React
 * Router checks page actions itself; this covers the resource routes it does not (a stop's `/visit`, `/signOut`,
 * the invoice checkout…).
 */
export const refuseCrossSiteWrites: MiddlewareFunction<Response> = ({ request }) => {
  const url = new URL(request.url);
  // APP_URL, and the address the page was opened at (http://127.0.0.1:3000 beside APP_URL's localhost, or Vite's port
  // under `npm run dev`): a forged post from another site carries that site's origin, which matches neither. (A DNS
  // rebinding host matches its own origin, but the browser sends it no cookies of ours.)
  const allowedOrigins = [config.baseUrl, url.origin];
  const decision = decideCrossSite(
    {
      method: request.method,
      path: url.pathname,
      origin: request.headers.get("origin"),
      secFetchSite: request.headers.get("sec-fetch-site"),
    },
    { allowedOrigins, exemptPaths: SELF_AUTHENTICATED_PATHS },
  );
  if (decision.allow) return;
  logger.warn(
    { method: request.method, path: url.pathname, reason: decision.reason, appUrl: config.baseUrl },
    "cross-site write refused",
  );
  return new Response("This request came from another site and was refused.", {
    status: 403,
    headers: { "content-type": "text/plain; charset=utf-8", vary: "Origin, Sec-Fetch-Site" },
  });
};

/**
 * Root: who is signed in, known before anything renders. The client's address comes from the server adapter
 * (clientInfoContext, set in http-security.server.ts), never from a request header a browser could send.
 */
export const loadSession: MiddlewareFunction<Response> = async ({ request, context }) => {
  context.set(signedInContext, await loadSignedInUser(await systemContext(), request));
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

/** The client area (after its guard): the signed-in pool owner's context, for every loader and action below. */
export const loadOwner: MiddlewareFunction<Response> = async ({ context }) => {
  const visitor = context.get(signedInContext);
  if (!visitor) throw redirect("/");
  context.set(ownerContext, await ownerContextFor(visitor.id));
};

/**
 * Company routes: resolves the selected company and the member's role once, for every loader and action below.
 * A missing company (or lost membership, or a company the platform deactivated) sends the person to pick or create one.
 */
export const requireCompanyMember: MiddlewareFunction<Response> = async ({ context }) => {
  const visitor = context.get(signedInContext);
  if (!visitor) throw redirect("/");
  // The ports ride on the tenant context (built once per process, app/server/ports.server.ts).
  const system = await systemContext();
  const tenant = await resolveTenant(system, visitor.id, visitor.recentlySelectedCompany);
  if (!tenant) {
    const deactivated = await deactivatedCompanyName(system, visitor.recentlySelectedCompany);
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
