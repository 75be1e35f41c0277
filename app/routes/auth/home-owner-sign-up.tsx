import { Anchor, Button, Stack, Text } from "@mantine/core";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormError, SignUpFields } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { clientInfoContext } from "~/context";
import { signUpClient } from "~/domain/accounts/accounts.server";
import { clientSignUpSchema } from "~/domain/accounts/schemas";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/home-owner-sign-up";
import { ruleErrorResponse } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Pool owner sign up — Drip Drop" }];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(clientSignUpSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const client = context.get(clientInfoContext);
  try {
    await limitPublicForm(await systemContext(), "sign-up", client.ip);
    const { headers } = await signUpClient(await systemContext(), parsed.data, client);
    return redirect("/dashboard", { headers });
  } catch (error) {
    return ruleErrorResponse(error, formData);
  }
}

export default function HomeOwnerSignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(clientSignUpSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("auth.homeOwnerSignUp.title")} subtitle={t("auth.homeOwnerSignUp.subtitle")}>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={errors.form} />
          <SignUpFields errors={errors} values={values} />
          <Button type="submit" loading={busy}>
            {t("auth.homeOwnerSignUp.submit")}
          </Button>
        </Stack>
      </Form>
      <Text size="sm" mt="md" ta="center">
        {t("auth.signUp.haveAccount")}{" "}
        <Anchor component={Link} to="/homeOwnerSignIn">
          {t("auth.signUp.signInLink")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
