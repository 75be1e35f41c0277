/**
 * A recurring-service import: one row per standing arrangement (the customer by ID, e-mail or name, the location by
 * its address or a pool's name, the weekday(s) or a date, how often, the start date, the technician by name or
 * e-mail, the rate per visit and the checklist by name). Pure: the fields, the guess of which column holds each, the
 * reading of weekdays and frequencies in English and Spanish, and the check of every row; finding the customer,
 * location, technician and checklist is the domain's (domain/import/recurring-import.server.ts).
 */

import { keyed } from "../i18n/keyed";
import { type RecurrenceRule, ruleProblems, weekdayOf } from "../recurrence/recurrence";
import { parseAmountCents } from "./balances";
import { emptyColumns, guessColumns, knownColumns } from "./fields";
import { type HistoryRow, namesCustomer, parseServiceDate, placeOfRow } from "./history";
import { checkRows, quoted, type RowProblem } from "./row-values";
import { MAX_REPORTED_ERRORS, normalizeText } from "./validate";

export const recurringFields = [
  "customerId",
  "customerName",
  "customerEmail",
  "addressLine",
  "bodyName",
  "weekday",
  "frequency",
  "startDate",
  "technician",
  "rate",
  "checklist",
  "notes",
] as const;
export type RecurringField = (typeof recurringFields)[number];
export type RecurringMapping = Record<RecurringField, string | null>;

/** Column names for each field, best first (English, other tools' exports, then Spanish). */
export const recurringSynonyms: Record<RecurringField, readonly string[]> = {
  customerId: ["Customer ID", "Client ID", "Account #", "Account number", "ID del cliente"],
  customerName: [
    "Customer",
    "Customer name",
    "Client",
    "Client name",
    "Name",
    "Cliente",
    "Nombre del cliente",
  ],
  customerEmail: ["Email", "E-mail", "Customer email", "Client email", "Correo electrónico", "Correo"],
  addressLine: [
    "Service address",
    "Address",
    "Location",
    "Property",
    "Service location",
    "Pool address",
    "Dirección",
    "Dirección del servicio",
  ],
  bodyName: ["Body of water", "Pool", "Pool name", "Piscina", "Nombre de la piscina"],
  weekday: [
    "Service day",
    "Day",
    "Route day",
    "Days",
    "Weekday",
    "Service days",
    "Scheduled day",
    "Día",
    "Día de servicio",
    "Días",
  ],
  frequency: [
    "Frequency",
    "Service frequency",
    "Repeat",
    "Repeats",
    "Recurrence",
    "Schedule",
    "Visit frequency",
    "Frecuencia",
  ],
  startDate: [
    "Start date",
    "Starts",
    "Start",
    "First visit",
    "First service date",
    "Fecha de inicio",
    "Inicio",
  ],
  technician: [
    "Technician",
    "Tech",
    "Assigned tech",
    "Assigned to",
    "Technician email",
    "Route",
    "Employee",
    "Técnico",
  ],
  rate: [
    "Rate",
    "Price",
    "Rate per visit",
    "Price per visit",
    "Service rate",
    "Visit price",
    "Amount",
    "Tarifa",
    "Precio",
    "Precio por visita",
  ],
  checklist: [
    "Checklist",
    "Task group",
    "Tasks",
    "Service checklist",
    "Service type",
    "Job type",
    "Lista de tareas",
    "Tareas",
  ],
  notes: ["Notes", "Instructions", "Gate code", "Comments", "Notas"],
};

/** Which column holds each field: the best synonym first, each column used once, the leftmost on a tie. */
export function guessRecurringMapping(headers: readonly string[]): RecurringMapping {
  return guessColumns(recurringFields, recurringSynonyms, headers);
}

export function emptyRecurringMapping(): RecurringMapping {
  return emptyColumns(recurringFields);
}

/** Keeps only mappings to columns the file has (a posted form can name anything). */
export function sanitizeRecurringMapping(raw: Record<string, unknown>, headers: readonly string[]) {
  return knownColumns(recurringFields, raw, headers);
}

/** Weekday words (normalized: no accents, lower case), English and Spanish, long and short; 0 = Sunday. */
const dayWords: Record<string, number> = {};
const dayNames: [number, string[]][] = [
  [0, ["sunday", "sun", "su", "domingo", "dom", "do"]],
  [1, ["monday", "mon", "mo", "m", "lunes", "lun", "lu", "l"]],
  [2, ["tuesday", "tue", "tues", "tu", "martes", "mar", "ma"]],
  [3, ["wednesday", "wed", "we", "w", "miercoles", "mie", "mi", "x"]],
  [4, ["thursday", "thu", "thur", "thurs", "th", "jueves", "jue", "ju", "j"]],
  [5, ["friday", "fri", "fr", "f", "viernes", "vie", "vi", "v"]],
  [6, ["saturday", "sat", "sa", "sabado", "sab"]],
];
for (const [day, words] of dayNames) for (const w of words) dayWords[w] = day;

/** "1st", "first", "primer"… → the week of the month (-1 = last). */
const ordinalWords: Record<string, number> = {
  "1st": 1,
  first: 1,
  "1": 1,
  primer: 1,
  primero: 1,
  "1er": 1,
  "1o": 1,
  "2nd": 2,
  second: 2,
  "2": 2,
  segundo: 2,
  "2o": 2,
  "3rd": 3,
  third: 3,
  "3": 3,
  tercer: 3,
  tercero: 3,
  "3er": 3,
  "3o": 3,
  "4th": 4,
  fourth: 4,
  "4": 4,
  cuarto: 4,
  "4o": 4,
  last: -1,
  ultimo: -1,
};

export interface ParsedDays {
  days: number[];
  /** Which week of the month, when the cell says "1st Monday" or is a date. */
  monthWeek: number | null;
  /** The date the cell held, if it was one (a first visit). */
  date: string | null;
}

/** The week of the month a date falls in: 1–4, or -1 from the 29th on. */
export function monthWeekOf(date: string): number {
  const day = Number(date.slice(8, 10));
  return day > 28 ? -1 : Math.ceil(day / 7);
}

/**
 * "Monday", "Mon/Thu", "lunes y jueves", "M W F", "1st Tuesday", "último viernes", or a date (its weekday) → the
 * weekdays; null when a part is not a weekday.
 */
export function parseWeekdays(raw: string): ParsedDays | null {
  const text = raw.trim();
  if (!text) return null;
  const date = parseServiceDate(text, "9999-12-31");
  if (date) return { days: [weekdayOf(date)], monthWeek: monthWeekOf(date), date };
  const words = normalizeText(text.replace(/[/&+|-]/g, " "))
    .split(" ")
    .filter(
      (w) =>
        w &&
        ![
          "and",
          "y",
          "e",
          "every",
          "each",
          "cada",
          "de",
          "del",
          "mes",
          "month",
          "of",
          "the",
          "el",
          "los",
        ].includes(w),
    );
  const days: number[] = [];
  let monthWeek: number | null = null;
  for (const word of words) {
    const plain = word.replace(/s$/, "");
    if (Object.hasOwn(ordinalWords, word)) {
      if (monthWeek !== null) return null;
      monthWeek = ordinalWords[word];
      continue;
    }
    const day = Object.hasOwn(dayWords, word)
      ? dayWords[word]
      : word.length > 3 && Object.hasOwn(dayWords, plain)
        ? dayWords[plain]
        : undefined;
    if (day === undefined) return null;
    if (!days.includes(day)) days.push(day);
  }
  if (days.length === 0) return null;
  return { days: days.sort((a, b) => a - b), monthWeek, date: null };
}

export type ImportFrequency =
  | { frequency: "weekly" }
  | { frequency: "every N weeks"; interval: number }
  | {
      frequency: "monthly";
    };

const numberWords: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  other: 2,
};

/**
 * "Weekly", "every 2 weeks", "bi-weekly", "every other week", "monthly", "semanal", "cada 2 semanas", "quincenal",
 * "mensual" → a frequency the recurring stops support; null when it is none of them.
 */
export function parseFrequency(raw: string): ImportFrequency | null {
  const text = normalizeText(raw.replace(/[-_]/g, " "));
  if (!text) return { frequency: "weekly" };
  if (
    [
      "weekly",
      "week",
      "every week",
      "each week",
      "1 week",
      "1 weeks",
      "once a week",
      "semanal",
      "semanalmente",
      "cada semana",
      "1x week",
      "1x weekly",
    ].includes(text)
  )
    return { frequency: "weekly" };
  if (
    [
      "biweekly",
      "bi weekly",
      "fortnightly",
      "every other week",
      "quincenal",
      "cada quince dias",
      "cada 15 dias",
      "every fortnight",
    ].includes(text)
  )
    return { frequency: "every N weeks", interval: 2 };
  if (
    [
      "monthly",
      "month",
      "every month",
      "each month",
      "once a month",
      "mensual",
      "mensualmente",
      "cada mes",
      "1x month",
      "1x monthly",
    ].includes(text)
  )
    return { frequency: "monthly" };
  const every = /^(?:every|each|cada)?\s*(\w+)\s*(?:weeks?|wks?|semanas?)$/.exec(text);
  if (every) {
    const n = /^\d+$/.test(every[1]) ? Number(every[1]) : numberWords[every[1]];
    if (n === 1) return { frequency: "weekly" };
    if (n >= 2 && n <= 12) return { frequency: "every N weeks", interval: n };
  }
  return null;
}

/** One valid arrangement with the place it belongs to (as a history row names it, for the same lookup). */
export interface RecurringRow {
  place: HistoryRow;
  rule: RecurrenceRule;
  technician: string | null;
  priceCents: number | null;
  checklist: string | null;
  notes: string;
}

/** What a row with problems names, looked up too so that every problem of the row is listed at once. */
export type RecurringRef = Pick<RecurringRow, "place" | "technician" | "checklist">;

export type RecurringError = RowProblem<RecurringField>;

/**
 * Checks every row: whose (a customer), which day(s), how often, from when, at what rate. The start date defaults to
 * the weekday cell's date or today; a monthly arrangement takes its week of the month from "1st Monday" or from the
 * date. Technician and checklist are kept as written, for the domain to find.
 */
export function validateRecurringRows(
  rows: readonly Record<string, string>[],
  mapping: RecurringMapping,
  options: { today: string; maxErrors?: number },
) {
  return checkRows<RecurringField, RecurringRow, RecurringRef>(
    rows,
    mapping,
    recurringFields,
    options.maxErrors ?? MAX_REPORTED_ERRORS,
    (v, line, fail) => {
      if (!v.customerId && !v.customerName && !v.customerEmail)
        fail("customerName", "common.recurringImport.customerMissing");
      const parsedDays = v.weekday ? parseWeekdays(v.weekday) : null;
      if (!v.weekday) fail("weekday", "common.recurringImport.dayMissing");
      else if (!parsedDays)
        fail("weekday", keyed("common.recurringImport.day", { value: quoted(v.weekday) }));
      const frequency = parseFrequency(v.frequency);
      if (!frequency)
        fail("frequency", keyed("common.recurringImport.frequency", { value: quoted(v.frequency) }));
      const startDate = v.startDate
        ? parseServiceDate(v.startDate, "9999-12-31")
        : (parsedDays?.date ?? options.today);
      if (!startDate)
        fail("startDate", keyed("common.recurringImport.startDate", { value: quoted(v.startDate) }));
      const priceCents = v.rate ? parseAmountCents(v.rate) : null;
      if (v.rate && priceCents === null)
        fail("rate", keyed("common.balanceImport.amount", { value: quoted(v.rate) }));
      else if (priceCents !== null && priceCents < 0) fail("rate", "common.recurringImport.rateNegative");
      else if (priceCents !== null && priceCents > 10_000_000)
        fail("rate", "common.recurringImport.rateTooLarge");
      if (v.notes.length > 2000) fail("notes", "common.recurringImport.notesTooLong");
      let rule: RecurrenceRule | null = null;
      if (parsedDays && frequency && startDate) {
        const monthly = frequency.frequency === "monthly";
        if (!monthly && parsedDays.monthWeek !== null && !parsedDays.date)
          fail("weekday", "common.recurringImport.weekOfMonthNotMonthly");
        rule = {
          frequency: frequency.frequency,
          days: parsedDays.days,
          interval: frequency.frequency === "every N weeks" ? frequency.interval : 1,
          monthWeek: monthly ? (parsedDays.monthWeek ?? monthWeekOf(startDate)) : null,
          startDate,
          endDate: null,
        };
        // The frequencies read above always have a valid interval and week: what is left is a month with several days.
        if (Object.keys(ruleProblems(rule)).length > 0) fail("weekday", "common.recurringImport.monthOneDay");
      }
      const place = placeOfRow(line, v);
      return {
        ref: namesCustomer(place)
          ? { place, technician: v.technician || null, checklist: v.checklist || null }
          : null,
        valid: rule
          ? {
              place,
              rule,
              technician: v.technician || null,
              priceCents,
              checklist: v.checklist || null,
              notes: v.notes,
            }
          : null,
      };
    },
  );
}
