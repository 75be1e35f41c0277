/**
 * React Router discovers routes lazily (react-router.config.ts): a page's HTML carries only its own routes, and the
 * browser asks `/__manifest?paths=…&version=…` for the routes of the links it shows and of a page it navigates to.
 * Offline, the service worker answers such a question it has no copy of with every route of the version it holds,
 * read from the route manifest script the build writes (`/assets/manifest-<version>.js`, precached), so a tap on any
 * link of a page opened from the device still finds its route.
 */

/** The routes of a manifest script (`window.__reactRouterManifest={…};`), with its version; null if it is not one. */
export function routesOfManifestScript(
  script: string,
): { version: string; routes: Record<string, unknown> } | null {
  const start = script.indexOf("{");
  const end = script.lastIndexOf("}");
  if (start < 0 || end < start) return null;
  try {
    const manifest = JSON.parse(script.slice(start, end + 1)) as { version?: unknown; routes?: unknown };
    if (typeof manifest.version !== "string" || !manifest.routes || typeof manifest.routes !== "object")
      return null;
    return { version: manifest.version, routes: manifest.routes as Record<string, unknown> };
  } catch {
    return null;
  }
}

/**
 * The answer the server would give to a manifest question, when it cannot be asked: every route of the manifest the
 * worker holds, or — when the page is of another version — React Router's "reload the document" (status 204 with
 * `X-Remix-Reload-Document`), as the server answers a page older than itself.
 */
export function offlineManifestAnswer(
  requestUrl: URL,
  held: { version: string; routes: Record<string, unknown> } | null,
): Response {
  if (!held || requestUrl.searchParams.get("version") !== held.version)
    return new Response(null, { status: 204, headers: { "X-Remix-Reload-Document": "true" } });
  return Response.json(held.routes);
}

export function isManifestRequest(method: string, url: URL, origin: string): boolean {
  return method === "GET" && url.origin === origin && url.pathname === "/__manifest";
}
