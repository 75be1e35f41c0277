import { z } from "zod";
import { keyed } from "~/core/i18n/keyed";
import { formatCents, QUANTITY_DECIMALS } from "~/core/operations/job-money";
import { checkReceipt, type ReceiptCheck } from "~/core/operations/receipt-money";
import { centsToMoneyText, parseMoneyToCents } from "../service/task-group-schemas";

/** The receipt form's rules, used by the form in the browser and by the action (no server imports here). */

export const MAX_RECEIPT_LINES = 100;
const MAX_QUANTITY = 100_000;

export interface ReceiptLineInput {
  itemId: string | null;
  description: string;
  quantity: number;
  unitCostCents: number;
  billable: boolean;
  customerId: string | null;
  jobId: string | null;
  returned: boolean;
}

export interface ReceiptInput {
  vendorId: string | null;
  purchasedOn: string;
  receiptNumber: string | null;
  taxCents: number;
  totalCents: number;
  notes: string;
  lines: ReceiptLineInput[];
}

/** One line as the editor holds it (strings, as typed). */
export interface ReceiptLineDraft {
  itemId: string;
  description: string;
  quantity: string;
  unitCost: string;
  billable: boolean;
  customerId: string;
  customerLabel?: string;
  jobId: string;
  returned: boolean;
}

const text = (v: unknown) => (typeof v === "string" ? v : "");
const idOrNull = (v: unknown) => text(v).trim() || null;

function moneyCents(value: string, required: boolean): number | null | undefined {
  const cents = parseMoneyToCents(value);
  if (cents === undefined || (required && cents === null)) return undefined;
  return cents;
}

/** The lines' messages: catalog keys (or a key with its values), worded where they are shown. */
export const lineMessages = {
  description: "purchasing.receiptRules.lineDescription",
  quantity: keyed("purchasing.receiptRules.lineQuantity", { decimals: QUANTITY_DECIMALS }),
  unitCost: "purchasing.receiptRules.lineUnitCost",
  customer: "purchasing.receiptRules.lineCustomer",
};

/**
 * The message under the total when a receipt does not add up (the words of core's receiptMismatchMessage, as a key
 * with its amounts); null when it does.
 */
export function receiptMismatch(check: ReceiptCheck, currency = "USD"): string | null {
  if (check.ok) return null;
  const values = {
    computed: formatCents(check.computedTotalCents, currency),
    difference: formatCents(Math.abs(check.differenceCents), currency),
  };
  return check.differenceCents > 0
    ? keyed("purchasing.receiptRules.lessThanTotal", values)
    : keyed("purchasing.receiptRules.moreThanTotal", values);
}

function parseLines(raw: unknown, ctx: z.RefinementCtx): ReceiptLineInput[] {
  let rows: unknown;
  try {
    rows = JSON.parse(text(raw) || "[]");
  } catch {
    rows = null;
  }
  if (!Array.isArray(rows)) {
    ctx.addIssue({
      code: "custom",
      path: ["lines"],
      message: "purchasing.receiptRules.linesUnreadable",
    });
    return [];
  }
  if (rows.length === 0) {
    ctx.addIssue({ code: "custom", path: ["lines"], message: "purchasing.receiptRules.noLines" });
    return [];
  }
  if (rows.length > MAX_RECEIPT_LINES) {
    ctx.addIssue({
      code: "custom",
      path: ["lines"],
      message: keyed("purchasing.receiptRules.tooManyLines", { max: MAX_RECEIPT_LINES }),
    });
    return [];
  }
  return rows.map((row: Record<string, unknown>, i) => {
    const r = row && typeof row === "object" ? row : {};
    const itemId = idOrNull(r.itemId);
    const description = text(r.description).trim();
    if (!itemId && description === "")
      ctx.addIssue({ code: "custom", path: ["lines", i, "description"], message: lineMessages.description });
    if (description.length > 200)
      ctx.addIssue({
        code: "custom",
        path: ["lines", i, "description"],
        message: "purchasing.receiptRules.descriptionTooLong",
      });
    const qtyText = text(r.quantity).trim();
    const quantity = Number(qtyText);
    if (!/^\d+(\.\d{1,3})?$/.test(qtyText) || quantity <= 0 || quantity > MAX_QUANTITY)
      ctx.addIssue({ code: "custom", path: ["lines", i, "quantity"], message: lineMessages.quantity });
    const unitCostCents = moneyCents(text(r.unitCost), true);
    if (unitCostCents === undefined || unitCostCents === null)
      ctx.addIssue({ code: "custom", path: ["lines", i, "unitCost"], message: lineMessages.unitCost });
    const billable = r.billable === true;
    const customerId = idOrNull(r.customerId);
    const jobId = idOrNull(r.jobId);
    if (billable && !customerId && !jobId)
      ctx.addIssue({ code: "custom", path: ["lines", i, "customerId"], message: lineMessages.customer });
    return {
      itemId,
      description,
      quantity,
      unitCostCents: unitCostCents ?? 0,
      billable,
      customerId,
      jobId,
      returned: r.returned === true,
    };
  });
}

export const receiptFormSchema = z
  .object({
    vendorId: z.unknown(),
    purchasedOn: z.unknown(),
    receiptNumber: z.unknown(),
    tax: z.unknown(),
    total: z.unknown(),
    notes: z.unknown(),
    lines: z.unknown(),
  })
  .transform((raw, ctx): ReceiptInput => {
    const purchasedOn = text(raw.purchasedOn).trim();
    if (!/^\d{4}-\d{2}-\d{2}$/.test(purchasedOn) || Number.isNaN(Date.parse(`${purchasedOn}T00:00:00Z`)))
      ctx.addIssue({ code: "custom", path: ["purchasedOn"], message: "purchasing.receiptRules.date" });
    const receiptNumber = text(raw.receiptNumber).trim();
    if (receiptNumber.length > 60)
      ctx.addIssue({
        code: "custom",
        path: ["receiptNumber"],
        message: "purchasing.receiptRules.numberTooLong",
      });
    const notes = text(raw.notes).trim();
    if (notes.length > 2000)
      ctx.addIssue({ code: "custom", path: ["notes"], message: "purchasing.receiptRules.notesTooLong" });
    const taxCents = moneyCents(text(raw.tax), false);
    if (taxCents === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["tax"],
        message: "purchasing.receiptRules.tax",
      });
    const totalCents = moneyCents(text(raw.total), true);
    if (totalCents === undefined || totalCents === null)
      ctx.addIssue({ code: "custom", path: ["total"], message: "purchasing.receiptRules.total" });
    const lines = parseLines(raw.lines, ctx);
    const input: ReceiptInput = {
      vendorId: idOrNull(raw.vendorId),
      purchasedOn,
      receiptNumber: receiptNumber || null,
      taxCents: taxCents ?? 0,
      totalCents: totalCents ?? 0,
      notes,
      lines,
    };
    const linesOk = lines.length > 0 && !ctx.issues?.some((i) => i.path?.[0] === "lines");
    if (linesOk && typeof totalCents === "number" && typeof taxCents !== "undefined") {
      const message = receiptMismatch(checkReceipt(lines, input.taxCents, totalCents));
      if (message) ctx.addIssue({ code: "custom", path: ["total"], message });
    }
    return input;
  });

/** A saved receipt's line back into the editor's strings. */
export function lineToDraft(line: ReceiptLineInput & { customerLabel?: string }): ReceiptLineDraft {
  return {
    itemId: line.itemId ?? "",
    description: line.description,
    quantity: String(line.quantity),
    unitCost: centsToMoneyText(line.unitCostCents),
    billable: line.billable,
    customerId: line.customerId ?? "",
    customerLabel: line.customerLabel,
    jobId: line.jobId ?? "",
    returned: line.returned,
  };
}

export const emptyLineDraft = (): ReceiptLineDraft => ({
  itemId: "",
  description: "",
  quantity: "1",
  unitCost: "",
  billable: false,
  customerId: "",
  jobId: "",
  returned: false,
});

export { centsToMoneyText, parseMoneyToCents };
