import { data } from "react-router";
import type { z } from "zod";
import { parseForm, rejected } from "~/components/forms/validation";
import { keyed } from "~/core/i18n/keyed";
import { RuleError } from "~/domain/errors";
import { StripeAccountNotReadyError } from "~/domain/money/products-account.server";
import { PaymentsNotConfiguredError, PaymentsProviderError } from "~/server/payments/stripe.server";
import { domainRules } from "../../shared/domain-errors.server";

/** Stripe said no: its message, in words an office person can act on. */
function providerMessage(error: PaymentsProviderError) {
  if (error.type === "idempotency_error") return "seller.stripe.alreadySent";
  if (error.type === "connection_error") return "seller.stripe.unreachable";
  return keyed("seller.stripe.refused", { message: error.message });
}

/** Manual-payments mode: the setting to set, as a catalog key (server/payments/errors.ts words it in English). */
const notConfigured = {
  STRIPE_SECRET_KEY: "seller.stripe.notConfiguredSecretKey",
  STRIPE_WEBHOOK_SECRET: "seller.stripe.notConfiguredWebhook",
} as const;

/**
 * The subscription pages' actions: validates the form with its schema, runs the use case and turns what can go
 * wrong into a message on the form (status 400) rather than an error page — field errors, a broken rule, Stripe
 * not set up (manual-payments mode or no connected account) and Stripe's own refusals. Not found / forbidden
 * become the 404 / 403 pages as everywhere.
 */
export async function paymentsAction<S extends z.ZodType>(
  intent: string,
  schema: S,
  formData: FormData,
  work: (values: z.infer<S>) => Promise<Response>,
) {
  const parsed = parseForm(schema, formData);
  if (!parsed.ok) return data({ ...parsed, intent }, { status: 400 });
  try {
    return await domainRules(() => work(parsed.data));
  } catch (error) {
    const failed = (field: string, message: string) =>
      data({ ...rejected(formData, { [field]: message }), intent }, { status: 400 });
    if (error instanceof RuleError) return failed(error.field, error.message);
    if (error instanceof PaymentsNotConfiguredError) return failed("form", notConfigured[error.setting]);
    if (error instanceof StripeAccountNotReadyError) return failed("form", error.message);
    if (error instanceof PaymentsProviderError) return failed("form", providerMessage(error));
    throw error;
  }
}
