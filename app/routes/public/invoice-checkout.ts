import { redirect } from "react-router";
import { NotFoundError, RuleError } from "~/domain/errors";
import { startInvoiceCheckout } from "~/domain/money/stripe-checkout.server";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/invoice-checkout";

/** Only the pay button's POST: a GET (an edited URL) is told so. */
export function loader() {
  return new Response("Use the Pay online button on the invoice.", {
    status: 405,
    headers: { allow: "POST" },
  });
}

/**
 * The invoice page's "Pay online" button: a Stripe Checkout page for the balance, on the company's own account.
 * Refusals (paid, not set up) go back to the invoice with the reason as a toast.
 */
export async function action({ request, params }: Route.ActionArgs) {
  const formData = await request.formData();
  const back = `/invoice/${encodeURIComponent(params.token)}`;
  try {
    const url = await startInvoiceCheckout(await systemContext(), params.token, {
      savePaymentMethod: formData.get("savePaymentMethod") === "on",
    });
    return redirect(url);
  } catch (error) {
    if (error instanceof RuleError) return redirectWithToast(back, { message: error.message, kind: "error" });
    if (error instanceof NotFoundError)
      return redirectWithToast(back, { message: "This invoice link is not valid.", kind: "error" });
    throw error;
  }
}
