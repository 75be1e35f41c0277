import { Anchor, Button, Stack, Text, TextInput } from "@mantine/core";
import { data, Form, Link, redirect, useNavigation } from "react-router";
import { AuthCard, FormError, SignUpFields } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { clientInfoContext } from "~/context";
import { signUpCompany } from "~/domain/accounts/accounts.server";
import { companySignUpSchema } from "~/domain/accounts/schemas";
import { limitPublicForm } from "~/domain/limits/limits.server";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/sign-up";
import { ruleErrorResponse } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Create a company account — Drip Drop" }];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(companySignUpSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  const client = context.get(clientInfoContext);
  try {
    await limitPublicForm(await systemContext(), "sign-up", client.ip);
    const { headers } = await signUpCompany(await systemContext(), parsed.data, client);
    return redirect("/company/dashboard", { headers });
  } catch (error) {
    return ruleErrorResponse(error, formData);
  }
}

export default function SignUp({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(companySignUpSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("auth.signUp.title")} subtitle={t("auth.signUp.subtitle")}>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <Stack>
          <FormError message={errors.form} />
          <SignUpFields errors={errors} values={values} />
          <TextInput
            label={t("auth.field.companyName")}
            name="companyName"
            autoComplete="organization"
            defaultValue={values.companyName}
            error={errors.companyName}
            withAsterisk
          />
          <Button type="submit" loading={busy}>
            {t("auth.signUp.submit")}
          </Button>
        </Stack>
      </Form>
      <Text size="sm" mt="md" ta="center">
        {t("auth.signUp.haveAccount")}{" "}
        <Anchor component={Link} to="/signIn">
          {t("auth.signUp.signInLink")}
        </Anchor>
      </Text>
    </AuthCard>
  );
}
