import type { purchasing as en } from "../en/purchasing";
import type { Translation } from "../types";

/** Spanish messages for purchasing (routes/company/purchases, vendors, items): the type requires every English key, and no other. */
export const purchasing: Translation<typeof en> = {};
