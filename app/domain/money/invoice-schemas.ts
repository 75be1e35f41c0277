import { z } from "zod";
import { isValidDate } from "~/core/equipment/service";
import { paymentTerms } from "~/core/money";
import { rowsFromFields } from "../operations/job-schemas";
import { parseMoneyToCents } from "../service/task-group-schemas";

/**
 * The invoice forms' rules, shared by the actions and the browser (no server imports). Lines post as indexed fields
 * (`lines[0].quantity`); errors come back keyed `lines.0.quantity`. Money is typed in dollars and kept in cents.
 */

export const MAX_INVOICE_LINES = 200;
export const MAX_QUANTITY = 100_000;

/** The methods a person records by hand (card and ACH too: a card run on the shop's own terminal). */
export const paymentMethodOptions = ["check", "cash", "card", "ach", "other"] as const;
export type PaymentMethodOption = (typeof paymentMethodOptions)[number];
export const paymentMethodLabels: Record<PaymentMethodOption, string> = {
  check: "Check",
  cash: "Cash",
  card: "Card",
  ach: "Bank transfer (ACH)",
  other: "Other",
};

/** What the list's status filter offers: the stored statuses plus the two an open invoice shows. */
export const invoiceStatusFilters = [
  "draft",
  "open",
  "partly paid",
  "overdue",
  "paid",
  "void",
  "uncollectible",
] as const;

/** Catalog keys (en/money.ts "money.validation.*"): the forms show them in the page's language. */
const messages = {
  quantity: "money.validation.quantity",
  price: "money.validation.price",
  description: "money.validation.description",
  tax: "money.validation.tax",
  amount: "money.validation.amount",
  date: "money.validation.date",
};

/** Dollars typed ("12.50", "$1,200", "-5") → cents; undefined when it isn't an amount. */
export function parseSignedMoney(text: string): number | null | undefined {
  const trimmed = text.trim();
  const negative = /^-/.test(trimmed);
  const cents = parseMoneyToCents(negative ? trimmed.slice(1) : trimmed);
  if (cents === null || cents === undefined) return cents;
  return negative ? -cents : cents;
}

const amountField = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const cents = parseMoneyToCents(v ?? "");
    if (cents === null || cents === undefined || cents <= 0) {
      ctx.addIssue({ code: "custom", message: messages.amount });
      return z.NEVER;
    }
    return cents;
  });

const dateField = z
  .string()
  .trim()
  .regex(/^\d{4}-\d{2}-\d{2}$/, messages.date)
  .refine((v) => isValidDate(v), "money.validation.realDate");

export interface DraftLineInput {
  /** An existing line's id (kept with its source), or null for a new manual line. */
  id: string | null;
  description: string;
  quantity: number;
  unitPriceCents: number;
  taxable: boolean;
}

export interface DraftInput {
  terms: (typeof paymentTerms)[number];
  taxRateBasisPoints: number;
  notes: string;
  lines: DraftLineInput[];
}

const lineFormSchema = z.object({
  id: z
    .string()
    .trim()
    .optional()
    .transform((v) => v || null),
  description: z.string().trim().min(1, messages.description).max(300, "money.validation.descriptionLong"),
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
  unitPrice: z
    .string()
    .optional()
    .transform((v, ctx) => {
      const cents = parseSignedMoney(v ?? "");
      if (cents === null || cents === undefined) {
        ctx.addIssue({ code: "custom", message: messages.price });
        return z.NEVER;
      }
      return cents;
    }),
  taxable: z
    .string()
    .optional()
    .transform((v) => v === "on" || v === "true"),
});

/** A tax rate typed in percent ("8.25") → whole basis points (825), as the invoice stores it. */
export const taxRateField = z
  .string()
  .optional()
  .transform((v, ctx) => {
    const text = (v ?? "").trim().replace(/%$/, "").trim();
    if (text === "") return 0;
    const n = Number(text);
    if (!/^\d{1,2}(\.\d{1,2})?$/.test(text) || n > 30) {
      ctx.addIssue({ code: "custom", message: messages.tax });
      return z.NEVER;
    }
    return Math.round(n * 100);
  });

/** The draft editor: terms, tax rate, notes and every line. */
export const draftFormSchema = z.preprocess(
  (raw) => {
    const fields = (raw ?? {}) as Record<string, unknown>;
    return { ...fields, lines: rowsFromFields(fields, "lines") };
  },
  z
    .object({
      terms: z.enum(paymentTerms, { message: "money.validation.terms" }),
      taxRate: taxRateField,
      notes: z.string().trim().max(2_000, "money.validation.notesLong").optional().default(""),
      lines: z
        .array(lineFormSchema)
        .max(MAX_INVOICE_LINES, "money.validation.tooManyLines") /* MAX_INVOICE_LINES: 200 */,
    })
    .transform(
      ({ taxRate, lines, ...v }): DraftInput => ({
        ...v,
        taxRateBasisPoints: taxRate,
        lines: lines.map((l) => ({
          id: l.id,
          description: l.description,
          quantity: l.quantity,
          unitPriceCents: l.unitPrice,
          taxable: l.taxable,
        })),
      }),
    ),
);

/** The typed rules every saved draft obeys; the domain checks them again whoever calls it. */
export const draftInputSchema = z.object({
  terms: z.enum(paymentTerms),
  taxRateBasisPoints: z.number().int(messages.tax).min(0, messages.tax).max(3_000, messages.tax),
  notes: z.string().max(2_000),
  lines: z
    .array(
      z.object({
        id: z.string().nullable(),
        description: z.string().trim().min(1, messages.description).max(300),
        quantity: z.number().positive(messages.quantity).max(MAX_QUANTITY, messages.quantity),
        unitPriceCents: z.number().int().min(-9_999_999).max(9_999_999),
        taxable: z.boolean(),
      }),
    )
    .max(MAX_INVOICE_LINES),
});

export const newInvoiceSchema = z.object({
  customer: z.string().trim().min(1, "money.validation.customer"),
});

export const paymentFormSchema = z.object({
  amount: amountField,
  method: z.enum(paymentMethodOptions, { message: "money.validation.method" }),
  reference: z.string().trim().max(100, "money.validation.referenceLong").optional().default(""),
  receivedOn: dateField,
  note: z.string().trim().max(500, "money.validation.noteLong").optional().default(""),
});
export type PaymentForm = z.infer<typeof paymentFormSchema>;

export const refundFormSchema = z.object({
  paymentId: z.string().trim().min(1, "money.validation.paymentId"),
  amount: amountField,
});

export const creditNoteFormSchema = z.object({
  amount: amountField,
  reason: z.string().trim().min(3, "money.validation.creditReason").max(500, "money.validation.reasonLong"),
});

export const voidFormSchema = z.object({
  reason: z.string().trim().min(3, "money.validation.voidReason").max(500, "money.validation.reasonLong"),
});

/** A statement's date range (payments received in it); both optional. */
export const statementRangeSchema = z.object({
  from: dateField.optional(),
  to: dateField.optional(),
});
