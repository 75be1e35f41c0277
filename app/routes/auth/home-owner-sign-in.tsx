import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard, SignInForm } from "~/components/forms/auth-forms";
import { signInSchema } from "~/domain/accounts/schemas";
import type { Route } from "./+types/home-owner-sign-in";
import { signInAction } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Pool owner sign in — Drip Drop" }];

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function HomeOwnerSignIn({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Pool owner sign in" subtitle="See your service reports, invoices and messages.">
      <SignInForm schema={signInSchema} actionData={actionData} />
      <Text size="sm" mt="md" ta="center">
        No account yet?{" "}
        <Anchor component={Link} to="/homeOwnerSignUp">
          Sign up as a pool owner
        </Anchor>
        <br />
        Got a code from your pool company?{" "}
        <Anchor component={Link} to="/reedemInviteCode">
          Redeem it
        </Anchor>
      </Text>
    </AuthCard>
  );
}
