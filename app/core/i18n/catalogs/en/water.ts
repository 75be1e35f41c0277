/** English names of water readings, shared by every screen, e-mail and PDF that shows them. */
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
} as const;
