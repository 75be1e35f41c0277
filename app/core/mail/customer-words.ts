/**
 * The words and formats of what a company sends one customer (e-mails, PDFs): the customer's preferred language,
 * English when none. English keeps the documents' one formatter (PLATFORM_FORMAT, "Tuesday, November 24, 2026");
 * another language takes the company's country as its region, so a Spanish e-mail from a US company writes 7.5 and
 * "$1,234.50" (es-US) where one from Spain writes 7,5 (es-ES).
 */
import { formatterFor, PLATFORM_FORMAT } from "../format/format";
import { translatorFor } from "../i18n/catalogs";
import { DEFAULT_LANGUAGE, isLanguage, type Language, languageOf } from "../i18n/languages";

/** The BCP 47 tag a customer's documents are formatted in: "en" for English (as before), else "es-US", "es-MX"… */
export function customerLocale(language: Language, country?: string | null): string {
  if (language === DEFAULT_LANGUAGE || !country) return language;
  try {
    return Intl.getCanonicalLocales(`${language}-${country}`)[0] ?? language;
  } catch {
    return language;
  }
}

/** The translator, formatter and long calendar date for one customer's documents. */
export function customerWords(language: string | null | undefined, country?: string | null) {
  const lang: Language = isLanguage(language) ? language : DEFAULT_LANGUAGE;
  return wordsIn(lang, customerLocale(lang, country));
}

/**
 * The same for a person with an account, by their profile's language ("es-MX"; null or one the product does not
 * speak: English, as before).
 */
export function personWords(profileLocale: string | null | undefined) {
  const lang = languageOf(profileLocale) ?? DEFAULT_LANGUAGE;
  if (lang === DEFAULT_LANGUAGE || !profileLocale) return wordsIn(lang, lang);
  let locale: string = lang;
  try {
    locale = Intl.getCanonicalLocales(profileLocale)[0] ?? lang;
  } catch {
    // a malformed tag: the bare language
  }
  return wordsIn(lang, locale);
}

function wordsIn(lang: Language, locale: string) {
  const t = translatorFor(lang, locale);
  const f = formatterFor({ ...PLATFORM_FORMAT, locale });
  return {
    language: lang,
    locale,
    t,
    f,
    /** "Tuesday, November 24, 2026", "martes, 24 de noviembre de 2026"; "" without a date. */
    longDate: (iso: string | null | undefined) => (iso ? f.calendarDate(iso, "long") : ""),
    /** "Hello Quinn," / "Hola Quinn,": the opening of an e-mail, for a name chosen by greetingName. */
    hello: (name: string) => {
      const n = name.trim();
      return n ? t("mail.greeting.named", { name: n }) : t("mail.greeting.anonymous");
    },
  };
}
export type CustomerWords = ReturnType<typeof customerWords>;
