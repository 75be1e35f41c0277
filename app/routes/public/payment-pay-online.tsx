import { Button, Checkbox, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import type { PayOnline as PayOnlineData } from "~/domain/money/stripe-checkout.server";

/**
 * The "Pay online" box of the public invoice page (not a route): the invoice page's loader returns
 * `payOnline: await payOnlineFor(db, token)` and renders `<PayOnline payOnline={loaderData.payOnline} />`.
 * The form posts to `/invoice/:token/checkout` as a plain document request, since the answer is a redirect to Stripe.
 */
export function PayOnline({ payOnline }: { payOnline: PayOnlineData | null }) {
  const f = useFormat();
  const busy = useNavigation().state !== "idle";
  // Paid, void or no Stripe: the invoice page already says how to pay (cash, check) or that nothing is owed.
  if (!payOnline?.available) return null;
  const amount = f.money(payOnline.balanceCents, { currency: payOnline.currency });
  return (
    <Paper withBorder p="md">
      <Form method="post" action={payOnline.action} reloadDocument>
        <Stack gap="sm">
          <Title order={3} size="h4">
            Pay online
          </Title>
          <Text>
            Pay {amount} by card on Stripe's secure payment page.
            {payOnline.autopayCard
              ? ` Autopay is on (${payOnline.autopayCard}): the company will charge it unless you pay now.`
              : ""}
          </Text>
          <Checkbox
            name="savePaymentMethod"
            label="Save this card for automatic payments"
            description="Future invoices are charged to this card automatically. Ask the company to turn it off at any time."
          />
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconCreditCard size={18} aria-hidden />}
            w="fit-content"
          >
            Pay {amount} online
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
