/**
 * What still holds up a stop's finish — the same rule on the server (which refuses the finish) and on the phone
 * (which says so before queuing a finish offline that the server would refuse later).
 */

/** Why a task holds up the finish: its photo is missing, it is required and neither done nor excused, or its value or note is missing. */
export type MissingWork = { reason: "photo" | "required" | "value" | "note"; task: string };

/** A checklist task as the rule reads it. */
export interface ChecklistTask {
  id: string;
  name: string;
  kind: string;
  required: boolean;
}

/** What was recorded for a task (a typed number may still be text on the phone: only its absence matters here). */
export interface RecordedTask {
  id: string;
  done: boolean;
  photo?: unknown;
  missedReason?: string | null;
  numberValue?: number | string | null;
  note?: string | null;
}

/** What still stops the stop from being finished, by form field (`tasks.<id>`): the reason and the task's name. */
export function missingWorkReasons(
  tasks: readonly ChecklistTask[],
  visit: { tasks: readonly RecordedTask[] },
): Record<string, MissingWork> {
  const missing: Record<string, MissingWork> = {};
  const recorded = new Map(visit.tasks.map((t) => [t.id, t]));
  for (const task of tasks) {
    const result = recorded.get(task.id);
    const key = `tasks.${task.id}`;
    if (task.kind === "photo" && result?.done && !result.photo) {
      missing[key] = { reason: "photo", task: task.name };
      continue;
    }
    if (!task.required) continue;
    if (!result?.done) {
      if (!result?.missedReason?.trim()) missing[key] = { reason: "required", task: task.name };
    } else if (task.kind === "number" && (result.numberValue === null || result.numberValue === undefined))
      missing[key] = { reason: "value", task: task.name };
    else if (task.kind === "note" && !result.note?.trim()) missing[key] = { reason: "note", task: task.name };
  }
  return missing;
}

/** The catalog message for each reason (the task's name fills `{task}`). */
export const missingWorkKeys = {
  photo: "field.task.missingPhoto",
  required: "field.task.missingRequired",
  value: "field.task.missingValue",
  note: "field.task.missingNote",
} as const satisfies Record<MissingWork["reason"], string>;
