import crypto from "node:crypto";
import type { Express, Request, Response } from "express";
import helmet from "helmet";
import { RouterContextProvider } from "react-router";
import { clientInfoContext, cspNonceContext } from "~/context";
import { originOf } from "~/core/security/cross-site";
import { cspDirectives, STRIPE_FORM_TARGETS } from "~/core/security/headers";
import { config } from "./config.server";

/**
 * The front of the production request pipeline (scripts/start.ts), before static files and React Router:
 *
 * - the client's address: the socket's, or with TRUST_PROXY=n the one the n proxies in front report in
 *   X-Forwarded-For (express `trust proxy`); it overwrites `x-dripdrop-client-ip`, the only place the app and
 *   better-auth read it from, so a browser cannot choose the address its sign-ins and form posts are counted under;
 * - a fresh CSP nonce per request, for React Router's and Mantine's inline scripts (app/entry.server.tsx);
 * - security headers on every response, with helmet: the Content-Security-Policy of core/security/headers,
 *   frame-ancestors 'none' and X-Frame-Options DENY, nosniff, Referrer-Policy strict-origin-when-cross-origin, HSTS
 *   only when APP_URL is https.
 *
 * `npm run dev` does not go through here (Vite serves the app and injects its own scripts); see decision 009.
 */
export function installSecurity(app: Express) {
  app.set("trust proxy", config.trustProxy > 0 ? config.trustProxy : false);
  app.use((req, res, next) => {
    req.headers["x-dripdrop-client-ip"] = req.ip ?? req.socket.remoteAddress ?? "unknown";
    res.locals.cspNonce = crypto.randomBytes(16).toString("base64");
    next();
  });
  const https = config.baseUrl.startsWith("https:");
  const directives: Record<string, Iterable<string | ((req: unknown, res: Response) => string)>> = {
    ...cspDirectives({ mapTileUrl: config.mapTileUrl, formTargets: formTargets(), https }),
  };
  directives["script-src"] = [
    ...(directives["script-src"] as string[]),
    (_req, res) => `'nonce-${res.locals.cspNonce}'`,
  ];
  app.use(
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: directives as never },
      strictTransportSecurity: https ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: false } : false,
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      xFrameOptions: { action: "deny" },
    }),
  );
  // React Router's adapter appends the app's own headers; a file response repeats nosniff (it must carry it under
  // `npm run dev` too), and "nosniff, nosniff" is noise. A value identical to the one already set is not appended.
  app.use((_req, res, next) => {
    const append = res.append.bind(res);
    res.append = (field: string, value?: string | string[]) =>
      typeof value === "string" && res.getHeader(field) === value ? res : append(field, value);
    next();
  });
  // Photos are linked from e-mailed service reports, which webmail shows from its own origin.
  app.use("/uploads", (_req, res, next) => {
    res.setHeader("Cross-Origin-Resource-Policy", "cross-origin");
    next();
  });
}

/** Where forms may post or be redirected after posting: Stripe's hosted pages (or the test stand-in's). */
function formTargets() {
  const stripe = config.stripe;
  const standIn =
    stripe.apiHost &&
    originOf(
      `${stripe.apiProtocol ?? "https"}://${stripe.apiHost}${stripe.apiPort ? `:${stripe.apiPort}` : ""}`,
    );
  return standIn ? [...STRIPE_FORM_TARGETS, standIn] : STRIPE_FORM_TARGETS;
}

/** The contexts the server build reads: pass the build's own (`build.entry.module`), not a second copy. */
export interface BuildContexts {
  clientInfoContext: typeof clientInfoContext;
  cspNonceContext: typeof cspNonceContext;
}

/**
 * React Router's `getLoadContext`: the client's address and the request's CSP nonce. start.ts loads the app from its
 * build, whose modules are not the ones start.ts imports, and contexts match by identity — so the build's context
 * objects are passed in (app/entry.server.tsx exports them).
 */
export function loadContextFor(contexts: BuildContexts = { clientInfoContext, cspNonceContext }) {
  return (req: Request, res: Response) => {
    const context = new RouterContextProvider();
    context.set(contexts.cspNonceContext, (res.locals.cspNonce as string | undefined) ?? "");
    context.set(contexts.clientInfoContext, {
      ip: req.headers["x-dripdrop-client-ip"] as string,
      userAgent: req.headers["user-agent"],
    });
    return context;
  };
}
