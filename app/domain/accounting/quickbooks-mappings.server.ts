/**
 * The mappings of the Accounting page: each choice must be one QuickBooks offers (checked against its lists). A
 * service item whose income account changes is queued again, so QuickBooks books it where the page now says.
 */
import { eq } from "drizzle-orm";
import { incomeAccountFor, RATE_KINDS, rateKindOf } from "~/core/accounting/quickbooks";
import { invoiceTerms, quickbooksConnection, quickbooksSync } from "~/db/schema";
import { RuleError } from "../errors";
import type { QuickbooksOption } from "../ports";
import { requirePermission, scoped, type TenantContext } from "../tenant.server";
import { connectionOf, type QuickbooksMappings, quickbooksOptions } from "./quickbooks-connection.server";
import { queueQuickbooksPush } from "./quickbooks-sync.server";
import { rateField, termsField } from "./schemas";

/** The choices of the Accounting page; each must be one QuickBooks offers (checked against its lists). */
export async function saveQuickbooksMappings(ctx: TenantContext, input: QuickbooksMappings) {
  requirePermission(ctx, "money:manage");
  const options = await quickbooksOptions(ctx);
  const has = (list: QuickbooksOption[], id: string | null) => !id || list.some((o) => o.id === id);
  const incomeAccounts = options.accounts.filter((a) => a.type === "Income");
  if (!has(incomeAccounts, input.incomeAccountRef))
    throw new RuleError("incomeAccountRef", "seller.qbo.mapping.unknownChoice");
  if (!has(options.accounts, input.depositAccountRef))
    throw new RuleError("depositAccountRef", "seller.qbo.mapping.unknownChoice");
  if (!has(options.taxCodes, input.taxCodeRef))
    throw new RuleError("taxCodeRef", "seller.qbo.mapping.unknownChoice");
  const rateIncomeRefs: Record<string, string> = {};
  for (const kind of RATE_KINDS) {
    const chosen = input.rateIncomeRefs[kind];
    if (!chosen) continue;
    if (!has(incomeAccounts, chosen))
      throw new RuleError(rateField(kind), "seller.qbo.mapping.unknownChoice");
    rateIncomeRefs[kind] = chosen;
  }
  const termsRefs: Record<string, string> = {};
  for (const terms of invoiceTerms) {
    const chosen = input.termsRefs[terms];
    if (!chosen) continue;
    if (!has(options.terms, chosen))
      throw new RuleError(termsField(terms), "seller.qbo.mapping.unknownChoice");
    termsRefs[terms] = chosen;
  }
  await ctx.db.transaction(async (tx) => {
    const before = await connectionOf(tx, ctx);
    if (!before) throw new RuleError("form", "seller.qbo.notConnected");
    await tx
      .update(quickbooksConnection)
      .set({
        incomeAccountRef: input.incomeAccountRef,
        rateIncomeRefs,
        taxCodeRef: input.taxCodeRef,
        depositAccountRef: input.depositAccountRef,
        termsRefs,
        updatedAt: new Date(),
      })
      .where(scoped(ctx, quickbooksConnection));
    // A service item whose income account changed is sent again, so QuickBooks books it where the page now says.
    const items = await tx
      .select()
      .from(quickbooksSync)
      .where(scoped(ctx, quickbooksSync, eq(quickbooksSync.kind, "item")));
    for (const row of items) {
      const kind = rateKindOf(row.recordId.replace(/^rate:/, ""));
      const was = incomeAccountFor(kind, before.incomeAccountRef, before.rateIncomeRefs);
      const now = incomeAccountFor(kind, input.incomeAccountRef, rateIncomeRefs);
      if (row.quickbooksId && was !== now)
        await queueQuickbooksPush(tx, ctx, row.kind, row.recordId, row.label);
    }
  });
}
