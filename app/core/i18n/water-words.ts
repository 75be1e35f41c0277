import type { ChemistryReading } from "~/core/chemistry/readings";

/**
 * A water reading's name as a catalog key, for every screen, e-mail and PDF that names one ("Free chlorine",
 * "Cloro libre"): one list, so the technician, the office and the pool owner read the same word.
 */
export const readingNameKeys = {
  freeChlorine: "water.reading.freeChlorine",
  totalChlorine: "water.reading.totalChlorine",
  combinedChlorine: "water.reading.combinedChlorine",
  pH: "water.reading.pH",
  totalAlkalinity: "water.reading.totalAlkalinity",
  calciumHardness: "water.reading.calciumHardness",
  cyanuricAcid: "water.reading.cyanuricAcid",
  salt: "water.reading.salt",
  bromine: "water.reading.bromine",
  temperature: "water.reading.temperature",
  tds: "water.reading.tds",
  phosphates: "water.reading.phosphates",
  borates: "water.reading.borates",
} as const satisfies Record<ChemistryReading | "combinedChlorine", string>;

/**
 * A reading's name inside a sentence ("Enter the free chlorine as a number."): lower-case in English, except pH.
 */
export const readingInSentenceKeys = {
  freeChlorine: "water.readingInSentence.freeChlorine",
  totalChlorine: "water.readingInSentence.totalChlorine",
  pH: "water.readingInSentence.pH",
  totalAlkalinity: "water.readingInSentence.totalAlkalinity",
  calciumHardness: "water.readingInSentence.calciumHardness",
  cyanuricAcid: "water.readingInSentence.cyanuricAcid",
  salt: "water.readingInSentence.salt",
  bromine: "water.readingInSentence.bromine",
  temperature: "water.readingInSentence.temperature",
  tds: "water.readingInSentence.tds",
  phosphates: "water.readingInSentence.phosphates",
  borates: "water.readingInSentence.borates",
} as const satisfies Record<ChemistryReading, string>;
