import { AREAS, type Area, areaOf } from "~/core/i18n/areas";
import { type Language, languageOf } from "~/core/i18n/languages";
import type { Catalog, LookupObserver } from "~/core/i18n/translate";

/**
 * The messages the browser has, area by area. Each `catalogs/<language>/<area>.ts` is its own chunk: a page fetches
 * the areas the server used to render it before hydrating (entry.client.tsx reads the server's list, written by
 * entry.server.tsx), the rest of its language once it is idle. A key whose area is still missing shows as the key
 * for a moment: its area is fetched and every `useT()` renders again (`subscribe`). The server loads everything
 * (`loadEverything`).
 */
const areaFiles = import.meta.glob<Record<string, Catalog>>([
  "../../core/i18n/catalogs/*/*.ts",
  "!../../core/i18n/catalogs/*/index.ts",
]);

function importArea(language: Language, area: Area): Promise<Catalog> {
  const file = areaFiles[`../../core/i18n/catalogs/${language}/${area}.ts`];
  if (!file) return Promise.reject(new Error(`No catalog file for ${language}/${area}`));
  return file().then((module) => {
    const messages = module[area];
    if (!messages) throw new Error(`catalogs/${language}/${area}.ts does not export "${area}"`);
    return messages;
  });
}

const loadedAreas = new Map<Language, Set<Area>>();
const loadingAreas = new Map<string, Promise<void>>();
/** Each language's messages so far: a new object after every area, so React sees the change. */
const snapshots = new Map<Language, Catalog>();
const listeners = new Set<() => void>();
const EMPTY: Catalog = Object.freeze({});

export const catalogSnapshot = (language: Language): Catalog => snapshots.get(language) ?? EMPTY;

/** For `useSyncExternalStore`: called whenever an area arrives. */
export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const hasArea = (language: Language, area: Area) => loadedAreas.get(language)?.has(area) ?? false;

function loadArea(language: Language, area: Area): Promise<void> {
  if (hasArea(language, area)) return Promise.resolve();
  const id = `${language}/${area}`;
  let pending = loadingAreas.get(id);
  if (!pending) {
    pending = importArea(language, area)
      .then((messages) => {
        snapshots.set(language, { ...catalogSnapshot(language), ...messages });
        const areas = loadedAreas.get(language) ?? new Set<Area>();
        areas.add(area);
        loadedAreas.set(language, areas);
        for (const listener of listeners) listener();
      })
      .finally(() => loadingAreas.delete(id));
    loadingAreas.set(id, pending);
  }
  return pending;
}

/** Fetch these areas of a language (a failed fetch is left for the next lookup to retry). */
export async function loadAreas(language: Language, areas: Iterable<Area>): Promise<void> {
  await Promise.allSettled([...new Set(areas)].map((area) => loadArea(language, area)));
}

/** Every area of a language: the server at start, the browser once a page is idle. */
export const loadEverything = (language: Language) => loadAreas(language, AREAS);

/**
 * The root's client middleware: a navigation in the browser renders only once the page's language is all there,
 * fetched while its loaders run, so the next page (and its `<title>`, which is outside React's updates) never shows a
 * key. Usually the idle fetch has done it already; offline, the service worker has every area.
 */
export async function wholeCatalogForNavigation<Result>(next: () => Promise<Result>): Promise<Result> {
  const language = languageOf(document.documentElement.lang) ?? "en";
  const catalog = loadEverything(language);
  const result = await next();
  await catalog;
  return result;
}

let recordServerLookup: ((area: Area) => void) | undefined;

/** The server's hook: told of the area of every key a page found while rendering (entry.server.tsx). */
export function recordAreasWith(record: (area: Area) => void): void {
  recordServerLookup = record;
}

/** What every page translator tells of its lookups: the server records the area; the browser fetches a missing one. */
export function observerFor(language: Language): LookupObserver {
  return (key, found) => {
    const area = areaOf(key);
    if (!area) return;
    if (found) recordServerLookup?.(area);
    else if (!hasArea(language, area)) void loadArea(language, area);
  };
}
