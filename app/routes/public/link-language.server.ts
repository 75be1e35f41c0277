import type { RouterContextProvider } from "react-router";
import { signedInContext } from "~/context";
import type { PageLocale } from "~/core/i18n/languages";
import { linkCustomerLanguage, type PublicLink } from "~/domain/portal/link-language.server";
import { pageLocaleFor } from "~/server/page-locale.server";
import { systemContext } from "~/server/ports.server";

/**
 * The language of a public document's page when it is not the root's: a visitor who is not signed in reads the
 * language the company set for the customer (`customer.preferred_language`), with the browser's region for numbers
 * and dates; a signed-in person keeps their own (the root's), and so does a customer with no preference.
 */
export async function linkPageLocale(
  request: Request,
  context: Readonly<RouterContextProvider>,
  link: PublicLink,
): Promise<PageLocale | null> {
  if (context.get(signedInContext)) return null;
  const language = await linkCustomerLanguage(await systemContext(), link);
  return language ? pageLocaleFor(request, language) : null;
}
