import type { builder as en } from "../en/builder";
import type { Translation } from "../types";

/** Spanish messages for the route builder and messages the domain composes (routes/company/route-builder, rule errors, recurrence, permissions): the type requires every English key, and no other. */
export const builder: Translation<typeof en> = {};
