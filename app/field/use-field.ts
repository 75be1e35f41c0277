import { useEffect, useRef, useState, useSyncExternalStore } from "react";
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

/** The outbox as it stands, re-read whenever it changes in this page, another tab or the worker. Null until read. */
export function useOutbox(): OutboxEntry[] | null {
  const [entries, setEntries] = useState<OutboxEntry[] | null>(null);
  useEffect(() => {
    if (typeof indexedDB === "undefined") return;
    let live = true;
    const read = () =>
      void listOutbox()
        .then((list) => live && setEntries(list))
        .catch(() => live && setEntries([]));
    read();
    const stop = onDeviceChange(read);
    return () => {
      live = false;
      stop();
    };
  }, []);
  return entries;
}

/** The outbox's changes for one stop (a stop finished offline shows as finished, waiting to send). */
export function useStopChanges(stopId: string): OutboxEntry[] {
  return (useOutbox() ?? []).filter((e) => e.stopId === stopId);
}

const RETRY_SECONDS = 30;

/**
 * Sends the outbox when it can: once at start, whenever the browser comes back online, every 30 s while changes
 * wait, and through Background Sync (the worker sends even after the page is closed) where the browser has it.
 */
export function useOutboxSender() {
  const online = useOnline();
  const waiting = (useOutbox() ?? []).some((e) => e.state === "waiting");
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
