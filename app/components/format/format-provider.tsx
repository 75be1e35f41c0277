import { createContext, type ReactNode, use } from "react";
import { type FormatSettings, type Formatter, formatterFor, PLATFORM_FORMAT } from "~/core/format/format";

/**
 * The formatter for the page, from loader data: the server and the browser get the same locale and zone, so they print
 * the same text (no hydration error #418) whatever zone the browser is in. Outside any provider: UTC, English.
 */
const FormatContext = createContext<Formatter>(formatterFor(PLATFORM_FORMAT));

export function FormatProvider({ settings, children }: { settings: FormatSettings; children: ReactNode }) {
  return <FormatContext value={formatterFor(settings)}>{children}</FormatContext>;
}

/** The page's formatter: `const f = useFormat(); f.dateTime(at)`. */
export function useFormat(): Formatter {
  return use(FormatContext);
}
