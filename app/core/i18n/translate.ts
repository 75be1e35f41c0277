import { memoize, strategies } from "@formatjs/fast-memoize";
import { type Formatters, IntlMessageFormat } from "intl-messageformat";
import { keyedValuesIn, readKeyed } from "./keyed";
import type { Language } from "./languages";

/**
 * Messages are ICU MessageFormat strings ("{count, plural, one {# stop} other {# stops}}"), formatted by FormatJS's
 * engine. A catalog maps a key to its message; `MessageKey` is every key English has, so a misspelt key fails the
 * typecheck and every other language must have each of them (see catalogs/es/index.ts).
 */
export type Catalog = Readonly<Record<string, string>>;

export type MessageValue = string | number | Date | null | undefined;
export type MessageValues = Readonly<Record<string, MessageValue>>;
export type RichTag<Part> = (chunks: Array<string | Part>) => Part;

export interface Translator<K extends string = string> {
  language: Language;
  /** BCP 47 tag numbers and dates inside messages use. */
  locale: string;
  /** The message for `key`, with `values` filled in. */
  (key: K, values?: MessageValues): string;
  /**
   * A validation or server message that may be a catalog key (a form's zod schema says "auth.validation.emailRequired"),
   * or a key with its values (`keyed()` in ./keyed.ts): its translation if it is one, else the text unchanged.
   */
  text(message: string, values?: MessageValues): string;
  /**
   * A message with markup: each tag (`<b>…</b>`, `<link>…</link>`) is rendered by the function of its name, given its
   * translated chunks. Returns the parts in order (components/i18n's `<Rich>` renders them).
   */
  rich<Part>(key: K, values: Readonly<Record<string, MessageValue | RichTag<Part>>>): Array<string | Part>;
  /** Whether the catalog has `key`. */
  has(key: string): key is K;
}

const compiled = new Map<string, IntlMessageFormat>();

/** Told of every key any translator looks up (the server records which areas a page used: server/words-used). */
let lookupObserver: ((key: string) => void) | undefined;
export function observeLookups(observer: ((key: string) => void) | undefined): void {
  lookupObserver = observer;
}

/**
 * One set of Intl formatters for every message (FormatJS's own recommendation, as react-intl does): by default each
 * compiled message makes its own Intl.NumberFormat / PluralRules / DateTimeFormat, which a phone pays for on every
 * message a page shows the first time (about three times the cost of formatting with shared ones).
 */
const formatters: Formatters = {
  getNumberFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.NumberFormat>) => new Intl.NumberFormat(...args),
    {
      strategy: strategies.variadic,
    },
  ),
  getDateTimeFormat: memoize(
    (...args: ConstructorParameters<typeof Intl.DateTimeFormat>) => new Intl.DateTimeFormat(...args),
    { strategy: strategies.variadic },
  ),
  getPluralRules: memoize(
    (...args: ConstructorParameters<typeof Intl.PluralRules>) => new Intl.PluralRules(...args),
    {
      strategy: strategies.variadic,
    },
  ),
};

// Every message compiled resolves its locale again (Intl.NumberFormat.supportedLocalesOf, then a new Intl.Locale);
// the answer depends on the locale alone. In a CPU profile of a stop page opened cold on a slow phone this was the
// single costliest function of the page's own code.
const resolveLocale = IntlMessageFormat.resolveLocale;
const resolvedLocales = new Map<string, Intl.Locale | undefined>();
IntlMessageFormat.resolveLocale = (locales) => {
  const key = String(locales);
  if (!resolvedLocales.has(key)) resolvedLocales.set(key, resolveLocale(locales));
  return resolvedLocales.get(key);
};

function compile(locale: string, key: string, message: string): IntlMessageFormat {
  const cacheKey = `${locale}\u0000${key}\u0000${message}`;
  let format = compiled.get(cacheKey);
  if (!format) {
    format = new IntlMessageFormat(message, locale, undefined, { formatters });
    compiled.set(cacheKey, format);
  }
  return format;
}

/**
 * A translator for one language. A key missing from `messages` falls back to `fallback` (English), then to the key
 * itself, so a gap shows as English rather than as nothing; the catalog test keeps such gaps from shipping.
 */
export function createTranslator<K extends string>(
  language: Language,
  locale: string,
  messages: Catalog,
  fallback: Catalog = messages,
  /** Called when neither catalog has the key (the browser then fetches its area: components/i18n/catalogs.ts). */
  onMissing?: (key: string) => void,
): Translator<K> {
  const lookup = (key: string) => {
    lookupObserver?.(key);
    const message = messages[key] ?? fallback[key];
    if (message === undefined) onMissing?.(key);
    return message;
  };
  const t = ((key: K, values?: MessageValues) => {
    const message = lookup(key);
    if (message === undefined) return key;
    if (!values && !message.includes("{")) return message;
    const result = compile(locale, key, message).format(values as Record<string, string | number | Date>);
    return Array.isArray(result) ? result.join("") : String(result);
  }) as Translator<K>;
  t.rich = <Part>(key: K, values: Readonly<Record<string, MessageValue | RichTag<Part>>>) => {
    const message = lookup(key);
    if (message === undefined) return [key];
    const result = compile(locale, key, message).format<Part>(values as never);
    return (Array.isArray(result) ? result : [result]) as Array<string | Part>;
  };
  t.language = language;
  t.locale = locale;
  t.has = (key: string): key is K => lookup(key) !== undefined;
  t.text = (message: string, values?: MessageValues) => {
    if (t.has(message)) return t(message, values);
    const carried = readKeyed(message);
    return carried && t.has(carried.key)
      ? t(carried.key, { ...keyedValuesIn(locale, carried.values, (key) => t(key as K)), ...values })
      : message;
  };
  return t;
}
