import { sql } from "drizzle-orm";
import {
  boolean,
  date,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { user } from "./auth";
import { companyId, createdAt, id, updatedAt } from "./columns";
import { importBatch } from "./imports";

/** A company's client record. Archived customers keep their history and leave the active lists. */
export const customer = pgTable(
  "customer",
  {
    id: id(),
    companyId: companyId(),
    firstName: text("first_name").notNull().default(""),
    lastName: text("last_name").notNull().default(""),
    companyName: text("company_name"),
    displayAsCompany: boolean("display_as_company").notNull().default(false),
    /** What lists show and search matches: "Last, First" or the business name. Kept in step on every write. */
    displayName: text("display_name").notNull(),
    email: text("email"),
    phone: text("phone"),
    mobilePhone: text("mobile_phone"),
    billingAddressLine: text("billing_address_line"),
    billingCity: text("billing_city"),
    billingRegion: text("billing_region"),
    billingPostalCode: text("billing_postal_code"),
    status: text("status", { enum: ["lead", "active", "inactive"] })
      .notNull()
      .default("active"),
    tags: text("tags").array().notNull().default(sql`'{}'::text[]`),
    billingNotes: text("billing_notes"),
    billingTerms: text("billing_terms", { enum: ["due on receipt", "net 15", "net 30"] })
      .notNull()
      .default("due on receipt"),
    rateType: text("rate_type", { enum: ["per stop", "per month", "per job"] })
      .notNull()
      .default("per month"),
    /** Whether a finished stop e-mails this customer the service report. */
    sendServiceReports: boolean("send_service_reports").notNull().default(true),
    /** The language of what the company sends this customer (e-mails, reports, invoices); null: English. */
    preferredLanguage: text("preferred_language", { enum: ["en", "es"] }),
    linkedUserId: text("linked_user_id").references(() => user.id, { onDelete: "set null" }),
    /**
     * Lower-case names, e-mail, phone digits, billing and service addresses in one column, so a search is one
     * `like` over one column (see refreshCustomerSearchText). Kept in step by every write of the customer or its
     * locations.
     */
    searchText: text("search_text").notNull().default(""),
    /** Stable key of an imported row, so re-importing the same file updates instead of duplicating. */
    importKey: text("import_key"),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("customer_company_name_idx").on(t.companyId, t.displayName),
    index("customer_company_status_idx").on(t.companyId, t.status),
    index("customer_tags_idx").using("gin", t.tags),
    // Trigrams make the search's `like '%…%'` an index lookup instead of a scan (pg_trgm, see migration 0017).
    index("customer_search_trgm_idx").using("gin", t.searchText.op("gin_trgm_ops")),
    uniqueIndex("customer_import_key_uq").on(t.companyId, t.importKey),
  ],
);

export const customerContact = pgTable(
  "customer_contact",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    phone: text("phone"),
    email: text("email"),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("customer_contact_customer_idx").on(t.customerId)],
);

/** Where the work happens. A location without coordinates cannot be routed and is flagged. */
export const serviceLocation = pgTable(
  "service_location",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    nickname: text("nickname"),
    addressLine: text("address_line").notNull(),
    city: text("city").notNull(),
    region: text("region"),
    postalCode: text("postal_code"),
    country: text("country").notNull().default("US"),
    latitude: doublePrecision("latitude"),
    longitude: doublePrecision("longitude"),
    geocodedBy: text("geocoded_by", { enum: ["geocoder", "map pin", "typed", "import"] }),
    gateCode: text("gate_code"),
    accessNotes: text("access_notes"),
    dogName: text("dog_name"),
    mainContactId: text("main_contact_id").references(() => customerContact.id, { onDelete: "set null" }),
    estimatedMinutes: integer("estimated_minutes").notNull().default(30),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("location_company_customer_idx").on(t.companyId, t.customerId),
    index("location_company_address_idx").on(t.companyId, t.addressLine),
  ],
);

export type TargetRanges = Record<string, { min: number; max: number; ideal?: number }>;

export const bodyOfWater = pgTable(
  "body_of_water",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    serviceLocationId: text("service_location_id")
      .notNull()
      .references(() => serviceLocation.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    kind: text("kind", { enum: ["pool", "spa", "fountain", "water feature"] })
      .notNull()
      .default("pool"),
    /** US gallons or litres, per the company's units. */
    volume: integer("volume").notNull(),
    volumeSource: text("volume_source", { enum: ["entered", "computed"] })
      .notNull()
      .default("entered"),
    shape: text("shape", { enum: ["rectangle", "round", "oval", "kidney", "freeform"] }),
    dimensions: jsonb("dimensions").$type<Record<string, number>>(),
    surface: text("surface", { enum: ["plaster", "pebble", "quartz", "vinyl", "fiberglass", "tile"] })
      .notNull()
      .default("plaster"),
    sanitizer: text("sanitizer", { enum: ["chlorine", "salt", "bromine", "mineral"] })
      .notNull()
      .default("chlorine"),
    indoor: boolean("indoor").notNull().default(false),
    lastFilledOn: date("last_filled_on"),
    /** Company overrides of the default target ranges (by sanitizer and surface). */
    targetOverrides: jsonb("target_overrides").$type<TargetRanges>().notNull().default({}),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("bow_company_location_idx").on(t.companyId, t.serviceLocationId),
    index("bow_company_customer_idx").on(t.companyId, t.customerId),
    // The list's default order (name, then id) read straight from the index: a page of 25 without sorting 7,000.
    index("bow_company_name_idx").on(t.companyId, t.name, t.id).where(sql`archived_at is null`),
  ],
);

export const equipment = pgTable(
  "equipment",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    bodyOfWaterId: text("body_of_water_id")
      .notNull()
      .references(() => bodyOfWater.id, { onDelete: "cascade" }),
    category: text("category").notNull(),
    make: text("make"),
    model: text("model"),
    serialNumber: text("serial_number"),
    installedOn: date("installed_on"),
    uninstalledOn: date("uninstalled_on"),
    warrantyUntil: date("warranty_until"),
    status: text("status").notNull().default("operational"),
    cleanPressurePsi: doublePrecision("clean_pressure_psi"),
    currentPressurePsi: doublePrecision("current_pressure_psi"),
    serviceEvery: integer("service_every"),
    serviceUnit: text("service_unit", { enum: ["days", "weeks", "months"] }),
    lastServiceOn: date("last_service_on"),
    /** Derived from last service (or install) and the frequency; stored so lists can filter and sort on it. */
    nextServiceOn: date("next_service_on"),
    notes: text("notes"),
    photos: jsonb("photos").$type<string[]>().notNull().default([]),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("equipment_company_bow_idx").on(t.companyId, t.bodyOfWaterId),
    index("equipment_company_next_service_idx").on(t.companyId, t.nextServiceOn),
    index("equipment_company_customer_idx").on(t.companyId, t.customerId),
  ],
);

export const equipmentPart = pgTable(
  "equipment_part",
  {
    id: id(),
    companyId: companyId(),
    equipmentId: text("equipment_id")
      .notNull()
      .references(() => equipment.id, { onDelete: "cascade" }),
    replacedOn: date("replaced_on").notNull(),
    part: text("part").notNull(),
    notes: text("notes"),
    createdAt: createdAt(),
  },
  (t) => [index("equipment_part_equipment_idx").on(t.equipmentId)],
);
