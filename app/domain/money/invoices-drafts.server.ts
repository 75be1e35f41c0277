/**
 * The office's own invoices and draft edits: a manual invoice for a customer, editing a draft's lines, terms, notes
 * and tax rate (totals recomputed from the lines every time), and deleting a draft (what it billed is freed).
 */

import { eq } from "drizzle-orm";
import { keyed } from "~/core/i18n/keyed";
import { applyInvoiceAction, lineAmountCents } from "~/core/money";
import { customer, invoice, invoiceLine } from "~/db/schema";
import { RuleError } from "../errors";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import {
  appendInvoiceLines,
  createDraftInvoice,
  type NewInvoiceLine,
  recomputeInvoiceTotals,
  releaseInvoiceSources,
} from "./invoice-records.server";
import { type DraftInput, draftInputSchema } from "./invoice-schemas";
import { findInvoice, linesOf, moneyEntriesOf } from "./invoices.server";
import { releaseLineSources } from "./invoices-effects.server";

/** An invoice status as a message's select word ("partly paid" → "partlyPaid"): the catalog words it. */
const statusWord = (status: string) => status.replace(/ (\w)/g, (_, c: string) => c.toUpperCase());

/** The largest line and invoice the columns hold comfortably (integer cents). */
export const MAX_LINE_CENTS = 100_000_000;
export const MAX_INVOICE_CENTS = 1_000_000_000;

function checkDraftInput(input: DraftInput) {
  const parsed = draftInputSchema.safeParse(input);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    throw new RuleError(issue.path.join(".") || "form", issue.message);
  }
  let sum = 0;
  for (const [i, l] of input.lines.entries()) {
    const amount = lineAmountCents(l.quantity, l.unitPriceCents);
    if (Math.abs(amount) > MAX_LINE_CENTS)
      throw new RuleError(`lines.${i}.quantity`, "seller.rules.lineTooBig");
    sum += amount;
  }
  if (Math.abs(sum) > MAX_INVOICE_CENTS) throw new RuleError("form", "seller.rules.invoiceTooBig");
}

/**
 * A new draft invoice for one of the company's customers (not archived), numbered INV-n, with the company's terms
 * and tax rate, and optional manual lines. Returns the draft.
 */
export async function createManualInvoice(
  ctx: TenantContext,
  input: {
    customerId: string;
    lines?: Omit<NewInvoiceLine, "kind" | "sourceKey" | "jobId">[];
    notes?: string;
  },
) {
  requirePermission(ctx, "money:write");
  const [owner] = await ctx.db
    .select({ id: customer.id, archivedAt: customer.archivedAt })
    .from(customer)
    .where(scoped(ctx, customer, eq(customer.id, input.customerId)));
  if (!owner) throw new RuleError("customer", "seller.rules.chooseCustomer");
  if (owner.archivedAt) throw new RuleError("customer", "seller.rules.customerArchived");
  return ctx.db.transaction(async (tx) => {
    const draft = await createDraftInvoice(tx, ctx, { customerId: owner.id, notes: input.notes });
    if (input.lines?.length) {
      await appendInvoiceLines(
        tx,
        ctx,
        draft.id,
        input.lines.map((l) => ({ ...l, kind: "manual" as const })),
      );
      return recomputeInvoiceTotals(tx, ctx, draft.id);
    }
    return draft;
  });
}

/**
 * Saves a draft as edited: every line of the input in its order (an `id` keeps that line — with what it bills — and
 * edits its words and numbers; no id adds a manual line), lines left out are removed and what they billed is freed;
 * terms, tax rate and notes. Totals are recomputed from the lines. Only a draft can be edited.
 */
export async function updateDraftInvoice(ctx: TenantContext, invoiceId: string, input: DraftInput) {
  requirePermission(ctx, "money:write");
  checkDraftInput(input);
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    if (row.status !== "draft")
      throw new RuleError(
        "form",
        keyed("seller.rules.onlyDraftEditable", { status: statusWord(row.status) }),
      );
    const existing = await linesOf(tx, ctx, invoiceId);
    const byId = new Map(existing.map((l) => [l.id, l]));
    const kept = new Set<string>();
    for (const [i, l] of input.lines.entries()) {
      if (l.id === null) continue;
      if (!byId.has(l.id) || kept.has(l.id))
        throw new RuleError(`lines.${i}.description`, "seller.rules.lineGone");
      kept.add(l.id);
    }
    const removed = existing.filter((l) => !kept.has(l.id));
    for (const l of removed)
      await tx.delete(invoiceLine).where(scoped(ctx, invoiceLine, eq(invoiceLine.id, l.id)));
    for (const [position, l] of input.lines.entries()) {
      const values = {
        position,
        description: l.description,
        quantity: l.quantity,
        unitPriceCents: l.unitPriceCents,
        amountCents: lineAmountCents(l.quantity, l.unitPriceCents),
        taxable: l.taxable,
      };
      if (l.id)
        await tx
          .update(invoiceLine)
          .set(values)
          .where(scoped(ctx, invoiceLine, eq(invoiceLine.id, l.id)));
      else
        await tx
          .insert(invoiceLine)
          .values({ ...values, companyId: ctx.companyId, invoiceId, kind: "manual" });
    }
    if (removed.some((l) => l.sourceKey)) await releaseLineSources(tx, ctx, invoiceId, removed);
    await tx
      .update(invoice)
      .set({
        terms: input.terms,
        taxRateBasisPoints: input.taxRateBasisPoints,
        notes: input.notes,
        updatedAt: new Date(),
      })
      .where(scoped(ctx, invoice, eq(invoice.id, invoiceId)));
    return recomputeInvoiceTotals(tx, ctx, invoiceId);
  });
}

/** Deletes a draft (it was never sent, so nothing keeps it); what its lines billed can be billed again. */
export async function deleteDraftInvoice(ctx: TenantContext, invoiceId: string) {
  requirePermission(ctx, "money:write");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const entries = await moneyEntriesOf(tx, ctx, invoiceId);
    const verdict = applyInvoiceAction({ status: row.status, totalCents: row.totalCents, entries }, "delete");
    // Refused only for an invoice that is no longer a draft.
    if (!verdict.ok)
      throw new RuleError("action", keyed("money.rules.deleteVoidInstead", { status: row.status }));
    await releaseInvoiceSources(tx, ctx, invoiceId);
    await tx.delete(invoiceLine).where(scoped(ctx, invoiceLine, eq(invoiceLine.invoiceId, invoiceId)));
    await tx
      .delete(invoice)
      .where(scoped(ctx, invoice, eq(invoice.id, invoiceId), eq(invoice.status, "draft")));
    return row;
  });
}
