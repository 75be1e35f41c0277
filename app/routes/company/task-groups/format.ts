import type { MessageKey } from "~/core/i18n/catalogs/en";
import type { TaskKind } from "~/domain/service/task-group-schemas";

/** Badge colours whose light variant reads at 4.5:1 (see components/layout/theme.ts). */
export const kindColors: Record<TaskKind, string> = {
  checkbox: "blue",
  number: "grape",
  photo: "cyan",
  note: "gray",
};

/** Catalog keys of the stored task kinds: `t(taskKindKeys[kind])`. */
export const taskKindKeys = {
  checkbox: "reports.taskKind.checkbox",
  number: "reports.taskKind.number",
  photo: "reports.taskKind.photo",
  note: "reports.taskKind.note",
} as const satisfies Record<TaskKind, MessageKey>;
