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

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium" });
export const formatDate = (d: Date | string) => dateFormat.format(new Date(d));

/** A calendar date (YYYY-MM-DD) as "Nov 22, 2026", without shifting it by a time zone. */
const calendarFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "medium", timeZone: "UTC" });
export const formatCalendarDate = (date: string) => calendarFormat.format(new Date(`${date}T00:00:00Z`));
