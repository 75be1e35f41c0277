/**
 * The team issue: members' rate sheets, work logs (shifts with breaks, edits and approval) and labor contracts
 * (recurring stops or a job's work offered to a member or to another company, the subcontractor).
 */
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
import { company, companyMember } from "./companies";
import { job } from "./operations";
import { recurringServiceStop } from "./routing";
import { serviceStop } from "./service";

export const rateKinds = ["hour", "stop", "job"] as const;
export type RateKind = (typeof rateKinds)[number];

/** One rate of a member's rate sheet, from the date it took effect (a raise is a new row; history stays). */
export const memberRate = pgTable(
  "member_rate",
  {
    id: id(),
    companyId: companyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => companyMember.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: rateKinds }).notNull(),
    amountCents: integer("amount_cents").notNull(),
    effectiveOn: date("effective_on", { mode: "string" }).notNull(),
    createdBy: text("created_by").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("member_rate_uq").on(t.memberId, t.kind, t.effectiveOn)],
);

export interface WorkLogChange {
  field: string;
  from: string | null;
  to: string | null;
}

/** A shift: clock in → clock out on one work day, with breaks; the office may edit (with who/when) and approve it. */
export const workLog = pgTable(
  "work_log",
  {
    id: id(),
    companyId: companyId(),
    memberId: text("member_id")
      .notNull()
      .references(() => companyMember.id, { onDelete: "cascade" }),
    /** The calendar day in the company's time zone the shift belongs to (pay periods group by it). */
    workDate: date("work_date", { mode: "string" }).notNull(),
    clockInAt: timestamp("clock_in_at", { withTimezone: true }).notNull(),
    clockOutAt: timestamp("clock_out_at", { withTimezone: true }),
    /** The device's position, only when the person allowed it. */
    clockInLatitude: doublePrecision("clock_in_latitude"),
    clockInLongitude: doublePrecision("clock_in_longitude"),
    clockOutLatitude: doublePrecision("clock_out_latitude"),
    clockOutLongitude: doublePrecision("clock_out_longitude"),
    note: text("note").notNull().default(""),
    status: text("status", { enum: ["open", "approved"] })
      .notNull()
      .default("open"),
    approvedBy: text("approved_by").references(() => user.id, { onDelete: "set null" }),
    approvedAt: timestamp("approved_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("work_log_member_day_idx").on(t.companyId, t.memberId, t.workDate),
    // One shift open at a time per member.
    uniqueIndex("work_log_one_open_uq").on(t.memberId).where(sql`clock_out_at is null`),
  ],
);

export const workLogBreak = pgTable(
  "work_log_break",
  {
    id: id(),
    companyId: companyId(),
    workLogId: text("work_log_id")
      .notNull()
      .references(() => workLog.id, { onDelete: "cascade" }),
    kind: text("kind", { enum: ["break", "lunch"] }).notNull(),
    startAt: timestamp("start_at", { withTimezone: true }).notNull(),
    endAt: timestamp("end_at", { withTimezone: true }),
    /** Paid breaks count as worked time; lunch does not. */
    paid: boolean("paid").notNull().default(false),
  },
  (t) => [index("work_log_break_log_idx").on(t.workLogId)],
);

/** Every edit of a shift by the office: who, when, what changed from what to what, and why. */
export const workLogEdit = pgTable(
  "work_log_edit",
  {
    id: id(),
    companyId: companyId(),
    workLogId: text("work_log_id")
      .notNull()
      .references(() => workLog.id, { onDelete: "cascade" }),
    editorUserId: text("editor_user_id").references(() => user.id, { onDelete: "set null" }),
    editorName: text("editor_name").notNull(),
    reason: text("reason").notNull().default(""),
    changes: jsonb("changes").$type<WorkLogChange[]>().notNull().default([]),
    at: timestamp("at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index("work_log_edit_log_idx").on(t.workLogId, t.at)],
);

export const laborContractStatuses = [
  "offered",
  "accepted",
  "rejected",
  "withdrawn",
  "expired",
  "ended",
  "finished",
  "invoiced",
] as const;
export type LaborContractStatus = (typeof laborContractStatuses)[number];

/**
 * Work offered by a company (`company_id`, the one that owns the customers) to one of its members or to another
 * company on the platform (the subcontractor, `receiver_company_id`). Recurring: a set of recurring stops at a rate
 * per stop / hour / month, from a start date to an end date or at will. One-time: a job's tasks at a rate, accepted by
 * a date. The receiver decides in its own labor-contract pages; either side may end a recurring one with notice.
 */
export const laborContract = pgTable(
  "labor_contract",
  {
    id: id(),
    companyId: companyId(),
    /** Per offering company, shown as LC-12. */
    number: integer("number").notNull(),
    kind: text("kind", { enum: ["recurring", "one-time"] }).notNull(),
    receiverCompanyId: text("receiver_company_id").references(() => company.id, { onDelete: "cascade" }),
    receiverMemberId: text("receiver_member_id").references(() => companyMember.id, { onDelete: "set null" }),
    /** For a one-time contract: the job whose work is offered. */
    jobId: text("job_id").references(() => job.id, { onDelete: "cascade" }),
    /** For a one-time contract: the tasks offered (names). */
    tasks: jsonb("tasks").$type<string[]>().notNull().default([]),
    rateCents: integer("rate_cents").notNull(),
    rateUnit: text("rate_unit", { enum: ["stop", "hour", "month", "job"] }).notNull(),
    terms: text("terms").notNull().default(""),
    startsOn: date("starts_on", { mode: "string" }),
    /** Null = at will (until either side ends it). */
    endsOn: date("ends_on", { mode: "string" }),
    acceptBy: date("accept_by", { mode: "string" }),
    noticeDays: integer("notice_days").notNull().default(14),
    status: text("status", { enum: laborContractStatuses }).notNull().default("offered"),
    offeredBy: text("offered_by").references(() => user.id, { onDelete: "set null" }),
    offeredAt: timestamp("offered_at", { withTimezone: true }).notNull().defaultNow(),
    decidedBy: text("decided_by").references(() => user.id, { onDelete: "set null" }),
    decidedAt: timestamp("decided_at", { withTimezone: true }),
    decisionNote: text("decision_note").notNull().default(""),
    /** For an accepted subcontract: the receiver's member who does the stops. */
    receiverTechnicianId: text("receiver_technician_id").references(() => companyMember.id, {
      onDelete: "set null",
    }),
    endedBy: text("ended_by").references(() => user.id, { onDelete: "set null" }),
    endNote: text("end_note").notNull().default(""),
    /** The last day of work after notice. */
    endsEffectiveOn: date("ends_effective_on", { mode: "string" }),
    invoicedAt: timestamp("invoiced_at", { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("labor_contract_number_uq").on(t.companyId, t.number),
    index("labor_contract_receiver_idx").on(t.receiverCompanyId, t.status),
  ],
);

/** The recurring stops a recurring labor contract covers. */
export const laborContractStop = pgTable(
  "labor_contract_stop",
  {
    id: id(),
    companyId: companyId(),
    contractId: text("contract_id")
      .notNull()
      .references(() => laborContract.id, { onDelete: "cascade" }),
    recurringServiceStopId: text("recurring_service_stop_id")
      .notNull()
      .references(() => recurringServiceStop.id, { onDelete: "cascade" }),
  },
  (t) => [uniqueIndex("labor_contract_stop_uq").on(t.contractId, t.recurringServiceStopId)],
);

/** The labor cost of one stop done under a contract, recorded when the stop is finished (once). */
export const laborCost = pgTable(
  "labor_cost",
  {
    id: id(),
    companyId: companyId(),
    contractId: text("contract_id")
      .notNull()
      .references(() => laborContract.id, { onDelete: "cascade" }),
    serviceStopId: text("service_stop_id")
      .notNull()
      .references(() => serviceStop.id, { onDelete: "cascade" }),
    amountCents: integer("amount_cents").notNull(),
    recordedAt: timestamp("recorded_at", { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex("labor_cost_stop_uq").on(t.contractId, t.serviceStopId)],
);
