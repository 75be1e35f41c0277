import { z } from "zod";
import { QUANTITY_DECIMALS } from "~/core/operations/job-money";
import { checkReceipt, receiptMismatchMessage } from "~/core/operations/receipt-money";
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

export const lineMessages = {
  description: "Choose an item or describe what was bought.",
  quantity: `Enter a quantity above 0 (up to ${QUANTITY_DECIMALS} decimals).`,
  unitCost: "Enter the unit cost, e.g. 12.50.",
  customer: "Choose the customer or the job this line is billed to.",
};

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
      message: "The lines could not be read; add them again.",
    });
    return [];
  }
  if (rows.length === 0) {
    ctx.addIssue({ code: "custom", path: ["lines"], message: "Add at least one line." });
    return [];
  }
  if (rows.length > MAX_RECEIPT_LINES) {
    ctx.addIssue({
      code: "custom",
      path: ["lines"],
      message: `Keep a receipt under ${MAX_RECEIPT_LINES} lines.`,
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
        message: "Keep it under 200 characters.",
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
      ctx.addIssue({ code: "custom", path: ["purchasedOn"], message: "Enter the receipt's date." });
    const receiptNumber = text(raw.receiptNumber).trim();
    if (receiptNumber.length > 60)
      ctx.addIssue({
        code: "custom",
        path: ["receiptNumber"],
        message: "Keep the number under 60 characters.",
      });
    const notes = text(raw.notes).trim();
    if (notes.length > 2000)
      ctx.addIssue({ code: "custom", path: ["notes"], message: "Keep the notes under 2,000 characters." });
    const taxCents = moneyCents(text(raw.tax), false);
    if (taxCents === undefined)
      ctx.addIssue({
        code: "custom",
        path: ["tax"],
        message: "Enter the tax as an amount, e.g. 2.47, or leave it blank.",
      });
    const totalCents = moneyCents(text(raw.total), true);
    if (totalCents === undefined || totalCents === null)
      ctx.addIssue({ code: "custom", path: ["total"], message: "Enter the total printed on the receipt." });
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
      const message = receiptMismatchMessage(checkReceipt(lines, input.taxCents, totalCents));
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
