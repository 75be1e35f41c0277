import { z } from "zod";
import { LANGUAGES, type Language } from "~/core/i18n/languages";

const trimmed = (max: number, label: string) =>
  z.string().trim().max(max, `Keep the ${label} under ${max} characters.`);
/** Form fields arrive as strings; a missing field (another client, an import) counts as empty. */
const blankIfMissing = <T extends z.ZodType>(schema: T) => z.preprocess((v) => v ?? "", schema);
const optional = (max: number, label: string) =>
  blankIfMissing(trimmed(max, label).transform((v) => (v === "" ? null : v)));

export const phonePattern = /^[+()\d\s.-]{7,20}$/;
const phone = (label: string) =>
  blankIfMissing(
    z
      .string()
      .trim()
      .refine(
        (v) => v === "" || phonePattern.test(v),
        `Enter the ${label} as digits (spaces, + ( ) - . allowed).`,
      )
      .transform((v) => (v === "" ? null : v)),
  );
const email = blankIfMissing(
  z
    .string()
    .trim()
    .refine((v) => v === "" || z.email().safeParse(v).success, "Enter a valid e-mail address.")
    .transform((v) => (v === "" ? null : v.toLowerCase())),
);

export const customerStatuses = ["lead", "active", "inactive"] as const;
export const billingTerms = ["due on receipt", "net 15", "net 30"] as const;
export const rateTypes = ["per stop", "per month", "per job"] as const;

export const customerSchema = z
  .object({
    firstName: blankIfMissing(trimmed(60, "first name")),
    lastName: blankIfMissing(trimmed(60, "last name")),
    companyName: optional(100, "business name"),
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
      .union([z.literal(""), z.enum(LANGUAGES)], { message: "Choose English or Español." })
      .optional()
      .transform((v) => (v === undefined ? undefined : v === "" ? null : v)),
    email,
    phone: phone("phone"),
    mobilePhone: phone("mobile phone"),
    billingAddressLine: optional(200, "address"),
    billingCity: optional(100, "city"),
    billingRegion: optional(100, "state"),
    billingPostalCode: optional(20, "ZIP code"),
    status: z.enum(customerStatuses, { message: "Choose a status." }),
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
      .refine((tags) => tags.every((t) => t.length <= 30), "Keep each tag under 30 characters."),
    billingNotes: optional(2000, "billing notes"),
    billingTerms: z.enum(billingTerms, { message: "Choose billing terms." }),
    rateType: z.enum(rateTypes, { message: "Choose a rate type." }),
  })
  .superRefine((v, ctx) => {
    if (v.displayAsCompany && !v.companyName) {
      ctx.addIssue({
        code: "custom",
        path: ["companyName"],
        message: "Enter the business name to display it.",
      });
    }
    if (!v.companyName && !v.firstName && !v.lastName) {
      ctx.addIssue({ code: "custom", path: ["lastName"], message: "Enter a name or a business name." });
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
    name: trimmed(100, "name").min(1, "places.contacts.nameRequired"),
    phone: phone("phone"),
    email,
    notes: optional(500, "notes"),
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
