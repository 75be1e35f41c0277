import { describe, expect, it } from "vitest";
import {
  guessRecurringMapping,
  monthWeekOf,
  parseFrequency,
  parseWeekdays,
  sanitizeRecurringMapping,
  validateRecurringRows,
} from "./recurring";

const today = "2026-11-28";

describe("recurring-service import", () => {
  it("reads weekdays in English and Spanish, several at once, or from a date", () => {
    expect(parseWeekdays("Monday")?.days).toEqual([1]);
    expect(parseWeekdays("Mon/Thu")?.days).toEqual([1, 4]);
    expect(parseWeekdays("M W F")?.days).toEqual([1, 3, 5]);
    expect(parseWeekdays("Tuesdays")?.days).toEqual([2]);
    expect(parseWeekdays("lunes y jueves")?.days).toEqual([1, 4]);
    expect(parseWeekdays("Miércoles")?.days).toEqual([3]);
    expect(parseWeekdays("sábado")?.days).toEqual([6]);
    expect(parseWeekdays("2026-12-03")).toEqual({ days: [4], monthWeek: 1, date: "2026-12-03" });
    expect(parseWeekdays("12/31/2026")).toEqual({ days: [4], monthWeek: -1, date: "2026-12-31" });
    expect(parseWeekdays("1st Tuesday")).toEqual({ days: [2], monthWeek: 1, date: null });
    expect(parseWeekdays("último viernes")).toEqual({ days: [5], monthWeek: -1, date: null });
    expect(parseWeekdays("someday")).toBeNull();
    expect(parseWeekdays("Monday, Funday")).toBeNull();
    expect(parseWeekdays("")).toBeNull();
  });

  it("reads the frequencies the recurring stops support", () => {
    expect(parseFrequency("")).toEqual({ frequency: "weekly" });
    expect(parseFrequency("Weekly")).toEqual({ frequency: "weekly" });
    expect(parseFrequency("semanal")).toEqual({ frequency: "weekly" });
    expect(parseFrequency("Bi-weekly")).toEqual({ frequency: "every N weeks", interval: 2 });
    expect(parseFrequency("every other week")).toEqual({ frequency: "every N weeks", interval: 2 });
    expect(parseFrequency("Every 2 weeks")).toEqual({ frequency: "every N weeks", interval: 2 });
    expect(parseFrequency("cada 3 semanas")).toEqual({ frequency: "every N weeks", interval: 3 });
    expect(parseFrequency("quincenal")).toEqual({ frequency: "every N weeks", interval: 2 });
    expect(parseFrequency("Monthly")).toEqual({ frequency: "monthly" });
    expect(parseFrequency("mensual")).toEqual({ frequency: "monthly" });
    expect(parseFrequency("every 20 weeks")).toBeNull();
    expect(parseFrequency("daily-ish")).toBeNull();
  });

  it("finds the week of the month of a date", () => {
    expect(monthWeekOf("2026-12-01")).toBe(1);
    expect(monthWeekOf("2026-12-14")).toBe(2);
    expect(monthWeekOf("2026-12-28")).toBe(4);
    expect(monthWeekOf("2026-12-29")).toBe(-1);
  });

  it("guesses columns from Skimmer, Pool Brain and Jobber style headers", () => {
    expect(
      guessRecurringMapping([
        "Customer",
        "Service Address",
        "Service Day",
        "Frequency",
        "Technician",
        "Rate",
        "Checklist",
        "Start Date",
      ]),
    ).toMatchObject({
      customerName: "Customer",
      addressLine: "Service Address",
      weekday: "Service Day",
      frequency: "Frequency",
      technician: "Technician",
      rate: "Rate",
      checklist: "Checklist",
      startDate: "Start Date",
    });
    expect(
      guessRecurringMapping(["Client name", "Property", "Route Day", "Assigned to", "Price"]),
    ).toMatchObject({
      customerName: "Client name",
      addressLine: "Property",
      weekday: "Route Day",
      technician: "Assigned to",
      rate: "Price",
    });
    expect(
      guessRecurringMapping(["Cliente", "Día de servicio", "Frecuencia", "Técnico", "Tarifa"]),
    ).toMatchObject({
      customerName: "Cliente",
      weekday: "Día de servicio",
      frequency: "Frecuencia",
      technician: "Técnico",
      rate: "Tarifa",
    });
  });

  it("keeps only mappings to the file's columns", () => {
    expect(sanitizeRecurringMapping({ weekday: "Day", rate: "Nope", x: "Day" }, ["Day"])).toMatchObject({
      weekday: "Day",
      rate: null,
    });
  });

  it("builds each valid row's rule and reports problems by line and field", () => {
    const mapping = guessRecurringMapping([
      "Customer",
      "Email",
      "Day",
      "Frequency",
      "Start date",
      "Technician",
      "Rate",
      "Checklist",
    ]);
    const rows = [
      {
        Customer: "Ana Ruiz",
        Email: "ANA@example.com",
        Day: "Tue",
        Frequency: "weekly",
        "Start date": "",
        Technician: "Sam",
        Rate: "$95.00",
        Checklist: "Weekly clean",
      },
      {
        Customer: "Bo",
        Email: "",
        Day: "1st Mon",
        Frequency: "monthly",
        "Start date": "2026-12-01",
        Technician: "",
        Rate: "",
        Checklist: "",
      },
      {
        Customer: "Cy",
        Email: "",
        Day: "2026-12-09",
        Frequency: "every 2 weeks",
        "Start date": "",
        Technician: "",
        Rate: "",
        Checklist: "",
      },
      {
        Customer: "",
        Email: "",
        Day: "Funday",
        Frequency: "sometimes",
        "Start date": "31/31/2026",
        Technician: "",
        Rate: "-5",
        Checklist: "",
      },
      {
        Customer: "Di",
        Email: "",
        Day: "Mon, Thu",
        Frequency: "monthly",
        "Start date": "",
        Technician: "",
        Rate: "lots",
        Checklist: "",
      },
      {
        Customer: "Ed",
        Email: "",
        Day: "",
        Frequency: "",
        "Start date": "",
        Technician: "",
        Rate: "",
        Checklist: "",
      },
      {
        Customer: "",
        Email: "",
        Day: "",
        Frequency: "",
        "Start date": "",
        Technician: "",
        Rate: "",
        Checklist: "",
      },
    ];
    const result = validateRecurringRows(rows, mapping, { today });
    expect(result.rowCount).toBe(6);
    expect(result.valid).toHaveLength(3);
    expect(result.valid[0]).toMatchObject({
      place: { line: 2, customer: { name: "Ana Ruiz", email: "ana@example.com" } },
      rule: { frequency: "weekly", days: [2], interval: 1, monthWeek: null, startDate: today, endDate: null },
      technician: "Sam",
      priceCents: 9500,
      checklist: "Weekly clean",
    });
    expect(result.valid[1].rule).toMatchObject({
      frequency: "monthly",
      days: [1],
      monthWeek: 1,
      startDate: "2026-12-01",
    });
    expect(result.valid[2].rule).toMatchObject({
      frequency: "every N weeks",
      days: [3],
      interval: 2,
      startDate: "2026-12-09",
    });
    expect(result.valid[1].priceCents).toBeNull();
    const byLine = (line: number) => result.errors.filter((e) => e.line === line).map((e) => e.field);
    expect(byLine(5)).toEqual(["customerName", "weekday", "frequency", "startDate", "rate"]);
    expect(byLine(6)).toEqual(["rate", "weekday"]);
    expect(byLine(7)).toEqual(["weekday"]);
    expect(result.invalidRows).toBe(3);
    expect(result.errors.find((e) => e.line === 5 && e.field === "rate")?.message).toBe(
      "common.recurringImport.rateNegative",
    );
    expect(result.invalidRefs.map((r) => r.place.line)).toEqual([6, 7]);
  });

  it("refuses a week of the month on a weekly arrangement, and caps the reported problems", () => {
    const mapping = guessRecurringMapping(["Customer", "Day", "Frequency"]);
    const one = validateRecurringRows([{ Customer: "A", Day: "2nd Monday", Frequency: "weekly" }], mapping, {
      today,
    });
    expect(one.errors).toEqual([
      { line: 2, field: "weekday", message: "common.recurringImport.weekOfMonthNotMonthly" },
    ]);
    const many = validateRecurringRows(
      Array.from({ length: 10 }, () => ({ Customer: "A", Day: "", Frequency: "" })),
      mapping,
      { today, maxErrors: 3 },
    );
    expect(many.errors).toHaveLength(3);
    expect(many.errorCount).toBe(10);
  });
});
