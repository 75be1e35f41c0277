import { z } from "zod";
import { RATE_KINDS } from "~/core/accounting/quickbooks";
import { paymentTerms } from "~/core/money/payment-terms";

/** The sync log's filter (the page's `?log=`). */
export const quickbooksLogFilters = ["all", "failed", "queued", "sent"] as const;
export type QuickbooksLogFilter = (typeof quickbooksLogFilters)[number];

/** The form field of the QuickBooks term mapped to one of our invoice terms ("net 15" → `terms_net_15`). */
export const termsField = (terms: string) => `terms_${terms.replaceAll(" ", "_")}`;

/** The form field of a service rate's own income account (`rate_stop`). */
export const rateField = (kind: string) => `rate_${kind}`;

/** A QuickBooks id picked in a select; empty is "none". */
const ref = z
  .preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().max(64, "seller.qbo.mapping.unknownChoice"),
  )
  .transform((v) => v || null);

/** The Accounting page's mappings: the income account is needed for every item pushed, the rest may stay empty. */
export const quickbooksMappingsSchema = z
  .object({
    incomeAccountRef: z
      .preprocess((v) => (typeof v === "string" ? v.trim() : ""), z.string())
      .pipe(
        z.string().min(1, "seller.qbo.mapping.incomeRequired").max(64, "seller.qbo.mapping.unknownChoice"),
      ),
    depositAccountRef: ref,
    taxCodeRef: ref,
    ...Object.fromEntries(paymentTerms.map((terms) => [termsField(terms), ref])),
    ...Object.fromEntries(RATE_KINDS.map((kind) => [rateField(kind), ref])),
  })
  .transform((v) => {
    const values = v as Record<string, string | null>;
    const termsRefs: Record<string, string> = {};
    for (const terms of paymentTerms) {
      const chosen = values[termsField(terms)];
      if (chosen) termsRefs[terms] = chosen;
    }
    const rateIncomeRefs: Record<string, string> = {};
    for (const kind of RATE_KINDS) {
      const chosen = values[rateField(kind)];
      if (chosen) rateIncomeRefs[kind] = chosen;
    }
    return {
      incomeAccountRef: v.incomeAccountRef,
      rateIncomeRefs,
      depositAccountRef: v.depositAccountRef,
      taxCodeRef: v.taxCodeRef,
      termsRefs,
    };
  });
export type QuickbooksMappingsInput = z.output<typeof quickbooksMappingsSchema>;
