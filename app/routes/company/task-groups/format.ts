import type { TaskKind } from "~/domain/service/task-group-schemas";

/** Badge colours whose light variant reads at 4.5:1 (see components/layout/theme.ts). */
export const kindColors: Record<TaskKind, string> = {
  checkbox: "blue",
  number: "grape",
  photo: "cyan",
  note: "gray",
};
