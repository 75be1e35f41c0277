import { eq, inArray } from "drizzle-orm";
import { translatorFor } from "~/core/i18n/catalogs";
import { dueDate } from "~/core/money/payment-terms";
import type { Tx } from "~/db/client.server";
import { customer, importBatch, invoice } from "~/db/schema";
import {
  appendInvoiceLines,
  createDraftInvoice,
  recomputeInvoiceTotals,
} from "../money/invoice-records.server";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { claimChunk } from "./history-import.server";

export interface BalanceItem {
  line: number;
  customerId: string;
  amountCents: number;
  issuedOn: string;
  dueOn: string | null;
  notes: string;
}

/**
 * Writes one chunk of opening balances, with the batch's progress, in one transaction: for each customer one open
 * invoice (numbered from the company's sequence, dated as the file says, due by its due date or the customer's
 * terms) with one line "Opening balance" in the customer's language, carrying the batch. Nothing is e-mailed.
 */
export async function writeBalanceChunk(
  ctx: TenantContext,
  batchId: string,
  items: readonly BalanceItem[],
  progress: { doneRows: number; counts: { invoices: number; cents: number } },
): Promise<{ invoices: number; cents: number }> {
  requirePermission(ctx, "customers:write");
  const counts = { ...progress.counts };
  if (items.length === 0) return counts;
  await ctx.db.transaction(async (tx: Tx) => {
    await claimChunk(tx, ctx, batchId, progress.doneRows);
    const languages = new Map(
      (
        await tx
          .select({ id: customer.id, language: customer.preferredLanguage })
          .from(customer)
          .where(
            scoped(
              ctx,
              customer,
              inArray(
                customer.id,
                items.map((i) => i.customerId),
              ),
            ),
          )
      ).map((c) => [c.id, c.language ?? "en"]),
    );
    for (const item of items) {
      const draft = await createDraftInvoice(tx, ctx, { customerId: item.customerId, notes: item.notes });
      const t = translatorFor(languages.get(item.customerId) ?? "en");
      await appendInvoiceLines(tx, ctx, draft.id, [
        {
          kind: "manual",
          description: t("places.importBatch.openingBalanceLine", { date: item.issuedOn }),
          quantity: 1,
          unitPriceCents: item.amountCents,
          taxable: false,
        },
      ]);
      await tx
        .update(invoice)
        .set({ taxRateBasisPoints: 0 })
        .where(scoped(ctx, invoice, eq(invoice.id, draft.id)));
      await recomputeInvoiceTotals(tx, ctx, draft.id);
      await tx
        .update(invoice)
        .set({
          status: "open",
          issuedOn: item.issuedOn,
          dueOn: item.dueOn ?? dueDate(item.issuedOn, draft.terms),
          importBatchId: batchId,
          updatedAt: new Date(),
        })
        .where(scoped(ctx, invoice, eq(invoice.id, draft.id)));
      counts.invoices++;
      counts.cents += item.amountCents;
    }
    await tx
      .update(importBatch)
      .set({ doneRows: progress.doneRows + items.length, counts: { ...counts }, updatedAt: new Date() })
      .where(scoped(ctx, importBatch, eq(importBatch.id, batchId)));
  });
  return counts;
}
