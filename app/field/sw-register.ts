/**
 * The page's side of the service worker (app/field/service-worker.ts): registration, the "update available" state,
 * and the messages pages send it. Only production builds register it (`npm run dev` serves modules the worker
 * would not know), and only where the browser has service workers; elsewhere every function resolves quietly.
 */
import type { Workbox } from "workbox-window";

const SCRIPT = "/sw.js";
/** The Background Sync tag the worker answers by sending the outbox (field/sync.ts). */
export const OUTBOX_SYNC_TAG = "field-outbox";
/** How often an app left open all day asks for a new version. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;
/** How long `cacheFieldPages` waits for a worker still installing. */
const READY_TIMEOUT_MS = 30_000;

let registering = false;
let waitingWorker: ServiceWorker | null = null;
const listeners = new Set<() => void>();

function supported() {
  return import.meta.env.PROD && typeof navigator !== "undefined" && "serviceWorker" in navigator;
}

/** Registers /sw.js once, after the page's load event (Workbox waits for it). */
export function registerServiceWorker(): void {
  if (!supported() || registering) return;
  registering = true;
  // Loaded here, not imported at the top: the server build must not load it (it is a browser module).
  import("workbox-window")
    .then(({ Workbox }) => start(new Workbox(SCRIPT, { scope: "/" })))
    .catch(() => undefined);
}

function start(wb: Workbox) {
  // A new version installed and waits (this tab's registration or another tab's update check).
  wb.addEventListener("waiting", (event) => {
    waitingWorker = event.sw ?? null;
    for (const listener of listeners) listener();
  });
  wb.register().catch(() => undefined);
  setInterval(() => {
    if (navigator.onLine) wb.update().catch(() => undefined);
  }, UPDATE_CHECK_MS);
}

/** Whether a new version waits (for useSyncExternalStore). */
export function updateWaiting(): boolean {
  return waitingWorker !== null;
}

export function onUpdateWaiting(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * The person asked for the new version: it takes over, then this tab reloads once. Only ever called from the
 * "Reload" button — the app never swaps its code by itself.
 */
export async function applyUpdate(): Promise<void> {
  if (!supported()) return;
  const registration = await navigator.serviceWorker.getRegistration();
  const waiting = registration?.waiting ?? waitingWorker;
  if (!waiting) {
    window.location.reload();
    return;
  }
  navigator.serviceWorker.addEventListener("controllerchange", () => window.location.reload(), {
    once: true,
  });
  waiting.postMessage({ type: "skip-waiting" });
}

/**
 * The active worker, waiting (bounded) for one still installing or not registered yet: the page registers it after
 * its load event, which on a slow phone may come after My day has already asked to keep its stops.
 */
async function activeWorker(): Promise<ServiceWorker | null> {
  if (!supported()) return null;
  const registration = await navigator.serviceWorker.getRegistration();
  if (registration?.active) return registration.active;
  const timeout = new Promise<null>((resolve) => setTimeout(() => resolve(null), READY_TIMEOUT_MS));
  const ready = await Promise.race([navigator.serviceWorker.ready, timeout]);
  return ready?.active ?? null;
}

/**
 * Keeps these technician pages (My day, stop pages) on the device so they open with no network. Resolves once the
 * worker has fetched them (with the number kept), or quietly with 0 when there is no worker.
 */
export async function cacheFieldPages(urls: string[]): Promise<number> {
  try {
    const worker = await activeWorker();
    if (!worker || urls.length === 0) return 0;
    const { messageSW } = await import("workbox-window");
    const reply = (await messageSW(worker, { type: "cache-pages", urls })) as { cached?: number } | undefined;
    return reply?.cached ?? 0;
  } catch {
    return 0;
  }
}

/**
 * Asks the browser to send the outbox when the connection returns, even with the app closed (Background Sync,
 * Chromium browsers). False where it is not available: the pages' own `online` handling covers those.
 */
export async function requestBackgroundSync(): Promise<boolean> {
  try {
    if (!supported()) return false;
    const registration = (await navigator.serviceWorker.getRegistration()) as
      | (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } })
      | undefined;
    if (!registration?.sync) return false;
    await registration.sync.register(OUTBOX_SYNC_TAG);
    return true;
  } catch {
    return false;
  }
}
