/**
 * The statuses of a repair request (a problem a technician or pool owner reported). A pure constant so list pages
 * import it without pulling the Drizzle schema into the browser bundle; app/db/schema/operations.ts re-exports it.
 */
export const repairRequestStatuses = ["open", "in progress", "resolved", "dismissed"] as const;
export type RepairRequestStatus = (typeof repairRequestStatuses)[number];

/** The most photos one repair report carries (the stop screen's form and the server both hold to it). */
export const MAX_REPAIR_PHOTOS = 4;
