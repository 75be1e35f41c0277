import { z } from "zod";
import {
  equipmentCategories,
  equipmentStatuses,
  frequencyUnits,
  isValidDate,
  maxPressure,
  pressureToPsi,
  pressureUnit,
  validateEquipmentDates,
} from "~/core/equipment/service";
import { messageFormat } from "~/core/format/format";
import type { Units } from "~/core/water/volume";

const optional = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `Keep the ${label} under ${max} characters.`)
    .optional()
    .transform((v) => v || null);

const optionalDate = (label: string) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidDate(v), `Enter the ${label} as a real date (YYYY-MM-DD).`)
    .transform((v) => v || null);

/** A pressure typed in the company's unit (psi or kPa), stored as psi. */
const pressure = (label: string, units: Units) =>
  z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (text === "") return null;
      const n = Number(text);
      if (!Number.isFinite(n) || n < 0 || n > maxPressure(units)) {
        ctx.addIssue({
          code: "custom",
          message: `Enter the ${label} in ${pressureUnit(units)}, between 0 and ${messageFormat.number(maxPressure(units))}.`,
        });
        return z.NEVER;
      }
      return pressureToPsi(n, units);
    });

/** Maps validateEquipmentDates' field names to the form's. */
export function dateErrorField(field: string) {
  return field === "lastServiceDate" ? "lastServiceOn" : field;
}

/** The equipment form for a company's units (pressures are typed in psi or kPa). */
export const equipmentSchemaFor = (units: Units) =>
  z
    .object({
      category: z.enum(equipmentCategories, { message: "Choose a category." }),
      make: optional(60, "make"),
      model: optional(60, "model"),
      serialNumber: optional(60, "serial number"),
      status: z.enum(equipmentStatuses, { message: "Choose a status." }),
      installedOn: optionalDate("install date"),
      uninstalledOn: optionalDate("uninstall date"),
      warrantyUntil: optionalDate("warranty end date"),
      lastServiceOn: optionalDate("last service date"),
      cleanPressurePsi: pressure("clean pressure", units),
      currentPressurePsi: pressure("current pressure", units),
      serviceEvery: z
        .string()
        .optional()
        .transform((v, ctx) => {
          const text = (v ?? "").trim();
          if (text === "") return null;
          const n = Number(text);
          if (!Number.isInteger(n) || n < 1 || n > 365) {
            ctx.addIssue({ code: "custom", message: "Enter a whole number from 1 to 365." });
            return z.NEVER;
          }
          return n;
        }),
      serviceUnit: z
        .string()
        .optional()
        .transform((v) =>
          v && (frequencyUnits as readonly string[]).includes(v)
            ? (v as (typeof frequencyUnits)[number])
            : null,
        ),
      notes: optional(2000, "notes"),
    })
    .superRefine((v, ctx) => {
      if (v.serviceEvery !== null && v.serviceUnit === null) {
        ctx.addIssue({ code: "custom", path: ["serviceUnit"], message: "Choose days, weeks or months." });
      }
      const errors = validateEquipmentDates({
        installedOn: v.installedOn,
        uninstalledOn: v.uninstalledOn,
        warrantyUntil: v.warrantyUntil,
        lastServiceDate: v.lastServiceOn,
      });
      for (const [field, message] of Object.entries(errors)) {
        ctx.addIssue({ code: "custom", path: [dateErrorField(field)], message });
      }
    })
    .transform((v) => ({ ...v, serviceUnit: v.serviceEvery === null ? null : v.serviceUnit }));

/** The form of a US company (psi). */
export const equipmentSchema = equipmentSchemaFor("us");
export type EquipmentInput = z.infer<typeof equipmentSchema>;

export const partSchema = z.object({
  replacedOn: z
    .string()
    .trim()
    .refine((v) => isValidDate(v), "Enter the date it was replaced (YYYY-MM-DD)."),
  part: z
    .string()
    .trim()
    .min(1, "Enter the part, e.g. Pump seal.")
    .max(100, "Keep the part under 100 characters."),
  notes: optional(500, "notes"),
});
export type PartInput = z.infer<typeof partSchema>;

export const dueFilters = ["due", "soon"] as const;
/** "Due soon" means due within this many days after today (not yet due). */
export const DUE_SOON_DAYS = 14;
