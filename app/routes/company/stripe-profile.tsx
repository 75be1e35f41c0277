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
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { Rich } from "~/components/i18n/rich";
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
import { domainRules, withErrorPages } from "../shared/domain-errors.server";
import type { Route } from "./+types/stripe-profile";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.profile.title") },
];
export const ErrorBoundary = RouteErrorBoundary;

export async function loader({ context }: Route.LoaderArgs) {
  const tenant = context.get(tenantContext);
  const profile = await withErrorPages(() => getStripeProfile(tenant));
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
        return redirectWithToast("/company/stripe-profile", "seller.profile.disconnected");
      }
      throw new RuleError("form", "seller.profile.unknownAction");
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

/** `<code>…</code>` in a message: a setting's name or a value as typed. */
const code = (chunks: React.ReactNode[]) => <Code>{chunks}</Code>;

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
  const t = useT();
  return (
    <>
      <PageHeader title={t("seller.profile.heading")} description={t("seller.profile.description")} />
      <Stack gap="lg" maw={860}>
        <FormError message={formError} />
        {profile.mode === "manual" ? (
          <ManualMode missing={profile.missing} message={profile.message} webhookUrl={webhookUrl} />
        ) : null}

        {profile.mode !== "manual" && profile.webhookMissing ? (
          <Alert color="yellow" title={t("seller.profile.webhooksTitle")}>
            <Rich k="seller.profile.webhooksText" values={{ url: webhookUrl, code }} />
          </Alert>
        ) : null}

        {profile.mode === "not connected" ? (
          <Paper withBorder p="lg">
            <Stack>
              <Title order={2} size="h3">
                {t("seller.profile.connect")}
              </Title>
              <Text>{t("seller.profile.connectText")}</Text>
              <Text size="sm" c="dimmed">
                {t("seller.profile.untilThen")}
              </Text>
              <Form method="post">
                <Button
                  type="submit"
                  name="intent"
                  value="connect"
                  loading={busy}
                  leftSection={<IconBrandStripe size={18} aria-hidden />}
                >
                  {t("seller.profile.connect")}
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
  const t = useT();
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Title order={2} size="h3">
          {t("seller.profile.manualHeading")}
        </Title>
        <Text>{t.text(message)}</Text>
        <Text>{t("seller.profile.manualSets")}</Text>
        <List spacing="xs">
          <List.Item>
            <Rich k="seller.profile.manualSecretKey" values={{ code }} />
          </List.Item>
          <List.Item>
            <Rich k="seller.profile.manualWebhook" values={{ url: webhookUrl, code }} />
          </List.Item>
        </List>
        <Text size="sm" c="dimmed">
          {t("seller.profile.stillMissing", { missing: missing.join(", ") })}
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
  const t = useT();
  const checked = profile.checkedAt ? f.dateTime(profile.checkedAt) : null;
  return (
    <Paper withBorder p="lg">
      <Stack>
        <Group justify="space-between" align="flex-start">
          <div>
            <Title order={2} size="h3">
              {t("seller.profile.yourAccount")}
            </Title>
            <Text size="sm" c="dimmed">
              <Code>{profile.accountId}</Code>
              {checked
                ? ` · ${t(profile.live ? "seller.profile.checkedLive" : "seller.profile.checkedStored", { when: checked })}`
                : ""}
            </Text>
          </div>
          <YesNo value={ready} yes={t("seller.profile.ready")} no={t("seller.profile.notReady")} />
        </Group>
        {profile.problem ? (
          <Alert color="yellow" title={t("seller.profile.noAnswer")}>
            {t.text(profile.problem)}
          </Alert>
        ) : null}
        <SimpleGrid cols={{ base: 1, xs: 3 }}>
          <Fact label={t("seller.profile.charges")}>
            <YesNo
              value={status.chargesEnabled}
              yes={t("seller.profile.chargesEnabled")}
              no={t("seller.profile.chargesNotEnabled")}
            />
          </Fact>
          <Fact label={t("seller.profile.payouts")}>
            <YesNo
              value={status.payoutsEnabled}
              yes={t("seller.profile.payoutsEnabled")}
              no={t("seller.profile.payoutsNotEnabled")}
            />
          </Fact>
          <Fact label={t("seller.profile.details")}>
            <YesNo
              value={status.detailsSubmitted}
              yes={t("seller.profile.detailsSubmitted")}
              no={t("seller.profile.detailsNotSubmitted")}
            />
          </Fact>
        </SimpleGrid>
        {status.requirementsDue.length ? (
          <div>
            <Text fw={600}>{t("seller.profile.stillNeeds")}</Text>
            <List size="sm">
              {status.requirementsDue.map((r) => (
                <List.Item key={r}>{requirementText(r)}</List.Item>
              ))}
            </List>
          </div>
        ) : (
          <Text size="sm">{t("seller.profile.needsNothing")}</Text>
        )}
        {status.disabledReason ? (
          <Text size="sm" c="dimmed">
            {t("seller.profile.reason", { reason: status.disabledReason })}
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
              {ready ? t("seller.profile.updateDetails") : t("seller.profile.continueOnboarding")}
            </Button>
          </Form>
          <ConfirmActionButton
            label={t("seller.profile.disconnect")}
            title={t("seller.profile.disconnectTitle")}
            confirmLabel={t("seller.profile.disconnect")}
            intent="disconnect"
            leftSection={<IconPlugConnectedX size={18} aria-hidden />}
          >
            <Text mb="sm">{t("seller.profile.disconnectText")}</Text>
            <Text mb="md" size="sm" c="dimmed">
              {t("seller.profile.disconnectAgain")}
            </Text>
          </ConfirmActionButton>
        </Group>
      </Stack>
    </Paper>
  );
}
