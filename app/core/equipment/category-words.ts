/**
 * Equipment categories are stored as lowercase English words ("filter", "salt cell"). These are the catalog words that
 * say them in running text ("pump Hayward TriStar", "Hayward C4030 (filter)") in the reader's language; English is the
 * stored word itself. Pure.
 */
import type { MessageKey } from "../i18n/catalogs/en";
import type { KeyedValue } from "../i18n/keyed";
import { entryFor } from "../i18n/word-for";

/** Each stored category's catalog word (also one of the portal's pool words). */
export const equipmentCategoryKeys = {
  pump: "portal.equipment.category.pump",
  filter: "portal.equipment.category.filter",
  heater: "portal.equipment.category.heater",
  "salt cell": "portal.equipment.category.saltCell",
  chlorinator: "portal.equipment.category.chlorinator",
  automation: "portal.equipment.category.automation",
  cleaner: "portal.equipment.category.cleaner",
  light: "portal.equipment.category.light",
  valve: "portal.equipment.category.valve",
  other: "portal.equipment.category.other",
} as const satisfies Readonly<Record<string, MessageKey>>;

/** The catalog word of a stored category; undefined for a category the product does not know. */
export function equipmentCategoryKey(category: string): MessageKey | undefined {
  return entryFor<MessageKey>(equipmentCategoryKeys, category);
}

/** A category for a keyed message: the catalog word, so each reader sees it in their language. */
export function equipmentCategoryWord(category: string): KeyedValue {
  const word = equipmentCategoryKey(category);
  return word ? { word } : category;
}
