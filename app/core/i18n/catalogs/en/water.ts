/**
 * English names of water readings, shared by every screen, e-mail and PDF that shows them, and what the volume
 * calculator and the target ranges' checks say (core/water, as `keyed` messages).
 */
export const water = {
  "water.reading.freeChlorine": "Free chlorine",
  "water.reading.totalChlorine": "Total chlorine",
  "water.reading.combinedChlorine": "Combined chlorine",
  "water.reading.pH": "pH",
  "water.reading.totalAlkalinity": "Total alkalinity",
  "water.reading.calciumHardness": "Calcium hardness",
  "water.reading.cyanuricAcid": "Cyanuric acid",
  "water.reading.salt": "Salt",
  "water.reading.bromine": "Bromine",
  "water.reading.temperature": "Water temperature",
  "water.reading.tds": "Total dissolved solids",
  "water.reading.phosphates": "Phosphates",
  "water.reading.borates": "Borates",

  // Units named in sentences (core/water/volume.ts).
  "water.unitName.feet": "feet",
  "water.unitName.squareFeet": "square feet",
  "water.unitName.metres": "metres",
  "water.unitName.squareMetres": "square metres",
  "water.unitName.gallons": "gallons",
  "water.unitName.litres": "litres",

  // The volume calculator's checks (core/water/volume.ts): {field} is the dimension's id, {abbr} its unit.
  "water.volume.enter":
    "Enter the {field, select, length {length} width {width} diameter {diameter} widthA {widest width} widthB {narrowest width} surfaceArea {surface area} averageDepth {average depth} shallowDepth {shallow end depth} deepDepth {deep end depth} other {value}} in {unit}.",
  "water.volume.notNumber":
    "Enter the {field, select, length {length} width {width} diameter {diameter} widthA {widest width} widthB {narrowest width} surfaceArea {surface area} averageDepth {average depth} shallowDepth {shallow end depth} deepDepth {deep end depth} other {value}} as a number of {unit}.",
  "water.volume.moreThanZero":
    "The {field, select, length {length} width {width} diameter {diameter} widthA {widest width} widthB {narrowest width} surfaceArea {surface area} averageDepth {average depth} shallowDepth {shallow end depth} deepDepth {deep end depth} other {value}} must be more than 0 {abbr}.",
  "water.volume.depthUnder": "A depth under {min, number} {abbr} is not plausible.",
  "water.volume.depthOver": "A depth over {max, number} {abbr} is not plausible.",
  "water.volume.tooBig":
    "{noun, select, length {A length} width {A width} diameter {A diameter} other {A surface area}} over {max, number} {abbr} is not plausible.",
  "water.volume.narrowestOverWidest": "The narrowest width can't be more than the widest width.",
  "water.volume.depthMissing": "Enter the average depth in {unit}, or the shallow and deep end depths.",
  "water.volume.shallowDeeper": "The shallow end can't be deeper than the deep end.",
  "water.volume.chooseUnits": "Choose feet and gallons or metres and litres.",
  "water.volume.chooseShape": "Choose a shape.",

  // Whether a volume is plausible for the kind of body of water ({kind}: pool, spa, fountain, water feature).
  "water.volume.volumeEnter": "Enter the volume in {unit}.",
  "water.volume.volumeMoreThanZero": "The volume must be more than 0 {abbr}.",
  "water.volume.kindUnder":
    "{kind, select, pool {A pool} spa {A spa} fountain {A fountain} other {A water feature}} under {min, number} {abbr} is not plausible.",
  "water.volume.kindOver":
    "{kind, select, pool {A pool} spa {A spa} fountain {A fountain} other {A water feature}} over {max, number} {abbr} is not plausible.",
  "water.volume.dimensionsUnder":
    "These dimensions give {volume, number} {abbr}. {kind, select, pool {A pool} spa {A spa} fountain {A fountain} other {A water feature}} under {min, number} {abbr} is not plausible.",
  "water.volume.dimensionsOver":
    "These dimensions give {volume, number} {abbr}. {kind, select, pool {A pool} spa {A spa} fountain {A fountain} other {A water feature}} over {max, number} {abbr} is not plausible.",

  // A reading's name inside a sentence (core/water/targets.ts checks).
  "water.readingInSentence.freeChlorine": "free chlorine",
  "water.readingInSentence.pH": "pH",
  "water.readingInSentence.totalAlkalinity": "total alkalinity",
  "water.readingInSentence.calciumHardness": "calcium hardness",
  "water.readingInSentence.cyanuricAcid": "cyanuric acid",
  "water.readingInSentence.salt": "salt",
  "water.readingInSentence.bromine": "bromine",
  "water.readingInSentence.phosphates": "phosphates",
  "water.readingInSentence.totalChlorine": "total chlorine",
  "water.readingInSentence.temperature": "water temperature",
  "water.readingInSentence.borates": "borates",
  "water.readingInSentence.tds": "total dissolved solids",

  // Target range checks (core/water/targets.ts mergeTargets): {reading} is a reading's name.
  "water.targets.unknownReading": "Unknown reading.",
  "water.targets.notNumber":
    "Enter the {reading} {end, select, min {minimum} max {maximum} other {ideal}} as a number.",
  "water.targets.ceiling": "{reading} must be between 0 and {max, number}.",
  "water.targets.bothEnds": "Enter both a minimum and a maximum for {reading}.",
  "water.targets.minBelowMax": "The {reading} minimum must be below its maximum.",
  "water.targets.idealInside": "The {reading} ideal must be between its minimum and maximum.",

  // A reading typed at a stop that no test kit can report (core/chemistry/readings.ts validateReading).
  "water.check.notNumber": "Enter the {reading} as a number.",
  "water.check.range":
    "{reading} must be between {min, number} and {max, number}{unit, select, none {} other { {unit}}}.",
} as const;
