/**
 * Checks the rows of a customer import against the same rules as the forms, and groups them into customers with
 * their service locations and bodies of water. Pure: rows in, a report and an import plan out. Never throws on
 * whatever a file holds.
 */
import type { z } from "zod";
import { keyed } from "~/core/i18n/keyed";
import { LANGUAGES } from "~/core/i18n/languages";
import { controlCharacterMessage, findControlCharacter } from "~/core/text/control-characters";
import { type BodyKind, bodyKinds, isPlausibleVolume, type Units } from "~/core/water/volume";
import { billingTerms, customerSchema, customerStatuses, rateTypes } from "~/domain/customers/schemas";
import { locationSchema } from "~/domain/locations/schemas";
import { bodyFieldKeys, type FieldKey, fieldKeys, locationFieldKeys, type Mapping } from "./fields";

/** At most this many problems are listed; the rest are counted. */
export const MAX_REPORTED_ERRORS = 500;

export const sanitizerValues = ["chlorine", "salt", "bromine", "mineral"] as const;
export type Sanitizer = (typeof sanitizerValues)[number];

export interface RowError {
  /** 1-based data row (the header is not counted). */
  row: number;
  /** The line of the file: the data row + 1 for the header row. */
  line: number;
  field: FieldKey | "row";
  /**
   * A catalog key or a `keyed` message (core/i18n/keyed.ts), as the forms' schemas speak: worded in the reader's
   * language where shown (`t.text`). A message from a shared check not yet in the catalog is plain English.
   */
  message: string;
}

export type ImportCustomerFields = z.output<typeof customerSchema>;

export interface ImportLocationFields {
  nickname: string | null;
  addressLine: string;
  city: string;
  region: string | null;
  postalCode: string | null;
  country: string;
  latitude: number | null;
  longitude: number | null;
  gateCode: string | null;
  accessNotes: string | null;
  dogName: string | null;
}

export interface ImportBodyFields {
  name: string;
  kind: BodyKind;
  /** Whole US gallons or litres, per the company's units. */
  volume: number;
  sanitizer: Sanitizer | null;
}

/** One valid row: a customer, optionally one of their locations, optionally one body of water there. */
export interface ParsedRow {
  row: number;
  line: number;
  importKey: string;
  externalId: string | null;
  customer: ImportCustomerFields;
  location: ImportLocationFields | null;
  body: ImportBodyFields | null;
}

export interface ImportLocation {
  /** The normalised address: a location with the same key is the same place. */
  key: string;
  fields: ImportLocationFields;
  bodies: ImportBodyFields[];
}

export interface ImportCustomer {
  importKey: string;
  externalId: string | null;
  /** The file lines this customer came from. */
  lines: number[];
  customer: ImportCustomerFields;
  locations: ImportLocation[];
}

export interface ValidationResult {
  /** Rows without problems. */
  valid: ParsedRow[];
  /** The first MAX_REPORTED_ERRORS problems, in file order. */
  errors: RowError[];
  /** Every problem, including those not listed. */
  errorCount: number;
  /** Rows with at least one problem. */
  invalidRows: number;
  /** Data rows read (blank rows are not counted). */
  rowCount: number;
  /** The valid rows grouped: one entry per customer, with their locations and bodies of water. */
  customers: ImportCustomer[];
  /** Which customer fields the file has (a re-import updates only those). */
  mappedFields: FieldKey[];
  counts: { customers: number; locations: number; bodies: number };
}

export interface ValidateOptions {
  /** Two-letter country of locations whose row names none (the company's own). */
  defaultCountry?: string;
}

// --- Normalising ---------------------------------------------------------------------------------------------

/** Lower-case, single spaces, no accents or punctuation noise: for comparing names, addresses and choices. */
export function normalizeText(value: string): string {
  return value
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[.,;:'"’`#]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

const streetWords: Record<string, string> = {
  street: "st",
  avenue: "ave",
  av: "ave",
  road: "rd",
  drive: "dr",
  lane: "ln",
  court: "ct",
  boulevard: "blvd",
  place: "pl",
  circle: "cir",
  parkway: "pkwy",
  highway: "hwy",
  terrace: "ter",
  trail: "trl",
  way: "way",
  north: "n",
  south: "s",
  east: "e",
  west: "w",
  apartment: "apt",
  suite: "ste",
};

/** "12 Palm Street, Apt. 4" and "12 palm st apt 4" are the same address. */
export function normalizeAddress(addressLine: string, city: string): string {
  const words = (s: string) =>
    normalizeText(s)
      .split(" ")
      .filter(Boolean)
      .map((w) => streetWords[w] ?? w)
      .join(" ");
  return `${words(addressLine)}|${words(city)}`;
}

/**
 * A stable hash (two 53-bit cyrb53 halves) of a string, as 28 hex digits. Not cryptographic: it only has to tell
 * customers apart within one company.
 */
export function stableHash(text: string): string {
  const half = (seed: number) => {
    let h1 = 0xdeadbeef ^ seed;
    let h2 = 0x41c6ce57 ^ seed;
    for (let i = 0; i < text.length; i++) {
      const ch = text.charCodeAt(i);
      h1 = Math.imul(h1 ^ ch, 2654435761);
      h2 = Math.imul(h2 ^ ch, 1597334677);
    }
    h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507) ^ Math.imul(h2 ^ (h2 >>> 13), 3266489909);
    h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507) ^ Math.imul(h1 ^ (h1 >>> 13), 3266489909);
    return (4294967296 * (2097151 & h2) + (h1 >>> 0)).toString(16).padStart(14, "0");
  };
  return half(1) + half(2);
}

/**
 * The key a customer is found by when the same file (or a newer export of the same tool) is imported again: their
 * ID in the other tool when the file has one, otherwise a hash of their name and e-mail.
 */
export function importKeyOf(
  externalId: string | null,
  c: { firstName: string; lastName: string; companyName: string | null; email: string | null },
): string {
  if (externalId) return externalId;
  const identity = [c.firstName, c.lastName, c.companyName ?? "", c.email ?? ""].map(normalizeText).join("|");
  return `name:${stableHash(identity)}`;
}

// --- Choices ------------------------------------------------------------------------------------------------
// A file may say each choice in English or in Spanish ("activo", "sal", "piscina"); accents do not matter.

function choice<T extends string>(values: readonly T[], synonyms: Record<string, T>) {
  const table = new Map<string, T>();
  for (const v of values) table.set(normalizeText(v), v);
  for (const [word, v] of Object.entries(synonyms)) table.set(normalizeText(word), v);
  return (raw: string): T | undefined => table.get(normalizeText(raw.replace(/[-_]/g, " ")));
}

const statusOf = choice(customerStatuses, {
  prospect: "lead",
  potential: "lead",
  new: "lead",
  current: "active",
  yes: "active",
  true: "active",
  y: "active",
  "1": "active",
  former: "inactive",
  cancelled: "inactive",
  canceled: "inactive",
  paused: "inactive",
  "on hold": "inactive",
  no: "inactive",
  false: "inactive",
  n: "inactive",
  "0": "inactive",
  prospecto: "lead",
  "cliente potencial": "lead",
  potencial: "lead",
  nuevo: "lead",
  activo: "active",
  activa: "active",
  inactivo: "inactive",
  inactiva: "inactive",
  cancelado: "inactive",
  pausado: "inactive",
});
const sanitizerOf = choice(sanitizerValues, {
  "salt water": "salt",
  saltwater: "salt",
  swg: "salt",
  scg: "salt",
  "salt chlorine generator": "salt",
  "salt cell": "salt",
  "salt system": "salt",
  cl: "chlorine",
  chlorinated: "chlorine",
  "liquid chlorine": "chlorine",
  "chlorine tabs": "chlorine",
  tabs: "chlorine",
  trichlor: "chlorine",
  br: "bromine",
  minerals: "mineral",
  "mineral system": "mineral",
  cloro: "chlorine",
  "cloro liquido": "chlorine",
  pastillas: "chlorine",
  sal: "salt",
  "agua salada": "salt",
  "generador de cloro salino": "salt",
  bromo: "bromine",
  minerales: "mineral",
});
const kindOf = choice(bodyKinds, {
  "swimming pool": "pool",
  "hot tub": "spa",
  jacuzzi: "spa",
  whirlpool: "spa",
  "pool spa": "pool",
  feature: "water feature",
  waterfeature: "water feature",
  pond: "water feature",
  piscina: "pool",
  alberca: "pool",
  pileta: "pool",
  hidromasaje: "spa",
  "tina de hidromasaje": "spa",
  fuente: "fountain",
  estanque: "water feature",
  cascada: "water feature",
  "elemento de agua": "water feature",
});
/** Without a kind column, "Spa", "Hot tub" or "Front fountain" say what the body of water is; otherwise a pool. */
export function kindFromName(name: string): BodyKind {
  const words = ` ${normalizeText(name.replace(/[-_/]/g, " "))} `;
  if (/ (spa|hot tub|hottub|jacuzzi|whirlpool) /.test(words)) return "spa";
  if (/ fountain /.test(words)) return "fountain";
  if (/ (water feature|waterfall|pond|feature) /.test(words)) return "water feature";
  return "pool";
}

const billingTermsOf = choice(billingTerms, {
  "on receipt": "due on receipt",
  "upon receipt": "due on receipt",
  receipt: "due on receipt",
  net15: "net 15",
  net30: "net 30",
  "al recibir": "due on receipt",
  "pago al recibir": "due on receipt",
  "neto 15": "net 15",
  "neto 30": "net 30",
});
const languageOf = choice(LANGUAGES, {
  english: "en",
  ingles: "en",
  spanish: "es",
  espanol: "es",
});
const rateTypeOf = choice(rateTypes, {
  "per visit": "per stop",
  visit: "per stop",
  stop: "per stop",
  monthly: "per month",
  month: "per month",
  "flat monthly": "per month",
  job: "per job",
  "por visita": "per stop",
  "por parada": "per stop",
  "por mes": "per month",
  mensual: "per month",
  "por trabajo": "per job",
});
const yesNoOf = choice(["yes", "no"] as const, {
  true: "yes",
  y: "yes",
  "1": "yes",
  x: "yes",
  false: "no",
  n: "no",
  "0": "no",
  si: "yes",
});

const countryNames: Record<string, string> = {
  usa: "US",
  "united states": "US",
  "united states of america": "US",
  america: "US",
  canada: "CA",
  australia: "AU",
  "new zealand": "NZ",
  "united kingdom": "GB",
  uk: "GB",
  "great britain": "GB",
  england: "GB",
  ireland: "IE",
  mexico: "MX",
  "south africa": "ZA",
  spain: "ES",
  france: "FR",
  germany: "DE",
  italy: "IT",
  portugal: "PT",
};

/** A cell's text as a message quotes it: at most 40 characters (the message puts the quotes around it). */
function quoted(raw: string) {
  return raw.length > 40 ? `${raw.slice(0, 40)}…` : raw;
}

/** "20,000", "20000 gal", "75 000 L" → a number; null when it isn't one. */
function parseVolume(raw: string): number | null {
  const cleaned = raw
    .toLowerCase()
    .replace(/(us\s*)?(gallons?|gals?|litres?|liters?|l)\.?$/, "")
    .replace(/[\s,_]/g, "")
    .trim();
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return null;
  const n = Number(cleaned);
  return Number.isFinite(n) ? n : null;
}

/**
 * "Lee, Ann" (last name first, as lists sort) and "Ann Marie Lee" (the last word is the last name) → first and last
 * name; one word is a first name.
 */
export function splitFullName(full: string): { firstName: string; lastName: string } {
  const name = full.replace(/\s+/g, " ").trim();
  const comma = name.indexOf(",");
  if (comma > 0) return { firstName: name.slice(comma + 1).trim(), lastName: name.slice(0, comma).trim() };
  const space = name.lastIndexOf(" ");
  if (space < 0) return { firstName: name, lastName: "" };
  return { firstName: name.slice(0, space), lastName: name.slice(space + 1) };
}

// --- Validation -----------------------------------------------------------------------------------------------

const customerSchemaKeys: Partial<Record<string, FieldKey>> = {
  firstName: "firstName",
  lastName: "lastName",
  companyName: "companyName",
  displayAsCompany: "displayAsCompany",
  email: "email",
  phone: "phone",
  mobilePhone: "mobilePhone",
  billingAddressLine: "billingAddressLine",
  billingCity: "billingCity",
  billingRegion: "billingRegion",
  billingPostalCode: "billingPostalCode",
  status: "status",
  tags: "tags",
  billingNotes: "notes",
  billingTerms: "billingTerms",
  rateType: "rateType",
  preferredLanguage: "preferredLanguage",
};

function issueField(issue: z.core.$ZodIssue, keys: Partial<Record<string, FieldKey>>): FieldKey | "row" {
  const first = issue.path[0];
  return (typeof first === "string" && keys[first]) || "row";
}

/** The row's value for each of our fields ("" when unmapped or blank), trimmed. */
export function mapRow(row: Record<string, unknown>, mapping: Mapping): Record<FieldKey, string> {
  const out = {} as Record<FieldKey, string>;
  for (const field of fieldKeys) {
    const header = mapping?.[field];
    const value =
      typeof header === "string" && row && typeof row === "object" && Object.hasOwn(row, header)
        ? row[header]
        : "";
    out[field] = typeof value === "string" ? value.trim() : "";
  }
  return out;
}

interface RowOutcome {
  errors: { field: FieldKey | "row"; message: string }[];
  parsed?: Omit<ParsedRow, "row" | "line">;
}

function validateRow(v: Record<FieldKey, string>, units: Units, defaultCountry: string): RowOutcome {
  const errors: RowOutcome["errors"] = [];
  const fail = (field: FieldKey | "row", message: string) => errors.push({ field, message });

  // A control character in a cell is refused like in the forms (a NUL already refuses the whole file).
  for (const [field, value] of Object.entries(v) as [FieldKey, string][]) {
    const found = findControlCharacter(value);
    if (found) fail(field, controlCharacterMessage(found));
  }
  if (errors.length) return { errors };

  // Customer -------------------------------------------------------------------------------------------------
  const status = v.status ? statusOf(v.status) : "active";
  // The messages name the values a file may hold (customerStatuses, billingTerms, rateTypes), as they are written.
  if (!status) fail("status", keyed("common.import.status", { value: quoted(v.status) }));
  const terms = v.billingTerms ? billingTermsOf(v.billingTerms) : "due on receipt";
  if (!terms) fail("billingTerms", keyed("common.import.billingTerms", { value: quoted(v.billingTerms) }));
  const rate = v.rateType ? rateTypeOf(v.rateType) : "per month";
  if (!rate) fail("rateType", keyed("common.import.rateType", { value: quoted(v.rateType) }));
  // Blank keeps what the customer has (English for a new one).
  const language = v.preferredLanguage ? languageOf(v.preferredLanguage) : undefined;
  if (v.preferredLanguage && !language)
    fail("preferredLanguage", keyed("common.import.language", { value: quoted(v.preferredLanguage) }));
  let displayAsCompany: boolean;
  if (v.displayAsCompany) {
    const yes = yesNoOf(v.displayAsCompany);
    if (!yes)
      fail(
        "displayAsCompany",
        keyed("common.import.displayAsCompany", { value: quoted(v.displayAsCompany) }),
      );
    displayAsCompany = yes === "yes";
  } else {
    // A business without a person's name is shown by its business name.
    displayAsCompany = Boolean(v.companyName && !v.firstName && !v.lastName);
  }
  // A single name column ("Customer Name" in Skimmer's export) fills the names when the file has no other.
  const names =
    v.fullName && !v.firstName && !v.lastName && !v.companyName
      ? splitFullName(v.fullName)
      : { firstName: v.firstName, lastName: v.lastName };
  const customerResult = customerSchema.safeParse({
    firstName: names.firstName,
    lastName: names.lastName,
    companyName: v.companyName,
    displayAsCompany: displayAsCompany ? "true" : "false",
    email: v.email,
    phone: v.phone,
    mobilePhone: v.mobilePhone,
    billingAddressLine: v.billingAddressLine,
    billingCity: v.billingCity,
    billingRegion: v.billingRegion,
    billingPostalCode: v.billingPostalCode,
    status: status ?? "active",
    tags: v.tags.replace(/[;|]/g, ","),
    billingNotes: v.notes,
    billingTerms: terms ?? "due on receipt",
    rateType: rate ?? "per month",
    preferredLanguage: language,
  });
  if (!customerResult.success) {
    const seen = new Set<string>();
    for (const issue of customerResult.error.issues) {
      const field = issueField(issue, customerSchemaKeys);
      // The schema reports a missing name on the last name; say it plainly.
      const message =
        issue.message === "places.validation.nameOrBusiness" ? "common.import.nameOrBusiness" : issue.message;
      if (seen.has(`${field}:${message}`)) continue;
      seen.add(`${field}:${message}`);
      fail(field, message);
    }
  }
  if (v.externalId.length > 100) fail("externalId", "common.import.externalIdTooLong");

  // Location -------------------------------------------------------------------------------------------------
  const hasLocation = locationFieldKeys.some((f) => v[f] !== "");
  const hasBody = bodyFieldKeys.some((f) => v[f] !== "");
  let location: ImportLocationFields | null = null;
  if (hasLocation) {
    let country = defaultCountry;
    if (v.country) {
      const named = countryNames[normalizeText(v.country)];
      if (named) country = named;
      else if (/^[a-z]{2}$/i.test(v.country)) country = v.country.toUpperCase();
      else fail("country", keyed("common.import.country", { value: quoted(v.country) }));
    }
    const locationResult = locationSchema.safeParse({
      nickname: v.nickname,
      addressLine: v.addressLine,
      city: v.city,
      region: v.region,
      postalCode: v.postalCode,
      country,
      latitude: v.latitude.replace(",", "."),
      longitude: v.longitude.replace(",", "."),
      gateCode: v.gateCode,
      accessNotes: v.accessNotes,
      dogName: v.dogName,
      mainContactId: "",
      estimatedMinutes: "30",
    });
    if (locationResult.success) {
      const l = locationResult.data;
      location = {
        nickname: l.nickname,
        addressLine: l.addressLine,
        city: l.city,
        region: l.region,
        postalCode: l.postalCode,
        country: l.country.toUpperCase(),
        latitude: l.latitude,
        longitude: l.longitude,
        gateCode: l.gateCode,
        accessNotes: l.accessNotes,
        dogName: l.dogName,
      };
    } else {
      for (const issue of locationResult.error.issues) {
        const first = issue.path[0];
        const field =
          typeof first === "string" && (locationFieldKeys as readonly string[]).includes(first)
            ? (first as FieldKey)
            : "row";
        const message =
          field === "addressLine" && !v.addressLine
            ? "common.import.addressMissing"
            : field === "city" && !v.city
              ? "common.import.cityMissing"
              : issue.message;
        fail(field, message);
      }
    }
  }

  // Body of water --------------------------------------------------------------------------------------------
  let body: ImportBodyFields | null = null;
  if (hasBody) {
    if (!hasLocation) fail("addressLine", "common.import.bodyNeedsAddress");
    const kind = v.kind ? kindOf(v.kind) : kindFromName(v.bodyName);
    // The messages name the kinds and sanitizers a file may hold (bodyKinds, sanitizerValues).
    if (!kind) fail("kind", keyed("common.import.kind", { value: quoted(v.kind) }));
    const sanitizer = v.sanitizer ? (sanitizerOf(v.sanitizer) ?? null) : null;
    if (v.sanitizer && !sanitizer) {
      fail("sanitizer", keyed("common.import.sanitizer", { value: quoted(v.sanitizer) }));
    }
    let volume: number | null = null;
    if (!v.volume) {
      fail("volume", keyed("common.import.volumeMissing", { units }));
    } else {
      const n = parseVolume(v.volume);
      if (n === null)
        fail("volume", keyed("common.import.volumeNotNumber", { units, value: quoted(v.volume) }));
      else if (n <= 0) fail("volume", keyed("common.import.volumeZero", { units }));
      else {
        volume = Math.round(n);
        const implausible = kind ? isPlausibleVolume(volume, units, kind) : null;
        if (implausible) fail("volume", implausible);
      }
    }
    const name = v.bodyName || (kind ? kind.charAt(0).toUpperCase() + kind.slice(1) : "Pool");
    if (name.length > 60) fail("bodyName", "common.import.bodyNameTooLong");
    if (kind && volume !== null) body = { name, kind, volume, sanitizer };
  }

  if (errors.length > 0 || !customerResult.success) return { errors };
  const externalId = v.externalId || null;
  return {
    errors,
    parsed: {
      importKey: importKeyOf(externalId, customerResult.data),
      externalId,
      customer: customerResult.data,
      location,
      body,
    },
  };
}

/**
 * Checks every row and groups the valid ones into customers. Rows with the same customer ID — or, without one, the
 * same name and e-mail — are one customer; their rows add service locations (same normalised address = same
 * location) and bodies of water (same name at a location = same body).
 */
export function validateRows(
  rows: readonly Record<string, string>[],
  mapping: Mapping,
  units: Units,
  options: ValidateOptions = {},
): ValidationResult {
  const defaultCountry = /^[A-Z]{2}$/.test(options.defaultCountry ?? "") ? options.defaultCountry! : "US";
  const safeUnits: Units = units === "metric" ? "metric" : "us";
  const valid: ParsedRow[] = [];
  const errors: RowError[] = [];
  let errorCount = 0;
  let invalidRows = 0;
  let rowCount = 0;

  (Array.isArray(rows) ? rows : []).forEach((raw, index) => {
    const values = mapRow(raw, mapping);
    if (fieldKeys.every((f) => values[f] === "")) return; // a blank row
    rowCount++;
    const row = index + 1;
    const line = row + 1;
    let outcome: RowOutcome;
    try {
      outcome = validateRow(values, safeUnits, defaultCountry);
    } catch {
      outcome = { errors: [{ field: "row", message: "common.import.unreadableRow" }] };
    }
    if (outcome.errors.length > 0 || !outcome.parsed) {
      invalidRows++;
      for (const e of outcome.errors) {
        errorCount++;
        if (errors.length < MAX_REPORTED_ERRORS) errors.push({ row, line, ...e });
      }
      return;
    }
    valid.push({ row, line, ...outcome.parsed });
  });

  const customers = groupRows(valid);
  const mappedFields = fieldKeys.filter((f) => typeof mapping?.[f] === "string");
  return {
    valid,
    errors,
    errorCount,
    invalidRows,
    rowCount,
    customers,
    mappedFields,
    counts: {
      customers: customers.length,
      locations: customers.reduce((n, c) => n + c.locations.length, 0),
      bodies: customers.reduce((n, c) => n + c.locations.reduce((m, l) => m + l.bodies.length, 0), 0),
    },
  };
}

/** One entry per customer (the first row's details win), with their distinct locations and bodies of water. */
export function groupRows(rows: readonly ParsedRow[]): ImportCustomer[] {
  const byKey = new Map<string, ImportCustomer>();
  const locations = new Map<string, ImportLocation>();
  const bodies = new Set<string>();
  for (const r of rows) {
    let c = byKey.get(r.importKey);
    if (!c) {
      c = {
        importKey: r.importKey,
        externalId: r.externalId,
        lines: [],
        customer: r.customer,
        locations: [],
      };
      byKey.set(r.importKey, c);
    }
    c.lines.push(r.line);
    if (!r.location) continue;
    const key = normalizeAddress(r.location.addressLine, r.location.city);
    const locationId = `${r.importKey}\u0000${key}`;
    let l = locations.get(locationId);
    if (!l) {
      l = { key, fields: r.location, bodies: [] };
      locations.set(locationId, l);
      c.locations.push(l);
    }
    if (!r.body) continue;
    const bodyId = `${locationId}\u0000${normalizeText(r.body.name)}`;
    if (bodies.has(bodyId)) continue;
    bodies.add(bodyId);
    l.bodies.push(r.body);
  }
  return [...byKey.values()];
}

/**
 * The problems as CSV rows (line, column, message) for a downloadable report, worded by `words`: the reader's
 * language (the column's label, and the message through `t.text`).
 */
export function errorReportRows(
  errors: readonly RowError[],
  words: { column: (field: RowError["field"]) => string; message: (message: string) => string },
): string[][] {
  return errors.map((e) => [String(e.line), words.column(e.field), words.message(e.message)]);
}
