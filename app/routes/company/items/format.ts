import type { Formatter } from "~/core/format/format";
import { type ChemicalKind, chemicalLabels } from "~/domain/operations/item-schemas";

/** "Liquid chlorine 12.5%", or null for a non-chemical. */
export function chemicalText(f: Formatter, chemical: string | null, strengthPercent: number | null) {
  if (!chemical) return null;
  const label = chemicalLabels[chemical as ChemicalKind] ?? chemical;
  return strengthPercent === null ? label : `${label} ${f.percent(strengthPercent / 100, 2)}`;
}
