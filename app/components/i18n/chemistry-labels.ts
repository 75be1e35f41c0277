/**
 * core/chemistry computes in English words (labels, statuses, sentences). These maps and functions word its results
 * in the page's language at display time, from the structured parts core returns (reading, status, amounts), without
 * changing what core computes. In English, core's own sentence is shown as is: it is the source of those words.
 */
import type { Dilution, Dose } from "~/core/chemistry/analyze";
import type { IndexResult } from "~/core/chemistry/balance";
import type { Flag } from "~/core/chemistry/ranges";
import { type ChemistryReading, chemistryReadingLabels, readingUnit } from "~/core/chemistry/readings";
import type { Recommendation } from "~/core/chemistry/recommend";
import type { Amount, UnitSystem } from "~/core/chemistry/units";
import type { Formatter } from "~/core/format/format";
import { parseLocaleNumber } from "~/core/format/parse-number";
import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { Translator } from "~/core/i18n/translate";
import { readingNameKeys } from "~/core/i18n/water-words";
import { wordFor } from "~/core/i18n/word-for";

type T = Translator<MessageKey>;

/** Reading names: one list for every screen (core/i18n/water-words.ts). */
export const readingLabelKeys = readingNameKeys;

export const balanceStatusKeys = {
  corrosive: "field.chem.balance.corrosive",
  "slightly corrosive": "field.chem.balance.slightlyCorrosive",
  balanced: "field.chem.balance.balanced",
  "slightly scaling": "field.chem.balance.slightlyScaling",
  scaling: "field.chem.balance.scaling",
} as const satisfies Record<string, MessageKey>;

export const flagStatusKeys = {
  low: "field.chem.flag.low",
  high: "field.chem.flag.high",
  ok: "field.chem.flag.ok",
  retest: "field.chem.flag.retest",
} as const satisfies Record<string, MessageKey>;

export const sanitizerKeys = {
  chlorine: "field.chem.sanitizer.chlorine",
  salt: "field.chem.sanitizer.salt",
  bromine: "field.chem.sanitizer.bromine",
} as const satisfies Record<string, MessageKey>;

export const productKeys = {
  liquidChlorine: "field.chem.product.liquidChlorine",
  calHypo: "field.chem.product.calHypo",
  dichlor: "field.chem.product.dichlor",
  trichlor: "field.chem.product.trichlor",
  muriaticAcid: "field.chem.product.muriaticAcid",
  dryAcid: "field.chem.product.dryAcid",
  bakingSoda: "field.chem.product.bakingSoda",
  sodaAsh: "field.chem.product.sodaAsh",
  borax: "field.chem.product.borax",
  calciumChloride: "field.chem.product.calciumChloride",
  calciumChlorideDihydrate: "field.chem.product.calciumChlorideDihydrate",
  cyanuricAcid: "field.chem.product.stabilizer",
  liquidStabilizer: "field.chem.product.liquidStabilizer",
  salt: "field.chem.product.salt",
} as const satisfies Record<string, MessageKey>;

export const readingLabel = (t: T, reading: ChemistryReading | "combinedChlorine") =>
  t(readingLabelKeys[reading]);

/** A reading's name inside a sentence: lower-case, except pH. */
const readingInSentence = (t: T, reading: ChemistryReading | "combinedChlorine") =>
  reading === "pH" ? "pH" : readingLabel(t, reading).toLocaleLowerCase(t.locale);

/** "7,4", "80 ppm", "78 °F" in the page's number style. */
export const readingValue = (
  f: Formatter,
  reading: ChemistryReading | "combinedChlorine",
  value: number,
  units: UnitSystem,
) => {
  const unit = readingUnit(reading, units);
  const n = f.number(value, { maximumFractionDigits: 2 });
  return unit ? `${n} ${unit}` : n;
};

const amountText = (f: Formatter, amount: Amount) =>
  `${f.number(amount.value, { maximumFractionDigits: 2 })} ${amount.unit}`;

function productText(t: T, f: Formatter, recommendation: Recommendation): string {
  if (recommendation.item) return recommendation.item.name;
  const { kind, name, strengthPercent } = recommendation.product;
  const product = wordFor(t, productKeys, kind) || name;
  return strengthPercent === 100 || kind === "calciumChlorideDihydrate"
    ? product
    : t("field.chem.productStrength", { product, strength: f.number(strengthPercent) });
}

/** "LSI +0.2: balanced", or what the index still needs. */
export function indexText(t: T, f: Formatter, result: IndexResult, index: "LSI" | "CSI"): string {
  if (result.ok)
    return t("field.analysis.index", {
      index,
      value: `${result.value > 0 ? "+" : ""}${f.number(result.value, { maximumFractionDigits: 2 })}`,
      status: wordFor(t, balanceStatusKeys, result.status),
    });
  if (t.language === "en") return result.message;
  const readings = new Intl.ListFormat(t.locale, { type: "conjunction" }).format(
    result.missing.map((r) => readingInSentence(t, r)),
  );
  if (result.reason === "missing")
    return result.message.startsWith("Retest")
      ? t("field.analysis.indexRetest", { readings, index })
      : t("field.analysis.indexNeeds", { readings, index });
  return result.message.includes("calcium") ? t("field.analysis.indexNoCalcium", { index }) : result.message;
}

/** "pH 8.2 is 0.4 above 7.8", from the flag's parts. */
export function flagText(t: T, f: Formatter, flag: Flag, units: UnitSystem): string {
  if (t.language === "en") return flag.message;
  const show = (v: number) => readingValue(f, flag.reading, v, units);
  const reading = readingLabel(t, flag.reading);
  if (flag.status === "retest")
    return t("field.analysis.flagRetest", {
      reading,
      value: show(flag.value),
      min: f.number(flag.range.min),
      max: f.number(flag.range.max),
    });
  if (flag.status === "low")
    return t("field.analysis.flagLow", {
      reading,
      value: show(flag.value),
      off: show(flag.off),
      limit: show(flag.range.min),
    });
  if (flag.status === "high")
    return t("field.analysis.flagHigh", {
      reading,
      value: show(flag.value),
      off: show(flag.off),
      limit: show(flag.range.max),
    });
  return flag.message;
}

/** "Add 12.8 fl oz of Liquid chlorine 12.5% to raise free chlorine from 1 to 6 ppm." */
export function doseText(t: T, f: Formatter, dose: Dose, units: UnitSystem, phMin = 7.2): string {
  if (t.language === "en") return dose.message;
  const { need, recommendation, steps } = dose;
  const reading = need.reading as ChemistryReading;
  const change = t("field.analysis.change", {
    direction: need.direction,
    reading: readingInSentence(t, reading),
    from: f.number(need.from, { maximumFractionDigits: 2 }),
    to: readingValue(f, reading, need.to, units),
  });
  const capital = change.charAt(0).toLocaleUpperCase(t.locale) + change.slice(1);
  if (!recommendation) return t("field.analysis.doseNoVolume", { change: capital });
  const product = productText(t, f, recommendation);
  if (steps)
    return t("field.analysis.doseSteps", {
      change: capital,
      count: steps.count,
      each: amountText(f, steps.each),
      product,
      ph: f.number(phMin),
      drop: f.number(steps.lowersTotalAlkalinityBy),
      total: amountText(f, recommendation.amount),
    });
  const lowersTa = need.reading === "totalAlkalinity" && need.direction === "lower";
  return t(lowersTa ? "field.analysis.doseAerate" : "field.analysis.dose", {
    amount: amountText(f, recommendation.amount),
    product,
    change,
  });
}

/** A dose's warning: core's sentence in English, the general advice otherwise. */
export const doseWarningText = (t: T, warning: string) =>
  t.language === "en" ? warning : t("field.analysis.poorFit");

/** "Calcium hardness 900 ppm is 500 ppm above 400 ppm: replace about 50% of the water…". */
export function dilutionText(
  t: T,
  f: Formatter,
  dilution: Dilution,
  flag: Flag | undefined,
  units: UnitSystem,
) {
  if (t.language === "en" || !flag || dilution.percent === null) return dilution.message;
  return t("field.analysis.dilution", {
    flag: flagText(t, f, flag, units),
    percent: f.number(dilution.percent),
    to: readingValue(f, dilution.reading, dilution.to, units),
  });
}

/** A number core wrote in English ("3,200", "7.2") in the page's style. */
const renumber = (f: Formatter, english: string) => {
  const n = parseLocaleNumber(english, "en");
  return n === null || Number.isNaN(n) ? english : f.number(n);
};

/** Core's English advice after a flag's sentence ("…: shock the water."), by what follows the flag. */
const afterFlag: {
  pattern: RegExp;
  key: MessageKey;
  values?: (m: RegExpMatchArray, f: Formatter) => object;
}[] = [
  { pattern: /^: shock the water\.$/, key: "field.advice.shockWater" },
  {
    pattern: /^: shock the pool\. Measure cyanuric acid to get the SLAM level\.$/,
    key: "field.advice.shockMeasureCya",
  },
  { pattern: /^: add no chlorine; it will come down\.$/, key: "field.advice.noChlorine" },
  {
    pattern: /^: add bromine \(tablets in the feeder, or a brominating shock\)\.$/,
    key: "field.advice.addBromine",
  },
  { pattern: /^: add no bromine; let it come down\.$/, key: "field.advice.noBromine" },
  {
    pattern: /^: SLAM — raise free chlorine to (\S+) ppm \(TFP shock level for CYA (\S+)\)/,
    key: "field.advice.slam",
    values: (m, f) => ({ level: renumber(f, m[1]), cya: renumber(f, m[2]) }),
  },
  {
    pattern: /^, above the SLAM level of (\S+) ppm: keep swimmers out until it drops; add no chlorine\.$/,
    key: "field.advice.aboveSlam",
    values: (m, f) => ({ level: renumber(f, m[1]) }),
  },
];

/** Core's English advice that stands alone. */
const standalone: {
  pattern: RegExp;
  key: MessageKey;
  values?: (m: RegExpMatchArray, f: Formatter) => object;
}[] = [
  {
    pattern:
      /^(Retest|Measure) cyanuric acid: the free chlorine a pool needs depends on it \(TFP FC\/CYA chart\)\.$/,
    key: "field.advice.cya",
    values: (m) => ({ action: m[1] === "Retest" ? "retest" : "measure" }),
  },
  {
    pattern:
      /^Total alkalinity was not measured; the pH dose assumes (\S+) ppm\. Measure it for an accurate dose\.$/,
    key: "field.advice.taAssumed",
    values: (m, f) => ({ ta: renumber(f, m[1]) }),
  },
  {
    pattern: /^Total alkalinity needs a retest; the pH dose assumes (\S+) ppm until then\.$/,
    key: "field.advice.taRetest",
    values: (m, f) => ({ ta: renumber(f, m[1]) }),
  },
  {
    pattern: /^Salt was not measured; the balance indices assume (\S+) ppm\.$/,
    key: "field.advice.saltAssumed",
    values: (m, f) => ({ salt: renumber(f, m[1]) }),
  },
  {
    pattern: /^Total chlorine is below free chlorine; it should be at least as high\. Retest both\.$/,
    key: "field.advice.totalBelowFree",
  },
  { pattern: /^To lower total alkalinity, add the acid in steps: /, key: "field.advice.taSteps" },
  {
    pattern: /^(.+?) (\S+)( (?:ppm|ppb|°F|°C))? is unusually (low|high); retest to confirm\.$/,
    key: "field.advice.unusual",
    values: (m, f) => ({ reading: m[1], value: `${renumber(f, m[2])}${m[3] ?? ""}`, direction: m[4] }),
  },
];

/**
 * One of core's notes or warnings (advice after the readings) in the page's language: matched against the sentences
 * core writes, with its numbers re-formatted; a sentence not known here is shown as core wrote it.
 */
export function adviceText(
  t: T,
  f: Formatter,
  text: string,
  flags: readonly Flag[],
  units: UnitSystem,
): string {
  if (t.language === "en") return text;
  const flag = flags.find((candidate) => text.startsWith(candidate.message));
  const table = flag ? afterFlag : standalone;
  const rest = flag ? text.slice(flag.message.length) : text;
  for (const { pattern, key, values } of table) {
    const match = rest.match(pattern);
    if (!match) continue;
    const words = { ...(values?.(match, f) ?? {}) } as Record<string, string>;
    if (key === "field.advice.unusual") {
      const reading = Object.entries(chemistryReadingLabels).find(
        ([, label]) => label === words.reading,
      )?.[0];
      if (!reading) return text;
      words.reading = readingLabel(t, reading as ChemistryReading);
    }
    const advice = t(key, words);
    return flag ? t("field.advice.afterFlag", { flag: flagText(t, f, flag, units), advice }) : advice;
  }
  return text;
}
