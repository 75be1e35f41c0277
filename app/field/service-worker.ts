/**
 * The service worker (served at /sw.js; built by scripts/service-worker-build.ts after the client build).
 *
 * - Precaches the whole client build (scripts, styles, icons, the offline page): the app's code opens with no
 *   network, and a version's code never mixes with another's.
 * - The technician's pages (My day, a stop's page; app/field/page-cache.ts): network first (4 s), kept in the
 *   "field-pages" cache, the kept copy when the network fails; a stop never seen shows the offline page.
 * - Navigation preload: the page's request leaves while the worker is still starting (Workbox's strategies use the
 *   preloaded answer), so a warm My day does not wait for the worker before the network.
 * - Other pages: the network, and the offline page when it fails. `.data` fetches, posts and other origins are not
 *   touched.
 * - Route discovery (`/__manifest`, react-router.config.ts): the network, else every route of this version from the
 *   precached route manifest script (app/field/route-manifest.ts).
 * - Messages from pages: `cache-pages` (keep these technician pages now), `skip-waiting` (the person tapped
 *   "Reload" on "Update available").
 * - Background Sync "field-outbox": sends the outbox (app/field/sync.ts).
 *
 * A new version waits until every tab of the old one is closed or the person reloads: never `skipWaiting` on
 * install, so code never changes under a technician in the middle of a stop.
 */
import { cacheNames } from "workbox-core";
import * as navigationPreload from "workbox-navigation-preload";
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from "workbox-precaching";
import { registerRoute, setCatchHandler } from "workbox-routing";
import { NetworkFirst, NetworkOnly } from "workbox-strategies";
import {
  FIELD_PAGES_CACHE,
  fieldPageUrls,
  isFieldPage,
  isKeepablePage,
  isSignOut,
  OFFLINE_PAGE,
} from "~/field/page-cache";
import { isManifestRequest, offlineManifestAnswer, routesOfManifestScript } from "~/field/route-manifest";
import { syncOutbox } from "~/field/sync";

/** The build's route manifest script (scripts/service-worker-build.ts defines it). */
declare const ROUTE_MANIFEST_SCRIPT: string;

// The DOM library is the project's; the worker's own globals, as far as this file uses them.
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
/** The install event, with the Static Routing API where the browser has it (Chrome 123+). */
interface InstallEvent extends ExtendableEvent {
  addRoutes?(
    rules: Array<{ condition: { urlPattern: string }; source: { cacheName: string } }>,
  ): Promise<void>;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
  readonly ports: readonly MessagePort[];
}
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}
interface WorkerEvents {
  install: InstallEvent;
  activate: ExtendableEvent;
  fetch: FetchEvent;
  message: ExtendableMessageEvent;
  sync: SyncEvent;
}
declare const self: {
  readonly location: Location;
  readonly registration: ServiceWorkerRegistration;
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener<K extends keyof WorkerEvents>(type: K, listener: (event: WorkerEvents[K]) => void): void;
  __WB_MANIFEST: Array<{ url: string; revision: string | null }>;
};

const origin = self.location.origin;
const CACHE_MATCH = { ignoreVary: true };

/** Keeps only whole 200 HTML pages (never a redirect to sign-in). */
const keepPagesOnly = {
  cacheWillUpdate: async ({ response }: { response: Response }) =>
    isKeepablePage(response) ? response : null,
};

/** Install: precache; claim the open tabs only on the very first install (an update waits, see above). */
let firstInstall = false;
self.addEventListener("install", (event) => {
  firstInstall = !self.registration.active;
  // The build's files (content-hashed names) come straight from the precache, falling back to the network when one
  // is not there, without this script handling each of a page's ~50 requests: a warm My day on a slow phone waited
  // about 0.4 s for the worker (docs/ARCHITECTURE.md, "Field performance"). Browsers without the Static Routing API
  // keep the fetch handler's precache route below, which does the same.
  const routed = event.addRoutes?.([
    { condition: { urlPattern: "/assets/*" }, source: { cacheName: cacheNames.precache } },
  ]);
  if (routed) event.waitUntil(routed.catch(() => undefined));
});
self.addEventListener("activate", (event) => {
  if (firstInstall) event.waitUntil(self.clients.claim());
  // An update replaced the precached code: the kept pages name the old code's files, so fetch them again while
  // the network is there (offline, the old copies stay: better than nothing). Not awaited: a page's requests wait
  // for activation to end.
  else void refreshFieldPages();
});

navigationPreload.enable();
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Signing out forgets the technician's pages (the next person on this phone must not see them offline).
self.addEventListener("fetch", (event) => {
  const url = new URL(event.request.url);
  if (url.origin === origin && isSignOut(event.request.method, url.pathname))
    event.waitUntil(caches.delete(FIELD_PAGES_CACHE));
});

registerRoute(
  ({ request, url }) => request.mode === "navigate" && url.origin === origin && isFieldPage(url.pathname),
  new NetworkFirst({
    cacheName: FIELD_PAGES_CACHE,
    networkTimeoutSeconds: 4,
    matchOptions: CACHE_MATCH,
    plugins: [keepPagesOnly, forgetRefusedPages()],
  }),
);

// Route discovery: the network (the browser's HTTP cache keeps the server's immutable answers, so the same question
// is answered offline too); a question never asked before, offline, gets every route of this version.
registerRoute(
  ({ request, url }) => isManifestRequest(request.method, url, origin),
  async ({ request, url }) => {
    try {
      return await fetch(request);
    } catch {
      const script = await matchPrecache(ROUTE_MANIFEST_SCRIPT);
      return offlineManifestAnswer(url, script ? routesOfManifestScript(await script.text()) : null);
    }
  },
);

// Every other page: the network (the catch handler answers when it fails).
registerRoute(({ request }) => request.mode === "navigate", new NetworkOnly());

setCatchHandler(async ({ request }) => {
  if (request.mode === "navigate") return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
  return Response.error();
});

self.addEventListener("message", (event) => {
  const data = event.data as { type?: unknown; urls?: unknown } | null;
  if (data?.type === "cache-pages" && Array.isArray(data.urls)) {
    // The answer (how many pages were kept) goes back on the sender's channel (workbox-window's messageSW).
    const reply = event.ports[0];
    event.waitUntil(
      cachePages(fieldPageUrls(data.urls, origin)).then((cached) => reply?.postMessage({ cached })),
    );
  } else if (data?.type === "skip-waiting") event.waitUntil(self.skipWaiting());
});

self.addEventListener("sync", (event) => {
  if (event.tag === "field-outbox") event.waitUntil(syncOutbox());
});

/**
 * A page the server now answers with a redirect (signed out), 403 or 404 (stop reassigned or gone) is no longer the
 * technician's: its kept copy goes.
 */
function forgetRefusedPages() {
  return {
    fetchDidSucceed: async ({ request, response }: { request: Request; response: Response }) => {
      if (
        response.type === "opaqueredirect" ||
        response.redirected ||
        [401, 403, 404].includes(response.status)
      ) {
        const cache = await caches.open(FIELD_PAGES_CACHE);
        await cache.delete(request.url, CACHE_MATCH);
      }
      return response;
    },
  };
}

/** Fetches the pages (with the technician's cookie), keeps the whole 200 HTML answers, one at a time; how many. */
async function cachePages(urls: string[]) {
  const cache = await caches.open(FIELD_PAGES_CACHE);
  let cached = 0;
  for (const url of urls) {
    try {
      const response = await fetch(url, { credentials: "include", redirect: "manual" });
      if (isKeepablePage(response)) {
        await cache.put(url, response);
        cached++;
      } else if (response.type === "opaqueredirect" || [401, 403, 404].includes(response.status))
        await cache.delete(url, CACHE_MATCH);
    } catch {
      // Offline or the server is away: the copy kept before stays.
    }
  }
  return cached;
}

/** After an update: every kept page is fetched again (the new pages name the new version's files). */
async function refreshFieldPages() {
  const cache = await caches.open(FIELD_PAGES_CACHE);
  await cachePages((await cache.keys()).map((request) => request.url));
}
