import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { db } from "~/db/client.server";
import { NotFoundError } from "~/domain/errors";
import { confirmCheckoutSuccess } from "~/domain/money/stripe-checkout.server";
import { PaymentsNotConfiguredError, PaymentsProviderError } from "~/server/payments/stripe.server";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = ({ loaderData }) => [
  {
    title: `${loaderData && "result" in loaderData && loaderData.result?.paid ? "Paid" : "Payment"} — Drip Drop`,
  },
  { name: "robots", content: "noindex" },
];

/**
 * Back from Stripe's payment page: Stripe is asked about the session (on the invoice's company account), and a paid
 * session's payment is recorded here too — once, whether or not the webhook was first.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("invoice") ?? "";
  try {
    const result = await confirmCheckoutSuccess(await db(), token, params.sessionId);
    return { result, problem: null };
  } catch (error) {
    if (error instanceof NotFoundError)
      return data({ result: null, problem: "not found" as const }, { status: 404 });
    if (error instanceof PaymentsProviderError || error instanceof PaymentsNotConfiguredError)
      return data({ result: null, problem: "stripe" as const }, { status: 503 });
    throw error;
  }
}

export default function PaymentSuccess({ loaderData }: Route.ComponentProps) {
  const f = useFormat();
  const { result, problem } = loaderData;
  if (!result)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>
            {problem === "stripe" ? "We could not check the payment" : "Payment not found"}
          </Title>
          <Text>
            {problem === "stripe"
              ? "Stripe did not answer just now. If you paid, your payment is safe and will show on the invoice shortly."
              : "This payment link is not valid. Use the link in the invoice e-mail to see your invoice."}
          </Text>
        </Stack>
      </Container>
    );
  const invoiceLink = (
    <Button component={Link} to={`/invoice/${encodeURIComponent(result.token)}`} w="fit-content">
      View invoice {result.invoiceLabel}
    </Button>
  );
  return (
    <Container size="sm" py="xl">
      <Stack>
        {result.paid ? (
          <>
            <Title order={1}>Paid — thank you</Title>
            <Text>
              {f.money(result.amountCents, { currency: result.currency.toUpperCase() })} paid to{" "}
              {result.companyName} for invoice {result.invoiceLabel}. Stripe e-mails you a receipt.
            </Text>
          </>
        ) : (
          <>
            <Title order={1}>Payment not completed</Title>
            <Text>
              Stripe has not confirmed a payment for invoice {result.invoiceLabel} yet. If you finished
              paying, it will show on the invoice shortly; otherwise you can pay from the invoice.
            </Text>
          </>
        )}
        {invoiceLink}
      </Stack>
    </Container>
  );
}
