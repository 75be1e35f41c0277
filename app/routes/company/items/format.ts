import { productKeys } from "~/components/i18n/chemistry-labels";
import type { Formatter } from "~/core/format/format";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";
import { wordFor } from "~/core/i18n/word-for";

/** "Liquid chlorine 12.5%" in the page's language, or null for a non-chemical. */
export function chemicalText(
  t: Translator<MessageKey>,
  f: Formatter,
  chemical: string | null,
  strengthPercent: number | null,
) {
  if (!chemical) return null;
  const label = wordFor(t, productKeys, chemical);
  return strengthPercent === null ? label : `${label} ${f.percent(strengthPercent / 100, 2)}`;
}
