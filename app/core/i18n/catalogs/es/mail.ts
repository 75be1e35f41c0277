import type { mail as en } from "../en/mail";
import type { Translation } from "../types";

/** Spanish messages for the mail area: the type requires every English key, and no other. */
export const mail: Translation<typeof en> = {};
