import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { PageLocale } from "~/core/i18n/languages";
import { createTranslator, type MessageValues } from "~/core/i18n/translate";
import { wordsOf } from "./catalogs";

/**
 * A page's `<title>` in the page's language. Meta functions run outside React, so the language comes from the root's
 * loader data among the matches (its words are loaded by then: entry.client.tsx / entry.server.tsx).
 */
export function pageTitle(
  matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>,
  key: MessageKey,
  values?: MessageValues,
): string {
  const root = matches.find((match) => match?.id === "root")?.loaderData as { page?: PageLocale } | undefined;
  const page = root?.page ?? { language: "en", locale: "en" };
  return createTranslator<MessageKey>(
    page.language,
    page.locale,
    wordsOf(page.language),
    wordsOf("en"),
  )(key, values);
}
