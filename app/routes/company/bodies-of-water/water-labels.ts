/**
 * Catalog keys for the words a pool's and its equipment's pages show for stored values (kind, shape, sanitizer,
 * surface, reading, equipment category and status): the page says them in the reader's language.
 */
import type { T } from "~/components/i18n/i18n-provider";
import type { EquipmentCategory, EquipmentStatus } from "~/core/equipment/service";
import { readingNameKeys } from "~/core/i18n/water-words";
import { entryFor, wordFor } from "~/core/i18n/word-for";
import type { Reading, Sanitizer, Surface } from "~/core/water/targets";
import type { BodyKind, Shape } from "~/core/water/volume";

export const bodyKindKeys = {
  pool: "office.pool.kindPool",
  spa: "office.pool.kindSpa",
  fountain: "office.pool.kindFountain",
  "water feature": "office.pool.kindFeature",
} as const satisfies Record<BodyKind, string>;

export const shapeKeys = {
  rectangle: "office.shape.rectangle",
  round: "office.shape.round",
  oval: "office.shape.oval",
  kidney: "office.shape.kidney",
  freeform: "office.shape.freeform",
} as const satisfies Record<Shape, string>;

/** Reading names: one list for every screen (core/i18n/water-words.ts). */
export const readingKeys = readingNameKeys satisfies Record<Reading, string>;

export const sanitizerKeys = {
  chlorine: "office.sanitizer.chlorine",
  salt: "office.sanitizer.salt",
  bromine: "office.sanitizer.bromine",
  mineral: "office.sanitizer.mineral",
} as const satisfies Record<Sanitizer, string>;

export const surfaceKeys = {
  plaster: "office.surface.plaster",
  pebble: "office.surface.pebble",
  quartz: "office.surface.quartz",
  vinyl: "office.surface.vinyl",
  fiberglass: "office.surface.fiberglass",
  tile: "office.surface.tile",
} as const satisfies Record<Surface, string>;

export const equipmentCategoryKeys = {
  pump: "office.equipmentCategory.pump",
  filter: "office.equipmentCategory.filter",
  heater: "office.equipmentCategory.heater",
  "salt cell": "office.equipmentCategory.saltCell",
  chlorinator: "office.equipmentCategory.chlorinator",
  automation: "office.equipmentCategory.automation",
  cleaner: "office.equipmentCategory.cleaner",
  light: "office.equipmentCategory.light",
  valve: "office.equipmentCategory.valve",
  other: "office.equipmentCategory.other",
} as const satisfies Record<EquipmentCategory, string>;

export const equipmentStatusKeys = {
  operational: "office.equipmentStatus.operational",
  "needs maintenance": "office.equipmentStatus.needsMaintenance",
  "needs repair": "office.equipmentStatus.needsRepair",
  "not operational": "office.equipmentStatus.notOperational",
} as const satisfies Record<EquipmentStatus, string>;

/** A stored category or status in the reader's language; a value this list does not know stays as stored. */
export function equipmentCategoryLabel(t: T, category: string): string {
  const key = entryFor(equipmentCategoryKeys, category);
  return key === undefined ? category.charAt(0).toUpperCase() + category.slice(1) : t(key);
}

export function equipmentStatusLabel(t: T, status: string): string {
  return wordFor(t, equipmentStatusKeys, status);
}
