import { Anchor, Text } from "@mantine/core";
import { Link } from "react-router";
import { AuthCard, SignInForm } from "~/components/forms/auth-forms";
import { useT } from "~/components/i18n/i18n-provider";
import { signInSchema } from "~/domain/accounts/schemas";
import type { Route } from "./+types/home-owner-sign-in";
import { signInAction } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Pool owner sign in — Drip Drop" }];

export const action = (args: Route.ActionArgs) => signInAction(args);

export default function HomeOwnerSignIn({ actionData }: Route.ComponentProps) {
  const t = useT();
  return (
    <AuthCard title={t("auth.homeOwnerSignIn.title")} subtitle={t("auth.homeOwnerSignIn.subtitle")}>
      <SignInForm schema={signInSchema} actionData={actionData} />
      <Text size="sm" mt="md" ta="center">
        {t("auth.homeOwnerSignIn.noAccount")}{" "}
        <Anchor component={Link} to="/homeOwnerSignUp">
          {t("auth.homeOwnerSignIn.signUpLink")}
        </Anchor>
        <br />
        {t("auth.homeOwnerSignIn.gotCode")}{" "}
        <Anchor component={Link} to="/reedemInviteCode">
          {t("auth.homeOwnerSignIn.redeemLink")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
