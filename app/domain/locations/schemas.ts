import { z } from "zod";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";

/** Form fields arrive as strings; a missing field counts as empty. */
const optional = (max: number, field: MessageKey) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .max(max, keyed("places.validation.tooLong", { field: { word: field }, max }))
      .transform((v) => (v === "" ? null : v)),
  );

const coordinate = (field: MessageKey, limit: number) =>
  z.preprocess(
    (v) => v ?? "",
    z
      .string()
      .trim()
      .refine(
        (v) => v === "" || (Number.isFinite(Number(v)) && Math.abs(Number(v)) <= limit),
        keyed("places.validation.coordinate", { field: { word: field }, limit }),
      )
      .transform((v) => (v === "" ? null : Number(v))),
  );

export const locationSchema = z
  .object({
    nickname: optional(60, "places.field.nickname"),
    addressLine: z
      .string()
      .trim()
      .min(1, "places.validation.street")
      .max(200, "places.validation.streetTooLong"),
    city: z.string().trim().min(1, "places.validation.city").max(100, "places.validation.cityTooLong"),
    region: optional(100, "places.field.state"),
    postalCode: optional(20, "places.field.zipCode"),
    country: z.string().trim().length(2, "places.validation.country"),
    latitude: coordinate("places.field.latitude", 90),
    longitude: coordinate("places.field.longitude", 180),
    gateCode: optional(60, "places.field.gateCode"),
    accessNotes: optional(1000, "places.field.accessNotes"),
    dogName: optional(60, "places.field.dogName"),
    mainContactId: optional(60, "places.field.mainContact"),
    estimatedMinutes: z.coerce
      .number({ message: "places.validation.minutes" })
      .int("places.validation.wholeMinutes")
      .min(1, "places.validation.minutesMin")
      .max(600, "places.validation.minutesMax"),
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
        message: "places.validation.latLngBoth",
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
