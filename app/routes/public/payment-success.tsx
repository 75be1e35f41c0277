import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { data, Link } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { NotFoundError } from "~/domain/errors";
import { confirmCheckoutSuccess } from "~/domain/money/stripe-checkout.server";
import { PaymentsNotConfiguredError, PaymentsProviderError } from "~/server/payments/stripe.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/payment-success";

export const meta: Route.MetaFunction = ({ loaderData, matches }) => [
  {
    title: pageTitle(
      matches,
      loaderData && "result" in loaderData && loaderData.result?.paid
        ? "portal.title.paid"
        : "portal.title.payment",
    ),
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
    const result = await confirmCheckoutSuccess(await systemContext(), token, params.sessionId);
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
  const t = useT();
  const { result, problem } = loaderData;
  if (!result)
    return (
      <Container size="sm" py="xl">
        <Stack>
          <Title order={1}>
            {problem === "stripe" ? t("portal.payment.uncheckable") : t("portal.payment.notFound")}
          </Title>
          <Text>
            {problem === "stripe" ? t("portal.payment.uncheckableText") : t("portal.payment.notFoundText")}
          </Text>
        </Stack>
      </Container>
    );
  const invoiceLink = (
    <Button component={Link} to={`/invoice/${encodeURIComponent(result.token)}`} w="fit-content">
      {t("portal.payment.viewInvoice", { label: result.invoiceLabel })}
    </Button>
  );
  return (
    <Container size="sm" py="xl">
      <Stack>
        {result.paid ? (
          <>
            <Title order={1}>{t("portal.payment.paid")}</Title>
            <Text>
              {t("portal.payment.paidText", {
                amount: f.money(result.amountCents, { currency: result.currency.toUpperCase() }),
                company: result.companyName,
                label: result.invoiceLabel,
              })}
            </Text>
          </>
        ) : (
          <>
            <Title order={1}>{t("portal.payment.notCompleted")}</Title>
            <Text>{t("portal.payment.notCompletedText", { label: result.invoiceLabel })}</Text>
          </>
        )}
        {invoiceLink}
      </Stack>
    </Container>
  );
}
