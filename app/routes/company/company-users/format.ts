import type { WorkerType } from "~/domain/team/member-schemas";

export const statusLabels: Record<string, string> = {
  active: "Active",
  pending: "Pending invitation",
  past: "Past",
};
export const statusColors: Record<string, string> = { active: "teal", pending: "yellow", past: "gray" };

export const shortWorkerType: Record<WorkerType, string> = {
  employee: "Employee",
  "independent contractor": "Contractor",
};
