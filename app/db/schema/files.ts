import { index, pgTable, text } from "drizzle-orm/pg-core";
import { user } from "./auth";
import { createdAt } from "./columns";
import { company } from "./companies";
import { customer } from "./locations";

/**
 * What a stored file under data/uploads/ is for: `public` kinds (a company's logo and public-page photos, profile
 * pictures) are served to anyone; the rest only to people who may see the record they belong to
 * (domain/files/stored-files.server.ts).
 */
export const fileKinds = [
  "logo",
  "public_photo",
  "profile",
  "stop_photo",
  "repair_photo",
  "message",
  "receipt",
  "place_photo",
] as const;
export type FileKind = (typeof fileKinds)[number];

/** One stored upload (`name` is the file name under data/uploads/, a random UUID with its extension). */
export const storedFile = pgTable(
  "stored_file",
  {
    name: text("name").primaryKey(),
    /** The company whose record holds it; null for a profile picture. */
    companyId: text("company_id").references(() => company.id, { onDelete: "cascade" }),
    /** The customer the record is about, when there is one: its linked pool owner may see stop, repair and message files. */
    customerId: text("customer_id").references(() => customer.id, { onDelete: "set null" }),
    kind: text("kind", { enum: fileKinds }).notNull(),
    visibility: text("visibility", { enum: ["public", "private"] }).notNull(),
    uploadedByUserId: text("uploaded_by_user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [index("stored_file_company_idx").on(t.companyId)],
);
