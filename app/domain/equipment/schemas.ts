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
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { keyed } from "~/core/i18n/keyed";
import type { Units } from "~/core/water/volume";
import { wholeNumber } from "../schema-fields";

/** Messages are catalog keys, one per field (a field's name can't be slotted into a sentence in Spanish). */
const optional = (max: number, tooLong: MessageKey) =>
  z
    .string()
    .trim()
    .max(max, tooLong)
    .optional()
    .transform((v) => v || null);

const optionalDate = (notADate: MessageKey) =>
  z
    .string()
    .trim()
    .optional()
    .refine((v) => !v || isValidDate(v), notADate)
    .transform((v) => v || null);

/** A pressure typed in the company's unit (psi or kPa), stored as psi. */
const pressure = (outOfRange: MessageKey, units: Units) =>
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
          message: keyed(outOfRange, {
            unit: pressureUnit(units),
            max: messageFormat.number(maxPressure(units)),
          }),
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
      category: z.enum(equipmentCategories, { message: "reports.equipmentSchema.category" }),
      make: optional(60, "reports.equipmentSchema.makeTooLong"),
      model: optional(60, "reports.equipmentSchema.modelTooLong"),
      serialNumber: optional(60, "reports.equipmentSchema.serialNumberTooLong"),
      status: z.enum(equipmentStatuses, { message: "reports.equipmentSchema.status" }),
      installedOn: optionalDate("reports.equipmentSchema.installedOnDate"),
      uninstalledOn: optionalDate("reports.equipmentSchema.uninstalledOnDate"),
      warrantyUntil: optionalDate("reports.equipmentSchema.warrantyUntilDate"),
      lastServiceOn: optionalDate("reports.equipmentSchema.lastServiceOnDate"),
      cleanPressurePsi: pressure("reports.equipmentSchema.cleanPressure", units),
      currentPressurePsi: pressure("reports.equipmentSchema.currentPressure", units),
      serviceEvery: wholeNumber(1, 365, "reports.equipmentSchema.serviceEvery"),
      serviceUnit: z
        .string()
        .optional()
        .transform((v) =>
          v && (frequencyUnits as readonly string[]).includes(v)
            ? (v as (typeof frequencyUnits)[number])
            : null,
        ),
      notes: optional(2000, "reports.equipmentSchema.notesTooLong"),
    })
    .superRefine((v, ctx) => {
      if (v.serviceEvery !== null && v.serviceUnit === null) {
        ctx.addIssue({
          code: "custom",
          path: ["serviceUnit"],
          message: "reports.equipmentSchema.serviceUnit",
        });
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
    .refine((v) => isValidDate(v), "reports.equipmentSchema.replacedOn"),
  part: z
    .string()
    .trim()
    .min(1, "reports.equipmentSchema.partRequired")
    .max(100, "reports.equipmentSchema.partTooLong"),
  notes: optional(500, "reports.equipmentSchema.partNotesTooLong"),
});
export type PartInput = z.infer<typeof partSchema>;

export const dueFilters = ["due", "soon"] as const;
/** "Due soon" means due within this many days after today (not yet due). */
export const DUE_SOON_DAYS = 14;
