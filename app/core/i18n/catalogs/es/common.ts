import type { common as en } from "../en/common";
import type { Translation } from "../types";

/** Spanish messages shared by every area: the type requires every English key, and no other. */
export const common: Translation<typeof en> = {
  "common.language.label": "Idioma",
  "common.language.description": "El idioma y el formato de números y fechas con que ve Drip Drop.",
  "common.language.browser": "Como diga mi navegador",
};
