import type { Language } from "~/core/i18n/languages";
import type { Catalog } from "~/core/i18n/translate";

/**
 * The words the browser has, loaded by area (`field`, `money`, … — a key's first segment is its area, as in
 * `field.stop.finish`). Each area of each language is its own chunk (vite.config.ts), so a page loads the areas it
 * shows instead of every message of the product: the server records which areas its render used and the page loads
 * those before hydrating (entry.server.tsx, entry.client.tsx); the rest follow once the page is idle, before the next
 * navigation needs them (root.tsx's client middleware). The server loads every area at start.
 *
 * The catalogs are mutable objects that grow as areas arrive; a translator holds them by reference. Only when a
 * screen asked for a word before its area came (`wordMissing`) does `wordsVersion()` change once the area is in, so
 * the I18nProvider makes a new translator and that screen renders again; a load nobody waited for changes nothing
 * (effects that depend on the translator do not run again).
 */
type AreaModule = Record<string, Catalog>;

const importers = import.meta.glob<AreaModule>([
  "/app/core/i18n/catalogs/en/*.ts",
  "/app/core/i18n/catalogs/es/*.ts",
  "!**/index.ts",
  "!**/*.test.ts",
]);

const AREA_FILE = /\/catalogs\/(en|es)\/(\w+)\.ts$/;

/** Every area, from the catalog files (`common`, `field`, …). */
export const AREAS: readonly string[] = [
  ...new Set(Object.keys(importers).map((file) => AREA_FILE.exec(file)?.[2] ?? "")),
]
  .filter(Boolean)
  .sort();

/** The area of a message key: its first segment. */
export const areaOf = (key: string): string => key.slice(0, key.indexOf("."));

const words: Record<Language, Record<string, string>> = { en: {}, es: {} };
const loaded: Record<Language, Map<string, Promise<void>>> = { en: new Map(), es: new Map() };
const arrived: Record<Language, Set<string>> = { en: new Set(), es: new Set() };
let currentVersion = 0;
const listeners = new Set<() => void>();

function loadArea(language: Language, area: string): Promise<void> {
  let pending = loaded[language].get(area);
  if (!pending) {
    const importer = importers[`/app/core/i18n/catalogs/${language}/${area}.ts`];
    pending = importer
      ? importer().then((module) => {
          Object.assign(words[language], module[area]);
          arrived[language].add(area);
        })
      : Promise.resolve();
    // A failed fetch (offline without the worker's cache) may be tried again later.
    pending.catch(() => loaded[language].delete(area));
    loaded[language].set(area, pending);
  }
  return pending;
}

/** Loads these areas of `language`, and of English (every language falls back to it). */
export async function loadWords(language: Language, areas: readonly string[]): Promise<void> {
  const languages: Language[] = language === "en" ? ["en"] : [language, "en"];
  await Promise.all(languages.flatMap((lang) => areas.map((area) => loadArea(lang, area))));
}

const everything = new Map<Language, Promise<void>>();

/** Loads every area of `language` (and English); the same promise each time, as React's `use` needs. */
export function loadAllWords(language: Language): Promise<void> {
  let pending = everything.get(language);
  if (!pending) {
    pending = loadWords(language, AREAS);
    pending.catch(() => everything.delete(language));
    everything.set(language, pending);
  }
  return pending;
}

/** The catalog of `language` as loaded so far (the same object as it grows). */
export const wordsOf = (language: Language): Catalog => words[language];

/** Whether any area of `language` has arrived (a page switched to a language not loaded yet has none). */
export const hasWordsOf = (language: Language): boolean => arrived[language].size > 0;

const awaited = new Set<string>();

/**
 * A key whose area had not arrived was asked for (a screen only the browser renders, in the page's first moments):
 * fetch the area, then tell the provider to render again.
 */
export function wordMissing(language: Language, key: string): void {
  const area = areaOf(key);
  // A key its loaded area lacks (t.has on a word that is not a key) is not helped by loading: nothing to tell.
  const loadedAlready = arrived[language].has(area) && arrived.en.has(area);
  if (!AREAS.includes(area) || loadedAlready || awaited.has(`${language}/${area}`)) return;
  awaited.add(`${language}/${area}`);
  loadWords(language, [area])
    .then(() => {
      currentVersion++;
      for (const listener of listeners) listener();
    })
    .catch(() => undefined)
    .finally(() => awaited.delete(`${language}/${area}`));
}

/** For useSyncExternalStore: changes after each area arrives. */
export const wordsVersion = (): number => currentVersion;

export function onWordsLoaded(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
