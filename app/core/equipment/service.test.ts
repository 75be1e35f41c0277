import fc from "fast-check";
import { describe, expect, it } from "vitest";
import {
  addDays,
  addMonths,
  daysBetween,
  daysInMonth,
  equipmentCategories,
  equipmentStatuses,
  FILTER_CLEAN_RISE_PSI,
  type FrequencyUnit,
  filterPressureStatus,
  frequencyUnits,
  isEquipmentCategory,
  isEquipmentStatus,
  isServiceDue,
  isValidDate,
  nextServiceDate,
  validateEquipmentDates,
} from "./service";

const pad = (n: number, width = 2) => String(n).padStart(width, "0");

/** Any valid calendar date in [minYear, maxYear]. */
const dateArb = (minYear = 1900, maxYear = 2200) =>
  fc
    .record({
      year: fc.integer({ min: minYear, max: maxYear }),
      month: fc.integer({ min: 1, max: 12 }),
      day: fc.integer({ min: 1, max: 31 }),
    })
    .map(
      ({ year, month, day }) =>
        `${pad(year, 4)}-${pad(month)}-${pad(Math.min(day, daysInMonth(year, month)))}`,
    );

/** The same arithmetic done with JavaScript's UTC Date, as an independent oracle (valid for years ≥ 100). */
function oracleAddDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}

describe("equipment categories and statuses", () => {
  it("lists the categories and statuses", () => {
    expect(equipmentCategories).toEqual([
      "pump",
      "filter",
      "heater",
      "salt cell",
      "chlorinator",
      "automation",
      "cleaner",
      "light",
      "valve",
      "other",
    ]);
    expect(equipmentStatuses).toEqual([
      "operational",
      "needs maintenance",
      "needs repair",
      "not operational",
    ]);
    expect(frequencyUnits).toEqual(["days", "weeks", "months"]);
  });

  it("guards values read from forms or the database", () => {
    expect(isEquipmentCategory("salt cell")).toBe(true);
    expect(isEquipmentCategory("Salt Cell")).toBe(false);
    expect(isEquipmentCategory(undefined)).toBe(false);
    expect(isEquipmentStatus("needs repair")).toBe(true);
    expect(isEquipmentStatus("broken")).toBe(false);
  });
});

describe("calendar dates", () => {
  it("accepts real dates and rejects the rest", () => {
    for (const date of ["2025-01-01", "2024-02-29", "2000-02-29", "2025-12-31", "0001-01-01", "9999-12-31"]) {
      expect(isValidDate(date), date).toBe(true);
    }
    for (const date of [
      "2025-02-30",
      "2025-02-29",
      "1900-02-29",
      "2025-04-31",
      "2025-13-01",
      "2025-00-10",
      "2025-01-00",
      "0000-01-01",
      "2025-1-5",
      "25-01-05",
      "2025-01-05T00:00:00Z",
      " 2025-01-05",
      "",
      "tomorrow",
    ]) {
      expect(isValidDate(date), date).toBe(false);
    }
    expect(isValidDate(null)).toBe(false);
    expect(isValidDate(20250105)).toBe(false);
  });

  it("knows month lengths", () => {
    expect(daysInMonth(2024, 2)).toBe(29);
    expect(daysInMonth(2025, 2)).toBe(28);
    expect(daysInMonth(1900, 2)).toBe(28);
    expect(daysInMonth(2000, 2)).toBe(29);
    expect(daysInMonth(2025, 4)).toBe(30);
    expect(daysInMonth(2025, 12)).toBe(31);
  });

  it("adds days across months, years and leap days", () => {
    expect(addDays("2025-01-31", 1)).toBe("2025-02-01");
    expect(addDays("2024-02-28", 1)).toBe("2024-02-29");
    expect(addDays("2025-02-28", 1)).toBe("2025-03-01");
    expect(addDays("2025-12-31", 1)).toBe("2026-01-01");
    expect(addDays("2025-03-01", -1)).toBe("2025-02-28");
    expect(addDays("2025-01-01", 365)).toBe("2026-01-01");
    expect(addDays("1970-01-01", 0)).toBe("1970-01-01");
    expect(addDays("2025-02-30", 1)).toBeNull();
    expect(addDays("2025-01-01", 1.5)).toBeNull();
    expect(addDays("9999-12-31", 1)).toBeNull();
    expect(addDays("0001-01-01", -1)).toBeNull();
  });

  it("adds months, clamping to the end of a shorter month", () => {
    expect(addMonths("2025-01-31", 1)).toBe("2025-02-28");
    expect(addMonths("2024-01-31", 1)).toBe("2024-02-29");
    expect(addMonths("2025-03-31", 1)).toBe("2025-04-30");
    expect(addMonths("2025-01-15", 1)).toBe("2025-02-15");
    expect(addMonths("2025-11-30", 3)).toBe("2026-02-28");
    expect(addMonths("2025-12-31", 12)).toBe("2026-12-31");
    expect(addMonths("2024-02-29", 12)).toBe("2025-02-28");
    expect(addMonths("2025-03-31", -1)).toBe("2025-02-28");
    expect(addMonths("2025-01-10", -13)).toBe("2023-12-10");
    expect(addMonths("2025-02-30", 1)).toBeNull();
    expect(addMonths("9999-12-01", 1)).toBeNull();
  });

  it("counts days between dates", () => {
    expect(daysBetween("2025-01-01", "2025-01-08")).toBe(7);
    expect(daysBetween("2025-01-08", "2025-01-01")).toBe(-7);
    expect(daysBetween("2024-01-01", "2025-01-01")).toBe(366);
    expect(daysBetween("2025-01-01", "nope")).toBeNull();
  });

  it("agrees with JavaScript's UTC dates (property)", () => {
    fc.assert(
      fc.property(dateArb(1000, 9000), fc.integer({ min: -200_000, max: 200_000 }), (date, days) => {
        expect(addDays(date, days)).toBe(oracleAddDays(date, days));
        expect(daysBetween(date, oracleAddDays(date, days))).toBe(days);
      }),
      { numRuns: 1000 },
    );
  });

  it("adding then subtracting days or months round-trips (property)", () => {
    fc.assert(
      fc.property(dateArb(1, 9999), fc.integer({ min: -50_000, max: 50_000 }), (date, days) => {
        const there = addDays(date, days);
        fc.pre(there !== null);
        expect(addDays(there as string, -days)).toBe(date);
      }),
      { numRuns: 1000 },
    );
    fc.assert(
      fc.property(dateArb(), fc.integer({ min: -1_000, max: 1_000 }), (date, months) => {
        fc.pre(Number(date.slice(8)) <= 28); // no clamping, so the trip is reversible
        expect(addMonths(addMonths(date, months) as string, -months)).toBe(date);
      }),
    );
  });
});

describe("nextServiceDate", () => {
  it("counts from the last service date", () => {
    expect(nextServiceDate("2025-03-10", "2020-01-01", { every: 30, unit: "days" })).toBe("2025-04-09");
    expect(nextServiceDate("2025-03-10", null, { every: 2, unit: "weeks" })).toBe("2025-03-24");
    expect(nextServiceDate("2025-03-10", null, { every: 6, unit: "months" })).toBe("2025-09-10");
  });

  it("falls back to the install date", () => {
    expect(nextServiceDate(null, "2025-01-31", { every: 1, unit: "months" })).toBe("2025-02-28");
    expect(nextServiceDate("", "2024-01-31", { every: 1, unit: "months" })).toBe("2024-02-29");
  });

  it("is null without a base date or a frequency", () => {
    expect(nextServiceDate(null, null, { every: 1, unit: "months" })).toBeNull();
    expect(nextServiceDate("", "", { every: 1, unit: "months" })).toBeNull();
    expect(nextServiceDate("2025-01-01", "2024-01-01", null)).toBeNull();
  });

  it("is null for an invalid base date or frequency", () => {
    expect(nextServiceDate("2025-02-30", "2024-01-01", { every: 1, unit: "days" })).toBeNull();
    expect(nextServiceDate("2025-01-01", null, { every: 0, unit: "days" })).toBeNull();
    expect(nextServiceDate("2025-01-01", null, { every: -1, unit: "weeks" })).toBeNull();
    expect(nextServiceDate("2025-01-01", null, { every: 1.5, unit: "months" })).toBeNull();
    expect(nextServiceDate("2025-01-01", null, { every: 1, unit: "years" as FrequencyUnit })).toBeNull();
    expect(nextServiceDate("9999-12-20", null, { every: 2, unit: "weeks" })).toBeNull();
  });

  const frequencyArb = fc.record({
    every: fc.integer({ min: 1, max: 400 }),
    unit: fc.constantFrom(...frequencyUnits),
  });

  it("is always after its base date (property)", () => {
    fc.assert(
      fc.property(
        fc.option(dateArb(), { nil: null }),
        fc.option(dateArb(), { nil: null }),
        frequencyArb,
        (last, installed, frequency) => {
          const next = nextServiceDate(last, installed, frequency);
          const base = last ?? installed;
          if (base === null) expect(next).toBeNull();
          else {
            expect(isValidDate(next)).toBe(true);
            expect(next! > base).toBe(true);
            expect(daysBetween(base, next!)!).toBeGreaterThan(0);
          }
        },
      ),
      { numRuns: 1000 },
    );
  });

  it("N steps of 1 week equal N weeks and 7N days (property)", () => {
    fc.assert(
      fc.property(dateArb(), fc.integer({ min: 1, max: 200 }), (base, n) => {
        let date = base;
        for (let i = 0; i < n; i++) date = nextServiceDate(date, null, { every: 1, unit: "weeks" })!;
        expect(nextServiceDate(base, null, { every: n, unit: "weeks" })).toBe(date);
        expect(nextServiceDate(base, null, { every: 7 * n, unit: "days" })).toBe(date);
      }),
    );
  });

  it("months keep the day of month, clamped to the month's end (property)", () => {
    fc.assert(
      fc.property(dateArb(), fc.integer({ min: 1, max: 240 }), (base, n) => {
        const next = nextServiceDate(base, null, { every: n, unit: "months" })!;
        const [y, m, d] = base.split("-").map(Number);
        const [ny, nm, nd] = next.split("-").map(Number);
        expect(ny * 12 + nm - (y * 12 + m)).toBe(n);
        expect(nd).toBe(Math.min(d, daysInMonth(ny, nm)));
      }),
      { numRuns: 1000 },
    );
  });

  it("the last day of a month always lands on the last day of the target month (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1900, max: 2200 }),
        fc.integer({ min: 1, max: 12 }),
        fc.nat(120),
        (y, m, n) => {
          fc.pre(n > 0);
          const base = `${y}-${pad(m)}-${pad(daysInMonth(y, m))}`;
          const next = nextServiceDate(null, base, { every: n, unit: "months" })!;
          const [ny, nm, nd] = next.split("-").map(Number);
          if (daysInMonth(ny, nm) <= daysInMonth(y, m)) expect(nd).toBe(daysInMonth(ny, nm));
        },
      ),
    );
  });
});

describe("isServiceDue", () => {
  it("is due on or after the next date", () => {
    expect(isServiceDue("2025-06-01", "2025-06-01")).toBe(true);
    expect(isServiceDue("2025-06-01", "2025-06-15")).toBe(true);
    expect(isServiceDue("2025-06-01", "2025-05-31")).toBe(false);
  });

  it("looks ahead withinDays days", () => {
    expect(isServiceDue("2025-06-08", "2025-06-01", 7)).toBe(true);
    expect(isServiceDue("2025-06-09", "2025-06-01", 7)).toBe(false);
    expect(isServiceDue("2025-05-01", "2025-06-01", 7)).toBe(true);
  });

  it("is not due without a valid next date or today", () => {
    expect(isServiceDue(null, "2025-06-01")).toBe(false);
    expect(isServiceDue("", "2025-06-01")).toBe(false);
    expect(isServiceDue("2025-02-30", "2025-06-01")).toBe(false);
    expect(isServiceDue("2025-06-01", "not a date")).toBe(false);
  });

  it("once due, stays due as today moves on (property)", () => {
    fc.assert(
      fc.property(dateArb(), dateArb(), fc.nat(30), fc.nat(1000), (next, today, within, later) => {
        if (isServiceDue(next, today, within))
          expect(isServiceDue(next, addDays(today, later)!, within)).toBe(true);
      }),
    );
  });
});

describe("filterPressureStatus", () => {
  it("is unknown without both pressures", () => {
    expect(filterPressureStatus(null, 20)).toEqual({ status: "unknown", rise: null });
    expect(filterPressureStatus(12, null)).toEqual({ status: "unknown", rise: null });
    expect(filterPressureStatus(null, null)).toEqual({ status: "unknown", rise: null });
    expect(filterPressureStatus(Number.NaN, 20)).toEqual({ status: "unknown", rise: null });
    expect(filterPressureStatus(-1, 20)).toEqual({ status: "unknown", rise: null });
  });

  it("flags a rise of 8 psi or more", () => {
    expect(FILTER_CLEAN_RISE_PSI).toBe(8);
    expect(filterPressureStatus(12, 19.9)).toEqual({ status: "ok", rise: 7.9 });
    expect(filterPressureStatus(12, 20)).toEqual({ status: "clean filter", rise: 8 });
    expect(filterPressureStatus(10.3, 18.3)).toEqual({ status: "clean filter", rise: 8 });
    expect(filterPressureStatus(12, 25)).toEqual({ status: "clean filter", rise: 13 });
  });

  it("is ok at or below clean pressure", () => {
    expect(filterPressureStatus(12, 12)).toEqual({ status: "ok", rise: 0 });
    expect(filterPressureStatus(12, 10)).toEqual({ status: "ok", rise: -2 });
    expect(filterPressureStatus(0, 0)).toEqual({ status: "ok", rise: 0 });
  });

  it("flags exactly when the rise reaches 8 psi (property)", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 6000 }),
        fc.integer({ min: 0, max: 6000 }),
        (cleanTenths, currentTenths) => {
          const { status, rise } = filterPressureStatus(cleanTenths / 10, currentTenths / 10);
          expect(rise).toBe((currentTenths - cleanTenths) / 10);
          expect(status).toBe(currentTenths - cleanTenths >= 80 ? "clean filter" : "ok");
        },
      ),
      { numRuns: 1000 },
    );
  });
});

describe("validateEquipmentDates", () => {
  it("accepts dates in order, and missing dates", () => {
    expect(
      validateEquipmentDates({
        installedOn: "2023-04-01",
        uninstalledOn: "2025-04-01",
        warrantyUntil: "2026-04-01",
        lastServiceDate: "2025-03-01",
      }),
    ).toEqual({});
    expect(validateEquipmentDates({})).toEqual({});
    expect(
      validateEquipmentDates({ installedOn: "", uninstalledOn: null, lastServiceDate: undefined }),
    ).toEqual({});
    expect(validateEquipmentDates({ installedOn: "2025-01-01", uninstalledOn: "2025-01-01" })).toEqual({});
  });

  it("rejects dates that are not real calendar dates", () => {
    expect(
      validateEquipmentDates({
        installedOn: "2025-02-30",
        uninstalledOn: "2025-13-01",
        warrantyUntil: "soon",
        lastServiceDate: "2025/01/01",
      }),
    ).toEqual({
      installedOn: "The install date is not a valid date.",
      uninstalledOn: "The uninstall date is not a valid date.",
      warrantyUntil: "The warranty end date is not a valid date.",
      lastServiceDate: "The last service date is not a valid date.",
    });
  });

  it("rejects dates before the install date", () => {
    expect(
      validateEquipmentDates({
        installedOn: "2024-05-10",
        uninstalledOn: "2024-05-09",
        warrantyUntil: "2023-05-10",
        lastServiceDate: "2024-01-01",
      }),
    ).toEqual({
      uninstalledOn: "The uninstall date is before the install date.",
      warrantyUntil: "The warranty end date is before the install date.",
      lastServiceDate: "The last service date is before the install date.",
    });
  });

  it("rejects a last service after the uninstall date", () => {
    expect(validateEquipmentDates({ uninstalledOn: "2024-05-10", lastServiceDate: "2024-06-01" })).toEqual({
      lastServiceDate: "The last service date is after the uninstall date.",
    });
  });

  it("with today, rejects install and service dates in the future", () => {
    expect(
      validateEquipmentDates({ installedOn: "2025-07-01", lastServiceDate: "2025-07-02" }, "2025-06-01"),
    ).toEqual({
      installedOn: "The install date is in the future.",
      lastServiceDate: "The last service date is in the future.",
    });
    expect(
      validateEquipmentDates({ installedOn: "2025-06-01", lastServiceDate: "2025-06-01" }, "2025-06-01"),
    ).toEqual({});
    // A future warranty end or planned uninstall is fine.
    expect(
      validateEquipmentDates(
        { installedOn: "2025-01-01", warrantyUntil: "2030-01-01", uninstalledOn: "2026-01-01" },
        "2025-06-01",
      ),
    ).toEqual({});
  });

  it("only ever reports the four fields, and accepts any ordered dates (property)", () => {
    fc.assert(
      fc.property(fc.array(dateArb(), { minLength: 3, maxLength: 3 }), ([a, b, c]) => {
        const [installedOn, lastServiceDate, uninstalledOn] = [a, b, c].sort();
        expect(
          validateEquipmentDates({ installedOn, lastServiceDate, uninstalledOn, warrantyUntil: c }),
        ).toEqual({});
        const shuffled = validateEquipmentDates({ installedOn: c, lastServiceDate: a, uninstalledOn: b });
        for (const key of Object.keys(shuffled)) {
          expect(["installedOn", "uninstalledOn", "warrantyUntil", "lastServiceDate"]).toContain(key);
        }
      }),
    );
  });
});
