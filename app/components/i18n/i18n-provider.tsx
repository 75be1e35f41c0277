import { createContext, type ReactNode, use, useMemo } from "react";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import { DEFAULT_LANGUAGE, type PageLocale } from "~/core/i18n/languages";
import { createTranslator, type Translator } from "~/core/i18n/translate";
import { englishCatalog, loadCatalog, loadedCatalog } from "./catalogs";

export type T = Translator<MessageKey>;

const I18nContext = createContext<T>(createTranslator<MessageKey>(DEFAULT_LANGUAGE, "en", englishCatalog));

/**
 * The page's language, from the root loader (the profile's choice, else the browser's Accept-Language): the server
 * and the browser render the same words. A language whose catalog the browser has not fetched yet suspends once.
 */
export function I18nProvider({ page, children }: { page: PageLocale; children: ReactNode }) {
  const messages = loadedCatalog(page.language) ?? use(loadCatalog(page.language));
  const t = useMemo(
    () => createTranslator<MessageKey>(page.language, page.locale, messages, englishCatalog),
    [page.language, page.locale, messages],
  );
  return <I18nContext value={t}>{children}</I18nContext>;
}

/** The page's words: `const t = useT(); t("field.stop.finish")`; `t.locale` for anything formatted by hand. */
export const useT = (): T => use(I18nContext);
