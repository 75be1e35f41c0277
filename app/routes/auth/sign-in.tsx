import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard, SignInForm } from "~/components/forms/auth-forms";
import { signInSchema } from "~/domain/accounts/schemas";
import type { Route } from "./+types/sign-in";
import { signInAction } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Sign in — Drip Drop" }];

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function SignIn({ actionData }: Route.ComponentProps) {
  return (
    <AuthCard title="Sign in to your pool company" subtitle="Owners, office staff and technicians.">
      <SignInForm schema={signInSchema} actionData={actionData} />
      <Text size="sm" mt="md" ta="center">
        New to Drip Drop?{" "}
        <Anchor component={Link} to="/signUp">
          Create a company account
        </Anchor>
        <br />
        Own a pool?{" "}
        <Anchor component={Link} to="/homeOwnerSignIn">
          Pool owner sign in
        </Anchor>
      </Text>
    </AuthCard>
  );
}
