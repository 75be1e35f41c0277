import type { team as en } from "../en/team";
import type { Translation } from "../types";

/** Spanish messages for the team area: the type requires every English key, and no other. */
export const team: Translation<typeof en> = {};
