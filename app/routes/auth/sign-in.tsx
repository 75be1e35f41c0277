import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard, SignInForm } from "~/components/forms/auth-forms";
import { useT } from "~/components/i18n/i18n-provider";
import { signInSchema } from "~/domain/accounts/schemas";
import type { Route } from "./+types/sign-in";
import { signInAction } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Sign in — Drip Drop" }];

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function SignIn({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title={t("auth.signIn.title")} subtitle={t("auth.signIn.subtitle")}>
      <SignInForm schema={signInSchema} actionData={actionData} />
      <Text size="sm" mt="md" ta="center">
        {t("auth.signIn.newHere")}{" "}
        <Anchor component={Link} to="/signUp">
          {t("auth.signIn.createCompany")}
        </Anchor>
        <br />
        {t("auth.signIn.ownPool")}{" "}
        <Anchor component={Link} to="/homeOwnerSignIn">
          {t("auth.signIn.poolOwnerLink")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
