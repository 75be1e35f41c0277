/**
 * The fields a customer import fills, and the guess of which column of another tool's CSV holds each one. Pure: no
 * I/O, no framework, so the browser can show the same labels the server checks.
 *
 * A row of an import file is one customer, optionally with one of their service locations, optionally with one body
 * of water at that location. Rows of the same customer are grouped (see validate.ts).
 */

export const customerFieldKeys = [
  "externalId",
  "firstName",
  "lastName",
  "companyName",
  "displayAsCompany",
  "email",
  "phone",
  "mobilePhone",
  "billingAddressLine",
  "billingCity",
  "billingRegion",
  "billingPostalCode",
  "status",
  "tags",
  "notes",
  "billingTerms",
  "rateType",
  "preferredLanguage",
] as const;

export const locationFieldKeys = [
  "nickname",
  "addressLine",
  "city",
  "region",
  "postalCode",
  "country",
  "latitude",
  "longitude",
  "gateCode",
  "accessNotes",
  "dogName",
] as const;

export const bodyFieldKeys = ["bodyName", "kind", "volume", "sanitizer"] as const;

export const fieldKeys = [...customerFieldKeys, ...locationFieldKeys, ...bodyFieldKeys] as const;
export type FieldKey = (typeof fieldKeys)[number];
export type CustomerFieldKey = (typeof customerFieldKeys)[number];
export type LocationFieldKey = (typeof locationFieldKeys)[number];
export type BodyFieldKey = (typeof bodyFieldKeys)[number];

/** Which of our fields each column of the file fills (the column's header), or null when the file lacks it. */
export type Mapping = Record<FieldKey, string | null>;

export const fieldLabels: Record<FieldKey, string> = {
  externalId: "Customer ID",
  firstName: "First name",
  lastName: "Last name",
  companyName: "Business name",
  displayAsCompany: "Display as business",
  email: "E-mail",
  phone: "Phone",
  mobilePhone: "Mobile phone",
  billingAddressLine: "Billing address",
  billingCity: "Billing city",
  billingRegion: "Billing state",
  billingPostalCode: "Billing ZIP code",
  status: "Status",
  tags: "Tags",
  notes: "Billing notes",
  billingTerms: "Billing terms",
  rateType: "Rate type",
  preferredLanguage: "Preferred language",
  nickname: "Location nickname",
  addressLine: "Service address",
  city: "City",
  region: "State",
  postalCode: "ZIP code",
  country: "Country",
  latitude: "Latitude",
  longitude: "Longitude",
  gateCode: "Gate code",
  accessNotes: "Access notes",
  dogName: "Dog's name",
  bodyName: "Body of water",
  kind: "Kind",
  volume: "Volume",
  sanitizer: "Sanitizer",
};

export const fieldGroups: { title: string; fields: readonly FieldKey[] }[] = [
  { title: "Customer", fields: customerFieldKeys },
  { title: "Service location", fields: locationFieldKeys },
  { title: "Body of water", fields: bodyFieldKeys },
];

/**
 * Column names other tools (and spreadsheets typed by hand) use for each field, best first. Compared after
 * normalising: case, spaces and punctuation do not matter ("E-mail Address" = "email address" = "EmailAddress").
 */
export const fieldSynonyms: Record<FieldKey, readonly string[]> = {
  externalId: [
    "Customer ID",
    "ID",
    "Account #",
    "Account number",
    "Account no",
    "Account ID",
    "Acct #",
    "Client ID",
    "Customer #",
    "Customer number",
    "Customer no",
    "Cust ID",
    "External ID",
    "Reference",
    "Ref",
  ],
  firstName: ["First name", "First", "FName", "Given name", "Forename"],
  lastName: ["Last name", "Last", "LName", "Surname", "Family name"],
  companyName: [
    "Business name",
    "Company",
    "Company name",
    "Business",
    "Organization",
    "Organisation",
    "Account name",
  ],
  displayAsCompany: ["Display as business", "Display as company", "Show as business", "Show as company"],
  email: ["Email", "E-mail", "Email address", "E-mail address", "Mail", "Email 1"],
  phone: ["Phone", "Phone number", "Home phone", "Tel", "Telephone", "Main phone", "Work phone", "Landline"],
  mobilePhone: ["Mobile", "Mobile phone", "Cell", "Cell phone", "Cellphone", "Mobile number", "Cell number"],
  billingAddressLine: [
    "Billing address",
    "Billing street",
    "Billing address 1",
    "Mailing address",
    "Bill to",
  ],
  billingCity: ["Billing city", "Mailing city"],
  billingRegion: ["Billing state", "Billing province", "Billing region", "Mailing state"],
  billingPostalCode: [
    "Billing ZIP code",
    "Billing ZIP",
    "Billing postal code",
    "Billing postcode",
    "Mailing ZIP",
    "Mailing postal code",
  ],
  status: ["Status", "Customer status", "Account status", "Active"],
  tags: ["Tags", "Tag", "Labels", "Groups"],
  notes: ["Notes", "Billing notes", "Note", "Comments", "Customer notes"],
  billingTerms: ["Billing terms", "Terms", "Payment terms"],
  rateType: ["Rate type", "Billing type", "Rate"],
  preferredLanguage: ["Preferred language", "Language", "Idioma"],
  nickname: ["Location nickname", "Nickname", "Location name", "Site name", "Property name"],
  addressLine: [
    "Service address",
    "Address",
    "Street",
    "Street address",
    "Address 1",
    "Address line 1",
    "Address line",
    "Location address",
    "Pool address",
    "Site address",
    "Property address",
  ],
  city: ["City", "Town", "Service city", "Locality", "Suburb"],
  region: ["State", "Province", "Region", "State/Province", "Service state"],
  postalCode: ["ZIP code", "Zip", "Zipcode", "Postal code", "Postcode", "Post code", "Service ZIP"],
  country: ["Country", "Country code"],
  latitude: ["Latitude", "Lat"],
  longitude: ["Longitude", "Lng", "Lon", "Long"],
  gateCode: ["Gate code", "Gate", "Access code", "Gate combo", "Lockbox", "Lockbox code"],
  accessNotes: ["Access notes", "Directions", "Access instructions", "Entry notes", "Location notes"],
  dogName: ["Dog's name", "Dog", "Dog name", "Dogs", "Pet", "Pets"],
  bodyName: ["Body of water", "Pool name", "Body of water name", "Pool", "Water body", "Body name"],
  kind: ["Kind", "Type", "Pool type", "Body type", "Body of water type", "Body of water kind"],
  volume: [
    "Volume",
    "Gallons",
    "Pool volume",
    "Pool gallons",
    "Gallonage",
    "Litres",
    "Liters",
    "Volume gal",
    "Volume L",
  ],
  sanitizer: [
    "Sanitizer",
    "Chlorine type",
    "Sanitizer type",
    "Sanitation",
    "Chemical type",
    "Pool sanitizer",
    "Salt or chlorine",
  ],
};

/** Words other tools put in front of a field's name ("Customer Email", "Primary Phone", "Service City"). */
const prefixWords = new Set([
  "customer",
  "client",
  "cust",
  "primary",
  "main",
  "contact",
  "service",
  "property",
]);

function tokens(header: string): string[] {
  return header
    .normalize("NFKC")
    .toLowerCase()
    .replace(/#/g, " number ")
    .replace(/&/g, " and ")
    .replace(/['’`]/g, "")
    .split(/[^\p{L}\p{N}]+/u)
    .filter(Boolean);
}

/** "E-mail Address" → "emailaddress": case, spaces and punctuation do not matter. */
export function normalizeHeader(header: string): string {
  return tokens(header).join("");
}

/** A looser form: without a parenthesised note ("Volume (gal)") and without a leading "Customer"/"Primary"… word. */
function looseHeader(header: string): string {
  const words = tokens(header.replace(/\([^)]*\)|\[[^\]]*\]/g, " "));
  while (words.length > 1 && prefixWords.has(words[0])) words.shift();
  return words.join("");
}

const exactIndex = new Map<string, { field: FieldKey; rank: number }[]>();
for (const field of fieldKeys) {
  fieldSynonyms[field].forEach((synonym, rank) => {
    const key = normalizeHeader(synonym);
    const list = exactIndex.get(key) ?? [];
    list.push({ field, rank });
    exactIndex.set(key, list);
  });
}

/**
 * Guesses which column holds each of our fields from the file's header row. Each column fills at most one field and
 * each field takes at most one column: an exact synonym beats a loose one, an earlier (better) synonym beats a later
 * one, and on a tie the leftmost column wins.
 */
export function guessMapping(headers: readonly string[]): Mapping {
  const candidates: { field: FieldKey; column: number; score: number }[] = [];
  headers.forEach((header, column) => {
    if (typeof header !== "string" || !header.trim()) return;
    for (const hit of exactIndex.get(normalizeHeader(header)) ?? []) {
      candidates.push({ field: hit.field, column, score: 1000 - hit.rank });
    }
    const loose = looseHeader(header);
    if (loose && loose !== normalizeHeader(header)) {
      for (const hit of exactIndex.get(loose) ?? []) {
        candidates.push({ field: hit.field, column, score: 500 - hit.rank });
      }
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.column - b.column);

  const mapping = emptyMapping();
  const usedColumns = new Set<number>();
  for (const c of candidates) {
    if (mapping[c.field] !== null || usedColumns.has(c.column)) continue;
    mapping[c.field] = headers[c.column];
    usedColumns.add(c.column);
  }
  return mapping;
}

export function emptyMapping(): Mapping {
  return Object.fromEntries(fieldKeys.map((f) => [f, null])) as Mapping;
}

/** Keeps only mappings to columns the file really has (a submitted form can name anything). */
export function sanitizeMapping(raw: Partial<Record<string, unknown>>, headers: readonly string[]): Mapping {
  const known = new Set(headers);
  const mapping = emptyMapping();
  for (const field of fieldKeys) {
    const value = Object.hasOwn(raw, field) ? raw[field] : null;
    if (typeof value === "string" && known.has(value)) mapping[field] = value;
  }
  return mapping;
}

export function isFieldKey(value: string): value is FieldKey {
  return (fieldKeys as readonly string[]).includes(value);
}
