import { Button, Checkbox, Paper, PasswordInput, Stack, Text, TextInput, Title } from "@mantine/core";
import { data, Form, useNavigation } from "react-router";
import { useValidatedForm } from "~/components/forms/use-validated-form";
import { parseForm, rejected } from "~/components/forms/validation";
import { useT } from "~/components/i18n/i18n-provider";
import { LanguageSelect } from "~/components/i18n/language-select";
import { pageTitle } from "~/components/i18n/page-title";
import { bold, Rich } from "~/components/i18n/rich";
import { PageHeader } from "~/components/layout/page-header";
import { ownerContext, signedInContext } from "~/context";
import { changePassword, getAccountSettings, updateAccountSettings } from "~/domain/accounts/accounts.server";
import {
  getNotificationChoices,
  saveNotificationChoices,
} from "~/domain/accounts/notification-settings.server";
import { accountSettingsSchema, changePasswordSchema } from "~/domain/accounts/schemas";
import { RuleError } from "~/domain/errors";
import { ownerNotificationsSchema } from "~/domain/portal/schemas";
import { systemContext } from "~/server/ports.server";
import { redirectWithToast } from "~/server/toast.server";
import type { Route } from "./+types/settings";

export const meta: Route.MetaFunction = ({ matches }) => [
  { title: pageTitle(matches, "portal.title.settings") },
];

export async function loader({ context }: Route.LoaderArgs) {
  const userId = context.get(signedInContext)!.id;
  const [settings, notifications] = await Promise.all([
    getAccountSettings(userId),
    getNotificationChoices(context.get(ownerContext)),
  ]);
  return { settings, notifications };
}

export async function action({ request, context }: Route.ActionArgs) {
  const user = context.get(signedInContext)!;
  const formData = await request.formData();
  if (formData.get("intent") === "notifications") {
    const parsed = parseForm(ownerNotificationsSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent: "notifications" }, { status: 400 });
    await saveNotificationChoices(context.get(ownerContext), parsed.data);
    return redirectWithToast("/settings", "portal.settings.emailSaved");
  }
  if (formData.get("intent") === "password") {
    const parsed = parseForm(changePasswordSchema, formData);
    if (!parsed.ok) return data({ ...parsed, intent: "password" }, { status: 400 });
    try {
      await changePassword(
        await systemContext(),
        request,
        parsed.data.currentPassword,
        parsed.data.newPassword,
      );
    } catch (error) {
      if (error instanceof RuleError) {
        return data(
          { ...rejected(formData, { [error.field]: error.message }), intent: "password" },
          { status: 400 },
        );
      }
      throw error;
    }
    return redirectWithToast("/settings", "portal.settings.passwordChanged");
  }
  const parsed = parseForm(accountSettingsSchema, formData);
  if (!parsed.ok) return data({ ...parsed, intent: "account" }, { status: 400 });
  await updateAccountSettings(user.id, parsed.data);
  return redirectWithToast("/settings", "portal.settings.saved");
}

export default function ClientSettings({ loaderData, actionData }: Route.ComponentProps) {
  const account = useValidatedForm(
    accountSettingsSchema,
    actionData?.intent === "account" ? actionData : undefined,
  );
  const password = useValidatedForm(
    changePasswordSchema,
    actionData?.intent === "password" ? actionData : undefined,
  );
  const busy = useNavigation().state === "submitting";
  const t = useT();
  const { settings, notifications } = loaderData;
  return (
    <>
      <PageHeader title={t("portal.settings.title")} description={t("portal.settings.description")} />
      <Stack maw={560}>
        <Paper withBorder p="lg">
          <Form method="post" onSubmit={account.onSubmit} noValidate>
            <input type="hidden" name="intent" value="account" />
            <Stack>
              <Title order={2} size="h4">
                {t("portal.settings.contact")}
              </Title>
              <Text size="sm">
                <Rich k="portal.settings.signedInAs" values={{ b: bold, email: settings.email }} />
              </Text>
              <TextInput
                label={t("portal.settings.phone")}
                name="phone"
                type="tel"
                defaultValue={account.values.phone ?? settings.phone}
                error={account.errors.phone}
              />
              <LanguageSelect
                defaultValue={account.values.locale ?? settings.locale}
                error={account.errors.locale}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                {t("portal.settings.save")}
              </Button>
            </Stack>
          </Form>
        </Paper>
        <Paper withBorder p="lg">
          <Form method="post">
            <input type="hidden" name="intent" value="notifications" />
            <Stack>
              <Title order={2} size="h4">
                {t("portal.settings.notifications")}
              </Title>
              <Text size="sm" c="dimmed">
                {t("portal.settings.notificationsText")}
              </Text>
              <Checkbox
                label={t("portal.settings.reports")}
                name="serviceReports"
                defaultChecked={notifications.serviceReports}
              />
              <Checkbox
                label={t("portal.invoices.title")}
                name="invoices"
                defaultChecked={notifications.invoices}
              />
              <Checkbox
                label={t("portal.settings.messages")}
                name="messages"
                defaultChecked={notifications.messages}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                {t("portal.settings.saveEmail")}
              </Button>
            </Stack>
          </Form>
        </Paper>
        <Paper withBorder p="lg">
          <Form method="post" onSubmit={password.onSubmit} noValidate>
            <input type="hidden" name="intent" value="password" />
            <Stack>
              <Title order={2} size="h4">
                {t("portal.settings.password")}
              </Title>
              <PasswordInput
                label={t("portal.settings.currentPassword")}
                name="currentPassword"
                autoComplete="current-password"
                error={password.errors.currentPassword}
              />
              <PasswordInput
                label={t("portal.settings.newPassword")}
                name="newPassword"
                autoComplete="new-password"
                description={t("portal.settings.newPasswordDescription")}
                error={password.errors.newPassword}
              />
              <PasswordInput
                label={t("portal.settings.confirmPassword")}
                name="confirmPassword"
                autoComplete="new-password"
                error={password.errors.confirmPassword}
              />
              <Button type="submit" w="fit-content" loading={busy}>
                {t("portal.settings.changePassword")}
              </Button>
            </Stack>
          </Form>
        </Paper>
      </Stack>
    </>
  );
}
