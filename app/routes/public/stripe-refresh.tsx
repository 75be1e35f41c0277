import { Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { useT } from "~/components/i18n/i18n-provider";
import { pageTitle } from "~/components/i18n/page-title";
import { signedInContext } from "~/context";
import { ForbiddenError, NotFoundError, RuleError } from "~/domain/errors";
import { refreshOnboardingLink } from "~/domain/money/stripe-account.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/stripe-refresh";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "seller.onboarding.refreshTitle") },
  { name: "robots", content: "noindex" },
];

/**
 * Stripe sends the person here when an onboarding link has expired or was already used: a new link for their own
 * company's account, straight back to Stripe. Anyone else gets a page that says why (never whose account it is).
 */
export async function loader({ params, context }: Route.LoaderArgs) {
  const visitor = context.get(signedInContext);
  if (!visitor) return { problem: "sign in" as const, message: null };
  try {
    return redirect(
      await refreshOnboardingLink(await systemContext(), visitor.id, params.connectedAccountId),
    );
  } catch (error) {
    if (error instanceof NotFoundError)
      return data({ problem: "not found" as const, message: null }, { status: 404 });
    if (error instanceof ForbiddenError)
      return data({ problem: "forbidden" as const, message: null }, { status: 403 });
    if (error instanceof RuleError)
      return data({ problem: "stripe" as const, message: error.message }, { status: 409 });
    throw error;
  }
}

export default function StripeRefresh({ loaderData }: Route.ComponentProps) {
  return <OnboardingProblem problem={loaderData.problem} message={loaderData.message} />;
}

export function OnboardingProblem({
  problem,
  message,
}: {
  problem: "sign in" | "not found" | "forbidden" | "stripe";
  message: string | null;
}) {
  const t = useT();
  const text = {
    "sign in": t("seller.onboarding.signInText"),
    "not found": t("seller.onboarding.notFoundText"),
    forbidden: t("seller.onboarding.forbiddenText"),
    stripe: message ? t.text(message) : t("seller.onboarding.noAnswerText"),
  }[problem];
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>
          {problem === "stripe" ? t("seller.profile.noAnswer") : t("seller.onboarding.heading")}
        </Title>
        <Text>{text}</Text>
        {problem === "sign in" ? (
          <Button component={Link} to="/signIn" w="fit-content">
            {t("seller.onboarding.signIn")}
          </Button>
        ) : (
          <Anchor component={Link} to="/company/stripe-profile">
            {t("seller.onboarding.goToProfile")}
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
