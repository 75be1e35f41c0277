import type { portal as en } from "../en/portal";
import type { Translation } from "../types";

/** Spanish messages for the portal area: the type requires every English key, and no other. */
export const portal: Translation<typeof en> = {};
