import { Anchor, Button, Container, Stack, Text, Title } from "@mantine/core";
import { data, Link, redirect } from "react-router";
import { signedInContext } from "~/context";
import { db } from "~/db/client.server";
import { ForbiddenError, NotFoundError, RuleError } from "~/domain/errors";
import { refreshOnboardingLink } from "~/domain/money/stripe-account.server";
import type { Route } from "./+types/stripe-refresh";

export const meta: Route.MetaFunction = () => [
  { title: "Stripe onboarding — Drip Drop" },
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
    return redirect(await refreshOnboardingLink(await db(), visitor.id, params.connectedAccountId));
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
  const text = {
    "sign in": "Sign in with your company account, then open Stripe Profile to continue setting up payments.",
    "not found":
      "This Stripe account is not connected to a company you manage. Open Stripe Profile in your own company to continue.",
    forbidden: "Setting up Stripe needs the money:write permission. Ask your company's owner to continue.",
    stripe: message ?? "Stripe did not answer. Please try again in a minute.",
  }[problem];
  return (
    <Container size="sm" py="xl">
      <Stack>
        <Title order={1}>{problem === "stripe" ? "Stripe did not answer" : "Stripe onboarding"}</Title>
        <Text>{text}</Text>
        {problem === "sign in" ? (
          <Button component={Link} to="/signIn" w="fit-content">
            Sign in
          </Button>
        ) : (
          <Anchor component={Link} to="/company/stripe-profile">
            Go to Stripe Profile
          </Anchor>
        )}
      </Stack>
    </Container>
  );
}
