import type { water as en } from "../en/water";
import type { Translation } from "../types";

/**
 * Spanish names of water readings and what the water checks say: the type requires every English key, and no other.
 */
export const water: Translation<typeof en> = {
  "water.reading.freeChlorine": "Cloro libre",
  "water.reading.totalChlorine": "Cloro total",
  "water.reading.combinedChlorine": "Cloro combinado",
  "water.reading.pH": "pH",
  "water.reading.totalAlkalinity": "Alcalinidad total",
  "water.reading.calciumHardness": "Dureza cálcica",
  "water.reading.cyanuricAcid": "Ácido cianúrico (estabilizador)",
  "water.reading.salt": "Sal",
  "water.reading.bromine": "Bromo",
  "water.reading.temperature": "Temperatura del agua",
  "water.reading.tds": "Sólidos disueltos totales",
  "water.reading.phosphates": "Fosfatos",
  "water.reading.borates": "Boratos",

  // Units named in sentences (core/water/volume.ts).
  "water.unitName.feet": "pies",
  "water.unitName.squareFeet": "pies cuadrados",
  "water.unitName.metres": "metros",
  "water.unitName.squareMetres": "metros cuadrados",
  "water.unitName.gallons": "galones",
  "water.unitName.litres": "litros",

  // The volume calculator's checks (core/water/volume.ts): {field} is the dimension's id, {abbr} its unit.
  "water.volume.enter":
    "Ingrese {field, select, length {el largo} width {el ancho} diameter {el diámetro} widthA {el ancho mayor} widthB {el ancho menor} surfaceArea {la superficie} averageDepth {la profundidad media} shallowDepth {la profundidad en la parte baja} deepDepth {la profundidad en la parte honda} other {el valor}} en {unit}.",
  "water.volume.notNumber":
    "Ingrese {field, select, length {el largo} width {el ancho} diameter {el diámetro} widthA {el ancho mayor} widthB {el ancho menor} surfaceArea {la superficie} averageDepth {la profundidad media} shallowDepth {la profundidad en la parte baja} deepDepth {la profundidad en la parte honda} other {el valor}} como un número de {unit}.",
  "water.volume.moreThanZero":
    "{field, select, length {El largo} width {El ancho} diameter {El diámetro} widthA {El ancho mayor} widthB {El ancho menor} surfaceArea {La superficie} averageDepth {La profundidad media} shallowDepth {La profundidad en la parte baja} deepDepth {La profundidad en la parte honda} other {El valor}} debe ser mayor que 0 {abbr}.",
  "water.volume.depthUnder": "Una profundidad de menos de {min, number} {abbr} no es plausible.",
  "water.volume.depthOver": "Una profundidad de más de {max, number} {abbr} no es plausible.",
  "water.volume.tooBig":
    "{noun, select, length {Un largo} width {Un ancho} diameter {Un diámetro} other {Una superficie}} de más de {max, number} {abbr} no es plausible.",
  "water.volume.narrowestOverWidest": "El ancho menor no puede ser mayor que el ancho mayor.",
  "water.volume.depthMissing":
    "Ingrese la profundidad media en {unit}, o las profundidades de la parte baja y la parte honda.",
  "water.volume.shallowDeeper": "La parte baja no puede ser más profunda que la parte honda.",
  "water.volume.chooseUnits": "Elija pies y galones o metros y litros.",
  "water.volume.chooseShape": "Elija una forma.",

  // Whether a volume is plausible for the kind of body of water ({kind}: pool, spa, fountain, water feature).
  "water.volume.volumeEnter": "Ingrese el volumen en {unit}.",
  "water.volume.volumeMoreThanZero": "El volumen debe ser mayor que 0 {abbr}.",
  "water.volume.kindUnder":
    "{kind, select, pool {Una piscina} spa {Un spa} fountain {Una fuente} other {Un elemento de agua}} de menos de {min, number} {abbr} no es plausible.",
  "water.volume.kindOver":
    "{kind, select, pool {Una piscina} spa {Un spa} fountain {Una fuente} other {Un elemento de agua}} de más de {max, number} {abbr} no es plausible.",
  "water.volume.dimensionsUnder":
    "Estas medidas dan {volume, number} {abbr}. {kind, select, pool {Una piscina} spa {Un spa} fountain {Una fuente} other {Un elemento de agua}} de menos de {min, number} {abbr} no es plausible.",
  "water.volume.dimensionsOver":
    "Estas medidas dan {volume, number} {abbr}. {kind, select, pool {Una piscina} spa {Un spa} fountain {Una fuente} other {Un elemento de agua}} de más de {max, number} {abbr} no es plausible.",

  // A reading's name inside a sentence (core/water/targets.ts checks).
  "water.readingInSentence.freeChlorine": "cloro libre",
  "water.readingInSentence.pH": "pH",
  "water.readingInSentence.totalAlkalinity": "alcalinidad total",
  "water.readingInSentence.calciumHardness": "dureza cálcica",
  "water.readingInSentence.cyanuricAcid": "ácido cianúrico",
  "water.readingInSentence.salt": "sal",
  "water.readingInSentence.bromine": "bromo",
  "water.readingInSentence.phosphates": "fosfatos",
  "water.readingInSentence.totalChlorine": "cloro total",
  "water.readingInSentence.temperature": "temperatura del agua",
  "water.readingInSentence.borates": "boratos",
  "water.readingInSentence.tds": "sólidos disueltos totales",

  // Target range checks (core/water/targets.ts mergeTargets): {reading} is a reading's name.
  "water.targets.unknownReading": "Lectura desconocida.",
  "water.targets.notNumber":
    "Ingrese {end, select, min {el mínimo} max {el máximo} other {el valor ideal}} de {reading} como número.",
  "water.targets.ceiling": "{reading} debe estar entre 0 y {max, number}.",
  "water.targets.bothEnds": "Ingrese un mínimo y un máximo para {reading}.",
  "water.targets.minBelowMax": "El mínimo de {reading} debe ser menor que su máximo.",
  "water.targets.idealInside": "El valor ideal de {reading} debe estar entre su mínimo y su máximo.",

  // A reading typed at a stop that no test kit can report (core/chemistry/readings.ts validateReading).
  "water.check.notNumber": "Ingrese el valor de {reading} como número.",
  "water.check.range":
    "{reading} debe estar entre {min, number} y {max, number}{unit, select, none {} other { {unit}}}.",
};
