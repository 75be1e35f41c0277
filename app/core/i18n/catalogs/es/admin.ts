import type { admin as en } from "../en/admin";
import type { Translation } from "../types";

/** Spanish messages for the admin console (routes/admin): the type requires every English key, and no other. */
export const admin: Translation<typeof en> = {};
