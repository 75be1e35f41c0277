import type { field as en } from "../en/field";
import type { Translation } from "../types";

/** Spanish messages for the field area: the type requires every English key, and no other. */
export const field: Translation<typeof en> = {};
