import type { Language } from "../languages";
import { type Catalog, createTranslator, type Translator } from "../translate";
import { en, type MessageKey } from "./en";
import { es } from "./es";

export type { MessageKey };

/**
 * Every language's catalog, for the server (e-mails, PDFs, the first render). The browser loads only the page's
 * language, through components/i18n/catalogs.ts.
 */
export const catalogs: Record<Language, Catalog> = { en, es };

/** A translator for server-side words (e-mails, PDFs, jobs): the given language, English where it has a gap. */
export function translatorFor(language: Language, locale: string = language): Translator<MessageKey> {
  return createTranslator<MessageKey>(language, locale, catalogs[language], en);
}
