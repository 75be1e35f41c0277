import { equipmentCategoryKey } from "~/core/equipment/category-words";
import type { T } from "./i18n-provider";

/** "pump Hayward TriStar VS 950": the category as a word of the page's language, then make and model as written. */
export function equipmentNameIn(t: T, equipment: { category: string; makeModel: string }): string {
  const key = equipmentCategoryKey(equipment.category);
  return [key ? t(key) : equipment.category, equipment.makeModel].filter(Boolean).join(" ");
}
