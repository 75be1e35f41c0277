import { z } from "zod";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";
import { LANGUAGES, type Language } from "~/core/i18n/languages";

/** `field`: the field's name inside a sentence ("first name"), a catalog word. */
const trimmed = (max: number, field: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, keyed("places.validation.tooLong", { field: { word: field }, max }));
/** Form fields arrive as strings; a missing field (another client, an import) counts as empty. */
const blankIfMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? "", schema);
const optional = (max: number, field: MessageKey) =>
  blankIfMissing(trimmed(max, field).transform((v) => (v === "" ? null : v)));

export const phonePattern = /^[+()\d\s.-]{7,20}$/;
const phone = (field: MessageKey) =>
  blankIfMissing(
    z
      .string()
      .trim()
      .refine(
        (v) => v === "" || phonePattern.test(v),
        keyed("places.validation.phone", { field: { word: field } }),
      )
      .transform((v) => (v === "" ? null : v)),
  );
const email = blankIfMissing(
  z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, "places.validation.email")
    .transform((v) => (v === "" ? null : v.toLowerCase())),
);

export const customerStatuses = ["lead", "active", "inactive"] as const;
export const billingTerms = ["due on receipt", "net 15", "net 30"] as const;
export const rateTypes = ["per stop", "per month", "per job"] as const;

export const customerSchema = z
  .object({
    firstName: blankIfMissing(trimmed(60, "places.field.firstName")),
    lastName: blankIfMissing(trimmed(60, "places.field.lastName")),
    companyName: optional(100, "places.field.businessName"),
    displayAsCompany: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
    /** The form posts its hidden "off" and, when checked, "on" after it; absent (imports) leaves it unchanged. */
    sendServiceReports: z
      .string()
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "on" || v === "true")),
    /**
     * The language the company writes to the customer in (e-mails, PDFs); empty means English. Absent (an import
     * without the column) leaves it unchanged.
     */
    preferredLanguage: z
      .union([z.literal(""), z.enum(LANGUAGES)], { message: "places.validation.language" })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "" ? null : v)),
    email,
    phone: phone("places.field.phone"),
    mobilePhone: phone("places.field.mobilePhone"),
    billingAddressLine: optional(200, "places.field.address"),
    billingCity: optional(100, "places.field.city"),
    billingRegion: optional(100, "places.field.state"),
    billingPostalCode: optional(20, "places.field.zipCode"),
    status: z.enum(customerStatuses, { message: "places.validation.status" }),
    tags: z
      .string()
      .optional()
      .transform((v) =>
        [
          ...new Set(
            (v ?? "")
              .split(",")
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean),
          ),
        ].slice(0, 20),
      )
      .refine((tags) => tags.every((t) => t.length <= 30), "places.validation.tag"),
    billingNotes: optional(2000, "places.field.billingNotes"),
    billingTerms: z.enum(billingTerms, { message: "places.validation.billingTerms" }),
    rateType: z.enum(rateTypes, { message: "places.validation.rateType" }),
  })
  .superRefine((v, ctx) => {
    if (v.displayAsCompany && !v.companyName) {
      ctx.addIssue({
        code: "custom",
        path: ["companyName"],
        message: "places.validation.businessNameToDisplay",
      });
    }
    if (!v.companyName && !v.firstName && !v.lastName) {
      ctx.addIssue({ code: "custom", path: ["lastName"], message: "places.validation.nameOrBusiness" });
    }
  });
export type CustomerInput = Omit<
  z.infer<typeof customerSchema>,
  "sendServiceReports" | "preferredLanguage"
> & {
  /** Whether finished stops e-mail this customer their service report; undefined leaves it as it is. */
  sendServiceReports?: boolean;
  /** What the company writes to them in ("en", "es"; null: English); undefined leaves it as it is. */
  preferredLanguage?: Language | null;
};

/** A customer's contact (the customer page's Contacts tab only): its own messages are catalog keys (places.contacts.*). */
export const contactSchema = z
  .object({
    name: trimmed(100, "places.field.name").min(1, "places.contacts.nameRequired"),
    phone: phone("places.field.phone"),
    email,
    notes: optional(500, "places.field.notes"),
  })
  .refine((v) => v.phone || v.email, {
    path: ["phone"],
    message: "places.contacts.phoneOrEmail",
  });
export type ContactInput = z.infer<typeof contactSchema>;

/** "Last, First" for people, the business name when shown as a company. */
export function displayNameOf(c: {
  firstName: string;
  lastName: string;
  companyName: string | null;
  displayAsCompany: boolean;
}) {
  if (c.displayAsCompany && c.companyName) return c.companyName;
  const person = [c.lastName, c.firstName].filter(Boolean).join(", ");
  return person || c.companyName || "Unnamed customer";
}
