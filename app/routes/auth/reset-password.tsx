import { Button, PasswordInput, Stack } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { AuthCard, FormError } from "~/components/forms/auth-forms";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { resetPassword } from "~/domain/accounts/accounts.server";
import { resetPasswordSchema } from "~/domain/accounts/schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/reset-password";
import { ruleErrorResponse } from "./auth-actions.server";

export const meta: Route.MetaFunction = () => [{ title: "Choose a new password — Drip Drop" }];

export function loader({ request }: Route.LoaderArgs) {
  return { token: new URL(request.url).searchParams.get("token") ?? "" };
}

export async function action({ request }: Route.ActionArgs) {
  const formData = await request.formData();
  const parsed = parseForm(resetPasswordSchema, formData);
  if (!parsed.ok) return data(parsed, { status: 400 });
  try {
    await resetPassword(await systemContext(), parsed.data.token, parsed.data.password);
  } catch (error) {
    return ruleErrorResponse(error, formData);
  }
  return redirectWithToast("/signIn", "auth.reset.done");
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const t = useT();
  const { errors, onSubmit } = useValidatedForm(resetPasswordSchema, actionData);
  const busy = useNavigation().state === "submitting";
  return (
    <AuthCard title={t("auth.reset.title")}>
      <Form method="post" onSubmit={onSubmit} noValidate>
        <input type="hidden" name="token" value={loaderData.token} />
        <Stack>
          <FormError message={errors.form ?? errors.token} />
          <PasswordInput
            label={t("auth.field.newPassword")}
            name="password"
            autoComplete="new-password"
            description={t("auth.field.passwordRule")}
            error={errors.password}
            withAsterisk
          />
          <PasswordInput
            label={t("auth.field.repeatNewPassword")}
            name="confirmPassword"
            autoComplete="new-password"
            error={errors.confirmPassword}
            withAsterisk
          />
          <Button type="submit" loading={busy}>
            {t("auth.reset.submit")}
          </Button>
        </Stack>
      </Form>
    </AuthCard>
  );
}
