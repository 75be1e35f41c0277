/**
 * Numbers as people type them in their locale: "7,5" in es-ES, "7.5" everywhere, "3.200" (es-ES) and "3,200" (en)
 * for thousands. Pure; the inverse of the formatter's `number`.
 */

const separatorCache = new Map<string, { decimal: string; group: string }>();

/** The locale's decimal and grouping characters ("," and "." for es-ES; "." and "," for en-US). */
export function numberSeparators(locale: string): { decimal: string; group: string } {
  let found = separatorCache.get(locale);
  if (!found) {
    let parts: Intl.NumberFormatPart[];
    try {
      parts = new Intl.NumberFormat(locale, { useGrouping: "always" }).formatToParts(12345.6);
    } catch {
      parts = new Intl.NumberFormat("en").formatToParts(12345.6);
    }
    const decimal = parts.find((p) => p.type === "decimal")?.value ?? ".";
    const group = parts.find((p) => p.type === "group")?.value ?? (decimal === "," ? "." : ",");
    found = { decimal, group: /\s/u.test(group) ? " " : group };
    separatorCache.set(locale, found);
  }
  return found;
}

/**
 * The number in `text` for `locale`: null when empty, NaN when it is not a number (so validation can name it).
 * - The locale's decimal separator is a decimal point. Where that is a comma, "." is one too ("7,5" = "7.5" = 7.5),
 *   except in a valid thousands grouping ("3.200" = 3200, "1.234,5" = 1234.5).
 * - The locale's grouping separator counts only in groups of three ("1,000" = 1000 in en); any other use of it is
 *   NaN, never a guess ("7,5" in en is refused rather than read as 75 or 7.5).
 * - Spaces (also no-break and thin ones) between digits are grouping.
 */
export function parseLocaleNumber(text: string, locale: string): number | null {
  let s = text.trim().replace(/[\s\u00a0\u202f]/gu, "");
  if (s === "") return null;
  s = s.replace(/^[\u2212\u2013]/u, "-");
  const sign = s.startsWith("-") ? -1 : 1;
  if (s.startsWith("-") || s.startsWith("+")) s = s.slice(1);
  if (!/^[0-9.,]+$/.test(s) || !/[0-9]/.test(s)) return Number.NaN;
  const { decimal, group } = numberSeparators(locale);
  const decimals = decimal === "," ? [",", "."] : ["."];
  const commas = (s.match(/,/g) ?? []).length;
  const dots = (s.match(/\./g) ?? []).length;

  let integer = s;
  let fraction = "";
  if (commas && dots) {
    // Both: the last one is the decimal point, the other the grouping.
    const last = s.lastIndexOf(",") > s.lastIndexOf(".") ? "," : ".";
    const other = last === "," ? "." : ",";
    if (!decimals.includes(last) && last !== decimal) return Number.NaN;
    if (s.split(last).length !== 2) return Number.NaN;
    [integer, fraction] = s.split(last);
    if (!isGrouped(integer, other)) return Number.NaN;
    integer = integer.split(other).join("");
  } else if (commas || dots) {
    const sep = commas ? "," : ".";
    if (sep === group && isGrouped(s, sep)) integer = s.split(sep).join("");
    else if (decimals.includes(sep) && (commas || dots) === 1) [integer, fraction] = s.split(sep);
    else return Number.NaN;
  }
  if (integer === "" && fraction === "") return Number.NaN;
  if (!/^[0-9]*$/.test(integer) || !/^[0-9]*$/.test(fraction)) return Number.NaN;
  return sign * Number(`${integer || "0"}.${fraction || "0"}`);
}

/** "1,000", "12,345,678": a first group of one to three digits (not a lone 0), then groups of exactly three. */
function isGrouped(text: string, sep: string): boolean {
  const groups = text.split(sep);
  if (groups.length < 2) return /^[0-9]+$/.test(text);
  return /^[1-9][0-9]{0,2}$/.test(groups[0]) && groups.slice(1).every((g) => /^[0-9]{3}$/.test(g));
}
