import { type ChemicalKind, chemicalLabels } from "~/domain/operations/item-schemas";

export { formatMoney } from "../task-groups/format";

/** "Liquid chlorine 12.5 %", or null for a non-chemical. */
export function chemicalText(chemical: string | null, strengthPercent: number | null) {
  if (!chemical) return null;
  const label = chemicalLabels[chemical as ChemicalKind] ?? chemical;
  return strengthPercent === null ? label : `${label} ${formatNumber(strengthPercent)}\u00a0%`;
}

export function formatNumber(n: number) {
  return n.toLocaleString("en-US", { maximumFractionDigits: 2 });
}
