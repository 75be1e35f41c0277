import type { people as en } from "../en/people";
import type { Translation } from "../types";

/** Spanish messages for people and settings (routes/company/company-users, select, settings, search): the type requires every English key, and no other. */
export const people: Translation<typeof en> = {};
