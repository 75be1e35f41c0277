/**
 * Money Stripe took for an invoice, written once: every path that learns of a card payment (the webhook's
 * checkout.session.completed and payment_intent.succeeded, the success page, autopay) lands here with Stripe's
 * payment intent id; `recordProviderPayment` (idempotent on the provider id) makes the second report a no-op.
 */
import { eq } from "drizzle-orm";
import { company } from "~/db/schema";
import { logger } from "~/server/logger.server";
import { NotFoundError, RuleError } from "../errors";
import type { SystemContext } from "../tenant.server";
import { recordProviderPayment } from "./payments.server";

export interface CardPayment {
  companyId: string;
  invoiceId: string;
  amountCents: number;
  /** Stripe's payment intent id (or the checkout session id when there is none). */
  providerPaymentId: string;
}

/**
 * Records a card payment against the invoice through the invoices area's `recordProviderPayment`, once per provider
 * id. "recorded" the first time, "duplicate" after; "unknown invoice" when the invoice is not the company's;
 * "refused" when the invoice no longer takes money (void) — the money has moved all the same, so it is logged for
 * the office to refund on Stripe.
 */
export async function recordCardPayment(
  system: SystemContext,
  input: CardPayment,
): Promise<"recorded" | "duplicate" | "unknown invoice" | "refused"> {
  try {
    const result = await recordProviderPayment(system, { ...input, method: "card" });
    if (result.overpaidCents > 0)
      logger.warn({ ...input, overpaidCents: result.overpaidCents }, "card payment is more than the balance");
    return result.created ? "recorded" : "duplicate";
  } catch (error) {
    if (error instanceof NotFoundError) return "unknown invoice";
    if (error instanceof RuleError) {
      logger.warn(
        { ...input, reason: error.message },
        "card payment not recorded: the invoice takes no money",
      );
      return "refused";
    }
    throw error;
  }
}

/** The company whose current connected account this is (webhooks name the account, not the company). */
export async function companyOfAccount({ db }: SystemContext, accountId: string | null) {
  if (!accountId) return null;
  const [row] = await db
    .select({ id: company.id, timeZone: company.timeZone, currency: company.currency })
    .from(company)
    .where(eq(company.stripeAccountId, accountId));
  return row ?? null;
}
