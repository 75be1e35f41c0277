/**
 * Recommending the company's own chemical items for the changes a body of water needs. Pure: no I/O.
 *
 * For each need, the candidates are the company's items whose active ingredient serves it (doses.ts `productsFor`),
 * each dosed at its own strength. The best is, in order: one whose side effects keep the other readings within
 * their targets (no cal-hypo into hard water, no dichlor or trichlor into water at its CYA maximum, borax rather than
 * soda ash when TA is already high); then the most preferred ingredient (TFP: liquid chlorine over cal-hypo over
 * dichlor over trichlor; muriatic over dry acid); then the strongest (least to carry and pour); then by name.
 * When the company has no item for a need, a generic product of the preferred kind at its usual strength stands in.
 */
import {
  type DoseQuantity,
  doseInLitres,
  type Need,
  productNotes,
  productsFor,
  type SideEffect,
} from "./doses";
import { type IngredientKind, ingredients, isIngredientKind } from "./products";
import type { ChemistryTargets } from "./ranges";
import { measured, type Readings } from "./readings";
import { type Amount, amountIn, parseItemUnit, toAmount, type UnitSystem, volumeInLitres } from "./units";

/** A chemical item from the company's catalog (app/db item: chemical → activeIngredient). */
export interface CompanyChemicalItem {
  id: string;
  name: string;
  /** One of the ingredient kinds (products.ts); other values are ignored. */
  activeIngredient: string | null | undefined;
  /** Percent active ingredient; the kind's usual strength when missing. */
  strengthPercent?: number | null;
  /** The unit it is sold and counted in ("gal", "lb", "each"). */
  unit?: string | null;
}

export interface ProductChoice {
  /** The company's item, or null for a generic product. */
  item: CompanyChemicalItem | null;
  product: { kind: IngredientKind; name: string; strengthPercent: number; form: "liquid" | "solid" };
  /** In the sensible unit for the company's unit system (fl oz / gal, oz / lb, mL / L, g / kg). */
  amount: Amount;
  /** The same amount in the item's own unit when that is a measure ("gal", "lb"), else null. */
  inItemUnit: Amount | null;
  sideEffects: SideEffect[];
  /** How to add it. */
  note: string | null;
  /** False when a side effect would push another reading above its target. */
  fits: boolean;
}

export interface Recommendation extends ProductChoice {
  need: Need;
  /** Other candidates from the company's items, best first. */
  alternatives: ProductChoice[];
}

export interface RecommendOptions {
  /** US gallons (units "us") or litres ("metric"). */
  volume: number;
  units: UnitSystem;
  /** The current readings and targets, to steer away from products whose side effects overshoot. */
  readings?: Readings;
  targets?: ChemistryTargets;
  /** Fall back to a generic product when the company has no item for a need (default true). */
  generic?: boolean;
}

function fitsTargets(sideEffects: SideEffect[], readings?: Readings, targets?: ChemistryTargets): boolean {
  if (!readings || !targets) return true;
  return sideEffects.every((effect) => {
    if (effect.change <= 0) return true;
    const range = targets[effect.reading as keyof ChemistryTargets];
    const now = measured(readings, effect.reading);
    if (!range || now === null) return true;
    return now + effect.change <= range.max;
  });
}

function choice(
  item: CompanyChemicalItem | null,
  quantity: DoseQuantity,
  units: UnitSystem,
  options: RecommendOptions,
): ProductChoice {
  const info = ingredients[quantity.kind];
  const itemUnit = item ? parseItemUnit(item.unit, quantity.form) : null;
  return {
    item,
    product: {
      kind: quantity.kind,
      name: info.name,
      strengthPercent: quantity.strengthPercent,
      form: quantity.form,
    },
    amount: toAmount(quantity.base, quantity.form, units),
    inItemUnit: itemUnit ? amountIn(quantity.base, quantity.form, itemUnit) : null,
    sideEffects: quantity.sideEffects,
    note: productNotes[quantity.kind] ?? null,
    fits: fitsTargets(quantity.sideEffects, options.readings, options.targets),
  };
}

function rank(a: ProductChoice, b: ProductChoice, preference: IngredientKind[]): number {
  if (a.fits !== b.fits) return a.fits ? -1 : 1;
  const pa = preference.indexOf(a.product.kind);
  const pb = preference.indexOf(b.product.kind);
  if (pa !== pb) return pa - pb;
  if (a.product.strengthPercent !== b.product.strengthPercent)
    return b.product.strengthPercent - a.product.strengthPercent;
  return (a.item?.name ?? "").localeCompare(b.item?.name ?? "");
}

/**
 * The best product for one need, with alternatives: from the company's items, else (unless `generic` is false) a
 * generic product. Null when no product meets the need (lowering CH, CYA or salt takes replacing water).
 */
export function recommendFor(
  items: readonly CompanyChemicalItem[],
  need: Need,
  options: RecommendOptions,
): Recommendation | null {
  const litres = volumeInLitres(options.volume, options.units);
  const preference = productsFor(need);
  if (preference.length === 0 || !(litres > 0)) return null;
  const choices: ProductChoice[] = [];
  for (const item of items) {
    if (!isIngredientKind(item.activeIngredient)) continue;
    const quantity = doseInLitres(need, item.activeIngredient, item.strengthPercent, litres);
    if (quantity) choices.push(choice(item, quantity, options.units, options));
  }
  if (choices.length === 0 && options.generic !== false) {
    for (const kind of preference) {
      const quantity = doseInLitres(need, kind, null, litres);
      if (quantity) choices.push(choice(null, quantity, options.units, options));
    }
  }
  if (choices.length === 0) return null;
  choices.sort((a, b) => rank(a, b, preference));
  const [best, ...rest] = choices;
  return { ...best, need, alternatives: rest };
}

/**
 * Per need, the best matching company item with its amount (scaled by the item's strength), in the order of the
 * needs. Needs no product meets are left out.
 */
export function recommendItems(
  items: readonly CompanyChemicalItem[],
  needs: readonly Need[],
  options: RecommendOptions,
): Recommendation[] {
  const result: Recommendation[] = [];
  for (const need of needs) {
    const recommendation = recommendFor(items, need, options);
    if (recommendation) result.push(recommendation);
  }
  return result;
}
