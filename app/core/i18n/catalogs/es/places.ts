import type { places as en } from "../en/places";
import type { Translation } from "../types";

/** Spanish messages for the places area: the type requires every English key, and no other. */
export const places: Translation<typeof en> = {};
