import type { WorkerType } from "~/domain/team/member-schemas";

/** A person's status in the list and on their page, as catalog keys: `t(statusKeys[status])`. */
export const statusKeys = {
  active: "people.status.active",
  pending: "people.status.pending",
  past: "people.status.past",
} as const;
export const statusColors: Record<string, string> = { active: "teal", pending: "yellow", past: "gray" };

/** A person's status as a catalog key; an unknown status shows as stored (null). */
export const statusKey = (status: string) =>
  status in statusKeys ? statusKeys[status as keyof typeof statusKeys] : null;

/** The list's short worker type ("Contractor"). */
export const shortWorkerTypeKeys = {
  employee: "people.workerTypeShort.employee",
  "independent contractor": "people.workerTypeShort.contractor",
} as const satisfies Record<WorkerType, string>;
