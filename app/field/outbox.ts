import { announceChange, type DevicePhoto, fieldDb, type OutboxEntry, type OutboxKind } from "./device-store";

/**
 * The outbox: every change a technician makes at a stop, queued in order on the device and sent by sync.ts. A
 * change is removed only when the server has applied it; a refusal stays, with the server's reason.
 */

export interface QueuedChange {
  kind: OutboxKind;
  stopId: string;
  stopTitle: string;
  stopPath: string;
  /** The change's idempotency key (a finish keeps the stop's draft key, so a resend is recognised). */
  key: string;
  /** What else the server needs: `visit` for save/finish, `skip` for skip. */
  payload?: Record<string, unknown>;
  draftJson?: string;
  at?: Date;
}

/**
 * Queues a change. A save or finish carries the whole visit as it stands, so it replaces an earlier save of the
 * same stop that has not gone yet (only the newest matters) and a refused one; everything else keeps its place.
 */
export async function enqueueChange(change: QueuedChange): Promise<OutboxEntry> {
  const db = await fieldDb();
  const tx = db.transaction("outbox", "readwrite");
  if (change.kind === "save" || change.kind === "finish") {
    for (const earlier of await tx.store.index("byStop").getAll(change.stopId))
      if (
        earlier.seq !== undefined &&
        ((earlier.kind === "save" && earlier.state === "waiting") ||
          // A visit the server refused (a required photo missing…) is replaced by the corrected one.
          ((earlier.kind === "save" || earlier.kind === "finish") && earlier.state === "refused"))
      )
        await tx.store.delete(earlier.seq);
  }
  const entry: OutboxEntry = {
    key: change.key,
    kind: change.kind,
    stopId: change.stopId,
    stopTitle: change.stopTitle,
    stopPath: change.stopPath,
    body: { intent: change.kind, key: change.key, ...change.payload },
    at: (change.at ?? new Date()).toISOString(),
    state: "waiting",
    attempts: 0,
    draftJson: change.draftJson,
  };
  entry.seq = await tx.store.add(entry);
  await tx.done;
  announceChange();
  return entry;
}

/** Every queued change, oldest first. */
export async function listOutbox(): Promise<OutboxEntry[]> {
  const db = await fieldDb();
  return db.getAll("outbox");
}

export async function outboxEntry(seq: number): Promise<OutboxEntry | undefined> {
  const db = await fieldDb();
  return db.get("outbox", seq);
}

export async function removeEntry(seq: number) {
  const db = await fieldDb();
  await db.delete("outbox", seq);
  announceChange();
}

export async function updateEntry(entry: OutboxEntry) {
  const db = await fieldDb();
  await db.put("outbox", entry);
  announceChange();
}

/**
 * The technician gives up a refused change (after reading why): it leaves the device. Only refused ones can be
 * dismissed; waiting ones are still going.
 */
export async function dismissRefused(seq: number) {
  const entry = await outboxEntry(seq);
  if (entry?.state !== "refused") return;
  await removeEntry(seq);
  await forgetRepairPhotos(entry);
}

/** A repair report's photos leave the device with it (sent with the report, or given up). */
export async function forgetRepairPhotos(entry: OutboxEntry) {
  if (entry.kind !== "repair") return;
  const ids = (entry.body.photos as string[] | undefined) ?? [];
  if (!ids.length) return;
  const db = await fieldDb();
  const tx = db.transaction("photos", "readwrite");
  for (const id of ids) await tx.store.delete(id);
  await tx.done;
}

/** A photo taken at a stop, kept as a file on the device until the outbox sends the change that holds it. */
export async function keepPhoto(stopId: string, file: Blob, name: string): Promise<DevicePhoto> {
  const db = await fieldDb();
  const photo: DevicePhoto = { id: crypto.randomUUID(), stopId, blob: file, name };
  await db.put("photos", photo);
  announceChange();
  return photo;
}

export async function devicePhoto(id: string): Promise<DevicePhoto | undefined> {
  const db = await fieldDb();
  return db.get("photos", id);
}

export async function photoUploaded(id: string, urls: { url: string; thumbnailUrl: string }) {
  const db = await fieldDb();
  const photo = await db.get("photos", id);
  if (!photo) return;
  // The file leaves the device once the server has it; the URLs stay for drafts that still name the photo.
  await db.put("photos", { id, stopId: photo.stopId, name: photo.name, ...urls });
  announceChange();
}

/** A photo reference in a draft or a queued change: the server's `/uploads/…` URL, or `local:<id>` on the device. */
export const LOCAL_PHOTO = "local:";
export const localPhotoId = (url: string) =>
  url.startsWith(LOCAL_PHOTO) ? url.slice(LOCAL_PHOTO.length) : null;
