/**
 * The chemicals the engine doses, by active ingredient, and what one gram (solids) or millilitre (liquids) of each
 * does to one litre of water. Pure: no I/O.
 *
 * Every effect is computed from stoichiometry (molar masses: IUPAC standard atomic weights; CRC Handbook of
 * Chemistry and Physics), and cross-checked against TFP Pool Math's constants (pool-math source, `calcEffect()`), e.g.
 * baking soda raises TA 4461.56 ppm per oz/gal (ours 4460), 31.45 % muriatic acid lowers it 3911.47 ppm per fl oz/gal
 * (ours 3901), stabilizer raises CYA 7489.51 ppm per oz/gal (ours 7489), salt raises salt 7468.64 (ours 7489).
 *
 * Strength (`strengthPercent`) means, per kind:
 * - liquid chlorine: available chlorine in g per 100 mL (the "trade percent" liquid chlorine is sold by: 10 %,
 *   12.5 %). Classic Pool Math's bleach constant is fitted to 6 % household bleach labelled by weight and comes out
 *   3 % lower; we use the trade definition (10 %, 10,000 gal, +1 ppm = 12.8 fl oz).
 * - cal-hypo, dichlor, trichlor: available chlorine, % by weight (label "available chlorine": 65 %/73 %, 56 %, 90 %).
 * - muriatic acid: HCl, % by weight (31.45 % = 20° Baumé; 14.5 % "half strength"). The acid per millilitre uses the
 *   density of hydrochloric acid at that strength (CRC table, linear fit ρ = 0.998 + 0.00505·% g/mL: 1.157 at 31.45 %,
 *   1.071 at 14.5 %), so a 14.5 % acid needs 2.34× the volume of a 31.45 % one, not 31.45/14.5 = 2.17×.
 * - calcium chloride (either kind): CaCl2, % by weight, as sold (94–97 % anhydrous pellets, 77–80 % flake). Pure
 *   dihydrate CaCl2·2H2O is 75.5 % CaCl2, its default.
 * - everything else: purity, % by weight of the named compound (dry acid: sodium bisulfate 93 %).
 *
 * Side effects: dichlor adds 0.91 ppm CYA per ppm FC (129.07 / 2×70.906, sodium dichloroisocyanurate), trichlor 0.61
 * (129.07 / 3×70.906), cal-hypo 0.71 ppm CH per ppm FC (100.09 / 2×70.906) — TFP's ~0.9, ~0.6 and ~0.7.
 *
 * pH: acid and base demand is counted in mmol/L of H+ (or OH−) equivalents (see doses.ts). Acids give 1 per mole,
 * soda ash 1 (CO3²⁻ + H⁺ → HCO3⁻ at pool pH; it still adds 2 equivalents of alkalinity), borax 1.82 — what TFP Pool
 * Math's borax constant (110.05 per oz/gal vs 240.15 for 31.45 % acid) implies; less than borax's 2 because the
 * borate it adds buffers against its own rise.
 */
import { GRAMS_PER_OUNCE, LITRES_PER_GALLON, type ProductForm } from "./units";

/** Molar masses, g/mol (IUPAC standard atomic weights). */
export const MOLAR_MASS = {
  CaCO3: 100.0869,
  Cl2: 70.906,
  HCl: 36.461,
  NaHSO4: 120.06,
  NaHCO3: 84.007,
  Na2CO3: 105.988,
  borax: 381.37, // Na2B4O7·10H2O
  B: 10.811,
  CaCl2: 110.98,
  CaCl2_2H2O: 147.01,
  CYA: 129.07, // C3H3N3O3
} as const;

/** mg of CaCO3 per mmol of alkalinity equivalents (TA and CH are reported "as CaCO3"). */
export const CACO3_PER_EQUIVALENT = MOLAR_MASS.CaCO3 / 2;

export const ingredientKinds = [
  "liquidChlorine",
  "calHypo",
  "dichlor",
  "trichlor",
  "muriaticAcid",
  "dryAcid",
  "bakingSoda",
  "sodaAsh",
  "borax",
  "calciumChloride",
  "calciumChlorideDihydrate",
  "cyanuricAcid",
  "liquidStabilizer",
  "salt",
] as const;
export type IngredientKind = (typeof ingredientKinds)[number];

export function isIngredientKind(value: unknown): value is IngredientKind {
  return typeof value === "string" && (ingredientKinds as readonly string[]).includes(value);
}

export interface Ingredient {
  kind: IngredientKind;
  /** Generic product name. */
  name: string;
  form: ProductForm;
  /** The usual strength, % (see the header for what it measures). */
  defaultStrength: number;
  /** What the strength measures. */
  strengthBasis: string;
}

export const ingredients: Record<IngredientKind, Ingredient> = {
  liquidChlorine: {
    kind: "liquidChlorine",
    name: "Liquid chlorine",
    form: "liquid",
    defaultStrength: 10,
    strengthBasis: "available chlorine, g per 100 mL (trade %)",
  },
  calHypo: {
    kind: "calHypo",
    name: "Cal-hypo",
    form: "solid",
    defaultStrength: 65,
    strengthBasis: "available chlorine, % by weight",
  },
  dichlor: {
    kind: "dichlor",
    name: "Dichlor",
    form: "solid",
    defaultStrength: 56,
    strengthBasis: "available chlorine, % by weight",
  },
  trichlor: {
    kind: "trichlor",
    name: "Trichlor",
    form: "solid",
    defaultStrength: 90,
    strengthBasis: "available chlorine, % by weight",
  },
  muriaticAcid: {
    kind: "muriaticAcid",
    name: "Muriatic acid",
    form: "liquid",
    defaultStrength: 31.45,
    strengthBasis: "HCl, % by weight",
  },
  dryAcid: {
    kind: "dryAcid",
    name: "Dry acid (sodium bisulfate)",
    form: "solid",
    defaultStrength: 93,
    strengthBasis: "sodium bisulfate, % by weight",
  },
  bakingSoda: {
    kind: "bakingSoda",
    name: "Baking soda",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "sodium bicarbonate, % by weight",
  },
  sodaAsh: {
    kind: "sodaAsh",
    name: "Soda ash",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "sodium carbonate, % by weight",
  },
  borax: {
    kind: "borax",
    name: "Borax",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "sodium tetraborate decahydrate, % by weight",
  },
  calciumChloride: {
    kind: "calciumChloride",
    name: "Calcium chloride (anhydrous)",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "CaCl2, % by weight",
  },
  calciumChlorideDihydrate: {
    kind: "calciumChlorideDihydrate",
    name: "Calcium chloride dihydrate",
    form: "solid",
    defaultStrength: (100 * MOLAR_MASS.CaCl2) / MOLAR_MASS.CaCl2_2H2O,
    strengthBasis: "CaCl2, % by weight",
  },
  cyanuricAcid: {
    kind: "cyanuricAcid",
    name: "Stabilizer (cyanuric acid)",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "cyanuric acid, % by weight",
  },
  liquidStabilizer: {
    kind: "liquidStabilizer",
    name: "Liquid stabilizer",
    form: "liquid",
    defaultStrength: 25,
    strengthBasis: "cyanuric acid, g per 100 mL",
  },
  salt: {
    kind: "salt",
    name: "Pool salt",
    form: "solid",
    defaultStrength: 100,
    strengthBasis: "sodium chloride, % by weight",
  },
};

/** What one unit (g or mL) of a product does to one litre of water. Changes in ppm; `base` in mmol/L. */
export interface Effect {
  freeChlorine: number;
  cyanuricAcid: number;
  calciumHardness: number;
  totalAlkalinity: number;
  salt: number;
  borates: number;
  /** pH-acting base equivalents, mmol/L; negative for an acid. */
  base: number;
}

const zero: Effect = {
  freeChlorine: 0,
  cyanuricAcid: 0,
  calciumHardness: 0,
  totalAlkalinity: 0,
  salt: 0,
  borates: 0,
  base: 0,
};

/** ppm CYA per ppm FC: sodium dichloroisocyanurate gives 2 Cl2-equivalents per cyanurate. */
export const DICHLOR_CYA_PER_FC = MOLAR_MASS.CYA / (2 * MOLAR_MASS.Cl2);
/** ppm CYA per ppm FC: trichloroisocyanuric acid gives 3 Cl2-equivalents per cyanurate. */
export const TRICHLOR_CYA_PER_FC = MOLAR_MASS.CYA / (3 * MOLAR_MASS.Cl2);
/** ppm CH (as CaCO3) per ppm FC: Ca(OCl)2 gives 2 Cl2-equivalents per calcium. */
export const CALHYPO_CH_PER_FC = MOLAR_MASS.CaCO3 / (2 * MOLAR_MASS.Cl2);
/** Borax's pH-acting base equivalents per mole, from TFP Pool Math's constants (see header). */
export const BORAX_PH_EQUIVALENTS = 1.82;

/** Density of hydrochloric acid (g/mL) at a strength (% HCl by weight): linear fit to the CRC table, 0–38 %. */
export function hydrochloricAcidDensity(percent: number): number {
  return 0.998 + 0.00505 * percent;
}

/** The effect of 1 g (solid) or 1 mL (liquid) of a product of this kind and strength (%) in 1 L of water. */
export function effectPerUnit(kind: IngredientKind, strengthPercent?: number | null): Effect {
  const strength = strengthOf(kind, strengthPercent);
  /** mg of active ingredient per g or mL, for the weight-% kinds. */
  const mg = strength * 10;
  switch (kind) {
    case "liquidChlorine":
      // g available chlorine per 100 mL → mg per mL.
      return { ...zero, freeChlorine: mg };
    case "calHypo":
      return { ...zero, freeChlorine: mg, calciumHardness: mg * CALHYPO_CH_PER_FC };
    case "dichlor":
      return { ...zero, freeChlorine: mg, cyanuricAcid: mg * DICHLOR_CYA_PER_FC };
    case "trichlor":
      return { ...zero, freeChlorine: mg, cyanuricAcid: mg * TRICHLOR_CYA_PER_FC };
    case "muriaticAcid": {
      const mmol = (hydrochloricAcidDensity(strength) * mg) / MOLAR_MASS.HCl;
      return { ...zero, base: -mmol, totalAlkalinity: -mmol * CACO3_PER_EQUIVALENT };
    }
    case "dryAcid": {
      const mmol = mg / MOLAR_MASS.NaHSO4;
      return { ...zero, base: -mmol, totalAlkalinity: -mmol * CACO3_PER_EQUIVALENT };
    }
    case "bakingSoda":
      // Bicarbonate adds one alkalinity equivalent and barely moves pH (Pool Math: +9 pH/oz/gal vs 4462 TA).
      return { ...zero, totalAlkalinity: (mg / MOLAR_MASS.NaHCO3) * CACO3_PER_EQUIVALENT };
    case "sodaAsh": {
      const mmol = mg / MOLAR_MASS.Na2CO3;
      return { ...zero, base: mmol, totalAlkalinity: 2 * mmol * CACO3_PER_EQUIVALENT };
    }
    case "borax": {
      const mmol = mg / MOLAR_MASS.borax;
      return {
        ...zero,
        base: BORAX_PH_EQUIVALENTS * mmol,
        totalAlkalinity: 2 * mmol * CACO3_PER_EQUIVALENT,
        borates: 4 * mmol * MOLAR_MASS.B,
      };
    }
    case "calciumChloride":
    case "calciumChlorideDihydrate":
      return { ...zero, calciumHardness: (mg / MOLAR_MASS.CaCl2) * MOLAR_MASS.CaCO3 };
    case "cyanuricAcid":
      return { ...zero, cyanuricAcid: mg };
    case "liquidStabilizer":
      // g cyanuric acid per 100 mL → mg per mL.
      return { ...zero, cyanuricAcid: mg };
    case "salt":
      return { ...zero, salt: mg };
  }
}

/** Pool Math's "ppm per oz per gallon" for a product: for checks against its constants. */
export function ppmPerOuncePerGallon(effectPerGramOrMl: number, form: ProductForm): number {
  const perOunce = form === "liquid" ? 29.5735295625 : GRAMS_PER_OUNCE;
  return (effectPerGramOrMl * perOunce) / LITRES_PER_GALLON;
}

/**
 * Why a product strength cannot be used, or null when it can (or is not given: the kind's usual strength then
 * applies). A strength is a percentage of the product: more than 0 and at most 100. "Liquid chlorine strength must
 * be more than 0 % and at most 100 %; 500 % is not possible."
 */
export function strengthProblem(kind: IngredientKind, strengthPercent?: number | null): string | null {
  if (strengthPercent === null || strengthPercent === undefined) return null;
  if (typeof strengthPercent === "number" && Number.isFinite(strengthPercent) && strengthPercent > 0)
    if (strengthPercent <= 100) return null;
  const shown = typeof strengthPercent === "number" ? `${strengthPercent} %` : String(strengthPercent);
  return `${ingredients[kind].name} strength must be more than 0 % and at most 100 %; ${shown} is not possible.`;
}

/**
 * The strength to use for a product: its own, or the kind's usual strength when none is given. Throws a RangeError
 * for a strength that cannot be (0, negative, above 100 %, not a number) instead of silently using another.
 */
export function strengthOf(kind: IngredientKind, strengthPercent?: number | null): number {
  const problem = strengthProblem(kind, strengthPercent);
  if (problem) throw new RangeError(problem);
  return strengthPercent ?? ingredients[kind].defaultStrength;
}
