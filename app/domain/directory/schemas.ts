import { z } from "zod";
import { isTime, type OpeningHours, weekdays } from "~/core/directory/opening-hours";
import { keyed } from "~/core/i18n/keyed";
import { companySettingsSchema } from "~/domain/companies/schemas";
import { phonePattern } from "~/domain/customers/schemas";

const slugPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** The week's hours as form fields: `opens1`, `closes1`, `closed1` … (1 = Monday, 0 = Sunday). */
const hoursShape = Object.fromEntries(
  weekdays.flatMap(({ day }) => [
    [`opens${day}`, z.string().trim().optional().default("")],
    [`closes${day}`, z.string().trim().optional().default("")],
    [`closed${day}`, z.string().optional()],
  ]),
) as Record<string, z.ZodType<string | undefined>>;

/** The listing fields a company edits on its Public Page (the rest of its settings stay in Settings). */
export const publicProfileSchema = companySettingsSchema
  .pick({
    name: true,
    email: true,
    phone: true,
    addressLine: true,
    city: true,
    region: true,
    postalCode: true,
    website: true,
    serviceZipCodes: true,
  })
  .extend({
    about: z
      .string()
      .trim()
      .max(2_000, keyed("builder.directory.aboutTooLong", { max: 2_000 }))
      .optional()
      .default(""),
    /** One service per line. */
    servicesOffered: z
      .string()
      .optional()
      .default("")
      .transform((v) => [
        ...new Set(
          v
            .split(/\n+/)
            .map((line) => line.trim())
            .filter(Boolean),
        ),
      ])
      .refine((list) => list.length <= 20, keyed("builder.directory.tooManyServices", { max: 20 }))
      .refine(
        (list) => list.every((l) => l.length <= 80),
        keyed("builder.directory.serviceTooLong", { max: 80 }),
      ),
    /** Category slugs, comma-separated (the checkboxes' values joined by the action). */
    categories: z
      .string()
      .optional()
      .default("")
      .transform((v) => [
        ...new Set(
          v
            .split(",")
            .map((c) => c.trim())
            .filter(Boolean),
        ),
      ])
      .refine((list) => list.every((c) => slugPattern.test(c)), "builder.rules.categoriesFromList"),
    ...hoursShape,
  })
  .superRefine((v, issue) => {
    const fields = v as Record<string, unknown>;
    for (const { day, name } of weekdays) {
      const dayName = { day: name.toLowerCase() };
      if (fields[`closed${day}`] === "on") continue;
      const opens = String(fields[`opens${day}`] ?? "");
      const closes = String(fields[`closes${day}`] ?? "");
      if (opens === "" && closes === "") continue;
      if (!isTime(opens))
        issue.addIssue({
          code: "custom",
          path: [`opens${day}`],
          message: keyed("builder.directory.opensRequired", dayName),
        });
      else if (!isTime(closes))
        issue.addIssue({
          code: "custom",
          path: [`closes${day}`],
          message: keyed("builder.directory.closesRequired", dayName),
        });
      else if (closes <= opens)
        issue.addIssue({
          code: "custom",
          path: [`closes${day}`],
          message: keyed("builder.directory.closesAfterOpens", dayName),
        });
    }
  })
  .transform((v) => {
    const fields = v as Record<string, unknown>;
    const openingHours: OpeningHours = {};
    let given = false;
    for (const { day } of weekdays) {
      const opens = String(fields[`opens${day}`] ?? "");
      const closes = String(fields[`closes${day}`] ?? "");
      if (fields[`closed${day}`] === "on") given = true;
      else if (opens && closes) {
        openingHours[day] = { opens, closes };
        given = true;
      }
    }
    return {
      name: v.name,
      email: v.email,
      phone: v.phone,
      addressLine: v.addressLine,
      city: v.city,
      region: v.region,
      postalCode: v.postalCode,
      website: v.website,
      serviceZipCodes: v.serviceZipCodes,
      about: v.about,
      servicesOffered: v.servicesOffered,
      categories: v.categories,
      // Every day left blank: no hours shown at all (rather than "closed all week").
      openingHours: given ? openingHours : {},
    };
  });
export type PublicProfileInput = z.infer<typeof publicProfileSchema>;

export const zipPattern = /^[A-Z0-9][A-Z0-9 -]{1,8}[A-Z0-9]$/;

/** The visitor's "Request service" form on a company's public page. */
export const serviceRequestSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, "builder.directory.nameRequired")
    .max(100, keyed("builder.directory.nameTooLong", { max: 100 })),
  email: z
    .string()
    .trim()
    .refine((v) => z.email().safeParse(v).success, "builder.directory.emailInvalid")
    .transform((v) => v.toLowerCase()),
  phone: z
    .string()
    .trim()
    .refine((v) => v === "" || phonePattern.test(v), "builder.directory.phoneInvalid")
    .transform((v) => (v === "" ? null : v)),
  address: z
    .string()
    .trim()
    .min(1, "builder.directory.addressRequired")
    .max(200, keyed("builder.directory.addressTooLong", { max: 200 })),
  zip: z
    .string()
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => zipPattern.test(v), "builder.directory.zipInvalid"),
  message: z
    .string()
    .trim()
    .min(5, keyed("builder.directory.messageTooShort", { min: 5 }))
    .max(2000, keyed("builder.directory.messageTooLong", { max: 2_000 })),
  /** Honeypot: hidden from people; a bot that fills every field gets a confirmation and nothing is stored. */
  fax: z.string().optional().default(""),
});
export type ServiceRequestInput = z.infer<typeof serviceRequestSchema>;

/** The directory's search: a ZIP code and/or part of a name. */
export const directorySearchSchema = z.object({
  zip: z
    .string()
    .trim()
    .max(10)
    .transform((v) => v.toUpperCase())
    .catch(""),
  q: z.string().trim().max(100).catch(""),
  category: z.string().trim().regex(slugPattern).max(60).catch(""),
});
