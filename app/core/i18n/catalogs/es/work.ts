import type { work as en } from "../en/work";
import type { Translation } from "../types";

/** Spanish messages for the work area: the type requires every English key, and no other. */
export const work: Translation<typeof en> = {};
