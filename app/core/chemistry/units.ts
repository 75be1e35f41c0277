/**
 * Units for the chemistry engine: US (gallons, °F, fl oz / oz / lb / gal) or metric (litres, °C, mL / g / kg / L).
 * Pure: no I/O.
 *
 * Conversion factors are the exact legal definitions (NIST Handbook 44, Appendix C):
 *   1 US gallon = 3.785411784 L, 1 US fl oz = 1/128 gal = 29.5735295625 mL, 1 oz (avoirdupois) = 28.349523125 g.
 *
 * Internally every amount of product is in grams (solids) or millilitres (liquids); these are converted for display
 * in the units a product is sold and measured in.
 */
import { messageFormat } from "../format/format";

/** The company's unit system (same values as `Units` in app/core/water/volume.ts). */
export type UnitSystem = "us" | "metric";

export const LITRES_PER_GALLON = 3.785411784;
export const ML_PER_FL_OZ = 29.5735295625;
export const GRAMS_PER_OUNCE = 28.349523125;
export const FL_OZ_PER_GALLON = 128;
export const OUNCES_PER_POUND = 16;

/** A body of water's volume in litres, from gallons (US) or litres (metric). */
export function volumeInLitres(volume: number, units: UnitSystem): number {
  return units === "us" ? volume * LITRES_PER_GALLON : volume;
}

/** A water temperature in °F, from °F (US) or °C (metric). */
export function toFahrenheit(temperature: number, units: UnitSystem): number {
  return units === "us" ? temperature : (temperature * 9) / 5 + 32;
}

/** A water temperature in °C, from °F (US) or °C (metric). */
export function toCelsius(temperature: number, units: UnitSystem): number {
  return units === "metric" ? temperature : ((temperature - 32) * 5) / 9;
}

export type ProductForm = "liquid" | "solid";

export const amountUnits = ["fl oz", "gal", "oz", "lb", "mL", "L", "g", "kg"] as const;
export type AmountUnit = (typeof amountUnits)[number];

/** An amount of product, for display, plus the exact base amount it came from. */
export interface Amount {
  /** Rounded for display, in `unit`. */
  value: number;
  unit: AmountUnit;
  /** "12.8 fl oz", "1.4 lb", "380 mL". */
  text: string;
  /** The exact amount in grams (solids) or millilitres (liquids). */
  base: number;
  baseUnit: "g" | "mL";
}

/** How many base units (g or mL) one of `unit` is, or null when the unit is of the other form. */
function baseUnitsPer(unit: AmountUnit, form: ProductForm): number | null {
  if (form === "liquid") {
    switch (unit) {
      case "fl oz":
        return ML_PER_FL_OZ;
      case "gal":
        return ML_PER_FL_OZ * FL_OZ_PER_GALLON;
      case "mL":
        return 1;
      case "L":
        return 1000;
      default:
        return null;
    }
  }
  switch (unit) {
    case "oz":
      return GRAMS_PER_OUNCE;
    case "lb":
      return GRAMS_PER_OUNCE * OUNCES_PER_POUND;
    case "g":
      return 1;
    case "kg":
      return 1000;
    default:
      return null;
  }
}

/** A value in a unit back to base units (g or mL); throws for a unit of the other form. */
export function toBase(value: number, unit: AmountUnit, form: ProductForm): number {
  const per = baseUnitsPer(unit, form);
  if (per === null) throw new RangeError(`${unit} is not a unit for a ${form}`);
  return value * per;
}

/**
 * Rounds for display: the large units (gal, lb, L, kg) to 2 decimals, the small ones to 1 decimal below 100 and to
 * whole units from 100 up. Trailing zeros drop (1.40 → 1.4).
 */
export function roundAmount(value: number, unit: AmountUnit): number {
  const large = unit === "gal" || unit === "lb" || unit === "L" || unit === "kg";
  const decimals = large ? 2 : value < 100 ? 1 : 0;
  const factor = 10 ** decimals;
  return Math.round(value * factor) / factor;
}

export function formatAmount(value: number, unit: AmountUnit): string {
  return messageFormat.quantity(roundAmount(value, unit), unit);
}

/**
 * The unit a product is usually measured in for this amount: liquids in fl oz, from 128 fl oz (1 gal) up in gallons
 * (metric: mL, from 1000 mL in litres); solids in oz, from 16 oz (1 lb) up in pounds (metric: g, from 1000 g in kg).
 */
export function displayUnit(base: number, form: ProductForm, units: UnitSystem): AmountUnit {
  if (form === "liquid") {
    if (units === "metric") return base >= 1000 ? "L" : "mL";
    return base >= ML_PER_FL_OZ * FL_OZ_PER_GALLON ? "gal" : "fl oz";
  }
  if (units === "metric") return base >= 1000 ? "kg" : "g";
  return base >= GRAMS_PER_OUNCE * OUNCES_PER_POUND ? "lb" : "oz";
}

/** An exact base amount (g or mL) as an Amount in the sensible display unit for the unit system. */
export function toAmount(base: number, form: ProductForm, units: UnitSystem): Amount {
  const unit = displayUnit(base, form, units);
  return amountIn(base, form, unit);
}

/** An exact base amount (g or mL) as an Amount in a given unit (which must be of the product's form). */
export function amountIn(base: number, form: ProductForm, unit: AmountUnit): Amount {
  const per = baseUnitsPer(unit, form);
  if (per === null) throw new RangeError(`${unit} is not a unit for a ${form}`);
  const value = roundAmount(base / per, unit);
  return {
    value,
    unit,
    text: formatAmount(base / per, unit),
    base,
    baseUnit: form === "liquid" ? "mL" : "g",
  };
}

const unitAliases: Record<string, AmountUnit> = {
  "fl oz": "fl oz",
  floz: "fl oz",
  "fl. oz": "fl oz",
  "fl. oz.": "fl oz",
  "fluid ounce": "fl oz",
  "fluid ounces": "fl oz",
  gal: "gal",
  gallon: "gal",
  gallons: "gal",
  ml: "mL",
  millilitre: "mL",
  millilitres: "mL",
  milliliter: "mL",
  milliliters: "mL",
  l: "L",
  litre: "L",
  litres: "L",
  liter: "L",
  liters: "L",
  oz: "oz",
  ounce: "oz",
  ounces: "oz",
  lb: "lb",
  lbs: "lb",
  pound: "lb",
  pounds: "lb",
  g: "g",
  gram: "g",
  grams: "g",
  kg: "kg",
  kilogram: "kg",
  kilograms: "kg",
};

/**
 * A company item's unit ("gal", "lb", "Liters") as an AmountUnit usable for a product of this form, or null when
 * it is not a measure ("each", "bag") or is of the other form. A plain "oz" on a liquid means fluid ounces, as on
 * US liquid chlorine and acid labels; quarts are not supported.
 */
export function parseItemUnit(unit: string | null | undefined, form: ProductForm): AmountUnit | null {
  if (!unit) return null;
  const key = unit.trim().toLowerCase();
  let parsed = unitAliases[key];
  if (!parsed) return null;
  if (form === "liquid" && parsed === "oz") parsed = "fl oz";
  return baseUnitsPer(parsed, form) === null ? null : parsed;
}
