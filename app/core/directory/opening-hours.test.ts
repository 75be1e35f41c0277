import { describe, expect, it } from "vitest";
import { formatTime, hoursRows, isTime } from "./opening-hours";

describe("opening hours", () => {
  it("checks and formats times", () => {
    expect(isTime("08:00")).toBe(true);
    expect(isTime("23:59")).toBe(true);
    expect(isTime("24:00")).toBe(false);
    expect(isTime("8:00")).toBe(false);
    expect(formatTime("08:05")).toBe("8:05 AM");
    expect(formatTime("12:00")).toBe("12:00 PM");
    expect(formatTime("00:30")).toBe("12:30 AM");
    expect(formatTime("17:00")).toBe("5:00 PM");
  });

  it("folds consecutive days with the same hours, Monday first", () => {
    const weekday = { opens: "08:00", closes: "17:00" };
    expect(
      hoursRows({
        "1": weekday,
        "2": weekday,
        "3": weekday,
        "4": weekday,
        "5": weekday,
        "6": { opens: "09:00", closes: "12:00" },
      }),
    ).toEqual([
      { days: "Monday – Friday", hours: "8:00 AM – 5:00 PM" },
      { days: "Saturday", hours: "9:00 AM – 12:00 PM" },
      { days: "Sunday", hours: "Closed" },
    ]);
    expect(hoursRows({ "3": weekday })).toEqual([
      { days: "Monday – Tuesday", hours: "Closed" },
      { days: "Wednesday", hours: "8:00 AM – 5:00 PM" },
      { days: "Thursday – Sunday", hours: "Closed" },
    ]);
  });

  it("shows nothing when no hours were given", () => {
    expect(hoursRows({})).toEqual([]);
  });
});
