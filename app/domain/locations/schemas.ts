import { z } from "zod";

/** Form fields arrive as strings; a missing field counts as empty. */
const optional = (max: number, label: string) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .max(max, `Keep the ${label} under ${max} characters.`)
      .transform((v) => (v === "" ? null : v)),
  );

const coordinate = (label: string, limit: number) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .refine(
        (v) => v === "" || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit),
        `${label} must be a number between −${limit} and ${limit}.`,
      )
      .transform((v) => (v === "" ? null : Number(v))),
  );

export const locationSchema = z
  .object({
    nickname: optional(60, "nickname"),
    addressLine: z
      .string()
      .trim()
      .min(1, "Enter the street address.")
      .max(200, "Keep the address under 200 characters."),
    city: z.string().trim().min(1, "Enter the city.").max(100, "Keep the city under 100 characters."),
    region: optional(100, "state"),
    postalCode: optional(20, "ZIP code"),
    country: z.string().trim().length(2, "Use the two-letter country code, e.g. US."),
    latitude: coordinate("Latitude", 90),
    longitude: coordinate("Longitude", 180),
    gateCode: optional(60, "gate code"),
    accessNotes: optional(1000, "access notes"),
    dogName: optional(60, "dog's name"),
    mainContactId: optional(60, "main contact"),
    estimatedMinutes: z.coerce
      .number({ message: "Enter the minutes on site." })
      .int("Whole minutes only.")
      .min(1, "At least 1 minute.")
      .max(600, "At most 600 minutes (10 hours)."),
    geocode: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .superRefine((v, ctx) => {
    if ((v.latitude === null) !== (v.longitude === null)) {
      ctx.addIssue({
        code: "custom",
        path: [v.latitude === null ? "latitude" : "longitude"],
        message: "Enter both latitude and longitude, or neither.",
      });
    }
  });
export type LocationInput = z.infer<typeof locationSchema>;

export function formatAddress(l: {
  addressLine: string;
  city: string;
  region: string | null;
  postalCode: string | null;
}) {
  return [l.addressLine, l.city, [l.region, l.postalCode].filter(Boolean).join(" ")]
    .filter(Boolean)
    .join(", ");
}
