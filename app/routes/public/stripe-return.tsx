import { Badge, Button, Container, Group, List, Stack, Text, Title } from "@mantine/core";
import { data, Link } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { signedInContext } from "~/context";
import { ForbiddenError, NotFoundError, RuleError } from "~/domain/errors";
import { returnFromOnboarding } from "~/domain/money/stripe-account.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/stripe-return";
import { OnboardingProblem } from "./stripe-refresh";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.onboarding.returnTitle") },
  { name: "robots", content: "noindex" },
];

/** Back from Stripe's onboarding (finished or not): the account's status, fresh from Stripe and stored. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const visitor = context.get(signedInContext);
  if (!visitor) return { problem: "sign in" as const, message: null, result: null };
  try {
    const result = await returnFromOnboarding(await systemContext(), visitor.id, params.connectedAccountId);
    return { problem: null, message: null, result };
  } catch (error) {
    if (error instanceof NotFoundError)
      return data({ problem: "not found" as const, message: null, result: null }, { status: 404 });
    if (error instanceof ForbiddenError)
      return data({ problem: "forbidden" as const, message: null, result: null }, { status: 403 });
    if (error instanceof RuleError)
      return data({ problem: "stripe" as const, message: error.message, result: null }, { status: 409 });
    throw error;
  }
}

export default function StripeReturn({ loaderData }: Route.ComponentProps) {
  const { problem, message, result } = loaderData;
  const t = useT();
  if (problem || !result) return <OnboardingProblem problem={problem ?? "not found"} message={message} />;
  const { status } = result;
  const flag = (on: boolean, yes: string, no: string) => (
    <Badge color={on ? "green" : "yellow"} variant="light" size="lg">
      {on ? yes : no}
    </Badge>
  );
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          {status.chargesEnabled ? t("seller.onboarding.setUp") : t("seller.onboarding.notFinished")}
        </Title>
        <Text>
          {t(
            status.chargesEnabled ? "seller.onboarding.canTakePayments" : "seller.onboarding.stillNeedsText",
            {
              company: result.companyName,
            },
          )}
        </Text>
        <Group>
          {flag(
            status.chargesEnabled,
            t("seller.profile.chargesEnabled"),
            t("seller.profile.chargesNotEnabled"),
          )}
          {flag(
            status.payoutsEnabled,
            t("seller.profile.payoutsEnabled"),
            t("seller.profile.payoutsNotEnabled"),
          )}
          {flag(
            status.detailsSubmitted,
            t("seller.profile.detailsSubmitted"),
            t("seller.profile.detailsNotSubmitted"),
          )}
        </Group>
        {status.requirementsDue.length ? (
          <div>
            <Text fw={600}>{t("seller.profile.stillNeeds")}</Text>
            <List size="sm">
              {status.requirementsDue.map((r) => (
                <List.Item key={r}>{r.replaceAll("_", " ").replaceAll(".", " — ")}</List.Item>
              ))}
            </List>
          </div>
        ) : null}
        <Button component={Link} to="/company/stripe-profile" w="fit-content">
          {t("seller.onboarding.backToProfile")}
        </Button>
      </Stack>
    </Container>
  );
}
