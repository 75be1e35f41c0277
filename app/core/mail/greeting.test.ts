import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { greeting, greetingName, hello } from "./greeting";

describe("greetingName", () => {
  it("greets a person by first name, never by the 'Last, First' display name", () => {
    expect(greetingName({ firstName: "Quinn", name: "Walker05186, Quinn" })).toBe("Quinn");
    expect(greeting({ firstName: "Quinn", name: "Walker05186, Quinn" })).toBe("Hello Quinn,");
  });

  it("greets a company customer by the company's name", () => {
    expect(greetingName({ firstName: "Ann", companyName: "Sunset HOA", displayAsCompany: true })).toBe(
      "Sunset HOA",
    );
  });

  it("uses the first name when a company name is stored but the customer is shown as a person", () => {
    expect(greetingName({ firstName: "Ann", companyName: "Sunset HOA", displayAsCompany: false })).toBe(
      "Ann",
    );
  });

  it("reads the first name out of a 'Last, First' name when the parts are empty", () => {
    expect(greetingName({ firstName: "", name: "Morgan, Pat" })).toBe("Pat");
    expect(greetingName({ name: "Morgan," })).toBe("Morgan");
  });

  it("keeps a plain name whole (it may be a business) and falls back to the company", () => {
    expect(greetingName({ name: "Blue Wave Pools" })).toBe("Blue Wave Pools");
    expect(greetingName({ firstName: " ", companyName: "Acme" })).toBe("Acme");
  });

  it("says just 'Hello,' when there is no name at all", () => {
    expect(greeting({})).toBe("Hello,");
    expect(greeting({ firstName: "  ", name: " " })).toBe("Hello,");
    expect(hello("")).toBe("Hello,");
    expect(hello("Smith, Jones & Co")).toBe("Hello Smith, Jones & Co,");
  });

  it("never greets with a comma inside the name when built from a display name", () => {
    fc.assert(
      fc.property(
        fc.stringMatching(/^[A-Za-z0-9]{1,12}$/),
        fc.stringMatching(/^[A-Za-z]{1,12}$/),
        (last, first) => {
          expect(greetingName({ name: `${last}, ${first}` })).toBe(first);
          expect(greetingName({ firstName: first, name: `${last}, ${first}` })).toBe(first);
        },
      ),
    );
  });
});
