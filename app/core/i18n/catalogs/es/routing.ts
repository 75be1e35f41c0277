import type { routing as en } from "../en/routing";
import type { Translation } from "../types";

/** Spanish messages for the routing area: the type requires every English key, and no other. */
export const routing: Translation<typeof en> = {};
