/**
 * Which requests the service worker (app/field/service-worker.ts) keeps for offline use. Pure functions of the URL,
 * shared by the worker, its registration and their tests.
 */

/** The runtime cache of the technician's pages (My day, each stop's page). */
export const FIELD_PAGES_CACHE = "field-pages";

/** The offline page in the precache (public/offline.html). */
export const OFFLINE_PAGE = "/offline.html";

/** My day (and the office's stop list), with any query: `/company/serviceStops?view=day`. */
const DAY_PAGE = /^\/company\/serviceStops\/?$/;
/** One stop's page; not its `/visit`, `/photos` or `/repairRequest` endpoints. */
const STOP_PAGE = /^\/company\/serviceStops\/detail\/[^/]+\/?$/;

/** A technician's page that opens from the cache with no network: My day and a stop's page. */
export function isFieldPage(pathname: string): boolean {
  // React Router's data fetch for a page (`…/detail/<id>.data`) is not the page.
  if (pathname.endsWith(".data")) return false;
  return DAY_PAGE.test(pathname) || STOP_PAGE.test(pathname);
}

/** A stop's page (offline with nothing cached, the offline page stands in for it). */
export function isStopPage(pathname: string): boolean {
  return STOP_PAGE.test(pathname);
}

/** Signing out (a form post, as a document or as React Router's `.data` fetch): the device forgets the pages. */
export function isSignOut(method: string, pathname: string): boolean {
  return method === "POST" && /^\/signOut(\.data)?\/?$/.test(pathname);
}

/**
 * A response worth keeping for offline use: a whole 200 answer, not a redirect (a signed-out visitor is sent to
 * the sign-in page: that answer must never stand in for the technician's page), HTML for a page.
 */
export function isKeepablePage(response: {
  status: number;
  redirected: boolean;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  return (
    response.status === 200 &&
    !response.redirected &&
    response.type !== "opaqueredirect" &&
    (response.headers.get("content-type") ?? "").startsWith("text/html")
  );
}

/**
 * The same-origin technician page URLs of a list (for the `cache-pages` message), deduplicated, as absolute URLs.
 * Anything else (another origin, an office page, junk) is dropped.
 */
export function fieldPageUrls(urls: readonly unknown[], origin: string): string[] {
  const kept = new Set<string>();
  for (const raw of urls) {
    if (typeof raw !== "string") continue;
    let url: URL;
    try {
      url = new URL(raw, origin);
    } catch {
      continue;
    }
    if (url.origin !== origin || !isFieldPage(url.pathname)) continue;
    url.hash = "";
    kept.add(url.href);
  }
  return [...kept];
}
