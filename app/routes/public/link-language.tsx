import type { ReactNode } from "react";
import { I18nProvider } from "~/components/i18n/i18n-provider";
import type { PageLocale } from "~/core/i18n/languages";

/** A public document's page in its customer's language when the loader chose one (link-language.server.ts). */
export function LinkLanguage({
  page,
  children,
}: {
  page: PageLocale | null | undefined;
  children: ReactNode;
}) {
  return page ? <I18nProvider page={page}>{children}</I18nProvider> : children;
}
