import type { money as en } from "../en/money";
import type { Translation } from "../types";

/** Spanish messages for the money area: the type requires every English key, and no other. */
export const money: Translation<typeof en> = {};
