import { createContext, type ReactNode, use, useEffect, useMemo, useSyncExternalStore } from "react";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { DEFAULT_LANGUAGE, type PageLocale } from "~/core/i18n/languages";
import { createTranslator, type Translator } from "~/core/i18n/translate";
import { catalogSnapshot, loadEverything, observerFor, subscribe } from "./catalogs";

export type T = Translator<MessageKey>;

const I18nContext = createContext<T>(createTranslator<MessageKey>(DEFAULT_LANGUAGE, "en", {}));

/**
 * The page's language, from the root loader (the profile's choice, else the browser's Accept-Language): the server
 * and the browser render the same words. The browser holds the areas this page was rendered with
 * (entry.client.tsx); a key of another area fetches it and renders again once it is there, and the rest of the
 * language is fetched when the page is idle.
 */
export function I18nProvider({ page, children }: { page: PageLocale; children: ReactNode }) {
  const read = () => catalogSnapshot(page.language);
  const messages = useSyncExternalStore(subscribe, read, read);
  const english = useSyncExternalStore(subscribe, englishSnapshot, englishSnapshot);
  const t = useMemo(
    () =>
      createTranslator<MessageKey>(page.language, page.locale, messages, english, observerFor(page.language)),
    [page.language, page.locale, messages, english],
  );
  useEffect(() => whenIdle(() => void loadEverything(page.language)), [page.language]);
  return <I18nContext value={t}>{children}</I18nContext>;
}

const englishSnapshot = () => catalogSnapshot("en");

/** Run once the browser has nothing better to do (a timeout where it has no idle callback); returns the cancel. */
function whenIdle(run: () => void): () => void {
  if (typeof window.requestIdleCallback === "function") {
    const id = window.requestIdleCallback(run, { timeout: 5_000 });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(run, 1_000);
  return () => window.clearTimeout(id);
}

/** The page's words: `const t = useT(); t("field.stop.finish")`; `t.locale` for anything formatted by hand. */
export const useT = (): T => use(I18nContext);
