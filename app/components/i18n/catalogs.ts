import { en } from "~/core/i18n/catalogs/en";
import type { Language } from "~/core/i18n/languages";
import type { Catalog } from "~/core/i18n/translate";

/**
 * The catalogs the browser has. English is always in the bundle (it is the fallback); Spanish is its own chunk,
 * fetched by entry.client.tsx before hydration when the page is Spanish, or when a person switches language.
 */
const loaded = new Map<Language, Catalog>([["en", en]]);
const loading = new Map<Language, Promise<Catalog>>();

const importers: Record<Exclude<Language, "en">, () => Promise<Catalog>> = {
  es: () => import("~/core/i18n/catalogs/es").then((m) => m.es),
};

export const loadedCatalog = (language: Language): Catalog | undefined => loaded.get(language);

export function loadCatalog(language: Language): Promise<Catalog> {
  const ready = loaded.get(language);
  if (ready) return Promise.resolve(ready);
  let pending = loading.get(language);
  if (!pending) {
    pending = importers[language as Exclude<Language, "en">]().then((catalog) => {
      loaded.set(language, catalog);
      return catalog;
    });
    loading.set(language, pending);
  }
  return pending;
}

export { en as englishCatalog };
