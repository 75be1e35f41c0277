import type { auth as en } from "../en/auth";
import type { Translation } from "../types";

/** Spanish messages for the auth area: the type requires every English key, and no other. */
export const auth: Translation<typeof en> = {};
