/**
 * The one cross-site request check (issue 18 §2), for every request the app answers, resource routes included.
 *
 * A browser attaches the visitor's cookies to a form post or a `fetch` from any other site, so a write is accepted
 * only when the request says it comes from the app itself:
 *
 * - `Origin` present: it must be one of the allowed origins (APP_URL's origin). Browsers send `Origin` on every
 *   cross-site POST, PUT, PATCH and DELETE, whatever the content type, so a forged post from another site always
 *   carries its own origin (or `null`, from a sandboxed frame or a privacy-stripped context) and is refused.
 * - `Origin` absent: `Sec-Fetch-Site` decides; `same-origin` and `none` (typed in the address bar, a bookmark) pass,
 *   `same-site` and `cross-site` are refused.
 * - Neither header: not a browser (curl, a server-to-server call, a webhook sender). A cross-site forgery needs the
 *   victim's browser and that browser sends `Origin`, so there is nothing to forge here and the request passes; its
 *   own credentials (a session cookie it holds, a signature) are what authenticate it.
 *
 * Reads (GET, HEAD, OPTIONS) change nothing and always pass. Paths in `exemptPaths` (the Stripe webhook, which
 * Stripe's signature authenticates) always pass.
 */
export interface CrossSiteRequest {
  method: string;
  /** The request's path, without the query. */
  path: string;
  origin: string | null;
  secFetchSite: string | null;
}

export interface CrossSitePolicy {
  /** Origins (scheme://host[:port]) whose pages may write: APP_URL's origin. */
  allowedOrigins: readonly string[];
  /** Exact paths that authenticate themselves and accept posts from anywhere. */
  exemptPaths?: readonly string[];
}

export type CrossSiteDecision = { allow: true } | { allow: false; reason: string };

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);
const SAME_SITE_FETCH = new Set(["same-origin", "none"]);

/** `https://Example.com:443/x` → `https://example.com`; undefined when it is not an http(s) URL. */
export function originOf(url: string): string | undefined {
  try {
    const parsed = new URL(url);
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return undefined;
    return parsed.origin;
  } catch {
    return undefined;
  }
}

export function decideCrossSite(request: CrossSiteRequest, policy: CrossSitePolicy): CrossSiteDecision {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return { allow: true };
  if (policy.exemptPaths?.includes(request.path)) return { allow: true };
  const allowed = new Set(policy.allowedOrigins.map((o) => originOf(o)).filter((o) => o !== undefined));
  if (request.origin !== null) {
    const origin = originOf(request.origin.trim());
    if (origin !== undefined && allowed.has(origin)) return { allow: true };
    return { allow: false, reason: `origin ${request.origin} is not this site` };
  }
  if (request.secFetchSite !== null) {
    const site = request.secFetchSite.trim().toLowerCase();
    if (SAME_SITE_FETCH.has(site)) return { allow: true };
    return { allow: false, reason: `Sec-Fetch-Site ${request.secFetchSite}` };
  }
  return { allow: true };
}
