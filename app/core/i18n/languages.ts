/**
 * The languages the product speaks, and how a person's language and formatting locale are chosen: their profile's
 * choice, else the browser's `Accept-Language`, else English. Pure: the request's header arrives as a ranked list.
 */

export const LANGUAGES = ["en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "en";

export const isLanguage = (value: unknown): value is Language => LANGUAGES.includes(value as Language);

/**
 * What a person can pick in their profile: a language with the region whose number and date conventions they read
 * (es-ES writes 7,5 where es-US and es-MX write 7.5). Empty means "as my browser says".
 */
export const LOCALE_CHOICES = [
  { value: "en-US", label: "English (US)" },
  { value: "en-GB", label: "English (UK)" },
  { value: "es-US", label: "Español (Estados Unidos)" },
  { value: "es-MX", label: "Español (México)" },
  { value: "es-ES", label: "Español (España)" },
] as const;
export type LocaleChoice = (typeof LOCALE_CHOICES)[number]["value"];
export const LOCALE_VALUES = LOCALE_CHOICES.map((c) => c.value) as [LocaleChoice, ...LocaleChoice[]];

/** A customer's language for what the company sends them; none means the company's default, English. */
export const LANGUAGE_CHOICES: readonly { value: Language; label: string }[] = [
  { value: "en", label: "English" },
  { value: "es", label: "Español" },
];

/** The language a BCP 47 tag names ("es-MX" → "es"), if the product speaks it. */
export function languageOf(tag: string | null | undefined): Language | null {
  if (!tag) return null;
  const primary = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguage(primary) ? primary : null;
}

/** A tag Intl understands, or null: "es-mx" → "es-MX"; "xx-!!" → null. */
function canonical(tag: string): string | null {
  try {
    return Intl.getCanonicalLocales(tag)[0] ?? null;
  } catch {
    return null;
  }
}

export interface PageLocale {
  /** Which catalog the words come from. */
  language: Language;
  /** BCP 47 tag for numbers and dates: the language with the reader's region where known ("es-MX"), else bare ("es"). */
  locale: string;
}

/**
 * Choose the page's language and locale. `preference` is the profile's choice ("es-MX") or the customer's language
 * ("es"); `accepted` is the browser's `Accept-Language`, best first. A bare language preference borrows the region of
 * the first accepted tag in that language, so a technician who chose Spanish on an es-MX phone reads 7.5, not 7,5.
 */
export function resolvePageLocale(
  preference: string | null | undefined,
  accepted: readonly string[],
): PageLocale {
  const candidates = accepted.map(canonical).filter((t): t is string => t !== null);
  const preferred = preference ? canonical(preference) : null;
  const preferredLanguage = languageOf(preferred);
  if (preferred && preferredLanguage) {
    if (preferred.includes("-")) return { language: preferredLanguage, locale: preferred };
    const regional = candidates.find((t) => languageOf(t) === preferredLanguage && t.includes("-"));
    return { language: preferredLanguage, locale: regional ?? preferredLanguage };
  }
  for (const tag of candidates) {
    const language = languageOf(tag);
    if (language) return { language, locale: tag };
  }
  return { language: DEFAULT_LANGUAGE, locale: DEFAULT_LANGUAGE };
}
