import { Alert, Anchor, List, Text } from "@mantine/core";
import { IconAlertTriangle } from "@tabler/icons-react";
import { Link } from "react-router";

/**
 * What stands between the company and Stripe subscriptions (no STRIPE_SECRET_KEY on this server, no connected
 * account, charges not enabled yet), with the way to the Stripe profile page. Nothing when all is there.
 */
export function StripeNotice({ messages, canConnect = true }: { messages: string[]; canConnect?: boolean }) {
  if (messages.length === 0) return null;
  return (
    <Alert
      color="yellow"
      variant="light"
      mb="lg"
      title="Stripe is not ready for subscriptions"
      icon={<IconAlertTriangle size={18} aria-hidden />}
    >
      {messages.length === 1 ? (
        <Text size="sm">{messages[0]}</Text>
      ) : (
        <List size="sm" spacing={4}>
          {messages.map((m) => (
            <List.Item key={m}>{m}</List.Item>
          ))}
        </List>
      )}
      <Text size="sm" mt="xs">
        {canConnect ? (
          <Anchor component={Link} to="/company/stripe-profile" fw={600}>
            Open the Stripe profile
          </Anchor>
        ) : (
          "Ask your company's owner to set up Stripe on the Stripe profile page."
        )}
      </Text>
    </Alert>
  );
}
