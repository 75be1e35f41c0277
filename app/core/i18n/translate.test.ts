import { describe, expect, it } from "vitest";
import { keyed, readKeyed } from "./keyed";
import { createTranslator } from "./translate";

const english = {
  "t.stops": "{count, plural, one {# stop} other {# stops}} left",
  "t.hello": "Hello, {name}",
  "t.plain": "Finish",
  "t.english.only": "Only in English",
};
const spanish = {
  "t.stops": "{count, plural, one {Queda # parada} other {Quedan # paradas}}",
  "t.hello": "Hola, {name}",
  "t.plain": "Terminar",
};

describe("createTranslator", () => {
  const es = createTranslator<keyof typeof english>("es", "es-ES", spanish, english);

  it("formats ICU plurals and arguments in the language", () => {
    expect(es("t.stops", { count: 1 })).toBe("Queda 1 parada");
    expect(es("t.stops", { count: 3 })).toBe("Quedan 3 paradas");
    expect(es("t.hello", { name: "Ana" })).toBe("Hola, Ana");
    expect(es("t.plain")).toBe("Terminar");
  });

  it("writes numbers in messages the locale's way", () => {
    const t = createTranslator("es", "es-ES", { n: "pH {value, number}" });
    expect(t("n", { value: 7.5 })).toBe("pH 7,5");
  });

  it("falls back to English, then to the key", () => {
    expect(es("t.english.only")).toBe("Only in English");
    expect(es("t.nowhere" as never)).toBe("t.nowhere");
  });

  it("translates a message that is a key and leaves any other text alone", () => {
    expect(es.text("t.plain")).toBe("Terminar");
    expect(es.text("Enter a pH between 0 and 14.")).toBe("Enter a pH between 0 and 14.");
    expect(es.has("t.plain")).toBe(true);
    expect(es.has("nope")).toBe(false);
  });

  it("translates a key carried with its values as one string (a rule's message with data)", () => {
    const carried = keyed("t.hello" as never, { name: "Ana" });
    expect(es.text(carried)).toBe("Hola, Ana");
    expect(readKeyed(carried)).toEqual({ key: "t.hello", values: { name: "Ana" } });
    // Text that only looks like one stays as written: an unknown key, JSON that is not an object, no JSON at all.
    expect(es.text('t.unknown{"name":"Ana"}')).toBe('t.unknown{"name":"Ana"}');
    expect(es.text("t.hello{not json}")).toBe("t.hello{not json}");
    expect(readKeyed('t.hello["Ana"]')).toBeNull();
    expect(readKeyed("Pool {name}")).toBeNull();
  });

  it("writes a carried calendar date and time of day the reader's way, never shifted by a zone", () => {
    const t = createTranslator("es", "es-ES", {
      "t.ends": "Termina el {day} a las {at}",
      "t.owes": "{who} debe {amount} por {what}",
      "t.filter": "el filtro",
    });
    expect(t.text(keyed("t.ends" as never, { day: { date: "2026-12-31" }, at: { time: "17:30" } }))).toBe(
      "Termina el 31 dic 2026 a las 17:30",
    );
    expect(
      t.text(
        keyed("t.owes" as never, {
          who: "Ana",
          amount: { cents: 123456, currency: "USD" },
          what: { word: "t.filter" as never },
        }),
      ),
    ).toBe("Ana debe 1234,56\u00a0US$ por el filtro");
    const en = createTranslator("en", "en-US", { "t.ends": "Ends on {day} at {at}" });
    expect(en.text(keyed("t.ends" as never, { day: { date: "2026-01-01" }, at: { time: "09:05" } }))).toBe(
      "Ends on Jan 1, 2026 at 9:05 AM",
    );
  });
});

describe("rich messages", () => {
  it("hands each tag's translated chunks to its function, in order", () => {
    const t = createTranslator("es", "es", { m: "Hoy no hay paradas. <link>Planifique</link> el servicio." });
    const parts = t.rich<{ link: string[] }>("m", { link: (chunks) => ({ link: chunks as string[] }) });
    expect(parts).toEqual(["Hoy no hay paradas. ", { link: ["Planifique"] }, " el servicio."]);
  });
});
