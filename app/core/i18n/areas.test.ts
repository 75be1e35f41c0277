import { describe, expect, it } from "vitest";
import { AREAS, areaOf, areasIn } from "./areas";

describe("areaOf", () => {
  it("is the key's first part when that is an area", () => {
    expect(areaOf("field.stop.finish")).toBe("field");
    expect(areaOf("common.actions.save")).toBe("common");
  });

  it("is none for text that is not a key", () => {
    expect(areaOf("Chlorine")).toBeUndefined();
    expect(areaOf("Mr. Smith")).toBeUndefined();
    expect(areaOf(".field")).toBeUndefined();
    expect(areaOf("")).toBeUndefined();
  });
});

describe("areasIn", () => {
  it("keeps the known areas of a hint and drops the rest", () => {
    expect(areasIn(["field", "nope", 3, "water"])).toEqual(["field", "water"]);
    expect(areasIn("field")).toEqual([]);
    expect(areasIn(undefined)).toEqual([]);
  });

  it("lists each area once", () => {
    expect(new Set(AREAS).size).toBe(AREAS.length);
  });
});
