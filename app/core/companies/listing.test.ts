import { describe, expect, it } from "vitest";
import { type ListingFields, listingChecklist, missingForVerification } from "./listing";

const complete: ListingFields = {
  logoUrl: "/uploads/logo.png",
  email: "office@bluewave.example",
  phone: "(555) 010-2000",
  city: "San Diego",
  website: "https://bluewave.example",
  serviceZipCodes: ["92101"],
};

describe("listing checklist", () => {
  it("a complete listing misses nothing", () => {
    expect(listingChecklist(complete).every((c) => c.done)).toBe(true);
    expect(missingForVerification(complete)).toEqual([]);
  });

  it("contact details, city and ZIP codes are required; logo and website only improve the listing", () => {
    const bare: ListingFields = {
      logoUrl: null,
      email: null,
      phone: "  ",
      city: "",
      website: null,
      serviceZipCodes: [],
    };
    expect(missingForVerification(bare).map((c) => c.key)).toEqual([
      "phone",
      "email",
      "city",
      "serviceZipCodes",
    ]);
    const optional = listingChecklist(bare).filter((c) => !c.required);
    expect(optional.map((c) => [c.key, c.done])).toEqual([
      ["logoUrl", false],
      ["website", false],
    ]);
    expect(missingForVerification({ ...complete, logoUrl: null, website: null })).toEqual([]);
  });
});
