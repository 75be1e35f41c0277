/**
 * Converting a company's stored measurements when it switches between US and metric units: volumes are kept in
 * US gallons or litres, dimensions in feet or metres (areas in ft² or m²), temperatures in °F or °C.
 */
import type { Units } from "./volume";

const LITRES_PER_GALLON = 3.785411784;
const METRES_PER_FOOT = 0.3048;

const round = (value: number, decimals: number) => Math.round(value * 10 ** decimals) / 10 ** decimals;

export function convertVolume(volume: number, from: Units, to: Units): number {
  if (from === to) return volume;
  return Math.round(to === "metric" ? volume * LITRES_PER_GALLON : volume / LITRES_PER_GALLON);
}

/** Lengths and depths by the foot/metre factor, `surfaceArea` by its square. */
export function convertDimensions(
  dimensions: Record<string, number>,
  from: Units,
  to: Units,
): Record<string, number> {
  if (from === to) return dimensions;
  const factor = to === "metric" ? METRES_PER_FOOT : 1 / METRES_PER_FOOT;
  return Object.fromEntries(
    Object.entries(dimensions).map(([key, value]) => [
      key,
      round(key === "surfaceArea" ? value * factor * factor : value * factor, 2),
    ]),
  );
}

export function convertTemperature(value: number, from: Units, to: Units): number {
  if (from === to) return value;
  return round(to === "metric" ? ((value - 32) * 5) / 9 : (value * 9) / 5 + 32, 1);
}
