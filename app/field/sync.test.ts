import "fake-indexeddb/auto";
import { IDBFactory } from "fake-indexeddb";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { resetDeviceConnection } from "./device-store";
import { devicePhoto, enqueueChange, keepPhoto, listOutbox } from "./outbox";
import { syncOutbox } from "./sync";

/** What the fake server saw, in order: the path and the parsed JSON body (or "photo" for an upload). */
let requests: { path: string; body: Record<string, unknown> | "photo"; outboxHeader: string | null }[];
let answer: (path: string, body: Record<string, unknown> | "photo") => Response | "offline";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "Content-Type": "application/json" } });

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  resetDeviceConnection();
  requests = [];
  answer = (path) =>
    path.endsWith("/photos")
      ? json({ ok: true, photo: { url: `/uploads/${requests.length}.jpg`, thumbnailUrl: "/uploads/t.jpg" } })
      : json({ ok: true, status: "finished", report: null });
  vi.stubGlobal("fetch", async (input: string, init: RequestInit) => {
    const body = init.body instanceof FormData ? formBody(init.body) : JSON.parse(String(init.body));
    const outcome = answer(input, body);
    if (outcome === "offline") throw new TypeError("Failed to fetch");
    requests.push({ path: input, body, outboxHeader: new Headers(init.headers).get("X-Field-Outbox") });
    return outcome;
  });
});
afterEach(() => vi.unstubAllGlobals());

/** A photo upload reads "photo"; another form (a repair report) its fields, each file as `file:<name>`. */
function formBody(form: FormData): Record<string, unknown> | "photo" {
  if (form.has("photo")) return "photo";
  const fields: Record<string, unknown> = {};
  for (const [name, value] of form.entries()) {
    const shown = typeof value === "string" ? value : `file:${value.name}`;
    fields[name] = name in fields ? [fields[name], shown].flat() : shown;
  }
  return fields;
}

const stop = (id: string) => ({
  stopId: id,
  stopTitle: `S-${id}`,
  stopPath: `/company/serviceStops/detail/${id}`,
});
const visit = (photos: { url: string; thumbnailUrl: string }[] = []) => ({
  visit: { bodies: [], tasks: [], internalNotes: "", customerNotes: "", photos },
});

describe("the outbox", () => {
  it("keeps only the newest save of a stop, and a finish replaces the saves before it", async () => {
    await enqueueChange({ kind: "arrive", key: "a1", ...stop("1") });
    await enqueueChange({ kind: "save", key: "s1", ...stop("1"), payload: visit() });
    await enqueueChange({ kind: "save", key: "s2", ...stop("1"), payload: visit() });
    await enqueueChange({ kind: "save", key: "s3", ...stop("2"), payload: visit() });
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit() });
    expect((await listOutbox()).map((e) => e.key)).toEqual(["a1", "s3", "f1"]);
  });
});

describe("syncOutbox", () => {
  it("sends the changes in order, marked as the outbox's, with the time they were made, and empties the outbox", async () => {
    const at = new Date("2026-11-27T15:04:00Z");
    await enqueueChange({ kind: "arrive", key: "a1", ...stop("1"), at });
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit() });
    await enqueueChange({ kind: "skip", key: "k2", ...stop("2"), payload: { skip: { reason: "dog out" } } });
    const outcome = await syncOutbox();
    expect(requests.map((r) => [r.path, (r.body as { intent: string }).intent])).toEqual([
      ["/company/serviceStops/detail/1/visit", "arrive"],
      ["/company/serviceStops/detail/1/visit", "finish"],
      ["/company/serviceStops/detail/2/visit", "skip"],
    ]);
    expect(requests.every((r) => r.outboxHeader === "1")).toBe(true);
    expect((requests[0].body as { at: string }).at).toBe(at.toISOString());
    expect(outcome.accepted).toHaveLength(3);
    expect(await listOutbox()).toEqual([]);
  });

  it("stops at the first change it cannot send for want of a connection, and sends it next time", async () => {
    await enqueueChange({ kind: "arrive", key: "a1", ...stop("1") });
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit() });
    answer = () => "offline";
    expect((await syncOutbox()).stopped).toBe("offline");
    const waiting = await listOutbox();
    expect(waiting.map((e) => [e.key, e.state, e.attempts])).toEqual([
      ["a1", "waiting", 1],
      ["f1", "waiting", 0],
    ]);
    answer = () => json({ ok: true });
    await syncOutbox();
    expect(requests.map((r) => (r.body as { key: string }).key)).toEqual(["a1", "f1"]);
    expect(await listOutbox()).toEqual([]);
  });

  it("keeps a refused change on the device with the server's reason, and goes on with the others", async () => {
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit() });
    await enqueueChange({ kind: "finish", key: "f2", ...stop("2"), payload: visit() });
    answer = (path) =>
      path.includes("/1/")
        ? json({ ok: false, errors: { form: "This stop is no longer yours." } }, 403)
        : json({ ok: true });
    const outcome = await syncOutbox();
    expect(outcome.refused.map((e) => e.reason)).toEqual(["This stop is no longer yours."]);
    const left = await listOutbox();
    expect(left.map((e) => [e.key, e.state, e.reason])).toEqual([
      ["f1", "refused", "This stop is no longer yours."],
    ]);
    // A refused change is not sent again by itself: the technician reads it and decides.
    requests = [];
    await syncOutbox();
    expect(requests).toEqual([]);
  });

  it("takes a server error or a lost session as 'try again later', never as a refusal", async () => {
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit() });
    answer = () => new Response("Bad gateway", { status: 502 });
    expect((await syncOutbox()).stopped).toBe("offline");
    answer = () =>
      new Response("<html>Sign in</html>", { status: 401, headers: { "Content-Type": "text/html" } });
    expect((await syncOutbox()).stopped).toBe("signed-out");
    expect((await listOutbox()).map((e) => e.state)).toEqual(["waiting"]);
  });

  it("uploads a photo taken offline once, before the change that holds it, and sends its server URL", async () => {
    const photo = await keepPhoto("1", new Blob(["jpeg"], { type: "image/jpeg" }), "pool.jpg");
    const local = { url: `local:${photo.id}`, thumbnailUrl: `local:${photo.id}` };
    await enqueueChange({ kind: "save", key: "s1", ...stop("1"), payload: visit([local]) });
    await enqueueChange({ kind: "finish", key: "f1", ...stop("2"), payload: visit([local]) });
    await syncOutbox();
    expect(requests.map((r) => r.path.split("/").pop())).toEqual(["photos", "visit", "visit"]);
    const sentPhotos = requests
      .filter((r) => r.body !== "photo")
      .map((r) => (r.body as { visit: { photos: { url: string }[] } }).visit.photos[0]?.url);
    expect(sentPhotos).toEqual(["/uploads/0.jpg", "/uploads/0.jpg"]);
  });

  it("resumes photo uploads where they stopped: a photo already up is not sent again", async () => {
    const first = await keepPhoto("1", new Blob(["a"]), "a.jpg");
    const second = await keepPhoto("1", new Blob(["b"]), "b.jpg");
    const refs = [first, second].map((p) => ({ url: `local:${p.id}`, thumbnailUrl: `local:${p.id}` }));
    await enqueueChange({ kind: "finish", key: "f1", ...stop("1"), payload: visit(refs) });
    let uploads = 0;
    answer = (path) => {
      if (!path.endsWith("/photos")) return json({ ok: true });
      uploads += 1;
      return uploads === 2
        ? "offline"
        : json({ ok: true, photo: { url: `/uploads/${uploads}.jpg`, thumbnailUrl: "/uploads/t.jpg" } });
    };
    expect((await syncOutbox()).stopped).toBe("offline");
    await syncOutbox();
    expect(requests.map((r) => r.path.split("/").pop())).toEqual(["photos", "photos", "visit"]);
    expect(uploads).toBe(3);
  });

  it("refuses a change whose photo the server will not take (with its reason), without losing the change", async () => {
    const photo = await keepPhoto("1", new Blob(["x"]), "x.gif");
    await enqueueChange({
      kind: "finish",
      key: "f1",
      ...stop("1"),
      payload: visit([{ url: `local:${photo.id}`, thumbnailUrl: "" }]),
    });
    answer = (path) =>
      path.endsWith("/photos")
        ? json({ ok: false, error: "common.files.notAnImage" }, 400)
        : json({ ok: true });
    const outcome = await syncOutbox();
    expect(outcome.refused.map((e) => e.reason)).toEqual(["common.files.notAnImage"]);
    expect((await listOutbox()).map((e) => e.state)).toEqual(["refused"]);
  });
  it("sends a repair report as the stop screen's form, photos from the device, and then forgets its photos", async () => {
    const one = await keepPhoto("1", new Blob(["a"], { type: "image/jpeg" }), "leak.jpg");
    const two = await keepPhoto("1", new Blob(["b"], { type: "image/jpeg" }), "lid.jpg");
    const report = { description: "Pump leaks at the lid.", bodyOfWaterId: "", equipmentId: "eq-1" };
    await enqueueChange({
      kind: "repair",
      key: "r1",
      ...stop("1"),
      payload: { ...report, photos: [one.id, two.id] },
    });
    answer = () => "offline";
    expect((await syncOutbox()).stopped).toBe("offline");
    expect(await devicePhoto(one.id)).toBeDefined();

    answer = () => json({ ok: true });
    const outcome = await syncOutbox();
    expect(outcome.accepted.map((a) => a.entry.key)).toEqual(["r1"]);
    expect(requests).toEqual([
      {
        path: "/company/serviceStops/detail/1/repairRequest",
        body: { key: "r1", ...report, photos: ["file:leak.jpg", "file:lid.jpg"] },
        outboxHeader: "1",
      },
    ]);
    expect(await listOutbox()).toEqual([]);
    expect(await devicePhoto(one.id)).toBeUndefined();
    expect(await devicePhoto(two.id)).toBeUndefined();
  });

  it("keeps a refused repair report with the server's reason", async () => {
    await enqueueChange({
      kind: "repair",
      key: "r2",
      ...stop("1"),
      payload: { description: "", photos: [] },
    });
    answer = () => json({ ok: false, errors: { description: "Say what is wrong." } }, 400);
    const outcome = await syncOutbox();
    expect(outcome.refused.map((e) => [e.key, e.reason])).toEqual([["r2", "Say what is wrong."]]);
    expect((await listOutbox())[0]).toMatchObject({
      state: "refused",
      errors: { description: "Say what is wrong." },
    });
  });
});
