import { draftStorageKey } from "~/core/service/stop-draft";
import type { OutboxEntry } from "./device-store";
import {
  devicePhoto,
  forgetRepairPhotos,
  listOutbox,
  localPhotoId,
  photoUploaded,
  removeEntry,
  updateEntry,
} from "./outbox";

/**
 * Sends the device's outbox to the server, oldest change first, each to its stop's JSON endpoint with its
 * idempotency key (the server applies a resend once). Runs in a page or in the service worker (Background Sync):
 * it uses only fetch, IndexedDB and Web Locks, never `window`.
 *
 * - accepted: the change leaves the outbox;
 * - refused (400/403/404 with the server's reasons): it stays, marked refused with the reason, and the others go on;
 * - no connection, a server error or a lost session: the run stops; the change waits for the next run.
 */

export interface SyncOutcome {
  /** Changes the server accepted in this run, with its answer (a finish's report state for the toast). */
  accepted: { entry: OutboxEntry; answer: AcceptedAnswer }[];
  refused: OutboxEntry[];
  /** Why the run stopped early: no connection (or a server error), or the session has ended. */
  stopped: null | "offline" | "signed-out";
}

export interface AcceptedAnswer {
  ok: true;
  status?: string;
  report?: { sent: boolean; reason?: string } | null;
  /** A skip's notice to the customer (null when a replay sent none). */
  notice?: { sent: boolean } | null;
}

type Sent =
  | { kind: "accepted"; answer: AcceptedAnswer }
  | { kind: "refused"; reason: string; errors: Record<string, string> }
  | { kind: "stopped"; why: "offline" | "signed-out" };

/** Marks a request as the outbox replaying work, so the server can tell the office when it refuses one. */
export const OUTBOX_HEADER = "X-Field-Outbox";

let running: Promise<SyncOutcome> | null = null;
let lastStopped: SyncOutcome["stopped"] = null;

/** Why the last run in this page stopped early, if it did ("signed-out": the status asks to sign in again). */
export const lastSyncStopped = () => lastStopped;
const syncingListeners = new Set<(syncing: boolean) => void>();

/** Whether a run is going on in this page (the status shows "Syncing…"). */
export const isSyncing = () => running !== null;

const acceptedListeners = new Set<(outcome: SyncOutcome) => void>();

/** Calls `listener` after each run in this page in which the server took changes (the screen then reloads its data). */
export function onAccepted(listener: (outcome: SyncOutcome) => void): () => void {
  acceptedListeners.add(listener);
  return () => acceptedListeners.delete(listener);
}

export function onSyncingChange(listener: (syncing: boolean) => void): () => void {
  syncingListeners.add(listener);
  return () => syncingListeners.delete(listener);
}

/** One run at a time in this page, and across pages and the worker where the browser has Web Locks. */
export function syncOutbox(): Promise<SyncOutcome> {
  if (running) return running;
  for (const listener of syncingListeners) listener(true);
  running = withOutboxLock(drain)
    .then((outcome) => {
      lastStopped = outcome.stopped;
      if (outcome.accepted.length) for (const listener of acceptedListeners) listener(outcome);
      return outcome;
    })
    .finally(() => {
      running = null;
      for (const listener of syncingListeners) listener(false);
    });
  return running;
}

async function withOutboxLock<T>(work: () => Promise<T>): Promise<T> {
  const locks = typeof navigator !== "undefined" ? navigator.locks : undefined;
  if (!locks) return work();
  return locks.request("drip-drop-outbox", work) as Promise<T>;
}

async function drain(): Promise<SyncOutcome> {
  const outcome: SyncOutcome = { accepted: [], refused: [], stopped: null };
  const tried = new Set<number>();
  // Re-read after each change: a change queued while this run goes is sent in the same run.
  for (;;) {
    const next = (await listOutbox()).find(
      (e) => e.state === "waiting" && e.seq !== undefined && !tried.has(e.seq),
    );
    if (!next || next.seq === undefined) return outcome;
    tried.add(next.seq);
    const sent = await send(next);
    if (sent.kind === "stopped") {
      outcome.stopped = sent.why;
      await updateEntry({ ...next, attempts: next.attempts + 1 });
      return outcome;
    }
    if (sent.kind === "accepted") {
      await removeEntry(next.seq);
      forgetDraftIfUnchanged(next);
      await forgetRepairPhotos(next);
      outcome.accepted.push({ entry: next, answer: sent.answer });
    } else {
      const refused: OutboxEntry = {
        ...next,
        state: "refused",
        reason: sent.reason,
        errors: sent.errors,
        attempts: next.attempts + 1,
      };
      await updateEntry(refused);
      outcome.refused.push(refused);
    }
  }
}

/**
 * The stop screen's draft leaves the phone once the server has it — unless the technician typed on after queuing
 * (then it is newer than what was sent, and stays). Pages only: the worker has no localStorage.
 */
function forgetDraftIfUnchanged(entry: OutboxEntry) {
  if (typeof localStorage === "undefined" || !entry.draftJson) return;
  const key = draftStorageKey(entry.stopId);
  if (localStorage.getItem(key) === entry.draftJson) localStorage.removeItem(key);
}

async function send(entry: OutboxEntry): Promise<Sent> {
  if (entry.kind === "repair") return sendRepair(entry);
  let body: OutboxEntry["body"];
  try {
    body = await withUploadedPhotos(entry);
  } catch (error) {
    if (error instanceof PhotoRefused)
      return { kind: "refused", reason: error.reason, errors: { photos: error.reason } };
    if (error instanceof SignedOut) return { kind: "stopped", why: "signed-out" };
    return { kind: "stopped", why: "offline" };
  }
  let response: Response;
  try {
    response = await fetch(`${entry.stopPath}/visit`, {
      method: "POST",
      credentials: "same-origin",
      headers: { "Content-Type": "application/json", [OUTBOX_HEADER]: "1" },
      body: JSON.stringify({ ...body, at: entry.at }),
    });
  } catch {
    return { kind: "stopped", why: "offline" };
  }
  return readAnswer(response);
}

/**
 * A repair report: the form the stop screen would have posted, its photos taken from the device, to the stop's
 * repair endpoint (which takes the files with the report, so there is nothing to resume: a resend is recognised by
 * its key).
 */
async function sendRepair(entry: OutboxEntry): Promise<Sent> {
  const { intent: _intent, photos, ...fields } = entry.body as OutboxEntry["body"] & { photos?: string[] };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (typeof value === "string") form.set(name, value);
  for (const id of photos ?? []) {
    const kept = await devicePhoto(id);
    if (!kept?.blob)
      return { kind: "refused", reason: "field.sync.photoLost", errors: { photos: "field.sync.photoLost" } };
    form.append("photos", kept.blob, kept.name);
  }
  let response: Response;
  try {
    response = await fetch(`${entry.stopPath}/repairRequest`, {
      method: "POST",
      credentials: "same-origin",
      headers: { [OUTBOX_HEADER]: "1" },
      body: form,
    });
  } catch {
    return { kind: "stopped", why: "offline" };
  }
  return readAnswer(response);
}

async function readAnswer(response: Response): Promise<Sent> {
  if (!isJson(response)) {
    const plain = plainAnswer(response);
    return plain.kind === "refused" ? { kind: "refused", reason: plain.reason, errors: {} } : plain;
  }
  if (response.status >= 500 || response.status === 429) return { kind: "stopped", why: "offline" };
  const answer = (await response.json().catch(() => null)) as
    | AcceptedAnswer
    | { ok: false; errors?: Record<string, string> }
    | null;
  if (!answer) return { kind: "stopped", why: "offline" };
  if (answer.ok) return { kind: "accepted", answer };
  const errors = answer.errors ?? {};
  return { kind: "refused", reason: errors.form ?? Object.values(errors)[0] ?? "", errors };
}

/**
 * An answer that is not the endpoint's JSON: redirected to the sign-in page (the session ended: sent again after
 * sign-in), the stop gone or no longer this person's (a refusal), or a server or proxy failure (tried again later).
 */
function plainAnswer(
  response: Response,
): { kind: "refused"; reason: string } | { kind: "stopped"; why: "offline" | "signed-out" } {
  if (response.status === 404) return { kind: "refused", reason: "field.error.notFound" };
  if (response.status === 403) return { kind: "refused", reason: "field.error.forbidden" };
  if (response.redirected || response.status === 401) return { kind: "stopped", why: "signed-out" };
  return { kind: "stopped", why: "offline" };
}

const isJson = (response: Response) => (response.headers.get("Content-Type") ?? "").includes("json");

class PhotoRefused extends Error {
  constructor(readonly reason: string) {
    super(reason);
  }
}
class SignedOut extends Error {}

interface PhotoRef {
  url: string;
  thumbnailUrl: string;
}

/**
 * The change's body with every photo taken on the device replaced by the server's URLs, uploading the ones not up
 * yet, one at a time (a photo once up is never sent again, so a long list resumes where it stopped).
 */
async function withUploadedPhotos(entry: OutboxEntry): Promise<OutboxEntry["body"]> {
  const visit = entry.body.visit as
    | { photos?: PhotoRef[]; tasks?: { photo?: PhotoRef | null }[]; [field: string]: unknown }
    | undefined;
  if (!visit) return entry.body;
  const resolve = (photo: PhotoRef) => uploadedPhoto(photo, entry.stopPath);
  const photos = visit.photos ? await mapInOrder(visit.photos, resolve) : visit.photos;
  const tasks = visit.tasks
    ? await mapInOrder(visit.tasks, async (task) =>
        task.photo ? { ...task, photo: await resolve(task.photo) } : task,
      )
    : visit.tasks;
  return { ...entry.body, visit: { ...visit, photos, tasks } };
}

async function mapInOrder<T, U>(list: T[], map: (item: T) => Promise<U>): Promise<U[]> {
  const out: U[] = [];
  for (const item of list) out.push(await map(item));
  return out;
}

/** Uploads one photo kept on the device (if it is not up already) and answers the server's URLs. */
export async function uploadedPhoto(photo: PhotoRef, stopPath: string): Promise<PhotoRef> {
  const id = localPhotoId(photo.url);
  if (!id) return photo;
  const kept = await devicePhoto(id);
  if (kept?.url && kept.thumbnailUrl) return { url: kept.url, thumbnailUrl: kept.thumbnailUrl };
  if (!kept?.blob) throw new PhotoRefused("field.sync.photoLost");
  const form = new FormData();
  form.set("photo", kept.blob, kept.name);
  const response = await fetch(`${stopPath}/photos`, {
    method: "POST",
    body: form,
    credentials: "same-origin",
  });
  if (!isJson(response)) {
    const plain = plainAnswer(response);
    if (plain.kind === "refused") throw new PhotoRefused(plain.reason);
    if (plain.why === "signed-out") throw new SignedOut();
    throw new Error("server error");
  }
  if (response.status >= 500) throw new Error("server error");
  const answer = (await response.json()) as { ok: true; photo: PhotoRef } | { ok: false; error: string };
  if (!answer.ok) throw new PhotoRefused(answer.error);
  await photoUploaded(id, answer.photo);
  return answer.photo;
}
