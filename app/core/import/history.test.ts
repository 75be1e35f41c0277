import { describe, expect, it } from "vitest";
import { translatorFor } from "../i18n/catalogs";
import { guessHistoryMapping, parseDoses, parseServiceDate, validateHistoryRows } from "./history";

const today = "2026-11-28";

describe("guessHistoryMapping", () => {
  it("finds the date, customer, readings and doses columns", () => {
    const m = guessHistoryMapping([
      "Service Date",
      "Customer",
      "Pool",
      "Tech",
      "FC",
      "pH",
      "TA",
      "CYA",
      "Chemicals",
    ]);
    expect(m).toMatchObject({
      date: "Service Date",
      customerName: "Customer",
      bodyName: "Pool",
      technician: "Tech",
      freeChlorine: "FC",
      pH: "pH",
      totalAlkalinity: "TA",
      cyanuricAcid: "CYA",
      doses: "Chemicals",
    });
    expect(m.salt).toBeNull();
  });
});

describe("parseServiceDate", () => {
  it("reads ISO and US dates, refuses impossible and future ones", () => {
    expect(parseServiceDate("2024-03-05", today)).toBe("2024-03-05");
    expect(parseServiceDate("2024-03-05 14:30", today)).toBe("2024-03-05");
    expect(parseServiceDate("3/5/2024", today)).toBe("2024-03-05");
    expect(parseServiceDate("03/05/24", today)).toBe("2024-03-05");
    expect(parseServiceDate("2024-02-30", today)).toBeNull();
    expect(parseServiceDate("2027-01-01", today)).toBeNull();
    expect(parseServiceDate("last week", today)).toBeNull();
  });
});

describe("parseDoses", () => {
  it("reads names, amounts and units", () => {
    expect(parseDoses("Liquid chlorine 1.5 gal; Muriatic acid 32 oz | Tabs 2")).toEqual([
      { name: "Liquid chlorine", amount: 1.5, unit: "gal" },
      { name: "Muriatic acid", amount: 32, unit: "oz" },
      { name: "Tabs", amount: 2, unit: "unit" },
    ]);
    expect(parseDoses("Cloro: 1,5 gal")).toEqual([{ name: "Cloro", amount: 1.5, unit: "gal" }]);
    expect(parseDoses("")).toEqual([]);
    expect(parseDoses("some chlorine")).toBeNull();
    expect(parseDoses("Acid 0 oz")).toBeNull();
  });
});

describe("validateHistoryRows", () => {
  const mapping = guessHistoryMapping([
    "Date",
    "Customer",
    "Email",
    "FC",
    "pH",
    "Temp",
    "Chemicals",
    "Notes",
  ]);
  const row = (over: Record<string, string> = {}) => ({
    Date: "2025-06-01",
    Customer: "Ann Lee",
    Email: "Ann@Example.com",
    FC: "3",
    pH: "7.6",
    Temp: "",
    Chemicals: "Liquid chlorine 1 gal",
    Notes: "Brushed walls",
    ...over,
  });

  it("keeps a valid visit with its readings, doses and notes", () => {
    const result = validateHistoryRows([row()], mapping, { units: "us", today });
    expect(result.errors).toEqual([]);
    expect(result.valid[0]).toEqual({
      line: 2,
      date: "2025-06-01",
      customer: { externalId: null, name: "Ann Lee", email: "ann@example.com" },
      addressLine: null,
      bodyName: null,
      technician: null,
      readings: { freeChlorine: 3, pH: 7.6 },
      doses: [{ name: "Liquid chlorine", amount: 1, unit: "gal" }],
      notes: "Brushed walls",
    });
  });

  it("reports every problem by line and field, and skips blank rows", () => {
    const rows = [
      row({ Date: "" }),
      {},
      row({ pH: "15", Customer: "", Email: "" }),
      row({ Date: "31/31/2020", Chemicals: "a lot" }),
    ];
    const result = validateHistoryRows(rows, mapping, { units: "us", today });
    expect(result.rowCount).toBe(3);
    expect(result.invalidRows).toBe(3);
    expect(result.errors.map((e) => [e.line, e.field])).toEqual([
      [2, "date"],
      [4, "customerName"],
      [4, "pH"],
      [5, "date"],
      [5, "doses"],
    ]);
    // The rows with problems that name a customer are still looked up (every problem of a row at once).
    expect(result.invalidRefs.map((r) => r.line)).toEqual([2, 5]);
    const en = translatorFor("en");
    expect(en.text(result.errors[3].message)).toContain("31/31/2020");
  });

  it("reads only the company's readings", () => {
    const result = validateHistoryRows([row({ FC: "99999" })], mapping, {
      units: "us",
      today,
      readings: ["pH"],
    });
    expect(result.errors).toEqual([]);
    expect(result.valid[0].readings).toEqual({ pH: 7.6 });
  });
});
