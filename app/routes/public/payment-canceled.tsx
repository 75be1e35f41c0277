import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { db } from "~/db/client.server";
import { canceledCheckout } from "~/domain/money/stripe-checkout.server";
import type { Route } from "./+types/payment-canceled";

export const meta: Route.MetaFunction = () => [
  { title: "Payment canceled — Drip Drop" },
  { name: "robots", content: "noindex" },
];

/** The pool owner left Stripe's payment page without paying. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("invoice");
  return { invoice: await canceledCheckout(await db(), token) };
}

export default function PaymentCanceled({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>Payment canceled</Title>
        <Text>Nothing was charged. You can pay whenever you like from the invoice.</Text>
        {invoice ? (
          <Button component={Link} to={`/invoice/${encodeURIComponent(invoice.token)}`} w="fit-content">
            Back to invoice {invoice.invoiceLabel}
          </Button>
        ) : (
          <Text c="dimmed">Use the link in the invoice e-mail to get back to your invoice.</Text>
        )}
      </Stack>
    </Container>
  );
}
