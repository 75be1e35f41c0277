import type { OutboxEntry } from "./device-store";
import { enqueueChange, outboxEntry, type QueuedChange, removeEntry } from "./outbox";
import { requestBackgroundSync } from "./sw-register";
import { type AcceptedAnswer, syncOutbox } from "./sync";

export type ChangeResult =
  | { outcome: "accepted"; answer: AcceptedAnswer }
  | { outcome: "refused"; entry: OutboxEntry }
  /** Kept on the phone (no connection, or the session ended): sent later by itself. */
  | { outcome: "kept" };

/**
 * A change made at a stop (arrive, save, finish, skip): into the outbox first — so nothing typed is lost whatever
 * the network does — then sent at once when the phone is online. Says what became of it, for the screen's message.
 */
export async function makeStopChange(change: QueuedChange): Promise<ChangeResult> {
  const entry = await enqueueChange(change);
  void requestBackgroundSync();
  if (!navigator.onLine) return { outcome: "kept" };
  for (let round = 0; round < 2; round++) {
    const run = await syncOutbox().catch(() => null);
    const accepted = run?.accepted.find((a) => a.entry.seq === entry.seq);
    if (accepted) return { outcome: "accepted", answer: accepted.answer };
    const now = await outboxEntry(entry.seq ?? -1);
    // Gone from the outbox but not in this run: another tab or the worker sent it.
    if (!now) return { outcome: "accepted", answer: { ok: true } };
    if (now.state === "refused") {
      // Refused while the technician watches: the screen shows why and the draft keeps the work, so the change
      // need not wait on the phone (a corrected one is sent instead).
      await removeEntry(now.seq ?? -1);
      return { outcome: "refused", entry: now };
    }
    // A run that was already going may have ended before this change was queued: one more, unless it stopped offline.
    if (run?.stopped) break;
  }
  return { outcome: "kept" };
}
