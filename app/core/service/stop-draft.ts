/**
 * The stop screen's draft — everything a technician types at a pool, as typed — and its mapping to and from the
 * server: the stop as loaded becomes a draft (numbers written as they would be typed in the page's locale), and the
 * draft becomes the visit the server records (text kept as typed: the server reads numbers in the page's locale and
 * names what is not one). Pure: no React, no browser, no database; the shapes below are what the mapping reads of a
 * loaded stop (`ServiceStopDetail` fits them).
 */
import type { Formatter } from "~/core/format/format";
import type { Units } from "~/core/water/volume";

/** A stored photo: the full image and its thumbnail. */
export interface DraftPhoto {
  url: string;
  thumbnailUrl: string;
}

export interface DoseDraft {
  itemId: string | null;
  name: string;
  amount: string;
  unit: string;
  recommendedAmount?: number | null;
  recommendedUnit?: string | null;
  /** The recommendation it was recorded from ("freeChlorine:raise"); none for a chemical added by hand. */
  recommendation?: string | null;
}

export interface TaskDraft {
  done: boolean;
  numberValue: string;
  note: string;
  missedReason: string;
  photo: DraftPhoto | null;
}

export interface BodyDraft {
  readings: Record<string, string>;
  doses: DoseDraft[];
}

/** Everything typed at the stop, kept on the phone until the server has it. */
export interface Draft {
  bodies: Record<string, BodyDraft>;
  tasks: Record<string, TaskDraft>;
  internalNotes: string;
  customerNotes: string;
  photos: DraftPhoto[];
  /** The idempotency key of this stop's submissions: one per stop until the finish is confirmed. */
  key: string;
}

/** What the draft mapping reads of a loaded stop. */
export interface DraftStop {
  bodies: {
    id: string;
    readings: Record<string, number>;
    doses: {
      itemId: string | null;
      name: string;
      amount: number;
      unit: string;
      recommendedAmount: number | null;
      recommendedUnit: string | null;
      recommendation: string | null;
    }[];
  }[];
  tasks: {
    id: string;
    done: boolean;
    numberValue: number | null;
    note: string | null;
    photo: DraftPhoto | null;
  }[];
  internalNotes: string;
  customerNotes: string;
  photos: DraftPhoto[];
}

/** The units a dose can be recorded in. */
export const doseUnits = (units: Units) =>
  units === "us" ? ["fl oz", "gal", "oz", "lb"] : ["mL", "L", "g", "kg"];

/** Where this device keeps a stop's draft until the server has it. */
export const draftStorageKey = (stopId: string) => `dripdrop:stop:${stopId}`;

/** An untouched task: not done, nothing typed. */
export const emptyTaskDraft = (): TaskDraft => ({
  done: false,
  numberValue: "",
  note: "",
  missedReason: "",
  photo: null,
});

/** The draft of a stop as loaded from the server, with a new idempotency key. */
export function draftFromStop(stop: DraftStop, f: Formatter, key: string = crypto.randomUUID()): Draft {
  // Numbers as the technician would type them in this locale ("7,4" in es-ES), without grouping.
  const typed = (n: number) => f.number(n, { grouping: false, maximumFractionDigits: 6 });
  return {
    bodies: Object.fromEntries(
      stop.bodies.map((b) => [
        b.id,
        {
          readings: Object.fromEntries(Object.entries(b.readings).map(([k, v]) => [k, typed(v)])),
          doses: b.doses.map((d) => ({
            itemId: d.itemId,
            name: d.name,
            amount: typed(d.amount),
            unit: d.unit,
            recommendedAmount: d.recommendedAmount,
            recommendedUnit: d.recommendedUnit,
            recommendation: d.recommendation,
          })),
        },
      ]),
    ),
    tasks: Object.fromEntries(
      stop.tasks.map((t) => [
        t.id,
        {
          done: t.done,
          numberValue: t.numberValue === null ? "" : typed(t.numberValue),
          note: t.done ? (t.note ?? "") : "",
          missedReason: t.done ? "" : (t.note ?? ""),
          photo: t.photo,
        },
      ]),
    ),
    internalNotes: stop.internalNotes,
    customerNotes: stop.customerNotes,
    photos: stop.photos,
    key,
  };
}

/**
 * What of the server's stop the screen's draft is made from, as one string (with the stop's id): the stop screen
 * starts a new draft from the server only when this changes — the server wrote a save differently from how it was
 * typed ("7.40" → 7.4), another device recorded work — and not on any other change of the stop (the server taking
 * the arrive, the office editing its instructions). Drawing the screen afresh then would drop the field being typed
 * in (the keys after it go nowhere) and the messages of a refused Finish ("Say why" fields gone again).
 */
export function draftBasis(stop: DraftStop & { id: string }): string {
  return JSON.stringify([
    stop.id,
    stop.bodies.map((b) => [b.id, b.readings, b.doses]),
    stop.tasks.map((t) => [t.id, t.done, t.numberValue, t.note, t.photo]),
    stop.internalNotes,
    stop.customerNotes,
    stop.photos,
  ]);
}

/** A field typed into before the page's JavaScript ran: where it goes in the draft (`data-draft`), and what it holds. */
export type TypedEarly = [path: string, value: string | boolean];

/**
 * The draft with what was typed early put in its place (a path like `bodies/<id>/readings/pH`). Changes the draft
 * it is given (pass a copy) and returns it; a path that leads nowhere is ignored.
 */
export function withTyped(draft: Draft, typed: TypedEarly[]): Draft {
  for (const [path, value] of typed) {
    const parts = path.split("/");
    const last = parts.pop();
    let at: unknown = draft;
    for (const part of parts)
      at = at && typeof at === "object" ? (at as Record<string, unknown>)[part] : undefined;
    if (last && at && typeof at === "object") {
      (at as Record<string, unknown>)[last] = value;
      // A value or note typed into a task ticks it, as typing does once the page runs.
      if (parts[0] === "tasks" && (last === "numberValue" || last === "note") && value !== "")
        (at as TaskDraft).done = true;
    }
  }
  return draft;
}

/** Empty text as null, any other as typed: the server reads numbers in the page's locale and names what is not one. */
export const typedOrNull = (text: string) => (text.trim() === "" ? null : text.trim());

/** The draft as the server's visit input. */
export function visitOf(stop: Pick<DraftStop, "bodies" | "tasks">, draft: Draft) {
  return {
    bodies: stop.bodies.map((b) => {
      const entry = draft.bodies[b.id] ?? { readings: {}, doses: [] };
      return {
        bodyOfWaterId: b.id,
        readings: Object.fromEntries(
          Object.entries(entry.readings)
            .map(([k, v]) => [k, typedOrNull(v)] as const)
            .filter(([, v]) => v !== null),
        ),
        doses: entry.doses.map((d) => ({
          itemId: d.itemId,
          name: d.name,
          amount: typedOrNull(d.amount) ?? 0,
          unit: d.unit,
          recommendedAmount: d.recommendedAmount ?? null,
          recommendedUnit: d.recommendedUnit ?? null,
          recommendation: d.recommendation ?? null,
        })),
      };
    }),
    tasks: stop.tasks.map((t) => {
      const task = draft.tasks[t.id];
      return {
        id: t.id,
        done: task?.done ?? false,
        numberValue: task ? typedOrNull(task.numberValue) : null,
        note: task?.note || null,
        missedReason: task?.missedReason || null,
        photo: task?.photo ?? null,
      };
    }),
    internalNotes: draft.internalNotes,
    customerNotes: draft.customerNotes,
    photos: draft.photos,
  };
}
