/**
 * Credit notes: money taken off what a customer owes on an invoice (a goodwill credit, a correction), numbered CN-n,
 * never more than the balance. The invoice is settled after it (a credit of the whole balance pays it).
 */

import { applyInvoiceMoney } from "~/core/money";
import { creditNoteLabel } from "~/core/money/invoice-number";
import { creditNote } from "~/db/schema";
import { nextNumber } from "~/domain/numbering.server";
import { queueQuickbooksPush } from "../accounting/quickbooks-sync.server";
import { RuleError } from "../errors";
import { requirePermission, type TenantContext } from "../tenant.server";
import { findInvoice, moneyEntriesOf } from "./invoices.server";
import { actorOf, settleInvoice } from "./invoices-effects.server";

export async function createCreditNote(
  ctx: TenantContext,
  invoiceId: string,
  input: { amountCents: number; reason: string },
  now = new Date(),
) {
  requirePermission(ctx, "money:write");
  const reason = input.reason.trim();
  if (reason.length < 3) throw new RuleError("reason", "seller.rules.creditReason");
  return ctx.db.transaction(async (tx) => {
    const row = await findInvoice(tx, ctx, invoiceId, true);
    const verdict = applyInvoiceMoney(
      { status: row.status, totalCents: row.totalCents, entries: await moneyEntriesOf(tx, ctx, invoiceId) },
      { kind: "credit note", amountCents: input.amountCents },
      ctx.currency,
    );
    if (!verdict.ok) throw new RuleError("amount", verdict.reason);
    const number = await nextNumber(tx, ctx, "credit note");
    const [created] = await tx
      .insert(creditNote)
      .values({
        companyId: ctx.companyId,
        number,
        invoiceId,
        amountCents: input.amountCents,
        reason: reason.slice(0, 500),
        createdBy: ctx.memberId,
      })
      .returning();
    const invoiceAfter = await settleInvoice(tx, ctx, row, await actorOf(tx, ctx), now);
    await queueQuickbooksPush(tx, ctx, "credit note", created.id, creditNoteLabel(created.number));
    return { creditNote: { ...created, label: creditNoteLabel(created.number) }, invoice: invoiceAfter };
  });
}
