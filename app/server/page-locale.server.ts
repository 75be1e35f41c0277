import Negotiator from "negotiator";
import { type PageLocale, resolvePageLocale } from "~/core/i18n/languages";

/** The browser's languages from `Accept-Language`, best first ("*" dropped). */
export function acceptedLanguages(request: Request): string[] {
  const header = request.headers.get("accept-language");
  if (!header) return [];
  return new Negotiator({ headers: { "accept-language": header } }).languages().filter((tag) => tag !== "*");
}

/** The page's language and locale: the given preference (a profile's or a customer's), else the browser's. */
export const pageLocaleFor = (request: Request, preference?: string | null): PageLocale =>
  resolvePageLocale(preference, acceptedLanguages(request));
