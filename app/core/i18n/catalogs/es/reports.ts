import type { reports as en } from "../en/reports";
import type { Translation } from "../types";

/** Spanish messages for reports and task groups (routes/company/reports, task-groups): the type requires every English key, and no other. */
export const reports: Translation<typeof en> = {};
