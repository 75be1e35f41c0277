import { sql } from "drizzle-orm";
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import type { Holiday, HolidayPolicy } from "~/core/recurrence/schedule";
import type { CompanyTargetDefaults } from "~/core/water/targets";
import { user } from "./auth";

/** Opening hours per weekday (0 = Sunday … 6 = Saturday): "08:00"–"17:00", or absent when closed. */
export type OpeningHours = Partial<
  Record<"0" | "1" | "2" | "3" | "4" | "5" | "6", { opens: string; closes: string }>
>;

const id = () => text("id").primaryKey().default(sql`gen_random_uuid()::text`);
const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();

export const company = pgTable("company", {
  id: id(),
  name: text("name").notNull(),
  ownerId: text("owner_id").references(() => user.id, { onDelete: "set null" }),
  email: text("email"),
  phone: text("phone"),
  addressLine: text("address_line"),
  city: text("city"),
  region: text("region"),
  postalCode: text("postal_code"),
  country: text("country").notNull().default("US"),
  logoUrl: text("logo_url"),
  timeZone: text("time_zone").notNull().default("America/Los_Angeles"),
  units: text("units", { enum: ["us", "metric"] })
    .notNull()
    .default("us"),
  currency: text("currency").notNull().default("USD"),
  website: text("website"),
  serviceZipCodes: jsonb("service_zip_codes").$type<string[]>().notNull().default([]),
  /** The company's own target ranges per sanitizer, over the built-in defaults (see core/water/targets). */
  targetDefaults: jsonb("target_defaults").$type<CompanyTargetDefaults>().notNull().default({}),
  /** The readings technicians take at a stop, in order (empty = the standard set, see domain/service). */
  readingSet: jsonb("reading_set").$type<string[]>().notNull().default([]),
  /** Routing: where routes start when a technician starts from the shop. */
  shopLatitude: doublePrecision("shop_latitude"),
  shopLongitude: doublePrecision("shop_longitude"),
  /** How many weeks ahead the schedule generator keeps service stops created. */
  scheduleHorizonWeeks: integer("schedule_horizon_weeks").notNull().default(4),
  holidays: jsonb("holidays").$type<Holiday[]>().notNull().default([]),
  holidayPolicy: text("holiday_policy").$type<HolidayPolicy>().notNull().default("skip"),
  /** Straight-line distance × this = road distance, when no road router (OSRM_URL) is configured. */
  roadFactor: doublePrecision("road_factor").notNull().default(1.3),
  /** Average driving speed between stops, km/h (shown in mph to US companies). */
  averageSpeedKmh: doublePrecision("average_speed_kmh").notNull().default(40),
  /** How work logs and payroll are cut (core/team/pay-period). */
  payPeriod: text("pay_period", { enum: ["weekly", "biweekly", "semimonthly", "monthly"] })
    .notNull()
    .default("weekly"),
  /** Money: how billing runs cut periods, the default payment terms and sales tax, how chemicals are billed. */
  billingPeriod: text("billing_period", { enum: ["monthly", "weekly", "biweekly"] })
    .notNull()
    .default("monthly"),
  invoiceTerms: text("invoice_terms", { enum: ["due on receipt", "net 7", "net 15", "net 30", "net 60"] })
    .notNull()
    .default("net 15"),
  taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
  chemicalBillingMode: text("chemical_billing_mode", { enum: ["included", "itemised", "hybrid"] })
    .notNull()
    .default("itemised"),
  /** With the hybrid mode: chemicals worth up to this much per billing period are in the service rate. */
  chemicalAllowanceCents: integer("chemical_allowance_cents").notNull().default(0),
  /** The company's own Stripe account (Connect), and what Stripe last said about it. */
  stripeAccountId: text("stripe_account_id"),
  stripeChargesEnabled: boolean("stripe_charges_enabled").notNull().default(false),
  stripeDetailsSubmitted: boolean("stripe_details_submitted").notNull().default(false),
  stripeStatusAt: timestamp("stripe_status_at", { withTimezone: true }),
  /** The public page (directory): about text, services offered, categories (service_category slugs), hours, photos. */
  about: text("about").notNull().default(""),
  servicesOffered: jsonb("services_offered").$type<string[]>().notNull().default([]),
  categories: jsonb("categories").$type<string[]>().notNull().default([]),
  openingHours: jsonb("opening_hours").$type<OpeningHours>().notNull().default({}),
  publicPhotos: jsonb("public_photos").$type<{ url: string; thumbnailUrl: string }[]>().notNull().default([]),
  /** Alerts: each rule on/off with its tunable threshold (core/alerts/rules; missing = the rule's default). */
  alertRules: jsonb("alert_rules")
    .$type<Record<string, { enabled: boolean; threshold?: number }>>()
    .notNull()
    .default({}),
  /** Reports: what a mile of driving costs (vehicle, fuel), for profit per account and per route. */
  vehicleCostCentsPerMile: integer("vehicle_cost_cents_per_mile").notNull().default(70),
  deactivatedAt: timestamp("deactivated_at", { withTimezone: true }),
  deactivationReason: text("deactivation_reason").notNull().default(""),
  verified: boolean("verified").notNull().default(false),
  platformStatus: text("platform_status", { enum: ["pending", "active", "deactivated"] })
    .notNull()
    .default("pending"),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Per-company roles. Owner, Office and Technician are created with every company; companies add their own. */
export const role = pgTable(
  "role",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    color: text("color").notNull().default("blue"),
    permissions: jsonb("permissions").$type<string[]>().notNull().default([]),
    builtIn: text("built_in", { enum: ["owner", "office", "technician"] }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("role_company_name_uq").on(t.companyId, t.name)],
);

export const companyMember = pgTable(
  "company_member",
  {
    id: id(),
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    userId: text("user_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    roleId: text("role_id")
      .notNull()
      .references(() => role.id),
    status: text("status", { enum: ["active", "pending", "past"] })
      .notNull()
      .default("active"),
    workerType: text("worker_type", { enum: ["employee", "independent contractor"] })
      .notNull()
      .default("employee"),
    /** Routing: the colour of this member's route on maps (a Mantine colour name); null = one picked by order. */
    routeColor: text("route_color"),
    /** Where the day starts and ends: the company's shop or the member's home. */
    startFrom: text("start_from", { enum: ["shop", "home"] })
      .notNull()
      .default("shop"),
    homeAddress: text("home_address"),
    homeLatitude: doublePrecision("home_latitude"),
    homeLongitude: doublePrecision("home_longitude"),
    /** Weekdays worked, 0 = Sunday. */
    workDays: jsonb("work_days").$type<number[]>().notNull().default([1, 2, 3, 4, 5]),
    /** Minutes of work a day the route builder may plan (driving + on site). */
    dailyMinutes: integer("daily_minutes").notNull().default(480),
    /** Free-text skills ("salt", "repairs") that a recurring stop may require. */
    skills: jsonb("skills").$type<string[]>().notNull().default([]),
    /** When the member was deactivated (status past); their history stays. */
    endedAt: timestamp("ended_at", { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex("member_company_user_uq").on(t.companyId, t.userId),
    index("member_user_idx").on(t.userId),
  ],
);

/** Human-friendly per-company sequences (J-1042, S-20931, INV-318). */
export const companySequence = pgTable(
  "company_sequence",
  {
    companyId: text("company_id")
      .notNull()
      .references(() => company.id, { onDelete: "cascade" }),
    name: text("name").notNull(),
    next: integer("next").notNull().default(1),
  },
  (t) => [uniqueIndex("company_sequence_uq").on(t.companyId, t.name)],
);
