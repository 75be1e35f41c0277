/**
 * The fields a customer import fills, and the guess of which column of another tool's CSV holds each one. Pure: no
 * I/O, no framework, so the browser can show the same fields the server checks (their labels, in every language:
 * routes/company/customers/import-labels.ts).
 *
 * A row of an import file is one customer, optionally with one of their service locations, optionally with one body
 * of water at that location. Rows of the same customer are grouped (see validate.ts).
 */

export const customerFieldKeys = [
  "externalId",
  "fullName",
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

export const fieldGroups: { title: string; fields: readonly FieldKey[] }[] = [
  { title: "Customer", fields: customerFieldKeys },
  { title: "Service location", fields: locationFieldKeys },
  { title: "Body of water", fields: bodyFieldKeys },
];

/**
 * Column names other tools (and spreadsheets typed by hand) use for each field, best first: English, then Spanish
 * (the Spanish catalog's field labels, places.importField.*, first; fields.test.ts checks each is recognised). Compared
 * after normalising: case, accents, spaces and punctuation do not matter ("E-mail Address" = "email address" =
 * "EmailAddress", "Teléfono" = "telefono").
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
    "ID del cliente",
    "Número de cliente",
    "Código de cliente",
  ],
  fullName: [
    "Full name",
    "Name",
    "Customer full name",
    "Client name",
    "Contact name",
    "Nombre completo",
    "Nombre del cliente",
  ],
  firstName: ["First name", "First", "FName", "Given name", "Forename", "Nombre", "Nombres"],
  lastName: ["Last name", "Last", "LName", "Surname", "Family name", "Apellido", "Apellidos"],
  companyName: [
    "Business name",
    "Company",
    "Company name",
    "Business",
    "Organization",
    "Organisation",
    "Account name",
    "Nombre de la empresa",
    "Empresa",
    "Negocio",
    "Compañía",
    "Razón social",
  ],
  displayAsCompany: [
    "Display as business",
    "Display as company",
    "Show as business",
    "Show as company",
    "Mostrar como empresa",
  ],
  email: [
    "Email",
    "E-mail",
    "Email address",
    "E-mail address",
    "Mail",
    "Email 1",
    "Correo electrónico",
    "Correo",
  ],
  phone: [
    "Phone",
    "Phone number",
    "Home phone",
    "Tel",
    "Telephone",
    "Main phone",
    "Work phone",
    "Landline",
    "Teléfono",
    "Teléfono fijo",
  ],
  mobilePhone: [
    "Mobile",
    "Mobile phone",
    "Cell",
    "Cell phone",
    "Cellphone",
    "Mobile number",
    "Cell number",
    "Teléfono móvil",
    "Móvil",
    "Celular",
    "Teléfono celular",
  ],
  billingAddressLine: [
    "Billing address",
    "Billing street",
    "Billing address 1",
    "Mailing address",
    "Bill to",
    "Dirección de facturación",
  ],
  billingCity: ["Billing city", "Mailing city", "Ciudad de facturación"],
  billingRegion: [
    "Billing state",
    "Billing province",
    "Billing region",
    "Mailing state",
    "Estado o provincia de facturación",
    "Estado de facturación",
    "Provincia de facturación",
  ],
  billingPostalCode: [
    "Billing ZIP code",
    "Billing ZIP",
    "Billing postal code",
    "Billing postcode",
    "Mailing ZIP",
    "Mailing postal code",
    "Código postal de facturación",
  ],
  status: [
    "Status",
    "Customer status",
    "Account status",
    "Active",
    "Estado",
    "Estatus",
    "Estado del cliente",
  ],
  tags: ["Tags", "Tag", "Labels", "Groups", "Etiquetas"],
  notes: ["Notes", "Billing notes", "Note", "Comments", "Customer notes", "Notas de facturación", "Notas"],
  billingTerms: ["Billing terms", "Terms", "Payment terms", "Condiciones de pago", "Términos de pago"],
  rateType: ["Rate type", "Billing type", "Rate", "Tipo de tarifa", "Tarifa"],
  preferredLanguage: ["Preferred language", "Language", "Idioma", "Idioma preferido"],
  nickname: [
    "Location nickname",
    "Nickname",
    "Location name",
    "Site name",
    "Property name",
    "Apodo de la ubicación",
    "Nombre de la ubicación",
  ],
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
    "Dirección del servicio",
    "Dirección",
    "Calle",
  ],
  city: ["City", "Town", "Service city", "Locality", "Suburb", "Ciudad", "Localidad", "Municipio"],
  region: [
    "State",
    "Province",
    "Region",
    "State/Province",
    "Service state",
    "Estado o provincia",
    "Provincia",
    "Región",
  ],
  postalCode: [
    "ZIP code",
    "Zip",
    "Zipcode",
    "Postal code",
    "Postcode",
    "Post code",
    "Service ZIP",
    "Código postal",
    "CP",
  ],
  country: ["Country", "Country code", "País"],
  latitude: ["Latitude", "Lat", "Latitud"],
  longitude: ["Longitude", "Lng", "Lon", "Long", "Longitud"],
  gateCode: [
    "Gate code",
    "Gate",
    "Access code",
    "Gate combo",
    "Lockbox",
    "Lockbox code",
    "Código del portón",
    "Código de acceso",
    "Portón",
  ],
  accessNotes: [
    "Access notes",
    "Directions",
    "Access instructions",
    "Entry notes",
    "Location notes",
    "Notas de acceso",
    "Indicaciones",
  ],
  dogName: ["Dog's name", "Dog", "Dog name", "Dogs", "Pet", "Pets", "Nombre del perro", "Perro", "Mascota"],
  bodyName: [
    "Body of water",
    "Pool name",
    "Body of water name",
    "Pool",
    "Water body",
    "Body name",
    "Piscina",
    "Nombre de la piscina",
    "Alberca",
  ],
  kind: [
    "Kind",
    "Type",
    "Pool type",
    "Body type",
    "Body of water type",
    "Body of water kind",
    "Tipo",
    "Tipo de piscina",
  ],
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
    "Volumen",
    "Galones",
    "Litros",
  ],
  sanitizer: [
    "Sanitizer",
    "Chlorine type",
    "Sanitizer type",
    "Sanitation",
    "Chemical type",
    "Pool sanitizer",
    "Salt or chlorine",
    "Desinfectante",
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
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
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

/** Whether a header is one of the generic names of a field (weak evidence of which tool wrote the file). */
export function isGenericHeader(header: string): boolean {
  return exactIndex.has(normalizeHeader(header));
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
  return emptyColumns(fieldKeys);
}

/** Keeps only mappings to columns the file really has (a submitted form can name anything). */
export function sanitizeMapping(raw: Partial<Record<string, unknown>>, headers: readonly string[]): Mapping {
  return knownColumns(fieldKeys, raw, headers);
}

// ─── Any kind's columns (equipment, history, balances, recurring service) ─────────────────────────────────────────

/** Every field of a kind, none in a column yet. */
export function emptyColumns<F extends string>(fields: readonly F[]): Record<F, string | null> {
  return Object.fromEntries(fields.map((f) => [f, null])) as Record<F, string | null>;
}

/** A posted mapping with only the fields of the kind, each naming a column the file has (a form can name anything). */
export function knownColumns<F extends string>(
  fields: readonly F[],
  raw: Partial<Record<string, unknown>>,
  headers: readonly string[],
): Record<F, string | null> {
  const known = new Set(headers);
  const mapping = emptyColumns(fields);
  for (const field of fields) {
    const value = Object.hasOwn(raw, field) ? raw[field] : null;
    if (typeof value === "string" && known.has(value)) mapping[field] = value;
  }
  return mapping;
}

/**
 * Which column holds each field of a kind, by its synonyms: an earlier (better) synonym first, each column used once,
 * the leftmost on a tie. `guessed` narrows the fields looked for (the others stay out of the file).
 */
export function guessColumns<F extends string>(
  fields: readonly F[],
  synonyms: Record<F, readonly string[]>,
  headers: readonly string[],
  guessed: readonly F[] = fields,
): Record<F, string | null> {
  const mapping = emptyColumns(fields);
  const candidates: { field: F; column: string; score: number; index: number }[] = [];
  headers.forEach((header, index) => {
    const key = normalizeHeader(header);
    for (const field of guessed) {
      const rank = synonyms[field].findIndex((s) => normalizeHeader(s) === key);
      if (rank >= 0) candidates.push({ field, column: header, score: 100 - rank, index });
    }
  });
  candidates.sort((a, b) => b.score - a.score || a.index - b.index);
  const used = new Set<string>();
  for (const c of candidates) {
    if (mapping[c.field] !== null || used.has(c.column)) continue;
    mapping[c.field] = c.column;
    used.add(c.column);
  }
  return mapping;
}

export function isFieldKey(value: string): value is FieldKey {
  return (fieldKeys as readonly string[]).includes(value);
}
