import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { splitPoolAddress } from "./pool-address";

describe("splitPoolAddress", () => {
  it("splits street, city and state", () => {
    expect(splitPoolAddress("12 Palm Way, Tampa, FL")).toEqual({
      addressLine: "12 Palm Way",
      city: "Tampa",
      region: "FL",
    });
  });

  it("keeps a line without commas as the street, with no city", () => {
    expect(splitPoolAddress("12 Palm Way")).toEqual({ addressLine: "12 Palm Way", city: "", region: null });
  });

  it("drops a trailing ZIP code from the state and squeezes spaces", () => {
    expect(splitPoolAddress("  12   Palm Way ,  Tampa , FL 33602")).toEqual({
      addressLine: "12 Palm Way",
      city: "Tampa",
      region: "FL",
    });
  });

  it("ignores empty pieces", () => {
    expect(splitPoolAddress("12 Palm Way,, Tampa,")).toEqual({
      addressLine: "12 Palm Way",
      city: "Tampa",
      region: null,
    });
    expect(splitPoolAddress(" , ")).toEqual({ addressLine: "", city: "", region: null });
  });

  it("never loses the street and never puts a comma in street or city", () => {
    fc.assert(
      fc.property(fc.string(), (line) => {
        const split = splitPoolAddress(line);
        expect(split.addressLine.includes(",")).toBe(false);
        expect(split.city.includes(",")).toBe(false);
        if (line.replace(/[\s,]/g, "")) expect(split.addressLine).not.toBe("");
      }),
    );
  });
});
