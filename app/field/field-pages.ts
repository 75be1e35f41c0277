import { addDays, daysUntil } from "~/core/calendar/dates";
import { fieldDb, readMeta, savePage, writeMeta } from "./device-store";

/**
 * The technician's screens kept on the device: each time My day or a stop page loads online its loader data is
 * saved; offline, the route's clientLoader answers from that copy (with `savedAt`, so the screen can say how old it is).
 */

/** A copy read from the device: when it was saved (ISO). Absent on data from the server. */
export interface FromDevice {
  fromDevice?: { savedAt: string };
}

/** A failed fetch (no connection, or the browser told offline) rather than an answer from the server. */
export function isNetworkFailure(error: unknown): boolean {
  if (typeof navigator !== "undefined" && navigator.onLine === false) return true;
  return error instanceof TypeError;
}

/**
 * The clientLoader of a technician's screen: the server's data (saved on the device as it passes, under
 * `saveAs(data)`), or offline the device's copy (under `readFrom()`). Anything else the server says (a 404, a
 * redirect to sign in) goes through unchanged, as does a failure with no copy on the device.
 */
export async function serverOrDevice<T>(
  serverLoader: () => Promise<T>,
  keys: { saveAs: (data: T) => string | null; readFrom: () => Promise<string | null> | string | null },
): Promise<T & FromDevice> {
  try {
    const data = await serverLoader();
    const key = keys.saveAs(data);
    if (key) void keepOnDevice(key, data);
    return data as T & FromDevice;
  } catch (error) {
    if (!isNetworkFailure(error)) throw error;
    const key = await keys.readFrom();
    const saved = key ? await readSaved<T>(key).catch(() => null) : null;
    if (!saved) throw error;
    return saved;
  }
}

/**
 * Loader data already saved: on a client navigation the clientLoader saves it and the screen's effect (there for
 * document loads) gets the very same object, which need not be written twice.
 */
const kept = new WeakSet<object>();

/** Saves a screen's data on the device (quietly: a full or missing store must not break the screen). */
export async function keepOnDevice(key: string, data: unknown) {
  if (
    typeof indexedDB === "undefined" ||
    !data ||
    typeof data !== "object" ||
    (data as FromDevice).fromDevice
  )
    return;
  if (kept.has(data)) return;
  kept.add(data);
  await savePage(key, data).catch(() => undefined);
}

export async function readSaved<T>(key: string): Promise<(T & FromDevice) | null> {
  const db = await fieldDb();
  const page = await db.get("pages", key);
  if (!page) return null;
  return { ...(page.data as T), fromDevice: { savedAt: page.savedAt } };
}

export const stopPageKey = (stopId: string) => `stop:${stopId}`;
export const dayPageKey = (technicianId: string, date: string) => `day:${technicianId}:${date}`;

/** Whose day and which "today" the last My day opened online showed, to answer "My day" offline. */
interface DayAnchor {
  technicianId: string;
  /** The company's date then. */
  today: string;
  /** The phone's own date then (YYYY-MM-DD in its zone). */
  deviceDate: string;
}

const localDate = (d = new Date()) =>
  `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, "0")}-${String(d.getDate()).padStart(2, "0")}`;

export async function rememberMyDay(technicianId: string, today: string) {
  if (typeof indexedDB === "undefined") return;
  await writeMeta("myDay", { technicianId, today, deviceDate: localDate() } satisfies DayAnchor).catch(
    () => undefined,
  );
  await forgetOldPages().catch(() => undefined);
}

/** Pages saved more than this long ago are of past days: dropped, so the phone does not fill up over a season. */
const KEEP_PAGES_MS = 3 * 86_400_000;

async function forgetOldPages() {
  const db = await fieldDb();
  const oldest = new Date(Date.now() - KEEP_PAGES_MS).toISOString();
  const tx = db.transaction("pages", "readwrite");
  for await (const cursor of tx.store) if (cursor.value.savedAt < oldest) await cursor.delete();
  await tx.done;
}

/**
 * The device's key for the My day a URL asks for: its technician and date, or the signed-in technician's today
 * (moved on by as many days as the phone's calendar has since it was saved, for a phone that stays offline overnight).
 */
export async function dayKeyFor(url: URL): Promise<string | null> {
  const anchor = await readMeta<DayAnchor>("myDay").catch(() => null);
  const technicianId = url.searchParams.get("technician") ?? anchor?.technicianId;
  let date = url.searchParams.get("date");
  if (!date && anchor) date = addDays(anchor.today, daysUntil(anchor.deviceDate, localDate()));
  return technicianId && date ? dayPageKey(technicianId, date) : null;
}
