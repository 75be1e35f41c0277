/**
 * The catalogs' areas. Each is one file per language (`catalogs/<language>/<area>.ts`) and every key starts with its
 * area ("field.stop.finish" is in `field`), so the browser can tell from a key which file holds it and fetch only the
 * areas a page uses (components/i18n/catalogs.ts); catalogs.test.ts holds every key to this.
 */
export const AREAS = [
  "common",
  "auth",
  "field",
  "portal",
  "mail",
  "office",
  "places",
  "routing",
  "work",
  "money",
  "team",
  "water",
  "people",
  "contracts",
  "purchasing",
  "reports",
  "builder",
  "seller",
  "profile",
  "admin",
] as const;
export type Area = (typeof AREAS)[number];

const areaNames: ReadonlySet<string> = new Set(AREAS);

export const isArea = (value: string): value is Area => areaNames.has(value);

/** The area a key belongs to; none for text that is not a key (a stored value shown as written). */
export function areaOf(key: string): Area | undefined {
  const dot = key.indexOf(".");
  if (dot <= 0) return undefined;
  const area = key.slice(0, dot);
  return isArea(area) ? area : undefined;
}

/** The areas named in a page's hint (`window.__i18nAreas`, written by entry.server.tsx), unknown names dropped. */
export function areasIn(value: unknown): Area[] {
  if (!Array.isArray(value)) return [];
  return value.filter((item): item is Area => typeof item === "string" && isArea(item));
}
