/**
 * Stock on hand: what a finished stop's doses take from the company's tracked items. Pure. A dose is converted into
 * the item's unit when both are units of the same kind (fl oz / gal / mL / L for liquids, oz / lb / g / kg for
 * solids, with the chemistry engine's exact factors); a dose in a unit that cannot be converted (an item counted
 * "each", a "bag") counts only when it is in the item's own unit.
 */
import { type AmountUnit, amountUnits, type ProductForm, toBase } from "../chemistry/units";

const liquid = new Set<string>(["fl oz", "gal", "mL", "L"]);
const solid = new Set<string>(["oz", "lb", "g", "kg"]);

const formOf = (unit: string): ProductForm | null =>
  liquid.has(unit) ? "liquid" : solid.has(unit) ? "solid" : null;
const isAmountUnit = (unit: string): unit is AmountUnit => (amountUnits as readonly string[]).includes(unit);

/** `amount` of `from` in `to`, or null when the two units don't measure the same kind of thing. */
export function convertAmount(amount: number, from: string, to: string): number | null {
  if (from === to) return amount;
  const form = formOf(from);
  if (!form || form !== formOf(to) || !isAmountUnit(from) || !isAmountUnit(to)) return null;
  return toBase(amount, from, form) / toBase(1, to, form);
}

export interface DoseUse {
  itemId: string | null;
  amount: number;
  unit: string;
}

/** How much of each item the doses use, in the item's unit (items whose unit the dose can't be put in are left out). */
export function usageByItem(doses: DoseUse[], itemUnits: ReadonlyMap<string, string>): Map<string, number> {
  const usage = new Map<string, number>();
  for (const dose of doses) {
    if (!dose.itemId) continue;
    const unit = itemUnits.get(dose.itemId);
    if (unit === undefined) continue;
    const amount = convertAmount(dose.amount, dose.unit, unit);
    if (amount === null) continue;
    usage.set(dose.itemId, (usage.get(dose.itemId) ?? 0) + amount);
  }
  return usage;
}

/**
 * The change to each item's stock when a stop's recorded doses go from `before` to `after` (a first finish: before
 * is empty; a correction: both). Negative = taken from stock. Zero changes are left out.
 */
export function stockChanges(
  before: DoseUse[],
  after: DoseUse[],
  itemUnits: ReadonlyMap<string, string>,
): Map<string, number> {
  const used = usageByItem(after, itemUnits);
  const returned = usageByItem(before, itemUnits);
  const changes = new Map<string, number>();
  for (const id of new Set([...used.keys(), ...returned.keys()])) {
    const change = (returned.get(id) ?? 0) - (used.get(id) ?? 0);
    if (Math.abs(change) > 1e-9) changes.set(id, change);
  }
  return changes;
}

/** Crossing the threshold downwards (not every stop below it) raises a "low stock" alert. */
export const fellToLowStock = (before: number, after: number, threshold: number | null) =>
  threshold !== null && before > threshold && after <= threshold;
