/**
 * THE formatting layer: every date, time, duration, money amount, number, quantity and relative time a person reads
 * goes through a `Formatter` built from an explicit locale, time zone and currency — never the machine's, so the
 * server and the browser print the same text (no hydration mismatch) and a company's pages read in its own zone.
 * Pure: Intl only. Intl objects are cached per (locale, options) because building one per call shows in profiles.
 */

export interface FormatSettings {
  /** BCP 47, "en" today, "es" next. */
  locale: string;
  /** IANA zone instants are shown in ("America/Phoenix"). */
  timeZone: string;
  /** ISO 4217 code money is shown in unless a call names another. */
  currency: string;
  /**
   * Name the zone after every time ("2:10 PM MST") unless a call says otherwise: for readers who may be in another
   * zone than the one shown (pool owners, the admin console, e-mails).
   */
  nameZone?: boolean;
}

/** `list`: short, for tables and cards. `detail`: longer, with the weekday, for one record's page and e-mails. */
export type FormatStyle = "list" | "detail";

/** An instant: a Date, an ISO string with a zone/offset, or epoch milliseconds. */
export type Instant = Date | string | number;

type Missing = null | undefined;

/** What a missing value reads as. */
export const NONE = "—";

const dateTimeFormats = new Map<string, Intl.DateTimeFormat>();
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

function cached<T, O>(cache: Map<string, T>, locale: string, options: O, make: () => T): T {
  const key = `${locale}|${JSON.stringify(options)}`;
  let found = cache.get(key);
  if (!found) {
    found = make();
    cache.set(key, found);
  }
  return found;
}

const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions) =>
  cached(dateTimeFormats, locale, options, () => new Intl.DateTimeFormat(locale, options));
const numberFormat = (locale: string, options: Intl.NumberFormatOptions) =>
  cached(numberFormats, locale, options, () => new Intl.NumberFormat(locale, options));
const relativeFormat = (locale: string) =>
  cached(relativeFormats, locale, {}, () => new Intl.RelativeTimeFormat(locale, { numeric: "auto" }));

const calendarPattern = /^(\d{4})-(\d{2})(?:-(\d{2}))?/;

/** A `date` column ("2026-10-01", or the date part of a longer string) as midnight UTC, so formatting it in UTC never shifts it. */
function calendarToUtc(value: string): Date | null {
  const m = calendarPattern.exec(value);
  if (!m) return null;
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, m[3] ? Number(m[3]) : 1));
}

function toDate(value: Instant): Date | null {
  const d = value instanceof Date ? value : new Date(value);
  return Number.isNaN(d.getTime()) ? null : d;
}

/** `short` drops the year, where the year goes without saying (a shift's clock-in in the week's log). */
export type InstantStyle = FormatStyle | "short";

const dateParts: Record<InstantStyle, Intl.DateTimeFormatOptions> = {
  list: { year: "numeric", month: "short", day: "numeric" },
  detail: { weekday: "short", year: "numeric", month: "short", day: "numeric" },
  short: { month: "short", day: "numeric" },
};
const timeParts: Intl.DateTimeFormatOptions = { hour: "numeric", minute: "2-digit" };

export interface InstantOptions {
  /** Name the zone ("2:10 PM MST") or not; by default as the settings say (`nameZone`). */
  zone?: boolean;
}

export interface MoneyOptions {
  currency?: string;
  /** Whole units only ("$1,235"), for charts and summary figures. */
  whole?: boolean;
}

export interface NumberOptions {
  maximumFractionDigits?: number;
  minimumFractionDigits?: number;
  /** Thousands separators; off for values meant to be copied back into a form or a file. */
  grouping?: boolean;
}

export type CalendarStyle = InstantStyle | "long" | "weekday";

const calendarParts: Record<CalendarStyle, Intl.DateTimeFormatOptions> = {
  ...dateParts,
  /** "Tuesday, November 24, 2026" */
  long: { weekday: "long", year: "numeric", month: "long", day: "numeric" },
  /** "Tue" */
  weekday: { weekday: "short" },
};

const relativeSteps: [Intl.RelativeTimeFormatUnit, number][] = [
  ["second", 60],
  ["minute", 60],
  ["hour", 24],
  ["day", 7],
  ["week", 4.348_214],
  ["month", 12],
  ["year", Number.POSITIVE_INFINITY],
];

export function createFormatter(settings: FormatSettings) {
  const { locale, timeZone, currency, nameZone = false } = settings;

  const instant = (value: Instant | Missing, options: Intl.DateTimeFormatOptions, zone = nameZone) => {
    if (value === null || value === undefined) return NONE;
    const d = toDate(value);
    if (!d) return NONE;
    return dateTimeFormat(locale, {
      ...options,
      timeZone,
      ...(zone ? { timeZoneName: "short" } : {}),
    }).format(d);
  };

  const number = (value: number | Missing, options: NumberOptions = {}) => {
    if (value === null || value === undefined || Number.isNaN(value)) return NONE;
    return numberFormat(locale, {
      maximumFractionDigits: options.maximumFractionDigits ?? 2,
      minimumFractionDigits: options.minimumFractionDigits,
      useGrouping: options.grouping === false ? false : "auto",
    }).format(value);
  };

  return {
    locale,
    timeZone,
    currency,
    nameZone,

    /** Integer cents → "$1,234.50" ("1234,50 US$" in Spanish). */
    money(cents: number | Missing, options: MoneyOptions = {}) {
      if (cents === null || cents === undefined || Number.isNaN(cents)) return NONE;
      return numberFormat(locale, {
        style: "currency",
        currency: options.currency ?? currency,
        ...(options.whole ? { maximumFractionDigits: 0, minimumFractionDigits: 0 } : {}),
      }).format(cents / 100);
    },

    /** "3,200", "7.8" — up to two decimals unless told otherwise. */
    number,

    /** A ratio → "25%" (0.25), "12.5%" (0.125). */
    percent(ratio: number | Missing, maximumFractionDigits = 1) {
      if (ratio === null || ratio === undefined || Number.isNaN(ratio)) return NONE;
      return numberFormat(locale, { style: "percent", maximumFractionDigits }).format(ratio);
    },

    /** A number with its unit: "3,200 gal", "80 ppm", "78 °F", "2.5 lb"; a pH (no unit) stays bare. */
    quantity(value: number | Missing, unit: string, options?: NumberOptions) {
      const n = number(value, options);
      return n === NONE || !unit ? n : `${n} ${unit}`;
    },

    /** Minutes → "45 min", "2 h", "1 h 25 min", "1 h 05 min"; negative with a minus sign. */
    duration(minutes: number | Missing) {
      if (minutes === null || minutes === undefined || Number.isNaN(minutes)) return NONE;
      const sign = minutes < 0 ? "−" : "";
      const total = Math.round(Math.abs(minutes));
      const h = Math.floor(total / 60);
      const m = total % 60;
      const whole = (n: number) => number(n, { maximumFractionDigits: 0 });
      if (h === 0) return `${sign}${whole(m)} min`;
      if (m === 0) return `${sign}${whole(h)} h`;
      return `${sign}${whole(h)} h ${String(m).padStart(2, "0")} min`;
    },

    /**
     * A calendar date — a `date` column "2026-10-01" — as "Oct 1, 2026" whatever the zone: a service date is a day,
     * not an instant, so it is never shifted.
     */
    calendarDate(value: string | Missing, style: CalendarStyle = "list") {
      if (!value) return NONE;
      const d = calendarToUtc(value);
      if (!d) return NONE;
      return dateTimeFormat(locale, { ...calendarParts[style], timeZone: "UTC" }).format(d);
    },

    /** Two calendar dates as one range, without repeating what they share: "Nov 16 – 22, 2026". */
    calendarRange(start: string | Missing, end: string | Missing) {
      const from = start ? calendarToUtc(start) : null;
      const to = end ? calendarToUtc(end) : null;
      if (!from || !to) return NONE;
      // ICU puts thin spaces around the dash; plain ones keep e-mails, CSV cells and searches predictable.
      return dateTimeFormat(locale, { ...dateParts.list, timeZone: "UTC" })
        .formatRange(from, to)
        .replace(/\u2009/g, " ");
    },

    /** A month ("2026-11" or any date in it) → "Nov 2026"; `long` → "November 2026"; `name` → "November". */
    month(value: string | Missing, style: "short" | "long" | "name" = "short") {
      if (!value) return NONE;
      const d = calendarToUtc(value);
      if (!d) return NONE;
      const options: Intl.DateTimeFormatOptions =
        style === "name"
          ? { month: "long" }
          : { year: "numeric", month: style === "long" ? "long" : "short" };
      return dateTimeFormat(locale, { ...options, timeZone: "UTC" }).format(d);
    },

    /** The day an instant falls on in the zone: "Nov 24, 2026" (the zone is named only when asked: a day reads plainly). */
    date(value: Instant | Missing, style: InstantStyle = "list", options: InstantOptions = {}) {
      return instant(value, dateParts[style], options.zone ?? false);
    },

    /** The wall-clock time of an instant in the zone: "2:10 PM" ("2:10 PM MST" with `zone`). */
    time(value: Instant | Missing, options: InstantOptions = {}) {
      return instant(value, timeParts, options.zone);
    },

    /** "Nov 24, 2026, 2:10 PM" (`list`), "Tue, Nov 24, 2026, 2:10 PM" (`detail`), "Nov 24, 2:10 PM" (`short`). */
    dateTime(value: Instant | Missing, style: InstantStyle = "list", options: InstantOptions = {}) {
      return instant(value, { ...dateParts[style], ...timeParts }, options.zone);
    },

    /** "2 hours ago", "in 3 days", "yesterday" — against an explicit `now` so server and browser agree. */
    relative(value: Instant | Missing, now: Instant) {
      if (value === null || value === undefined) return NONE;
      const d = toDate(value);
      const n = toDate(now);
      if (!d || !n) return NONE;
      let amount = (d.getTime() - n.getTime()) / 1000;
      for (const [unit, size] of relativeSteps) {
        if (Math.abs(amount) < size) return relativeFormat(locale).format(Math.round(amount), unit);
        amount /= size;
      }
      return NONE;
    },

    /** The zone's short name at an instant ("MST", "UTC", "GMT+9"), to say which zone times are in. */
    zoneName(at: Instant = Date.now()) {
      const d = toDate(at) ?? new Date(0);
      return (
        dateTimeFormat(locale, { timeZone, timeZoneName: "short" })
          .formatToParts(d)
          .find((p) => p.type === "timeZoneName")?.value ?? timeZone
      );
    },
  };
}

export type Formatter = ReturnType<typeof createFormatter>;

const formatters = new Map<string, Formatter>();

/** The formatter for these settings, made once: components call this on every render. */
export function formatterFor(settings: FormatSettings): Formatter {
  const key = `${settings.locale}|${settings.timeZone}|${settings.currency}|${settings.nameZone ?? false}`;
  let found = formatters.get(key);
  if (!found) {
    found = createFormatter(settings);
    formatters.set(key, found);
  }
  return found;
}

/** The same formatter in another zone: one company's record on a page that spans several. */
export function inZone(f: Formatter, timeZone: string): Formatter {
  if (timeZone === f.timeZone) return f;
  return formatterFor({ locale: f.locale, timeZone, currency: f.currency, nameZone: f.nameZone });
}

/** Where no company applies (the admin console's platform figures, public pages without a company): UTC, named. */
export const PLATFORM_FORMAT: FormatSettings = {
  locale: "en",
  timeZone: "UTC",
  currency: "USD",
  nameZone: true,
};

/**
 * For words that carry no zone and belong to no company page (validation limits, a price in a named currency,
 * messages stored in the company's history): English, the same on every machine.
 */
export const messageFormat = formatterFor(PLATFORM_FORMAT);

/** A company's settings; the locale is English until the product is translated. */
export const companyFormat = (
  company: { timeZone: string; currency: string },
  locale = "en",
): FormatSettings => ({
  locale,
  timeZone: company.timeZone,
  currency: company.currency,
});
