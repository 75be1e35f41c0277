/**
 * A service-history import: one row per visit (date, customer, optionally the address and pool, technician,
 * readings, doses, notes), written as finished service stops so a pool's charts and reports continue from its first
 * day. Pure: the fields, the guess of which column holds each, and the check of every row. Finding the customer,
 * pool, technician and chemical in the company's records is the domain's (domain/import/history-import.server.ts).
 */

import { type ChemistryReading, chemistryReadings, validateReading } from "../chemistry/readings";
import { keyed } from "../i18n/keyed";
import { emptyColumns, guessColumns, knownColumns } from "./fields";
import { checkRows, quoted, type RowProblem, type RowsCheck } from "./row-values";
import { MAX_REPORTED_ERRORS } from "./validate";

export const historyBaseFields = [
  "date",
  "customerId",
  "customerName",
  "customerEmail",
  "addressLine",
  "bodyName",
  "technician",
  "doses",
  "notes",
] as const;
export type HistoryBaseField = (typeof historyBaseFields)[number];
export type HistoryField = HistoryBaseField | ChemistryReading;
export const historyFields: readonly HistoryField[] = [...historyBaseFields, ...chemistryReadings];

export type HistoryMapping = Record<HistoryField, string | null>;

/** Column names for each field, best first (English, then Spanish); compared like every header. */
export const historySynonyms: Record<HistoryField, readonly string[]> = {
  date: [
    "Date",
    "Service date",
    "Visit date",
    "Stop date",
    "Completed",
    "Completed on",
    "Fecha",
    "Fecha de servicio",
  ],
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
    "Pool address",
    "Street",
    "Dirección",
    "Dirección del servicio",
  ],
  bodyName: ["Body of water", "Pool", "Pool name", "Body", "Piscina", "Nombre de la piscina"],
  technician: ["Technician", "Tech", "Technician email", "Serviced by", "Employee", "Técnico"],
  doses: ["Chemicals", "Doses", "Chemicals added", "Dosing", "Químicos", "Dosis"],
  notes: ["Notes", "Service notes", "Comments", "Tech notes", "Notas"],
  freeChlorine: ["Free chlorine", "FC", "Chlorine", "Free Cl", "Cloro libre"],
  totalChlorine: ["Total chlorine", "TC", "Cloro total"],
  pH: ["pH", "PH level"],
  totalAlkalinity: ["Total alkalinity", "Alkalinity", "TA", "Alk", "Alcalinidad", "Alcalinidad total"],
  calciumHardness: ["Calcium hardness", "Calcium", "CH", "Hardness", "Dureza cálcica", "Calcio"],
  cyanuricAcid: ["Cyanuric acid", "CYA", "Stabilizer", "Conditioner", "Ácido cianúrico", "Estabilizador"],
  salt: ["Salt", "Salt ppm", "Salt level", "Sal"],
  bromine: ["Bromine", "Br", "Bromo"],
  temperature: ["Temperature", "Temp", "Water temp", "Water temperature", "Temperatura"],
  tds: ["TDS", "Total dissolved solids"],
  phosphates: ["Phosphates", "Phosphate", "Fosfatos"],
  borates: ["Borates", "Borate", "Boratos"],
};

/** Which column holds each field: the best synonym first, each column used once, the leftmost on a tie. */
export function guessHistoryMapping(
  headers: readonly string[],
  fields: readonly HistoryField[] = historyFields,
): HistoryMapping {
  return guessColumns(historyFields, historySynonyms, headers, fields);
}

export function emptyHistoryMapping(): HistoryMapping {
  return emptyColumns(historyFields);
}

/** Keeps only mappings to columns the file has (a posted form can name anything). */
export function sanitizeHistoryMapping(
  raw: Record<string, unknown>,
  headers: readonly string[],
): HistoryMapping {
  return knownColumns(historyFields, raw, headers);
}

export interface HistoryDose {
  name: string;
  amount: number;
  unit: string;
}

/** One valid visit, before its customer, pool, technician and chemicals are found in the company's records. */
export interface HistoryRow {
  line: number;
  date: string;
  customer: { externalId: string | null; name: string | null; email: string | null };
  addressLine: string | null;
  bodyName: string | null;
  technician: string | null;
  readings: Partial<Record<ChemistryReading, number>>;
  doses: HistoryDose[];
  notes: string;
}

export type HistoryError = RowProblem<HistoryField>;

/** The columns of a row that say whose pool it is (every kind of import has the customer's; some the rest). */
export interface PlaceColumns {
  customerId: string;
  customerName: string;
  customerEmail: string;
  addressLine?: string;
  bodyName?: string;
  technician?: string;
}

/**
 * Whose pool a row of any import is about, as the domain looks it up (the history's row, with no visit in it): the
 * customer by id, name or e-mail (lowercased), and the address, body of water and technician where the file has them.
 */
export function placeOfRow(line: number, v: PlaceColumns): HistoryRow {
  return {
    line,
    date: "",
    customer: {
      externalId: v.customerId || null,
      name: v.customerName || null,
      email: v.customerEmail ? v.customerEmail.toLowerCase() : null,
    },
    addressLine: v.addressLine || null,
    bodyName: v.bodyName || null,
    technician: v.technician || null,
    readings: {},
    doses: [],
    notes: "",
  };
}

/** Whether the row names a customer at all (by id, name or e-mail). */
export const namesCustomer = (place: HistoryRow) =>
  Boolean(place.customer.externalId || place.customer.name || place.customer.email);

/**
 * The history file checked. Its `invalidRefs` are the rows with problems that still name a customer: the domain looks
 * their customer, pool and technician up too, so the dry run reports every problem of a row at once.
 */
export type HistoryCheck = RowsCheck<HistoryField, HistoryRow, HistoryRow>;

/**
 * A date as a spreadsheet or another tool writes it: ISO ("2024-03-05", with a time after it), or US month/day/year
 * ("3/5/2024", "03/05/24"); a real calendar date, not in the future (`today`, the company's date).
 */
export function parseServiceDate(raw: string, today: string): string | null {
  const text = raw.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[ T].*)?$/.exec(text);
  const us = /^(\d{1,2})\/(\d{1,2})\/(\d{2}|\d{4})(?:\s.*)?$/.exec(text);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (us) {
    [m, d, y] = [Number(us[1]), Number(us[2]), Number(us[3])];
    if (y < 100) y += 2000;
  } else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  const out = date.toISOString().slice(0, 10);
  if (y < 1990 || out > today) return null;
  return out;
}

/** "1.5", "1,5", "7.6 " → a number; "", "n/a", "-" → not measured (undefined); anything else → null. */
function parseReading(raw: string): number | null | undefined {
  const text = raw.trim().toLowerCase();
  if (!text || text === "-" || text === "n/a" || text === "na") return undefined;
  const cleaned = text.replace(/\s*(ppm|ppb|°f|°c|f|c)$/, "").replace(",", ".");
  if (!/^-?\d+(\.\d+)?$/.test(cleaned)) return null;
  return Number(cleaned);
}

/**
 * "Liquid chlorine 1.5 gal; Muriatic acid 32 oz" → doses. Separated by ";" or "|" (or new lines); each is a name, an
 * amount and an optional unit ("oz", "gal", "lb", "tabs"…).
 */
export function parseDoses(raw: string): HistoryDose[] | null {
  const parts = raw
    .split(/[;|\n]/)
    .map((p) => p.trim())
    .filter(Boolean);
  const doses: HistoryDose[] = [];
  for (const part of parts) {
    const match = /^(.*?\S)\s*[:=]?\s+(\d+(?:[.,]\d+)?)\s*([A-Za-zñÑ. ]{0,20})$/.exec(part);
    if (!match) return null;
    const amount = Number(match[2].replace(",", "."));
    if (!(amount > 0) || amount > 100_000) return null;
    doses.push({ name: match[1].slice(0, 100), amount, unit: match[3].trim().replace(/\.$/, "") || "unit" });
  }
  return doses;
}

/**
 * Checks every row of a history file: a date, a customer to find (ID, name or e-mail), readings a test kit can
 * report, doses that read. `readings` are the company's reading set (the other readings' columns are ignored).
 */
export function validateHistoryRows(
  rows: readonly Record<string, string>[],
  mapping: HistoryMapping,
  options: {
    units: "us" | "metric";
    today: string;
    readings?: readonly ChemistryReading[];
    /** Problems listed (the rest counted); a background dry run keeps more than a page shows. */
    maxErrors?: number;
  },
): HistoryCheck {
  const readingKeys = options.readings ?? chemistryReadings;
  return checkRows<HistoryField, HistoryRow, HistoryRow>(
    rows,
    mapping,
    historyFields,
    options.maxErrors ?? MAX_REPORTED_ERRORS,
    (v, line, fail) => {
      const date = v.date ? parseServiceDate(v.date, options.today) : null;
      if (!v.date) fail("date", "common.history.dateMissing");
      else if (!date) fail("date", keyed("common.history.dateInvalid", { value: quoted(v.date) }));
      if (!v.customerId && !v.customerName && !v.customerEmail)
        fail("customerName", "common.history.customerMissing");
      const readings: HistoryRow["readings"] = {};
      for (const reading of readingKeys) {
        if (!v[reading]) continue;
        const value = parseReading(v[reading]);
        if (value === undefined) continue;
        const problem = validateReading(reading, value, options.units);
        if (problem) fail(reading, problem);
        else if (value !== null) readings[reading] = value;
      }
      const doses = v.doses ? parseDoses(v.doses) : [];
      if (doses === null) fail("doses", keyed("common.history.dosesInvalid", { value: quoted(v.doses) }));
      if (v.notes.length > 5000) fail("notes", "common.history.notesTooLong");
      const row: HistoryRow = {
        ...placeOfRow(line, v),
        date: date ?? "",
        readings,
        doses: doses ?? [],
        notes: v.notes,
      };
      return {
        ref: namesCustomer(row) ? row : null,
        valid: date && doses !== null ? row : null,
      };
    },
  );
}
