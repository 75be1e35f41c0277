import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { billingTerms, customerStatuses, rateTypes } from "~/domain/customers/schemas";
import { translatorFor } from "../i18n/catalogs";
import { keyed } from "../i18n/keyed";
import { bodyKinds } from "../water/volume";
import { emptyMapping, type FieldKey, fieldKeys, guessMapping, type Mapping } from "./fields";
import {
  errorReportRows,
  importKeyOf,
  MAX_REPORTED_ERRORS,
  normalizeAddress,
  type RowError,
  sanitizerValues,
  stableHash,
  validateRows,
} from "./validate";

/** The problems' words as a reader of English (or Spanish) sees them: messages are catalog keys or keyed messages. */
const en = translatorFor("en");
const es = translatorFor("es");
const inEnglish = (errors: readonly RowError[]) => errors.map((e) => ({ ...e, message: en.text(e.message) }));

/** A mapping where each field is read from the column of the same name. */
const identity: Mapping = Object.fromEntries(fieldKeys.map((f) => [f, f])) as Mapping;
const row = (values: Partial<Record<FieldKey, string>>) => values as Record<string, string>;
const ann = { externalId: "A-1", firstName: "Ann", lastName: "Lee", email: "ann@example.com" };
const annPool = {
  ...ann,
  addressLine: "12 Palm Street",
  city: "Austin",
  region: "TX",
  postalCode: "78701",
  bodyName: "Main pool",
  volume: "20,000",
};

const check = (rows: Partial<Record<FieldKey, string>>[], units: "us" | "metric" = "us") =>
  validateRows(rows.map(row), identity, units);
const messagesOf = (rows: Partial<Record<FieldKey, string>>[], units: "us" | "metric" = "us") =>
  check(rows, units).errors.map((e) => `${e.field}: ${en.text(e.message)}`);

describe("validateRows: a good file", () => {
  it("reads a customer with a location and a pool", () => {
    const result = check([annPool]);
    expect(result.errors).toEqual([]);
    expect(result.errorCount).toBe(0);
    expect(result.rowCount).toBe(1);
    expect(result.valid).toHaveLength(1);
    const [c] = result.customers;
    expect(c.importKey).toBe("A-1");
    expect(c.customer).toMatchObject({
      firstName: "Ann",
      lastName: "Lee",
      email: "ann@example.com",
      status: "active",
      displayAsCompany: false,
    });
    expect(c.locations).toHaveLength(1);
    expect(c.locations[0].fields).toMatchObject({
      addressLine: "12 Palm Street",
      city: "Austin",
      country: "US",
      latitude: null,
    });
    expect(c.locations[0].bodies).toEqual([
      { name: "Main pool", kind: "pool", volume: 20000, sanitizer: null },
    ]);
    expect(result.counts).toEqual({ customers: 1, locations: 1, bodies: 1 });
  });

  it("reads a customer without a location", () => {
    const result = check([{ firstName: "Bo" }]);
    expect(result.errors).toEqual([]);
    expect(result.customers[0].locations).toEqual([]);
  });

  it("groups rows with the same customer ID into one customer with several locations and pools", () => {
    const result = check([
      annPool,
      { ...annPool, bodyName: "Spa", kind: "hot tub", volume: "400" },
      { ...annPool, addressLine: "12 palm st.", city: "AUSTIN", bodyName: "main  POOL" },
      { ...ann, addressLine: "9 Lake Rd", city: "Austin" },
      // Same ID, other details: still the same customer (the first row's details win).
      {
        ...ann,
        firstName: "Annie",
        addressLine: "9 Lake Road",
        city: "Austin",
        bodyName: "Pond",
        kind: "pond",
        volume: "500",
      },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.customers).toHaveLength(1);
    const [c] = result.customers;
    expect(c.customer.firstName).toBe("Ann");
    expect(c.lines).toEqual([2, 3, 4, 5, 6]);
    expect(c.locations.map((l) => l.fields.addressLine)).toEqual(["12 Palm Street", "9 Lake Rd"]);
    expect(c.locations[0].bodies.map((b) => `${b.name}/${b.kind}`)).toEqual(["Main pool/pool", "Spa/spa"]);
    expect(c.locations[1].bodies.map((b) => `${b.name}/${b.kind}`)).toEqual(["Pond/water feature"]);
    expect(result.counts).toEqual({ customers: 1, locations: 2, bodies: 3 });
  });

  it("without an ID, groups by name and e-mail", () => {
    const result = check([
      { firstName: "Ann", lastName: "Lee", email: "ann@example.com", addressLine: "1 A St", city: "X" },
      { firstName: " ann ", lastName: "LEE", email: "ANN@example.com", addressLine: "2 B St", city: "X" },
      { firstName: "Ann", lastName: "Lee", email: "other@example.com" },
      { companyName: "Lee Holdings" },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.customers.map((c) => c.locations.length)).toEqual([2, 0, 0]);
    expect(new Set(result.customers.map((c) => c.importKey)).size).toBe(3);
    expect(result.customers[2].customer.displayAsCompany).toBe(true);
  });

  it("skips blank rows but keeps counting lines", () => {
    const result = check([{ firstName: "Ann" }, {}, { firstName: "  " }, { firstName: "Bo", email: "nope" }]);
    expect(result.rowCount).toBe(2);
    expect(inEnglish(result.errors)).toEqual([
      { row: 4, line: 5, field: "email", message: "Enter a valid e-mail address." },
    ]);
  });

  it("reads choices case-insensitively, with common synonyms", () => {
    const rows = [
      { sanitizer: "Salt water", kind: "Pool", status: "Active" },
      { sanitizer: "SWG", kind: "Hot tub", status: "prospect" },
      { sanitizer: "saltwater", kind: "SPA", status: "Cancelled" },
      { sanitizer: "BROMINE", kind: "water-feature", status: "LEAD" },
      { sanitizer: "Liquid chlorine", kind: "fountain", status: "inactive" },
    ].map((r, i) => ({
      externalId: `C${i}`,
      firstName: "X",
      addressLine: `${i} Main St`,
      city: "Y",
      volume: "1000",
      ...r,
    }));
    const result = check(rows);
    expect(result.errors).toEqual([]);
    const got = result.valid.map((v) => `${v.body?.sanitizer}/${v.body?.kind}/${v.customer.status}`);
    expect(got).toEqual([
      "salt/pool/active",
      "salt/spa/lead",
      "salt/spa/inactive",
      "bromine/water feature/lead",
      "chlorine/fountain/inactive",
    ]);
  });

  it("reads the choices said in Spanish, accents or not", () => {
    const rows = [
      {
        sanitizer: "Sal",
        kind: "Piscina",
        status: "Activo",
        billingTerms: "Neto 15",
        rateType: "por visita",
      },
      {
        sanitizer: "cloro",
        kind: "Hidromasaje",
        status: "prospecto",
        displayAsCompany: "Sí",
        companyName: "Sol",
      },
      {
        sanitizer: "Bromo",
        kind: "fuente",
        status: "INACTIVO",
        rateType: "mensual",
        preferredLanguage: "Español",
      },
    ].map((r, i) => ({
      externalId: `E${i}`,
      firstName: "X",
      addressLine: `${i} Calle`,
      city: "Y",
      volume: "1000",
      ...r,
    }));
    const result = check(rows);
    expect(inEnglish(result.errors)).toEqual([]);
    expect(result.valid.map((v) => `${v.body?.sanitizer}/${v.body?.kind}/${v.customer.status}`)).toEqual([
      "salt/pool/active",
      "chlorine/spa/lead",
      "bromine/fountain/inactive",
    ]);
    expect(result.valid.map((v) => [v.customer.billingTerms, v.customer.rateType])).toEqual([
      ["net 15", "per stop"],
      ["due on receipt", "per month"],
      ["due on receipt", "per month"],
    ]);
    expect(result.valid[1].customer.displayAsCompany).toBe(true);
    expect(result.valid[2].customer.preferredLanguage).toBe("es");
  });

  it("without a kind column, takes the kind from the body of water's name", () => {
    const kinds = ["Main pool", "Spa", "Hot tub", "Pool/Spa combo", "Front fountain", "Koi pond", "Lap"].map(
      (bodyName, i) =>
        check([
          { externalId: `K${i}`, firstName: "X", addressLine: "1 A St", city: "Y", bodyName, volume: "600" },
        ]).valid[0]?.body?.kind,
    );
    expect(kinds).toEqual(["pool", "spa", "spa", "spa", "fountain", "water feature", "pool"]);
  });

  it("reads tags, billing terms, rate types and the business flag", () => {
    const result = check([
      {
        companyName: "Acme",
        firstName: "Al",
        displayAsCompany: "Yes",
        tags: "VIP; weekly | vip, gated",
        billingTerms: "Net30",
        rateType: "monthly",
        notes: "Pays by check",
      },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.customers[0].customer).toMatchObject({
      displayAsCompany: true,
      tags: ["vip", "weekly", "gated"],
      billingTerms: "net 30",
      rateType: "per month",
      billingNotes: "Pays by check",
    });
  });

  it("reads the preferred language as a code or a name; blank leaves it; anything else is refused", () => {
    const result = check([
      { ...ann, preferredLanguage: "Español" },
      { externalId: "B-2", firstName: "Bo", lastName: "Diaz", preferredLanguage: "en" },
      { externalId: "C-3", firstName: "Cy", lastName: "Kim" },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.customers.map((c) => c.customer.preferredLanguage)).toEqual(["es", "en", undefined]);
    expect(messagesOf([{ ...ann, preferredLanguage: "French" }])).toEqual([
      "preferredLanguage: Preferred language must be en or es (English or Spanish), not “French”.",
    ]);
    expect(guessMapping(["Name", "Idioma"]).preferredLanguage).toBe("Idioma");
  });

  it("reads volumes written with separators and units, and the country", () => {
    const result = check([
      { ...annPool, volume: "18 500 gal" },
      { ...annPool, externalId: "B", addressLine: "2 B St", volume: "75000 L", country: "Canada" },
      { ...annPool, externalId: "C", addressLine: "3 C St", volume: "12000.4", country: "au" },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.valid.map((v) => v.body?.volume)).toEqual([18500, 75000, 12000]);
    expect(result.valid.map((v) => v.location?.country)).toEqual(["US", "CA", "AU"]);
  });

  it("takes coordinates, with a decimal comma too", () => {
    const result = check([
      { ...ann, addressLine: "1 A St", city: "X", latitude: "30,25", longitude: "-97.75" },
    ]);
    expect(result.errors).toEqual([]);
    expect(result.valid[0].location).toMatchObject({ latitude: 30.25, longitude: -97.75 });
  });

  it("uses the company's country when a row names none", () => {
    const result = validateRows(
      [row({ firstName: "A", addressLine: "1 A St", city: "X" })],
      identity,
      "metric",
      {
        defaultCountry: "AU",
      },
    );
    expect(result.valid[0].location?.country).toBe("AU");
  });

  it("lists which fields the file has", () => {
    const mapping = { ...emptyMapping(), firstName: "First", email: "Mail" };
    expect(validateRows([], mapping, "us").mappedFields).toEqual(["firstName", "email"]);
  });

  it("works with guessMapping on another tool's headers", () => {
    const rows = [{ "First Name": "Ann", Surname: "Lee", "E-mail Address": "ann@example.com", Gallons: "" }];
    const result = validateRows(rows, guessMapping(Object.keys(rows[0])), "us");
    expect(result.errors).toEqual([]);
    expect(result.customers[0].customer.lastName).toBe("Lee");
  });
});

describe("validateRows: problems", () => {
  it("refuses a control character in a cell, on its field, like the forms do", () => {
    expect(messagesOf([{ firstName: "Ann\u001b", lastName: "Lee" }])).toEqual([
      expect.stringMatching(/^firstName: Remove the invisible control character escape \(U\+001B\)/),
    ]);
    expect(messagesOf([{ firstName: "Ann", lastName: "Lee", gateCode: "12\u0085" }])[0]).toMatch(
      /^gateCode: .*U\+0085/,
    );
  });

  it("needs a name or a business name", () => {
    expect(messagesOf([{ email: "a@example.com" }])).toEqual([
      "lastName: Enter the customer's first or last name, or a business name.",
    ]);
  });

  it("checks e-mail and phone numbers like the customer form", () => {
    expect(messagesOf([{ firstName: "A", email: "a@", phone: "12", mobilePhone: "call me" }])).toEqual([
      "email: Enter a valid e-mail address.",
      "phone: Enter the phone as digits (spaces, + ( ) - . allowed).",
      "mobilePhone: Enter the mobile phone as digits (spaces, + ( ) - . allowed).",
    ]);
    expect(messagesOf([{ firstName: "A", phone: "+1 (555) 010-0100", mobilePhone: "555.010.0101" }])).toEqual(
      [],
    );
  });

  it("checks coordinates: in range, and both or neither", () => {
    const at = (latitude: string, longitude: string) =>
      messagesOf([{ firstName: "A", addressLine: "1 A St", city: "X", latitude, longitude }]);
    expect(at("91", "0")).toEqual(["latitude: Latitude must be a number between −90 and 90."]);
    expect(at("0", "-181")).toEqual(["longitude: Longitude must be a number between −180 and 180."]);
    expect(at("north", "0")).toEqual(["latitude: Latitude must be a number between −90 and 90."]);
    expect(at("30", "")).toEqual(["longitude: Enter both latitude and longitude, or neither."]);
    expect(at("", "-97")).toEqual(["latitude: Enter both latitude and longitude, or neither."]);
    expect(at("-90", "180")).toEqual([]);
  });

  it("needs the address and city when any location field is given", () => {
    expect(messagesOf([{ firstName: "A", gateCode: "1234" }])).toEqual([
      "addressLine: Enter the service address: this row has location details without one.",
      "city: Enter the city of the service address.",
    ]);
    expect(messagesOf([{ firstName: "A", addressLine: "1 A St" }])).toEqual([
      "city: Enter the city of the service address.",
    ]);
  });

  it("needs a location for a body of water", () => {
    expect(messagesOf([{ firstName: "A", bodyName: "Pool", volume: "20000" }])).toEqual([
      "addressLine: A body of water needs the service address it is at.",
    ]);
  });

  it("checks the volume: given, a number, more than 0, plausible for the kind and units", () => {
    const vol = (volume: string, kind = "", units: "us" | "metric" = "us") =>
      messagesOf([{ firstName: "A", addressLine: "1 A St", city: "X", bodyName: "P", volume, kind }], units);
    expect(vol("")).toEqual(["volume: Enter the volume of the body of water in gallons."]);
    expect(vol("lots")).toEqual(["volume: Enter the volume as a number of gallons, not “lots”."]);
    expect(vol("-5")).toEqual(["volume: Enter the volume as a number of gallons, not “-5”."]);
    expect(vol("0")).toEqual(["volume: The volume must be more than 0 gallons."]);
    expect(vol("50")).toEqual(["volume: A pool under 500 gal is not plausible."]);
    expect(vol("50", "spa")).toEqual([]);
    expect(vol("5000", "spa")).toEqual(["volume: A spa over 3,000 gal is not plausible."]);
    expect(vol("1000", "pool", "metric")).toEqual(["volume: A pool under 2,000 L is not plausible."]);
    expect(vol("", "", "metric")).toEqual(["volume: Enter the volume of the body of water in litres."]);
  });

  it("names the allowed values of a choice it does not know", () => {
    expect(
      messagesOf([
        {
          firstName: "A",
          status: "gold",
          addressLine: "1 A St",
          city: "X",
          volume: "20000",
          kind: "lake",
          sanitizer: "ozone",
        },
      ]),
    ).toEqual([
      "status: Status must be lead, active or inactive, not “gold”.",
      "kind: Kind must be pool, spa, fountain or water feature, not “lake”.",
      "sanitizer: Sanitizer must be chlorine, salt, bromine or mineral, not “ozone”.",
    ]);
  });

  it("checks lengths like the forms", () => {
    expect(messagesOf([{ firstName: "A".repeat(61) }])).toEqual([
      "firstName: Keep the first name under 60 characters.",
    ]);
    expect(messagesOf([{ firstName: "A", externalId: "9".repeat(101) }])).toEqual([
      "externalId: Keep the customer ID under 100 characters.",
    ]);
    expect(messagesOf([{ firstName: "A", country: "Atlantis", addressLine: "1 A St", city: "X" }])).toEqual([
      "country: Use the two-letter country code, e.g. US, not “Atlantis”.",
    ]);
  });

  it("reports the line of the file (data row + 1 for the header), keeping good rows apart", () => {
    const result = check([{ firstName: "A" }, { firstName: "B", email: "bad" }, { firstName: "C" }]);
    expect(inEnglish(result.errors)).toEqual([
      { row: 2, line: 3, field: "email", message: "Enter a valid e-mail address." },
    ]);
    expect(result.invalidRows).toBe(1);
    expect(result.valid.map((v) => v.customer.firstName)).toEqual(["A", "C"]);
    expect(result.customers).toHaveLength(2);
  });

  it("stays bounded on 10,000 bad rows: the first 500 problems listed, all counted", () => {
    const rows = Array.from({ length: 10_000 }, (_, i) =>
      row({ firstName: `N${i}`, email: "bad", phone: "x" }),
    );
    const started = performance.now();
    const result = validateRows(rows, identity, "us");
    const elapsed = performance.now() - started;
    expect(result.errors).toHaveLength(MAX_REPORTED_ERRORS);
    expect(result.errorCount).toBe(20_000);
    expect(result.invalidRows).toBe(10_000);
    expect(result.valid).toEqual([]);
    expect(result.errors[0].line).toBe(2);
    expect(result.errors.at(-1)?.line).toBe(251);
    expect(elapsed).toBeLessThan(10_000);
  }, 30_000); // 10,000 rows: seconds on a loaded machine

  it("never throws on arbitrary strings", () => {
    const text = fc.oneof(
      fc.string(),
      fc.string({ unit: "grapheme" }),
      fc.string({ unit: "binary-ascii" }),
      fc.constantFrom(
        "",
        " ",
        "__proto__",
        "constructor",
        "NaN",
        "Infinity",
        "-0",
        "1e400",
        "0x10",
        "20,000 gal",
      ),
    );
    fc.assert(
      fc.property(
        fc.array(text, { maxLength: 6 }),
        fc.array(fc.array(text, { maxLength: 6 }), { maxLength: 8 }),
        fc.dictionary(fc.constantFrom(...fieldKeys), fc.option(text)),
        fc.constantFrom("us", "metric"),
        (headers, cells, partialMapping, units) => {
          const rows = cells.map((r) => Object.fromEntries(headers.map((h, i) => [h, r[i] ?? ""])));
          const mapping = { ...emptyMapping(), ...partialMapping, ...guessMapping(headers) } as Mapping;
          const result = validateRows(rows, mapping, units as "us" | "metric");
          expect(result.valid.length + result.invalidRows).toBe(result.rowCount);
          expect(result.errors.length).toBeLessThanOrEqual(result.errorCount);
          for (const e of result.errors) expect(e.line).toBe(e.row + 1);
          // Everything valid is ready for the database.
          for (const v of result.valid) {
            if (v.body) expect(Number.isInteger(v.body.volume) && v.body.volume > 0).toBe(true);
            if (v.location) expect(v.location.addressLine.length).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 300 },
    );
  });

  it("never throws on malformed input either", () => {
    const weird = [null, 42, { firstName: 7 }, Object.create(null)] as unknown as Record<string, string>[];
    expect(() => validateRows(weird, identity, "us")).not.toThrow();
    expect(() => validateRows(weird, null as unknown as Mapping, "nonsense" as "us")).not.toThrow();
  });
});

describe("import keys", () => {
  it("is the customer ID when there is one", () => {
    expect(importKeyOf("A-1", { firstName: "x", lastName: "y", companyName: null, email: null })).toBe("A-1");
  });

  it("is a stable hash of name and e-mail otherwise, ignoring case and spacing", () => {
    const a = importKeyOf(null, {
      firstName: "Ann",
      lastName: "Lee",
      companyName: null,
      email: "ann@example.com",
    });
    const b = importKeyOf(null, {
      firstName: " ANN",
      lastName: "lee ",
      companyName: null,
      email: "Ann@Example.com",
    });
    const c = importKeyOf(null, {
      firstName: "Ann",
      lastName: "Lee",
      companyName: null,
      email: "ann@other.com",
    });
    expect(a).toBe(b);
    expect(a).not.toBe(c);
    expect(a).toMatch(/^name:[0-9a-f]{28}$/);
    // Stable across runs and releases: re-importing next year must find the same customers.
    expect(stableHash("ann|lee||ann@example.com")).toBe(stableHash("ann|lee||ann@example.com"));
    expect(stableHash("")).toMatchInlineSnapshot(`"1c4425d7d009e10791d3587ca4bf"`);
  });

  it("normalises addresses", () => {
    expect(normalizeAddress("12 Palm Street, Apt. 4", "Austin")).toBe(
      normalizeAddress("12 palm st apt 4", "AUSTIN"),
    );
    expect(normalizeAddress("12 Palm St", "Austin")).not.toBe(normalizeAddress("12 Palm St", "Dallas"));
  });
});

describe("errorReportRows", () => {
  it("gives line, column label and message, worded by the reader's words", () => {
    const errors: RowError[] = [
      { row: 1, line: 2, field: "email", message: "places.validation.email" },
      { row: 3, line: 4, field: "row", message: "common.import.unreadableRow" },
    ];
    const labels: Partial<Record<RowError["field"], string>> = { email: "E-mail", row: "Row" };
    const column = (field: RowError["field"]) => labels[field] ?? field;
    expect(errorReportRows(errors, { column, message: en.text })).toEqual([
      ["2", "E-mail", "Enter a valid e-mail address."],
      ["4", "Row", "This row could not be read."],
    ]);
    expect(errorReportRows(errors, { column, message: es.text }).map((r) => r[2])).toEqual([
      "Escriba un correo electrónico válido.",
      "No se pudo leer esta fila.",
    ]);
  });
});

describe("the problems in Spanish", () => {
  it("words the import's own messages and the forms' in the reader's language", () => {
    const spanish = check([
      {
        status: "gone",
        lastName: "Lee",
        country: "Atlantis",
        addressLine: "1 A St",
        city: "X",
        volume: "lots",
      },
      { email: "a@example.com" },
    ]).errors.map((e) => `${e.field}: ${es.text(e.message)}`);
    expect(spanish).toEqual([
      "status: El estado debe ser lead, active o inactive, no “gone”.",
      "country: Use el código de país de dos letras, p. ej. US, no “Atlantis”.",
      "volume: Escriba el volumen como un número de galones, no “lots”.",
      "lastName: Escriba el nombre o el apellido del cliente, o el nombre de la empresa.",
    ]);
    expect(spanish.join(" ")).not.toMatch(/must be|Enter|Use the/);
    const metric = check([{ firstName: "A", addressLine: "1 A St", city: "X", bodyName: "P" }], "metric");
    expect(metric.errors.map((e) => es.text(e.message))).toEqual([
      "Escriba el volumen de la piscina en litros.",
    ]);
  });

  it("names in English the very values a file may hold (the message lists them by hand)", () => {
    const listOf = (values: readonly string[]) => `${values.slice(0, -1).join(", ")} or ${values.at(-1)}`;
    const words = (key: Parameters<typeof keyed>[0]) => en.text(keyed(key, { value: "x" }));
    expect(words("common.import.status")).toContain(`be ${listOf(customerStatuses)}, not`);
    expect(words("common.import.billingTerms")).toContain(`be ${listOf(billingTerms)}, not`);
    expect(words("common.import.rateType")).toContain(`be ${listOf(rateTypes)}, not`);
    expect(words("common.import.kind")).toContain(`be ${listOf(bodyKinds)}, not`);
    expect(words("common.import.sanitizer")).toContain(`be ${listOf(sanitizerValues)}, not`);
  });
});
