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
import { type RepairRequestStatus, repairRequestStatuses } from "../../core/operations/repair-request-status";
import { user } from "./auth";
import { companyId, createdAt, id, updatedAt } from "./columns";
import { companyMember } from "./companies";
import { bodyOfWater, customer, equipment, serviceLocation } from "./locations";
import { item, type StopPhoto, serviceStop } from "./service";

/** A supplier ("Venders" in the original's menu). Archived, never deleted: purchases keep pointing at it. */
export const vendor = pgTable(
  "vendor",
  {
    id: id(),
    companyId: companyId(),
    name: text("name").notNull(),
    contactName: text("contact_name"),
    phone: text("phone"),
    email: text("email"),
    addressLine: text("address_line"),
    city: text("city"),
    region: text("region"),
    postalCode: text("postal_code"),
    accountNumber: text("account_number"),
    notes: text("notes").notNull().default(""),
    archivedAt: timestamp("archived_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("vendor_company_idx").on(t.companyId, t.name)],
);

export const jobTypes = [
  "repair",
  "install",
  "inspection",
  "clean",
  "filter clean",
  "drain/fill",
  "green-to-clean",
  "other",
] as const;
export type JobType = (typeof jobTypes)[number];

export const jobOperationStatuses = [
  "estimate pending",
  "unscheduled",
  "scheduled",
  "in progress",
  "finished",
  "cancelled",
] as const;
export type JobOperationStatus = (typeof jobOperationStatuses)[number];

export const jobBillingStatuses = ["draft", "estimate", "accepted", "invoiced", "paid"] as const;
export type JobBillingStatus = (typeof jobBillingStatuses)[number];

/** A work order: one-off work for a customer, priced by its lines, estimated, scheduled as service stops. */
export const job = pgTable(
  "job",
  {
    id: id(),
    companyId: companyId(),
    /** Per-company sequence, shown as J-1042. */
    number: integer("number").notNull(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    serviceLocationId: text("service_location_id").references(() => serviceLocation.id, {
      onDelete: "set null",
    }),
    bodyOfWaterId: text("body_of_water_id").references(() => bodyOfWater.id, { onDelete: "set null" }),
    equipmentId: text("equipment_id").references(() => equipment.id, { onDelete: "set null" }),
    /** The repair request it was made from (repair_request.job_id points back); requests are closed, not deleted. */
    repairRequestId: text("repair_request_id").references((): AnyPgColumn => repairRequest.id, {
      onDelete: "set null",
    }),
    type: text("type").$type<JobType>().notNull().default("repair"),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    operationStatus: text("operation_status")
      .$type<JobOperationStatus>()
      .notNull()
      .default("estimate pending"),
    billingStatus: text("billing_status").$type<JobBillingStatus>().notNull().default("draft"),
    /** Tax on taxable lines, in basis points (825 = 8.25 %). */
    taxRateBasisPoints: integer("tax_rate_basis_points").notNull().default(0),
    assignedTechnicianIds: jsonb("assigned_technician_ids").$type<string[]>().notNull().default([]),
    scheduledOn: date("scheduled_on"),
    /** The estimate link's secret (the customer accepts or declines without signing in). */
    estimateToken: text("estimate_token"),
    estimateSentAt: timestamp("estimate_sent_at", { withTimezone: true }),
    estimateDecision: text("estimate_decision", { enum: ["accepted", "declined"] }),
    estimateDecidedBy: text("estimate_decided_by"),
    estimateDecidedAt: timestamp("estimate_decided_at", { withTimezone: true }),
    estimateNote: text("estimate_note"),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("job_number_uq").on(t.companyId, t.number),
    index("job_company_status_idx").on(t.companyId, t.operationStatus),
    index("job_customer_idx").on(t.companyId, t.customerId),
    uniqueIndex("job_estimate_token_uq").on(t.estimateToken),
  ],
);

/** A priced line of a job: a catalog item or labor. Money in cents; quantity may be fractional (hours, gallons). */
export const jobLine = pgTable(
  "job_line",
  {
    id: id(),
    companyId: companyId(),
    jobId: text("job_id")
      .notNull()
      .references(() => job.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    kind: text("kind", { enum: ["item", "labor"] }).notNull(),
    itemId: text("item_id").references(() => item.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: doublePrecision("quantity").notNull(),
    unitPriceCents: integer("unit_price_cents").notNull(),
    /** What it costs the company, for the margin. */
    unitCostCents: integer("unit_cost_cents").notNull().default(0),
    taxable: boolean("taxable").notNull().default(true),
  },
  (t) => [index("job_line_job_idx").on(t.jobId, t.position)],
);

export const jobTask = pgTable(
  "job_task",
  {
    id: id(),
    companyId: companyId(),
    jobId: text("job_id")
      .notNull()
      .references(() => job.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    name: text("name").notNull(),
    done: boolean("done").notNull().default(false),
    /** The stop where it was done. */
    serviceStopId: text("service_stop_id").references(() => serviceStop.id, { onDelete: "set null" }),
  },
  (t) => [index("job_task_job_idx").on(t.jobId, t.position)],
);

export interface JobChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** Every change to a job: who, when, what from what to what ("job history"). */
export const jobHistory = pgTable(
  "job_history",
  {
    id: id(),
    companyId: companyId(),
    jobId: text("job_id")
      .notNull()
      .references(() => job.id, { onDelete: "cascade" }),
    /** Null for the customer acting through the estimate link (named in `actorName`). */
    actorUserId: text("actor_user_id").references(() => user.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    changes: jsonb("changes").$type<JobChange[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("job_history_job_idx").on(t.jobId, t.at)],
);

// Lives in core (list pages import it without Drizzle); re-exported for the server side.
export { type RepairRequestStatus, repairRequestStatuses };

/** A problem noticed by a technician at a stop or reported by a pool owner. */
export const repairRequest = pgTable(
  "repair_request",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    serviceLocationId: text("service_location_id").references(() => serviceLocation.id, {
      onDelete: "set null",
    }),
    bodyOfWaterId: text("body_of_water_id").references(() => bodyOfWater.id, { onDelete: "set null" }),
    equipmentId: text("equipment_id").references(() => equipment.id, { onDelete: "set null" }),
    serviceStopId: text("service_stop_id").references(() => serviceStop.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    photos: jsonb("photos").$type<StopPhoto[]>().notNull().default([]),
    status: text("status").$type<RepairRequestStatus>().notNull().default("open"),
    resolutionNote: text("resolution_note"),
    requestedBy: text("requested_by").references(() => user.id, { onDelete: "set null" }),
    requestedByKind: text("requested_by_kind", { enum: ["technician", "office", "client"] })
      .notNull()
      .default("technician"),
    jobId: text("job_id").references(() => job.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    closedAt: timestamp("closed_at", { withTimezone: true }),
    /** The idempotency key the phone sent with a report made at a stop: a resend of it makes no second request. */
    idempotencyKey: text("idempotency_key"),
  },
  (t) => [
    index("repair_request_company_idx").on(t.companyId, t.status, t.createdAt),
    uniqueIndex("repair_request_key_uq").on(t.companyId, t.idempotencyKey),
  ],
);

export interface ReceiptFile {
  url: string;
  /** For images; a PDF has none. */
  thumbnailUrl: string | null;
  kind: "image" | "pdf";
}

/** A receipt: what a technician or the office bought from a vendor. */
export const purchase = pgTable(
  "purchase",
  {
    id: id(),
    companyId: companyId(),
    vendorId: text("vendor_id").references(() => vendor.id, { onDelete: "set null" }),
    purchasedOn: date("purchased_on").notNull(),
    receiptNumber: text("receipt_number"),
    taxCents: integer("tax_cents").notNull().default(0),
    /** As printed on the receipt; the lines plus tax must add up to it. */
    totalCents: integer("total_cents").notNull(),
    file: jsonb("file").$type<ReceiptFile>(),
    notes: text("notes").notNull().default(""),
    purchasedBy: text("purchased_by").references(() => companyMember.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("purchase_company_idx").on(t.companyId, t.purchasedOn)],
);

/** One line of a receipt ("purchased item"): where it went and whether it is billed on. */
export const purchaseLine = pgTable(
  "purchase_line",
  {
    id: id(),
    companyId: companyId(),
    purchaseId: text("purchase_id")
      .notNull()
      .references(() => purchase.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    itemId: text("item_id").references(() => item.id, { onDelete: "set null" }),
    description: text("description").notNull(),
    quantity: doublePrecision("quantity").notNull(),
    unitCostCents: integer("unit_cost_cents").notNull(),
    billable: boolean("billable").notNull().default(false),
    customerId: text("customer_id").references(() => customer.id, { onDelete: "set null" }),
    jobId: text("job_id").references(() => job.id, { onDelete: "set null" }),
    returned: boolean("returned").notNull().default(false),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
  },
  (t) => [
    index("purchase_line_purchase_idx").on(t.purchaseId, t.position),
    index("purchase_line_billable_idx").on(t.companyId, t.billable, t.invoicedAt),
  ],
);
