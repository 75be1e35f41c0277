import { z } from "zod";
import { keyed } from "~/core/i18n/keyed";
import { type TaskKind, taskKinds } from "~/core/service/statuses";

/** The kinds of `task_group_task.kind`, from core (the schema's column uses the same list). */
export { type TaskKind, taskKinds };

export const MAX_TASKS = 100;
export const MAX_TASK_MINUTES = 600;
/** The largest billable rate per task, in cents (99,999.99). */
export const MAX_RATE_CENTS = 9_999_999;

export const taskKindLabels: Record<TaskKind, string> = {
  checkbox: "Checkbox",
  number: "Number",
  photo: "Photo",
  note: "Note",
};

/** What the domain stores: one task of a group, in order. */
export interface TaskInput {
  name: string;
  kind: TaskKind;
  required: boolean;
  estimatedMinutes: number;
  /** Minor units of the company's currency; null when the task is not billed. */
  billableRateCents: number | null;
}

export interface TaskGroupInput {
  name: string;
  description: string;
  tasks: TaskInput[];
}

/** Catalog keys (a message with data as `keyed()`); the form and the domain's errors translate them where shown. */
const nameMessages = {
  groupRequired: "reports.taskGroupSchema.groupRequired",
  groupTooLong: "reports.taskGroupSchema.groupTooLong",
  taskRequired: "reports.taskGroupSchema.taskRequired",
  taskTooLong: "reports.taskGroupSchema.taskTooLong",
  tooFew: "reports.taskGroupSchema.tooFew",
  tooMany: keyed("reports.taskGroupSchema.tooMany", { max: MAX_TASKS }),
  minutes: keyed("reports.taskGroupSchema.minutes", { max: MAX_TASK_MINUTES }),
  rate: "reports.taskGroupSchema.rate",
};

/**
 * Money typed by a person ("12.50", "$12.5", "1,200") → integer cents, or null when blank; undefined when it is
 * not a valid amount. String arithmetic, so 0.29 is 29 cents and never 28.999….
 */
export function parseMoneyToCents(text: string): number | null | undefined {
  const cleaned = text.trim().replace(/^\$/, "").replace(/,/g, "").trim();
  if (cleaned === "") return null;
  const match = /^(\d{1,9})(?:\.(\d{0,2}))?$/.exec(cleaned) ?? /^()\.(\d{1,2})$/.exec(cleaned);
  if (!match) return undefined;
  const cents = Number(match[1] || "0") * 100 + Number((match[2] ?? "").padEnd(2, "0"));
  return cents <= MAX_RATE_CENTS ? cents : undefined;
}

/** Cents → the text the form shows ("12.50"); blank for null. */
export function centsToMoneyText(cents: number | null) {
  return cents === null ? "" : (cents / 100).toFixed(2);
}

const taskName = z.string().trim().min(1, nameMessages.taskRequired).max(120, nameMessages.taskTooLong);
const groupName = z.string().trim().min(1, nameMessages.groupRequired).max(120, nameMessages.groupTooLong);
const description = z.string().trim().max(2_000, "reports.taskGroupSchema.descriptionTooLong");

/** The typed rules every saved group obeys; the domain checks them again whoever calls it. */
export const taskGroupInputSchema = z.object({
  name: groupName,
  description,
  tasks: z
    .array(
      z.object({
        name: taskName,
        kind: z.enum(taskKinds, { message: "reports.taskGroupSchema.kind" }),
        required: z.boolean(),
        estimatedMinutes: z
          .number({ message: nameMessages.minutes })
          .int(nameMessages.minutes)
          .min(0, nameMessages.minutes)
          .max(MAX_TASK_MINUTES, nameMessages.minutes),
        billableRateCents: z
          .number({ message: nameMessages.rate })
          .int(nameMessages.rate)
          .min(0, nameMessages.rate)
          .max(MAX_RATE_CENTS, nameMessages.rate)
          .nullable(),
      }),
    )
    .min(1, nameMessages.tooFew)
    .max(MAX_TASKS, nameMessages.tooMany),
});

const taskFormSchema = z.object({
  name: z.string().optional().default("").pipe(taskName),
  kind: z.enum(taskKinds, { message: "reports.taskGroupSchema.kind" }),
  required: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
  estimatedMinutes: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const text = (v ?? "").trim();
      if (text === "") return 0;
      const n = Number(text);
      if (!/^\d+$/.test(text) || n > MAX_TASK_MINUTES) {
        ctx.addIssue({ code: "custom", message: nameMessages.minutes });
        return z.NEVER;
      }
      return n;
    }),
  billableRate: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const cents = parseMoneyToCents(v ?? "");
      if (cents === undefined) {
        ctx.addIssue({ code: "custom", message: nameMessages.rate });
        return z.NEVER;
      }
      return cents;
    }),
});

const TASK_FIELD = /^tasks\[(\d{1,3})\]\.(\w+)$/;

/**
 * The form posts its rows as indexed fields (`tasks[0].name`, `tasks[0].kind`, …). Gathers them into an array in
 * index order; gaps (a removed row) close up.
 */
export function tasksFromFields(raw: Record<string, unknown>) {
  const rows = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(raw)) {
    const match = TASK_FIELD.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, {});
    rows.get(index)![match[2]] = value;
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

/** The create/edit form: what the action (and the browser, first) validates. Errors are keyed `tasks.2.name`. */
export const taskGroupFormSchema = z.preprocess(
  (raw) => {
    const fields = (raw ?? {}) as Record<string, unknown>;
    return { name: fields.name ?? "", description: fields.description ?? "", tasks: tasksFromFields(fields) };
  },
  z
    .object({
      name: z.string().pipe(groupName),
      description: z.string().pipe(description),
      tasks: z.array(taskFormSchema).min(1, nameMessages.tooFew).max(MAX_TASKS, nameMessages.tooMany),
    })
    .transform(
      (v): TaskGroupInput => ({
        name: v.name,
        description: v.description,
        tasks: v.tasks.map(({ billableRate, ...task }) => ({ ...task, billableRateCents: billableRate })),
      }),
    ),
);

/** Totals a group's tasks: minutes, and the billable amount (cents) of the tasks that carry a rate. */
export function taskTotals(tasks: Pick<TaskInput, "estimatedMinutes" | "billableRateCents">[]) {
  return {
    count: tasks.length,
    minutes: tasks.reduce((sum, t) => sum + t.estimatedMinutes, 0),
    billableCents: tasks.reduce((sum, t) => sum + (t.billableRateCents ?? 0), 0),
    billedCount: tasks.filter((t) => t.billableRateCents !== null).length,
  };
}
