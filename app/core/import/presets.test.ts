import { describe, expect, it } from "vitest";
import { guessMapping } from "./fields";
import { choosePreset, parseSavedColumns, presetMapping, presetScore, savedColumnsOf } from "./presets";
import { splitFullName, validateRows } from "./validate";

const skimmerHeaders = [
  "Customer Name",
  "Email",
  "Mobile Phone",
  "Service Address",
  "Service City",
  "Service State",
  "Service Zip",
  "Gate Code",
  "Dog Name",
  "Body of Water",
  "Gallons",
];
const jobberHeaders = [
  "Client name",
  "Company name",
  "E-mail",
  "Main phone",
  "Billing street",
  "Billing city",
  "Billing province",
  "Billing postal code",
  "Property street",
  "Property city",
];
const poolBrainHeaders = [
  "Client First Name",
  "Client Last Name",
  "Client Email",
  "Pool Address",
  "Pool City",
  "Pool Name",
  "Pool Gallons",
];

describe("choosePreset", () => {
  it("recognises each tool's export by its columns", () => {
    expect(choosePreset(skimmerHeaders)).toBe("skimmer");
    expect(choosePreset(jobberHeaders)).toBe("jobber");
    expect(choosePreset(poolBrainHeaders)).toBe("poolBrain");
  });

  it("is generic for a hand-made sheet and on a tie", () => {
    expect(choosePreset(["First name", "Last name", "Address", "City"])).toBe("generic");
    expect(choosePreset([])).toBe("generic");
    // "Gate Code" and "Billing City" are named by two tools alike.
    expect(choosePreset(["Gate Code", "Billing City"])).toBe("generic");
  });

  it("prefers a company's saved preset that knows the file's columns", () => {
    const saved = [{ id: "p1", columns: { fullName: "Cliente", addressLine: "Calle", city: "Pueblo" } }];
    expect(choosePreset(["Cliente", "Calle", "Pueblo", "Otro"], saved)).toBe("p1");
    expect(choosePreset(skimmerHeaders, saved)).toBe("skimmer");
  });
});

describe("presetMapping", () => {
  it("maps a Skimmer export's columns, header case and spacing aside", () => {
    const mapping = presetMapping(
      { fullName: ["Customer Name"], addressLine: ["Service Address"], volume: ["Gallons"] },
      ["customer name", "SERVICE ADDRESS", "Gallons", "Email"],
    );
    expect(mapping.fullName).toBe("customer name");
    expect(mapping.addressLine).toBe("SERVICE ADDRESS");
    expect(mapping.volume).toBe("Gallons");
    // The generic guess fills what the preset leaves out.
    expect(mapping.email).toBe("Email");
  });

  it("never maps one column twice", () => {
    const mapping = presetMapping({ email: ["Mail"], notes: ["Mail"] }, ["Mail"]);
    expect(Object.values(mapping).filter((v) => v === "Mail")).toHaveLength(1);
  });

  it("is the generic guess without a preset", () => {
    expect(presetMapping(null, jobberHeaders)).toEqual(guessMapping(jobberHeaders));
  });

  it("scores a preset by the distinct columns it knows, generic names a quarter", () => {
    expect(presetScore({ email: ["Email"], phone: ["Phone"] }, ["Email", "Fax"])).toBe(0.25);
    expect(presetScore({ fullName: ["Kunde"] }, ["Kunde", "Kunde"])).toBe(1);
  });
});

describe("saved presets", () => {
  it("keeps only mapped fields, and reads back only fields with a column", () => {
    const mapping = presetMapping(null, ["First name", "Zip"]);
    expect(savedColumnsOf(mapping)).toEqual({ firstName: "First name", postalCode: "Zip" });
    expect(parseSavedColumns({ firstName: "A", bogus: "x", email: 3, phone: " " })).toEqual({
      firstName: "A",
    });
    expect(parseSavedColumns(null)).toEqual({});
  });
});

describe("a single name column", () => {
  it("splits 'Last, First' and 'First … Last'", () => {
    expect(splitFullName("Lee, Ann")).toEqual({ firstName: "Ann", lastName: "Lee" });
    expect(splitFullName("Ann  Marie Lee")).toEqual({ firstName: "Ann Marie", lastName: "Lee" });
    expect(splitFullName("Cher")).toEqual({ firstName: "Cher", lastName: "" });
  });

  it("fills the names of a Skimmer row, and never overrides name columns", () => {
    const rows: Record<string, string>[] = [
      { "Customer Name": "Ann Lee", "Service Address": "1 Palm St", "Service City": "Tampa" },
      { "Customer Name": "Ignored Name", First: "Bob", "Service Address": "", "Service City": "" },
    ];
    const mapping = presetMapping(presetColumnsFor(), [
      "Customer Name",
      "First",
      "Service Address",
      "Service City",
    ]);
    const result = validateRows(rows, mapping, "us");
    expect(result.errorCount).toBe(0);
    expect(result.valid[0].customer).toMatchObject({ firstName: "Ann", lastName: "Lee" });
    expect(result.valid[1].customer).toMatchObject({ firstName: "Bob", lastName: "" });
  });
});

function presetColumnsFor() {
  return { fullName: ["Customer Name"], firstName: ["First"] };
}
