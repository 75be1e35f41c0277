import { z } from "zod";
import { centsToMoneyText, parseMoneyToCents } from "../service/task-group-schemas";

/**
 * The job form's rules, shared by the action and the browser (no server imports). Lines and tasks post as indexed
 * fields (`lines[0].quantity`, `tasks[2].name`); errors come back keyed `lines.0.quantity`.
 */

/** The schema's job types, repeated so the browser bundle does not pull in Drizzle (a test keeps them equal). */
export const jobTypeOptions = [
  "repair",
  "install",
  "inspection",
  "clean",
  "filter clean",
  "drain/fill",
  "green-to-clean",
  "other",
] as const;
export type JobTypeOption = (typeof jobTypeOptions)[number];

export const MAX_LINES = 100;
export const MAX_JOB_TASKS = 50;
export const MAX_QUANTITY = 100_000;

export interface JobLineInput {
  kind: "item" | "labor";
  itemId: string | null;
  description: string;
  quantity: number;
  /** Null on a catalog line: the item's price is copied. */
  unitPriceCents: number | null;
  unitCostCents: number | null;
  taxable: boolean;
}

export interface JobInput {
  customerId: string;
  serviceLocationId: string | null;
  bodyOfWaterId: string | null;
  equipmentId: string | null;
  type: JobTypeOption;
  title: string;
  description: string;
  taxRateBasisPoints: number;
  tasks: { id: string | null; name: string }[];
  lines: JobLineInput[];
}

// Catalog keys (app/core/i18n/catalogs/en/work.ts): the forms translate them. The quantity message says 3 decimals
// (QUANTITY_DECIMALS) and the limits 100 lines and 50 tasks (MAX_LINES, MAX_JOB_TASKS).
const messages = {
  title: "work.jobForm.titleRequired",
  quantity: "work.jobForm.quantityInvalid",
  price: "work.jobForm.priceInvalid",
  cost: "work.jobForm.costInvalid",
  tax: "work.jobForm.taxInvalid",
  lineDescription: "work.jobForm.lineDescriptionRequired",
};

const optionalId = z
  .string()
  .trim()
  .optional()
  .transform((v) => v || null);

function money(message: string, required: boolean) {
  return z
    .string()
    .optional()
    .transform((v, ctx) => {
      const cents = parseMoneyToCents(v ?? "");
      if (cents === undefined || (required && cents === null)) {
        ctx.addIssue({ code: "custom", message });
        return z.NEVER;
      }
      return cents;
    });
}

const lineFormSchema = z
  .object({
    kind: z.enum(["item", "labor"], { message: "work.jobForm.kindRequired" }),
    itemId: optionalId,
    description: z.string().trim().max(200, "work.jobForm.lineDescriptionLong").optional().default(""),
    quantity: z
      .string()
      .optional()
      .transform((v, ctx) => {
        const text = (v ?? "").trim();
        const n = Number(text);
        if (!/^\d+(\.\d{1,3})?$/.test(text) || n <= 0 || n > MAX_QUANTITY) {
          ctx.addIssue({ code: "custom", message: messages.quantity });
          return z.NEVER;
        }
        return n;
      }),
    unitPrice: z.string().optional(),
    unitCost: money(messages.cost, false),
    taxable: z
      .string()
      .optional()
      .transform((v) => v === "on" || v === "true"),
  })
  .transform((line, ctx): JobLineInput => {
    // A catalog line may leave the price blank (the item's is copied); any other line needs one.
    const priceRequired = !(line.kind === "item" && line.itemId);
    const price = parseMoneyToCents(line.unitPrice ?? "");
    if (price === undefined || (priceRequired && price === null)) {
      ctx.addIssue({ code: "custom", path: ["unitPrice"], message: messages.price });
      return z.NEVER;
    }
    if (!line.itemId && line.description === "") {
      ctx.addIssue({ code: "custom", path: ["description"], message: messages.lineDescription });
      return z.NEVER;
    }
    return {
      kind: line.kind,
      itemId: line.kind === "item" ? line.itemId : null,
      description: line.description,
      quantity: line.quantity,
      unitPriceCents: price,
      unitCostCents: line.unitCost,
      taxable: line.taxable,
    };
  });

const taskFormSchema = z.object({
  id: optionalId,
  name: z.string().trim().max(200, "work.jobForm.taskLong").optional().default(""),
});

/** Gathers `prefix[i].field` fields into rows in index order; gaps (a removed row) close up. */
export function rowsFromFields(raw: Record<string, unknown>, prefix: string) {
  const pattern = new RegExp(`^${prefix}\\[(\\d{1,3})\\]\\.(\\w+)$`);
  const rows = new Map<number, Record<string, unknown>>();
  for (const [key, value] of Object.entries(raw)) {
    const match = pattern.exec(key);
    if (!match) continue;
    const index = Number(match[1]);
    if (!rows.has(index)) rows.set(index, {});
    rows.get(index)![match[2]] = value;
  }
  return [...rows.entries()].sort(([a], [b]) => a - b).map(([, row]) => row);
}

export const jobFormSchema = z.preprocess(
  (raw) => {
    const fields = (raw ?? {}) as Record<string, unknown>;
    return { ...fields, lines: rowsFromFields(fields, "lines"), tasks: rowsFromFields(fields, "tasks") };
  },
  z
    .object({
      customerId: z.string().trim().min(1, "work.jobForm.customerRequired"),
      serviceLocationId: optionalId,
      bodyOfWaterId: optionalId,
      equipmentId: optionalId,
      type: z.enum(jobTypeOptions, { message: "work.jobForm.typeRequired" }),
      title: z.string().trim().min(1, messages.title).max(120, "work.jobForm.titleLong"),
      description: z.string().trim().max(4_000, "work.jobForm.descriptionLong").optional().default(""),
      taxRate: z
        .string()
        .optional()
        .transform((v, ctx) => {
          const text = (v ?? "").trim();
          if (text === "") return 0;
          const n = Number(text);
          if (!/^\d{1,2}(\.\d{1,3})?$/.test(text) || n > 30) {
            ctx.addIssue({ code: "custom", message: messages.tax });
            return z.NEVER;
          }
          return Math.round(n * 100);
        }),
      lines: z.array(lineFormSchema).max(MAX_LINES, "work.jobForm.tooManyLines"),
      tasks: z.array(taskFormSchema).max(MAX_JOB_TASKS, "work.jobForm.tooManyTasks"),
    })
    .transform(
      ({ taxRate, tasks, ...v }): JobInput => ({
        ...v,
        taxRateBasisPoints: taxRate,
        tasks: tasks.filter((t) => t.name !== ""),
      }),
    ),
);

/** The typed rules every saved job obeys; the domain checks them again whoever calls it. */
export const jobInputSchema = z.object({
  customerId: z.string().min(1),
  serviceLocationId: z.string().nullable(),
  bodyOfWaterId: z.string().nullable(),
  equipmentId: z.string().nullable(),
  type: z.enum(jobTypeOptions),
  title: z.string().trim().min(1, messages.title).max(120),
  description: z.string().max(4_000),
  taxRateBasisPoints: z.number().int().min(0, messages.tax).max(3_000, messages.tax),
  tasks: z
    .array(z.object({ id: z.string().nullable(), name: z.string().trim().min(1).max(200) }))
    .max(MAX_JOB_TASKS),
  lines: z
    .array(
      z.object({
        kind: z.enum(["item", "labor"]),
        itemId: z.string().nullable(),
        description: z.string().max(200),
        quantity: z.number().positive(messages.quantity).max(MAX_QUANTITY, messages.quantity),
        unitPriceCents: z.number().int().min(0, messages.price).nullable(),
        unitCostCents: z.number().int().min(0, messages.cost).nullable(),
        taxable: z.boolean(),
      }),
    )
    .max(MAX_LINES),
});

export const estimateDecisionSchema = z.object({
  decision: z.enum(["accepted", "declined"], { message: "portal.estimate.decisionRequired" }),
  name: z.string().trim().min(1, "portal.estimate.nameRequired").max(120, "portal.estimate.nameTooLong"),
  note: z.string().trim().max(1_000, "portal.estimate.noteTooLong").optional().default(""),
});

export const jobActionSchema = z.object({
  action: z.string().min(1),
  note: z.string().trim().max(1_000, "work.jobForm.noteLong").optional().default(""),
});

export { centsToMoneyText };

export const jobTypeLabels: Record<JobTypeOption, string> = {
  repair: "Repair",
  install: "Install",
  inspection: "Inspection",
  clean: "Clean",
  "filter clean": "Filter clean",
  "drain/fill": "Drain / fill",
  "green-to-clean": "Green to clean",
  other: "Other",
};
