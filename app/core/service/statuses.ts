/**
 * A service stop's fixed lists: its statuses, the reasons a technician skips it, and the kinds of its checklist tasks.
 * Pure constants (no I/O, nothing of the app imported) so the technician's screens import them without pulling the
 * Drizzle schema into the browser bundle; app/db/schema/service.ts builds its columns from these and re-exports them.
 */

export const stopStatuses = ["scheduled", "in progress", "finished", "skipped", "cancelled"] as const;
export type StopStatus = (typeof stopStatuses)[number];

export const skipReasons = ["gate locked", "dog out", "customer asked", "weather", "other"] as const;
export type SkipReason = (typeof skipReasons)[number];

export const taskKinds = ["checkbox", "number", "photo", "note"] as const;
export type TaskKind = (typeof taskKinds)[number];
