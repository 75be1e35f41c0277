import { Alert, Button, Stack, TextInput } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { clientInfoContext } from "~/context";
import { requestPasswordReset } from "~/domain/accounts/accounts.server";
import { forgotPasswordSchema } from "~/domain/accounts/schemas";
import { systemContext } from "~/server/ports.server";
import type { Route } from "./+types/forgot-password";
import { ruleErrorResponse } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Reset your password — Drip Drop" }];

export async function action({ request, context }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(forgotPasswordSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await requestPasswordReset(await systemContext(), parsed.data.email, context.get(clientInfoContext));
  } catch (error) {
    return ruleErrorResponse(error, formData);
  }
  return { ok: true as const };
}

export default function ForgotPassword({ actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, values, onSubmit } = useValidatedForm(forgotPasswordSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("auth.forgot.title")} subtitle={t("auth.forgot.subtitle")}>
      {actionData?.ok ? (
        <Alert color="teal" role="status" title={t("auth.forgot.sentTitle")}>
          {t("auth.forgot.sentText")}
        </Alert>
      ) : (
        <Form method="post" onSubmit={onSubmit} noValidate>
          <Stack>
            <FormError message={errors.form} />
            <TextInput
              label={t("auth.field.email")}
              name="email"
              type="email"
              autoComplete="email"
              defaultValue={values.email}
              error={errors.email}
              withAsterisk
            />
            <Button type="submit" loading={busy}>
              {t("auth.forgot.submit")}
            </Button>
          </Stack>
        </Form>
      )}
    </AuthCard>
  );
}
