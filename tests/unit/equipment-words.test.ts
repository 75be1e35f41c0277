import { describe, expect, it } from "vitest";
import { equipmentNameIn } from "~/components/i18n/equipment-words";
import { translatorFor } from "~/core/i18n/catalogs";

const es = translatorFor("es", "es-ES");
const en = translatorFor("en");

describe("equipment named with its category in the page's language", () => {
  it("reads as stored in English", () => {
    expect(equipmentNameIn(en, { category: "pump", makeModel: "Hayward TriStar VS 950" })).toBe(
      "pump Hayward TriStar VS 950",
    );
    expect(equipmentNameIn(en, { category: "salt cell", makeModel: "" })).toBe("salt cell");
  });

  it("words the category in Spanish and keeps make and model; an unknown category as stored", () => {
    expect(equipmentNameIn(es, { category: "pump", makeModel: "Hayward TriStar VS 950" })).toBe(
      "bomba Hayward TriStar VS 950",
    );
    expect(equipmentNameIn(es, { category: "pool robot", makeModel: "X" })).toBe("pool robot X");
  });
});
