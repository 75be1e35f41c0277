import { useEffect, useRef, useSyncExternalStore } from "react";
import { useRevalidator } from "react-router";
import { type OutboxEntry, onDeviceChange } from "./device-store";
import { listOutbox } from "./outbox";
import { isSyncing, lastSyncStopped, onAccepted, onSyncingChange, syncOutbox } from "./sync";

/**
 * The technician's screens' view of the offline layer: whether the phone is online, what waits in the outbox, and
 * the triggers that send it (app start, `online`, a timer, Background Sync).
 */

/** Whether the browser says it has a network (false in a backyard with no signal). True while rendering on the server. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    (changed) => {
      window.addEventListener("online", changed);
      window.addEventListener("offline", changed);
      return () => {
        window.removeEventListener("online", changed);
        window.removeEventListener("offline", changed);
      };
    },
    () => navigator.onLine,
    () => true,
  );
}

export function useSyncing(): boolean {
  return useSyncExternalStore(onSyncingChange, isSyncing, () => false);
}

/** Why the last sync in this page stopped early: "signed-out" means the changes wait for a new sign-in. */
export function useLastSyncStop() {
  return useSyncExternalStore(onSyncingChange, lastSyncStopped, () => null);
}

/** An empty outbox, the same array each time (the usual case: nothing to render again when a read finds it empty). */
const NOTHING: readonly OutboxEntry[] = Object.freeze([]);
let outboxNow: readonly OutboxEntry[] = NOTHING;
let reads = 0;
const outboxListeners = new Set<() => void>();
let stopWatching: (() => void) | null = null;

function readOutbox() {
  const read = ++reads;
  const publish = (list: readonly OutboxEntry[]) => {
    // Only the newest read counts (an older one may finish last); an empty outbox stays the same array.
    if (read !== reads) return;
    const next = list.length === 0 ? NOTHING : list;
    if (next === outboxNow) return;
    outboxNow = next;
    for (const listener of outboxListeners) listener();
  };
  listOutbox().then(publish, () => publish(NOTHING));
}

function subscribeOutbox(listener: () => void) {
  outboxListeners.add(listener);
  if (outboxListeners.size === 1 && typeof indexedDB !== "undefined") {
    readOutbox();
    stopWatching = onDeviceChange(readOutbox);
  }
  return () => {
    outboxListeners.delete(listener);
    if (outboxListeners.size === 0) {
      stopWatching?.();
      stopWatching = null;
    }
  };
}

/**
 * The outbox as it stands, re-read whenever it changes in this page, another tab or the worker. One read for every
 * screen and layout that shows it; empty until read, so a page whose outbox is empty (most loads) renders once.
 */
export function useOutbox(): readonly OutboxEntry[] {
  return useSyncExternalStore(
    subscribeOutbox,
    () => outboxNow,
    () => NOTHING,
  );
}

/** The outbox's changes for one stop (a stop finished offline shows as finished, waiting to send). */
export function useStopChanges(stopId: string): OutboxEntry[] {
  return useOutbox().filter((e) => e.stopId === stopId);
}

const RETRY_SECONDS = 30;

/**
 * Sends the outbox when it can: once at start, whenever the browser comes back online, every 30 s while changes
 * wait, and through Background Sync (the worker sends even after the page is closed) where the browser has it.
 */
export function useOutboxSender() {
  const online = useOnline();
  const waiting = useOutbox().some((e) => e.state === "waiting");
  const revalidator = useRevalidator();
  const revalidate = useRef(revalidator.revalidate);
  revalidate.current = revalidator.revalidate;
  // Whatever sent them (this hook, Send now, a stop screen): the screen shows the server's stop again.
  useEffect(() => onAccepted(() => void revalidate.current()), []);
  useEffect(() => {
    const send = () => void syncOutbox().catch(() => undefined);
    if (online && waiting) send();
    if (!waiting) return;
    const timer = window.setInterval(() => navigator.onLine && send(), RETRY_SECONDS * 1000);
    return () => window.clearInterval(timer);
  }, [online, waiting]);
}
