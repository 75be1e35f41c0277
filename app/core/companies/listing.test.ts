import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import { keyed } from "../i18n/keyed";
import { listingCheckKeys, missingListValues } from "../i18n/listing-words";
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

  it("lists what is missing in the reader's language", () => {
    const spanish = translatorFor("es");
    expect(listingChecklist(complete).map((c) => spanish(listingCheckKeys[c.key]))).toEqual([
      "Un número de teléfono",
      "Una dirección de correo electrónico",
      "La ciudad desde la que trabaja",
      "Los códigos postales que atiende",
      "Un logotipo",
      "Un sitio web",
    ]);
    const said = (fields: ListingFields, words = translatorFor("en")) =>
      words.text(
        keyed("people.verification.rules.incomplete", missingListValues(missingForVerification(fields))),
      );
    expect(said({ ...complete, city: null })).toBe(
      "Complete your listing first: the city you work from (in Settings).",
    );
    expect(said({ ...complete, phone: null, serviceZipCodes: [] })).toBe(
      "Complete your listing first: a phone number, the ZIP codes you serve (in Settings).",
    );
    expect(said({ ...complete, phone: null, email: "", city: null }, spanish)).toBe(
      "Primero complete su ficha: un número de teléfono, una dirección de correo electrónico, la ciudad desde la que trabaja (en Configuración).",
    );
  });
});
