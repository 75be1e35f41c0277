import { createContext, type ReactNode, use, useMemo } from "react";
import {
  companyFormat,
  type FormatSettings,
  type Formatter,
  formatterFor,
  inZone,
  PLATFORM_FORMAT,
} from "~/core/format/format";
import { useT } from "../i18n/i18n-provider";

/**
 * The formatter for the page, from loader data: the server and the browser get the same locale and zone, so they print
 * the same text (no hydration error #418) whatever zone the browser is in. Root provides UTC in the reader's locale.
 */
const FormatContext = createContext<Formatter>(formatterFor(PLATFORM_FORMAT));

export function FormatProvider({ settings, children }: { settings: FormatSettings; children: ReactNode }) {
  // Numbers and dates follow the reader's locale (root's I18nProvider); zone and currency are the settings'.
  const { locale } = useT();
  const { timeZone, currency, nameZone } = settings;
  const formatter = useMemo(
    () => formatterFor({ locale, timeZone, currency, nameZone }),
    [locale, timeZone, currency, nameZone],
  );
  return <FormatContext value={formatter}>{children}</FormatContext>;
}

/**
 * A page a company's customer opens without signing in (an estimate, an invoice, an agreement): the company's zone and
 * currency, the zone named since the reader may be anywhere; the platform's when the link led nowhere.
 */
export function PublicCompanyFormat({
  company,
  children,
}: {
  company: { timeZone: string; currency: string } | null | undefined;
  children: ReactNode;
}) {
  return (
    <FormatProvider settings={company ? { ...companyFormat(company), nameZone: true } : PLATFORM_FORMAT}>
      {children}
    </FormatProvider>
  );
}

/**
 * The page's formatter: `const f = useFormat(); f.dateTime(at)`. `timeZone` overrides the page's zone for a record of
 * one company shown on a page that spans several (a pool owner's conversation with one of their companies).
 */
export function useFormat(timeZone?: string): Formatter {
  const f = use(FormatContext);
  return timeZone ? inZone(f, timeZone) : f;
}
