import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatterFor } from "~/core/format/format";
import { parseLocaleNumber } from "~/core/format/parse-number";
import {
  type Draft,
  type DraftStop,
  doseUnits,
  draftBasis,
  draftFromStop,
  draftStorageKey,
  emptyTaskDraft,
  typedOrNull,
  visitOf,
  withTyped,
} from "./stop-draft";

const en = formatterFor({ locale: "en", timeZone: "America/Phoenix", currency: "USD" });
const es = formatterFor({ locale: "es-ES", timeZone: "Europe/Madrid", currency: "EUR" });

const photo = { url: "/files/a.jpg", thumbnailUrl: "/files/a-thumb.jpg" };

const stop: DraftStop = {
  bodies: [
    {
      id: "pool",
      readings: { pH: 7.4, freeChlorine: 1234.5 },
      doses: [
        {
          itemId: "item-1",
          name: "Liquid chlorine",
          amount: 76.8,
          unit: "fl oz",
          recommendedAmount: 76.8,
          recommendedUnit: "fl oz",
          recommendation: "freeChlorine:raise",
        },
      ],
    },
    { id: "spa", readings: {}, doses: [] },
  ],
  tasks: [
    { id: "brush", done: true, numberValue: null, note: "walls and steps", photo: null },
    { id: "filter", done: false, numberValue: null, note: "no key to the pump room", photo: null },
    { id: "psi", done: true, numberValue: 12.5, note: null, photo: null },
    { id: "photo", done: true, numberValue: null, note: null, photo },
  ],
  internalNotes: "gate sticks",
  customerNotes: "",
  photos: [photo],
};

describe("draftFromStop", () => {
  it("writes numbers as they are typed in the page's locale, without grouping", () => {
    const draft = draftFromStop(stop, es, "k");
    expect(draft.bodies.pool.readings).toEqual({ pH: "7,4", freeChlorine: "1234,5" });
    expect(draft.bodies.pool.doses[0].amount).toBe("76,8");
    expect(draft.tasks.psi.numberValue).toBe("12,5");
    expect(draftFromStop(stop, en, "k").bodies.pool.readings).toEqual({ pH: "7.4", freeChlorine: "1234.5" });
  });

  it("reads a task's note as its note when done and as the reason it was missed when not", () => {
    const draft = draftFromStop(stop, en, "k");
    expect(draft.tasks.brush).toMatchObject({ done: true, note: "walls and steps", missedReason: "" });
    expect(draft.tasks.filter).toMatchObject({
      done: false,
      note: "",
      missedReason: "no key to the pump room",
    });
    expect(draft.tasks.photo.photo).toEqual(photo);
    expect(draft.tasks.brush.numberValue).toBe("");
  });

  it("keeps the dose's recommendation and the notes and photos, and makes a new key unless given one", () => {
    const draft = draftFromStop(stop, en, "the-key");
    expect(draft.key).toBe("the-key");
    expect(draft.bodies.pool.doses[0]).toMatchObject({
      itemId: "item-1",
      recommendation: "freeChlorine:raise",
      recommendedAmount: 76.8,
    });
    expect(draft).toMatchObject({ internalNotes: "gate sticks", customerNotes: "", photos: [photo] });
    const a = draftFromStop(stop, en);
    const b = draftFromStop(stop, en);
    expect(a.key).not.toBe(b.key);
    expect(a.key).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe("visitOf", () => {
  it("sends the stop as loaded back unchanged (numbers as typed, empty readings left out)", () => {
    const draft = draftFromStop(stop, en, "k");
    draft.bodies.pool.readings.cya = "  ";
    const visit = visitOf(stop, draft);
    expect(visit.bodies).toEqual([
      {
        bodyOfWaterId: "pool",
        readings: { pH: "7.4", freeChlorine: "1234.5" },
        doses: [
          {
            itemId: "item-1",
            name: "Liquid chlorine",
            amount: "76.8",
            unit: "fl oz",
            recommendedAmount: 76.8,
            recommendedUnit: "fl oz",
            recommendation: "freeChlorine:raise",
          },
        ],
      },
      { bodyOfWaterId: "spa", readings: {}, doses: [] },
    ]);
    expect(visit.tasks).toEqual([
      {
        id: "brush",
        done: true,
        numberValue: null,
        note: "walls and steps",
        missedReason: null,
        photo: null,
      },
      {
        id: "filter",
        done: false,
        numberValue: null,
        note: null,
        missedReason: "no key to the pump room",
        photo: null,
      },
      { id: "psi", done: true, numberValue: "12.5", note: null, missedReason: null, photo: null },
      { id: "photo", done: true, numberValue: null, note: null, missedReason: null, photo },
    ]);
    expect(visit).toMatchObject({ internalNotes: "gate sticks", customerNotes: "", photos: [photo] });
  });

  it("covers every body and task of the stop, even ones the draft has not seen", () => {
    const draft: Draft = {
      bodies: {},
      tasks: {},
      internalNotes: "",
      customerNotes: "",
      photos: [],
      key: "k",
    };
    const visit = visitOf(stop, draft);
    expect(visit.bodies.map((b) => b.bodyOfWaterId)).toEqual(["pool", "spa"]);
    expect(visit.bodies.every((b) => Object.keys(b.readings).length === 0 && b.doses.length === 0)).toBe(
      true,
    );
    expect(visit.tasks.map((t) => [t.id, t.done, t.photo])).toEqual([
      ["brush", false, null],
      ["filter", false, null],
      ["psi", false, null],
      ["photo", false, null],
    ]);
  });

  it("sends an empty dose amount as 0, trims what was typed, and a chemical added by hand has no recommendation", () => {
    const draft = draftFromStop(stop, en, "k");
    draft.bodies.spa.doses.push({ itemId: null, name: "Muriatic acid", amount: "", unit: "fl oz" });
    draft.bodies.spa.readings.pH = " 7,8 ";
    const spa = visitOf(stop, draft).bodies[1];
    expect(spa.readings).toEqual({ pH: "7,8" });
    expect(spa.doses).toEqual([
      {
        itemId: null,
        name: "Muriatic acid",
        amount: 0,
        unit: "fl oz",
        recommendedAmount: null,
        recommendedUnit: null,
        recommendation: null,
      },
    ]);
  });

  it("round-trips any reading through the draft in either locale", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1000, max: 100_000, noNaN: true, noDefaultInfinity: true }),
        fc.constantFrom(["en", en] as const, ["es-ES", es] as const),
        (value, [locale, f]) => {
          const rounded = Number(value.toFixed(6));
          const one = { ...stop, bodies: [{ id: "pool", readings: { pH: rounded }, doses: [] }] };
          const sent = visitOf(one, draftFromStop(one, f, "k")).bodies[0].readings.pH;
          expect(parseLocaleNumber(String(sent), locale)).toBeCloseTo(rounded, 6);
        },
      ),
    );
  });
});

describe("withTyped", () => {
  it("puts what was typed before hydration at its path, and a typed task value or note ticks the task", () => {
    const draft = withTyped(draftFromStop(stop, en, "k"), [
      ["bodies/spa/readings/pH", "7.6"],
      ["tasks/filter/note", "done after all"],
      ["tasks/brush/done", false],
      ["customerNotes", "All clear"],
      ["bodies/pool/doses/0/amount", "80"],
    ]);
    expect(draft.bodies.spa.readings.pH).toBe("7.6");
    expect(draft.tasks.filter).toMatchObject({ note: "done after all", done: true });
    expect(draft.tasks.brush.done).toBe(false);
    expect(draft.customerNotes).toBe("All clear");
    expect(draft.bodies.pool.doses[0].amount).toBe("80");
  });

  it("does not tick a task for an emptied value, and ignores a path that leads nowhere", () => {
    const before = draftFromStop(stop, en, "k");
    const draft = withTyped(structuredClone(before), [
      ["tasks/filter/numberValue", ""],
      ["bodies/hot-tub/readings/pH", "7.2"],
      ["tasks/nope/note", "x"],
      ["", "x"],
    ]);
    expect(draft.tasks.filter.done).toBe(false);
    expect(draft.bodies["hot-tub"]).toBeUndefined();
    expect(draft.tasks.nope).toBeUndefined();
    expect(draft).toEqual(before);
  });
});

describe("the small parts", () => {
  it("names the units, the storage key, an empty task and empty text", () => {
    expect(doseUnits("us")).toEqual(["fl oz", "gal", "oz", "lb"]);
    expect(doseUnits("metric")).toEqual(["mL", "L", "g", "kg"]);
    expect(draftStorageKey("s-1")).toBe("dripdrop:stop:s-1");
    expect(emptyTaskDraft()).toEqual({
      done: false,
      numberValue: "",
      note: "",
      missedReason: "",
      photo: null,
    });
    expect(typedOrNull("   ")).toBeNull();
    expect(typedOrNull(" 7.4 ")).toBe("7.4");
  });
});

describe("draftBasis", () => {
  const loaded = { ...stop, id: "stop-1" };
  it("stays the same when the stop changes in what the draft is not made of (the arrive, the office's edit)", () => {
    const arrived = { ...loaded, status: "in progress", updatedAt: new Date(), description: "new gate code" };
    expect(draftBasis(arrived)).toBe(draftBasis(loaded));
  });
  it("changes with what the draft is made of: a reading, a task's reason, the notes, the photos, another stop", () => {
    const base = draftBasis(loaded);
    const variants = [
      { ...loaded, bodies: [{ ...loaded.bodies[0], readings: { pH: 7.5 } }, loaded.bodies[1]] },
      {
        ...loaded,
        tasks: loaded.tasks.map((t) => (t.id === "filter" ? { ...t, note: "pump room locked" } : t)),
      },
      { ...loaded, tasks: loaded.tasks.map((t) => (t.id === "brush" ? { ...t, done: false } : t)) },
      { ...loaded, internalNotes: "" },
      { ...loaded, customerNotes: "all clear" },
      { ...loaded, photos: [] },
      { ...loaded, id: "stop-2" },
    ];
    for (const v of variants) expect(draftBasis(v)).not.toBe(base);
  });
});
