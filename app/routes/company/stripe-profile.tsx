import {
  Alert,
  Badge,
  Button,
  Code,
  Group,
  List,
  Paper,
  SimpleGrid,
  Stack,
  Text,
  Title,
} from "@mantine/core";
import { IconBrandStripe, IconExternalLink, IconPlugConnectedX } from "@tabler/icons-react";
import { data, Form, redirect, useNavigation } from "react-router";
import { useFormat } from "~/components/format/format-provider";
import { FormError } from "~/components/forms/auth-forms";
import { ConfirmActionButton } from "~/components/forms/confirm-action";
import { formText, rejected } from "~/components/forms/validation";
import { Fact } from "~/components/layout/fact";
import { PageHeader } from "~/components/layout/page-header";
import { RouteErrorBoundary } from "~/components/layout/route-error";
import { tenantContext } from "~/context";
import { RuleError } from "~/domain/errors";
import {
  connectStripeAccount,
  continueOnboarding,
  disconnectStripeAccount,
  getStripeProfile,
} from "~/domain/money/stripe-account.server";
import { config } from "~/server/config.server";
import { redirectWithToast } from "~/server/toast.server";
import { domain, domainRules } from "../shared/domain-errors.server";
import type { Route } from "./+types/stripe-profile";

export const meta: Route.MetaFunction = () => [{ title: "Stripe Profile — Drip Drop" }];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const profile = await domain(() => getStripeProfile(tenant));
  return { profile, webhookUrl: `${config.baseUrl}/stripe/webhook` };
}

/** connect / continue send the person to Stripe's onboarding; disconnect forgets the account. */
export async function action({ request, context }: Route.ActionArgs) {
  const tenant = context.get(tenantContext);
  const formData = await request.formData();
  const intent = formText(formData, "intent");
  try {
    return await domainRules(async () => {
      if (intent === "connect") return redirect(await connectStripeAccount(tenant));
      if (intent === "continue") return redirect(await continueOnboarding(tenant));
      if (intent === "disconnect") {
        await disconnectStripeAccount(tenant);
        return redirectWithToast(
          "/company/stripe-profile",
          "Stripe account disconnected. Its Stripe account itself is unchanged.",
        );
      }
      throw new RuleError("form", "Unknown action.");
    });
  } catch (error) {
    if (error instanceof RuleError) return data(rejected(formData, { form: error.message }), { status: 400 });
    throw error;
  }
}

const requirementText = (path: string) =>
  path
    .replaceAll("_", " ")
    .replaceAll(".", " — ")
    .replace(/^./, (c) => c.toUpperCase());

function YesNo({ value, yes, no }: { value: boolean; yes: string; no: string }) {
  return (
    <Badge color={value ? "green" : "yellow"} variant="light" size="lg">
      {value ? yes : no}
    </Badge>
  );
}

export default function StripeProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, webhookUrl } = loaderData;
  const busy = useNavigation().state !== "idle";
  const formError = actionData && !actionData.ok ? actionData.errors.form : undefined;
  return (
    <>
      <PageHeader
        title="Stripe Profile"
        description="Take card payments on invoices with your company's own Stripe account. Money goes straight to your account; Drip Drop never holds it."
      />
      <Stack gap="lg" maw={860}>
        <FormError message={formError} />
        {profile.mode === "manual" ? (
          <ManualMode missing={profile.missing} message={profile.message} webhookUrl={webhookUrl} />
        ) : null}

        {profile.mode !== "manual" && profile.webhookMissing ? (
          <Alert color="yellow" title="Webhooks are not set up">
            STRIPE_WEBHOOK_SECRET is not set, so Drip Drop does not hear from Stripe by itself: payments are
            recorded when the customer comes back from Stripe's payment page, and autopay declines only when
            the hourly job runs. Add a Connect webhook endpoint at <Code>{webhookUrl}</Code> in Stripe and set
            its signing secret as STRIPE_WEBHOOK_SECRET.
          </Alert>
        ) : null}

        {profile.mode === "not connected" ? (
          <Paper withBorder p="lg">
            <Stack>
              <Title order={2} size="h3">
                Connect your Stripe account
              </Title>
              <Text>
                Drip Drop creates a Stripe account for your company and sends you to Stripe to finish it: your
                business details, a bank account for payouts and the identity checks Stripe asks for. You can
                stop and continue later.
              </Text>
              <Text size="sm" c="dimmed">
                Until then, record cash and check payments by hand on each invoice.
              </Text>
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="connect"
                  loading={busy}
                  leftSection={<IconBrandStripe size={18} aria-hidden />}
                >
                  Connect your Stripe account
                </Button>
              </Form>
            </Stack>
          </Paper>
        ) : null}

        {profile.mode === "connected" ? <Connected profile={profile} busy={busy} /> : null}
      </Stack>
    </>
  );
}

function ManualMode({
  missing,
  message,
  webhookUrl,
}: {
  missing: string[];
  message: string;
  webhookUrl: string;
}) {
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          Manual-payments mode
        </Title>
        <Text>{message}</Text>
        <Text>To take card payments, the person who runs this Drip Drop server sets:</Text>
        <List spacing="xs">
          <List.Item>
            <Code>STRIPE_SECRET_KEY</Code> — the platform's Stripe secret key (<Code>sk_live_…</Code>, or{" "}
            <Code>sk_test_…</Code> to try it out).
          </List.Item>
          <List.Item>
            <Code>STRIPE_WEBHOOK_SECRET</Code> — the signing secret (<Code>whsec_…</Code>) of a Connect
            webhook endpoint at <Code>{webhookUrl}</Code>, listening to checkout.session.completed,
            payment_intent.succeeded, payment_intent.payment_failed, account.updated and
            customer.subscription.* events.
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          Still missing: {missing.join(", ")}. Then restart Drip Drop and come back here to connect your
          company's Stripe account.
        </Text>
      </Stack>
    </Paper>
  );
}

type ConnectedProfile = Extract<Route.ComponentProps["loaderData"]["profile"], { mode: "connected" }>;

function Connected({ profile, busy }: { profile: ConnectedProfile; busy: boolean }) {
  const { status } = profile;
  const ready = status.chargesEnabled && status.requirementsDue.length === 0;
  const f = useFormat();
  const checked = profile.checkedAt ? f.dateTime(profile.checkedAt) : null;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              Your Stripe account
            </Title>
            <Text size="sm" c="dimmed">
              <Code>{profile.accountId}</Code>
              {checked ? ` · ${profile.live ? "checked with Stripe" : "last known"} ${checked}` : ""}
            </Text>
          </div>
          <YesNo value={ready} yes="Ready for payments" no="Setup not finished" />
        </Group>
        {profile.problem ? (
          <Alert color="yellow" title="Stripe did not answer">
            {profile.problem}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label="Charges">
            <YesNo value={status.chargesEnabled} yes="Charges enabled" no="Charges not enabled" />
          </Fact>
          <Fact label="Payouts">
            <YesNo value={status.payoutsEnabled} yes="Payouts enabled" no="Payouts not enabled" />
          </Fact>
          <Fact label="Details">
            <YesNo value={status.detailsSubmitted} yes="Details submitted" no="Details not submitted" />
          </Fact>
        </SimpleGrid>
        {status.requirementsDue.length ? (
          <div>
            <Text fw={600}>Stripe still needs</Text>
            <List size="sm">
              {status.requirementsDue.map((r) => (
                <List.Item key={r}>{requirementText(r)}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Text size="sm">Stripe needs nothing more from you right now.</Text>
        )}
        {status.disabledReason ? (
          <Text size="sm" c="dimmed">
            Stripe's reason: {status.disabledReason}
          </Text>
        ) : null}
        <Group>
          <Form method="post">
            <Button
              type="submit"
              name="intent"
              value="continue"
              loading={busy}
              variant={ready ? "default" : "filled"}
              leftSection={<IconExternalLink size={18} aria-hidden />}
            >
              {ready ? "Update details on Stripe" : "Continue onboarding"}
            </Button>
          </Form>
          <ConfirmActionButton
            label="Disconnect"
            title="Disconnect your Stripe account?"
            confirmLabel="Disconnect"
            intent="disconnect"
            leftSection={<IconPlugConnectedX size={18} aria-hidden />}
          >
            <Text mb="sm">
              Drip Drop forgets this Stripe account: pool owners can no longer pay invoices online and autopay
              stops. The Stripe account itself, its payments and payouts stay as they are at Stripe.
            </Text>
            <Text mb="md" size="sm" c="dimmed">
              Connecting again later creates a new Stripe account.
            </Text>
          </ConfirmActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
