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

/** The server's refusal of this stop's changes (of one kind, when given), if any (shown on the stop page and its card). */
export function refusalOf(entries: readonly OutboxEntry[] | null, stopId: string, kind?: OutboxKind) {
  return (
    (entries ?? []).find(
      (e) => e.stopId === stopId && e.state === "refused" && (kind === undefined || e.kind === kind),
    ) ?? null
  );
}

/**
 * The status the stop page shows: a change still waiting on the phone, else an arrive tapped on this page and taken
 * by the server but not yet in the page's copy of the stop (the outbox lets go of it before the page reloads the
 * stop), else the server's. Only a refusal of that arrive undoes it: a Finish tapped right after Arrive and refused
 * for its readings must leave the stop screen, and its "Say why" fields, where they are.
 */
export function statusOnPhone<S extends string>(
  entries: readonly OutboxEntry[] | null,
  stop: { id: string; status: S },
  arrivedHere: boolean,
): S | "in progress" | "finished" | "skipped" {
  const waiting = pendingStatus(entries, stop.id);
  if (waiting) return waiting;
  if (arrivedHere && stop.status === "scheduled" && !refusalOf(entries, stop.id, "arrive"))
    return "in progress";
  return stop.status;
}
