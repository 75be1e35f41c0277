/**
 * Water balance: carbonate alkalinity, the Langelier saturation index by the table method, and the calcite
 * saturation index (CSI) of TFP's Pool Math. Pure: no I/O.
 *
 * Sources:
 * - LSI: New York State Sanitary Code, 10 NYCRR Subpart 6-1, §6-1.30 "Saturation index for swimming pools":
 *   S.I. = pH + TF + CF + AF − 12.1, with its temperature / calcium hardness / total alkalinity factor table, tolerance
 *   ±0.5. Its worked example (68 °F, CH 140, TA 20, pH 7.8 → TF 0.52, CF 1.76, AF 1.22, S.I. −0.8) interpolates
 *   linearly between rows, as we do; outside the table we clamp to the end rows.
 * - TDS rule for the constant (pinned, stepped): 12.1 while TDS ≤ 1,000 ppm (or unknown), 12.2 above 1,000 up to
 *   2,000 ppm, 12.3 above 2,000 ppm — the pool trade's TDS-factor table ("1,000 ppm or less = 12.1; 1,000–2,000 ppm
 *   = 12.2; over 2,000 ppm = 12.3", e.g. thepoolpros.com "Water Balance"), which extends the state codes' two-step
 *   rule ("less than 1,000 ppm then 12.1 … greater than 1,000 ppm then 12.2") to salt pools. The third step agrees
 *   with TFP's ionic-strength calculation (chem geek, poolforum.com "pH keeps creeping up": going from 525 to
 *   3,200 ppm TDS lowers the saturation by 0.22, where the two-step rule gives 0.1). When TDS was not measured but
 *   salt was, TDS is at least the salt level, so salt stands in for it.
 * - Valid inputs (both indices): pH 6–9, water from freezing to 110 °F (0–43 °C, the hottest spa), TA and CH
 *   finite and not negative, CYA, borates, salt and TDS not negative when given. Outside, the index "cannot be
 *   computed" (reason "invalid") rather than returning a number: the table is not defined there and the CSI's
 *   temperature term diverges at −273.15 °C.
 * - Carbonate alkalinity and CSI: TFP Pool Math (pool-math source, `csi()`), which corrects TA for cyanurate and
 *   borate by their dissociation at the measured pH:
 *     CarbAlk = TA − 0.38772·CYA / (1 + 10^(6.83 − pH)) − 4.63·borate / (1 + 10^(9.11 − pH))
 *   (0.38772 = 50.04 / 129.07, ppm as CaCO3 per ppm CYA; 4.63 = 50.04 / 10.81, per ppm borate as boron;
 *   pKa 6.83 cyanuric acid and 9.11 boric acid in pool water.)
 *     CSI = pH − 11.677 + log10(CH) + log10(CarbAlk) − 2.56·√I / (1 + 1.65·√I) − 1412.5 / (T°C + 273.15) + 4.7375
 *     I = (1.5·CH + TA) / 50045 + max(0, salt − 1.1678·CH) / 58440
 *   Pool Math's CSI bands: ≤ −0.6 corrosion likely, ≤ −0.3 potentially corrosive, < 0.3 balanced, < 0.6 potentially
 *   scaling, else scaling likely. It refuses pH outside 6–9 and zero or negative carbonate alkalinity.
 */
import { type ChemistryReading, chemistryReadingLabels, formatNumber } from "./readings";
import { toCelsius, toFahrenheit, type UnitSystem } from "./units";

/** TFP Pool Math: ppm (as CaCO3) of alkalinity per ppm CYA when fully ionised (50.04 / 129.07). */
export const CYA_ALKALINITY_FACTOR = 0.38772;
/** TFP Pool Math: pKa of cyanuric acid in pool water. */
export const CYA_PKA = 6.83;
/** TFP Pool Math: ppm (as CaCO3) of alkalinity per ppm borate (as B) when fully ionised (50.04 / 10.81). */
export const BORATE_ALKALINITY_FACTOR = 4.63;
/** TFP Pool Math: pKa of boric acid in pool water. */
export const BORATE_PKA = 9.11;

export interface AlkalinityInput {
  totalAlkalinity: number;
  pH: number;
  cyanuricAcid?: number | null;
  borates?: number | null;
}

/**
 * Carbonate alkalinity (ppm as CaCO3): total alkalinity less the part the cyanurate and borate ions account for at
 * this pH (TFP Pool Math). At pH 7.5 the CYA correction is about a third of the CYA. May be zero or negative.
 */
export function carbonateAlkalinity({ totalAlkalinity, pH, cyanuricAcid, borates }: AlkalinityInput): number {
  const cya = cyanuricAcid ?? 0;
  const borate = borates ?? 0;
  return (
    totalAlkalinity -
    (CYA_ALKALINITY_FACTOR * cya) / (1 + 10 ** (CYA_PKA - pH)) -
    (BORATE_ALKALINITY_FACTOR * borate) / (1 + 10 ** (BORATE_PKA - pH))
  );
}

/** A factor table: rows of [reading, factor], ascending. */
export type FactorTable = readonly (readonly [number, number])[];

/** 10 NYCRR §6-1.30 table: temperature (°F) → TF. (The regulation's row is 105 °F; some charts print 104 °F.) */
export const TEMPERATURE_FACTORS: FactorTable = [
  [32, 0.0],
  [37, 0.1],
  [46, 0.2],
  [53, 0.3],
  [60, 0.4],
  [66, 0.5],
  [76, 0.6],
  [84, 0.7],
  [94, 0.8],
  [105, 0.9],
  [128, 1.0],
];

/** 10 NYCRR §6-1.30 table: calcium hardness (ppm as CaCO3) → CF. */
export const CALCIUM_FACTORS: FactorTable = [
  [5, 0.3],
  [25, 1.0],
  [50, 1.3],
  [75, 1.5],
  [100, 1.6],
  [150, 1.8],
  [200, 1.9],
  [300, 2.1],
  [400, 2.2],
  [800, 2.5],
  [1000, 2.6],
];

/** 10 NYCRR §6-1.30 table: (carbonate) alkalinity (ppm as CaCO3) → AF. */
export const ALKALINITY_FACTORS: FactorTable = [
  [5, 0.7],
  [25, 1.4],
  [50, 1.7],
  [75, 1.9],
  [100, 2.0],
  [150, 2.2],
  [200, 2.3],
  [300, 2.5],
  [400, 2.6],
  [800, 2.9],
  [1000, 3.0],
];

/** Linear interpolation between a table's rows, clamped to the first and last rows. */
export function tableFactor(table: FactorTable, x: number): number {
  const first = table[0];
  const last = table[table.length - 1];
  if (x <= first[0]) return first[1];
  if (x >= last[0]) return last[1];
  for (let i = 1; i < table.length; i++) {
    const [x1, y1] = table[i];
    if (x <= x1) {
      const [x0, y0] = table[i - 1];
      return y0 + ((y1 - y0) * (x - x0)) / (x1 - x0);
    }
  }
  return last[1];
}

/**
 * The LSI constant (the TDS factor), stepped by total dissolved solids: 12.1 up to 1,000 ppm (or unknown), 12.2 above
 * 1,000 up to 2,000 ppm, 12.3 above 2,000 ppm (salt pools). See the TDS rule above. When TDS was not measured but
 * salt was, TDS is at least the salt level, so salt stands in for it.
 */
export function lsiConstant(tds?: number | null, salt?: number | null): number {
  const dissolved = typeof tds === "number" && Number.isFinite(tds) ? tds : (salt ?? 0);
  return dissolved > 2_000 ? 12.3 : dissolved > 1_000 ? 12.2 : 12.1;
}

export type BalanceStatus = "corrosive" | "slightly corrosive" | "balanced" | "slightly scaling" | "scaling";

export interface BalanceInput {
  pH?: number | null;
  totalAlkalinity?: number | null;
  calciumHardness?: number | null;
  /** °F for US, °C for metric. */
  temperature?: number | null;
  cyanuricAcid?: number | null;
  borates?: number | null;
  salt?: number | null;
  tds?: number | null;
}

export type IndexResult =
  | {
      ok: true;
      /** Rounded to 2 decimals. */
      value: number;
      status: BalanceStatus;
      /** "LSI −0.8: corrosive (balanced is −0.5 to +0.5)". */
      message: string;
      /** The carbonate alkalinity used (ppm as CaCO3), rounded to 1 decimal. */
      carbonateAlkalinity: number;
    }
  | {
      ok: false;
      /** "missing": readings are needed (see `missing`); "invalid": the water's numbers rule it out. */
      reason: "missing" | "invalid";
      missing: ChemistryReading[];
      message: string;
    };

const required = ["pH", "totalAlkalinity", "calciumHardness", "temperature"] as const;
const optional = ["cyanuricAcid", "borates", "salt", "tds"] as const;

/** The water temperature range both indices accept: liquid water up to the hottest spa (°F; 0–43 °C). */
export const INDEX_TEMPERATURE_F = { min: 32, max: 110 } as const;
/** The pH range both indices accept (Pool Math's CSI range). */
export const INDEX_PH = { min: 6, max: 9 } as const;

function finite(value: number | null | undefined): value is number {
  return typeof value === "number" && Number.isFinite(value);
}

function invalid(message: string): IndexResult {
  return { ok: false, reason: "invalid", missing: [], message };
}

function nameOf(reading: ChemistryReading): string {
  return reading === "pH" ? "pH" : chemistryReadingLabels[reading].toLowerCase();
}

/** Why the index cannot use these inputs (outside its valid range), or null. Call after missingFor. */
function outOfRange(index: "LSI" | "CSI", input: BalanceInput, units: UnitSystem): IndexResult | null {
  for (const reading of [...required, ...optional]) {
    const value = input[reading];
    if (value === null || value === undefined) continue;
    if (!finite(value))
      return invalid(`The ${index} cannot be computed: the ${nameOf(reading)} is not a number.`);
    if (value < 0 && reading !== "temperature")
      return invalid(`The ${index} cannot be computed: the ${nameOf(reading)} cannot be negative.`);
  }
  const pH = input.pH as number;
  if (pH < INDEX_PH.min || pH > INDEX_PH.max)
    return invalid(`The ${index} cannot be computed for a pH outside ${INDEX_PH.min}–${INDEX_PH.max}.`);
  const fahrenheit = toFahrenheit(input.temperature as number, units);
  if (fahrenheit < INDEX_TEMPERATURE_F.min - 1e-9 || fahrenheit > INDEX_TEMPERATURE_F.max + 1e-9)
    return invalid(
      `The ${index} cannot be computed for water below freezing or above ${units === "us" ? "110 °F" : "43 °C"}.`,
    );
  return null;
}

function missingFor(index: "LSI" | "CSI", input: BalanceInput): IndexResult | null {
  const missing = required.filter((r) => input[r] === null || input[r] === undefined);
  if (missing.length === 0) return null;
  const names = missing.map(nameOf);
  const list =
    names.length === 1 ? names[0] : `${names.slice(0, -1).join(", ")} and ${names[names.length - 1]}`;
  return {
    ok: false,
    reason: "missing",
    missing: [...missing],
    message: `The ${index} needs ${list}.`,
  };
}

function signed(value: number): string {
  const text = formatNumber(Math.abs(value));
  return value > 0 ? `+${text}` : value < 0 ? `−${text}` : text;
}

const round2 = (x: number) => Math.round(x * 100) / 100;

/**
 * The saturation index by the table method of 10 NYCRR §6-1.30, on carbonate alkalinity (TA corrected for CYA and
 * borates), with the pinned TDS rule for the constant. Needs pH, TA, CH and temperature.
 * Status by the code's tolerance: below −0.5 corrosive, above +0.5 scaling, else balanced.
 */
export function lsi(input: BalanceInput, units: UnitSystem): IndexResult {
  const missing = missingFor("LSI", input) ?? outOfRange("LSI", input, units);
  if (missing) return missing;
  const pH = input.pH as number;
  const ta = input.totalAlkalinity as number;
  const ch = input.calciumHardness as number;
  const carbAlk = carbonateAlkalinity({
    totalAlkalinity: ta,
    pH,
    cyanuricAcid: input.cyanuricAcid,
    borates: input.borates,
  });
  if (carbAlk <= 0)
    return {
      ok: false,
      reason: "invalid",
      missing: [],
      message:
        "The LSI cannot be computed: the carbonate alkalinity (TA less the CYA and borate part) is zero or below.",
    };
  if (ch <= 0)
    return {
      ok: false,
      reason: "invalid",
      missing: [],
      message: "The LSI cannot be computed without calcium.",
    };
  const tf = tableFactor(TEMPERATURE_FACTORS, toFahrenheit(input.temperature as number, units));
  const cf = tableFactor(CALCIUM_FACTORS, ch);
  const af = tableFactor(ALKALINITY_FACTORS, carbAlk);
  const value = round2(pH + tf + cf + af - lsiConstant(input.tds, input.salt));
  if (!Number.isFinite(value)) return invalid("The LSI cannot be computed for these readings.");
  const status: BalanceStatus = value < -0.5 ? "corrosive" : value > 0.5 ? "scaling" : "balanced";
  return {
    ok: true,
    value,
    status,
    message: `LSI ${signed(value)}: ${status} (balanced is −0.5 to +0.5).`,
    carbonateAlkalinity: Math.round(carbAlk * 10) / 10,
  };
}

/** TFP Pool Math's CSI bands. */
export function csiStatus(value: number): BalanceStatus {
  if (value <= -0.6) return "corrosive";
  if (value <= -0.3) return "slightly corrosive";
  if (value < 0.3) return "balanced";
  if (value < 0.6) return "slightly scaling";
  return "scaling";
}

/**
 * TFP Pool Math's calcite saturation index. Needs pH, TA, CH and temperature; CYA, borates and salt refine it
 * (missing ones count as 0). "Cannot be computed" for pH outside 6–9, no calcium, or carbonate alkalinity ≤ 0.
 */
export function csi(input: BalanceInput, units: UnitSystem): IndexResult {
  const missing = missingFor("CSI", input) ?? outOfRange("CSI", input, units);
  if (missing) return missing;
  const pH = input.pH as number;
  const ta = input.totalAlkalinity as number;
  const ch = input.calciumHardness as number;
  const carbAlk = carbonateAlkalinity({
    totalAlkalinity: ta,
    pH,
    cyanuricAcid: input.cyanuricAcid,
    borates: input.borates,
  });
  if (carbAlk <= 0)
    return {
      ok: false,
      reason: "invalid",
      missing: [],
      message:
        "The CSI cannot be computed: the carbonate alkalinity (TA less the CYA and borate part) is zero or below.",
    };
  if (ch <= 0)
    return {
      ok: false,
      reason: "invalid",
      missing: [],
      message: "The CSI cannot be computed without calcium.",
    };
  const celsius = toCelsius(input.temperature as number, units);
  const salt = input.salt ?? 0;
  const extraNaCl = Math.max(0, salt - 1.1678 * ch);
  const ionic = (1.5 * ch + ta) / 50045 + extraNaCl / 58440;
  const sqrtI = Math.sqrt(ionic);
  const exact =
    pH -
    11.677 +
    Math.log10(ch) +
    Math.log10(carbAlk) -
    (2.56 * sqrtI) / (1 + 1.65 * sqrtI) -
    1412.5 / (celsius + 273.15) +
    4.7375;
  const value = round2(exact);
  if (!Number.isFinite(value)) return invalid("The CSI cannot be computed for these readings.");
  const status = csiStatus(value);
  return {
    ok: true,
    value,
    status,
    message: `CSI ${signed(value)}: ${status} (balanced is −0.3 to +0.3).`,
    carbonateAlkalinity: Math.round(carbAlk * 10) / 10,
  };
}
