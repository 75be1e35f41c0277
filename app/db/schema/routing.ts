import { boolean, date, index, integer, jsonb, pgTable, text, uniqueIndex } from "drizzle-orm/pg-core";
import type { Frequency } from "~/core/recurrence/recurrence";
import { companyId, createdAt, id, updatedAt } from "./columns";
import { companyMember } from "./companies";
import { importBatch } from "./imports";
import { customer, serviceLocation } from "./locations";
import { taskGroup } from "./service";

/**
 * The standing arrangement: this location is serviced on this rule by this technician. The schedule generator turns
 * it into service stops for the company's horizon (domain/routing/schedule.server.ts).
 */
export const recurringServiceStop = pgTable(
  "recurring_service_stop",
  {
    id: id(),
    companyId: companyId(),
    customerId: text("customer_id")
      .notNull()
      .references(() => customer.id, { onDelete: "cascade" }),
    serviceLocationId: text("service_location_id")
      .notNull()
      .references(() => serviceLocation.id, { onDelete: "cascade" }),
    /** Null = not yet given to anyone (shown as unrouted). */
    technicianId: text("technician_id").references(() => companyMember.id, { onDelete: "set null" }),
    frequency: text("frequency").$type<Frequency>().notNull(),
    /** Weekdays, 0 = Sunday (see core/recurrence). */
    days: jsonb("days").$type<number[]>().notNull().default([]),
    interval: integer("interval").notNull().default(1),
    monthWeek: integer("month_week"),
    startDate: date("start_date").notNull(),
    /** Last possible visit (inclusive); ending a recurring stop sets it. */
    endDate: date("end_date"),
    /** "HH:MM" in the company's time zone; both null = any time. */
    timeWindowStart: text("time_window_start"),
    timeWindowEnd: text("time_window_end"),
    /** Null = the location's estimate. */
    estimatedMinutes: integer("estimated_minutes"),
    taskGroupId: text("task_group_id").references(() => taskGroup.id, { onDelete: "set null" }),
    /** Price per stop in cents, unless included in the customer's contract. */
    priceCents: integer("price_cents"),
    includedInContract: boolean("included_in_contract").notNull().default(false),
    /** Dates with no visit (the customer's vacation, a one-off "not this week"). */
    skipDates: jsonb("skip_dates").$type<string[]>().notNull().default([]),
    /** A skill the technician must have (route builder). */
    requiredSkill: text("required_skill"),
    /** The route builder keeps this stop's weekday / technician. */
    lockDay: boolean("lock_day").notNull().default(false),
    lockTechnician: boolean("lock_technician").notNull().default(false),
    notes: text("notes").notNull().default(""),
    /** The import that created it (undone with it); null for a record made in the product. */
    importBatchId: text("import_batch_id").references(() => importBatch.id, { onDelete: "set null" }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index("recurring_stop_company_idx").on(t.companyId, t.technicianId),
    index("recurring_stop_location_idx").on(t.companyId, t.serviceLocationId),
  ],
);

/**
 * A recurring route: the standing order of one technician's recurring stops on one weekday. Stops of that tech and
 * day that are not in the list follow it in creation order.
 */
export const recurringRoute = pgTable(
  "recurring_route",
  {
    id: id(),
    companyId: companyId(),
    technicianId: text("technician_id")
      .notNull()
      .references(() => companyMember.id, { onDelete: "cascade" }),
    weekday: integer("weekday").notNull(),
    stopIds: jsonb("stop_ids").$type<string[]>().notNull().default([]),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex("recurring_route_uq").on(t.companyId, t.technicianId, t.weekday)],
);
