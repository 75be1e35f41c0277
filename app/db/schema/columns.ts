import { sql } from "drizzle-orm";
import { text, timestamp } from "drizzle-orm/pg-core";
import { company } from "./companies";

/** The columns every company-owned table starts with (see DESIGN.md: every tenant table carries company_id). */
export const id = () => text("id").primaryKey().default(sql`gen_random_uuid()::text`);
export const companyId = () =>
  text("company_id")
    .notNull()
    .references(() => company.id, { onDelete: "cascade" });
export const createdAt = () => timestamp("created_at", { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp("updated_at", { withTimezone: true }).notNull().defaultNow();
