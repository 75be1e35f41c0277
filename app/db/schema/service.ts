import { sql } from "drizzle-orm";
import {
  type AnyPgColumn,
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
import { skipReasons, stopStatuses, taskKinds } from "../../core/service/statuses";
import { user } from "./auth";
import { companyId, createdAt, id, updatedAt } from "./columns";
import { company, companyMember } from "./companies";
import { importBatch } from "./imports";
import { bodyOfWater, customer, equipment, serviceLocation } from "./locations";
// These files import this one: the references to their tables are functions, read once every file has loaded.
import { invoice, serviceAgreement } from "./money";
import { job, repairRequest, vendor } from "./operations";
import { recurringServiceStop } from "./routing";
import { laborContract } from "./team";

// The stop's fixed lists live in core (the browser imports them without Drizzle); re-exported for the server side.
export {
  type SkipReason,
  type StopStatus,
  skipReasons,
  stopStatuses,
  type TaskKind,
  taskKinds,
} from "../../core/service/statuses";

/** A checklist template a stop follows ("Weekly full service"). */
export const taskGroup = pgTable(
  "task_group",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    description: text("description").notNull().default(""),
    /** The checklist new recurring stops and service stops start with; at most one per company, never archived. */
    isDefault: boolean("is_default").notNull().default(false),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("task_group_company_idx").on(t.companyId, t.name),
    uniqueIndex("task_group_one_default_idx").on(t.companyId).where(sql`${t.isDefault}`),
  ],
);

export const taskGroupTask = pgTable(
  "task_group_task",
  {
    id: id(),
    companyId: companyId(),
    taskGroupId: text("task_group_id")
      .notNull()
      .references(() => taskGroup.id, { onDelete: "cascade" }),
    /** 0-based order within the group. */
    position: integer("position").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: taskKinds }).notNull().default("checkbox"),
    required: boolean("required").notNull().default(false),
    estimatedMinutes: integer("estimated_minutes").notNull().default(0),
    /** Per task, in the company's currency's minor unit (cents); null when not billed. */
    billableRateCents: integer("billable_rate_cents"),
    createdAt: createdAt(),
  },
  (t) => [index("task_group_task_group_idx").on(t.taskGroupId, t.position)],
);

export const itemCategories = [
  "chemicals",
  "parts",
  "PVC",
  "electrical",
  "equipment",
  "tools",
  "usables",
  "labor",
  "misc",
] as const;

/**
 * The company's catalog. Chemicals carry their active ingredient and strength so the dosing engine can recommend
 * the company's own products (core/chemistry). The Items pages come with the operations issue.
 */
export const item = pgTable(
  "item",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    sku: text("sku"),
    category: text("category", { enum: itemCategories }).notNull().default("misc"),
    /** Unit of measure it is sold and counted in ("gal", "lb", "each"). */
    unit: text("unit").notNull().default("each"),
    costCents: integer("cost_cents"),
    priceCents: integer("price_cents"),
    billable: boolean("billable").notNull().default(true),
    taxable: boolean("taxable").notNull().default(true),
    /** A chemistry-engine product kind (e.g. "liquidChlorine", "muriaticAcid"); null for non-chemicals. */
    chemical: text("chemical"),
    /** Percent active ingredient, e.g. 12.5 for liquid chlorine, 31.45 for muriatic acid. */
    strengthPercent: doublePrecision("strength_percent"),
    description: text("description").notNull().default(""),
    /** The vendor it is usually bought from. */
    preferredVendorId: text("preferred_vendor_id").references((): AnyPgColumn => vendor.id, {
      onDelete: "set null",
    }),
    /** On hand, in its unit; null = the company does not track this item's stock. */
    stockQuantity: doublePrecision("stock_quantity"),
    /** At or below this, a "low stock" alert. */
    lowStockThreshold: doublePrecision("low_stock_threshold"),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("item_company_idx").on(t.companyId, t.category, t.name)],
);

export interface StopPhoto {
  url: string;
  thumbnailUrl: string;
}

/** One visit on one date. Readings, doses and checklist results hang off it. */
export const serviceStop = pgTable(
  "service_stop",
  {
    id: id(),
    companyId: companyId(),
    /** Per-company sequence, shown as S-1042. */
    number: integer("number").notNull(),
    /**
     * The standing arrangement it came from. Arrangements are ended, not deleted (ending removes the visits after the
     * end date); if one is deleted, the visits it made stay as one-off history.
     */
    recurringServiceStopId: text("recurring_service_stop_id").references(
      (): AnyPgColumn => recurringServiceStop.id,
      { onDelete: "set null" },
    ),
    /** For a recurring visit: the date its rule gave it, its identity for the schedule generator. */
    occurrenceDate: date("occurrence_date"),
    /** Changed by hand for this visit only (date, technician or order): the generator leaves it as it is. */
    detached: boolean("detached").notNull().default(false),
    /** The job it is a visit of (jobs are cancelled, not deleted: a deleted one leaves its visits as history). */
    jobId: text("job_id").references((): AnyPgColumn => job.id, { onDelete: "set null" }),
    /**
     * Done under a labor contract by another company (the subcontractor): its stops show on that company's routes.
     * The contract is the offering company's (same company as the stop); the contractor company and its member are
     * another company's, so they have plain keys only. When any of them goes, the stop is the company's own again.
     */
    laborContractId: text("labor_contract_id").references((): AnyPgColumn => laborContract.id, {
      onDelete: "set null",
    }),
    contractorCompanyId: text("contractor_company_id").references(() => company.id, { onDelete: "set null" }),
    /** The subcontractor's member who does the stop. */
    contractorTechnicianId: text("contractor_technician_id").references(() => companyMember.id, {
      onDelete: "set null",
    }),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    serviceLocationId: text("service_location_id")
      .notNull()
      .references(() => serviceLocation.id, { onDelete: "cascade" }),
    technicianId: text("technician_id").references(() => companyMember.id, { onDelete: "set null" }),
    serviceDate: date("service_date").notNull(),
    /** 1-based position in the technician's route that day; null sorts last. */
    routePosition: integer("route_position"),
    status: text("status", { enum: stopStatuses }).notNull().default("scheduled"),
    skipReason: text("skip_reason", { enum: skipReasons }),
    skipNote: text("skip_note"),
    description: text("description").notNull().default(""),
    taskGroupId: text("task_group_id").references(() => taskGroup.id, { onDelete: "set null" }),
    estimatedMinutes: integer("estimated_minutes"),
    arrivedAt: timestamp("arrived_at", { withTimezone: true }),
    finishedAt: timestamp("finished_at", { withTimezone: true }),
    /** When the technician skipped it (the phone's time for a skip made offline, within the last 48 hours). */
    skippedAt: timestamp("skipped_at", { withTimezone: true }),
    durationMinutes: integer("duration_minutes"),
    internalNotes: text("internal_notes").notNull().default(""),
    customerNotes: text("customer_notes").notNull().default(""),
    photos: jsonb("photos").$type<StopPhoto[]>().notNull().default([]),
    billed: boolean("billed").notNull().default(false),
    /** The invoice that billed the stop and its chemicals (deleting a draft releases it first). */
    invoiceId: text("invoice_id").references((): AnyPgColumn => invoice.id, { onDelete: "set null" }),
    /** The idempotency key of the submission that finished (or skipped) the stop: a retry with it changes nothing. */
    completionKey: text("completion_key"),
    reportSentAt: timestamp("report_sent_at", { withTimezone: true }),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("service_stop_number_uq").on(t.companyId, t.number),
    index("service_stop_contractor_idx").on(t.contractorCompanyId, t.serviceDate),
    index("service_stop_day_idx").on(t.companyId, t.serviceDate, t.technicianId),
    index("service_stop_customer_idx").on(t.companyId, t.customerId, t.serviceDate),
    index("service_stop_location_idx").on(t.serviceLocationId, t.serviceDate),
    uniqueIndex("service_stop_occurrence_uq").on(t.companyId, t.recurringServiceStopId, t.occurrenceDate),
    index("service_stop_import_batch_idx")
      .on(t.companyId, t.importBatchId)
      .where(sql`import_batch_id is not null`),
  ],
);

export const stopEventKinds = ["arrived", "finished", "skipped", "edited"] as const;
export type StopEventKind = (typeof stopEventKinds)[number];

/**
 * A stop's history: who arrived, finished or skipped it and when (the phone's time for work done offline), and each
 * change the office made to it (`changes`: field → before and after). `key` is the idempotency key of the technician's
 * request that made it, so a replayed arrive, finish or skip writes no second row.
 */
export const stopEvent = pgTable(
  "stop_event",
  {
    id: id(),
    companyId: companyId(),
    serviceStopId: text("service_stop_id")
      .notNull()
      .references(() => serviceStop.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: stopEventKinds }).notNull(),
    /** When it happened: the device's time for a change made offline; `createdAt` is when the server got it. */
    at: timestamp("at", { withTimezone: true }).notNull(),
    memberId: text("member_id").references(() => companyMember.id, { onDelete: "set null" }),
    /** The person's name as it was (kept when the member leaves). */
    actorName: text("actor_name").notNull().default(""),
    /** Sent by the phone's outbox (made offline, synced later). */
    offline: boolean("offline").notNull().default(false),
    key: text("key"),
    changes: jsonb("changes").$type<Record<string, { from: unknown; to: unknown }>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("stop_event_stop_idx").on(t.serviceStopId, t.at),
    uniqueIndex("stop_event_key_uq").on(t.serviceStopId, t.kind, t.key),
  ],
);

/** One reading of one body of water at one stop (temperature in °F or °C per the company's units). */
export const stopReading = pgTable(
  "stop_reading",
  {
    id: id(),
    companyId: companyId(),
    serviceStopId: text("service_stop_id")
      .notNull()
      .references(() => serviceStop.id, { onDelete: "cascade" }),
    bodyOfWaterId: text("body_of_water_id")
      .notNull()
      .references(() => bodyOfWater.id, { onDelete: "cascade" }),
    reading: text("reading").notNull(),
    value: doublePrecision("value").notNull(),
  },
  (t) => [
    uniqueIndex("stop_reading_uq").on(t.serviceStopId, t.bodyOfWaterId, t.reading),
    index("stop_reading_body_idx").on(t.bodyOfWaterId, t.reading),
  ],
);

/** A chemical added at a stop: what was recommended and what was actually added. */
export const stopDose = pgTable(
  "stop_dose",
  {
    id: id(),
    companyId: companyId(),
    serviceStopId: text("service_stop_id")
      .notNull()
      .references(() => serviceStop.id, { onDelete: "cascade" }),
    bodyOfWaterId: text("body_of_water_id")
      .notNull()
      .references(() => bodyOfWater.id, { onDelete: "cascade" }),
    itemId: text("item_id").references(() => item.id, { onDelete: "set null" }),
    /** The product's name as added (kept when the item is renamed or removed). */
    name: text("name").notNull(),
    amount: doublePrecision("amount").notNull(),
    unit: text("unit").notNull(),
    recommendedAmount: doublePrecision("recommended_amount"),
    recommendedUnit: text("recommended_unit"),
    /**
     * The stop screen's recommendation this dose was recorded from (its need, e.g. "freeChlorine:raise"), null for a
     * chemical added by hand: a stop records each recommendation for a body of water once.
     */
    recommendation: text("recommendation"),
    position: integer("position").notNull().default(0),
  },
  (t) => [
    index("stop_dose_stop_idx").on(t.serviceStopId),
    index("stop_dose_company_item_idx").on(t.companyId, t.itemId),
    uniqueIndex("stop_dose_recommendation_idx").on(t.serviceStopId, t.bodyOfWaterId, t.recommendation),
  ],
);

/** A checklist line of a stop, copied from its task group when the stop is created (later edits don't rewrite it). */
export const stopTask = pgTable(
  "stop_task",
  {
    id: id(),
    companyId: companyId(),
    serviceStopId: text("service_stop_id")
      .notNull()
      .references(() => serviceStop.id, { onDelete: "cascade" }),
    taskId: text("task_id").references(() => taskGroupTask.id, { onDelete: "set null" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    kind: text("kind", { enum: taskKinds }).notNull(),
    required: boolean("required").notNull().default(false),
    done: boolean("done").notNull().default(false),
    numberValue: doublePrecision("number_value"),
    note: text("note"),
    photo: jsonb("photo").$type<StopPhoto>(),
    billableRateCents: integer("billable_rate_cents"),
  },
  (t) => [index("stop_task_stop_idx").on(t.serviceStopId, t.position)],
);

export const alertKinds = [
  "reading out of range",
  "stop skipped",
  "required task missed",
  "equipment service due",
  "repair request received",
  "estimate accepted",
  "estimate declined",
  "low stock",
  "invoice overdue",
  "payment failed",
  "agreement accepted",
  "agreement declined",
  "stop missed",
  "stop running late",
  "filter pressure high",
  "agreement expiring",
  "long day",
  "offline change refused",
  "accounting sync failed",
] as const;

/** Something that needs a person. The alerts page comes with the dashboard issue. */
export const alert = pgTable(
  "alert",
  {
    id: id(),
    companyId: companyId(),
    kind: text("kind", { enum: alertKinds }).notNull(),
    severity: text("severity", { enum: ["info", "warning", "critical"] })
      .notNull()
      .default("warning"),
    title: text("title").notNull(),
    detail: text("detail").notNull().default(""),
    customerId: text("customer_id").references(() => customer.id, { onDelete: "cascade" }),
    serviceStopId: text("service_stop_id").references(() => serviceStop.id, { onDelete: "cascade" }),
    bodyOfWaterId: text("body_of_water_id").references(() => bodyOfWater.id, { onDelete: "cascade" }),
    equipmentId: text("equipment_id").references(() => equipment.id, { onDelete: "cascade" }),
    /**
     * Further records an alert is about (the job whose parts ran stock low, the overdue invoice, …). Like the ones
     * above, an alert goes with its record: the evaluator resolves an invoice's alert once the invoice is no longer
     * owed, which it could not tell from a nulled reference.
     */
    jobId: text("job_id").references((): AnyPgColumn => job.id, { onDelete: "cascade" }),
    invoiceId: text("invoice_id").references((): AnyPgColumn => invoice.id, { onDelete: "cascade" }),
    repairRequestId: text("repair_request_id").references((): AnyPgColumn => repairRequest.id, {
      onDelete: "cascade",
    }),
    agreementId: text("agreement_id").references((): AnyPgColumn => serviceAgreement.id, {
      onDelete: "cascade",
    }),
    memberId: text("member_id").references(() => companyMember.id, { onDelete: "cascade" }),
    itemId: text("item_id").references(() => item.id, { onDelete: "cascade" }),
    /**
     * What the alert is about, for alerts raised by the rule evaluator (`<rule>:<record>[:<date>]`): at most one
     * unresolved alert per key, so a rule evaluated every hour fires once.
     */
    dedupeKey: text("dedupe_key"),
    /** open → acknowledged → resolved (status is derived from these two times). */
    acknowledgedAt: timestamp("acknowledged_at", { withTimezone: true }),
    acknowledgedByUserId: text("acknowledged_by_user_id").references(() => user.id, { onDelete: "set null" }),
    /** Who is to deal with it: unassigned again if the member goes. */
    assignedMemberId: text("assigned_member_id").references(() => companyMember.id, { onDelete: "set null" }),
    resolvedByUserId: text("resolved_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    resolvedAt: timestamp("resolved_at", { withTimezone: true }),
  },
  (t) => [
    index("alert_company_open_idx").on(t.companyId, t.resolvedAt, t.createdAt),
    index("alert_stop_idx").on(t.serviceStopId),
    uniqueIndex("alert_open_dedupe_uq").on(t.companyId, t.dedupeKey).where(sql`resolved_at is null`),
  ],
);
