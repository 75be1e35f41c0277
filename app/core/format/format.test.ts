import { describe, expect, it } from "vitest";
import { createFormatter, formatterFor, inZone, NONE, PLATFORM_FORMAT } from "./format";

const phoenix = createFormatter({ locale: "en", timeZone: "America/Phoenix", currency: "USD" });
const tokyo = createFormatter({ locale: "en", timeZone: "Asia/Tokyo", currency: "USD" });
const spanish = createFormatter({ locale: "es", timeZone: "America/Phoenix", currency: "EUR" });
const utc = createFormatter(PLATFORM_FORMAT);

// 2026-11-24 21:10 UTC = 2:10 PM in Phoenix (MST, no daylight saving) = 6:10 AM on the 25th in Tokyo.
const sent = new Date("2026-11-24T21:10:00Z");

// Intl separates "PM" and zone names with narrow/no-break spaces; compare on plain spaces.
const plain = (s: string) => s.replace(/[\u202f\u00a0\u2009]/g, " ");

describe("money", () => {
  it("formats integer cents in the company's currency", () => {
    expect(phoenix.money(123450)).toBe("$1,234.50");
    expect(phoenix.money(-500)).toBe("-$5.00");
    expect(phoenix.money(0)).toBe("$0.00");
  });
  it("takes another currency and whole units when asked", () => {
    expect(phoenix.money(123450, { currency: "EUR" })).toBe("€1,234.50");
    expect(phoenix.money(123456, { whole: true })).toBe("$1,235");
  });
  it("uses a decimal comma in Spanish", () => {
    expect(plain(spanish.money(123450))).toBe("1234,50 €");
    expect(plain(spanish.money(1234550))).toBe("12.345,50 €");
  });
  it("reads a missing amount as a dash", () => {
    expect(phoenix.money(null)).toBe(NONE);
    expect(phoenix.money(undefined)).toBe(NONE);
  });
});

describe("numbers, percents, quantities", () => {
  it("groups thousands and keeps up to two decimals", () => {
    expect(phoenix.number(3200)).toBe("3,200");
    expect(phoenix.number(7.8)).toBe("7.8");
    expect(phoenix.number(0.456)).toBe("0.46");
    expect(phoenix.number(1.23456, { maximumFractionDigits: 3 })).toBe("1.235");
    expect(phoenix.number(12000, { grouping: false })).toBe("12000");
  });
  it("uses Spanish separators", () => {
    expect(spanish.number(7.8)).toBe("7,8");
    expect(spanish.number(32000.5)).toBe("32.000,5");
  });
  it("formats ratios as percents", () => {
    expect(phoenix.percent(0.25)).toBe("25%");
    expect(phoenix.percent(0.125)).toBe("12.5%");
    expect(plain(spanish.percent(0.125))).toBe("12,5 %");
  });
  it("puts the unit after the number, and leaves a unitless reading bare", () => {
    expect(phoenix.quantity(15000, "gal")).toBe("15,000 gal");
    expect(phoenix.quantity(78, "°F")).toBe("78 °F");
    expect(phoenix.quantity(7.6, "")).toBe("7.6");
    expect(spanish.quantity(2.5, "kg")).toBe("2,5 kg");
    expect(phoenix.quantity(null, "gal")).toBe(NONE);
  });
});

describe("duration", () => {
  it("reads minutes as hours and minutes", () => {
    expect(phoenix.duration(45)).toBe("45 min");
    expect(phoenix.duration(0)).toBe("0 min");
    expect(phoenix.duration(120)).toBe("2 h");
    expect(phoenix.duration(85)).toBe("1 h 25 min");
    expect(phoenix.duration(65)).toBe("1 h 05 min");
    expect(phoenix.duration(-90)).toBe("−1 h 30 min");
    expect(phoenix.duration(60 * 1200)).toBe("1,200 h");
  });
});

describe("calendar dates", () => {
  it("never shifts a date column, whatever the zone", () => {
    for (const f of [phoenix, tokyo, utc]) {
      expect(f.calendarDate("2026-10-01")).toBe("Oct 1, 2026");
      expect(f.calendarDate("2026-12-31")).toBe("Dec 31, 2026");
    }
  });
  it("has a style per use", () => {
    expect(phoenix.calendarDate("2026-11-24", "detail")).toBe("Tue, Nov 24, 2026");
    expect(phoenix.calendarDate("2026-11-24", "short")).toBe("Nov 24");
    expect(phoenix.calendarDate("2026-11-24", "long")).toBe("Tuesday, November 24, 2026");
    expect(phoenix.calendarDate("2026-11-24", "weekday")).toBe("Tue");
  });
  it("speaks Spanish", () => {
    expect(spanish.calendarDate("2026-11-24", "long")).toBe("martes, 24 de noviembre de 2026");
  });
  it("reads a missing or malformed date as a dash", () => {
    expect(phoenix.calendarDate(null)).toBe(NONE);
    expect(phoenix.calendarDate("soon")).toBe(NONE);
  });
  it("writes ranges without repeating what the dates share", () => {
    expect(plain(phoenix.calendarRange("2026-11-16", "2026-11-22"))).toBe("Nov 16 – 22, 2026");
    expect(plain(phoenix.calendarRange("2026-12-28", "2027-01-03"))).toBe("Dec 28, 2026 – Jan 3, 2027");
    expect(plain(spanish.calendarRange("2026-11-16", "2026-11-22"))).toBe("16–22 nov 2026");
    expect(phoenix.calendarRange(null, "2026-11-22")).toBe(NONE);
  });
  it("labels months unambiguously", () => {
    expect(phoenix.month("2026-11")).toBe("Nov 2026");
    expect(phoenix.month("2026-11-01", "long")).toBe("November 2026");
    expect(phoenix.month("2026-11-30", "name")).toBe("November");
    expect(spanish.month("2026-11", "long")).toBe("noviembre de 2026");
  });
});

describe("instants", () => {
  it("shows the moment in the formatter's zone, not the machine's", () => {
    expect(plain(phoenix.time(sent))).toBe("2:10 PM");
    expect(plain(tokyo.time(sent))).toBe("6:10 AM");
    expect(phoenix.date(sent)).toBe("Nov 24, 2026");
    expect(tokyo.date(sent)).toBe("Nov 25, 2026");
  });
  it("has list and detail styles", () => {
    expect(plain(phoenix.dateTime(sent))).toBe("Nov 24, 2026, 2:10 PM");
    expect(plain(phoenix.dateTime(sent, "detail"))).toBe("Tue, Nov 24, 2026, 2:10 PM");
    expect(phoenix.date(sent, "detail")).toBe("Tue, Nov 24, 2026");
    expect(plain(phoenix.dateTime(sent, "short"))).toBe("Nov 24, 2:10 PM");
  });
  it("names the zone where asked", () => {
    expect(plain(phoenix.time(sent, { zone: true }))).toBe("2:10 PM MST");
    expect(plain(utc.dateTime(sent, "list", { zone: true }))).toBe("Nov 24, 2026, 9:10 PM UTC");
    expect(phoenix.zoneName(sent)).toBe("MST");
    expect(utc.zoneName()).toBe("UTC");
  });
  it("names the zone by default where the settings say so, and not when a call says not to", () => {
    const portal = createFormatter({
      locale: "en",
      timeZone: "America/Phoenix",
      currency: "USD",
      nameZone: true,
    });
    expect(plain(portal.dateTime(sent))).toBe("Nov 24, 2026, 2:10 PM MST");
    expect(plain(portal.time(sent, { zone: false }))).toBe("2:10 PM");
    expect(plain(utc.time(sent))).toBe("9:10 PM UTC");
    expect(utc.date(sent)).toBe("Nov 24, 2026");
  });
  it("takes ISO strings and epoch milliseconds", () => {
    expect(plain(phoenix.time("2026-11-24T21:10:00.000Z"))).toBe("2:10 PM");
    expect(plain(phoenix.time(sent.getTime()))).toBe("2:10 PM");
  });
  it("reads a missing or invalid instant as a dash", () => {
    expect(phoenix.dateTime(null)).toBe(NONE);
    expect(phoenix.time("not a time")).toBe(NONE);
  });
  it("speaks Spanish", () => {
    expect(plain(spanish.dateTime(sent, "detail"))).toBe("mar, 24 nov 2026, 14:10");
  });
});

describe("relative time", () => {
  const now = new Date("2026-11-24T21:10:00Z");
  const ago = (ms: number) => new Date(now.getTime() - ms);
  it("picks the largest sensible unit, against an explicit now", () => {
    expect(phoenix.relative(ago(2 * 3600_000), now)).toBe("2 hours ago");
    expect(phoenix.relative(ago(5 * 60_000), now)).toBe("5 minutes ago");
    expect(phoenix.relative(ago(0), now)).toBe("now");
    expect(phoenix.relative(ago(24 * 3600_000), now)).toBe("yesterday");
    expect(phoenix.relative(ago(-3 * 24 * 3600_000), now)).toBe("in 3 days");
    expect(phoenix.relative(ago(400 * 24 * 3600_000), now)).toBe("last year");
  });
  it("speaks Spanish", () => {
    expect(spanish.relative(ago(2 * 3600_000), now)).toBe("hace 2 horas");
  });
});

describe("another zone", () => {
  it("keeps the locale and currency", () => {
    const f = inZone(spanish, "Asia/Tokyo");
    expect(f.timeZone).toBe("Asia/Tokyo");
    expect(plain(f.money(100))).toBe("1,00 €");
    expect(f.date(sent)).toBe("25 nov 2026");
  });
});

describe("caching", () => {
  it("hands back one formatter per settings", () => {
    expect(formatterFor(PLATFORM_FORMAT)).toBe(formatterFor({ ...PLATFORM_FORMAT }));
  });
});
