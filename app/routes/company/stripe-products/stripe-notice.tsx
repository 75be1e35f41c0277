import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";

/**
 * What stands between the company and Stripe subscriptions (no STRIPE_SECRET_KEY on this server, no connected
 * account, charges not enabled yet), with the way to the Stripe profile page. Nothing when all is there.
 */
export function StripeNotice({ messages, canConnect = true }: { messages: string[]; canConnect?: boolean }) {
  const t = useT();
  if (messages.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      title={t("seller.notice.title")}
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      {messages.length === 1 ? (
        <Text size="sm">{t.text(messages[0])}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {messages.map((m) => (
            <List.Item key={m}>{t.text(m)}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="xs">
        {canConnect ? (
          <Anchor component={Link} to="/company/stripe-profile" fw={600}>
            {t("seller.notice.open")}
          </Anchor>
        ) : (
          t("seller.notice.askOwner")
        )}
      </Text>
    </Alert>
  );
}
