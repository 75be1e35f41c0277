import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { canceledCheckout } from "~/domain/money/stripe-checkout.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/payment-canceled";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.paymentCanceled") },
  { name: "robots", content: "noindex" },
];

/** The pool owner left Stripe's payment page without paying. */
export async function loader({ request }: Route.LoaderArgs) {
  const token = new URL(request.url).searchParams.get("invoice");
  return { invoice: await canceledCheckout(await systemContext(), token) };
}

export default function PaymentCanceled({ loaderData }: Route.ComponentProps) {
  const { invoice } = loaderData;
  const t = useT();
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{t("portal.payment.canceled")}</Title>
        <Text>{t("portal.payment.canceledText")}</Text>
        {invoice ? (
          <Button component={Link} to={`/invoice/${encodeURIComponent(invoice.token)}`} w="fit-content">
            {t("portal.receipt.back", { label: invoice.invoiceLabel })}
          </Button>
        ) : (
          <Text c="dimmed">{t("portal.payment.useLink")}</Text>
        )}
      </Stack>
    </Container>
  );
}
