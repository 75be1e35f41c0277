import { type DBSchema, type IDBPDatabase, openDB } from "idb";

/**
 * The technician's device store (IndexedDB through `idb`): what the phone keeps so the day works with no signal.
 * - `pages`: loader data of the technician's screens (My day for a date, each stop page), saved when they load online.
 * - `outbox`: every change made at a stop, in order, until the server has applied it (see outbox.ts, sync.ts).
 * - `photos`: photos taken at a stop, as files, until uploaded; then the URL the server gave them.
 * Used by pages and by the service worker (Background Sync), so nothing here touches `window` or React.
 */

/** A visit change (arrive, save, finish, skip), or a repair reported from the stop. */
export type OutboxKind = "arrive" | "save" | "finish" | "skip" | "repair";

export interface OutboxEntry {
  /** Order of the changes on this device (IndexedDB's auto-increment). */
  seq?: number;
  /** The idempotency key the server recognises a resend by. */
  key: string;
  kind: OutboxKind;
  stopId: string;
  /** "S-1069 · Jane Doe", for the list of what is waiting. */
  stopTitle: string;
  /** The stop page's URL: the change is posted to `${stopPath}/visit`. */
  stopPath: string;
  /**
   * What is posted (intent, key, and visit, skip or the repair's fields); photos taken offline appear as `local:<id>`
   * until uploaded. A visit change goes as JSON to `${stopPath}/visit`; a repair as a form, photos included, to
   * `${stopPath}/repairRequest`.
   */
  body: { intent: OutboxKind; key: string; [field: string]: unknown };
  /** When the technician made the change (ISO), so history keeps the time at the pool, not the time of sync. */
  at: string;
  /** waiting: not yet accepted; refused: the server said no and why (kept on the device, shown, never dropped). */
  state: "waiting" | "refused";
  /** The server's reason for a refusal, in the technician's language. */
  reason?: string;
  /** Field errors of a refusal (a checklist photo missing…), for the stop screen. */
  errors?: Record<string, string>;
  attempts: number;
  /** The stop screen's draft as it was when queued: cleared from the device once accepted, unless typed on since. */
  draftJson?: string;
}

export interface DevicePhoto {
  id: string;
  stopId: string;
  /** The file as taken (already resized on the device); dropped once uploaded. */
  blob?: Blob;
  name: string;
  /** Set once the server has the photo. */
  url?: string;
  thumbnailUrl?: string;
}

export interface SavedPage {
  /** `day:<date>` or `stop:<id>`. */
  key: string;
  data: unknown;
  savedAt: string;
}

interface FieldDb extends DBSchema {
  pages: { key: string; value: SavedPage };
  outbox: { key: number; value: OutboxEntry; indexes: { byStop: string } };
  photos: { key: string; value: DevicePhoto };
  meta: { key: string; value: { key: string; value: unknown } };
}

const DB_NAME = "drip-drop-field";

let opening: Promise<IDBPDatabase<FieldDb>> | null = null;

/** The one connection of this page (or worker) to the device store. */
export function fieldDb(): Promise<IDBPDatabase<FieldDb>> {
  opening ??= openDB<FieldDb>(DB_NAME, 1, {
    upgrade(db) {
      db.createObjectStore("pages", { keyPath: "key" });
      const outbox = db.createObjectStore("outbox", { keyPath: "seq", autoIncrement: true });
      outbox.createIndex("byStop", "stopId");
      db.createObjectStore("photos", { keyPath: "id" });
      db.createObjectStore("meta", { keyPath: "key" });
    },
    // Another tab opened a newer version: let it, this one reopens on next use.
    blocking() {
      void opening?.then((db) => db.close());
      opening = null;
    },
  });
  return opening;
}

/** Whether this browser can keep the day at all (private modes and old browsers may not). */
export const hasDeviceStore = () => typeof indexedDB !== "undefined";

/** Tells every page and the worker that the outbox or a saved page changed (they re-read; nothing is sent along). */
export function announceChange() {
  if (typeof BroadcastChannel === "undefined") return;
  const channel = new BroadcastChannel(CHANGES);
  channel.postMessage("changed");
  channel.close();
  for (const listener of localListeners) listener();
}

const CHANGES = "drip-drop-field";
const localListeners = new Set<() => void>();

/** Calls `listener` after any change to the device store, in this page or another. Returns the unsubscribe. */
export function onDeviceChange(listener: () => void): () => void {
  localListeners.add(listener);
  const channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANGES);
  channel?.addEventListener("message", listener);
  return () => {
    localListeners.delete(listener);
    channel?.close();
  };
}

export async function savePage(key: string, data: unknown) {
  const db = await fieldDb();
  await db.put("pages", { key, data, savedAt: new Date().toISOString() });
}

export async function readPage<T>(key: string): Promise<T | null> {
  const db = await fieldDb();
  const page = await db.get("pages", key);
  return page ? (page.data as T) : null;
}

export async function readMeta<T>(key: string): Promise<T | null> {
  const db = await fieldDb();
  return ((await db.get("meta", key))?.value as T | undefined) ?? null;
}

export async function writeMeta(key: string, value: unknown) {
  const db = await fieldDb();
  await db.put("meta", { key, value });
}

/**
 * The saved pages (a shared phone signed out leaves no customer's gate code behind). The outbox stays: it is work
 * not yet sent, and it goes out when its technician signs in again.
 */
export async function clearSavedPages() {
  const db = await fieldDb();
  await db.clear("pages");
  announceChange();
}

/** Testing: forget the open connection (fake-indexeddb is reset between tests). */
export function resetDeviceConnection() {
  opening = null;
}
