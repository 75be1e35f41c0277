import type { OutboxEntry, OutboxKind } from "./device-store";

/** The status a stop shows on this phone after a change still in the outbox (a stop finished offline reads finished). */
const statusAfter: Record<OutboxKind, "in progress" | "finished" | "skipped" | null> = {
  arrive: "in progress",
  save: null,
  finish: "finished",
  skip: "skipped",
  repair: null,
};

/**
 * The stop's status as this phone knows it: the newest queued change that moves it on (arrive, finish, skip), else
 * null (the server's status stands). A change the server refused does not count: the server's status is the truth.
 */
export function pendingStatus(entries: readonly OutboxEntry[] | null, stopId: string) {
  let status: "in progress" | "finished" | "skipped" | null = null;
  for (const entry of entries ?? [])
    if (entry.stopId === stopId && entry.state === "waiting") status = statusAfter[entry.kind] ?? status;
  return status;
}

/** The server's refusal of this stop's changes, if any (shown on the stop page and its card). */
export function refusalOf(entries: readonly OutboxEntry[] | null, stopId: string) {
  return (entries ?? []).find((e) => e.stopId === stopId && e.state === "refused") ?? null;
}
