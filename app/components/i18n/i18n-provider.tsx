import { createContext, type ReactNode, use, useMemo, useSyncExternalStore } from "react";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { DEFAULT_LANGUAGE, type PageLocale } from "~/core/i18n/languages";
import { createTranslator, type Translator } from "~/core/i18n/translate";
import { hasWordsOf, loadAllWords, onWordsLoaded, wordMissing, wordsOf, wordsVersion } from "./catalogs";

export type T = Translator<MessageKey>;

const I18nContext = createContext<T>(createTranslator<MessageKey>(DEFAULT_LANGUAGE, "en", wordsOf("en")));

/**
 * The page's language, from the root loader (the profile's choice, else the browser's Accept-Language): the server
 * and the browser render the same words (the areas the server used are loaded before hydration: entry.client.tsx).
 * A language the browser has no words of yet (a person just switched) suspends once while it loads; a key whose area
 * has not arrived yet (a screen only the browser shows, in the page's first second) fetches it, and the translator is
 * made again when it arrives.
 */
export function I18nProvider({ page, children }: { page: PageLocale; children: ReactNode }) {
  const version = useSyncExternalStore(onWordsLoaded, wordsVersion, wordsVersion);
  if (!hasWordsOf(page.language)) use(loadAllWords(page.language));
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new version means the same catalogs hold more words.
  const t = useMemo(
    () =>
      createTranslator<MessageKey>(page.language, page.locale, wordsOf(page.language), wordsOf("en"), (key) =>
        wordMissing(page.language, key),
      ),
    [page.language, page.locale, version],
  );
  return <I18nContext value={t}>{children}</I18nContext>;
}

/** The page's words: `const t = useT(); t("field.stop.finish")`; `t.locale` for anything formatted by hand. */
export const useT = (): T => use(I18nContext);
