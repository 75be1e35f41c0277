/**
 * What a customer pays for the chemicals their pool used in a billing period, as invoice lines. Pure.
 *
 * The company bills a customer's chemicals one of three ways, and a service agreement can say otherwise — when the
 * customer has one, the agreement wins (it is what the customer signed):
 * - included: never billed;
 * - itemised: every priced dose at its sell price, one line per item (doses of the same item, unit and price are
 *   added up first so a month of weekly doses is one line, rounded once);
 * - hybrid: an allowance per billing period is part of the service price; only the sell value above it is billed,
 *   as ONE line "Chemicals above the $40.00 allowance" (split in two — taxable and not — only when the items differ
 *   in taxability, the excess shared in proportion to their value). One line, not a share per item: a customer
 *   reads "what went over" at a glance, and per-item shares would be odd fractions of a price.
 * Doses without a price are never billed and never guessed: they come back as "Not billed: no price" so the office
 * can price the item and bill it.
 */
import { formatCents } from "../operations/job-money";
import type { InvoiceLine } from "./invoice-totals";
import { assertCents, lineAmountCents, QUANTITY_DECIMALS } from "./rounding";

export const chemicalBillingModes = ["included", "itemised", "hybrid"] as const;
export type ChemicalBillingMode = (typeof chemicalBillingModes)[number];

/** What a service agreement says about chemicals. */
export const agreementChemicalTerms = ["included", "excluded", "specific included", "all-inclusive"] as const;
export type AgreementChemicalTerms = (typeof agreementChemicalTerms)[number];

export type ChemicalPolicy =
  | { mode: "included" }
  /** includedItemIds: items an agreement includes ("specific included"); every other priced dose is billed. */
  | { mode: "itemised"; includedItemIds: readonly string[] }
  | { mode: "hybrid"; allowanceCents: number };

export interface ChemicalDose {
  itemId: string | null;
  name: string;
  amount: number;
  unit: string;
  /**
   * Sell price per `unit` — the dose's unit; the caller converts from the item's unit first (core/operations/stock
   * `convertAmount`). Null when the item has no sell price (or the dose names no catalog item).
   */
  sellPriceCentsPerUnit: number | null;
  /** The item's taxable flag. */
  taxable: boolean;
}

export type DoseTreatment = "billed" | "included" | "allowance" | "no price";

export interface DoseBilling {
  dose: ChemicalDose;
  treatment: DoseTreatment;
  /** amount × price for this dose alone (display only: lines round per item, so these may differ by a cent). */
  valueCents: number | null;
}

export interface ChemicalBill {
  /** The lines to put on the invoice (none when nothing is billed). */
  lines: InvoiceLine[];
  /** Every dose with what happened to it, in the order given. */
  doses: DoseBilling[];
  /** Sell value of the doses that are not included, per item and rounded per line: what itemised billing charges. */
  sellValueCents: number;
  /** Of that value, how much the hybrid allowance covered (0 for the other modes). */
  allowanceUsedCents: number;
  /** Sum of `lines`. */
  billedCents: number;
}

/**
 * The policy for one customer: the agreement's chemical terms when there is an agreement, else the company's mode
 * for the customer (with its allowance for hybrid). "excluded" means chemicals are billed on top: itemised.
 */
export function chemicalPolicy(input: {
  mode: ChemicalBillingMode;
  allowanceCents: number;
  agreement?: { chemicals: AgreementChemicalTerms; includedItemIds?: readonly string[] } | null;
}): ChemicalPolicy {
  const terms = input.agreement?.chemicals;
  if (terms === "included" || terms === "all-inclusive") return { mode: "included" };
  if (terms === "excluded") return { mode: "itemised", includedItemIds: [] };
  if (terms === "specific included")
    return { mode: "itemised", includedItemIds: input.agreement?.includedItemIds ?? [] };
  if (input.mode === "hybrid") return { mode: "hybrid", allowanceCents: input.allowanceCents };
  if (input.mode === "itemised") return { mode: "itemised", includedItemIds: [] };
  return { mode: "included" };
}

const roundQuantity = (q: number) => Math.round(q * 10 ** QUANTITY_DECIMALS) / 10 ** QUANTITY_DECIMALS;

interface ItemGroup {
  name: string;
  unit: string;
  priceCents: number;
  taxable: boolean;
  amount: number;
}

/** Adds up doses of the same item, unit, price and taxability (first appearance order). */
function groupByItem(doses: readonly ChemicalDose[]): ItemGroup[] {
  const groups = new Map<string, ItemGroup>();
  for (const d of doses) {
    const price = d.sellPriceCentsPerUnit as number;
    const key = JSON.stringify([d.itemId ?? `name:${d.name}`, d.unit, price, d.taxable]);
    const group = groups.get(key);
    if (group) group.amount += d.amount;
    else
      groups.set(key, {
        name: d.name,
        unit: d.unit,
        priceCents: price,
        taxable: d.taxable,
        amount: d.amount,
      });
  }
  return [...groups.values()].map((g) => ({ ...g, amount: roundQuantity(g.amount) }));
}

/** Shares `total` among weights in proportion, whole cents, summing exactly (largest remainder). */
function shareInProportion(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const shares = exact.map(Math.floor);
  let left = total - shares.reduce((a, b) => a + b, 0);
  const byRemainder = exact
    .map((e, i) => ({ i, r: e - Math.floor(e) }))
    .sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of byRemainder) {
    if (left <= 0) break;
    shares[i] += 1;
    left -= 1;
  }
  return shares;
}

export function billChemicals(
  doses: readonly ChemicalDose[],
  policy: ChemicalPolicy,
  currency = "USD",
): ChemicalBill {
  for (const d of doses) {
    if (d.sellPriceCentsPerUnit !== null) {
      assertCents(d.sellPriceCentsPerUnit, "sell price");
      if (d.sellPriceCentsPerUnit < 0) throw new RangeError(`A sell price can't be negative: ${d.name}`);
    }
    if (!Number.isFinite(d.amount) || d.amount < 0) throw new RangeError(`Not a dose amount: ${d.amount}`);
  }
  const included = new Set(policy.mode === "itemised" ? policy.includedItemIds : []);
  const treatmentOf = (d: ChemicalDose): DoseTreatment => {
    if (policy.mode === "included") return "included";
    if (d.itemId !== null && included.has(d.itemId)) return "included";
    if (d.sellPriceCentsPerUnit === null) return "no price";
    return policy.mode === "hybrid" ? "allowance" : "billed";
  };
  const billing = doses.map((dose) => ({
    dose,
    treatment: treatmentOf(dose),
    valueCents:
      dose.sellPriceCentsPerUnit === null ? null : lineAmountCents(dose.amount, dose.sellPriceCentsPerUnit),
  }));

  const groups = groupByItem(
    billing.filter((b) => b.treatment === "billed" || b.treatment === "allowance").map((b) => b.dose),
  );
  const itemLines: InvoiceLine[] = groups.map((g) => ({
    description: `${g.name} (${g.unit})`,
    quantity: g.amount,
    unitPriceCents: g.priceCents,
    taxable: g.taxable,
  }));
  const amounts = itemLines.map((l) => lineAmountCents(l.quantity, l.unitPriceCents));
  const sellValueCents = amounts.reduce((a, b) => a + b, 0);

  if (policy.mode !== "hybrid") {
    const lines = itemLines.filter((_, i) => amounts[i] !== 0);
    return { lines, doses: billing, sellValueCents, allowanceUsedCents: 0, billedCents: sellValueCents };
  }

  assertCents(policy.allowanceCents, "allowance");
  if (policy.allowanceCents < 0)
    throw new RangeError(`An allowance can't be negative: ${policy.allowanceCents}`);
  const allowance = policy.allowanceCents;
  const excess = Math.max(0, sellValueCents - allowance);
  const description = `Chemicals above the ${formatCents(allowance, currency)} allowance`;
  const taxableValue = amounts.reduce((sum, a, i) => (itemLines[i].taxable ? sum + a : sum), 0);
  const [taxablePart, otherPart] = shareInProportion(excess, [taxableValue, sellValueCents - taxableValue]);
  const lines: InvoiceLine[] = [];
  if (taxablePart > 0 && otherPart > 0) {
    lines.push({
      description: `${description} (taxable)`,
      quantity: 1,
      unitPriceCents: taxablePart,
      taxable: true,
    });
    lines.push({
      description: `${description} (not taxable)`,
      quantity: 1,
      unitPriceCents: otherPart,
      taxable: false,
    });
  } else if (excess > 0) {
    lines.push({ description, quantity: 1, unitPriceCents: excess, taxable: taxablePart > 0 });
  }
  return {
    lines,
    doses: billing,
    sellValueCents,
    allowanceUsedCents: sellValueCents - excess,
    billedCents: excess,
  };
}
