/**
 * The directory's service categories are the Admin's data (service_category), created in English by migration 0012.
 * A category whose name or description is still the one the migration wrote is worded in the page's language; one the
 * Admin renamed or added is shown as written.
 */
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { T } from "./i18n-provider";

const categoryWords: Readonly<Record<string, MessageKey>> = {
  "Weekly service": "profile.category.weeklyService",
  "Regular cleaning and water chemistry visits.": "profile.category.weeklyServiceDescription",
  "Equipment repair": "profile.category.repairs",
  "Pumps, filters, heaters, salt cells and automation.": "profile.category.repairsDescription",
  "Green to clean": "profile.category.greenToClean",
  "Algae clean-ups and pool recovery.": "profile.category.greenToCleanDescription",
  "Openings and closings": "profile.category.openingsClosings",
  "Seasonal start-up and winterizing.": "profile.category.openingsClosingsDescription",
  Installations: "profile.category.installations",
  "New equipment, lights and automation installed.": "profile.category.installationsDescription",
  "Leak detection": "profile.category.leakDetection",
  "Finding and fixing leaks in pools and plumbing.": "profile.category.leakDetectionDescription",
  "Commercial pools": "profile.category.commercial",
  "HOAs, hotels, gyms and public pools.": "profile.category.commercialDescription",
};

/** A category's name or description in the page's language when it is the migration's own, else as written. */
export function categoryTextIn(t: T, text: string): string {
  return Object.hasOwn(categoryWords, text) ? t(categoryWords[text]) : text;
}
