import { Button, Checkbox, Paper, Stack, Text, Title } from "@mantine/core";
import { IconCreditCard } from "@tabler/icons-react";
import { Form, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { useT } from "~/components/i18n/i18n-provider";
import type { PayOnline as PayOnlineData } from "~/domain/money/stripe-checkout.server";

/**
 * The "Pay online" box of the public invoice page (not a route): the invoice page's loader returns
 * `payOnline: await payOnlineFor(db, token)` and renders `<PayOnline payOnline={loaderData.payOnline} />`.
 * The form posts to `/invoice/:token/checkout` as a plain document request, since the answer is a redirect to Stripe.
 */
export function PayOnline({ payOnline }: { payOnline: PayOnlineData | null }) {
  const f = useFormat();
  const t = useT();
  const busy = useNavigation().state !== "idle";
  // Paid, void or no Stripe: the invoice page already says how to pay (cash, check) or that nothing is owed.
  if (!payOnline?.available) return null;
  const amount = f.money(payOnline.balanceCents, { currency: payOnline.currency });
  return (
    <Paper withBorder p="md">
      <Form method="post" action={payOnline.action} reloadDocument>
        <Stack gap="sm">
          <Title order={3} size="h4">
            {t("portal.payOnline.title")}
          </Title>
          <Text>
            {t("portal.payOnline.text", { amount })}
            {payOnline.autopayCard
              ? ` ${t("portal.payOnline.autopay", { card: payOnline.autopayCard })}`
              : ""}
          </Text>
          <Checkbox
            name="savePaymentMethod"
            label={t("portal.payOnline.save")}
            description={t("portal.payOnline.saveDescription")}
          />
          <Button
            type="submit"
            loading={busy}
            leftSection={<IconCreditCard size={18} aria-hidden />}
            w="fit-content"
          >
            {t("portal.payOnline.submit", { amount })}
          </Button>
        </Stack>
      </Form>
    </Paper>
  );
}
