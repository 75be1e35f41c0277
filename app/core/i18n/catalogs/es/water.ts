import type { water as en } from "../en/water";
import type { Translation } from "../types";

/** Spanish names of water readings: the type requires every English key, and no other. */
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
};
