import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { importFieldLabels } from "~/routes/company/customers/import-labels";
import { en } from "../i18n/catalogs/en";
import { es } from "../i18n/catalogs/es";
import { type FieldKey, fieldKeys, guessMapping, normalizeHeader, sanitizeMapping } from "./fields";

const guessOne = (header: string) => {
  const mapping = guessMapping([header]);
  return fieldKeys.find((f) => mapping[f] === header) ?? null;
};

describe("guessMapping", () => {
  it.each<[string, FieldKey]>([
    ["First Name", "firstName"],
    ["first", "firstName"],
    ["fname", "firstName"],
    ["FIRST_NAME", "firstName"],
    ["Last", "lastName"],
    ["Surname", "lastName"],
    ["Company", "companyName"],
    ["Business", "companyName"],
    ["Email", "email"],
    ["E-mail Address", "email"],
    ["Phone", "phone"],
    ["Home Phone", "phone"],
    ["Tel", "phone"],
    ["Mobile", "mobilePhone"],
    ["Cell", "mobilePhone"],
    ["Address", "addressLine"],
    ["Street", "addressLine"],
    ["Service Address", "addressLine"],
    ["Address 1", "addressLine"],
    ["City", "city"],
    ["State", "region"],
    ["Province", "region"],
    ["Region", "region"],
    ["Zip", "postalCode"],
    ["Postal Code", "postalCode"],
    ["Lat", "latitude"],
    ["Latitude", "latitude"],
    ["Lng", "longitude"],
    ["Lon", "longitude"],
    ["Longitude", "longitude"],
    ["Gate Code", "gateCode"],
    ["Dog", "dogName"],
    ["Pool Name", "bodyName"],
    ["Body of water", "bodyName"],
    ["Gallons", "volume"],
    ["Volume", "volume"],
    ["Sanitizer", "sanitizer"],
    ["Chlorine type", "sanitizer"],
    ["Kind", "kind"],
    ["Type", "kind"],
    ["Tags", "tags"],
    ["Notes", "notes"],
    ["Billing notes", "notes"],
    ["Status", "status"],
    ["Customer ID", "externalId"],
    ["ID", "externalId"],
    ["Account #", "externalId"],
    ["Billing address", "billingAddressLine"],
    ["Billing ZIP code", "billingPostalCode"],
  ])("maps “%s” to %s", (header, field) => {
    expect(guessOne(header)).toBe(field);
  });

  it("ignores case, spaces and punctuation", () => {
    expect(normalizeHeader("  E-Mail   ADDRESS ")).toBe(normalizeHeader("email address"));
    expect(guessOne("e_mail")).toBe("email");
    expect(guessOne("ZIP-code")).toBe("postalCode");
  });

  it("understands a leading “Customer”/“Primary” word and a unit in brackets", () => {
    expect(guessOne("Customer Email")).toBe("email");
    expect(guessOne("Primary Phone")).toBe("phone");
    expect(guessOne("Client First Name")).toBe("firstName");
    expect(guessOne("Volume (gallons)")).toBe("volume");
    expect(guessOne("Latitude [deg]")).toBe("latitude");
  });

  it("leaves unknown columns and missing fields unmapped", () => {
    const mapping = guessMapping(["Favourite colour", "Shoe size", ""]);
    expect(Object.values(mapping).every((v) => v === null)).toBe(true);
    expect(Object.keys(mapping).sort()).toEqual([...fieldKeys].sort());
  });

  it("uses each column once and prefers the best synonym", () => {
    const mapping = guessMapping(["Home Phone", "Phone", "Cell", "Mobile"]);
    expect(mapping.phone).toBe("Phone");
    expect(mapping.mobilePhone).toBe("Mobile");
    // An exact match beats a loose one: "Customer ID" is the ID, "Location ID" is not.
    const ids = guessMapping(["Location ID", "Customer ID"]);
    expect(ids.externalId).toBe("Customer ID");
  });

  it("maps a typical export of another tool", () => {
    const mapping = guessMapping([
      "Account #",
      "First Name",
      "Last Name",
      "Company",
      "E-mail Address",
      "Home Phone",
      "Cell",
      "Service Address",
      "City",
      "State",
      "Zip",
      "Gallons",
      "Sanitizer",
      "Notes",
    ]);
    expect(mapping).toMatchObject({
      externalId: "Account #",
      firstName: "First Name",
      lastName: "Last Name",
      companyName: "Company",
      email: "E-mail Address",
      phone: "Home Phone",
      mobilePhone: "Cell",
      addressLine: "Service Address",
      city: "City",
      region: "State",
      postalCode: "Zip",
      volume: "Gallons",
      sanitizer: "Sanitizer",
      notes: "Notes",
      latitude: null,
      bodyName: null,
    });
  });

  it("maps our own export headers back", () => {
    const mapping = guessMapping([
      "Customer ID",
      "Display name",
      "First name",
      "Last name",
      "Business name",
      "Display as business",
      "Email",
      "Phone",
      "Mobile phone",
      "Billing address",
      "Billing city",
      "Billing state",
      "Billing ZIP code",
      "Status",
      "Tags",
      "Billing notes",
      "Billing terms",
      "Rate type",
      "Created",
    ]);
    expect(mapping).toMatchObject({
      externalId: "Customer ID",
      firstName: "First name",
      lastName: "Last name",
      companyName: "Business name",
      displayAsCompany: "Display as business",
      email: "Email",
      phone: "Phone",
      mobilePhone: "Mobile phone",
      billingAddressLine: "Billing address",
      billingCity: "Billing city",
      billingRegion: "Billing state",
      billingPostalCode: "Billing ZIP code",
      status: "Status",
      tags: "Tags",
      notes: "Billing notes",
      billingTerms: "Billing terms",
      rateType: "Rate type",
      addressLine: null,
      city: null,
    });
  });

  it("maps the field names a reader sees, in English and in Spanish, each to its field", () => {
    for (const catalog of [en, es]) {
      const headers = fieldKeys.map((f) => catalog[importFieldLabels[f]]);
      const mapping = guessMapping(headers);
      expect(Object.fromEntries(fieldKeys.map((f) => [f, mapping[f]]))).toEqual(
        Object.fromEntries(fieldKeys.map((f) => [f, catalog[importFieldLabels[f]]])),
      );
    }
    // Each alone too (a file with few columns), and without its accents.
    expect(guessOne("Correo electrónico")).toBe("email");
    expect(guessOne("Correo electronico")).toBe("email");
    expect(guessOne("TELEFONO")).toBe("phone");
    expect(guessOne("Código postal")).toBe("postalCode");
    expect(guessOne("Apellido")).toBe("lastName");
    expect(guessOne("Nombre")).toBe("firstName");
    expect(guessOne("Volumen (gal)")).toBe("volume");
  });

  it("never throws, and maps only to distinct columns of the file", () => {
    fc.assert(
      fc.property(
        fc.array(fc.oneof(fc.string(), fc.constantFrom("Phone", "Email", "ID", "__proto__"))),
        (h) => {
          const mapping = guessMapping(h);
          const used = Object.values(mapping).filter((v): v is string => v !== null);
          for (const v of used) expect(h).toContain(v);
          const columns = used.map((v) => h.indexOf(v));
          expect(new Set(columns).size).toBe(columns.length);
        },
      ),
    );
  });
});

describe("sanitizeMapping", () => {
  it("keeps only columns the file has", () => {
    const mapping = sanitizeMapping(
      { firstName: "First", lastName: "Nope", email: 42, __proto__: "x", city: "" },
      ["First", "City"],
    );
    expect(mapping.firstName).toBe("First");
    expect(mapping.lastName).toBeNull();
    expect(mapping.email).toBeNull();
    expect(mapping.city).toBeNull();
  });
});
