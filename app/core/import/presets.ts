/**
 * Column-mapping presets for the customer exports of the tools pool companies move from, chosen by how many of the
 * file's column names they know. Pure. Each preset names, for our fields, the columns that tool's export uses (as
 * its export writes them; compared like every header, without case, spaces or punctuation); fields it does not
 * name, and files of a tool that renamed a column, fall back to the generic synonyms (fields.ts). Every column's
 * mapping stays editable in the wizard.
 */
import {
  type FieldKey,
  fieldKeys,
  guessMapping,
  isGenericHeader,
  type Mapping,
  normalizeHeader,
} from "./fields";

export const presetIds = ["skimmer", "poolBrain", "jobber", "generic"] as const;
export type PresetId = (typeof presetIds)[number];

type PresetColumns = Partial<Record<FieldKey, readonly string[]>>;

/**
 * Skimmer's customer export: one row per body of water, the customer's name in one column, the service address
 * split into Service Address/City/State/Zip, and the pool's gallons.
 */
const skimmer: PresetColumns = {
  externalId: ["Customer ID", "Customer Code"],
  fullName: ["Customer Name"],
  firstName: ["First Name"],
  lastName: ["Last Name"],
  companyName: ["Company Name"],
  email: ["Email", "Customer Email"],
  phone: ["Phone", "Home Phone"],
  mobilePhone: ["Mobile Phone", "Cell Phone"],
  billingAddressLine: ["Billing Address"],
  billingCity: ["Billing City"],
  billingRegion: ["Billing State"],
  billingPostalCode: ["Billing Zip"],
  status: ["Status", "Customer Status"],
  tags: ["Tags"],
  notes: ["Customer Notes"],
  rateType: ["Rate Type"],
  nickname: ["Location Name"],
  addressLine: ["Service Address"],
  city: ["Service City"],
  region: ["Service State"],
  postalCode: ["Service Zip"],
  gateCode: ["Gate Code"],
  accessNotes: ["Location Notes", "Access Notes"],
  dogName: ["Dog Name", "Dog's Name"],
  bodyName: ["Body of Water", "Body of Water Name"],
  kind: ["Body of Water Type", "Pool Type"],
  volume: ["Gallons"],
  sanitizer: ["Sanitizer", "Chlorine Type"],
};

/** Pool Brain's client export: "Client …" columns, the service address as "Pool Address", the pool's volume. */
const poolBrain: PresetColumns = {
  externalId: ["Client ID"],
  fullName: ["Client Name"],
  firstName: ["Client First Name"],
  lastName: ["Client Last Name"],
  companyName: ["Client Company"],
  email: ["Client Email"],
  phone: ["Client Phone"],
  mobilePhone: ["Client Mobile"],
  billingAddressLine: ["Billing Address", "Billing Street"],
  billingCity: ["Billing City"],
  billingRegion: ["Billing State"],
  billingPostalCode: ["Billing Zip"],
  status: ["Client Status"],
  notes: ["Client Notes"],
  addressLine: ["Pool Address"],
  city: ["Pool City"],
  region: ["Pool State"],
  postalCode: ["Pool Zip"],
  gateCode: ["Gate Code", "Access Code"],
  accessNotes: ["Access Notes", "Pool Notes"],
  dogName: ["Dog Name", "Pets"],
  bodyName: ["Pool Name"],
  kind: ["Pool Type"],
  volume: ["Pool Gallons", "Pool Volume"],
  sanitizer: ["Sanitizer Type", "Sanitizer"],
};

/** Jobber's client export: "Client name", billing and property ("service") addresses split by street/city/… */
const jobber: PresetColumns = {
  externalId: ["Client ID", "J-ID"],
  fullName: ["Client name", "Display name"],
  firstName: ["First name"],
  lastName: ["Last name"],
  companyName: ["Company name"],
  email: ["E-mail", "E-mails", "Email"],
  phone: ["Main phone", "Main Phone #s", "Phone number"],
  mobilePhone: ["Mobile phone", "Mobile Phone #s"],
  billingAddressLine: ["Billing street", "Billing street 1", "Billing Street 1"],
  billingCity: ["Billing city"],
  billingRegion: ["Billing province", "Billing state"],
  billingPostalCode: ["Billing postal code", "Billing zip code", "Billing ZIP code"],
  tags: ["Tags"],
  notes: ["Client notes", "Notes"],
  nickname: ["Property name"],
  addressLine: ["Service street", "Service street 1", "Property street", "Property street 1"],
  city: ["Service city", "Property city"],
  region: ["Service province", "Service state", "Property province", "Property state"],
  postalCode: ["Service postal code", "Service zip code", "Property postal code", "Property zip code"],
  country: ["Service country", "Property country"],
};

export const presetColumns: Record<Exclude<PresetId, "generic">, PresetColumns> = {
  skimmer,
  poolBrain,
  jobber,
};

/** A company's own preset: our field → the column name it maps (saved from the wizard). */
export type SavedColumns = Partial<Record<FieldKey, string>>;

function headerIndex(headers: readonly string[]): Map<string, string> {
  const index = new Map<string, string>();
  for (const h of headers) {
    const key = normalizeHeader(h);
    if (key && !index.has(key)) index.set(key, h);
  }
  return index;
}

/** The file's column for a preset's field: the first of its names the file has. */
function columnOf(names: readonly string[] | undefined, index: Map<string, string>): string | null {
  for (const name of names ?? []) {
    const hit = index.get(normalizeHeader(name));
    if (hit) return hit;
  }
  return null;
}

/**
 * The mapping a preset gives a file: its columns first, then the generic guess for the fields it left empty (only
 * with columns not already taken). "generic" is the guess alone.
 */
export function presetMapping(
  columns: PresetColumns | SavedColumns | null,
  headers: readonly string[],
): Mapping {
  const guessed = guessMapping(headers);
  if (!columns) return guessed;
  const index = headerIndex(headers);
  const mapping = Object.fromEntries(fieldKeys.map((f) => [f, null])) as Mapping;
  const used = new Set<string>();
  for (const field of fieldKeys) {
    const names = columns[field];
    const column = columnOf(typeof names === "string" ? [names] : names, index);
    if (column && !used.has(column)) {
      mapping[field] = column;
      used.add(column);
    }
  }
  for (const field of fieldKeys) {
    const column = guessed[field];
    if (mapping[field] === null && column && !used.has(column)) {
      mapping[field] = column;
      used.add(column);
    }
  }
  return mapping;
}

/**
 * How strongly a file looks like a preset's tool: each of its columns the preset names counts 1, or a quarter when
 * the column's name is a generic one ("Email", "Gate Code": every tool writes those). `weighGeneric: false` counts
 * every column 1 (a company's own preset names exactly the columns of its files).
 */
export function presetScore(
  columns: PresetColumns | SavedColumns,
  headers: readonly string[],
  weighGeneric = true,
): number {
  const index = headerIndex(headers);
  const hits = new Set<string>();
  for (const field of fieldKeys) {
    const names = columns[field];
    const column = columnOf(typeof names === "string" ? [names] : names, index);
    if (column) hits.add(column);
  }
  let score = 0;
  for (const column of hits) score += weighGeneric && isGenericHeader(column) ? 0.25 : 1;
  return score;
}

/** Fewer known columns than this is no evidence of a tool: the generic guess is as good. */
export const MIN_PRESET_SCORE = 2;

/**
 * The preset that fits the file best: the named (or the company's saved) preset that knows the most of its
 * columns, if it knows at least MIN_PRESET_SCORE and more than any other; "generic" otherwise (a tie is no
 * evidence either way).
 */
export function choosePreset<S extends string>(
  headers: readonly string[],
  saved: readonly { id: S; columns: SavedColumns }[] = [],
): PresetId | S {
  const scored: { id: PresetId | S; score: number }[] = [
    ...(Object.keys(presetColumns) as Exclude<PresetId, "generic">[]).map((id) => ({
      id,
      score: presetScore(presetColumns[id], headers),
    })),
    // A company's own preset names exactly the columns of its files: it wins a tie with a tool's.
    ...saved.map((s) => ({ id: s.id, score: presetScore(s.columns, headers, false) + 0.5 })),
  ];
  scored.sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  if (!best || best.score < MIN_PRESET_SCORE) return "generic";
  if (second && second.score === best.score) return "generic";
  return best.id;
}

export function isPresetId(value: unknown): value is PresetId {
  return typeof value === "string" && (presetIds as readonly string[]).includes(value);
}

/** A mapping to save as a company preset: only the fields mapped to a column. */
export function savedColumnsOf(mapping: Mapping): SavedColumns {
  const out: SavedColumns = {};
  for (const field of fieldKeys) {
    const column = mapping[field];
    if (column) out[field] = column;
  }
  return out;
}

/** A saved preset read back from the database (jsonb): only our fields with a column name. */
export function parseSavedColumns(raw: unknown): SavedColumns {
  const out: SavedColumns = {};
  if (!raw || typeof raw !== "object") return out;
  for (const field of fieldKeys) {
    const value = (raw as Record<string, unknown>)[field];
    if (typeof value === "string" && value.trim()) out[field] = value.slice(0, 200);
  }
  return out;
}
